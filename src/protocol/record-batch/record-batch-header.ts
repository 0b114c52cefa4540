/**
 * The fixed 61-byte header of a magic-2 record batch (KIP-98; Kafka `DefaultRecordBatch`):
 *
 * ```
 * offset  size  field
 *      0     8  baseOffset            (outside the CRC; the broker assigns it)
 *      8     4  batchLength           (bytes after this field)
 *     12     4  partitionLeaderEpoch  (outside the CRC; the broker assigns it)
 *     16     1  magic = 2
 *     17     4  crc                   (CRC-32C of bytes 21..end)
 *     21     2  attributes
 *     23     4  lastOffsetDelta
 *     27     8  baseTimestamp
 *     35     8  maxTimestamp
 *     43     8  producerId
 *     51     2  producerEpoch
 *     53     4  baseSequence
 *     57     4  recordCount
 *     61        records...
 * ```
 */
import { CorruptInputError, TruncatedInputError } from '../../errors/codec-errors.js';
import { crc32c } from './crc32c.js';
import { CompressionType, isCompressionType } from './compression/compression-type.js';

export { CompressionType } from './compression/compression-type.js';

/** @internal Field positions within a batch, relative to its first byte. */
export const RecordBatchField = {
  baseOffset: 0,
  batchLength: 8,
  partitionLeaderEpoch: 12,
  magic: 16,
  crc: 17,
  attributes: 21,
  lastOffsetDelta: 23,
  baseTimestamp: 27,
  maxTimestamp: 35,
  producerId: 43,
  producerEpoch: 51,
  baseSequence: 53,
  recordCount: 57,
} as const;

/**
 * Bytes in a magic-2 batch header, i.e. the size of a batch with no records.
 * @public
 */
export const RECORD_BATCH_HEADER_SIZE = 61;

/**
 * baseOffset (8) + batchLength (4): the "log overhead" that batchLength does not count.
 * @internal
 */
export const LOG_OVERHEAD = 12;

/**
 * The only record batch format this library reads and writes (Kafka 0.11+).
 * @public
 */
export const RECORD_BATCH_MAGIC = 2;

/**
 * "No producer id" in a batch header and on the wire: a batch without idempotence (Kafka's `RecordBatch.NO_PRODUCER_ID`).
 * @public
 */
export const NO_PRODUCER_ID = -1n;

/**
 * "No producer epoch" (Kafka's `RecordBatch.NO_PRODUCER_EPOCH`).
 * @public
 */
export const NO_PRODUCER_EPOCH = -1;

/**
 * "No sequence": a batch without idempotence, or a control batch (Kafka's `RecordBatch.NO_SEQUENCE`).
 * @internal
 */
export const NO_SEQUENCE = -1;

/**
 * Bit 3 of the attributes (Kafka `TimestampType`).
 * @public
 */
export const TimestampType = {
  /** The producer's timestamp is kept (`message.timestamp.type=CreateTime`). */
  createTime: 0,
  /** The broker overwrites it with the append time (`LogAppendTime`). */
  logAppendTime: 1,
} as const;

/**
 * One of the {@link TimestampType} values.
 * @public
 */
export type TimestampType = (typeof TimestampType)[keyof typeof TimestampType];

const COMPRESSION_MASK = 0x07;
const TIMESTAMP_TYPE_BIT = 0x08;
const TRANSACTIONAL_BIT = 0x10;
const CONTROL_BIT = 0x20;

/**
 * A decoded batch header. Offsets, timestamps and the producer id are int64 (`bigint`).
 * @public
 */
export interface RecordBatchHeader {
  /** Offset of the batch's first record. */
  baseOffset: bigint;
  /** Bytes after this field to the end of the batch. */
  batchLength: number;
  /** The leader epoch the batch was appended under (-1 before the leader stamps it). */
  partitionLeaderEpoch: number;
  /** The format version: 2. */
  magic: number;
  /** CRC-32C of everything after this field. */
  crc: number;
  /** Compression (bits 0-2), timestamp type (bit 3), transactional (bit 4), control (bit 5). */
  attributes: number;
  /** Offset of the last record relative to `baseOffset`. */
  lastOffsetDelta: number;
  /** Timestamp of the first record, epoch milliseconds. */
  baseTimestamp: bigint;
  /** Largest timestamp in the batch (the append time under log-append time). */
  maxTimestamp: bigint;
  /** The producer id, or -1n without idempotence. */
  producerId: bigint;
  /** The producer epoch, or -1 without idempotence. */
  producerEpoch: number;
  /** Sequence number of the first record, or -1 without idempotence. */
  baseSequence: number;
  /** Number of records in the batch. */
  recordCount: number;
}

/**
 * Reads and validates the header of the batch starting at `offset`: the whole header and the
 * whole batch (per batchLength) must be present, magic must be 2, the compression id known and
 * the record count non-negative. Does NOT check the CRC (see {@link verifyRecordBatchCrc}).
 * @throws TruncatedInputError when the buffer ends before the header or the batch does.
 * @throws CorruptInputError for a bad magic, batchLength, compression id or record count.
 * @public
 */
export function decodeRecordBatchHeader(buffer: Buffer, offset = 0): RecordBatchHeader {
  const header = readRecordBatchHeader(buffer, offset);
  const compression = compressionIdOf(header.attributes);
  if (!isCompressionType(compression)) {
    throw new CorruptInputError(`unknown compression id ${compression}`, offset + RecordBatchField.attributes);
  }
  if (header.recordCount < 0) {
    throw new CorruptInputError(`negative record count ${header.recordCount}`, offset + RecordBatchField.recordCount);
  }
  return header;
}

/**
 * The header's fields as written, checked only for what framing needs (the header and the whole batch present, magic
 * 2, a length that covers the header): a broker reads a produced batch this way and refuses an unknown compression id
 * or a negative record count later, with errors of its own.
 * @throws TruncatedInputError when the buffer ends before the header or the batch does.
 * @throws CorruptInputError for a bad magic or batchLength.
 * @internal
 */
export function readRecordBatchHeader(buffer: Buffer, offset = 0): RecordBatchHeader {
  const available = buffer.length - offset;
  if (available < RECORD_BATCH_HEADER_SIZE) {
    throw new TruncatedInputError('record batch header', offset, RECORD_BATCH_HEADER_SIZE, Math.max(0, available));
  }
  const batchLength = buffer.readInt32BE(offset + RecordBatchField.batchLength);
  const magic = buffer.readInt8(offset + RecordBatchField.magic);
  if (magic !== RECORD_BATCH_MAGIC) {
    throw new CorruptInputError(`record batch magic ${magic}, only magic 2 is supported`, offset + RecordBatchField.magic);
  }
  if (batchLength < RECORD_BATCH_HEADER_SIZE - LOG_OVERHEAD) {
    throw new CorruptInputError(`record batch length ${batchLength} is smaller than the header`, offset + RecordBatchField.batchLength);
  }
  if (LOG_OVERHEAD + batchLength > available) {
    throw new TruncatedInputError('record batch', offset, LOG_OVERHEAD + batchLength, available);
  }
  return {
    baseOffset: buffer.readBigInt64BE(offset),
    batchLength,
    partitionLeaderEpoch: buffer.readInt32BE(offset + RecordBatchField.partitionLeaderEpoch),
    magic,
    crc: buffer.readUInt32BE(offset + RecordBatchField.crc),
    attributes: buffer.readInt16BE(offset + RecordBatchField.attributes),
    lastOffsetDelta: buffer.readInt32BE(offset + RecordBatchField.lastOffsetDelta),
    baseTimestamp: buffer.readBigInt64BE(offset + RecordBatchField.baseTimestamp),
    maxTimestamp: buffer.readBigInt64BE(offset + RecordBatchField.maxTimestamp),
    producerId: buffer.readBigInt64BE(offset + RecordBatchField.producerId),
    producerEpoch: buffer.readInt16BE(offset + RecordBatchField.producerEpoch),
    baseSequence: buffer.readInt32BE(offset + RecordBatchField.baseSequence),
    recordCount: buffer.readInt32BE(offset + RecordBatchField.recordCount),
  };
}

/**
 * The CRC-32C of a batch as it should be: over `attributes` through the end of the batch.
 * Requires the whole batch to be present (use {@link decodeRecordBatchHeader} first).
 * @public
 */
export function computeRecordBatchCrc(buffer: Buffer, offset = 0): number {
  const end = offset + LOG_OVERHEAD + buffer.readInt32BE(offset + RecordBatchField.batchLength);
  return crc32c(buffer, offset + RecordBatchField.attributes, end);
}

/**
 * True when the stored CRC matches the batch's bytes (brokers answer CORRUPT_MESSAGE otherwise).
 * @throws TruncatedInputError / CorruptInputError when the header itself is unusable.
 * @public
 */
export function verifyRecordBatchCrc(buffer: Buffer, offset = 0): boolean {
  decodeRecordBatchHeader(buffer, offset);
  return buffer.readUInt32BE(offset + RecordBatchField.crc) === computeRecordBatchCrc(buffer, offset);
}

/**
 * Rewrites the base offset in place, as a broker does on append. The field is outside the CRC,
 * so the batch stays valid (that is why KIP-98 moved the CRC after it).
 * @public
 */
export function setBaseOffset(buffer: Buffer, offset: number, baseOffset: bigint): void {
  buffer.writeBigInt64BE(baseOffset, offset + RecordBatchField.baseOffset);
}

/**
 * Rewrites the partition leader epoch in place, as a broker does on append (outside the CRC).
 * @public
 */
export function setPartitionLeaderEpoch(buffer: Buffer, offset: number, partitionLeaderEpoch: number): void {
  buffer.writeInt32BE(partitionLeaderEpoch, offset + RecordBatchField.partitionLeaderEpoch);
}

/**
 * Bits 0-2 of `attributes` as written, including the unused ids 5-7 (a broker answers those itself).
 * @internal
 */
export function compressionIdOf(attributes: number): number {
  return attributes & COMPRESSION_MASK;
}

/**
 * The compression id in bits 0-2 of `attributes`.
 * @throws CorruptInputError for the unused ids 5-7.
 * @public
 */
export function compressionOf(attributes: number): CompressionType {
  const id = compressionIdOf(attributes);
  if (!isCompressionType(id)) throw new CorruptInputError(`unknown compression id ${id}`, RecordBatchField.attributes);
  return id;
}

/**
 * The timestamp type in bit 3 of `attributes`.
 * @public
 */
export function timestampTypeOf(attributes: number): TimestampType {
  return attributes & TIMESTAMP_TYPE_BIT ? TimestampType.logAppendTime : TimestampType.createTime;
}

/**
 * Bit 4: the batch belongs to a transaction (KIP-98).
 * @public
 */
export function isTransactional(attributes: number): boolean {
  return (attributes & TRANSACTIONAL_BIT) !== 0;
}

/**
 * Bit 5: the batch holds a control record (a transaction marker) rather than user data.
 * @public
 */
export function isControlBatch(attributes: number): boolean {
  return (attributes & CONTROL_BIT) !== 0;
}

/**
 * Options that make up a batch's `attributes` field.
 * @public
 */
export interface RecordBatchAttributes {
  readonly compression?: CompressionType;
  readonly timestampType?: TimestampType;
  readonly transactional?: boolean;
  readonly control?: boolean;
}

/**
 * Packs attribute options into the int16 `attributes` field.
 * @public
 */
export function recordBatchAttributes(options: RecordBatchAttributes): number {
  return (
    (options.compression ?? CompressionType.none)
    | ((options.timestampType ?? TimestampType.createTime) === TimestampType.logAppendTime ? TIMESTAMP_TYPE_BIT : 0)
    | (options.transactional === true ? TRANSACTIONAL_BIT : 0)
    | (options.control === true ? CONTROL_BIT : 0)
  );
}
