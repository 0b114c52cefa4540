/**
 * What each error code means for each API the transactional producer uses, as data.
 *
 * The tables copy the decision lists of Kafka's `TransactionManager` handlers (FindCoordinatorHandler,
 * InitProducerIdHandler, AddPartitionsToTxnHandler, AddOffsetsToTxnHandler, TxnOffsetCommitHandler,
 * EndTxnHandler) and of `Sender.completeBatch`/`TransactionManager.handleFailedBatch` for Produce, with the
 * KIP-1050 classes (PRODUCER_FENCED, coordinator-side INVALID_PRODUCER_EPOCH and INVALID_PRODUCER_ID_MAPPING
 * are application-recoverable). Codes missing from a table fall back on the protocol table's `retriable`
 * hint: retriable -> retry, otherwise fatal (Kafka: "unexpected error" -> fatalError), or fail-batch for Produce.
 */
import { errorCodeInfo, type ErrorCodeName, ErrorCode } from './protocol-error-codes.generated.js';
import type { ErrorClassification } from './transaction-errors.js';

/**
 * The APIs whose errors the transaction core classifies.
 * @public
 */
export type ClassifiedApi = 'FindCoordinator' | 'InitProducerId' | 'AddPartitionsToTxn' | 'AddOffsetsToTxn' | 'TxnOffsetCommit' | 'EndTxn' | 'Produce';

/**
 * What the transaction core does with an error code.
 * - `none`: success.
 * - `retry`: retriable; retried after `retryBackoffMs` (exponential, jittered).
 * - `retry-short`: CONCURRENT_TRANSACTIONS; retried after the short rising backoff (20, 40, 80 ms ...).
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

type ErrorTable = { readonly [Name in ErrorCodeName]?: ErrorAction };

const COORDINATOR_MOVED: ErrorTable = { COORDINATOR_NOT_AVAILABLE: 'rediscover', NOT_COORDINATOR: 'rediscover' };
const COORDINATOR_BUSY: ErrorTable = { COORDINATOR_LOAD_IN_PROGRESS: 'retry', CONCURRENT_TRANSACTIONS: 'retry-short' };
const FENCED: ErrorTable = { INVALID_PRODUCER_EPOCH: 'fenced', PRODUCER_FENCED: 'fenced' };

/**
 * The per-API decision tables.
 * @public
 */
export const ERROR_TABLES: { readonly [Api in ClassifiedApi]: ErrorTable } = {
  FindCoordinator: {
    NONE: 'none',
    COORDINATOR_NOT_AVAILABLE: 'retry', NOT_COORDINATOR: 'retry', COORDINATOR_LOAD_IN_PROGRESS: 'retry',
    TRANSACTIONAL_ID_AUTHORIZATION_FAILED: 'fatal',
    GROUP_AUTHORIZATION_FAILED: 'abort',
  },
  InitProducerId: {
    NONE: 'none', ...COORDINATOR_MOVED, ...COORDINATOR_BUSY, ...FENCED,
    TRANSACTIONAL_ID_AUTHORIZATION_FAILED: 'fatal', CLUSTER_AUTHORIZATION_FAILED: 'fatal',
    INVALID_TRANSACTION_TIMEOUT: 'fatal',
    TRANSACTION_ABORTABLE: 'abort',
  },
  AddPartitionsToTxn: {
    NONE: 'none', ...COORDINATOR_MOVED, ...COORDINATOR_BUSY, ...FENCED,
    UNKNOWN_TOPIC_OR_PARTITION: 'retry',
    TRANSACTIONAL_ID_AUTHORIZATION_FAILED: 'fatal', INVALID_TXN_STATE: 'fatal',
    INVALID_PRODUCER_ID_MAPPING: 'fenced',
    TOPIC_AUTHORIZATION_FAILED: 'abort', TRANSACTION_ABORTABLE: 'abort',
    UNKNOWN_PRODUCER_ID: 'abort-and-bump',
    OPERATION_NOT_ATTEMPTED: 'not-attempted',
  },
  AddOffsetsToTxn: {
    NONE: 'none', ...COORDINATOR_MOVED, ...COORDINATOR_BUSY, ...FENCED,
    TRANSACTIONAL_ID_AUTHORIZATION_FAILED: 'fatal',
    GROUP_AUTHORIZATION_FAILED: 'abort', TRANSACTION_ABORTABLE: 'abort',
    UNKNOWN_PRODUCER_ID: 'abort-and-bump', INVALID_PRODUCER_ID_MAPPING: 'abort-and-bump',
  },
  TxnOffsetCommit: {
    NONE: 'none', ...COORDINATOR_MOVED, ...COORDINATOR_BUSY, ...FENCED,
    REQUEST_TIMED_OUT: 'retry', UNKNOWN_TOPIC_OR_PARTITION: 'retry',
    TRANSACTIONAL_ID_AUTHORIZATION_FAILED: 'fatal', UNSUPPORTED_FOR_MESSAGE_FORMAT: 'fatal',
    GROUP_AUTHORIZATION_FAILED: 'abort', TRANSACTION_ABORTABLE: 'abort',
    // KIP-447: the consumer's group membership changed since it read the records; the transaction must abort.
    ILLEGAL_GENERATION: 'abort', UNKNOWN_MEMBER_ID: 'abort', STALE_MEMBER_EPOCH: 'abort', FENCED_INSTANCE_ID: 'abort',
    UNKNOWN_PRODUCER_ID: 'abort-and-bump', INVALID_PRODUCER_ID_MAPPING: 'abort-and-bump',
  },
  EndTxn: {
    NONE: 'none', ...COORDINATOR_MOVED, ...COORDINATOR_BUSY, ...FENCED,
    TRANSACTIONAL_ID_AUTHORIZATION_FAILED: 'fatal', INVALID_TXN_STATE: 'fatal',
    UNKNOWN_PRODUCER_ID: 'abort-and-bump', INVALID_PRODUCER_ID_MAPPING: 'abort-and-bump',
    TRANSACTION_ABORTABLE: 'abort',
  },
  Produce: {
    NONE: 'none',
    DUPLICATE_SEQUENCE_NUMBER: 'duplicate',
    // KIP-360: the broker lost the producer state or saw a sequence gap; recover with an epoch bump.
    UNKNOWN_PRODUCER_ID: 'abort-and-bump', OUT_OF_ORDER_SEQUENCE_NUMBER: 'abort-and-bump',
    // KIP-588: on Produce this means the coordinator timed the transaction out and bumped the epoch.
    INVALID_PRODUCER_EPOCH: 'abort-and-bump',
    PRODUCER_FENCED: 'fenced', INVALID_PRODUCER_ID_MAPPING: 'fenced',
    TRANSACTIONAL_ID_AUTHORIZATION_FAILED: 'fatal', CLUSTER_AUTHORIZATION_FAILED: 'fatal',
    UNSUPPORTED_VERSION: 'fatal', UNSUPPORTED_FOR_MESSAGE_FORMAT: 'fatal',
    TRANSACTION_ABORTABLE: 'abort',
    TOPIC_AUTHORIZATION_FAILED: 'fail-batch', MESSAGE_TOO_LARGE: 'fail-batch', RECORD_LIST_TOO_LARGE: 'fail-batch',
    INVALID_RECORD: 'fail-batch', INVALID_TIMESTAMP: 'fail-batch', INVALID_REQUIRED_ACKS: 'fail-batch',
    CORRUPT_MESSAGE: 'fail-batch',
  },
};

const CODE_TO_NAME = new Map<number, ErrorCodeName>(
  (Object.entries(ErrorCode) as [ErrorCodeName, number][]).map(([name, code]) => [code, name]),
);

/**
 * The action for `errorCode` returned by `api`.
 * @public
 */
export function errorAction(api: ClassifiedApi, errorCode: number): ErrorAction {
  const name = CODE_TO_NAME.get(errorCode);
  const listed = name === undefined ? undefined : ERROR_TABLES[api][name];
  if (listed !== undefined) return listed;
  if (errorCodeInfo(errorCode)?.retriable === true) return 'retry';
  return api === 'Produce' ? 'fail-batch' : 'fatal';
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

/**
 * The KIP-1050 class of `errorCode` returned by `api` (undefined for success).
 * @public
 */
export function classifyError(api: ClassifiedApi, errorCode: number): ErrorClassification | undefined {
  return classificationOf(errorAction(api, errorCode));
}
