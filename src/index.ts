/**
 * kafka-eos: exactly-once Kafka production for Node.js.
 *
 * Explicit named exports only; every export carries TSDoc. The in-memory cluster is a separate entry,
 * `kafka-eos/testing`.
 * @packageDocumentation
 */

// Errors
export { KafkaClientError, isKafkaClientError, type KafkaClientErrorOptions } from './errors/kafka-client-error.js';
export { TruncatedInputError, CorruptInputError, EncodeError } from './errors/codec-errors.js';
export { ProtocolError, type ProtocolErrorOrigin } from './errors/protocol-error.js';
export { ErrorCode, type ErrorCodeName, type ErrorCodeInfo, errorCodeInfo, errorCodeName } from './errors/protocol-error-codes.generated.js';
export {
  TransactionError,
  ProducerFencedError,
  CommitFailedError,
  FencedInstanceIdError,
  TransactionAbortedError,
  TransactionStateError,
  type ErrorClassification,
} from './errors/transaction-errors.js';
export { PendingOperationError, NestedTransactionError } from './errors/operation-lifecycle-errors.js';

// Producer
export { Producer, type ProducerOptions, type OperationOptions } from './producer/producer.js';
export type { ProducerRecord, RecordMetadataResult } from './producer/producer-record.js';
export type { TransactionContext, TransactionCallback, RunInTransactionOptions } from './producer/run-in-transaction.js';
export type { StateChangeEvent, EpochBumpEvent, ProducerErrorEvent, ProducerEventMap, ProducerEventListener } from './producer/producer-events.js';
export { DeliveryTimeoutError, ProducerTimeoutError, OperationAbortedError } from './errors/producer-errors.js';
export { InvalidArgumentError, InvalidTopicError } from './errors/argument-errors.js';
export { MetadataTimeoutError } from './cluster/metadata-cache.js';

// Configuration
export { resolveProducerConfig, producerConfigSchema, type ProducerConfig, type ResolvedProducerConfig } from './config/producer-config.js';
export { ConfigError, type ConfigIssue } from './config/config-error.js';
export { type Logger, type LogFields, noopLogger } from './config/logger.js';

// Producer building blocks
export { DefaultPartitioner, murmur2, partitionForKey, toPositive, type Partitioner, type PartitionerArgs } from './producer/partitioner.js';
export { type RecordMetadata } from './producer/producer-batch.js';
export { BufferExhaustedError } from './producer/buffer-pool.js';
export { RecordTooLargeError, ProducerClosedError } from './producer/record-accumulator.js';

// Transaction core (sans-I/O)
export { TransactionManager } from './transaction/transaction-manager.js';
export type { TransactionManagerOptions, TransitionListener, EpochBumpListener, NextRequestOptions } from './transaction/transaction-manager.js';
export { TransactionState, TRANSITIONS, LEGAL_STATES, IDEMPOTENT_LEGAL_STATES, TransactionOperation } from './transaction/transaction-state.js';
export { ProducerIdentity, NO_PRODUCER_ID, NO_PRODUCER_EPOCH } from './transaction/producer-identity.js';
export type { TopicPartition, TopicPartitionOffset, ConsumerGroupMetadata } from './transaction/pending-txn-request.js';
export { TransactionalRequestResult } from './transaction/transactional-request-result.js';

// Network layer
export type { NetworkClient, BrokerNode, RequestTarget, SendOptions, SendResult, VersionRange } from './network/network-client.js';
export { NetworkError, RequestTimeoutError, UnsupportedApiError, RequestAbortedError, SslAuthenticationError, isAuthenticationError } from './network/network-errors.js';
export type { BrokerFeatures, FeatureRange } from './network/network-client.js';
export { TcpNetworkClient } from './network/tcp/tcp-network-client.js';
export { resolveTcpNetworkClientOptions, type TcpNetworkClientOptions, type ResolvedTcpNetworkClientOptions } from './network/tcp/tcp-network-client-options.js';
export { SaslAuthenticationError } from './network/sasl/sasl-errors.js';
export type { SaslOptions, OAuthBearerToken } from './network/sasl/sasl-mechanism.js';

// Clock
export { type Clock, type Timer, systemClock, ManualClock } from './internal/clock.js';

// Wire protocol
export { Writer } from './protocol/primitives/writer.js';
export { Reader } from './protocol/primitives/reader.js';
export { type Uuid, ZERO_UUID } from './protocol/primitives/uuid.js';
export type { MessageCodec } from './protocol/messages/message-codec.js';
export type { ApiDescriptor } from './protocol/messages/api-descriptor.js';
export { UnsupportedVersionError } from './protocol/messages/unsupported-version-error.js';
export { ApiKey, type ApiKeyName, type ApiMessages, apis, apiByKey } from './protocol/messages/index.generated.js';
export {
  encodeRequest,
  decodeRequest,
  encodeResponse,
  decodeResponse,
  requestHeaderVersion,
  responseHeaderVersion,
  completeFrameLength,
  peekCorrelationId,
  type RequestFrameHeader,
  type DecodedRequest,
  type DecodedResponse,
} from './protocol/framing.js';

// Record batches and compression
export { crc32c } from './protocol/record-batch/crc32c.js';
export { CompressionType } from './protocol/record-batch/compression/compression-type.js';
export type { CompressionName } from './protocol/record-batch/compression/compression-type.js';
export type { CompressionCodec } from './protocol/record-batch/compression/compression-codec.js';
export { registerCompressionCodec, loadCompressionCodec, loadAvailableCompressionCodecs } from './protocol/record-batch/compression/compression-registry.js';
export { CompressionCodecUnavailableError } from './protocol/record-batch/compression/compression-errors.js';
export type { RecordHeader } from './protocol/record-batch/record.js';
export { RecordBatchBuilder, encodeRecordBatch } from './protocol/record-batch/record-batch-builder.js';
export { decodeRecordBatches } from './protocol/record-batch/record-batch-decoder.js';
export { encodeEndTxnMarkerBatch, decodeControlRecord, ControlRecordType } from './protocol/record-batch/control-record.js';
