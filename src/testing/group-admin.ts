/**
 * The in-memory cluster's group coordinator as the admin APIs see it (ListGroups, DescribeGroups,
 * ConsumerGroupDescribe, DeleteGroups, OffsetDelete), with Kafka's answers: a group id names one group, classic or
 * KIP-848 `consumer`; a group known only by its offsets (committed by an admin or a transaction) is an Empty classic
 * group; a group with members cannot be deleted (NON_EMPTY_GROUP), nor can offsets of topics its members subscribe
 * to (GROUP_SUBSCRIBED_TO_TOPIC).
 *
 * Simplifications: the in-memory cluster does not record a KIP-848 member's client id or host (described as ''),
 * nor a classic member's host (described as `/127.0.0.1`, where the TCP face listens).
 */
import { ErrorCode } from '../errors/protocol-error-codes.generated.js';
import { CONSUMER_PROTOCOL_TYPE, decodeSubscription } from '../protocol/consumer-protocol.js';
import { GroupState } from './group-state.js';
import type { ConsumerGroupMemberView } from './consumer-group-heartbeat.js';
import type { GroupCoordinator } from './group-coordinator.js';
import type { TopicPartition } from '../common/topic-partition.js';

/** A listed group. @internal */
export interface GroupListingView {
  readonly groupId: string;
  readonly protocolType: string;
  readonly state: string;
  readonly type: 'classic' | 'consumer';
}

/** A described classic group. @internal */
export interface ClassicGroupView {
  readonly state: string;
  readonly protocolType: string;
  readonly protocol: string;
  readonly members: readonly { readonly memberId: string; readonly groupInstanceId: string | null; readonly clientId: string; readonly clientHost: string; readonly metadata: Buffer; readonly assignment: Buffer }[];
}

/** A described KIP-848 consumer group. @internal */
export interface ConsumerGroupView {
  readonly state: string;
  readonly groupEpoch: number;
  readonly assignmentEpoch: number;
  readonly assignor: string;
  readonly members: readonly ConsumerGroupMemberView[];
}

/** The host every member is described with (see the module comment). */
const MEMBER_HOST = '/127.0.0.1';

/** The type of `groupId` as Kafka would report it, or undefined for an unknown group. */
function typeOf(groups: GroupCoordinator, groupId: string): 'classic' | 'consumer' | undefined {
  const active = groups.activeProtocol(groupId);
  if (active !== undefined) return active;
  if (groups.existingConsumerGroup(groupId) !== undefined) return 'consumer';
  if (groups.existingClassicGroup(groupId) !== undefined || groups.hasOffsets(groupId)) return 'classic';
  return undefined;
}

/** The classic view of a group (DescribeGroups), or undefined when `groupId` is unknown or a `consumer` group. @internal */
export function describeClassicGroup(groups: GroupCoordinator, groupId: string): ClassicGroupView | undefined {
  if (typeOf(groups, groupId) !== 'classic') return undefined;
  const group = groups.existingClassicGroup(groupId);
  if (group === undefined) return { state: GroupState.EMPTY, protocolType: '', protocol: '', members: [] };
  return {
    state: group.state,
    protocolType: group.protocolType ?? '',
    protocol: group.state === GroupState.STABLE || group.state === GroupState.COMPLETING_REBALANCE ? (group.protocolName ?? '') : '',
    members: group.describeMembers().map((member) => ({ ...member, clientHost: MEMBER_HOST })),
  };
}

/** The KIP-848 view of a group (ConsumerGroupDescribe), or undefined when it is not a `consumer` group. @internal */
export function describeConsumerGroup(groups: GroupCoordinator, groupId: string): ConsumerGroupView | undefined {
  const group = typeOf(groups, groupId) === 'consumer' ? groups.existingConsumerGroup(groupId) : undefined;
  if (group === undefined) return undefined;
  return { state: group.stateName, groupEpoch: group.groupEpoch, assignmentEpoch: group.assignmentEpoch, assignor: group.assignorName, members: group.describe() };
}

/** Every group (ListGroups), filtered by state and type (empty filters match all; states case-insensitively, as Kafka). @internal */
export function listGroupViews(groups: GroupCoordinator, states: readonly string[], types: readonly string[]): GroupListingView[] {
  const wantedStates = new Set(states.map((each) => each.toLowerCase()));
  const wantedTypes = new Set(types.map((each) => each.toLowerCase()));
  const out: GroupListingView[] = [];
  for (const groupId of groups.groupIds()) {
    const type = typeOf(groups, groupId);
    if (type === undefined) continue;
    const view = type === 'consumer'
      ? { groupId, type, protocolType: CONSUMER_PROTOCOL_TYPE, state: describeConsumerGroup(groups, groupId)?.state ?? 'Empty' }
      : { groupId, type, protocolType: describeClassicGroup(groups, groupId)?.protocolType ?? '', state: describeClassicGroup(groups, groupId)?.state ?? GroupState.EMPTY };
    if (view.state === GroupState.DEAD) continue;
    if (wantedStates.size > 0 && !wantedStates.has(view.state.toLowerCase())) continue;
    if (wantedTypes.size > 0 && !wantedTypes.has(type)) continue;
    out.push(view);
  }
  return out;
}

/** DeleteGroups for one group. @internal */
export function deleteGroup(groups: GroupCoordinator, groupId: string): number {
  const type = typeOf(groups, groupId);
  if (type === undefined) return ErrorCode.GROUP_ID_NOT_FOUND;
  if (groups.activeProtocol(groupId) !== undefined) return ErrorCode.NON_EMPTY_GROUP;
  groups.forget(groupId);
  return ErrorCode.NONE;
}

/**
 * OffsetDelete: the group-level error (GROUP_ID_NOT_FOUND), else one error per partition
 * (GROUP_SUBSCRIBED_TO_TOPIC for a topic an active member subscribes to); the others' offsets are deleted.
 * @internal
 */
export function deleteGroupOffsets(groups: GroupCoordinator, groupId: string, partitions: readonly TopicPartition[]): { readonly errorCode: number; readonly partitions: readonly number[] } {
  if (typeOf(groups, groupId) === undefined) return { errorCode: ErrorCode.GROUP_ID_NOT_FOUND, partitions: [] };
  const subscribed = subscribedTopics(groups, groupId);
  const errors = partitions.map((tp) => (subscribed.has(tp.topic) ? ErrorCode.GROUP_SUBSCRIBED_TO_TOPIC : ErrorCode.NONE));
  groups.deleteOffsets(groupId, partitions.filter((_, index) => errors[index] === ErrorCode.NONE));
  return { errorCode: ErrorCode.NONE, partitions: errors };
}

/** The topics the group's active members subscribe to. */
function subscribedTopics(groups: GroupCoordinator, groupId: string): Set<string> {
  const consumer = describeConsumerGroup(groups, groupId);
  if (consumer !== undefined) return new Set(consumer.members.flatMap((member) => member.subscribedTopics));
  const classic = describeClassicGroup(groups, groupId);
  const topics = new Set<string>();
  if (classic?.protocolType !== CONSUMER_PROTOCOL_TYPE) return topics;
  for (const member of classic.members) {
    try {
      for (const topic of decodeSubscription(member.metadata).topics) topics.add(topic);
    } catch {
      // Metadata that is not a consumer subscription subscribes to nothing we can name.
    }
  }
  return topics;
}
