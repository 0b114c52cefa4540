/**
 * Heartbeat (api key 12): a classic member tells its coordinator it is alive in its generation; the answer says
 * whether the group is rebalancing. v3 adds the static member's `group.instance.id` (KIP-345; refused below, as in
 * Java).
 *
 * Errors (HeartbeatResponse.java): COORDINATOR_NOT_AVAILABLE, NOT_COORDINATOR, COORDINATOR_LOAD_IN_PROGRESS,
 * REBALANCE_IN_PROGRESS, ILLEGAL_GENERATION, UNKNOWN_MEMBER_ID, GROUP_AUTHORIZATION_FAILED, FENCED_INSTANCE_ID (v3+).
 */
import type { HeartbeatRequest, HeartbeatResponse } from '../messages/heartbeat.generated.js';
import { checkGroupInstanceId, type RequestModule } from './request-module.js';

/** The member and its generation. @internal */
export interface HeartbeatFields {
  readonly groupId: string;
  readonly generationId: number;
  readonly memberId: string;
  readonly groupInstanceId: string | null;
}

const INSTANCE_ID_FROM = 3;

function request(fields: HeartbeatFields, version: number): HeartbeatRequest {
  checkGroupInstanceId('Heartbeat', fields.groupInstanceId, version, INSTANCE_ID_FROM);
  return { groupId: fields.groupId, generationId: fields.generationId, memberId: fields.memberId, groupInstanceId: fields.groupInstanceId };
}

function read(response: HeartbeatResponse): { readonly errorCode: number } {
  return { errorCode: response.errorCode };
}

/** The Heartbeat wire module (the classic consumer). @internal */
export const heartbeat: RequestModule<'Heartbeat', HeartbeatFields, { readonly errorCode: number }> = { api: 'Heartbeat', request, read };
