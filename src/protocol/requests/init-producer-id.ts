/**
 * InitProducerId (api key 22): a producer id and epoch for a transactional or idempotent producer, fencing older
 * instances of the transactional id. With the current id and epoch (KIP-360, v3+) the coordinator bumps the epoch
 * instead of fencing; the admin sends none, to fence a transactional id's producers (KIP-618, Java's
 * `FenceProducersHandler`), which bumps the epoch (aborting an open transaction) as a new instance would.
 *
 * Below v3 the current id and epoch cannot be sent: the request goes without them (the coordinator then fences
 * rather than bumps) and `read` says the coordinator cannot bump (`supportsEpochBump`), as Java's
 * `coordinatorSupportsBumpingEpoch` does.
 *
 * Errors (InitProducerIdResponse.java): NOT_COORDINATOR, COORDINATOR_NOT_AVAILABLE, COORDINATOR_LOAD_IN_PROGRESS,
 * CONCURRENT_TRANSACTIONS, INVALID_TRANSACTION_TIMEOUT, TRANSACTIONAL_ID_AUTHORIZATION_FAILED,
 * CLUSTER_AUTHORIZATION_FAILED, PRODUCER_FENCED (v4+), INVALID_PRODUCER_EPOCH, TRANSACTION_ABORTABLE (v5+).
 */
import { createInitProducerIdRequest, type InitProducerIdRequest, type InitProducerIdResponse } from '../messages/init-producer-id.generated.js';
import type { RequestModule } from './request-module.js';

/** An InitProducerId. @internal */
export interface InitProducerIdFields {
  /** Null for an idempotent producer. */
  readonly transactionalId: string | null;
  /** Written with the new epoch to the transaction log; Java's admin sends its request timeout. */
  readonly transactionTimeoutMs: number;
  /** The current producer id and epoch, to bump rather than fence (-1 and -1: none). */
  readonly producerId: bigint;
  readonly producerEpoch: number;
}

/** The coordinator's answer. @internal */
export interface InitProducerIdAnswer {
  readonly errorCode: number;
  readonly producerId: bigint;
  readonly producerEpoch: number;
  /** False when the answer came below v3: this coordinator cannot bump the epoch of a producer that has one. */
  readonly supportsEpochBump: boolean;
}

/** The first version that carries the current id and epoch (KIP-360). */
const EPOCH_BUMP_FROM = 3;

function request(fields: InitProducerIdFields, version: number): InitProducerIdRequest {
  const { transactionalId, transactionTimeoutMs } = fields;
  if (version < EPOCH_BUMP_FROM) return createInitProducerIdRequest({ transactionalId, transactionTimeoutMs, producerId: -1n, producerEpoch: -1 });
  return createInitProducerIdRequest({ transactionalId, transactionTimeoutMs, producerId: fields.producerId, producerEpoch: fields.producerEpoch });
}

function read(response: InitProducerIdResponse, version: number): InitProducerIdAnswer {
  return { errorCode: response.errorCode, producerId: response.producerId, producerEpoch: response.producerEpoch, supportsEpochBump: version >= EPOCH_BUMP_FROM };
}

/** The InitProducerId wire module. @internal */
export const initProducerId: RequestModule<'InitProducerId', InitProducerIdFields, InitProducerIdAnswer> = { api: 'InitProducerId', request, read };
