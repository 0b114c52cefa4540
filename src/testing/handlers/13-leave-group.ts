/**
 * LeaveGroup (api key 13).
 *
 * Behaviour: after the coordinator placement check, each named member leaves (`ClassicGroup.leaveGroup`) and
 * the remaining members rebalance; an unknown member answers UNKNOWN_MEMBER_ID.
 *
 * Version notes: v0-2 name one member; v3+ batch members (KIP-345) with a result per member, a member being
 * named by member id or, when that is empty, by group instance id; v5 reason (ignored).
 *
 * Simplifications: a member named by both ids is not checked for FENCED_INSTANCE_ID.
 *
 * Authorization (KafkaApis): READ on the group, else GROUP_AUTHORIZATION_FAILED.
 */
import { createLeaveGroupResponse, createLeaveGroupResponseMemberResponse, type LeaveGroupRequest, type LeaveGroupResponse } from '../../protocol/messages/leave-group.generated.js';
import { groupHandler } from './group-handler.js';

/**
 * The LeaveGroup handler.
 * @internal
 */
export const leaveGroupHandler = groupHandler('LeaveGroup', { min: 0, max: 5 }, {
  handle(request, { cluster, version }) {
    const group = cluster.groups.group(request.groupId);
    if (version <= 2) return createLeaveGroupResponse({ errorCode: group.leaveGroup(request.memberId) });
    return createLeaveGroupResponse({
      members: request.members.map((member) => {
        const memberId = member.memberId !== '' || member.groupInstanceId === null ? member.memberId : (group.memberIdOfInstance(member.groupInstanceId) ?? '');
        return createLeaveGroupResponseMemberResponse({ memberId: member.memberId, groupInstanceId: member.groupInstanceId, errorCode: group.leaveGroup(memberId) });
      }),
    });
  },
  errorResponse(request, errorCode, { version }) {
    return leaveError(request, errorCode, version);
  },
});

function leaveError(request: LeaveGroupRequest, errorCode: number, version: number): LeaveGroupResponse {
  return createLeaveGroupResponse({
    errorCode,
    members: version >= 3 ? request.members.map((member) => createLeaveGroupResponseMemberResponse({ memberId: member.memberId, groupInstanceId: member.groupInstanceId, errorCode })) : [],
  });
}
