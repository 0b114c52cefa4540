/**
 * JoinGroup (api key 11): a classic-protocol member joins (or rejoins) its group with its subscription per offered
 * assignor. v1 adds the rebalance timeout (before it the session timeout is both), v4 the two-step join (the first
 * answer is MEMBER_ID_REQUIRED with the member id to join again with, KIP-394), v5 the static member's
 * `group.instance.id` (KIP-345; a static member cannot join an older coordinator, as in Java's
 * `JoinGroupRequest.Builder`), v8 the reason (KIP-800, dropped below), v9 `skipAssignment` in the answer (KIP-814).
 *
 * Errors (JoinGroupResponse.java): COORDINATOR_LOAD_IN_PROGRESS, COORDINATOR_NOT_AVAILABLE, NOT_COORDINATOR,
 * INCONSISTENT_GROUP_PROTOCOL, UNKNOWN_MEMBER_ID, INVALID_SESSION_TIMEOUT, GROUP_AUTHORIZATION_FAILED,
 * GROUP_MAX_SIZE_REACHED, MEMBER_ID_REQUIRED (v4+), FENCED_INSTANCE_ID (v5+), UNRELEASED_INSTANCE_ID (v5+),
 * INVALID_GROUP_ID.
 */
import type { JoinGroupRequest, JoinGroupResponse } from '../messages/join-group.generated.js';
import { checkGroupInstanceId, type RequestModule } from './request-module.js';

/** A member's join. @internal */
export interface JoinGroupFields {
  readonly groupId: string;
  readonly sessionTimeoutMs: number;
  readonly rebalanceTimeoutMs: number;
  /** '' on the first join. */
  readonly memberId: string;
  readonly groupInstanceId: string | null;
  readonly protocolType: string;
  readonly protocols: readonly { readonly name: string; readonly metadata: Buffer }[];
  readonly reason?: string;
}

/** The coordinator's answer; `members` is non-empty for the leader only. @internal */
export interface JoinGroupAnswer {
  readonly errorCode: number;
  readonly generationId: number;
  /** The assignor the coordinator chose ('' when none was). */
  readonly protocolName: string;
  readonly leader: string;
  /** The member id this member has from now on (also with MEMBER_ID_REQUIRED). */
  readonly memberId: string;
  /** The leader must not run the assignor (v9+: the coordinator assigns for a static leader's restart). */
  readonly skipAssignment: boolean;
  readonly members: readonly { readonly memberId: string; readonly groupInstanceId: string | null; readonly metadata: Buffer }[];
}

const INSTANCE_ID_FROM = 5;
const REASON_FROM = 8;

function request(fields: JoinGroupFields, version: number): JoinGroupRequest {
  checkGroupInstanceId('JoinGroup', fields.groupInstanceId, version, INSTANCE_ID_FROM);
  return {
    groupId: fields.groupId, sessionTimeoutMs: fields.sessionTimeoutMs, rebalanceTimeoutMs: fields.rebalanceTimeoutMs, memberId: fields.memberId,
    groupInstanceId: fields.groupInstanceId, protocolType: fields.protocolType,
    protocols: fields.protocols.map(({ name, metadata }) => ({ name, metadata })),
    reason: version >= REASON_FROM ? (fields.reason ?? null) : null,
  };
}

function read(response: JoinGroupResponse): JoinGroupAnswer {
  return {
    errorCode: response.errorCode, generationId: response.generationId, protocolName: response.protocolName ?? '', leader: response.leader,
    memberId: response.memberId, skipAssignment: response.skipAssignment, members: response.members,
  };
}

/** The JoinGroup wire module (the classic consumer). @internal */
export const joinGroup: RequestModule<'JoinGroup', JoinGroupFields, JoinGroupAnswer> = { api: 'JoinGroup', request, read };
