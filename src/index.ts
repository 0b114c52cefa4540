/**
 * kafka-eos: exactly-once Kafka production for Node.js.
 *
 * Explicit named exports only; every export carries TSDoc.
 * @packageDocumentation
 */
export { KafkaClientError, isKafkaClientError, type KafkaClientErrorOptions } from './errors/kafka-client-error.js';
export { TruncatedInputError, CorruptInputError, EncodeError } from './errors/codec-errors.js';
export { Writer } from './protocol/primitives/writer.js';
export { Reader } from './protocol/primitives/reader.js';
export { type Uuid, ZERO_UUID } from './protocol/primitives/uuid.js';
