/**
 * InitProducerId (api key 22) as an admin sends it to fence the producers of a transactional id (KIP-618; Java's
 * `FenceProducersHandler`): no producer id or epoch of its own, so the coordinator bumps the epoch (aborting an
 * open transaction) exactly as a new producer instance's `initTransactions` would.
 *
 * Errors (InitProducerIdResponse.java): NOT_COORDINATOR, COORDINATOR_NOT_AVAILABLE, COORDINATOR_LOAD_IN_PROGRESS,
 * CONCURRENT_TRANSACTIONS, INVALID_TRANSACTION_TIMEOUT, TRANSACTIONAL_ID_AUTHORIZATION_FAILED,
 * CLUSTER_AUTHORIZATION_FAILED, PRODUCER_FENCED (v4+), INVALID_PRODUCER_EPOCH, TRANSACTION_ABORTABLE (v5+).
 */
import { createInitProducerIdRequest, type InitProducerIdRequest, type InitProducerIdResponse } from '../messages/init-producer-id.generated.js';
import type { RequestModule } from './request-module.js';

/** A fencing InitProducerId. @internal */
export interface FenceFields {
  readonly transactionalId: string;
  /** Written with the new epoch to the transaction log; Java's admin sends its request timeout. */
  readonly transactionTimeoutMs: number;
}

/** The coordinator's answer. @internal */
export interface InitProducerIdAnswer {
  readonly errorCode: number;
  readonly producerId: bigint;
  readonly producerEpoch: number;
}

function request(fields: FenceFields): InitProducerIdRequest {
  return createInitProducerIdRequest({ transactionalId: fields.transactionalId, transactionTimeoutMs: fields.transactionTimeoutMs, producerId: -1n, producerEpoch: -1 });
}

function read(response: InitProducerIdResponse): InitProducerIdAnswer {
  return { errorCode: response.errorCode, producerId: response.producerId, producerEpoch: response.producerEpoch };
}

/** The InitProducerId wire module (the admin's fencing form). @internal */
export const initProducerId: RequestModule<'InitProducerId', FenceFields, InitProducerIdAnswer> = { api: 'InitProducerId', request, read };
