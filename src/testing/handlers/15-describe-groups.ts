/**
 * DescribeGroups (api key 15).
 *
 * Behaviour: for each group coordinated by the receiving broker, its classic description: state, protocol type,
 * chosen protocol (while Stable or CompletingRebalance), and members with client id, host, metadata and
 * assignment; a group known only by its offsets is Empty with no members. Groups coordinated elsewhere answer
 * NOT_COORDINATOR; an unknown group (or a KIP-848 `consumer` group, which ConsumerGroupDescribe describes)
 * answers GROUP_ID_NOT_FOUND from v6 (KIP-1043) and is described as Dead with no members before.
 *
 * Version notes: v3+ authorized operations (not computed: -2147483648, "not requested"); v4+ group instance ids;
 * v5 flexible; v6 GROUP_ID_NOT_FOUND and error messages.
 *
 * Simplifications: see group-admin.ts (member hosts).
 */
import { ErrorCode } from '../../errors/protocol-error-codes.generated.js';
import { createDescribeGroupsResponse, createDescribeGroupsResponseDescribedGroup, createDescribeGroupsResponseDescribedGroupMember, type DescribeGroupsResponseDescribedGroup } from '../../protocol/messages/describe-groups.generated.js';
import { groupsHandler } from './group-handler.js';
import { describeClassicGroup } from '../group-admin.js';

/**
 * The DescribeGroups handler.
 * @internal
 */
export const describeGroupsHandler = groupsHandler('DescribeGroups', { min: 0, max: 6 }, {
  groups: (request) => request.groups,
  response: (groups) => createDescribeGroupsResponse({ groups }),
  refused: refusedGroup,
  answer(groupId, { cluster, version }) {
    const group = describeClassicGroup(cluster.groups, groupId);
    if (group === undefined) {
      return version >= 6
        ? createDescribeGroupsResponseDescribedGroup({ groupId, errorCode: ErrorCode.GROUP_ID_NOT_FOUND, errorMessage: `Group ${groupId} not found.`, groupState: 'Dead' })
        : createDescribeGroupsResponseDescribedGroup({ groupId, groupState: 'Dead' });
    }
    return createDescribeGroupsResponseDescribedGroup({
      groupId,
      groupState: group.state,
      protocolType: group.protocolType,
      protocolData: group.protocol,
      members: group.members.map((member) => createDescribeGroupsResponseDescribedGroupMember({
        memberId: member.memberId,
        groupInstanceId: version >= 4 ? member.groupInstanceId : null,
        clientId: member.clientId,
        clientHost: member.clientHost,
        memberMetadata: member.metadata,
        memberAssignment: member.assignment,
      })),
    });
  },
});

function refusedGroup(groupId: string, errorCode: number): DescribeGroupsResponseDescribedGroup {
  return createDescribeGroupsResponseDescribedGroup({ groupId, errorCode });
}
