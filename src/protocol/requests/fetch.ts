/**
 * Fetch (api key 1) as the consumer sends it, to a partition's leader or to the replica it prefers (KIP-392): the
 * records from each partition's fetch offset, within a fetch session (KIP-227) when the broker keeps one.
 *
 * Versions the client relies on: fetch sessions and forgotten topics need v7+ (below, every Fetch is a full one and
 * the broker answers session id 0); `currentLeaderEpoch` is sent from v9 (KIP-320); the client's rack (`rackId`) and
 * the broker's `preferredReadReplica` exist from v11 (below, the rack is not sent and the leader serves every
 * fetch); v13+ names topics by id only, so a fetch with a topic whose id is not known stays at v12.
 *
 * Top-level errors (FetchResponse.java): FETCH_SESSION_ID_NOT_FOUND, INVALID_FETCH_SESSION_EPOCH,
 * FETCH_SESSION_TOPIC_ID_ERROR (a session's topics switched between names and ids), UNKNOWN_SERVER_ERROR.
 * Errors per partition: OFFSET_OUT_OF_RANGE, NOT_LEADER_OR_FOLLOWER, UNKNOWN_TOPIC_OR_PARTITION, UNKNOWN_TOPIC_ID,
 * INCONSISTENT_TOPIC_ID, FENCED_LEADER_EPOCH, UNKNOWN_LEADER_EPOCH, REPLICA_NOT_AVAILABLE, LEADER_NOT_AVAILABLE,
 * OFFSET_NOT_AVAILABLE, KAFKA_STORAGE_ERROR, TOPIC_AUTHORIZATION_FAILED, CORRUPT_MESSAGE, UNKNOWN_SERVER_ERROR.
 */
import {
  createFetchRequest, createFetchRequestFetchPartition, createFetchRequestFetchTopic, createFetchRequestForgottenTopic,
  type FetchRequest, type FetchRequestFetchTopic, type FetchRequestForgottenTopic, type FetchResponse,
  type FetchResponsePartitionData,
} from '../messages/fetch.generated.js';
import { ZERO_UUID, type Uuid } from '../primitives/uuid.js';
import { unsupported, type RequestModule } from './request-module.js';

/** Session id of a Fetch outside a session (and of a broker's answer that opened none). @internal */
export const NO_FETCH_SESSION_ID = 0;
/** Session epoch that opens a new session (closing the one named, if any). @internal */
export const INITIAL_FETCH_SESSION_EPOCH = 0;
/** Session epoch that closes the session named, or asks for a full fetch outside any session. @internal */
export const FINAL_FETCH_SESSION_EPOCH = -1;

/** A partition a Fetch reads from. @internal */
export interface FetchPartitionFields {
  readonly topic: string;
  /** The topic's id, or {@link ZERO_UUID} when the client does not know it (the version stays at 12 or below). */
  readonly topicId: Uuid;
  readonly partition: number;
  readonly fetchOffset: bigint;
  /** The leader epoch the position was validated against (KIP-320); -1: not checked. */
  readonly currentLeaderEpoch: number;
  readonly partitionMaxBytes: number;
}

/** A partition leaving the fetch session. @internal */
export interface ForgottenPartitionFields {
  readonly topic: string;
  readonly topicId: Uuid;
  readonly partition: number;
}

/**
 * What a Fetch carries of the client's fetch session (KIP-227): the session, its epoch, and the partitions sent and
 * forgotten. The consumer's session decides them for each Fetch.
 * @internal
 */
export interface FetchSessionFields {
  /** {@link NO_FETCH_SESSION_ID} outside a session. */
  readonly sessionId: number;
  /** {@link INITIAL_FETCH_SESSION_EPOCH}, {@link FINAL_FETCH_SESSION_EPOCH} or the session's next epoch. */
  readonly sessionEpoch: number;
  /** A full fetch: every partition; an incremental one: the partitions added to the session or changed. */
  readonly partitions: readonly FetchPartitionFields[];
  /** Partitions dropped from the session (incremental fetches only). */
  readonly forgotten: readonly ForgottenPartitionFields[];
}

/** One Fetch: its session fields and the rest of the request. @internal */
export interface FetchFields extends FetchSessionFields {
  readonly maxWaitMs: number;
  readonly minBytes: number;
  readonly maxBytes: number;
  readonly readCommitted: boolean;
  /** The client's rack (`client.rack`), '' for none. */
  readonly rackId: string;
  /**
   * Whether every partition fetched (in the session, sent or not) has a known topic id: Fetch v13+ names topics by
   * id only, and a session cannot switch between names and ids.
   */
  readonly topicIdsKnown: boolean;
  /** The name of a topic id the answer carries (v13+ names topics only by id). */
  readonly topicName: (topicId: Uuid) => string | undefined;
}

/** One topic of an answer: its name (undefined when an id is not known) and its partitions as the broker sent them. @internal */
export interface FetchedTopic {
  readonly topic: string | undefined;
  readonly partitions: readonly FetchResponsePartitionData[];
}

/** A Fetch answer. @internal */
export interface FetchAnswer {
  readonly errorCode: number;
  /** The session the broker keeps for this client ({@link NO_FETCH_SESSION_ID}: none). */
  readonly sessionId: number;
  readonly topics: readonly FetchedTopic[];
}

function request(fields: FetchFields, version: number): FetchRequest {
  const incremental = fields.sessionEpoch > INITIAL_FETCH_SESSION_EPOCH;
  if ((incremental || fields.forgotten.length > 0) && version < 7) throw unsupported('Fetch', 'incremental fetch session', version);
  const byId = version >= 13;
  const topics: FetchRequestFetchTopic[] = [];
  let current: FetchRequestFetchTopic | undefined;
  for (const each of fields.partitions) {
    // Partitions arrive grouped by topic (the session and the fetcher keep them in that order); a topic seen again
    // later only costs a second entry for it, which Kafka accepts.
    if (current?.topic !== (byId ? '' : each.topic) || current.topicId !== (byId ? each.topicId : ZERO_UUID)) {
      current = createFetchRequestFetchTopic({ topic: byId ? '' : each.topic, topicId: byId ? each.topicId : ZERO_UUID, partitions: [] });
      topics.push(current);
    }
    current.partitions.push(createFetchRequestFetchPartition({
      partition: each.partition, fetchOffset: each.fetchOffset, partitionMaxBytes: each.partitionMaxBytes, currentLeaderEpoch: each.currentLeaderEpoch,
    }));
  }
  const forgotten: FetchRequestForgottenTopic[] = [];
  for (const each of fields.forgotten) {
    const topic = byId ? '' : each.topic;
    const topicId = byId ? each.topicId : ZERO_UUID;
    const last = forgotten[forgotten.length - 1];
    if (last?.topic === topic && last.topicId === topicId) last.partitions.push(each.partition);
    else forgotten.push(createFetchRequestForgottenTopic({ topic, topicId, partitions: [each.partition] }));
  }
  return createFetchRequest({
    replicaId: -1,
    maxWaitMs: fields.maxWaitMs,
    minBytes: fields.minBytes,
    maxBytes: fields.maxBytes,
    isolationLevel: fields.readCommitted ? 1 : 0,
    sessionId: version >= 7 ? fields.sessionId : NO_FETCH_SESSION_ID,
    sessionEpoch: version >= 7 ? fields.sessionEpoch : FINAL_FETCH_SESSION_EPOCH,
    topics,
    forgottenTopicsData: forgotten,
    rackId: version >= 11 ? fields.rackId : '',
  });
}

function read(response: FetchResponse, version: number, fields: FetchFields): FetchAnswer {
  const byId = version >= 13;
  return {
    errorCode: response.errorCode,
    sessionId: version >= 7 ? response.sessionId : NO_FETCH_SESSION_ID,
    topics: response.responses.map((topic) => ({ topic: byId ? fields.topicName(topic.topicId) : topic.topic, partitions: topic.partitions })),
  };
}

function maxVersion(fields: FetchFields): number | undefined {
  return fields.topicIdsKnown ? undefined : 12;
}

/** The Fetch wire module. @internal */
export const fetch: RequestModule<'Fetch', FetchFields, FetchAnswer> = { api: 'Fetch', request, read, maxVersion };
