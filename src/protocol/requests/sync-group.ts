/**
 * SyncGroup (api key 14): every member of a classic generation asks for its assignment; the leader's request carries
 * everyone's. v3 adds the static member's `group.instance.id` (KIP-345; refused below, as in Java), v5 the protocol
 * type and name, which the coordinator checks against the generation's (INCONSISTENT_GROUP_PROTOCOL).
 *
 * Errors (SyncGroupResponse.java): COORDINATOR_NOT_AVAILABLE, NOT_COORDINATOR, ILLEGAL_GENERATION, UNKNOWN_MEMBER_ID,
 * REBALANCE_IN_PROGRESS, GROUP_AUTHORIZATION_FAILED, COORDINATOR_LOAD_IN_PROGRESS, FENCED_INSTANCE_ID (v3+),
 * INCONSISTENT_GROUP_PROTOCOL (v5+).
 */
import type { SyncGroupRequest, SyncGroupResponse } from '../messages/sync-group.generated.js';
import { checkGroupInstanceId, type RequestModule } from './request-module.js';

/** A member's sync; `assignments` from the leader only. @internal */
export interface SyncGroupFields {
  readonly groupId: string;
  readonly generationId: number;
  readonly memberId: string;
  readonly groupInstanceId: string | null;
  readonly protocolType: string;
  readonly protocolName: string;
  readonly assignments: readonly { readonly memberId: string; readonly assignment: Buffer }[];
}

/** This member's assignment (the embedded consumer protocol's bytes). @internal */
export interface SyncGroupAnswer {
  readonly errorCode: number;
  readonly assignment: Buffer;
}

const INSTANCE_ID_FROM = 3;
const PROTOCOL_FROM = 5;

function request(fields: SyncGroupFields, version: number): SyncGroupRequest {
  checkGroupInstanceId('SyncGroup', fields.groupInstanceId, version, INSTANCE_ID_FROM);
  return {
    groupId: fields.groupId, generationId: fields.generationId, memberId: fields.memberId, groupInstanceId: fields.groupInstanceId,
    protocolType: version >= PROTOCOL_FROM ? fields.protocolType : null, protocolName: version >= PROTOCOL_FROM ? fields.protocolName : null,
    assignments: fields.assignments.map(({ memberId, assignment }) => ({ memberId, assignment })),
  };
}

function read(response: SyncGroupResponse): SyncGroupAnswer {
  return { errorCode: response.errorCode, assignment: response.assignment };
}

/** The SyncGroup wire module (the classic consumer). @internal */
export const syncGroup: RequestModule<'SyncGroup', SyncGroupFields, SyncGroupAnswer> = { api: 'SyncGroup', request, read };
