/**
 * The manager's record of one queued transactional request (Kafka's `TxnRequestHandler`): what to send,
 * which result it settles, and its retry bookkeeping. The wire body is built when it is sent, so a retry
 * after an epoch change carries the current producer id and epoch.
 */
import type { QueuedRequest } from './txn-request-queue.js';
import type { TransactionalRequestResult } from './transactional-request-result.js';
import type { TxnApi, TxnApiTypes } from './txn-requests.js';

interface PendingBase extends QueuedRequest {
  /** Retries after ordinary retriable errors or lost responses. */
  attempts: number;
  /** Retries after CONCURRENT_TRANSACTIONS (short backoff). */
  concurrentAttempts: number;
  readonly result: TransactionalRequestResult;
}

/**
 * The queued request of one API: the common fields and the API's own (`TxnApiTypes[A]['pending']`).
 * @internal
 */
export type PendingOf<A extends TxnApi> = PendingBase & { readonly api: A } & TxnApiTypes[A]['pending'];

/**
 * One queued request, by API.
 * @internal
 */
export type PendingTxnRequest = { [A in TxnApi]: PendingOf<A> }[TxnApi];
