/**
 * Every `code` an error of this package can carry, as unions a caller can `switch` over exhaustively. Grouped by
 * the part of the client that raises them; `KafkaClientError.code` is their union, and each error class narrows
 * `code` to the codes it can carry. Kafka's own error names come from the protocol's error table, so a broker
 * error's code is `ERR_KAFKA_<NAME>` for a name the table knows, or for `UNKNOWN_ERROR_CODE_<n>`.
 */
import type { ErrorCodeName } from './protocol-error-codes.generated.js';

/**
 * A Kafka error's name: one of the protocol's error table, or `UNKNOWN_ERROR_CODE_<n>` for a code it does not know.
 * @public
 */
export type KafkaErrorName = ErrorCodeName | `UNKNOWN_ERROR_CODE_${number}`;

/**
 * A broker answered with a Kafka error (`ProtocolError`).
 * @public
 */
export type BrokerErrorCode = `ERR_KAFKA_${KafkaErrorName}`;

/**
 * Encoding and decoding Kafka's wire format and record batches.
 * @public
 */
export type CodecErrorCode = 'ERR_PROTOCOL_TRUNCATED' | 'ERR_PROTOCOL_CORRUPT' | 'ERR_PROTOCOL_ENCODE'
  | 'ERR_PROTOCOL_UNSUPPORTED_VERSION' | 'ERR_COMPRESSION_UNAVAILABLE';

/**
 * Connections, requests and authentication (TLS, SASL, OAuth, AWS MSK IAM).
 * @public
 */
export type NetworkErrorCode = 'ERR_NETWORK' | 'ERR_REQUEST_TIMEOUT' | 'ERR_REQUEST_ABORTED' | 'ERR_UNSUPPORTED_API'
  | 'ERR_NETWORK_INVALID_RESPONSE_SIZE' | 'ERR_SSL_AUTHENTICATION' | 'ERR_SASL_AUTHENTICATION' | 'ERR_OIDC_TOKEN'
  | 'ERR_MSK_IAM_TOKEN' | 'ERR_METADATA' | 'ERR_METADATA_TIMEOUT';

/**
 * Arguments, options and the command line.
 * @public
 */
export type UsageErrorCode = 'ERR_INVALID_ARGUMENT' | 'ERR_INVALID_TOPIC' | 'ERR_CONFIG' | 'ERR_CLI_USAGE';

/**
 * Transactions: `ERR_TXN_<NAME>` for a Kafka error a transactional request got, and the client's own.
 * @public
 */
export type TransactionErrorCode = `ERR_TXN_${KafkaErrorName}` | 'ERR_TXN_COMMIT_OUTCOME_UNKNOWN'
  | 'ERR_TXN_ABORT_OUTCOME_UNKNOWN' | 'ERR_TXN_ABORTED' | 'ERR_TXN_FATAL' | 'ERR_TXN_IN_ERROR_STATE'
  | 'ERR_TXN_INVALID_STATE' | 'ERR_TXN_INVALID_TRANSITION' | 'ERR_TXN_MISSING_CAUSE' | 'ERR_TXN_NESTED'
  | 'ERR_TXN_NO_ANSWER' | 'ERR_TXN_SEND_FAILED' | 'ERR_TXN_DELIVERY_TIMEOUT' | 'ERR_TXN_UNRESOLVED_SEQUENCE'
  | 'ERR_TXN_UNSUPPORTED_VERSION' | 'ERR_TXN_USE_INIT_TRANSACTIONS' | 'ERR_KAFKA_PRODUCER_FENCED';

/**
 * The producer and its pool.
 * @public
 */
export type ProducerErrorCode = 'ERR_PRODUCER_CLOSED' | 'ERR_PRODUCER_TIMEOUT' | 'ERR_OPERATION_ABORTED'
  | 'ERR_DELIVERY_TIMEOUT' | 'ERR_RECORD_TOO_LARGE' | 'ERR_BUFFER_EXHAUSTED' | 'ERR_UNKNOWN_TOPIC'
  | 'ERR_INVALID_PARTITION' | 'ERR_PRODUCE_OUTCOME_UNKNOWN' | 'ERR_PRODUCE_WOULD_REORDER'
  | 'ERR_PRODUCER_POOL_CLOSED' | 'ERR_PRODUCER_POOL_FAILED' | 'ERR_PRODUCER_POOL_QUEUE_FULL';

/**
 * The consumer, its group membership and offset commits.
 * @public
 */
export type ConsumerErrorCode = 'ERR_CONSUMER_CLOSED' | 'ERR_CONSUMER_TIMEOUT' | 'ERR_CONSUMER_OWNED_BY_SESSION'
  | 'ERR_BROKERS_UNREACHABLE' | 'ERR_NO_OFFSET_FOR_PARTITION' | 'ERR_LOG_TRUNCATION' | 'ERR_GROUP_MEMBERSHIP' | 'ERR_GROUP_INSTANCE_FENCED'
  | 'ERR_UNRELEASED_INSTANCE_ID' | CommitErrorCode;

/**
 * A consumer's offset commit outside a transaction was refused (`CommitFailedError`, `FencedInstanceIdError`).
 * @public
 */
export type CommitErrorCode = 'ERR_COMMIT_FAILED' | 'ERR_COMMIT_REBALANCE_IN_PROGRESS' | 'ERR_COMMIT_FENCED_INSTANCE_ID';

/**
 * The transactional session and the KafkaJS adapter's source; `ERR_OFFSET_FETCH_<NAME>` /
 * `ERR_FIND_COORDINATOR_<NAME>` when reading the group's committed offsets failed.
 * @public
 */
export type SessionErrorCode = 'ERR_SESSION_CLOSED' | 'ERR_SESSION_FAILED' | 'ERR_SESSION_RECORD_PROCESSING'
  | 'ERR_SOURCE_CLOSED' | `ERR_OFFSET_FETCH_${KafkaErrorName}` | `ERR_FIND_COORDINATOR_${KafkaErrorName}`;

/**
 * The admin client.
 * @public
 */
export type AdminErrorCode = 'ERR_ADMIN_TIMEOUT' | 'ERR_ADMIN_CLOSED' | 'ERR_ADMIN_OPERATION';

/**
 * The embedded cluster (kafka-eos/testing).
 * @public
 */
export type EmbeddedClusterErrorCode = 'ERR_BROKER_INVALID_FRAME_SIZE' | 'ERR_SASL_SERVER_CONFIG';

/**
 * Every code a {@link KafkaClientError} can carry.
 * @public
 */
export type KafkaClientErrorCode = BrokerErrorCode | CodecErrorCode | NetworkErrorCode | UsageErrorCode
  | TransactionErrorCode | ProducerErrorCode | ConsumerErrorCode | SessionErrorCode | AdminErrorCode
  | EmbeddedClusterErrorCode;
