/**
 * Membership of a group with the KIP-848 `consumer` protocol (Kafka's `ConsumerHeartbeatRequestManager` and
 * `ConsumerMembershipManager`): one loop sends ConsumerGroupHeartbeat every `heartbeatIntervalMs` the broker
 * asked for, and reconciles each new assignment before the next heartbeat: revoke (`onPartitionsRevoked`,
 * awaited, so an open transaction aborts first), take the new partitions (`onPartitionsAssigned`), then
 * acknowledge at once with the owned partitions. The state and the meaning of answers live in
 * {@link ConsumerGroupMember} (no I/O); this file sends and waits.
 *
 * FENCED_MEMBER_EPOCH / UNKNOWN_MEMBER_ID lose the partitions (`onPartitionsLost`) and rejoin with epoch 0.
 * A `poll` gap past `maxPollIntervalMs` leaves the group (epoch -1, or -2 for a static member), loses the
 * partitions and rejoins at the next `poll`, as Java does. `close()` revokes, then leaves.
 *
 * UNRELEASED_INSTANCE_ID (a static member's instance id still held by a member the coordinator has not expired:
 * this process's previous instance, when it crashed instead of leaving) is retried with backoff until the old
 * member's session times out, for up to `defaultApiTimeoutMs`; only then is it fatal
 * ({@link UnreleasedInstanceIdError}). Java fails at the first refusal, so a restarted service restarts again
 * and again until the old session is gone.
 */
import type { MetadataCache } from '../cluster/metadata-cache.js';
import type { ResolvedConsumerConfig } from '../config/consumer-options.js';
import { ErrorCode, errorCodeName } from '../errors/protocol-error-codes.generated.js';
import { ProtocolError } from '../errors/protocol-error.js';
import type { ExponentialBackoff } from '../internal/backoff.js';
import type { Clock } from '../internal/clock.js';
import { isUnsupportedApiError } from '../network/network-errors.js';
import type { NetworkClient } from '../network/network-client.js';
import { consumerGroupHeartbeat, type ConsumerGroupHeartbeatFields } from '../protocol/requests/consumer-group-heartbeat.js';
import type { ConsumerGroupMetadata } from '../common/topic-partition.js';
import { GroupMembershipError, UnreleasedInstanceIdError } from './consumer-errors.js';
import { ConsumerGroupMember, type HeartbeatOutcome } from './consumer-group-member.js';
import type { CoordinatorLookup } from '../cluster/coordinator-cache.js';
import type { Uuid } from '../protocol/primitives/uuid.js';
import { UnsupportedVersionError } from '../protocol/messages/unsupported-version-error.js';
import type { Membership, MembershipHooks } from './membership.js';
import { MembershipLoop } from './membership-loop.js';

/**
 * Dependencies of a {@link ConsumerGroupMembership}.
 * @internal
 */
export interface ConsumerGroupMembershipOptions {
  readonly groupId: string;
  /** The subscribed topics; empty with {@link ConsumerGroupMembershipOptions.topicRegex}. */
  readonly topics: readonly string[];
  /** A pattern subscription: the broker resolves it (`SubscribedTopicRegex`, RE2/J). */
  readonly topicRegex?: string | undefined;
  /** With `topicRegex`: the names of assigned topic ids (listing the cluster's topics). */
  readonly namesForIds?: ((ids: readonly Uuid[]) => Promise<readonly string[]>) | undefined;
  readonly config: ResolvedConsumerConfig;
  readonly network: NetworkClient;
  readonly metadata: MetadataCache;
  readonly clock: Clock;
  readonly coordinator: CoordinatorLookup;
  readonly backoff: ExponentialBackoff;
  readonly hooks: MembershipHooks;
  /** The client-generated member id (KIP-1082). */
  readonly memberId: string;
}

/** Heartbeat interval before the broker named one (Kafka's `group.consumer.heartbeat.interval.ms` default). */
const DEFAULT_HEARTBEAT_INTERVAL_MS = 5_000;

/**
 * One `consumer`-protocol member of one group.
 * @internal
 */
export class ConsumerGroupMembership implements Membership {
  private readonly member: ConsumerGroupMember;
  private readonly loop: MembershipLoop;
  /** onPartitionsAssigned ran since the last (re)join. */
  private announced = false;
  /** When the coordinator first refused the instance id with UNRELEASED_INSTANCE_ID, since the last accepted heartbeat. */
  private unreleasedSince: number | undefined;

  constructor(private readonly options: ConsumerGroupMembershipOptions) {
    this.loop = new MembershipLoop(options);
    this.member = new ConsumerGroupMember({
      groupId: options.groupId, topics: options.topics, topicRegex: options.topicRegex, groupInstanceId: options.config.groupInstanceId,
      rebalanceTimeoutMs: options.config.maxPollIntervalMs, serverAssignor: options.config.groupRemoteAssignor, memberId: options.memberId,
      rackId: options.config.clientRack,
    });
  }

  /** {@inheritDoc Membership.start} */
  start(): void {
    this.loop.start({ run: () => this.pass(), failed: (error) => this.failed(error), retryMessage: 'group heartbeat failed; retrying' });
  }

  /** {@inheritDoc Membership.rejoin} The coordinator of a KIP-848 group never answers an OffsetCommit with REBALANCE_IN_PROGRESS. */
  rejoin(): void {
    // Nothing to do: the heartbeat carries the assignment, there is no join to redo.
  }

  /**
   * {@inheritDoc Membership.refused} Whatever the code, the member is fenced as FENCED_MEMBER_EPOCH would fence it:
   * its partitions are lost and it heartbeats at once with epoch 0 (a static member's coordinator then tells whether
   * its instance id is still its own).
   */
  async refused(sent: ConsumerGroupMetadata, errorCode: number, api: 'TxnOffsetCommit' | 'OffsetCommit' = 'TxnOffsetCommit'): Promise<void> {
    if (errorCode !== ErrorCode.UNKNOWN_MEMBER_ID && errorCode !== ErrorCode.ILLEGAL_GENERATION && errorCode !== ErrorCode.FENCED_INSTANCE_ID) return;
    if (this.loop.isStopped() || this.member.memberEpoch <= 0 || sent.generationId !== this.member.memberEpoch || sent.memberId !== this.member.memberId) return;
    this.options.config.logger.info('offset commit refused; rejoining with epoch 0', { groupId: this.options.groupId, memberId: this.member.memberId, api, error: errorCodeName(errorCode) });
    const lost = this.member.fence();
    this.announced = false;
    if (lost.length > 0) await this.options.hooks.lost(lost);
    this.loop.wakeup.notify();
  }

  /** {@inheritDoc Membership.groupMetadata} */
  groupMetadata(): ConsumerGroupMetadata {
    return this.member.groupMetadata();
  }

  /** {@inheritDoc Membership.polled} */
  polled(): void {
    this.loop.polled();
  }

  /** {@inheritDoc Membership.close} A static member leaves with epoch -2: the broker keeps its assignment for the session timeout. */
  async close(deadline: number): Promise<void> {
    await this.loop.stop();
    const owned = this.member.owned;
    if (owned.length > 0) {
      this.member.revoked(owned);
      await this.options.hooks.revoked(owned);
    }
    if (this.member.memberEpoch <= 0) return;
    await this.leave(Math.max(1, deadline - this.options.clock.now())).catch((error: unknown) => {
      this.options.config.logger.warn('leaving the group failed on close', { groupId: this.options.groupId, error: String(error) });
    });
  }

  /** One pass of the loop: reconcile a new assignment, wait until the heartbeat is due, heartbeat (or leave after a poll timeout). */
  private async pass(): Promise<boolean> {
    if (this.member.hasPendingAssignment) {
      await this.reconcile();
      if (this.loop.isStopped()) return false;
    }
    if (!this.member.heartbeatDue) {
      await this.loop.sleep(this.member.heartbeatIntervalMs ?? DEFAULT_HEARTBEAT_INTERVAL_MS);
      if (this.loop.isStopped()) return false;
    }
    if (this.loop.pollOverdue()) {
      await this.pollTimeout();
      return false;
    }
    await this.heartbeat();
    return true;
  }

  /** A failed pass: fatal as a GroupMembershipError, else the member heartbeats again after the backoff. */
  private failed(error: unknown): 'retry' | GroupMembershipError {
    if (error instanceof GroupMembershipError) return error;
    this.member.failed();
    return 'retry';
  }

  private async heartbeat(): Promise<void> {
    const { config, network, groupId, coordinator, metadata } = this.options;
    const nodeId = await coordinator.find();
    let request: ConsumerGroupHeartbeatFields | undefined;
    let sent;
    try {
      sent = await network.send(nodeId, 'ConsumerGroupHeartbeat', (v) => {
        request = this.member.heartbeat((topic) => metadata.topicId(topic));
        return consumerGroupHeartbeat.request(request, v);
      }, { timeoutMs: config.requestTimeoutMs, signal: this.loop.signal });
    } catch (error) {
      if (isUnsupportedApiError(error)) {
        throw new GroupMembershipError(groupId, "the broker does not support the consumer group protocol (KIP-848, Kafka 4.0+); use groupProtocol: 'classic'", { cause: error });
      }
      if (error instanceof UnsupportedVersionError) {
        throw new GroupMembershipError(groupId, "the broker cannot resolve a pattern subscription (SubscribedTopicRegex needs ConsumerGroupHeartbeat v1, Kafka 4.0+); use groupProtocol: 'classic'", { cause: error });
      }
      throw error;
    }
    if (request !== undefined) this.member.sent(request);
    const { response, version } = sent;
    const epochBefore = this.member.memberEpoch;
    const outcome = this.member.onResponse(response);
    if (outcome.kind === 'ok' && this.member.memberEpoch !== epochBefore) {
      config.logger.info('group member epoch', { groupId, memberId: this.member.memberId, memberEpoch: this.member.memberEpoch });
    }
    await this.act(outcome, version, response.errorMessage);
  }

  private async act(outcome: HeartbeatOutcome, version: number, errorMessage: string | null): Promise<void> {
    const { groupId, coordinator, config } = this.options;
    switch (outcome.kind) {
      case 'ok':
        this.unreleasedSince = undefined;
        return;
      case 'fenced':
        config.logger.info('group member fenced; rejoining with epoch 0', { groupId, memberId: this.member.memberId });
        this.announced = false;
        if (outcome.lost.length > 0) await this.options.hooks.lost(outcome.lost);
        return;
      case 'coordinator':
        coordinator.invalidate();
        throw new ProtocolError({ api: 'ConsumerGroupHeartbeat', version, errorCode: outcome.errorCode, errorMessage, resource: `group ${groupId}` });
      case 'retry':
        throw new ProtocolError({ api: 'ConsumerGroupHeartbeat', version, errorCode: outcome.errorCode, errorMessage, resource: `group ${groupId}` });
      case 'unreleased':
        return this.unreleased(outcome.errorCode, version, errorMessage);
      case 'fatal': {
        const lost = this.member.fence();
        this.announced = false;
        if (lost.length > 0) await this.options.hooks.lost(lost);
        const cause = new ProtocolError({ api: 'ConsumerGroupHeartbeat', version, errorCode: outcome.errorCode, errorMessage, resource: `group ${groupId}` });
        const code = outcome.errorCode === ErrorCode.FENCED_INSTANCE_ID ? 'ERR_GROUP_INSTANCE_FENCED' : 'ERR_GROUP_MEMBERSHIP';
        throw new GroupMembershipError(groupId, `ConsumerGroupHeartbeat failed with ${errorCodeName(outcome.errorCode)}${errorMessage === null ? '' : `: ${errorMessage}`}`, { cause, code });
      }
    }
  }

  /**
   * The join was refused with UNRELEASED_INSTANCE_ID: throws a retriable error (the loop backs off and joins again)
   * until `defaultApiTimeoutMs` has passed since the first refusal, then {@link UnreleasedInstanceIdError}.
   */
  private async unreleased(errorCode: number, version: number, errorMessage: string | null): Promise<never> {
    const { groupId, clock, config } = this.options;
    const lost = this.member.fence();
    this.announced = false;
    if (lost.length > 0) await this.options.hooks.lost(lost);
    const cause = new ProtocolError({ api: 'ConsumerGroupHeartbeat', version, errorCode, errorMessage, resource: `group ${groupId}` });
    const now = clock.now();
    const instanceId = config.groupInstanceId ?? '';
    if (this.unreleasedSince === undefined) {
      this.unreleasedSince = now;
      config.logger.warn('groupInstanceId still held by a member the coordinator has not expired (a previous instance that did not leave); joining again until its session times out',
        { groupId, groupInstanceId: instanceId, boundMs: config.defaultApiTimeoutMs, error: errorMessage ?? '' });
    }
    const waited = now - this.unreleasedSince;
    if (waited >= config.defaultApiTimeoutMs) throw new UnreleasedInstanceIdError(groupId, instanceId, waited, { cause });
    throw cause;
  }

  /** Carries out the pending assignment: revoke, then assign; the next heartbeat acknowledges. */
  private async reconcile(): Promise<void> {
    const { metadata, topics, clock, config, hooks } = this.options;
    let plan = this.member.plan((id) => metadata.topicName(id));
    if (plan.unresolved.length > 0) {
      // The assignment names topics by id: learn the subscribed topics' ids first (a pattern's: list the cluster's topics).
      const deadline = clock.now() + config.requestTimeoutMs;
      const names = this.options.namesForIds === undefined ? topics : await this.options.namesForIds(plan.unresolved);
      for (const topic of names) {
        metadata.requestUpdate(topic);
        await metadata.awaitTopic(topic, deadline).catch(() => undefined);
      }
      plan = this.member.plan((id) => metadata.topicName(id));
    }
    if (plan.revoke.length > 0) {
      await hooks.revoked(plan.revoke);
      this.member.revoked(plan.revoke);
    }
    // onPartitionsAssigned after every change, and once after each (re)join even when nothing is assigned.
    if (plan.assign.length > 0 || plan.revoke.length > 0 || !this.announced) {
      this.announced = true;
      this.member.assigned(plan.assign);
      await hooks.assigned(plan.assign);
    }
    this.member.reconciled(plan);
    if (plan.unresolved.length > 0) {
      config.logger.warn('assigned topic ids not in metadata yet', { groupId: this.options.groupId, topicIds: plan.unresolved });
      metadata.requestUpdate();
    }
  }

  /** `poll` was not called for `maxPollIntervalMs`: leave, lose the partitions, wait for the next poll. */
  private async pollTimeout(): Promise<void> {
    this.options.config.logger.warn('poll not called within maxPollIntervalMs; leaving the group until the next poll', { groupId: this.options.groupId });
    const lost = [...this.member.owned];
    if (this.member.memberEpoch > 0) await this.leave(this.options.config.requestTimeoutMs).catch(() => undefined);
    this.member.left();
    this.announced = false;
    if (lost.length > 0) await this.options.hooks.lost(lost);
    this.loop.awaitPoll();
  }

  private async leave(timeoutMs: number): Promise<void> {
    const { network, groupId, coordinator } = this.options;
    const nodeId = await coordinator.find();
    const request = this.member.leaveHeartbeat();
    this.member.left();
    const { response, version } = await network.send(nodeId, 'ConsumerGroupHeartbeat', (v) => consumerGroupHeartbeat.request(request, v), { timeoutMs });
    if (response.errorCode !== ErrorCode.NONE && response.errorCode !== ErrorCode.UNKNOWN_MEMBER_ID && response.errorCode !== ErrorCode.FENCED_MEMBER_EPOCH) {
      throw new ProtocolError({ api: 'ConsumerGroupHeartbeat', version, errorCode: response.errorCode, errorMessage: response.errorMessage, resource: `group ${groupId}` });
    }
  }
}
