/**
 * A KIP-848 `consumer` group of the in-memory cluster (Kafka's `ConsumerGroup`, the consumer part of
 * `GroupMetadataManager` and `CurrentAssignmentBuilder`), served by ConsumerGroupHeartbeat.
 *
 * Epochs: the group epoch goes up whenever membership, a subscription, the preferred assignor or the
 * subscribed topics' partition counts change; the target assignment is then recomputed by the server-side
 * assignor at that epoch. Each member moves to it on its own heartbeats:
 * - a member owning partitions that are no longer its target keeps its epoch, is told only the partitions it
 *   keeps (state UNREVOKED_PARTITIONS), and must acknowledge the revocation (owned partitions in a heartbeat)
 *   within its rebalance timeout, else it is fenced (removed);
 * - then it takes the new epoch and the target partitions nobody else holds; partitions still held by
 *   another member (pending revocation) come in a later heartbeat once released (UNRELEASED_PARTITIONS).
 * A member is removed when its session timeout passes without a heartbeat. Epoch 0 (re)joins (a known member
 * id keeps its record: KAFKA-19233), -1 leaves, -2 is a static member leaving temporarily (its assignment is
 * kept until its session timeout; a new member with the same instance id takes it over).
 *
 * Regex subscriptions (`SubscribedTopicRegex`): matched as RE2/J would, whole topic names, with the linear-time
 * matcher of linear-regex.ts (RE2's syntax subset: no lookaround, backreferences or flags); INVALID_REGULAR_EXPRESSION
 * for a pattern it refuses. A member subscribes to its topic names and the topics its regex matches.
 *
 * Simplifications versus Kafka: a member's regex is resolved again on every heartbeat (Kafka resolves in the
 * background, at most every 10 s after a topic change and every `group.consumer.regex.refresh.interval.ms`), so a
 * new matching topic is assigned at once; no rack awareness or group size limit; the member id of a
 * v0 join without one is generated here; the assignors are those of server-assignors.ts.
 */
import { randomBytes } from 'node:crypto';
import { ErrorCode } from '../errors/protocol-error-codes.generated.js';
import type { Clock, Timer } from '../internal/clock.js';
import { serverAssignor, SERVER_ASSIGNORS } from './server-assignors.js';
import { LinearRegex, RegexSyntaxError } from './linear-regex.js';
import { topicPartitionKey, type TopicPartition } from '../common/topic-partition.js';
import type { ConsumerGroupHeartbeatInput, ConsumerGroupHeartbeatResult, ConsumerGroupMemberState, ConsumerGroupMemberView } from './consumer-group-heartbeat.js';

/**
 * What the group needs from the cluster.
 * @internal
 */
export interface ConsumerGroupContext {
  readonly clock: Clock;
  /** `group.consumer.heartbeat.interval.ms`. */
  readonly heartbeatIntervalMs: number;
  /** `group.consumer.session.timeout.ms`. */
  readonly sessionTimeoutMs: number;
  /** Partition count of an existing topic. */
  partitionCount(topic: string): number | undefined;
  /** The names of the cluster's topics (for regex subscriptions); none when absent. */
  topicNames?(): readonly string[];
}

interface Member {
  readonly memberId: string;
  instanceId: string | null;
  memberEpoch: number;
  previousMemberEpoch: number;
  state: ConsumerGroupMemberState;
  subscribedTopics: string[];
  /** The topic names the member sent, and its regex: `subscribedTopics` is both resolved. */
  topicNames: string[];
  topicRegex: LinearRegex | undefined;
  serverAssignor: string | null;
  rebalanceTimeoutMs: number;
  assigned: Set<string>;
  pendingRevocation: Set<string>;
  /** Per partition held (assigned or pending revocation): the member epoch it was assigned at (KIP-1251). */
  assignedAt: Map<string, number>;
  sessionTimer: Timer | undefined;
  revocationTimer: Timer | undefined;
}

/**
 * One consumer group's membership and assignment.
 * @internal
 */
export class ConsumerGroup {
  groupEpoch = 0;
  assignmentEpoch = 0;
  private readonly members = new Map<string, Member>();
  private target = new Map<string, Set<string>>();
  /** Partition key -> the member holding it (assigned or pending revocation). */
  private readonly owners = new Map<string, string>();
  private topicsSignature = '';

  constructor(
    readonly groupId: string,
    private readonly context: ConsumerGroupContext,
  ) {}

  /** True when the group has members (Kafka: not Empty). */
  get isEmpty(): boolean {
    return this.members.size === 0;
  }

  /** The member's current epoch, or undefined for an unknown member (offset commit validation). */
  memberEpochOf(memberId: string): number | undefined {
    return this.members.get(memberId)?.memberEpoch;
  }

  /**
   * The member epoch at which `memberId` was assigned the partition it still holds (assigned or pending
   * revocation), or undefined when it does not hold it: KIP-1251's check of a commit naming an older epoch.
   */
  assignmentEpochOf(memberId: string, topic: string, partition: number): number | undefined {
    const member = this.members.get(memberId);
    const key = topicPartitionKey(topic, partition);
    if (member === undefined || !(member.assigned.has(key) || member.pendingRevocation.has(key))) return undefined;
    return member.assignedAt.get(key);
  }

  /**
   * The group's state as ConsumerGroupDescribe and ListGroups name it (Kafka's `ConsumerGroup.ConsumerGroupState`):
   * Empty without members, Assigning while the target assignment lags the group epoch, Reconciling while a member
   * has not reached it, else Stable.
   */
  get stateName(): 'Empty' | 'Assigning' | 'Reconciling' | 'Stable' {
    if (this.members.size === 0) return 'Empty';
    if (this.assignmentEpoch < this.groupEpoch) return 'Assigning';
    for (const member of this.members.values()) if (member.memberEpoch !== this.assignmentEpoch || member.pendingRevocation.size > 0) return 'Reconciling';
    return 'Stable';
  }

  /** The server-side assignor the group uses. */
  get assignorName(): string {
    return this.preferredAssignor();
  }

  /** Every member (ConsumerGroupDescribe, tests). */
  describe(): ConsumerGroupMemberView[] {
    return [...this.members.values()].map((member) => ({
      memberId: member.memberId, instanceId: member.instanceId, memberEpoch: member.memberEpoch, state: member.state,
      assigned: toPartitions(member.assigned), pendingRevocation: toPartitions(member.pendingRevocation), subscribedTopics: [...member.subscribedTopics],
    }));
  }

  /** One ConsumerGroupHeartbeat. */
  heartbeat(input: ConsumerGroupHeartbeatInput): ConsumerGroupHeartbeatResult {
    const invalid = validate(input);
    if (invalid !== undefined) return this.error(input, invalid.errorCode, invalid.message);
    let regex: LinearRegex | undefined;
    try {
      if (input.subscribedTopicRegex !== undefined && input.subscribedTopicRegex !== null) regex = new LinearRegex(input.subscribedTopicRegex);
    } catch (error) {
      return this.error(input, ErrorCode.INVALID_REGULAR_EXPRESSION, error instanceof RegexSyntaxError ? error.message : String(error));
    }
    if (input.memberEpoch < 0) return this.leave(input);
    let member: Member;
    if (input.memberEpoch === 0) {
      const joined = this.join(input);
      if ('errorCode' in joined) return joined;
      member = joined;
    } else {
      const found = this.members.get(input.memberId);
      if (found === undefined) return this.error(input, ErrorCode.UNKNOWN_MEMBER_ID, `member ${input.memberId} is not in group ${this.groupId}`);
      if (input.instanceId !== null && found.instanceId !== input.instanceId) return this.error(input, ErrorCode.FENCED_INSTANCE_ID, null);
      if (!this.epochValid(found, input)) return this.error(input, ErrorCode.FENCED_MEMBER_EPOCH, `member epoch ${input.memberEpoch} is fenced (current ${found.memberEpoch})`);
      member = found;
    }
    const before = [...member.assigned].sort().join(',');
    this.update(member, input, regex);
    this.refreshTarget();
    this.reconcile(member, input.ownedPartitions);
    const full = input.rebalanceTimeoutMs !== -1 && input.subscribedTopicNames !== null && input.ownedPartitions !== null;
    const changed = [...member.assigned].sort().join(',') !== before;
    return {
      errorCode: ErrorCode.NONE, errorMessage: null, memberId: member.memberId, memberEpoch: member.memberEpoch,
      heartbeatIntervalMs: this.context.heartbeatIntervalMs,
      assignment: input.memberEpoch === 0 || full || changed ? toPartitions(member.assigned) : null,
    };
  }

  /** Removes `memberId` as its session timeout would (tests; Kafka fences such a member). */
  expire(memberId: string): void {
    const member = this.members.get(memberId);
    if (member !== undefined) this.remove(member);
  }

  /** Cancels every timer (cluster close). */
  shutdown(): void {
    for (const member of this.members.values()) {
      member.sessionTimer?.cancel();
      member.revocationTimer?.cancel();
    }
  }

  private join(input: ConsumerGroupHeartbeatInput): Member | ConsumerGroupHeartbeatResult {
    const memberId = input.memberId === '' ? randomBytes(16).toString('base64url') : input.memberId;
    if (input.instanceId !== null) {
      const holder = [...this.members.values()].find((each) => each.instanceId === input.instanceId);
      if (holder !== undefined && holder.memberId !== memberId) {
        if (holder.memberEpoch !== -2) return this.error(input, ErrorCode.UNRELEASED_INSTANCE_ID, `instance ${input.instanceId} is still used by member ${holder.memberId}`);
        // A static member coming back takes over its predecessor's assignment and epoch, with no rebalance.
        this.members.delete(holder.memberId);
        holder.sessionTimer?.cancel();
        holder.revocationTimer?.cancel();
        const member: Member = { ...holder, memberId, memberEpoch: holder.previousMemberEpoch, sessionTimer: undefined, revocationTimer: undefined };
        for (const key of [...member.assigned, ...member.pendingRevocation]) this.owners.set(key, memberId);
        const target = this.target.get(holder.memberId);
        this.target.delete(holder.memberId);
        if (target !== undefined) this.target.set(memberId, target);
        this.members.set(memberId, member);
        return member;
      }
    }
    const known = this.members.get(memberId);
    if (known !== undefined) return known; // a rejoin: it owns nothing now (reconcile sees the empty owned set)
    const member: Member = {
      memberId, instanceId: input.instanceId, memberEpoch: 0, previousMemberEpoch: 0, state: 'STABLE', subscribedTopics: [], topicNames: [], topicRegex: undefined,
      serverAssignor: null, rebalanceTimeoutMs: input.rebalanceTimeoutMs, assigned: new Set(), pendingRevocation: new Set(), assignedAt: new Map(),
      sessionTimer: undefined, revocationTimer: undefined,
    };
    this.members.set(memberId, member);
    this.groupEpoch++;
    return member;
  }

  /** Kafka's `throwIfConsumerGroupMemberEpochIsInvalid`: a lost answer lets the previous epoch through. */
  private epochValid(member: Member, input: ConsumerGroupHeartbeatInput): boolean {
    if (input.memberEpoch === member.memberEpoch) return true;
    if (input.memberEpoch > member.memberEpoch) return false;
    if (member.memberEpoch === -2) return false;
    return input.memberEpoch === member.previousMemberEpoch && input.ownedPartitions !== null
      && input.ownedPartitions.every((tp) => member.assigned.has(topicPartitionKey(tp)));
  }

  private leave(input: ConsumerGroupHeartbeatInput): ConsumerGroupHeartbeatResult {
    const member = this.members.get(input.memberId);
    if (member === undefined) return this.error(input, ErrorCode.UNKNOWN_MEMBER_ID, null);
    if (input.memberEpoch === -2 && member.instanceId !== null) {
      // Temporarily gone: the assignment stays until the session timeout (not refreshed any more).
      member.previousMemberEpoch = member.memberEpoch;
      member.memberEpoch = -2;
    } else {
      this.remove(member);
    }
    return { errorCode: ErrorCode.NONE, errorMessage: null, memberId: input.memberId, memberEpoch: input.memberEpoch, heartbeatIntervalMs: 0, assignment: null };
  }

  private update(member: Member, input: ConsumerGroupHeartbeatInput, regex: LinearRegex | undefined): void {
    if (input.rebalanceTimeoutMs !== -1) member.rebalanceTimeoutMs = input.rebalanceTimeoutMs;
    if (input.subscribedTopicNames !== null) member.topicNames = [...input.subscribedTopicNames];
    if (regex !== undefined) member.topicRegex = regex;
    this.resolveSubscription(member);
    if (input.serverAssignor !== null && input.serverAssignor !== member.serverAssignor) {
      member.serverAssignor = input.serverAssignor;
      this.groupEpoch++;
    }
    member.sessionTimer?.cancel();
    member.sessionTimer = this.context.clock.setTimer(this.context.sessionTimeoutMs, () => {
      const current = this.members.get(member.memberId);
      if (current === member) this.remove(member);
    });
  }

  /** The member's topic names and the topics its regex matches now; a change moves the group epoch. */
  private resolveSubscription(member: Member): void {
    const regex = member.topicRegex;
    const matched = regex === undefined ? [] : (this.context.topicNames?.() ?? []).filter((topic) => regex.matches(topic));
    const topics = [...new Set([...member.topicNames, ...matched])].sort();
    if (topics.join(',') === member.subscribedTopics.join(',')) return;
    member.subscribedTopics = topics;
    this.groupEpoch++;
  }

  /** Recomputes the target assignment when the group epoch moved or subscribed topics changed size. */
  private refreshTarget(): void {
    for (const member of this.members.values()) if (member.topicRegex !== undefined) this.resolveSubscription(member);
    const topics = [...new Set([...this.members.values()].flatMap((member) => member.subscribedTopics))].sort();
    const counts = new Map<string, number>();
    for (const topic of topics) {
      const count = this.context.partitionCount(topic);
      if (count !== undefined) counts.set(topic, count);
    }
    const signature = [...counts].map(([topic, count]) => `${topic}:${count}`).join(',');
    if (signature !== this.topicsSignature) {
      this.topicsSignature = signature;
      this.groupEpoch++;
    }
    if (this.groupEpoch === this.assignmentEpoch) return;
    const assign = serverAssignor(this.preferredAssignor());
    this.target = assign([...this.members.values()].map((member) => ({
      memberId: member.memberId, subscribedTopics: member.subscribedTopics, previous: this.target.get(member.memberId) ?? new Set<string>(),
    })), counts);
    this.assignmentEpoch = this.groupEpoch;
  }

  /** The assignor most members ask for; Kafka's first configured one (`uniform`) when none asks. */
  private preferredAssignor(): string {
    const votes = new Map<string, number>();
    for (const member of this.members.values()) if (member.serverAssignor !== null) votes.set(member.serverAssignor, (votes.get(member.serverAssignor) ?? 0) + 1);
    let best = SERVER_ASSIGNORS[0] ?? 'uniform';
    let most = 0;
    for (const [name, count] of votes) if (count > most) { best = name; most = count; }
    return best;
  }

  /** Kafka's `CurrentAssignmentBuilder`: moves the member towards its target as far as revocations allow. */
  private reconcile(member: Member, owned: readonly TopicPartition[] | null): void {
    if (member.memberEpoch === -2) return;
    if (member.state === 'UNREVOKED_PARTITIONS') {
      const ownedKeys = owned === null ? undefined : new Set(owned.map(topicPartitionKey));
      if (ownedKeys === undefined || [...member.pendingRevocation].some((key) => ownedKeys.has(key))) return;
      for (const key of member.pendingRevocation) {
        this.owners.delete(key);
        member.assignedAt.delete(key);
      }
      member.pendingRevocation.clear();
      member.revocationTimer?.cancel();
      member.revocationTimer = undefined;
      member.state = 'STABLE';
    }
    if (member.memberEpoch === this.assignmentEpoch && member.state === 'STABLE') return;
    const target = this.target.get(member.memberId) ?? new Set<string>();
    const revoke = [...member.assigned].filter((key) => !target.has(key));
    if (revoke.length > 0) {
      for (const key of revoke) {
        member.assigned.delete(key);
        member.pendingRevocation.add(key);
      }
      member.state = 'UNREVOKED_PARTITIONS';
      member.revocationTimer = this.context.clock.setTimer(member.rebalanceTimeoutMs, () => {
        if (this.members.get(member.memberId) === member && member.state === 'UNREVOKED_PARTITIONS') this.remove(member);
      });
      return;
    }
    let unreleased = false;
    for (const key of target) {
      if (member.assigned.has(key)) continue;
      const owner = this.owners.get(key);
      if (owner !== undefined && owner !== member.memberId) {
        unreleased = true;
        continue;
      }
      member.assigned.add(key);
      member.assignedAt.set(key, this.assignmentEpoch);
      this.owners.set(key, member.memberId);
    }
    if (member.memberEpoch !== this.assignmentEpoch) {
      member.previousMemberEpoch = member.memberEpoch;
      member.memberEpoch = this.assignmentEpoch;
    }
    member.state = unreleased ? 'UNRELEASED_PARTITIONS' : 'STABLE';
  }

  /** Removes (fences) a member: its partitions are free, the group epoch goes up. */
  private remove(member: Member): void {
    member.sessionTimer?.cancel();
    member.revocationTimer?.cancel();
    this.members.delete(member.memberId);
    this.target.delete(member.memberId);
    for (const key of [...member.assigned, ...member.pendingRevocation]) if (this.owners.get(key) === member.memberId) this.owners.delete(key);
    this.groupEpoch++;
  }

  private error(input: ConsumerGroupHeartbeatInput, errorCode: number, errorMessage: string | null): ConsumerGroupHeartbeatResult {
    return { errorCode, errorMessage, memberId: input.memberId, memberEpoch: -1, heartbeatIntervalMs: 0, assignment: null };
  }
}

/** Kafka's `throwIfConsumerGroupHeartbeatRequestIsInvalid`. */
function validate(input: ConsumerGroupHeartbeatInput): { errorCode: number; message: string } | undefined {
  const invalid = (message: string) => ({ errorCode: ErrorCode.INVALID_REQUEST, message });
  if (input.memberId === '' && (input.version >= 1 || input.memberEpoch !== 0)) return invalid("MemberId can't be empty.");
  if (input.memberEpoch < -2) return invalid(`MemberEpoch ${input.memberEpoch} is invalid.`);
  if (input.memberEpoch === -2 && input.instanceId === null) return invalid('InstanceId can\'t be null when leaving with epoch -2.');
  if (input.memberEpoch === 0) {
    if (input.rebalanceTimeoutMs === -1) return invalid('RebalanceTimeoutMs must be provided in first request.');
    if (input.ownedPartitions === null || input.ownedPartitions.length > 0) return invalid('TopicPartitions must be empty when (re-)joining.');
    if (input.subscribedTopicNames === null && (input.subscribedTopicRegex ?? null) === null) return invalid('SubscribedTopicNames or SubscribedTopicRegex must be set in first request.');
  }
  if (input.subscribedTopicRegex === '') return invalid('SubscribedTopicRegex must not be empty.');
  if (input.serverAssignor !== null && !SERVER_ASSIGNORS.includes(input.serverAssignor)) {
    return { errorCode: ErrorCode.UNSUPPORTED_ASSIGNOR, message: `ServerAssignor ${input.serverAssignor} is not supported. Supported assignors: ${SERVER_ASSIGNORS.join(', ')}.` };
  }
  return undefined;
}

function toPartitions(keys: ReadonlySet<string>): TopicPartition[] {
  return [...keys].map((key) => {
    const [topic = '', partition = '0'] = key.split('\u0000');
    return { topic, partition: Number(partition) };
  }).sort((a, b) => a.topic.localeCompare(b.topic) || a.partition - b.partition);
}
