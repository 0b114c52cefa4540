/**
 * FindCoordinator (api key 10): the broker coordinating a group (key type 0) or a transactional id (1). v4+
 * (KIP-699) looks up many keys in one request; below v4 a request carries one key, so `request` sends the first
 * key only and `read` answers for it: a caller looks up what is still unanswered again. v0 has no key type and
 * finds group coordinators only.
 *
 * Errors per key (FindCoordinatorResponse.java): COORDINATOR_NOT_AVAILABLE, NOT_COORDINATOR,
 * GROUP_AUTHORIZATION_FAILED, TRANSACTIONAL_ID_AUTHORIZATION_FAILED, INVALID_REQUEST, TRANSACTION_ABORTABLE (v5+),
 * COORDINATOR_LOAD_IN_PROGRESS.
 */
import { createFindCoordinatorRequest, type FindCoordinatorRequest, type FindCoordinatorResponse } from '../messages/find-coordinator.generated.js';
import { unsupported, type RequestModule } from './request-module.js';

/** The key type: a consumer group or a transactional id. @internal */
export const CoordinatorType = {
  /** FindCoordinator for a consumer group id. */
  GROUP: 0,
  /** FindCoordinator for a transactional id. */
  TRANSACTION: 1,
} as const;

/** Keys to look up. @internal */
export interface FindCoordinatorFields {
  readonly keyType: (typeof CoordinatorType)[keyof typeof CoordinatorType];
  /** At least one. */
  readonly keys: readonly string[];
}

/** One key's coordinator. @internal */
export interface FoundCoordinator {
  readonly key: string;
  readonly errorCode: number;
  readonly errorMessage: string | null;
  readonly nodeId: number;
  readonly host: string;
  readonly port: number;
}

/** Versions before this carry one key per request. */
const BATCHED_FROM = 4;
/** The first version with a key type (v0 knows group coordinators only). */
const KEY_TYPE_FROM = 1;

function request(fields: FindCoordinatorFields, version: number): FindCoordinatorRequest {
  if (version >= BATCHED_FROM) return createFindCoordinatorRequest({ keyType: fields.keyType, coordinatorKeys: [...fields.keys] });
  const key = fields.keys[0] ?? '';
  if (version >= KEY_TYPE_FROM) return createFindCoordinatorRequest({ keyType: fields.keyType, key });
  if (fields.keyType !== CoordinatorType.GROUP) throw unsupported('FindCoordinator', 'a transaction coordinator lookup', version);
  return createFindCoordinatorRequest({ key });
}

/** The answers; below v4 one answer, for the first key of `fields` (the only one sent). */
function read(response: FindCoordinatorResponse, version: number, fields: FindCoordinatorFields): readonly FoundCoordinator[] {
  if (version >= BATCHED_FROM) return response.coordinators.map(({ key, errorCode, errorMessage, nodeId, host, port }) => ({ key, errorCode, errorMessage, nodeId, host, port }));
  const { errorCode, errorMessage, nodeId, host, port } = response;
  return [{ key: fields.keys[0] ?? '', errorCode, errorMessage, nodeId, host, port }];
}

/** The FindCoordinator wire module. @internal */
export const findCoordinator: RequestModule<'FindCoordinator', FindCoordinatorFields, readonly FoundCoordinator[]> = { api: 'FindCoordinator', request, read };
