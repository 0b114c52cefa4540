/**
 * What the transaction core needs from one API's handler module (`handlers/<api>.ts`): which coordinator the
 * request goes to, how it is built and put on the wire, how its answer changes the state, and its error
 * table. Each handler module exports one {@link TxnHandler}; `txn-handlers.ts` lists them, and the request
 * routing (`txn-request-handler.ts`) and the error tables (`error-tables.ts`) read them from there. This
 * module sits below the handler modules and the registry, so neither imports the other's dependents.
 */
import type { ErrorTable } from '../errors/classify.js';
import type { PendingOf } from './pending-txn-request.js';
import type { TxnContext } from './txn-context.js';
import type { CoordinatorKey } from './txn-coordinators.js';
import type { ApiMessages } from '../protocol/messages/api-keys.generated.js';
import type { TxnApi, TxnApiWire, TxnResponseByApi } from './txn-requests.js';

/**
 * One transactional API, as the core sends it and reads its answer.
 * @internal
 */
export interface TxnHandler<A extends TxnApi> {
  readonly api: A;
  /** The coordinator the request needs, or undefined when any broker will do. */
  coordinator(pending: PendingOf<A>, transactionalId: string | null): CoordinatorKey | undefined;
  /** The request, stamped with the current producer id and epoch. */
  build(ctx: TxnContext, pending: PendingOf<A>): ApiMessages[A]['request'];
  /** How the request goes on the wire: its API's wire module (`src/protocol/requests/`). */
  readonly wire: TxnApiWire<A>;
  /** The answer's effect on the transaction. */
  onResponse(ctx: TxnContext, pending: PendingOf<A>, response: TxnResponseByApi[A], now: number): void;
  /** The action of each error code the API answers with (Kafka's handler's decision list). */
  readonly errors: ErrorTable;
}

/**
 * Every API's handler, by API: a missing or misnamed entry does not compile.
 * @internal
 */
export type TxnHandlers = { readonly [A in TxnApi]: TxnHandler<A> };

/**
 * The `coordinator` of the APIs that go to this producer's transaction coordinator (AddPartitionsToTxn,
 * AddOffsetsToTxn, EndTxn).
 * @internal
 */
export function transactionCoordinatorOf(_pending: unknown, transactionalId: string | null): CoordinatorKey {
  return { type: 'transaction', key: transactionalId ?? '' };
}

/**
 * A handler module's record; only checks its type (and infers the API from `api`).
 * @internal
 */
export function defineTxnHandler<A extends TxnApi>(handler: TxnHandler<A>): TxnHandler<A> {
  return handler;
}
