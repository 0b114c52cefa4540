/**
 * InitProducerId (Kafka `InitProducerIdHandler`): a producer id and epoch, fencing older instances of the
 * transactional id; with the current id and epoch (KIP-360, v3+) it bumps the epoch instead.
 */
import { actionIn, COORDINATOR_BUSY, COORDINATOR_MOVED, type ErrorTable, FENCED } from '../../errors/classify.js';
import type { PendingOf } from '../pending-txn-request.js';
import { ProducerIdentity } from '../producer-identity.js';
import { TransactionState } from '../transaction-state.js';
import type { TxnContext } from '../txn-context.js';
import type { InitProducerIdResponse, TxnRequestByApi, TxnWire } from '../txn-requests.js';

type Request = TxnRequestByApi['InitProducerId'];

/** The request; a producer that has an id sends it, so the coordinator bumps the epoch instead of fencing it (KIP-360). */
export function buildInitProducerId(transactionalId: string | null, transactionTimeoutMs: number, identity: ProducerIdentity): Request {
  const bump = identity.isValid;
  return {
    transactionalId, transactionTimeoutMs,
    producerId: bump ? identity.producerId : -1n, producerEpoch: bump ? identity.producerEpoch : -1,
  };
}

/** InitProducerId on the wire. */
export const initProducerIdWire: TxnWire<'InitProducerId'> = {
  // KIP-360: v3+ carries the current id/epoch so the coordinator bumps instead of fencing.
  atVersion: (body, version) => (version >= 3 ? body : { ...body, producerId: -1n, producerEpoch: -1 }),
  maxVersion: () => undefined,
  read: (response) => response,
  brokers: () => [],
};

/** InitProducerId's error table (Kafka `InitProducerIdHandler`). */
export const INIT_PRODUCER_ID_ERRORS: ErrorTable = {
  NONE: 'none', ...COORDINATOR_MOVED, ...COORDINATOR_BUSY, ...FENCED,
  TRANSACTIONAL_ID_AUTHORIZATION_FAILED: 'fatal', CLUSTER_AUTHORIZATION_FAILED: 'fatal',
  INVALID_TRANSACTION_TIMEOUT: 'fatal',
  TRANSACTION_ABORTABLE: 'abort',
};

/** The answer: adopt the id/epoch (sequences restart) and move to READY, or apply the error's action. */
export function onInitProducerId(ctx: TxnContext, pending: PendingOf<'InitProducerId'>, response: InitProducerIdResponse, now: number): void {
  const action = actionIn(INIT_PRODUCER_ID_ERRORS, response.errorCode);
  if (action !== 'none') {
    ctx.applyErrorAction(pending, action, response.errorCode, now);
    return;
  }
  ctx.adoptIdentity(new ProducerIdentity(response.producerId, response.producerEpoch));
  ctx.epochBumpRequired = false;
  ctx.transitionTo(TransactionState.READY);
  if (ctx.completionResult === pending.result) ctx.completionResult = undefined;
  pending.result.done();
}

/** KIP-360 for idempotent producers: InitProducerId with the current id and epoch. */
export function requestIdempotentEpochBump(ctx: TxnContext): void {
  if (ctx.state !== TransactionState.READY) return;
  ctx.transitionTo(TransactionState.INITIALIZING);
  ctx.enqueueInitProducerId(true, ctx.newResult('epochBump'), 0);
}
