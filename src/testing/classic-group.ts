/**
 * The classic consumer-group protocol (JoinGroup / SyncGroup / Heartbeat / LeaveGroup) for one group,
 * mirroring Kafka's `GroupCoordinator` / `GroupMetadata` state machine (Empty, PreparingRebalance,
 * CompletingRebalance, Stable, Dead) closely enough for KafkaJS and librdkafka consumers.
 *
 * Behaviour: a join starts (or joins) a rebalance; the rebalance completes as soon as every known member has
 * (re)joined, or when the rebalance timeout fires (members that did not rejoin are removed). The leader (the
 * previous leader if still present, else the first member to join) gets every member's metadata and sends
 * the assignments in SyncGroup; followers' SyncGroup waits for it. Heartbeats answer REBALANCE_IN_PROGRESS
 * while a rebalance is preparing. A member that misses its session timeout is removed.
 *
 * Static membership (KIP-345): a member joining without a member id but with a known `group.instance.id`
 * replaces the previous member of that instance (whose pending calls and later requests get FENCED_INSTANCE_ID);
 * in a Stable group it gets the current generation and keeps the assignment without a rebalance (KIP-814: the
 * leader is told `skipAssignment`). New static members skip KIP-394's MEMBER_ID_REQUIRED round, as in Kafka.
 *
 * Simplifications versus Kafka: no `group.initial.rebalance.delay.ms`; no session-timeout bounds check;
 * a static member's changed subscription does not trigger a rebalance; the protocol is the first of the leader's protocols that every member supports
 * (Kafka votes); no group size limit; the next-generation KIP-848 protocol is not modelled.
 */
import type { Clock, Timer } from '../internal/clock.js';
import { ErrorCode } from '../errors/protocol-error-codes.generated.js';
import { GroupState } from './group-state.js';
import type { JoinGroupRequest, JoinGroupResult, SyncGroupResult } from './classic-group-requests.js';

interface GroupMember {
  readonly memberId: string;
  groupInstanceId: string | null;
  clientId: string;
  sessionTimeoutMs: number;
  rebalanceTimeoutMs: number;
  protocols: readonly { readonly name: string; readonly metadata: Buffer }[];
  assignment: Buffer;
  joinWaiter: ((result: JoinGroupResult) => void) | undefined;
  syncWaiter: ((result: SyncGroupResult) => void) | undefined;
  sessionTimer: Timer | undefined;
}

const EMPTY_BUFFER = Buffer.alloc(0);

/**
 * One classic consumer group's membership.
 * @internal
 */
export class ClassicGroup {
  state: GroupState = GroupState.EMPTY;
  generationId = 0;
  protocolType: string | null = null;
  protocolName: string | null = null;
  leaderId: string | null = null;
  private readonly members = new Map<string, GroupMember>();
  private readonly pendingMemberIds = new Set<string>();
  private rebalanceTimer: Timer | undefined;
  private nextMemberNumber = 1;

  constructor(
    readonly groupId: string,
    private readonly clock: Clock,
  ) {}

  /** Current member ids. */
  memberIds(): readonly string[] {
    return [...this.members.keys()];
  }

  /** Every member as DescribeGroups shows it: ids, client id, and the chosen protocol's metadata and assignment. */
  describeMembers(): { readonly memberId: string; readonly groupInstanceId: string | null; readonly clientId: string; readonly metadata: Buffer; readonly assignment: Buffer }[] {
    return [...this.members.values()].map((member) => ({
      memberId: member.memberId, groupInstanceId: member.groupInstanceId, clientId: member.clientId,
      metadata: member.protocols.find((each) => each.name === this.protocolName)?.metadata ?? EMPTY_BUFFER, assignment: member.assignment,
    }));
  }

  /** Whether `memberId` is a member. */
  hasMember(memberId: string): boolean {
    return this.members.has(memberId);
  }

  /** The member id currently holding `groupInstanceId`, if any. */
  memberIdOfInstance(groupInstanceId: string): string | undefined {
    for (const member of this.members.values()) if (member.groupInstanceId === groupInstanceId) return member.memberId;
    return undefined;
  }

  /** JoinGroup. Resolves when the rebalance completes (immediately when every member has joined). */
  joinGroup(request: JoinGroupRequest): Promise<JoinGroupResult> {
    if (this.members.size > 0 && this.protocolType !== null && request.protocolType !== this.protocolType) {
      return Promise.resolve(this.joinError(ErrorCode.INCONSISTENT_GROUP_PROTOCOL, request.memberId));
    }
    let memberId = request.memberId;
    const instanceOwner = request.groupInstanceId === null ? undefined : this.memberIdOfInstance(request.groupInstanceId);
    if (memberId === '' && request.groupInstanceId !== null) {
      memberId = `${request.groupInstanceId}-${this.nextMemberNumber++}`;
      if (instanceOwner !== undefined) {
        const replaced = this.replaceStaticMember(instanceOwner, memberId, request);
        if (replaced !== undefined) return Promise.resolve(replaced);
      }
    } else if (memberId === '') {
      memberId = `${request.clientId}-${this.groupId}-${this.nextMemberNumber++}`;
      if (request.requireKnownMemberId) {
        this.pendingMemberIds.add(memberId);
        return Promise.resolve(this.joinError(ErrorCode.MEMBER_ID_REQUIRED, memberId));
      }
    } else if (instanceOwner !== undefined && instanceOwner !== memberId) {
      return Promise.resolve(this.joinError(ErrorCode.FENCED_INSTANCE_ID, memberId));
    } else if (!this.members.has(memberId) && !this.pendingMemberIds.has(memberId)) {
      return Promise.resolve(this.joinError(ErrorCode.UNKNOWN_MEMBER_ID, memberId));
    }
    this.pendingMemberIds.delete(memberId);
    let member = this.members.get(memberId);
    if (member === undefined) {
      member = {
        memberId,
        groupInstanceId: request.groupInstanceId,
        clientId: request.clientId,
        sessionTimeoutMs: request.sessionTimeoutMs,
        rebalanceTimeoutMs: request.rebalanceTimeoutMs,
        protocols: request.protocols,
        assignment: EMPTY_BUFFER,
        joinWaiter: undefined,
        syncWaiter: undefined,
        sessionTimer: undefined,
      };
      this.members.set(memberId, member);
      this.leaderId ??= memberId;
    } else {
      member.protocols = request.protocols;
      member.sessionTimeoutMs = request.sessionTimeoutMs;
      member.rebalanceTimeoutMs = request.rebalanceTimeoutMs;
    }
    this.protocolType = request.protocolType;
    const joining = member;
    const result = new Promise<JoinGroupResult>((resolve) => {
      joining.joinWaiter = resolve;
    });
    this.touchSession(joining);
    if (this.state !== GroupState.PREPARING_REBALANCE) this.prepareRebalance();
    this.maybeCompleteJoin();
    return result;
  }

  /** SyncGroup. The leader's call carries the assignments; followers wait for it. */
  syncGroup(request: {
    readonly memberId: string;
    readonly generationId: number;
    readonly groupInstanceId?: string | null;
    readonly assignments: readonly { readonly memberId: string; readonly assignment: Buffer }[];
  }): Promise<SyncGroupResult> {
    if (this.isFencedInstance(request.memberId, request.groupInstanceId)) return Promise.resolve(this.syncResult(ErrorCode.FENCED_INSTANCE_ID, EMPTY_BUFFER));
    const member = this.members.get(request.memberId);
    if (member === undefined) return Promise.resolve(this.syncResult(ErrorCode.UNKNOWN_MEMBER_ID, EMPTY_BUFFER));
    if (request.generationId !== this.generationId) return Promise.resolve(this.syncResult(ErrorCode.ILLEGAL_GENERATION, EMPTY_BUFFER));
    this.touchSession(member);
    switch (this.state) {
      case GroupState.PREPARING_REBALANCE:
        return Promise.resolve(this.syncResult(ErrorCode.REBALANCE_IN_PROGRESS, EMPTY_BUFFER));
      case GroupState.STABLE:
        return Promise.resolve(this.syncResult(ErrorCode.NONE, member.assignment));
      case GroupState.EMPTY:
      case GroupState.DEAD:
        return Promise.resolve(this.syncResult(ErrorCode.UNKNOWN_MEMBER_ID, EMPTY_BUFFER));
      case GroupState.COMPLETING_REBALANCE:
        break;
    }
    const result = new Promise<SyncGroupResult>((resolve) => {
      member.syncWaiter = resolve;
    });
    if (request.memberId === this.leaderId) {
      const byMember = new Map(request.assignments.map((entry) => [entry.memberId, entry.assignment]));
      this.state = GroupState.STABLE;
      for (const each of this.members.values()) {
        each.assignment = byMember.get(each.memberId) ?? EMPTY_BUFFER;
        const waiter = each.syncWaiter;
        each.syncWaiter = undefined;
        waiter?.(this.syncResult(ErrorCode.NONE, each.assignment));
      }
    }
    return result;
  }

  /** Heartbeat. */
  heartbeat(request: { readonly memberId: string; readonly generationId: number; readonly groupInstanceId?: string | null }): number {
    if (this.isFencedInstance(request.memberId, request.groupInstanceId)) return ErrorCode.FENCED_INSTANCE_ID;
    const member = this.members.get(request.memberId);
    if (member === undefined) return ErrorCode.UNKNOWN_MEMBER_ID;
    if (request.generationId !== this.generationId) return ErrorCode.ILLEGAL_GENERATION;
    this.touchSession(member);
    return this.state === GroupState.PREPARING_REBALANCE ? ErrorCode.REBALANCE_IN_PROGRESS : ErrorCode.NONE;
  }

  /** LeaveGroup for one member; the rest rebalance. */
  leaveGroup(memberId: string): number {
    if (!this.members.has(memberId)) return ErrorCode.UNKNOWN_MEMBER_ID;
    this.removeMember(memberId);
    return ErrorCode.NONE;
  }

  /** Cancels timers and fails waiting calls (used on close). */
  shutdown(): void {
    this.rebalanceTimer?.cancel();
    this.rebalanceTimer = undefined;
    for (const member of this.members.values()) {
      member.sessionTimer?.cancel();
      member.sessionTimer = undefined;
      member.joinWaiter?.(this.joinError(ErrorCode.COORDINATOR_NOT_AVAILABLE, member.memberId));
      member.syncWaiter?.(this.syncResult(ErrorCode.COORDINATOR_NOT_AVAILABLE, EMPTY_BUFFER));
      member.joinWaiter = undefined;
      member.syncWaiter = undefined;
    }
  }

  /** KIP-345: a request naming a group instance that another member id now holds. */
  private isFencedInstance(memberId: string, groupInstanceId: string | null | undefined): boolean {
    if (groupInstanceId === null || groupInstanceId === undefined) return false;
    const owner = this.memberIdOfInstance(groupInstanceId);
    return owner !== undefined && owner !== memberId;
  }

  /**
   * A static member rejoined under a new member id: the old id is fenced (its waiting calls answered
   * FENCED_INSTANCE_ID) and the new one takes its place. In a Stable group the answer comes at once with the
   * current generation (no rebalance); otherwise undefined: the caller joins the rebalance under the new id.
   */
  private replaceStaticMember(oldId: string, newId: string, request: JoinGroupRequest): JoinGroupResult | undefined {
    const old = this.members.get(oldId);
    if (old === undefined) return undefined;
    old.sessionTimer?.cancel();
    this.members.delete(oldId);
    const member: GroupMember = {
      ...old, memberId: newId, protocols: request.protocols, sessionTimeoutMs: request.sessionTimeoutMs, rebalanceTimeoutMs: request.rebalanceTimeoutMs,
      joinWaiter: undefined, syncWaiter: undefined, sessionTimer: undefined,
    };
    this.members.set(newId, member);
    if (this.leaderId === oldId) this.leaderId = newId;
    old.joinWaiter?.(this.joinError(ErrorCode.FENCED_INSTANCE_ID, oldId));
    old.syncWaiter?.(this.syncResult(ErrorCode.FENCED_INSTANCE_ID, EMPTY_BUFFER));
    if (this.state !== GroupState.STABLE) return undefined;
    this.touchSession(member);
    const isLeader = this.leaderId === newId;
    return {
      errorCode: ErrorCode.NONE, generationId: this.generationId, protocolType: this.protocolType, protocolName: this.protocolName,
      leader: this.leaderId ?? '', memberId: newId, skipAssignment: isLeader,
      members: isLeader
        ? [...this.members.values()].map((each) => ({ memberId: each.memberId, groupInstanceId: each.groupInstanceId, metadata: each.protocols.find((p) => p.name === this.protocolName)?.metadata ?? EMPTY_BUFFER }))
        : [],
    };
  }

  private prepareRebalance(): void {
    this.state = GroupState.PREPARING_REBALANCE;
    // Followers blocked in SyncGroup must rejoin (Kafka answers them REBALANCE_IN_PROGRESS).
    for (const member of this.members.values()) {
      const waiter = member.syncWaiter;
      member.syncWaiter = undefined;
      waiter?.(this.syncResult(ErrorCode.REBALANCE_IN_PROGRESS, EMPTY_BUFFER));
    }
    let timeout = 0;
    for (const member of this.members.values()) timeout = Math.max(timeout, member.rebalanceTimeoutMs);
    this.rebalanceTimer?.cancel();
    this.rebalanceTimer = this.clock.setTimer(timeout, () => {
      this.rebalanceTimer = undefined;
      for (const member of [...this.members.values()]) if (member.joinWaiter === undefined) this.dropMember(member);
      this.maybeCompleteJoin();
    });
  }

  private maybeCompleteJoin(): void {
    if (this.state !== GroupState.PREPARING_REBALANCE) return;
    for (const member of this.members.values()) if (member.joinWaiter === undefined) return;
    this.rebalanceTimer?.cancel();
    this.rebalanceTimer = undefined;
    this.generationId++;
    if (this.members.size === 0) {
      this.state = GroupState.EMPTY;
      this.protocolName = null;
      this.leaderId = null;
      return;
    }
    const all = [...this.members.values()];
    if (this.leaderId === null || !this.members.has(this.leaderId)) this.leaderId = all[0]?.memberId ?? null;
    const leader = this.leaderId === null ? undefined : this.members.get(this.leaderId);
    this.protocolName =
      leader?.protocols.find((candidate) => all.every((member) => member.protocols.some((p) => p.name === candidate.name)))?.name ?? null;
    this.state = GroupState.COMPLETING_REBALANCE;
    const memberList = all.map((member) => ({
      memberId: member.memberId,
      groupInstanceId: member.groupInstanceId,
      metadata: member.protocols.find((p) => p.name === this.protocolName)?.metadata ?? EMPTY_BUFFER,
    }));
    for (const member of all) {
      const waiter = member.joinWaiter;
      member.joinWaiter = undefined;
      const errorCode = this.protocolName === null ? ErrorCode.INCONSISTENT_GROUP_PROTOCOL : ErrorCode.NONE;
      waiter?.({
        errorCode,
        generationId: this.generationId,
        protocolType: this.protocolType,
        protocolName: this.protocolName,
        leader: this.leaderId ?? '',
        memberId: member.memberId,
        members: member.memberId === this.leaderId ? memberList : [],
      });
    }
  }

  private touchSession(member: GroupMember): void {
    member.sessionTimer?.cancel();
    member.sessionTimer = this.clock.setTimer(member.sessionTimeoutMs, () => {
      member.sessionTimer = undefined;
      if (this.members.get(member.memberId) === member) this.removeMember(member.memberId);
    });
  }

  private removeMember(memberId: string): void {
    const member = this.members.get(memberId);
    if (member === undefined) return;
    this.dropMember(member);
    member.joinWaiter?.(this.joinError(ErrorCode.UNKNOWN_MEMBER_ID, memberId));
    member.joinWaiter = undefined;
    if (this.state !== GroupState.PREPARING_REBALANCE) this.prepareRebalance();
    this.maybeCompleteJoin();
  }

  private dropMember(member: GroupMember): void {
    member.sessionTimer?.cancel();
    member.sessionTimer = undefined;
    this.members.delete(member.memberId);
    if (this.leaderId === member.memberId) this.leaderId = null;
  }

  private joinError(errorCode: number, memberId: string): JoinGroupResult {
    return { errorCode, generationId: -1, protocolType: null, protocolName: null, leader: '', memberId, members: [] };
  }

  private syncResult(errorCode: number, assignment: Buffer): SyncGroupResult {
    return { errorCode, protocolType: this.protocolType, protocolName: this.protocolName, assignment };
  }
}
