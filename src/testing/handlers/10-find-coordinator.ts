/**
 * FindCoordinator (api key 10).
 *
 * Behaviour: the coordinator of a group id (key type 0) or transactional id (key type 1) is the leader of
 * its `__consumer_offsets` / `__transaction_state` partition (`abs(javaHashCode(key)) % 50`, see
 * ClusterState), or where a test pinned it; a down coordinator answers COORDINATOR_NOT_AVAILABLE, an empty
 * key INVALID_REQUEST. Any broker answers (no placement check).
 *
 * Version notes: v0 has no key type (group only); v1-3 answer one key; v4+ batch keys (KIP-699), one result
 * per key.
 *
 * Authorization (KafkaApis.handleFindCoordinatorRequest): DESCRIBE on the group, else GROUP_AUTHORIZATION_FAILED;
 * DESCRIBE on the transactional id, else TRANSACTIONAL_ID_AUTHORIZATION_FAILED (per key from v4).
 *
 * Simplifications: share-group keys (type 2, KIP-932) answer INVALID_REQUEST; coordinators are never
 * "loading" (no COORDINATOR_LOAD_IN_PROGRESS unless injected).
 */
import { ErrorCode, errorCodeName } from '../../errors/protocol-error-codes.generated.js';
import { createFindCoordinatorResponse, createFindCoordinatorResponseCoordinator } from '../../protocol/messages/find-coordinator.generated.js';
import { defineHandler } from '../broker/api-handler.js';
import { CoordinatorKeyType } from '../cluster-state.js';
import type { InMemoryCluster } from '../in-memory-cluster.js';
import { AclOperation, ResourceType } from '../acl/acl-binding.js';
import type { RequestAuthorization } from '../acl/request-authorization.js';

interface Lookup {
  readonly errorCode: number;
  readonly nodeId: number;
  readonly host: string;
  readonly port: number;
}

/**
 * The FindCoordinator handler.
 * @internal
 */
export const findCoordinatorHandler = defineHandler('FindCoordinator', { min: 0, max: 6 }, {
  handle(request, { cluster, version, authorization }) {
    const keyType = version >= 1 ? request.keyType : CoordinatorKeyType.GROUP;
    if (version >= 4) {
      return createFindCoordinatorResponse({
        coordinators: request.coordinatorKeys.map((key) => {
          const found = lookup(cluster, keyType, key, authorization);
          return createFindCoordinatorResponseCoordinator({ key, ...found, errorMessage: messageFor(found.errorCode) });
        }),
      });
    }
    const found = lookup(cluster, keyType, request.key, authorization);
    return createFindCoordinatorResponse({ ...found, errorMessage: version >= 1 ? messageFor(found.errorCode) : null });
  },
  errorResponse(request, errorCode, { version }) {
    if (version >= 4) {
      return createFindCoordinatorResponse({
        coordinators: request.coordinatorKeys.map((key) => createFindCoordinatorResponseCoordinator({ key, nodeId: -1, host: '', port: -1, errorCode, errorMessage: messageFor(errorCode) })),
      });
    }
    return createFindCoordinatorResponse({ errorCode, nodeId: -1, host: '', port: -1, errorMessage: version >= 1 ? messageFor(errorCode) : null });
  },
});

function lookup(cluster: InMemoryCluster, keyType: number, key: string, authorization: RequestAuthorization): Lookup {
  if (keyType !== CoordinatorKeyType.GROUP && keyType !== CoordinatorKeyType.TRANSACTION) return { errorCode: ErrorCode.INVALID_REQUEST, nodeId: -1, host: '', port: -1 };
  if (keyType === CoordinatorKeyType.GROUP && !authorization.allows(AclOperation.DESCRIBE, ResourceType.GROUP, key)) return { errorCode: ErrorCode.GROUP_AUTHORIZATION_FAILED, nodeId: -1, host: '', port: -1 };
  if (keyType === CoordinatorKeyType.TRANSACTION && !authorization.allows(AclOperation.DESCRIBE, ResourceType.TRANSACTIONAL_ID, key)) return { errorCode: ErrorCode.TRANSACTIONAL_ID_AUTHORIZATION_FAILED, nodeId: -1, host: '', port: -1 };
  const found = cluster.findCoordinator(keyType, key);
  const broker = found.errorCode === ErrorCode.NONE ? cluster.state.broker(found.nodeId) : undefined;
  if (broker === undefined) return { errorCode: found.errorCode === ErrorCode.NONE ? ErrorCode.COORDINATOR_NOT_AVAILABLE : found.errorCode, nodeId: -1, host: '', port: -1 };
  return { errorCode: ErrorCode.NONE, nodeId: broker.nodeId, host: broker.host, port: broker.port };
}

function messageFor(errorCode: number): string | null {
  return errorCode === ErrorCode.NONE ? null : errorCodeName(errorCode);
}
