/**
 * The vocabulary of what an error code means to the transaction core (`ErrorAction`) and how a per-API table
 * of them is read. The tables themselves live with their API: each handler module in
 * `src/transaction/handlers/` owns its API's table (copied from the decision lists of Kafka's
 * `TransactionManager` handlers, with the KIP-1050 classes), `batch-fate.ts` owns Produce's; all of them are
 * listed together in `src/transaction/error-tables.ts`. Codes missing from a table fall back on the protocol
 * table's `retriable` hint: retriable -> retry, otherwise fatal (Kafka: "unexpected error" -> fatalError), or
 * fail-batch for Produce.
 */
import { errorCodeInfo, type ErrorCodeName, ErrorCode } from './protocol-error-codes.generated.js';
import type { ErrorClassification } from './transaction-errors.js';

/**
 * What the transaction core does with an error code.
 * - `none`: success.
 * - `retry`: retriable; retried after `retryBackoffMs` (exponential, jittered).
 * - `retry-short`: CONCURRENT_TRANSACTIONS; retried after the short rising backoff (2, 4, 8 ms ...).
 * - `rediscover`: the coordinator moved or is unavailable; FindCoordinator, then retry.
 * - `abort`: abortable; the transaction moves to ABORTABLE_ERROR.
 * - `abort-and-bump`: abortable, and the abort must bump the epoch (KIP-360 UNKNOWN_PRODUCER_ID /
 *   OUT_OF_ORDER_SEQUENCE_NUMBER, KIP-588 INVALID_PRODUCER_EPOCH on Produce). An idempotent producer
 *   bumps at once and retries the batch.
 * - `fenced`: application-recoverable; the producer moves to FATAL_ERROR and must be re-created.
 * - `fatal`: the producer moves to FATAL_ERROR.
 * - `not-attempted`: AddPartitionsToTxn OPERATION_NOT_ATTEMPTED (another partition in the request failed).
 * - `duplicate`: Produce DUPLICATE_SEQUENCE_NUMBER; the batch was already written, treat as success.
 * - `fail-batch`: Produce record-level failure; the batch fails (and the transaction becomes abortable).
 * @public
 */
export type ErrorAction =
  | 'none' | 'retry' | 'retry-short' | 'rediscover' | 'abort' | 'abort-and-bump'
  | 'fenced' | 'fatal' | 'not-attempted' | 'duplicate' | 'fail-batch';

/**
 * One API's table: the action of each listed error code.
 * @public
 */
export type ErrorTable = { readonly [Name in ErrorCodeName]?: ErrorAction };

/** COORDINATOR_NOT_AVAILABLE / NOT_COORDINATOR: look the coordinator up again, then retry. @internal */
export const COORDINATOR_MOVED: ErrorTable = { COORDINATOR_NOT_AVAILABLE: 'rediscover', NOT_COORDINATOR: 'rediscover' };
/** The coordinator is loading or busy with the previous transaction. @internal */
export const COORDINATOR_BUSY: ErrorTable = { COORDINATOR_LOAD_IN_PROGRESS: 'retry', CONCURRENT_TRANSACTIONS: 'retry-short' };
/** Another producer with the same transactional id took over. @internal */
export const FENCED: ErrorTable = { INVALID_PRODUCER_EPOCH: 'fenced', PRODUCER_FENCED: 'fenced' };

const CODE_TO_NAME = new Map<number, ErrorCodeName>(
  (Object.entries(ErrorCode) as [ErrorCodeName, number][]).map(([name, code]) => [code, name]),
);

/**
 * The action `table` gives `errorCode`; an unlisted code is `retry` when the protocol table calls it
 * retriable, `unlisted` otherwise (fatal for a transactional API, fail-batch for Produce).
 * @public
 */
export function actionIn(table: ErrorTable, errorCode: number, unlisted: 'fatal' | 'fail-batch' = 'fatal'): ErrorAction {
  const name = CODE_TO_NAME.get(errorCode);
  const listed = name === undefined ? undefined : table[name];
  if (listed !== undefined) return listed;
  if (errorCodeInfo(errorCode)?.retriable === true) return 'retry';
  return unlisted;
}

/**
 * The KIP-1050 class of an action; undefined for success-like actions.
 * @public
 */
export function classificationOf(action: ErrorAction): ErrorClassification | undefined {
  switch (action) {
    case 'none':
    case 'duplicate':
    case 'not-attempted':
      return undefined;
    case 'retry':
    case 'retry-short':
    case 'rediscover':
      return 'retriable';
    case 'abort':
    case 'abort-and-bump':
    case 'fail-batch':
      return 'abortable';
    case 'fenced':
      return 'application-recoverable';
    case 'fatal':
      return 'fatal';
  }
}

/** Most severe first: a fatal partition error wins over a retry, a retry over an abortable one. */
const SEVERITY: { readonly [A in ErrorAction]: number } = {
  fenced: 7, fatal: 6, rediscover: 5, 'retry-short': 4, retry: 3, 'abort-and-bump': 2, abort: 1, 'fail-batch': 1,
  'not-attempted': 0, duplicate: 0, none: 0,
};

/**
 * How severe `action` is, to pick the one action of a response with per-partition errors.
 * @internal
 */
export function actionSeverity(action: ErrorAction): number {
  return SEVERITY[action];
}
