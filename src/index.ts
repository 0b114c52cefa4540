/**
 * kafka-eos: exactly-once Kafka production for Node.js.
 *
 * The root entry is what applications use: the producer, the group consumer and the transactional session that
 * runs them as one consume-process-produce loop, their options and results, the network client they run on, and
 * every error they throw with the helpers that classify them. The KafkaJS adapter lives on `kafka-eos/kafkajs`.
 * Explicit named exports only; every
 * export carries TSDoc; etc/kafka-eos.api.md records this surface and CI fails on an unrecorded change.
 * Protocol building blocks (codecs, framing, record batches, checksums, the partitioner's hash, the sans-I/O
 * TransactionManager) live on `kafka-eos/protocol`; the in-memory cluster on `kafka-eos/testing`.
 * @packageDocumentation
 * @module kafka-eos
 */

// Producer
export { Producer } from './producer/producer.js';
export type { OperationOptions } from './internal/bounded-wait.js';
export type { CommonClientConfig } from './config/common-client-options.js';
export type { ProducerConfig, ProducerOptions, ResolvedProducerConfig, Partitioner, PartitionerArgs } from './config/producer-options.js';
export type { ProducerRecord, RecordMetadata, RecordHeader } from './common/record.js';
export type { TransactionContext, TransactionCallback, RunInTransactionOptions } from './producer/operations/run-in-transaction.js';
export type { ProducerIdAndEpoch, StateChangeEvent, EpochBumpEvent, ProducerErrorEvent, ProducerEventMap, ProducerEventListener } from './producer/producer-events.js';
export { TransactionState, TransactionOperation } from './common/transaction-names.js';
export type { TopicPartition, TopicPartitionOffset, ConsumerGroupMetadata } from './common/topic-partition.js';
export { type Logger, type LogFields, type LogLevel, type ConsoleLoggerOptions, noopLogger, withLogLevel, createConsoleLogger } from './config/logger.js';
export { type DebugCategory, DEBUG_ENV_VAR, parseDebugCategories } from './diagnostics/debug-switch.js';

// Observability: diagnostics_channel names and payloads (docs/observability.md)
export type { MetricsSnapshot } from './metrics/metrics-snapshot.js';
export type { ProducerMetrics, ProducerMetricValues, BrokerMetricValues, TopicPartitionMetricValues } from './metrics/producer-metrics.js';
export type { ConsumerMetrics, ConsumerMetricValues, ConsumerBrokerMetricValues, ConsumerTopicPartitionMetricValues } from './metrics/consumer-metrics.js';
export { METRICS_SAMPLE_WINDOW_MS } from './metrics/windowed-stat.js';
export { toPrometheusText, type PrometheusTextOptions } from './metrics/prometheus.js';
export { DiagnosticsChannels, type ProducerOperationName, type ProducerOperationMessage, type RequestMessage } from './diagnostics/channels.js';
export type { ConsumerPollMessage } from './diagnostics/consumer-channels.js';
export type { SessionRecordErrorMessage } from './diagnostics/session-channels.js';

// Consumer: the read_committed group consumer and the contract the transactional session runs on
export { Consumer } from './consumer/consumer.js';
export type { ConsumerConfig, ConsumerOptions, ResolvedConsumerConfig, PartitionAssignorName, GroupProtocol, GroupRemoteAssignorName } from './config/consumer-options.js';
export type { TransactionalSource, ConsumedRecord, ConsumedBatch, PollOptions, AssignmentListener } from './consumer/transactional-source.js';
export { ConsumerClosedError, ConsumerTimeoutError, NoOffsetForPartitionError, LogTruncationError, isLogTruncationError, GroupMembershipError, UnreleasedInstanceIdError, isUnreleasedInstanceIdError, BrokersUnreachableError, ConsumerOwnedBySessionError } from './consumer/consumer-errors.js';
export type { ConsumerErrorEvent, ConsumerCommitEvent, ConsumerEventMap, ConsumerEventListener } from './consumer/consumer-events.js';

// Transactional session: the consume-process-produce loop, and the contract a consumer implements for it
export { TransactionalSession } from './session/transactional-session.js';
export type { TransactionalSessionOptions } from './session/session-options.js';
export type { SessionBatch, SessionBatchesOptions } from './session/session-batches.js';
export type { SessionTransaction, SessionBatchHandler, SessionAbortReason, BatchOutcome, SessionRunOptions } from './session/session-types.js';
export { SessionClosedError, SessionFailedError, RecordProcessingError, isRecordProcessingError } from './session/session-errors.js';
export { DeadLetterHeaders, type RecordErrorPolicy, type RecordRetryOptions } from './session/record-error-policy.js';
export type { SessionMetricValues } from './metrics/session-metrics.js';
export { fetchCommittedOffsets, type FetchCommittedOffsetsOptions } from './session/committed-offsets.js';

// Producer pool: N transactional producers over one network client, for concurrent transactions
export { ProducerPool, type PoolTransactionOptions } from './producer-pool/producer-pool.js';
export type { ProducerPoolOptions, ProducerPoolMemberOptions } from './producer-pool/producer-pool-options.js';
export type { ProducerPoolMetrics, ProducerPoolMemberMetrics } from './producer-pool/pool-member.js';
export { ProducerPoolClosedError, ProducerPoolFailedError, ProducerPoolQueueFullError } from './producer-pool/producer-pool-errors.js';

// Admin client: topics, configs, groups, the cluster, and operating transactions (docs/admin.md)
export { Admin, type FenceProducersOptions } from './admin/admin.js';
export type { AdminConfig, AdminOptions, ResolvedAdminConfig, AdminCallOptions } from './config/admin-options.js';
export { AdminTimeoutError, AdminClosedError, AdminOperationError, type AdminFailure } from './admin/admin-errors.js';
export type { AdminMetrics, AdminMetricValues, AdminApiMetricValues } from './metrics/admin-metrics.js';
export type {
  TransactionStateName,
  TransactionListing,
  ListTransactionsOptions,
  TransactionDescription,
  ProducerState,
  PartitionProducerStates,
  DescribeProducersOptions,
  AbortTransactionSpec,
  FencedProducer,
} from './admin/transactions.js';
export type { FindHangingTransactionsOptions, OpenTransaction, CoordinatorView } from './admin/hanging-transactions.js';
export type { PartitionLag } from './admin/partition-lag.js';
export type { NewTopic, CreateTopicsOptions, CreatedTopic, NewPartitions, PartitionDescription, TopicDescription, TopicListing } from './admin/topics.js';
export type { ConfigSourceName, ConfigEntry, ConfigResource, ResourceConfigs, DescribeConfigsOptions, ConfigChange, AlterConfigsOptions } from './admin/configs.js';
export type {
  GroupTypeName,
  GroupListing,
  ListGroupsOptions,
  GroupMemberDescription,
  GroupDescription,
  GroupOffset,
  ListGroupOffsetsOptions,
  NewGroupOffset,
} from './admin/groups.js';
export type { ResetGroupOffsetsOptions } from './admin/group-reset.js';
export type { OffsetSpec, ListOffsetsOptions, ListedPartitionOffset } from './admin/offsets.js';
export type { BrokerDescription, ClusterDescription, FeatureDescription } from './admin/cluster.js';

// Compression codecs (the optional dependencies, or your own)
export { type CompressionName, CompressionType } from './protocol/record-batch/compression/compression-type.js';
export type { CompressionCodec } from './protocol/record-batch/compression/compression-codec.js';
export { registerCompressionCodec, loadAvailableCompressionCodecs } from './protocol/record-batch/compression/compression-registry.js';

// Network
export type { NetworkClient, BrokerNode, RequestTarget, SendOptions, SendResult, VersionRange, BrokerFeatures, FeatureRange } from './network/network-client.js';
export { TcpNetworkClient } from './network/tcp/tcp-network-client.js';
export type { TcpNetworkClientOptions, TlsOptions, SaslOptions, OAuthBearerToken } from './config/network-options.js';

// Errors, and the guards that classify them across copies of the package (brands, not instanceof)
export { KafkaClientError, isKafkaClientError, type KafkaClientErrorOptions } from './errors/kafka-client-error.js';
export type {
  AdminErrorCode, BrokerErrorCode, CodecErrorCode, CommitErrorCode, ConsumerErrorCode, EmbeddedClusterErrorCode, KafkaClientErrorCode,
  KafkaErrorName, NetworkErrorCode, ProducerErrorCode, SessionErrorCode, TransactionErrorCode, UsageErrorCode,
} from './errors/error-codes.js';
export {
  TransactionError,
  isTransactionError,
  ProducerFencedError,
  isProducerFencedError,
  CommitFailedError,
  FencedInstanceIdError,
  TransactionAbortedError,
  TransactionStateError,
  type ErrorClassification,
  type TransactionErrorOptions,
} from './errors/transaction-errors.js';
export { EarlierFailureError, isEarlierFailureError } from './errors/earlier-failure-error.js';
export { PendingOperationError, NestedTransactionError } from './errors/operation-lifecycle-errors.js';
export { DeliveryTimeoutError, ProducerTimeoutError, OperationAbortedError } from './errors/producer-errors.js';
export { OperationTimeoutError, isOperationTimeoutError } from './errors/operation-timeout-error.js';
export { InvalidArgumentError, InvalidTopicError } from './errors/argument-errors.js';
export { MetadataTimeoutError } from './cluster/metadata-cache.js';
export { BufferExhaustedError } from './producer/accumulator/buffer-pool.js';
export { RecordTooLargeError, ProducerClosedError } from './producer/accumulator/accumulator-errors.js';
export { ConfigError, type ConfigIssue } from './config/config-error.js';
export {
  NetworkError,
  RequestTimeoutError,
  UnsupportedApiError,
  RequestAbortedError,
  isNetworkError,
  isRequestTimeoutError,
  isUnsupportedApiError,
  isRequestAbortedError,
  SslAuthenticationError,
  isAuthenticationError,
} from './network/network-errors.js';
export { SaslAuthenticationError } from './network/sasl/sasl-errors.js';
export { oidcClientCredentials, OidcTokenError, type OidcClientCredentialsOptions } from './network/sasl/oidc-client-credentials.js';
export { ProtocolError, type ProtocolErrorOrigin } from './errors/protocol-error.js';
export { TruncatedInputError, CorruptInputError, EncodeError } from './errors/codec-errors.js';
export { UnsupportedVersionError } from './protocol/messages/unsupported-version-error.js';
export { CompressionCodecUnavailableError } from './protocol/record-batch/compression/compression-errors.js';
export { ErrorCode, type ErrorCodeName, type ErrorCodeInfo, errorCodeInfo, errorCodeName } from './errors/protocol-error-codes.generated.js';
