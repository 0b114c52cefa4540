/**
 * LeaveGroup (api key 13): a dynamic classic member leaves its group so that it rebalances at once instead of after
 * the session timeout. Up to v2 one member id; from v3 a list of members (KIP-345), each answered with its own error,
 * and v5 a reason per member (KIP-800, not sent).
 *
 * Errors (LeaveGroupResponse.java): COORDINATOR_LOAD_IN_PROGRESS, COORDINATOR_NOT_AVAILABLE, NOT_COORDINATOR,
 * GROUP_AUTHORIZATION_FAILED, UNKNOWN_MEMBER_ID (top level up to v2; per member from v3), FENCED_INSTANCE_ID (per
 * member, v3+).
 */
import type { LeaveGroupRequest, LeaveGroupResponse } from '../messages/leave-group.generated.js';
import type { RequestModule } from './request-module.js';

/** The member that leaves. @internal */
export interface LeaveGroupFields {
  readonly groupId: string;
  readonly memberId: string;
}

const MEMBERS_FROM = 3;

function request(fields: LeaveGroupFields, version: number): LeaveGroupRequest {
  const { groupId, memberId } = fields;
  if (version < MEMBERS_FROM) return { groupId, memberId, members: [] };
  return { groupId, memberId: '', members: [{ memberId, groupInstanceId: null, reason: null }] };
}

/** The group's error, else the member's (Java's `LeaveGroupResponse.topLevelError`). */
function read(response: LeaveGroupResponse): { readonly errorCode: number } {
  if (response.errorCode !== 0) return { errorCode: response.errorCode };
  return { errorCode: response.members.find((member) => member.errorCode !== 0)?.errorCode ?? 0 };
}

/** The LeaveGroup wire module (the classic consumer). @internal */
export const leaveGroup: RequestModule<'LeaveGroup', LeaveGroupFields, { readonly errorCode: number }> = { api: 'LeaveGroup', request, read };
