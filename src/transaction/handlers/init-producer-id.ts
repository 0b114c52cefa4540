/**
 * InitProducerId (Kafka `InitProducerIdHandler`): a producer id and epoch, fencing older instances of the
 * transactional id; with the current id and epoch (KIP-360, v3+) it bumps the epoch instead.
 */
import { actionIn, COORDINATOR_BUSY, COORDINATOR_MOVED, type ErrorTable, FENCED } from '../../errors/classify.js';
import { ErrorCode, errorCodeName } from '../../errors/protocol-error-codes.generated.js';
import { TransactionError } from '../../errors/transaction-errors.js';
import { applyErrorAction } from '../error-actions.js';
import type { PendingOf } from '../pending-txn-request.js';
import { ProducerIdentity } from '../producer-identity.js';
import { TransactionState } from '../../common/transaction-names.js';
import type { TxnContext } from '../txn-context.js';
import { initProducerId } from '../../protocol/requests/init-producer-id.js';
import { defineTxnHandler, type TxnHandler } from '../txn-handler.js';
import { txnWire, type TxnRequestByApi, type TxnApiWire } from '../txn-requests.js';

type Request = TxnRequestByApi['InitProducerId'];

/**
 * The InitProducerId response fields read.
 * @internal
 */
export interface InitProducerIdResponse {
  readonly errorCode: number;
  readonly producerId: bigint;
  readonly producerEpoch: number;
  /**
   * False when the answer came at a version below 3 (KIP-360): the coordinator cannot bump the epoch of a
   * producer that has one. Undefined when the reader does not know (taken as true).
   */
  readonly supportsEpochBump?: boolean;
}

declare module '../txn-requests.js' {
  interface TxnApiTypes {
    InitProducerId: { response: InitProducerIdResponse; pending: { readonly isEpochBump: boolean } };
  }
}

/** The request; a producer that has an id sends it, so the coordinator bumps the epoch instead of fencing it (KIP-360). */
export function buildInitProducerId(transactionalId: string | null, transactionTimeoutMs: number, identity: ProducerIdentity): Request {
  const bump = identity.isValid;
  return {
    transactionalId, transactionTimeoutMs,
    producerId: bump ? identity.producerId : -1n, producerEpoch: bump ? identity.producerEpoch : -1,
  };
}

/** InitProducerId on the wire: the wire module (below v3 it cannot bump and says so in `supportsEpochBump`). */
const initProducerIdWire: TxnApiWire<'InitProducerId'> = txnWire(initProducerId, (body) => body, (answer) => answer);

/**
 * InitProducerId's error table (Kafka `InitProducerIdHandler`). The two authorization failures are fatal to a
 * call in progress, but, as in Kafka (`abortableError` then `Sender.shouldHandleAuthorizationError` ->
 * `transitionToUninitialized`), a transactional producer that was initializing goes back to UNINITIALIZED:
 * `initTransactions()` can be called again once the ACL is granted.
 */
const INIT_PRODUCER_ID_ERRORS: ErrorTable = {
  NONE: 'none', ...COORDINATOR_MOVED, ...COORDINATOR_BUSY, ...FENCED,
  TRANSACTIONAL_ID_AUTHORIZATION_FAILED: 'fatal', CLUSTER_AUTHORIZATION_FAILED: 'fatal',
  INVALID_TRANSACTION_TIMEOUT: 'fatal',
  TRANSACTION_ABORTABLE: 'abort',
};

/** What to do after an InitProducerId refused for authorization. */
const AUTHORIZATION_REMEDY = 'grant the missing ACL (or fix the principal), then call initTransactions() again; the producer is UNINITIALIZED and can be reused';

/** The answer: adopt the id/epoch (sequences restart) and move to READY, or apply the error's action. */
function onInitProducerId(ctx: TxnContext, pending: PendingOf<'InitProducerId'>, response: InitProducerIdResponse, now: number): void {
  const action = actionIn(INIT_PRODUCER_ID_ERRORS, response.errorCode);
  if (action !== 'none') {
    const authorization = response.errorCode === ErrorCode.TRANSACTIONAL_ID_AUTHORIZATION_FAILED || response.errorCode === ErrorCode.CLUSTER_AUTHORIZATION_FAILED;
    if (authorization && ctx.isTransactional && ctx.state === TransactionState.INITIALIZING) {
      const name = errorCodeName(response.errorCode);
      const error = new TransactionError(`ERR_TXN_${name}`, `InitProducerId failed with ${name} (${response.errorCode}): the producer is not initialized`,
        { classification: 'fatal', api: 'InitProducerId', errorCode: response.errorCode, remedy: AUTHORIZATION_REMEDY });
      pending.result.fail(error);
      ctx.uninitialize(error);
      return;
    }
    applyErrorAction(ctx, pending, action, response.errorCode, now);
    return;
  }
  // A coordinator without InitProducerId v3 cannot bump an epoch (Kafka `coordinatorSupportsBumpingEpoch`).
  ctx.producerIdInitialized(new ProducerIdentity(response.producerId, response.producerEpoch), response.supportsEpochBump, pending.result);
  pending.result.done();
}

/** KIP-360 for idempotent producers: InitProducerId with the current id and epoch. */
export function requestIdempotentEpochBump(ctx: TxnContext): void {
  if (ctx.state !== TransactionState.READY) return;
  ctx.transitionTo(TransactionState.INITIALIZING);
  ctx.enqueueInitProducerId(true, ctx.newResult('epochBump'), 0);
}

/** InitProducerId: to the transaction coordinator, or to any broker for an idempotent producer. */
export const initProducerIdHandler: TxnHandler<'InitProducerId'> = defineTxnHandler({
  api: 'InitProducerId',
  coordinator: (_pending, transactionalId) => (transactionalId === null ? undefined : { type: 'transaction', key: transactionalId }),
  build: (ctx) => buildInitProducerId(ctx.transactionalId, ctx.transactionTimeoutMs, ctx.producerIdentity),
  wire: initProducerIdWire,
  onResponse: onInitProducerId,
  errors: INIT_PRODUCER_ID_ERRORS,
});
