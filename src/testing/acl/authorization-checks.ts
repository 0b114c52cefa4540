/**
 * The whole-request checks Kafka's `KafkaApis` makes most often, as error codes for a handler's `authorize`:
 * `ErrorCode.NONE` when allowed, else the code the whole request is answered with.
 */
import { ErrorCode } from '../../errors/protocol-error-codes.generated.js';
import { AclOperation, CLUSTER_RESOURCE_NAME, ResourceType } from './acl-binding.js';
import type { InMemoryCluster } from '../in-memory-cluster.js';
import type { RequestAuthorization } from './request-authorization.js';

/**
 * WRITE on the transactional id, else TRANSACTIONAL_ID_AUTHORIZATION_FAILED (InitProducerId, AddPartitionsToTxn,
 * AddOffsetsToTxn, TxnOffsetCommit, EndTxn, transactional Produce).
 * @internal
 */
export function writeOnTransactionalId(authorization: RequestAuthorization, transactionalId: string): number {
  return authorization.allows(AclOperation.WRITE, ResourceType.TRANSACTIONAL_ID, transactionalId) ? ErrorCode.NONE : ErrorCode.TRANSACTIONAL_ID_AUTHORIZATION_FAILED;
}

/**
 * READ on the group, else GROUP_AUTHORIZATION_FAILED (the group membership APIs, OffsetCommit, AddOffsetsToTxn,
 * TxnOffsetCommit).
 * @internal
 */
export function readOnGroup(authorization: RequestAuthorization, groupId: string): number {
  return authorization.allows(AclOperation.READ, ResourceType.GROUP, groupId) ? ErrorCode.NONE : ErrorCode.GROUP_AUTHORIZATION_FAILED;
}

/**
 * The first code of `checks` that is not NONE (they run in order, as Kafka's do), or NONE.
 * @internal
 */
export function firstDenial(...checks: readonly (() => number)[]): number {
  for (const check of checks) {
    const errorCode = check();
    if (errorCode !== ErrorCode.NONE) return errorCode;
  }
  return ErrorCode.NONE;
}

/**
 * The ACL APIs' check (Kafka's `AclApis`): SECURITY_DISABLED without an authorizer, else ALTER on the cluster or
 * CLUSTER_AUTHORIZATION_FAILED.
 * @internal
 */
export function alterOnCluster(cluster: InMemoryCluster, authorization: RequestAuthorization): number {
  if (cluster.authorizer === undefined) return ErrorCode.SECURITY_DISABLED;
  return authorization.allows(AclOperation.ALTER, ResourceType.CLUSTER, CLUSTER_RESOURCE_NAME) ? ErrorCode.NONE : ErrorCode.CLUSTER_AUTHORIZATION_FAILED;
}

/**
 * CREATE on the cluster or on the topic, which Kafka asks before creating a topic (CreateTopics, Metadata's
 * auto-creation).
 * @internal
 */
export function mayCreateTopic(authorization: RequestAuthorization, topic: string): boolean {
  return authorization.allows(AclOperation.CREATE, ResourceType.CLUSTER, CLUSTER_RESOURCE_NAME) || authorization.allows(AclOperation.CREATE, ResourceType.TOPIC, topic);
}

/** What the request-level checks below read of a handler's context. */
interface AuthorizationContext {
  /** What the request's principal may do. */
  readonly authorization: RequestAuthorization;
}

/**
 * A handler's `authorize` for a request naming a group: {@link readOnGroup} on it (OffsetCommit, the group
 * membership APIs).
 * @internal
 */
export function authorizeGroupRead(request: { readonly groupId: string }, { authorization }: AuthorizationContext): number {
  return readOnGroup(authorization, request.groupId);
}

/**
 * A handler's `authorize` for a request naming a transactional id: {@link writeOnTransactionalId} on it (EndTxn).
 * @internal
 */
export function authorizeTransactionalIdWrite(request: { readonly transactionalId: string }, { authorization }: AuthorizationContext): number {
  return writeOnTransactionalId(authorization, request.transactionalId);
}

/**
 * A handler's `authorize` for a request adding a group's offsets to a transaction: WRITE on the transactional id,
 * then READ on the group, in Kafka's order (AddOffsetsToTxn, TxnOffsetCommit).
 * @internal
 */
export function authorizeTransactionalGroupOffsets(request: { readonly transactionalId: string; readonly groupId: string }, context: AuthorizationContext): number {
  return firstDenial(() => authorizeTransactionalIdWrite(request, context), () => authorizeGroupRead(request, context));
}
