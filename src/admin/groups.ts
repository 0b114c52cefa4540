/**
 * Consumer group operations (Java's `listGroups`, `describeConsumerGroups`, `deleteConsumerGroups`,
 * `listConsumerGroupOffsets`, `alterConsumerGroupOffsets`, `deleteConsumerGroupOffsets`): ListGroups on every broker,
 * the rest on each group's coordinator. A group is described with ConsumerGroupDescribe (KIP-848 `consumer` groups)
 * and, when the coordinator says it is not one (GROUP_ID_NOT_FOUND) or does not know the API, with DescribeGroups
 * (classic groups), as Java's admin does.
 */
import type { AdminCallOptions } from '../config/admin-options.js';
import type { KafkaClientError } from '../errors/kafka-client-error.js';
import { ErrorCode } from '../errors/protocol-error-codes.generated.js';
import { ProtocolError } from '../errors/protocol-error.js';
import { isUnsupportedApiError } from '../network/network-errors.js';
import type { Uuid } from '../protocol/primitives/uuid.js';
import { assignedPartitions, consumerGroupDescribe } from '../protocol/requests/consumer-group-describe.js';
import { deleteGroups as deleteGroupsWire } from '../protocol/requests/delete-groups.js';
import { describeGroups as describeGroupsWire } from '../protocol/requests/describe-groups.js';
import { listGroups as listGroupsWire } from '../protocol/requests/list-groups.js';
import { offsetCommit } from '../protocol/requests/offset-commit.js';
import { offsetDelete } from '../protocol/requests/offset-delete.js';
import { offsetFetch } from '../protocol/requests/offset-fetch.js';
import type { TopicPartition } from '../common/topic-partition.js';
import { newStep, settleEntries, type AdminCall, type KeyedOutcome } from './admin-call.js';
import { coordinatorError, COORDINATOR_RETRY, type AdminCoordinators } from './admin-coordinators.js';
import { fetchMetadata, partitionName } from './admin-metadata.js';
import { listOnEveryBroker } from './broker-listing.js';

/**
 * The group protocols Kafka knows (KIP-848 `consumer`, KIP-932 `share`, KIP-1071 `streams`).
 * @public
 */
export type GroupTypeName = 'classic' | 'consumer' | 'share' | 'streams';

/**
 * A group one coordinator listed.
 * @public
 */
export interface GroupListing {
  /** The group id. */
  readonly groupId: string;
  /** Null when the broker did not say (before Kafka 4.0). */
  readonly type: GroupTypeName | null;
  /** `consumer` for consumer groups of either protocol; '' for a KIP-848 group without one. */
  readonly protocolType: string;
  /** E.g. `Stable`, `Empty`, `PreparingRebalance`, `Reconciling`, `Assigning`, `Dead`. */
  readonly state: string;
  /** The broker coordinating the group. */
  readonly coordinatorId: number;
}

/**
 * Options of `admin.listGroups`.
 * @public
 */
export interface ListGroupsOptions extends AdminCallOptions {
  /** Only groups in these states (brokers 2.6+). */
  readonly states?: readonly string[];
  /** Only groups of these types (brokers 4.0+). */
  readonly types?: readonly GroupTypeName[];
}

/**
 * A member of a described group.
 * @public
 */
export interface GroupMemberDescription {
  /** The member id the coordinator gave it. */
  readonly memberId: string;
  /** Its `group.instance.id` (static membership), or null. */
  readonly groupInstanceId: string | null;
  /** The `client.id` it connected with. */
  readonly clientId: string;
  /** The address it connected from. */
  readonly clientHost: string;
  /** The partitions it owns. */
  readonly assignment: readonly TopicPartition[];
  /** KIP-848: the partitions the group is moving it to; null for a classic group. */
  readonly targetAssignment: readonly TopicPartition[] | null;
  /** KIP-848: the member's epoch; null for a classic group. */
  readonly memberEpoch: number | null;
}

/**
 * A described consumer group (Java's `ConsumerGroupDescription`).
 * @public
 */
export interface GroupDescription {
  /** The group id. */
  readonly groupId: string;
  /** The protocol: `classic` (JoinGroup/SyncGroup) or `consumer` (KIP-848). */
  readonly type: 'classic' | 'consumer';
  /** E.g. `Stable`, `Empty`, `PreparingRebalance`, `Reconciling`, `Assigning`, `Dead`. */
  readonly state: string;
  /** `consumer` for consumer groups; another value for other users of the classic protocol (Connect). */
  readonly protocolType: string;
  /** The partition assignor: the client-side one of a classic group, the broker's of a `consumer` group. */
  readonly assignor: string;
  /** The broker coordinating the group. */
  readonly coordinatorId: number;
  /** KIP-848 group epoch; null for a classic group. */
  readonly groupEpoch: number | null;
  /** Its members with their assignments; empty for an `Empty` group. */
  readonly members: readonly GroupMemberDescription[];
}

/**
 * A group's committed offset for one partition.
 * @public
 */
export interface GroupOffset extends TopicPartition {
  /** Null when the group has no offset for the partition. */
  readonly offset: bigint | null;
  /** -1 when unknown. */
  readonly leaderEpoch: number;
  /** The metadata string committed with the offset, or null. */
  readonly metadata: string | null;
}

/**
 * Options of `admin.listGroupOffsets`.
 * @public
 */
export interface ListGroupOffsetsOptions extends AdminCallOptions {
  /** Only these partitions. Default: every partition the group has an offset for. */
  readonly partitions?: readonly TopicPartition[];
  /**
   * Wait out offsets of open transactions (KIP-447: the coordinator answers UNSTABLE_OFFSET_COMMIT until they are
   * committed or aborted), so the answer is what a consumer starting now would start from. Default true.
   */
  readonly requireStable?: boolean;
}

/**
 * One offset to store for a group.
 * @public
 */
export interface NewGroupOffset extends TopicPartition {
  /** The offset to store: the next record the group reads. */
  readonly offset: bigint;
  /** The leader epoch of the record before `offset`, when known (fences a consumer that reads from a stale leader). */
  readonly leaderEpoch?: number;
  /** A string stored with the offset. Default empty. */
  readonly metadata?: string;
}

/** The group types `listGroups` filters on. @internal */
export const GROUP_TYPE_NAMES: readonly GroupTypeName[] = ['classic', 'consumer', 'share', 'streams'];

/**
 * ListGroups on every broker, merged and sorted by group id.
 * @internal
 */
export async function listGroups(call: AdminCall, states: readonly string[], types: readonly string[]): Promise<GroupListing[]> {
  const groups = await listOnEveryBroker(call, listGroupsWire, { states, types }, (answer, nodeId) => answer.groups.map((each) => ({
    groupId: each.groupId, type: GROUP_TYPE_NAMES.find((name) => name === each.type) ?? null, protocolType: each.protocolType, state: each.state, coordinatorId: nodeId,
  })));
  return groups.sort((a, b) => a.groupId.localeCompare(b.groupId));
}

/**
 * Each group described (ConsumerGroupDescribe, then DescribeGroups for classic groups); keyed by group id.
 * @internal
 */
export function describeGroups(call: AdminCall, coordinators: AdminCoordinators, groupIds: readonly string[]): Promise<KeyedOutcome<string, GroupDescription>> {
  return call.keyed(groupIds, (pending) => coordinators.route(call, 'group', pending, async (nodeId, keys) => {
    const step = newStep<string, GroupDescription>();
    let classic: readonly string[] = keys;
    try {
      const { version, answer } = await call.send(nodeId, consumerGroupDescribe, { groupIds: keys });
      classic = [];
      for (const group of answer) {
        if (!keys.includes(group.groupId)) continue;
        if (group.errorCode === ErrorCode.GROUP_ID_NOT_FOUND) {
          classic = [...classic, group.groupId];
        } else if (group.errorCode === ErrorCode.NONE) {
          step.done.set(group.groupId, {
            groupId: group.groupId, type: 'consumer', state: group.groupState, protocolType: 'consumer', assignor: group.assignorName, coordinatorId: nodeId, groupEpoch: group.groupEpoch,
            members: group.members.map((member) => ({
              memberId: member.memberId, groupInstanceId: member.instanceId, clientId: member.clientId, clientHost: member.clientHost,
              assignment: assignedPartitions(member.assignment), targetAssignment: assignedPartitions(member.targetAssignment), memberEpoch: member.memberEpoch,
            })),
          });
        } else {
          groupError(step, 'ConsumerGroupDescribe', version, group.groupId, group.errorCode, group.errorMessage);
        }
      }
    } catch (error) {
      // A broker before Kafka 4.0 has no ConsumerGroupDescribe: every group there is classic.
      if (!isUnsupportedApiError(error)) throw error;
    }
    if (classic.length === 0) return step;
    const { version, answer } = await call.send(nodeId, describeGroupsWire, { groupIds: classic });
    for (const group of answer) {
      if (!classic.includes(group.groupId)) continue;
      // Before DescribeGroups v6, an unknown group is described as Dead with no members.
      const errorCode = group.errorCode === ErrorCode.NONE && group.state === 'Dead' ? ErrorCode.GROUP_ID_NOT_FOUND : group.errorCode;
      if (errorCode !== ErrorCode.NONE) {
        groupError(step, 'DescribeGroups', version, group.groupId, errorCode, group.errorMessage);
        continue;
      }
      step.done.set(group.groupId, {
        groupId: group.groupId, type: 'classic', state: group.state, protocolType: group.protocolType, assignor: group.protocol, coordinatorId: nodeId, groupEpoch: null,
        members: group.members.map((member) => ({ ...member, targetAssignment: null, memberEpoch: null })),
      });
    }
    return step;
  }));
}

/**
 * DeleteGroups; keyed by group id.
 * @internal
 */
export function deleteGroups(call: AdminCall, coordinators: AdminCoordinators, groupIds: readonly string[]): Promise<KeyedOutcome<string, true>> {
  return call.keyed(groupIds, (pending) => coordinators.route(call, 'group', pending, async (nodeId, keys) => {
    const { version, answer } = await call.send(nodeId, deleteGroupsWire, { groupIds: keys });
    const step = newStep<string, true>();
    settleEntries(step, answer, (each) => (keys.includes(each.groupId) ? each.groupId : undefined), () => true,
      (groupId, each) => { groupError(step, 'DeleteGroups', version, groupId, each.errorCode, each.errorMessage); });
    return step;
  }));
}

/** Topic ids by name and names by id (OffsetFetch and OffsetCommit v10+ name topics by id). */
async function topicIdMaps(call: AdminCall): Promise<{ readonly topicIds: Map<string, Uuid>; readonly topicNames: Map<Uuid, string> }> {
  const { answer } = await fetchMetadata(call, { kind: 'all' });
  const topicIds = new Map<string, Uuid>();
  const topicNames = new Map<Uuid, string>();
  for (const topic of answer.topics) {
    if (topic.name === null) continue;
    topicIds.set(topic.name, topic.topicId);
    topicNames.set(topic.topicId, topic.name);
  }
  return { topicIds, topicNames };
}

/**
 * The group's committed offsets (OffsetFetch on its coordinator), waiting out UNSTABLE_OFFSET_COMMIT with `requireStable`.
 * @internal
 */
export async function listGroupOffsets(call: AdminCall, coordinators: AdminCoordinators, groupId: string, partitions: readonly TopicPartition[] | null, requireStable: boolean): Promise<GroupOffset[]> {
  const maps = await call.run(() => topicIdMaps(call));
  const outcome = await call.keyed([groupId], (pending) => coordinators.route(call, 'group', pending, async (nodeId) => {
    const { version, answer } = await call.send(nodeId, offsetFetch, { groupId, partitions, requireStable, ...maps });
    const step = newStep<string, GroupOffset[]>();
    const groupCode = answer.groupErrorCode ?? ErrorCode.NONE;
    if (groupCode !== ErrorCode.NONE) {
      groupError(step, 'OffsetFetch', version, groupId, groupCode, null);
      return step;
    }
    const unstable = answer.rows.find((row) => row.errorCode === ErrorCode.UNSTABLE_OFFSET_COMMIT);
    const failed = answer.rows.find((row) => row.errorCode !== ErrorCode.NONE && row.errorCode !== ErrorCode.UNSTABLE_OFFSET_COMMIT);
    if (failed !== undefined) {
      step.failed.set(groupId, new ProtocolError({ api: 'OffsetFetch', version, errorCode: failed.errorCode, resource: `group ${groupId} ${partitionName(failed)}` }));
    } else if (unstable !== undefined) {
      step.retry.set(groupId, new ProtocolError({ api: 'OffsetFetch', version, errorCode: unstable.errorCode, resource: `group ${groupId} ${partitionName(unstable)}` }));
    } else {
      step.done.set(groupId, answer.rows.map((row) => ({ topic: row.topic, partition: row.partition, offset: row.offset < 0n ? null : row.offset, leaderEpoch: row.leaderEpoch, metadata: row.metadata })));
    }
    return step;
  }));
  return (groupValue(outcome, groupId) ?? []).sort((a, b) => a.topic.localeCompare(b.topic) || a.partition - b.partition);
}

/**
 * OffsetCommit for a group without active members; per partition `topic-partition` keyed failures.
 * @internal
 */
export async function alterGroupOffsets(call: AdminCall, coordinators: AdminCoordinators, groupId: string, offsets: readonly NewGroupOffset[]): Promise<Map<string, KafkaClientError>> {
  const maps = await call.run(() => topicIdMaps(call));
  const fields = {
    groupId, ...maps,
    offsets: offsets.map((each) => ({ topic: each.topic, partition: each.partition, offset: each.offset, leaderEpoch: each.leaderEpoch ?? -1, metadata: each.metadata ?? '' })),
  };
  const outcome = await call.keyed([groupId], (pending) => coordinators.route(call, 'group', pending, async (nodeId) => {
    const { version, answer } = await call.send(nodeId, offsetCommit, fields);
    const step = newStep<string, Map<string, KafkaClientError>>();
    const moved = answer.find((each) => COORDINATOR_RETRY.has(each.errorCode));
    if (moved !== undefined) {
      step.retry.set(groupId, new ProtocolError({ api: 'OffsetCommit', version, errorCode: moved.errorCode, resource: `group ${groupId}` }));
      return step;
    }
    step.done.set(groupId, partitionFailures('OffsetCommit', version, groupId, answer));
    return step;
  }));
  return groupValue(outcome, groupId) ?? new Map();
}

/**
 * OffsetDelete; per partition `topic-partition` keyed failures (a group-level error fails them all).
 * @internal
 */
export async function deleteGroupOffsets(call: AdminCall, coordinators: AdminCoordinators, groupId: string, partitions: readonly TopicPartition[]): Promise<Map<string, KafkaClientError>> {
  const outcome = await call.keyed([groupId], (pending) => coordinators.route(call, 'group', pending, async (nodeId) => {
    const { version, answer } = await call.send(nodeId, offsetDelete, { groupId, partitions });
    const step = newStep<string, Map<string, KafkaClientError>>();
    if (answer.errorCode !== ErrorCode.NONE) {
      groupError(step, 'OffsetDelete', version, groupId, answer.errorCode, null);
      return step;
    }
    step.done.set(groupId, partitionFailures('OffsetDelete', version, groupId, answer.partitions));
    return step;
  }));
  return groupValue(outcome, groupId) ?? new Map();
}

/** Records a group-level error as a retry (coordinator moved or loading) or a failure. */
function groupError<Value>(step: ReturnType<typeof newStep<string, Value>>, api: string, version: number, groupId: string, errorCode: number, errorMessage: string | null): void {
  coordinatorError(step, groupId, new ProtocolError({ api, version, errorCode, errorMessage, resource: `group ${groupId}` }));
}

/** The failures of a group's partitions, keyed `topic-partition`, from a coordinator's per-partition answer. */
function partitionFailures(api: string, version: number, groupId: string, partitions: readonly (TopicPartition & { readonly errorCode: number })[]): Map<string, KafkaClientError> {
  const failures = new Map<string, KafkaClientError>();
  for (const each of partitions) {
    if (each.errorCode !== ErrorCode.NONE) failures.set(partitionName(each), new ProtocolError({ api, version, errorCode: each.errorCode, resource: `group ${groupId} ${partitionName(each)}` }));
  }
  return failures;
}

/** The value a one-group call settled on, or its failure thrown. */
function groupValue<Value>(outcome: KeyedOutcome<string, Value>, groupId: string): Value | undefined {
  const failure = outcome.failures.get(groupId);
  if (failure !== undefined) throw failure;
  return outcome.values.get(groupId);
}
