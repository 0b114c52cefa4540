/**
 * Membership of a consumer group with the classic protocol (Kafka's `AbstractCoordinator` and
 * `ConsumerCoordinator`): JoinGroup, SyncGroup (the leader runs the assignor), Heartbeat every
 * `heartbeatIntervalMs`, LeaveGroup on close. One driver loop does it all in order, so assignment callbacks
 * are awaited before anything else happens:
 *
 * - eager protocol (`range`): before rejoining, every owned partition is revoked (`onPartitionsRevoked`);
 * - cooperative protocol (KIP-429, `cooperative-sticky`): only partitions that move are revoked, after
 *   SyncGroup, and the member rejoins at once so the next generation can hand them over;
 * - UNKNOWN_MEMBER_ID, ILLEGAL_GENERATION, FENCED_INSTANCE_ID, and a poll gap past `maxPollIntervalMs`:
 *   the partitions are lost (`onPartitionsLost`), not revoked: another member may already own them.
 *
 * Static membership (KIP-345): JoinGroup carries `groupInstanceId`; `close()` does not send LeaveGroup, so a
 * restart within the session timeout takes the member over without a rebalance. FENCED_INSTANCE_ID (another
 * process with the same `groupInstanceId`) is fatal, as in Kafka.
 */
import type { MetadataCache } from '../cluster/metadata-cache.js';
import type { ResolvedConsumerConfig } from '../config/consumer-options.js';
import { ErrorCode, errorCodeName } from '../errors/protocol-error-codes.generated.js';
import { ProtocolError } from '../errors/protocol-error.js';
import type { ExponentialBackoff } from '../internal/backoff.js';
import type { Clock } from '../internal/clock.js';
import type { NetworkClient } from '../network/network-client.js';
import { type ConsumerGroupMetadata, type TopicPartition, topicPartitionKey } from '../common/topic-partition.js';
import type { Membership, MembershipHooks } from './membership.js';
import { GroupMembershipError, groupInstanceFencedError } from './consumer-errors.js';
import { CONSUMER_PROTOCOL_TYPE, decodeAssignment, decodeSubscription, encodeAssignment, encodeSubscription } from './consumer-protocol.js';
import { COORDINATOR_ERRORS, type CoordinatorLookup } from '../cluster/coordinator-cache.js';
import type { PartitionAssignor } from './partition-assignor.js';
import { MembershipLoop } from './membership-loop.js';
import { UnsupportedVersionError } from '../protocol/messages/unsupported-version-error.js';
import { heartbeat, type HeartbeatFields } from '../protocol/requests/heartbeat.js';
import { joinGroup, type JoinGroupFields } from '../protocol/requests/join-group.js';
import { leaveGroup, type LeaveGroupFields } from '../protocol/requests/leave-group.js';
import { syncGroup, type SyncGroupFields } from '../protocol/requests/sync-group.js';

/**
 * Dependencies of a {@link GroupMembership}.
 * @internal
 */
export interface GroupMembershipOptions {
  readonly groupId: string;
  /** The subscribed topics now (a pattern subscription's change as topics are created and deleted). */
  readonly topics: () => readonly string[];
  readonly config: ResolvedConsumerConfig;
  readonly network: NetworkClient;
  readonly metadata: MetadataCache;
  readonly clock: Clock;
  readonly coordinator: CoordinatorLookup;
  readonly assignors: readonly PartitionAssignor[];
  readonly backoff: ExponentialBackoff;
  readonly hooks: MembershipHooks;
}

/** The member must rejoin: thrown inside the loop to go round again. */
class Rejoin extends Error {}

/**
 * One member of one group.
 * @internal
 */
export class GroupMembership implements Membership {
  private memberId = '';
  private generationId = -1;
  private owned: TopicPartition[] = [];
  private rejoinNeeded = true;
  private readonly loop: MembershipLoop;
  private readonly cooperative: boolean;
  /**
   * The partition counts the leader assigned from (Java's `assignmentSnapshot`), per subscribed topic; -1 for a
   * topic it had no metadata for. Undefined when this member is not the leader.
   */
  private assignmentSnapshot: Map<string, number> | undefined;
  /** When the leader last asked for its subscribed topics' metadata (every `metadataMaxAgeMs`). */
  private snapshotRefreshedAt = 0;

  constructor(private readonly options: GroupMembershipOptions) {
    this.cooperative = options.assignors.every((assignor) => assignor.rebalanceProtocol === 'cooperative');
    this.loop = new MembershipLoop(options);
  }

  /** Starts joining the group in the background. */
  start(): void {
    this.loop.start({ run: () => this.pass(), failed: (error) => this.failed(error), retryMessage: 'group membership step failed; retrying' });
  }

  /** The KIP-447 group metadata of the current generation. */
  groupMetadata(): ConsumerGroupMetadata {
    return { groupId: this.options.groupId, generationId: this.generationId, memberId: this.memberId, groupInstanceId: this.options.config.groupInstanceId ?? null };
  }

  /** True between a completed SyncGroup and the next rebalance. */
  get isStable(): boolean {
    return !this.rejoinNeeded && this.generationId >= 0;
  }

  /** `poll` was called: resets the `maxPollIntervalMs` clock and rejoins after a poll timeout. */
  polled(): void {
    this.loop.polled();
  }

  /** {@inheritDoc Membership.rejoin} */
  rejoin(): void {
    if (this.loop.isStopped() || this.rejoinNeeded) return;
    this.rejoinNeeded = true;
    this.loop.wakeup.notify();
  }

  /** {@inheritDoc Membership.refused} A rejoin already under way learns it from JoinGroup. */
  async refused(sent: ConsumerGroupMetadata, errorCode: number, api: 'TxnOffsetCommit' | 'OffsetCommit' = 'TxnOffsetCommit'): Promise<void> {
    if (this.loop.isStopped() || this.rejoinNeeded || sent.generationId !== this.generationId || sent.memberId !== this.memberId) return;
    switch (errorCode) {
      case ErrorCode.ILLEGAL_GENERATION:
        await this.lose(api, errorCode, false);
        break;
      case ErrorCode.UNKNOWN_MEMBER_ID:
        await this.lose(api, errorCode, true);
        break;
      case ErrorCode.FENCED_INSTANCE_ID:
        // Another consumer holds this groupInstanceId: rejoining would fence it in turn; stop, as a heartbeat's answer would.
        await this.lose(api, errorCode, true);
        this.loop.halt('group instance fenced');
        this.options.hooks.fatal(groupInstanceFencedError(this.options.groupId, this.options.config.groupInstanceId ?? null, api));
        break;
      default:
        return;
    }
    this.loop.wakeup.notify();
  }

  /**
   * Stops membership: revokes what is owned (callbacks awaited), then leaves the group unless the member is
   * static. Bounded by `deadline`.
   */
  async close(deadline: number): Promise<void> {
    await this.loop.stop();
    if (this.owned.length > 0) {
      const owned = this.owned;
      this.owned = [];
      await this.options.hooks.revoked(owned);
    }
    if (this.options.config.groupInstanceId !== undefined || this.memberId === '') return;
    await this.leave(Math.max(1, deadline - this.options.clock.now())).catch((error: unknown) => {
      this.options.config.logger.warn('LeaveGroup failed on close', { groupId: this.options.groupId, error: String(error) });
    });
  }

  /** One pass of the loop: (re)join, or wait a heartbeat interval and heartbeat (or leave after a poll timeout). */
  private async pass(): Promise<boolean> {
    if (this.rejoinNeeded) {
      await this.joinAndSync();
      return true;
    }
    await this.loop.sleep(this.options.config.heartbeatIntervalMs);
    if (this.loop.isStopped() || this.mustRejoin()) return false;
    if (this.metadataChangedSinceAssignment()) {
      this.rejoinNeeded = true;
      return false;
    }
    if (this.loop.pollOverdue()) {
      await this.pollTimeout();
      return false;
    }
    await this.heartbeat();
    return true;
  }

  /** A failed pass: `Rejoin` goes round at once; fatal as a GroupMembershipError; else retried after the backoff. */
  private failed(error: unknown): 'again' | 'retry' | GroupMembershipError {
    if (error instanceof Rejoin) return 'again';
    if (error instanceof GroupMembershipError) return error;
    // A request the coordinator's version cannot carry (a static member on a broker before 2.3) never will.
    if (error instanceof UnsupportedVersionError) return new GroupMembershipError(this.options.groupId, error.message, { cause: error });
    return 'retry';
  }

  /** Set by heartbeat errors and `lose()` during awaits (a method, so that flow narrowing does not assume otherwise). */
  private mustRejoin(): boolean {
    return this.rejoinNeeded;
  }

  private async joinAndSync(): Promise<void> {
    const { config, network, groupId, coordinator } = this.options;
    const nodeId = await coordinator.find();
    if (!this.cooperative && this.owned.length > 0) {
      const owned = this.owned;
      this.owned = [];
      await this.options.hooks.revoked(owned);
    }
    const groupTimeoutMs = config.maxPollIntervalMs + 5_000;
    const subscription = encodeSubscription({
      topics: this.options.topics(), ownedPartitions: this.cooperative ? this.owned : [], generationId: this.generationId,
      rackId: config.clientRack === '' ? null : config.clientRack,
    });
    const joinFields: JoinGroupFields = {
      groupId, sessionTimeoutMs: config.sessionTimeoutMs, rebalanceTimeoutMs: config.maxPollIntervalMs, memberId: this.memberId,
      groupInstanceId: config.groupInstanceId ?? null, protocolType: CONSUMER_PROTOCOL_TYPE,
      protocols: this.options.assignors.map((assignor) => ({ name: assignor.name, metadata: subscription })),
    };
    const join = await network.send(nodeId, 'JoinGroup', (v) => joinGroup.request(joinFields, v), { timeoutMs: groupTimeoutMs, signal: this.loop.signal });
    const joined = joinGroup.read(join.response, join.version, joinFields);
    if (joined.errorCode === ErrorCode.MEMBER_ID_REQUIRED) {
      this.memberId = joined.memberId; // KIP-394: join again with the id the coordinator gave
      throw new Rejoin();
    }
    await this.checkGroupError('JoinGroup', join.version, joined.errorCode);
    this.memberId = joined.memberId;
    this.generationId = joined.generationId;
    const protocolName = joined.protocolName;
    let assignments: { memberId: string; assignment: Buffer }[] = [];
    this.assignmentSnapshot = undefined;
    if (joined.leader === joined.memberId && !joined.skipAssignment) assignments = await this.assign(protocolName, joined.members);
    const syncFields: SyncGroupFields = {
      groupId, generationId: this.generationId, memberId: this.memberId, groupInstanceId: config.groupInstanceId ?? null,
      protocolType: CONSUMER_PROTOCOL_TYPE, protocolName, assignments,
    };
    const sync = await network.send(nodeId, 'SyncGroup', (v) => syncGroup.request(syncFields, v), { timeoutMs: groupTimeoutMs, signal: this.loop.signal });
    const synced = syncGroup.read(sync.response, sync.version, syncFields);
    await this.checkGroupError('SyncGroup', sync.version, synced.errorCode);
    const subscribed = new Set(this.options.topics());
    const assigned = decodeAssignment(synced.assignment).filter((tp) => subscribed.has(tp.topic));
    this.rejoinNeeded = false;
    const newKeys = new Set(assigned.map(topicPartitionKey));
    const ownedKeys = new Set(this.owned.map(topicPartitionKey));
    const revoked = this.owned.filter((tp) => !newKeys.has(topicPartitionKey(tp)));
    const added = assigned.filter((tp) => !ownedKeys.has(topicPartitionKey(tp)));
    config.logger.info('joined group', { groupId, memberId: this.memberId, generationId: this.generationId, protocolName, assigned: assigned.length });
    if (revoked.length > 0) {
      this.owned = this.owned.filter((tp) => newKeys.has(topicPartitionKey(tp)));
      await this.options.hooks.revoked(revoked);
      this.rejoinNeeded = true; // KIP-429: rejoin so the revoked partitions can be handed over
    }
    this.owned = assigned;
    await this.options.hooks.assigned(added);
  }

  /** The leader's assignment: partition counts from metadata, then the chosen assignor. */
  private async assign(protocolName: string, members: readonly { memberId: string; groupInstanceId: string | null; metadata: Buffer }[]): Promise<{ memberId: string; assignment: Buffer }[]> {
    const assignor = this.options.assignors.find((each) => each.name === protocolName);
    if (assignor === undefined) throw new GroupMembershipError(this.options.groupId, `the coordinator chose assignor '${protocolName}', which this member did not offer`);
    const decoded = members.map((member) => ({ memberId: member.memberId, groupInstanceId: member.groupInstanceId, subscription: decodeSubscription(member.metadata) }));
    const counts = new Map<string, number>();
    const snapshot = new Map<string, number>();
    const deadline = this.options.clock.now() + this.options.config.requestTimeoutMs;
    for (const topic of new Set(decoded.flatMap((member) => member.subscription.topics))) {
      try {
        const partitions = (await this.options.metadata.awaitTopic(topic, deadline)).partitions.length;
        counts.set(topic, partitions);
        snapshot.set(topic, partitions);
      } catch (error) {
        snapshot.set(topic, -1);
        this.options.config.logger.warn('subscribed topic has no metadata; assigning none of it until it has', { topic, error: String(error) });
      }
    }
    this.assignmentSnapshot = snapshot;
    this.snapshotRefreshedAt = this.options.clock.now();
    const result = assignor.assign(counts, decoded);
    return decoded.map((member) => ({ memberId: member.memberId, assignment: encodeAssignment(result.get(member.memberId) ?? []) }));
  }

  /**
   * The leader rebalances when the metadata it assigned from changed (Java's `ConsumerCoordinator`
   * compares its assignment snapshot with the metadata snapshot): partitions were added to a subscribed topic, or a
   * topic it could not describe then (no leader, a lost Metadata answer) has metadata now. Without this, a topic
   * left out of one assignment would stay unread until something else caused a rebalance. The leader asks for the
   * metadata of topics still without it at once, and of all of them every `metadataMaxAgeMs`.
   */
  private metadataChangedSinceAssignment(): boolean {
    const snapshot = this.assignmentSnapshot;
    if (snapshot === undefined) return false;
    const { metadata, clock, config, groupId } = this.options;
    const refreshAll = clock.now() - this.snapshotRefreshedAt >= config.metadataMaxAgeMs;
    if (refreshAll) this.snapshotRefreshedAt = clock.now();
    for (const [topic, assignedFrom] of snapshot) {
      const known = metadata.topic(topic);
      const partitions = known !== undefined && known.partitions.length > 0 ? known.partitions.length : -1;
      if (partitions === -1 || refreshAll) {
        metadata.requestUpdate(topic);
        void metadata.maybeRefresh(clock.now());
      }
      if (partitions === -1) continue;
      if (partitions !== assignedFrom) {
        config.logger.info('subscribed topic metadata changed since the assignment; rebalancing', { groupId, topic, assignedFrom, partitions });
        return true;
      }
    }
    return false;
  }

  private async heartbeat(): Promise<void> {
    const { config, network, groupId, coordinator } = this.options;
    const nodeId = await coordinator.find();
    const fields: HeartbeatFields = { groupId, generationId: this.generationId, memberId: this.memberId, groupInstanceId: config.groupInstanceId ?? null };
    const { response, version } = await network.send(nodeId, 'Heartbeat', (v) => heartbeat.request(fields, v), { timeoutMs: config.requestTimeoutMs, signal: this.loop.signal });
    await this.checkGroupError('Heartbeat', version, heartbeat.read(response, version, fields).errorCode);
  }

  /** Maps a group error to what happens next; returns only for NONE. */
  private async checkGroupError(api: string, version: number, errorCode: number): Promise<void> {
    const { groupId, coordinator } = this.options;
    switch (errorCode) {
      case ErrorCode.NONE:
        return;
      case ErrorCode.REBALANCE_IN_PROGRESS:
        this.rejoinNeeded = true;
        throw new Rejoin();
      case ErrorCode.ILLEGAL_GENERATION:
        await this.lose(api, errorCode, false);
        throw new Rejoin();
      case ErrorCode.UNKNOWN_MEMBER_ID:
        await this.lose(api, errorCode, true);
        throw new Rejoin();
      case ErrorCode.FENCED_INSTANCE_ID:
        await this.lose(api, errorCode, true);
        throw groupInstanceFencedError(groupId, this.options.config.groupInstanceId ?? null, api);
      case ErrorCode.INCONSISTENT_GROUP_PROTOCOL:
      case ErrorCode.GROUP_AUTHORIZATION_FAILED:
      case ErrorCode.INVALID_SESSION_TIMEOUT:
      case ErrorCode.GROUP_MAX_SIZE_REACHED:
      case ErrorCode.INVALID_GROUP_ID:
        throw new GroupMembershipError(groupId, `${api} failed with ${errorCodeName(errorCode)}`, { cause: new ProtocolError({ api, version, errorCode, resource: `group ${groupId}` }) });
      default:
        if (COORDINATOR_ERRORS.has(errorCode)) coordinator.invalidate();
        throw new ProtocolError({ api, version, errorCode, resource: `group ${groupId}` });
    }
  }

  /** The generation is gone: what was owned is lost; rejoin (as a new member when `resetMemberId`). */
  private async lose(api: string, errorCode: number, resetMemberId: boolean): Promise<void> {
    this.options.config.logger.info('group generation lost', { groupId: this.options.groupId, api, error: errorCodeName(errorCode) });
    this.generationId = -1;
    if (resetMemberId) this.memberId = '';
    this.rejoinNeeded = true;
    if (this.owned.length > 0) {
      const owned = this.owned;
      this.owned = [];
      await this.options.hooks.lost(owned);
    }
  }

  /**
   * `poll` was not called for `maxPollIntervalMs`: lose the partitions, leave (dynamic members), wait for the next
   * poll. Lost first: the coordinator hands the partitions on as soon as it reads the LeaveGroup, whose answer may
   * take up to `requestTimeoutMs`, and meanwhile this member's group metadata has no generation, with which a
   * transaction could still commit their offsets (Kafka accepts a TxnOffsetCommit without generation and member id).
   */
  private async pollTimeout(): Promise<void> {
    this.options.config.logger.warn('poll not called within maxPollIntervalMs; leaving the group until the next poll', { groupId: this.options.groupId });
    const memberId = this.memberId;
    await this.lose('poll', ErrorCode.NONE, true);
    if (this.options.config.groupInstanceId === undefined && memberId !== '') await this.leave(this.options.config.requestTimeoutMs, memberId).catch(() => undefined);
    this.loop.awaitPoll();
  }

  private async leave(timeoutMs: number, member?: string): Promise<void> {
    const { network, groupId, coordinator } = this.options;
    const nodeId = await coordinator.find();
    const memberId = member ?? this.memberId;
    this.memberId = '';
    this.generationId = -1;
    const fields: LeaveGroupFields = { groupId, memberId };
    const { response, version } = await network.send(nodeId, 'LeaveGroup', (v) => leaveGroup.request(fields, v), { timeoutMs });
    const { errorCode } = leaveGroup.read(response, version, fields);
    if (errorCode !== ErrorCode.NONE && errorCode !== ErrorCode.UNKNOWN_MEMBER_ID) {
      throw new ProtocolError({ api: 'LeaveGroup', version, errorCode, resource: `group ${groupId}` });
    }
  }
}
