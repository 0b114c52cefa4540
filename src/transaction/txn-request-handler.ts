/**
 * The routing half of Kafka's `TxnRequestHandler`: turns a queued {@link PendingTxnRequest} into the
 * {@link OutboundTxnRequest} the Sender sends, stamped with the current producer id and epoch, shaped for the
 * wire by its API's handler module, and bound to that module's response handler (`answer`); and names the
 * coordinator a queued request needs. Both read the API's handler from the registry (`txn-handlers.ts`); the
 * request building, error tables and transitions stay in `handlers/`; the {@link TransactionManager} owns when
 * a request may go out.
 */
import type { PendingOf, PendingTxnRequest } from './pending-txn-request.js';
import type { TxnContext } from './txn-context.js';
import type { CoordinatorKey } from './txn-coordinators.js';
import type { TxnHandler } from './txn-handler.js';
import { TXN_HANDLERS } from './txn-handlers.js';
import type { OutboundTxnRequest, RequestTarget, TxnApi, TxnOutbound } from './txn-requests.js';

/** The handler of `pending`'s API, typed by that API. */
function handlerOf<A extends TxnApi>(pending: PendingOf<A>): TxnHandler<A> {
  return TXN_HANDLERS[pending.api];
}

/**
 * The request for `pending` with the current producer id and epoch, how it goes on the wire, and who reads
 * its answer. Takes the next request id from `ctx`.
 */
export function toOutboundTxnRequest(ctx: TxnContext, pending: PendingTxnRequest, target: RequestTarget): OutboundTxnRequest {
  return outbound(ctx, pending, target);
}

function outbound<A extends TxnApi>(ctx: TxnContext, pending: PendingOf<A>, target: RequestTarget): TxnOutbound<A> {
  const id = ctx.allocateRequestId();
  const handler = handlerOf(pending);
  return {
    id, api: pending.api, target, body: handler.build(ctx, pending), wire: handler.wire,
    answer: (response, now) => { handler.onResponse(ctx, pending, response, now); },
  };
}

/** The coordinator a queued request needs, if any (FindCoordinator needs none; an idempotent init neither). @internal */
export function coordinatorOf(pending: PendingTxnRequest, transactionalId: string | null): CoordinatorKey | undefined {
  return coordinatorFor(pending, transactionalId);
}

function coordinatorFor<A extends TxnApi>(pending: PendingOf<A>, transactionalId: string | null): CoordinatorKey | undefined {
  return handlerOf(pending).coordinator(pending, transactionalId);
}
