/**
 * DescribeGroups (api key 15): classic groups as their coordinator describes them: state, protocol type and
 * assignor, and each member's id, instance id, client id and host, and (for consumer groups) its assignment,
 * decoded from the embedded consumer protocol. A KIP-848 consumer group answers with its own state in Kafka 4.x
 * (ConsumerGroupDescribe describes it fully).
 *
 * Errors per group (DescribeGroupsResponse.java): COORDINATOR_LOAD_IN_PROGRESS, COORDINATOR_NOT_AVAILABLE,
 * NOT_COORDINATOR, GROUP_AUTHORIZATION_FAILED, GROUP_ID_NOT_FOUND (v6+: before it, an unknown group is described
 * as `Dead` with no members).
 */
import { createDescribeGroupsRequest, type DescribeGroupsRequest, type DescribeGroupsResponse } from '../messages/describe-groups.generated.js';
import type { TopicPartition } from '../../common/topic-partition.js';
import { CONSUMER_PROTOCOL_TYPE, decodeAssignment } from '../consumer-protocol.js';
import type { RequestModule } from './request-module.js';

/** One classic group. @internal */
export interface DescribedClassicGroup {
  readonly groupId: string;
  readonly errorCode: number;
  readonly errorMessage: string | null;
  readonly state: string;
  readonly protocolType: string;
  /** The chosen assignor (e.g. `range`) for a consumer group. */
  readonly protocol: string;
  readonly members: readonly {
    readonly memberId: string;
    readonly groupInstanceId: string | null;
    readonly clientId: string;
    readonly clientHost: string;
    /** Decoded for consumer groups; empty when the bytes are not a consumer assignment. */
    readonly assignment: readonly TopicPartition[];
  }[];
}

function request(fields: { readonly groupIds: readonly string[] }): DescribeGroupsRequest {
  return createDescribeGroupsRequest({ groups: [...fields.groupIds], includeAuthorizedOperations: false });
}

function assignmentOf(protocolType: string, bytes: Buffer): TopicPartition[] {
  if (protocolType !== CONSUMER_PROTOCOL_TYPE) return [];
  try {
    return decodeAssignment(bytes);
  } catch {
    return [];
  }
}

function read(response: DescribeGroupsResponse): readonly DescribedClassicGroup[] {
  return response.groups.map((group) => ({
    groupId: group.groupId,
    errorCode: group.errorCode,
    errorMessage: group.errorMessage,
    state: group.groupState,
    protocolType: group.protocolType,
    protocol: group.protocolData,
    members: group.members.map((member) => ({
      memberId: member.memberId,
      groupInstanceId: member.groupInstanceId,
      clientId: member.clientId,
      clientHost: member.clientHost,
      assignment: assignmentOf(group.protocolType, member.memberAssignment),
    })),
  }));
}

/** The DescribeGroups wire module. @internal */
export const describeGroups: RequestModule<'DescribeGroups', { readonly groupIds: readonly string[] }, readonly DescribedClassicGroup[]> = { api: 'DescribeGroups', request, read };
