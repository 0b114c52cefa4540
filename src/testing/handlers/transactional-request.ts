/**
 * What the transactional APIs (AddOffsetsToTxn, EndTxn, TxnOffsetCommit) hand the cluster alike: the transaction
 * and producer the request names, the version (the PRODUCER_FENCED / INVALID_PRODUCER_EPOCH choice and TV2) and the
 * receiving broker (coordinator placement).
 */
import type { HandlerContext } from '../broker/api-handler.js';
import type { TransactionalRequest } from '../transaction-coordinator-options.js';

/**
 * The request's transaction and producer, with the context's version and broker.
 * @internal
 */
export function transactionalRequest(
  request: { readonly transactionalId: string; readonly producerId: bigint; readonly producerEpoch: number },
  { version, brokerId }: HandlerContext,
): TransactionalRequest & { readonly version: number; readonly brokerId: number } {
  return { transactionalId: request.transactionalId, producerId: request.producerId, producerEpoch: request.producerEpoch, version, brokerId };
}
