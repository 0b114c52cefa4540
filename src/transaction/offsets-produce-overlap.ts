/**
 * Keeping a transaction's offsets request and its Produce requests out of each other's flight: under TV1 the
 * AddOffsetsToTxn, under TV2 the TxnOffsetCommit (whose group coordinator adds the offsets partition to the
 * transaction itself, KIP-890 part 2). Measured on Apache Kafka 4.4.0 (docs/performance.md, "Round trips per
 * transaction"): sent while a Produce of the same transaction is unanswered, that request draws
 * CONCURRENT_TRANSACTIONS in 40-70% of transactions, and each collision costs a retry backoff (20 ms) far
 * larger than the round trip the overlap saves. So: the offsets request waits for the transaction's
 * in-flight Produce requests, and new Produce requests wait while the offsets request is at the head of the
 * queue or in flight (so a steady stream of sends cannot starve it). Only scheduling: what is sent, and with
 * which producer id, epoch and sequence, does not change. Switched by the internal option
 * `offsetsAfterProduce` (default true) so benchmarks can measure both.
 */
import type { PendingTxnRequest } from './pending-txn-request.js';
import type { TxnContext } from './txn-context.js';

/**
 * True for the offsets request that must not share the flight with the transaction's Produce requests.
 * @internal
 */
export function isOffsetsAfterProduce(ctx: TxnContext, pending: PendingTxnRequest): boolean {
  if (!ctx.offsetsAfterProduce || !ctx.isTransactional) return false;
  return ctx.transactionVersion === 1 ? pending.api === 'AddOffsetsToTxn' : pending.api === 'TxnOffsetCommit';
}

/**
 * True while new Produce requests of the transaction must wait: such an offsets request is first in the
 * queue (it waits for the Produce requests already in flight) or in flight.
 * @internal
 */
export function isProduceHeldForOffsets(ctx: TxnContext): boolean {
  if (!ctx.offsetsAfterProduce || ctx.transactionalId === null) return false;
  const head = ctx.queue.peek();
  if (head !== undefined && isOffsetsAfterProduce(ctx, head)) return true;
  for (const { pending } of ctx.inFlight.values()) if (isOffsetsAfterProduce(ctx, pending)) return true;
  return false;
}
