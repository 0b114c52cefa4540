/**
 * One member of a KIP-848 `consumer` group, without I/O (Kafka's `ConsumerMembershipManager` and the
 * heartbeat state of `ConsumerHeartbeatRequestManager`): what the next ConsumerGroupHeartbeat says, what its
 * answer means, and which partitions to revoke and to take to reach the broker's assignment.
 *
 * - Joining: member epoch 0 and every field (rebalance timeout, subscribed topics, server assignor, owned
 *   partitions, which must be empty). The member id is the client's own UUID (KIP-1082, v1+); with a v0 broker
 *   the first join sends none and the broker's id is kept.
 * - Steady state: epoch and member id, plus the owned partitions only after they changed (the acknowledgement
 *   that ends a revocation). After an error the next heartbeat is a full one again.
 * - Reconciliation: the broker's assignment holds only partitions the member may use now. Partitions owned and
 *   no longer assigned are revoked first; newly assigned ones are taken after that; the owned set is then sent.
 *   Partitions another member still holds reach this member in a later answer, once released (member epochs).
 * - FENCED_MEMBER_EPOCH / UNKNOWN_MEMBER_ID: every owned partition is lost; the member rejoins with epoch 0
 *   (keeping its member id).
 * - Leaving: epoch -1, or -2 for a static member (`groupInstanceId`), whose assignment the broker keeps for
 *   its session timeout.
 */
import { randomBytes } from 'node:crypto';
import { ErrorCode } from '../errors/protocol-error-codes.generated.js';
import type { ConsumerGroupHeartbeatResponse } from '../protocol/messages/consumer-group-heartbeat.generated.js';
import type { ConsumerGroupHeartbeatFields } from '../protocol/requests/consumer-group-heartbeat.js';
import type { Uuid } from '../protocol/primitives/uuid.js';
import { type ConsumerGroupMetadata, type TopicPartition, topicPartitionKey } from '../common/topic-partition.js';

/** The member epoch of a leaving dynamic member. @internal */
export const LEAVE_GROUP_MEMBER_EPOCH = -1;
/** The member epoch of a leaving static member (its assignment is kept for the session timeout). @internal */
export const LEAVE_GROUP_STATIC_MEMBER_EPOCH = -2;

/**
 * What a heartbeat answer asks for next.
 * @internal
 */
export type HeartbeatOutcome =
  | { readonly kind: 'ok' }
  /** Owned partitions are lost; rejoin with epoch 0. */
  | { readonly kind: 'fenced'; readonly lost: readonly TopicPartition[] }
  /** Look the coordinator up again and retry. */
  | { readonly kind: 'coordinator'; readonly errorCode: number }
  /** Retry after a backoff. */
  | { readonly kind: 'retry'; readonly errorCode: number }
  /** The static member's instance id is still held by a member the coordinator has not expired (UNRELEASED_INSTANCE_ID). */
  | { readonly kind: 'unreleased'; readonly errorCode: number }
  /** Membership cannot go on (GROUP_AUTHORIZATION_FAILED, UNSUPPORTED_ASSIGNOR, ...). */
  | { readonly kind: 'fatal'; readonly errorCode: number };

/**
 * The partitions to give up and to take to reach the broker's assignment.
 * @internal
 */
export interface ReconcilePlan {
  readonly revoke: readonly TopicPartition[];
  readonly assign: readonly TopicPartition[];
  /** Topic ids the assignment names that metadata does not know yet (resolved in a later round). */
  readonly unresolved: readonly Uuid[];
}

/** Configuration of a {@link ConsumerGroupMember}. @internal */
export interface ConsumerGroupMemberOptions {
  readonly groupId: string;
  readonly topics: readonly string[];
  /** A pattern subscription, sent as `SubscribedTopicRegex` (v1+) instead of topic names. */
  readonly topicRegex?: string | undefined;
  readonly groupInstanceId: string | undefined;
  readonly rebalanceTimeoutMs: number;
  readonly serverAssignor: string | undefined;
  /** The consumer's rack (`client.rack`), '' for none: sent with the other fields of a full heartbeat. */
  readonly rackId: string;
  /** The client-generated member id (a Kafka UUID). */
  readonly memberId: string;
}

const RETRIABLE = new Set<number>([ErrorCode.COORDINATOR_LOAD_IN_PROGRESS, ErrorCode.REQUEST_TIMED_OUT, ErrorCode.NETWORK_EXCEPTION]);
const COORDINATOR_MOVED = new Set<number>([ErrorCode.NOT_COORDINATOR, ErrorCode.COORDINATOR_NOT_AVAILABLE]);

/**
 * The membership state of one `consumer`-protocol member.
 * @internal
 */
export class ConsumerGroupMember {
  /** The member id; '' only before a v0 broker assigned one. */
  memberId: string;
  /** 0 while (re)joining; the broker's epoch afterwards. */
  memberEpoch = 0;
  /** Heartbeat interval the broker asked for (ms); undefined before the first answer. */
  heartbeatIntervalMs: number | undefined;
  private ownedPartitions: TopicPartition[] = [];
  /** The latest assignment from the broker not yet reconciled (topic id -> partitions). */
  private target: Map<Uuid, number[]> | undefined;
  private sendAllFields = true;
  private ownedChanged = false;
  /** True until a v0 broker gave this member its id (a v1 member id is the client's own from the start). */
  private v0Pending = true;

  constructor(private readonly options: ConsumerGroupMemberOptions) {
    this.memberId = options.memberId;
  }

  /** Partitions the consumer holds. */
  get owned(): readonly TopicPartition[] {
    return this.ownedPartitions;
  }

  /** True when an assignment arrived that is not reconciled yet. */
  get hasPendingAssignment(): boolean {
    return this.target !== undefined;
  }

  /** True when the next heartbeat should go out at once (an acknowledgement after reconciling, or a join). */
  get heartbeatDue(): boolean {
    return this.ownedChanged || this.memberEpoch === 0;
  }

  /** The KIP-447 group metadata: the member epoch is the generation (as in Java's `groupMetadata()`). */
  groupMetadata(): ConsumerGroupMetadata {
    return {
      groupId: this.options.groupId,
      generationId: this.memberEpoch > 0 ? this.memberEpoch : -1,
      memberId: this.memberId,
      groupInstanceId: this.options.groupInstanceId ?? null,
    };
  }

  /** The next heartbeat; `topicIdOf` maps owned topics to ids. */
  heartbeat(topicIdOf: (topic: string) => Uuid): ConsumerGroupHeartbeatFields {
    const full = this.sendAllFields || this.memberEpoch === 0;
    const sendOwned = full || this.ownedChanged;
    return {
      groupId: this.options.groupId,
      memberId: this.memberId,
      firstJoin: this.memberEpoch === 0 && this.v0Pending,
      memberEpoch: this.memberEpoch,
      instanceId: this.options.groupInstanceId ?? null,
      rackId: full && this.options.rackId !== '' ? this.options.rackId : null,
      rebalanceTimeoutMs: full ? this.options.rebalanceTimeoutMs : -1,
      subscribedTopicNames: full && this.options.topicRegex === undefined ? [...this.options.topics] : null,
      subscribedTopicRegex: full && this.options.topicRegex !== undefined ? this.options.topicRegex : null,
      serverAssignor: full ? (this.options.serverAssignor ?? null) : null,
      topicPartitions: sendOwned ? groupById(this.memberEpoch === 0 ? [] : this.ownedPartitions, topicIdOf) : null,
    };
  }

  /** The leave heartbeat: epoch -1, or -2 for a static member. */
  leaveHeartbeat(): ConsumerGroupHeartbeatFields {
    return {
      groupId: this.options.groupId, memberId: this.memberId, firstJoin: false,
      memberEpoch: this.options.groupInstanceId === undefined ? LEAVE_GROUP_MEMBER_EPOCH : LEAVE_GROUP_STATIC_MEMBER_EPOCH,
      instanceId: this.options.groupInstanceId ?? null, rackId: null, rebalanceTimeoutMs: -1, subscribedTopicNames: null,
      subscribedTopicRegex: null, serverAssignor: null, topicPartitions: null,
    };
  }

  /** The heartbeat reached the broker: the owned set it carried is acknowledged. Call before {@link onResponse}. */
  sent(request: Pick<ConsumerGroupHeartbeatFields, 'topicPartitions'>): void {
    if (request.topicPartitions !== null) this.ownedChanged = false;
    this.sendAllFields = false;
  }

  /** The heartbeat failed without an answer (network, timeout): the next one carries every field. */
  failed(): void {
    this.sendAllFields = true;
  }

  /** Applies an answer; the caller acts on the outcome (and reconciles when {@link hasPendingAssignment}). */
  onResponse(response: ConsumerGroupHeartbeatResponse): HeartbeatOutcome {
    const code = response.errorCode;
    if (code === ErrorCode.NONE) {
      if (response.memberId !== null && response.memberId !== '') {
        this.memberId = response.memberId;
        this.v0Pending = false;
      }
      this.memberEpoch = response.memberEpoch;
      if (response.heartbeatIntervalMs > 0) this.heartbeatIntervalMs = response.heartbeatIntervalMs;
      if (response.assignment !== null) {
        this.target = new Map(response.assignment.topicPartitions.map((each) => [each.topicId, [...each.partitions]]));
      }
      return { kind: 'ok' };
    }
    this.sendAllFields = true;
    if (code === ErrorCode.FENCED_MEMBER_EPOCH || code === ErrorCode.UNKNOWN_MEMBER_ID) return { kind: 'fenced', lost: this.fence() };
    if (COORDINATOR_MOVED.has(code)) return { kind: 'coordinator', errorCode: code };
    if (RETRIABLE.has(code)) return { kind: 'retry', errorCode: code };
    if (code === ErrorCode.UNRELEASED_INSTANCE_ID) return { kind: 'unreleased', errorCode: code };
    return { kind: 'fatal', errorCode: code };
  }

  /** Drops membership: the owned partitions are returned as lost, and the member rejoins with epoch 0. */
  fence(): TopicPartition[] {
    const lost = this.ownedPartitions;
    this.ownedPartitions = [];
    this.target = undefined;
    this.memberEpoch = 0;
    this.sendAllFields = true;
    this.ownedChanged = false;
    return lost;
  }

  /**
   * What reaching the pending assignment takes. `nameOf` resolves topic ids from metadata; partitions of
   * topics not subscribed (any more) are ignored, as in Java.
   */
  plan(nameOf: (topicId: Uuid) => string | undefined): ReconcilePlan {
    const target = this.target ?? new Map<Uuid, number[]>();
    const wanted: TopicPartition[] = [];
    const unresolved: Uuid[] = [];
    for (const [topicId, partitions] of target) {
      const topic = nameOf(topicId);
      if (topic === undefined) {
        unresolved.push(topicId);
        continue;
      }
      // The broker resolves a pattern: whatever it assigns is subscribed.
      if (this.options.topicRegex === undefined && !this.options.topics.includes(topic)) continue;
      for (const partition of partitions) wanted.push({ topic, partition });
    }
    const wantedKeys = new Set(wanted.map(topicPartitionKey));
    const ownedKeys = new Set(this.ownedPartitions.map(topicPartitionKey));
    return {
      revoke: this.ownedPartitions.filter((tp) => !wantedKeys.has(topicPartitionKey(tp))),
      assign: wanted.filter((tp) => !ownedKeys.has(topicPartitionKey(tp))),
      unresolved,
    };
  }

  /** The revocation of `partitions` finished (callbacks returned): they are no longer owned. */
  revoked(partitions: readonly TopicPartition[]): void {
    if (partitions.length === 0) return;
    const gone = new Set(partitions.map(topicPartitionKey));
    this.ownedPartitions = this.ownedPartitions.filter((tp) => !gone.has(topicPartitionKey(tp)));
    this.ownedChanged = true;
  }

  /** `partitions` are now owned (taken before the assigned callback runs, as in Java). */
  assigned(partitions: readonly TopicPartition[]): void {
    if (partitions.length > 0) {
      this.ownedPartitions = [...this.ownedPartitions, ...partitions];
      this.ownedChanged = true;
    }
  }

  /** The plan was carried out; with nothing unresolved the assignment is reached. */
  reconciled(plan: ReconcilePlan): void {
    if (plan.unresolved.length === 0) this.target = undefined;
  }

  /** After leaving (or giving up on leaving): owned nothing, epoch 0, a full heartbeat next time. */
  left(): void {
    this.fence();
  }
}

/**
 * A new member id: a random Kafka UUID in its text form (Java's `Uuid.randomUuid().toString()`, KIP-1082).
 * `random` (a test seam) makes it deterministic.
 * @internal
 */
export function newMemberId(random?: () => number): string {
  const bytes = random === undefined ? randomBytes(16) : Buffer.from(Array.from({ length: 16 }, () => Math.floor(random() * 256) & 0xff));
  return bytes.toString('base64url');
}

function groupById(partitions: readonly TopicPartition[], topicIdOf: (topic: string) => Uuid): { topicId: Uuid; partitions: number[] }[] {
  const byTopic = new Map<string, number[]>();
  for (const { topic, partition } of partitions) {
    const list = byTopic.get(topic);
    if (list === undefined) byTopic.set(topic, [partition]);
    else list.push(partition);
  }
  return [...byTopic].map(([topic, list]) => ({ topicId: topicIdOf(topic), partitions: list.sort((a, b) => a - b) }));
}
