/**
 * The group coordinator of the in-memory cluster: committed offsets (OffsetCommit / OffsetFetch),
 * transactional offsets (TxnOffsetCommit) held pending per producer until the transaction's marker, and
 * KIP-447 member/generation checks, mirroring Kafka's `GroupCoordinator` / `GroupMetadataManager`.
 *
 * Behaviour: TxnOffsetCommit offsets are invisible to OffsetFetch until the transaction commits, and are
 * dropped if it aborts. OffsetFetch with `requireStable` (KIP-447) answers UNSTABLE_OFFSET_COMMIT for a
 * partition that has pending transactional offsets. Commits naming a member/generation are checked against
 * the classic group ({@link ClassicGroup}).
 *
 * Simplifications versus Kafka: offsets live in memory (no `__consumer_offsets`), never expire, and carry no
 * size limit on metadata; the producer epoch of TxnOffsetCommit is checked by the transaction coordinator
 * (see `TransactionCoordinator.verifyGroup`) rather than by an offsets-partition producer table.
 */
import type { Clock } from '../internal/clock.js';
import { ErrorCode } from '../errors/protocol-error-codes.generated.js';
import { ClassicGroup } from './classic-group.js';
import { GroupState } from './group-state.js';
import { ConsumerGroup, type ConsumerGroupContext } from './consumer-group.js';
import { topicPartitionKey, type TopicPartition } from '../common/topic-partition.js';

/**
 * One offset to commit.
 * @public
 */
export interface OffsetCommitEntry {
  /** The topic of the committed partition. */
  readonly topic: string;
  /** The committed partition's index. */
  readonly partition: number;
  /** The offset committed: the next one the group reads. */
  readonly offset: bigint;
  /** -1 when unknown. */
  readonly leaderEpoch: number;
  /** The client's metadata string stored with the offset, or null. */
  readonly metadata: string | null;
}

/**
 * Group membership named by a commit (OffsetCommit v1+, TxnOffsetCommit v3+ / KIP-447).
 * @public
 */
export interface CommitMemberIdentity {
  /** -1 for a commit outside any generation. */
  readonly generationId: number;
  /** '' for a commit outside any generation. */
  readonly memberId: string;
  /** The committing static member's instance id, or null; a mismatch with the member's is FENCED_INSTANCE_ID. */
  readonly groupInstanceId: string | null;
}

/**
 * One partition of an OffsetFetch answer.
 * @public
 */
export interface FetchedOffset {
  /** The topic of the partition. */
  readonly topic: string;
  /** The partition's index. */
  readonly partition: number;
  /** -1 when nothing is committed. */
  readonly committedOffset: bigint;
  /** The leader epoch stored with the commit, -1 when unknown or nothing is committed. */
  readonly committedLeaderEpoch: number;
  /** The metadata string stored with the commit, or null. */
  readonly metadata: string | null;
  /**
   * 0, or the partition's error (UNSTABLE_OFFSET_COMMIT while a transaction holding offsets for it is pending, with
   * `require_stable`).
   */
  readonly errorCode: number;
}

interface StoredOffset {
  readonly topic: string;
  readonly partition: number;
  readonly offset: bigint;
  readonly leaderEpoch: number;
  readonly metadata: string | null;
}

interface GroupOffsets {
  readonly committed: Map<string, StoredOffset>;
  /** producerId -> pending transactional offsets. */
  readonly pending: Map<bigint, Map<string, StoredOffset>>;
}

/**
 * Offsets and classic groups.
 * @internal
 */
export class GroupCoordinator {
  private readonly offsets = new Map<string, GroupOffsets>();
  private readonly groups = new Map<string, ClassicGroup>();
  private readonly consumerGroups = new Map<string, ConsumerGroup>();
  private readonly consumerContext: ConsumerGroupContext;

  constructor(private readonly clock: Clock, consumer: Omit<ConsumerGroupContext, 'clock'> = { heartbeatIntervalMs: 5_000, sessionTimeoutMs: 45_000, partitionCount: () => undefined }) {
    this.consumerContext = { ...consumer, clock };
  }

  /** The KIP-848 consumer group `groupId`, created empty on first use. */
  consumerGroup(groupId: string): ConsumerGroup {
    return getOrCreate(this.consumerGroups, groupId, () => new ConsumerGroup(groupId, this.consumerContext));
  }

  /**
   * The protocol whose members `groupId` has: Kafka keeps one group type per id, and (without online
   * migration, which is not modelled) refuses the other protocol's requests while the group has members.
   */
  activeProtocol(groupId: string): 'classic' | 'consumer' | undefined {
    if (this.consumerGroups.get(groupId)?.isEmpty === false) return 'consumer';
    const classic = this.groups.get(groupId);
    return classic !== undefined && classic.state !== GroupState.EMPTY && classic.state !== GroupState.DEAD ? 'classic' : undefined;
  }

  /** The classic group `groupId`, created Empty on first use. */
  group(groupId: string): ClassicGroup {
    return getOrCreate(this.groups, groupId, () => new ClassicGroup(groupId, this.clock));
  }

  /** The classic group `groupId` if it exists, without creating it (the admin views). */
  existingClassicGroup(groupId: string): ClassicGroup | undefined {
    return this.groups.get(groupId);
  }

  /** The KIP-848 consumer group `groupId` if it exists, without creating it (the admin views). */
  existingConsumerGroup(groupId: string): ConsumerGroup | undefined {
    return this.consumerGroups.get(groupId);
  }

  /** True when `groupId` has committed or pending transactional offsets. */
  hasOffsets(groupId: string): boolean {
    const offsets = this.offsets.get(groupId);
    return offsets !== undefined && (offsets.committed.size > 0 || offsets.pending.size > 0);
  }

  /** Forgets a group without members and its offsets (DeleteGroups; the caller checked it is empty). */
  forget(groupId: string): void {
    this.groups.get(groupId)?.shutdown();
    this.consumerGroups.get(groupId)?.shutdown();
    this.groups.delete(groupId);
    this.consumerGroups.delete(groupId);
    this.offsets.delete(groupId);
  }

  /** Deletes the committed offsets of `partitions` (OffsetDelete; the caller checked the group's subscriptions). */
  deleteOffsets(groupId: string, partitions: readonly TopicPartition[]): void {
    const committed = this.offsets.get(groupId)?.committed;
    for (const { topic, partition } of partitions) committed?.delete(topicPartitionKey(topic, partition));
  }

  /** Ids of groups with members or offsets (ListGroups). */
  groupIds(): readonly string[] {
    return [...new Set([...this.groups.keys(), ...this.consumerGroups.keys(), ...this.offsets.keys()])];
  }

  /** OffsetCommit: one error code per entry, in order (`GroupCoordinator.validateOffsetCommit`). */
  offsetCommit(groupId: string, identity: CommitMemberIdentity, entries: readonly OffsetCommitEntry[], version = 9): number[] {
    const errorCode = this.validateCommit(groupId, identity, entries, false, version);
    if (errorCode === ErrorCode.NONE) {
      const committed = this.offsetsOf(groupId).committed;
      for (const entry of entries) committed.set(topicPartitionKey(entry), toStored(entry));
    }
    return entries.map(() => errorCode);
  }

  /**
   * TxnOffsetCommit: stores the offsets pending under `producerId` (the caller has verified the producer with
   * the transaction coordinator). Applies the KIP-447 checks when a member or generation is named. `version` is
   * the request's (default the latest, 6): below 6 a stale member epoch is answered ILLEGAL_GENERATION.
   */
  txnOffsetCommit(groupId: string, producerId: bigint, identity: CommitMemberIdentity, entries: readonly OffsetCommitEntry[], version = 6): number[] {
    const errorCode = this.validateCommit(groupId, identity, entries, true, version);
    if (errorCode === ErrorCode.NONE) {
      const pendingByProducer = this.offsetsOf(groupId).pending;
      let pending = pendingByProducer.get(producerId);
      if (pending === undefined) {
        pending = new Map();
        pendingByProducer.set(producerId, pending);
      }
      for (const entry of entries) pending.set(topicPartitionKey(entry), toStored(entry));
    }
    return entries.map(() => errorCode);
  }

  /** The transaction's marker reached the group: make `producerId`'s pending offsets visible, or drop them. */
  completeTransaction(groupId: string, producerId: bigint, commit: boolean): void {
    const offsets = this.offsets.get(groupId);
    const pending = offsets?.pending.get(producerId);
    if (offsets === undefined || pending === undefined) return;
    offsets.pending.delete(producerId);
    if (commit) for (const [key, stored] of pending) offsets.committed.set(key, stored);
  }

  /**
   * OffsetFetch. `partitions: null` returns every committed partition. With `requireStable`, a partition
   * with pending transactional offsets answers UNSTABLE_OFFSET_COMMIT (KIP-447).
   */
  offsetFetch(groupId: string, partitions: readonly TopicPartition[] | null, requireStable: boolean): FetchedOffset[] {
    const offsets = this.offsets.get(groupId);
    const wanted = partitions ?? [...(offsets?.committed.values() ?? [])];
    return wanted.map(({ topic, partition }) => {
      const key = topicPartitionKey(topic, partition);
      if (requireStable && offsets !== undefined) {
        for (const pending of offsets.pending.values()) {
          if (pending.has(key)) {
            return { topic, partition, committedOffset: -1n, committedLeaderEpoch: -1, metadata: null, errorCode: ErrorCode.UNSTABLE_OFFSET_COMMIT };
          }
        }
      }
      const stored = offsets?.committed.get(key);
      return {
        topic,
        partition,
        committedOffset: stored?.offset ?? -1n,
        committedLeaderEpoch: stored?.leaderEpoch ?? -1,
        metadata: stored === undefined ? '' : stored.metadata,
        errorCode: ErrorCode.NONE,
      };
    });
  }

  /** Producers with pending transactional offsets in `groupId` (inspection). */
  pendingTransactionalProducers(groupId: string): readonly bigint[] {
    return [...(this.offsets.get(groupId)?.pending.keys() ?? [])];
  }

  /** Cancels group timers and fails waiting joins/syncs. */
  close(): void {
    for (const group of this.groups.values()) group.shutdown();
    for (const group of this.consumerGroups.values()) group.shutdown();
  }

  /**
   * Kafka's commit validation. A commit outside any generation (generation -1, no member id) is accepted
   * when the group has no active members (simple/admin commits) and always for transactional commits
   * from pre-KIP-447 producers. Otherwise the member must exist, the generation match, and a named
   * static instance must belong to that member.
   */
  private validateCommit(groupId: string, identity: CommitMemberIdentity, entries: readonly TopicPartition[], transactional: boolean, version: number): number {
    if (this.activeProtocol(groupId) === 'consumer') return this.validateConsumerGroupCommit(groupId, identity, entries, transactional, version);
    const group = this.groups.get(groupId);
    const anonymous = identity.generationId < 0 && identity.memberId === '';
    if (anonymous) {
      if (transactional || group === undefined || group.state === GroupState.EMPTY) return ErrorCode.NONE;
      return ErrorCode.UNKNOWN_MEMBER_ID;
    }
    if (group === undefined || group.state === GroupState.EMPTY) {
      return transactional || identity.generationId >= 0 ? ErrorCode.ILLEGAL_GENERATION : ErrorCode.UNKNOWN_MEMBER_ID;
    }
    if (identity.groupInstanceId !== null) {
      const owner = group.memberIdOfInstance(identity.groupInstanceId);
      if (owner !== undefined && owner !== identity.memberId) return ErrorCode.FENCED_INSTANCE_ID;
    }
    if (!group.hasMember(identity.memberId)) return ErrorCode.UNKNOWN_MEMBER_ID;
    if (identity.generationId !== group.generationId) return ErrorCode.ILLEGAL_GENERATION;
    if (!transactional && group.state === GroupState.COMPLETING_REBALANCE) return ErrorCode.REBALANCE_IN_PROGRESS;
    return ErrorCode.NONE;
  }

  /**
   * Kafka's `ConsumerGroup.validateOffsetCommit` for a group with KIP-848 members (4.3+, KIP-1251): the member
   * must exist; its current member epoch commits any partition, a newer one none, and an older one only partitions
   * the member still holds (assigned or pending revocation) that were assigned to it at that epoch or before: a
   * member whose epoch moved on in a rebalance that left it the partition may still commit it. A refused partition
   * refuses the whole commit with STALE_MEMBER_EPOCH; TxnOffsetCommit below v6, which has no such error, answers
   * ILLEGAL_GENERATION, as Kafka converts it (measured on 4.4: v6 answers STALE_MEMBER_EPOCH, KIP-1319); OffsetCommit
   * below v9 cannot carry a member epoch (UNSUPPORTED_VERSION). A transactional commit naming no member is accepted,
   * as in Kafka.
   */
  private validateConsumerGroupCommit(groupId: string, identity: CommitMemberIdentity, entries: readonly TopicPartition[], transactional: boolean, version: number): number {
    if (transactional && identity.generationId === -1 && identity.memberId === '' && identity.groupInstanceId === null) return ErrorCode.NONE;
    const group = this.consumerGroup(groupId);
    const epoch = group.memberEpochOf(identity.memberId);
    if (epoch === undefined) return ErrorCode.UNKNOWN_MEMBER_ID;
    if (!transactional && version < 9) return ErrorCode.UNSUPPORTED_VERSION;
    const stale = transactional && version < 6 ? ErrorCode.ILLEGAL_GENERATION : ErrorCode.STALE_MEMBER_EPOCH;
    if (identity.generationId === epoch) return ErrorCode.NONE;
    if (identity.generationId > epoch) return stale;
    const heldSince = (entry: TopicPartition): boolean => {
      const assignedAt = group.assignmentEpochOf(identity.memberId, entry.topic, entry.partition);
      return assignedAt !== undefined && identity.generationId >= assignedAt;
    };
    return entries.every(heldSince) ? ErrorCode.NONE : stale;
  }

  private offsetsOf(groupId: string): GroupOffsets {
    return getOrCreate(this.offsets, groupId, () => ({ committed: new Map(), pending: new Map() }));
  }
}

/** The value of `key` in `map`, created and stored on first use (a group's state lives from its first request). */
function getOrCreate<Value>(map: Map<string, Value>, key: string, create: () => Value): Value {
  let value = map.get(key);
  if (value === undefined) {
    value = create();
    map.set(key, value);
  }
  return value;
}

/** The stored form of a commit; no metadata is stored as Kafka's empty metadata (`OffsetAndMetadata.NO_METADATA`). */
function toStored(entry: OffsetCommitEntry): StoredOffset {
  return { topic: entry.topic, partition: entry.partition, offset: entry.offset, leaderEpoch: entry.leaderEpoch, metadata: entry.metadata ?? '' };
}
