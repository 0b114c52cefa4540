/**
 * The brokers' incremental fetch sessions (KIP-227, Kafka's `FetchSessionCache` and `FetchSession`): per broker, the
 * partitions a client fetches and, per partition, its fetch offset and size bound and the high watermark and log
 * start offset last answered, so that an incremental Fetch names only what changed and its answer only the
 * partitions with something new.
 *
 * Kafka's rules kept here: a full Fetch with epoch 0 opens a session (closing the one it names), answered with the
 * new id; epoch -1 closes the session named and is answered as a Fetch outside any session (id 0); an incremental
 * Fetch must name a live session (else FETCH_SESSION_ID_NOT_FOUND) at its current epoch (else
 * INVALID_FETCH_SESSION_EPOCH), and must address topics the way the session was opened, by name or by id (else
 * FETCH_SESSION_TOPIC_ID_ERROR); each accepted one moves the epoch on. The cache holds `slots` sessions per broker
 * (Kafka's `max.incremental.fetch.session.cache.slots`); when it is full the least recently used session idle for
 * `evictionMs` (`min.incremental.fetch.session.eviction.ms`) makes room, otherwise no session is opened (id 0) and
 * the client keeps sending full Fetches. Tests evict sessions at will with {@link FetchSessionCache.evict}.
 *
 * Simplifications: session ids count up from 1 per cluster (Kafka draws random ones); eviction does not prefer
 * sessions with fewer partitions.
 */
import { ErrorCode } from '../errors/protocol-error-codes.generated.js';
import type { Uuid } from '../protocol/primitives/uuid.js';

/** One partition of a fetch session. @public */
export interface FetchSessionPartition {
  /** The topic's name, undefined when the session names an id the cluster does not know. */
  readonly topic: string | undefined;
  /** The topic's id (the all-zero id when the session names topics by name). */
  readonly topicId: Uuid;
  /** The partition index. */
  readonly partition: number;
  /** Where the next read starts, as the client last sent it. */
  fetchOffset: bigint;
  /** The client's bound on the partition's bytes per answer. */
  partitionMaxBytes: number;
  /** The leader epoch the client last sent (KIP-320), -1: not checked. */
  currentLeaderEpoch: number;
  /** The high watermark last answered, -1 before the first answer. */
  highWatermark: bigint;
  /** The log start offset last answered, -1 before the first answer. */
  logStartOffset: bigint;
}

/** A fetch session. @public */
export interface FetchSessionState {
  /** The session id (never 0). */
  readonly id: number;
  /** The epoch the next incremental Fetch must carry. */
  epoch: number;
  /** Whether the session was opened by a Fetch naming topics by id (v13+); every later one must do the same. */
  readonly usesTopicIds: boolean;
  /** Keyed by topic id (or name, before Fetch v13) and partition, in the order they were added. */
  readonly partitions: Map<string, FetchSessionPartition>;
  /** When a Fetch last used the session, on the cluster's clock (eviction picks the least recently used). */
  lastUsedMs: number;
}

/** The key of a session's partition: its topic id when the session uses ids, else its name. @internal */
export function sessionPartitionKey(usesTopicIds: boolean, topic: string, topicId: Uuid, partition: number): string {
  return `${usesTopicIds ? topicId : topic}\u0000${partition}`;
}

/** Options of a {@link FetchSessionCache}. @public */
export interface FetchSessionCacheOptions {
  /** Sessions kept per broker (Kafka's `max.incremental.fetch.session.cache.slots`). Default 1000. */
  readonly slots?: number;
  /** How long a session must be idle before a new one may evict it (`min.incremental.fetch.session.eviction.ms`). Default 120000. */
  readonly evictionMs?: number;
}

/**
 * The brokers' fetch sessions.
 * @public
 */
export class FetchSessionCache {
  private readonly byBroker = new Map<number, Map<number, FetchSessionState>>();
  private nextId = 1;
  private readonly slots: number;
  private readonly evictionMs: number;

  /**
   * Creates an empty cache.
   * @param options - The cache's bounds, as Kafka's `max.incremental.fetch.session.cache.slots`.
   */
  constructor(options: FetchSessionCacheOptions = {}) {
    this.slots = options.slots ?? 1000;
    this.evictionMs = options.evictionMs ?? 120_000;
  }

  /** The sessions broker `brokerId` holds. */
  sessions(brokerId: number): readonly FetchSessionState[] {
    return [...(this.byBroker.get(brokerId)?.values() ?? [])];
  }

  /**
   * Drops the sessions of `brokerId` (of every broker when omitted), as a broker evicting them or restarting does:
   * the next incremental Fetch naming one is answered FETCH_SESSION_ID_NOT_FOUND. Returns how many were dropped.
   */
  evict(brokerId?: number): number {
    let dropped = 0;
    for (const [id, sessions] of this.byBroker) {
      if (brokerId !== undefined && id !== brokerId) continue;
      dropped += sessions.size;
      sessions.clear();
    }
    return dropped;
  }

  /** @internal The live session `id` of `brokerId`, or the error an incremental Fetch naming it at `epoch` gets. */
  lookup(brokerId: number, id: number, epoch: number, usesTopicIds: boolean, nowMs: number): FetchSessionState | number {
    const session = this.byBroker.get(brokerId)?.get(id);
    if (session === undefined) return ErrorCode.FETCH_SESSION_ID_NOT_FOUND;
    if (session.epoch !== epoch) return ErrorCode.INVALID_FETCH_SESSION_EPOCH;
    if (session.usesTopicIds !== usesTopicIds) return ErrorCode.FETCH_SESSION_TOPIC_ID_ERROR;
    session.epoch = session.epoch >= 0x7fffffff ? 1 : session.epoch + 1;
    session.lastUsedMs = nowMs;
    return session;
  }

  /** @internal Closes session `id` of `brokerId`, if it exists. */
  remove(brokerId: number, id: number): void {
    this.byBroker.get(brokerId)?.delete(id);
  }

  /** @internal Opens a session holding `partitions`, or returns 0 when the cache is full of recently used ones. */
  create(brokerId: number, usesTopicIds: boolean, partitions: readonly FetchSessionPartition[], nowMs: number): number {
    let sessions = this.byBroker.get(brokerId);
    if (sessions === undefined) {
      sessions = new Map();
      this.byBroker.set(brokerId, sessions);
    }
    if (sessions.size >= this.slots) {
      let oldest: FetchSessionState | undefined;
      for (const each of sessions.values()) if (oldest === undefined || each.lastUsedMs < oldest.lastUsedMs) oldest = each;
      if (oldest === undefined || nowMs - oldest.lastUsedMs < this.evictionMs) return 0;
      sessions.delete(oldest.id);
    }
    const id = this.nextId++;
    const map = new Map<string, FetchSessionPartition>();
    for (const each of partitions) map.set(sessionPartitionKey(usesTopicIds, each.topic ?? '', each.topicId, each.partition), each);
    sessions.set(id, { id, epoch: 1, usesTopicIds, partitions: map, lastUsedMs: nowMs });
    return id;
  }
}
