/**
 * `kafka-eos/protocol`: the building blocks under the producer, for tools, brokers and tests that speak
 * Kafka's wire protocol directly: the generated codecs and their registries, request/response framing,
 * record batches and compression, crc32c, the partitioner's murmur2, and the sans-I/O TransactionManager.
 * Lower-level than the root entry and versioned with it, but expect it to follow Kafka's message specs.
 * See docs/architecture.md, "Package layout".
 * @packageDocumentation
 * @module kafka-eos/protocol
 */

// Primitives
export { Writer } from './primitives/writer.js';
export { Reader } from './primitives/reader.js';
export { type Uuid, ZERO_UUID } from './primitives/uuid.js';

// Codecs and their registries: every API (the broker's), and the APIs the client sends.
export type { MessageCodec } from './messages/message-codec.js';
export type { ApiDescriptor } from './messages/api-descriptor.js';
export { ApiKey, type ApiKeyName, type ApiMessages, apis, apiByKey } from './messages/index.generated.js';
export { clientApis, clientApiByKey, clientApiByName, type ClientApiKeyName } from './messages/client-apis.generated.js';

// Framing
export {
  encodeRequest,
  decodeResponse,
  requestHeaderVersion,
  responseHeaderVersion,
  completeFrameLength,
  peekCorrelationId,
  type ApiRegistry,
  type RequestFrameHeader,
  type DecodedRequest,
  type DecodeRequestOptions,
  type DecodedResponse,
} from './framing.js';
export { decodeRequest, encodeResponse } from './broker-framing.js';
export type { RequestHeader } from './messages/request-header.generated.js';

// Record batches and compression
export { crc32c } from './record-batch/crc32c.js';
export { loadCompressionCodec } from './record-batch/compression/compression-registry.js';
export { RecordBatchBuilder, encodeRecordBatch, type RecordBatchBuilderOptions } from './record-batch/record-batch-builder.js';
export { decodeRecordBatches, type DecodedRecordBatch, type DecodedRecordBatches, type DecodeRecordBatchesOptions } from './record-batch/record-batch-decoder.js';
export type { RecordInput, DecodedRecord, DecodedRecordHeader } from './record-batch/record.js';
export { TimestampType, type RecordBatchHeader } from './record-batch/record-batch-header.js';
export { encodeEndTxnMarkerBatch, decodeControlRecord, ControlRecordType, type ControlRecord, type EndTxnMarkerOptions } from './record-batch/control-record.js';

// The default partitioner's hash (Kafka's murmur2, so keys land where the Java client puts them)
export { DefaultPartitioner, murmur2, partitionForKey, toPositive } from '../producer/partitioner.js';

// Transaction core (sans-I/O)
export { TransactionManager } from '../transaction/transaction-manager.js';
export type { TransactionManagerOptions, TransitionListener, EpochBumpListener, NextRequestOptions } from '../transaction/transaction-manager.js';
export { TRANSITIONS, LEGAL_STATES, IDEMPOTENT_LEGAL_STATES } from '../transaction/transaction-state.js';
export { ProducerIdentity, NO_PRODUCER_ID, NO_PRODUCER_EPOCH } from '../transaction/producer-identity.js';
export { TransactionalRequestResult } from '../transaction/transactional-request-result.js';
export type { CoordinatorType } from '../transaction/txn-requests.js';
export { ExponentialBackoff, seededRandom, type ExponentialBackoffOptions, type RandomSource } from '../internal/backoff.js';
