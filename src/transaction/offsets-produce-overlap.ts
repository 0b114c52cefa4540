/**
 * An internal scheduling policy, off by default (`offsetsAfterProduce`): keeps a transaction's offsets request
 * (TV1 AddOffsetsToTxn; TV2 TxnOffsetCommit, whose group coordinator adds the offsets partition to the
 * transaction itself) and its Produce requests out of each other's flight. When on, the offsets request waits
 * for the transaction's in-flight Produce requests, and new Produce requests wait while the offsets request is
 * at the head of the queue or in flight (so a steady stream of sends cannot starve it). Only scheduling: what is
 * sent, and with which producer id, epoch and sequence, does not change.
 *
 * Why it exists and why it is off (docs/performance.md, "Round trips per transaction"): the
 * CONCURRENT_TRANSACTIONS that an earlier measurement on Apache Kafka 4.4.0 blamed on this overlap turned out,
 * traced request by request, to come from the transaction's first request meeting the coordinator still
 * completing the previous transaction. With the policy on, that collision stayed as frequent and each
 * transaction paid one more round trip; kept as a switch so benchmarks can measure both.
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
