/**
 * InitProducerId (api key 22).
 *
 * Behaviour: without a transactional id any broker hands out a fresh producer id at epoch 0 (idempotent
 * producers). With one, the transaction coordinator (placement checked: NOT_COORDINATOR) bumps the epoch,
 * fencing the previous producer, aborts a transaction left open (answering CONCURRENT_TRANSACTIONS until
 * the abort completes), rotates the producer id at epoch exhaustion, and from v3 accepts the current
 * producer id and epoch for KIP-360 recovery (fenced when they do not match).
 *
 * Version notes: v3+ current producer id/epoch (KIP-360); v4+ PRODUCER_FENCED instead of
 * INVALID_PRODUCER_EPOCH (KIP-588); v2+ flexible.
 *
 * Authorization (KafkaApis.handleInitProducerIdRequest): WRITE on the transactional id, else
 * TRANSACTIONAL_ID_AUTHORIZATION_FAILED; without one, IDEMPOTENT_WRITE on the cluster or WRITE on some topic
 * (KIP-679), else CLUSTER_AUTHORIZATION_FAILED.
 *
 * Simplifications: see TransactionCoordinator (no transactional.id expiration, coordinator epoch 0).
 */
import { createInitProducerIdResponse } from '../../protocol/messages/init-producer-id.generated.js';
import { defineHandler } from '../broker/api-handler.js';
import { ErrorCode } from '../../errors/protocol-error-codes.generated.js';
import { AclOperation, CLUSTER_RESOURCE_NAME, ResourceType } from '../acl/acl-binding.js';
import { writeOnTransactionalId } from '../acl/authorization-checks.js';

/**
 * The InitProducerId handler.
 * @internal
 */
export const initProducerIdHandler = defineHandler('InitProducerId', { min: 0, max: 5 }, {
  authorize(request, { authorization }) {
    if (request.transactionalId !== null) return writeOnTransactionalId(authorization, request.transactionalId);
    const idempotent = authorization.allows(AclOperation.IDEMPOTENT_WRITE, ResourceType.CLUSTER, CLUSTER_RESOURCE_NAME) || authorization.allowsSome(AclOperation.WRITE, ResourceType.TOPIC);
    return idempotent ? ErrorCode.NONE : ErrorCode.CLUSTER_AUTHORIZATION_FAILED;
  },
  handle(request, { cluster, brokerId, version }) {
    const result = cluster.initProducerId({
      transactionalId: request.transactionalId,
      transactionTimeoutMs: request.transactionTimeoutMs,
      ...(version >= 3 ? { producerId: request.producerId, producerEpoch: request.producerEpoch } : {}),
      version,
      brokerId,
    });
    return createInitProducerIdResponse({ errorCode: result.errorCode, producerId: result.producerId, producerEpoch: result.producerEpoch });
  },
  errorResponse(_request, errorCode) {
    return createInitProducerIdResponse({ errorCode, producerId: -1n, producerEpoch: -1 });
  },
});
