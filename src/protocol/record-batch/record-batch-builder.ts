/**
 * Encodes one magic-2 record batch, record by record, straight into a growable buffer
 * (Kafka `MemoryRecordsBuilder` + `DefaultRecord.writeTo`).
 *
 * Hot path: `append` sizes the record with arithmetic (no encoding pass), ensures capacity once and
 * then writes every field in place, so the only allocation per record is the caller's own record
 * object. The 61-byte header is reserved up front and filled in by `build`, which also compresses
 * the records section when asked and computes the CRC-32C last, over attributes..end.
 */
import { EncodeError } from '../../errors/codec-errors.js';
import { Writer } from '../primitives/writer.js';
import { compressionCodecFor } from './compression/compression-registry.js';
import { CompressionType } from './compression/compression-type.js';
import { crc32c } from './crc32c.js';
import type { RecordInput } from './record.js';
import type { RecordHeader } from '../../common/record.js';
import {
  LOG_OVERHEAD,
  RECORD_BATCH_HEADER_SIZE,
  RECORD_BATCH_MAGIC,
  RecordBatchField,
  recordBatchAttributes,
  type TimestampType,
} from './record-batch-header.js';
import { putVarint, putVarlong, uvarintSize, varintSize, varlongSize } from './varint-size.js';

/**
 * What identifies and shapes a batch. A non-idempotent producer uses producerId -1n,
 * producerEpoch -1 and baseSequence -1 (Kafka `RecordBatch.NO_PRODUCER_ID` etc.).
 * @public
 */
export interface RecordBatchBuilderOptions {
  /** Defaults to 0n; the broker assigns the real offset on append. */
  readonly baseOffset?: bigint;
  /** The producer id, or -1n without idempotence. */
  readonly producerId: bigint;
  /** The producer epoch, or -1 without idempotence. */
  readonly producerEpoch: number;
  /** The first record's sequence number, or -1 without idempotence. */
  readonly baseSequence: number;
  /** Sets the transactional attribute (the batch belongs to the producer's open transaction). */
  readonly transactional: boolean;
  /** The codec for the records section; its package must be loaded (`loadCompressionCodec`). */
  readonly compression: CompressionType;
  /** Defaults to create time. */
  readonly timestampType?: TimestampType;
  /** Defaults to -1 (unknown); the broker assigns it. */
  readonly partitionLeaderEpoch?: number;
  /** Marks a control batch (transaction markers); see `control-record.ts`. */
  readonly control?: boolean;
  /**
   * A writer to reuse across batches. The builder resets it. `build()` then returns a view of the
   * writer's memory that stays valid only until the writer is reused; without one, the builder
   * allocates its own and the returned buffer belongs to the caller.
   */
  readonly writer?: Writer;
  /** Initial capacity of a builder-owned writer (e.g. the producer's batch.size). */
  readonly initialCapacity?: number;
}

/** Worst-case UTF-8 bytes per UTF-16 code unit. */
const MAX_UTF8_PER_CODE_UNIT = 3;

/**
 * A cheap upper bound of the bytes `record` will take in an uncompressed batch, for deciding
 * whether it still fits before appending (Kafka `AbstractRecords.estimateSizeInBytesUpperBound`).
 * @public
 */
export function estimateRecordSizeUpperBound(record: RecordInput): number {
  // length(5) + attributes(1) + timestampDelta(10) + offsetDelta(5) + key/value lengths(5+5) + header count(5)
  let size = 36 + (record.key?.length ?? 0) + (record.value?.length ?? 0);
  const headers = record.headers;
  if (headers !== undefined) {
    for (const header of headers) size += 10 + header.key.length * MAX_UTF8_PER_CODE_UNIT + (header.value?.length ?? 0);
  }
  return size;
}

/**
 * Builds one magic-2 record batch. Create one per batch, `append` records, then `build` once.
 * @public
 */
export class RecordBatchBuilder {
  private readonly options: RecordBatchBuilderOptions;
  private readonly writer: Writer;
  private count = 0;
  private baseTimestamp = 0;
  private maxTimestamp = -1;
  private built = false;

  /**
   * Starts an empty batch.
   * @param options - The batch header's fields (producer id, epoch, base sequence, ...) and its compression.
   */
  constructor(options: RecordBatchBuilderOptions) {
    this.options = options;
    this.writer = options.writer ?? new Writer(options.initialCapacity ?? 1024);
    this.writer.reset();
    this.writer.reserve(RECORD_BATCH_HEADER_SIZE);
  }

  /** Records appended so far. */
  get recordCount(): number {
    return this.count;
  }

  /** Uncompressed batch size so far, header included (an upper estimate once compressed). */
  get estimatedSizeInBytes(): number {
    return this.writer.offset;
  }

  /**
   * Encodes `record` into the batch. Its offset delta is its position in the batch; its
   * timestamp delta is relative to the first record's timestamp (as the Java client does).
   */
  append(record: RecordInput): void {
    if (this.built) throw new EncodeError('record batch already built');
    const timestamp = typeof record.timestamp === 'number' ? record.timestamp : Number(record.timestamp);
    if (this.count === 0) {
      this.baseTimestamp = timestamp;
      this.maxTimestamp = timestamp;
    } else if (timestamp > this.maxTimestamp) {
      this.maxTimestamp = timestamp;
    }
    const timestampDelta = timestamp - this.baseTimestamp;
    const offsetDelta = this.count;
    const key = record.key;
    const value = record.value;
    const headers = record.headers;
    const keyLength = key === null ? -1 : key.length;
    const valueLength = value === null ? -1 : value.length;
    const headerCount = headers === undefined ? 0 : headers.length;

    // Pass 1: size the body so the length prefix can be written first, without an encode pass.
    let bodySize =
      1
      + varlongSize(timestampDelta)
      + varintSize(offsetDelta)
      + varintSize(keyLength)
      + (key === null ? 0 : keyLength)
      + varintSize(valueLength)
      + (value === null ? 0 : valueLength)
      + uvarintSize(headerCount << 1);
    if (headers !== undefined) {
      for (let index = 0; index < headerCount; index++) {
        const header = headers[index] as RecordHeader;
        const headerKeyLength = Buffer.byteLength(header.key, 'utf8');
        const headerValueLength = header.value === null ? -1 : header.value.length;
        bodySize += varintSize(headerKeyLength) + headerKeyLength + varintSize(headerValueLength) + Math.max(0, headerValueLength);
      }
    }

    // Pass 2: one capacity check, then raw writes.
    const writer = this.writer;
    writer.ensure(5 + bodySize);
    const buffer = writer.buffer;
    let position = putVarint(buffer, writer.offset, bodySize);
    buffer[position++] = 0; // record attributes: unused
    position = putVarlong(buffer, position, timestampDelta);
    position = putVarint(buffer, position, offsetDelta);
    position = putVarint(buffer, position, keyLength);
    if (key !== null) {
      buffer.set(key, position);
      position += keyLength;
    }
    position = putVarint(buffer, position, valueLength);
    if (value !== null) {
      buffer.set(value, position);
      position += valueLength;
    }
    position = putVarint(buffer, position, headerCount);
    if (headers !== undefined) {
      for (let index = 0; index < headerCount; index++) {
        const header = headers[index] as RecordHeader;
        const headerKeyLength = Buffer.byteLength(header.key, 'utf8');
        position = putVarint(buffer, position, headerKeyLength);
        position += buffer.write(header.key, position, headerKeyLength, 'utf8');
        const headerValue = header.value;
        if (headerValue === null) {
          position = putVarint(buffer, position, -1);
        } else {
          position = putVarint(buffer, position, headerValue.length);
          buffer.set(headerValue, position);
          position += headerValue.length;
        }
      }
    }
    writer.offset = position;
    this.count++;
  }

  /**
   * Finishes the batch: compresses the records section if asked, fills in the header and the
   * CRC-32C. Call once. See the `writer` option for who owns the result.
   * @throws EncodeError for an empty batch.
   * @throws CompressionCodecUnavailableError when the compression's codec is not loaded.
   */
  build(): Buffer {
    if (this.built) throw new EncodeError('record batch already built');
    if (this.count === 0) throw new EncodeError('cannot build an empty record batch');
    this.built = true;
    const options = this.options;
    const writer = this.writer;
    if (options.compression !== CompressionType.none) {
      const codec = compressionCodecFor(options.compression);
      // The codec returns a fresh buffer, so writing it over the uncompressed records is safe.
      const compressed = codec.compress(writer.buffer.subarray(RECORD_BATCH_HEADER_SIZE, writer.offset));
      writer.offset = RECORD_BATCH_HEADER_SIZE;
      writer.writeBytesRaw(compressed);
    }
    const end = writer.offset;
    const buffer = writer.buffer;
    buffer.writeBigInt64BE(options.baseOffset ?? 0n, RecordBatchField.baseOffset);
    buffer.writeInt32BE(end - LOG_OVERHEAD, RecordBatchField.batchLength);
    buffer.writeInt32BE(options.partitionLeaderEpoch ?? -1, RecordBatchField.partitionLeaderEpoch);
    buffer[RecordBatchField.magic] = RECORD_BATCH_MAGIC;
    buffer.writeInt16BE(recordBatchAttributes(options), RecordBatchField.attributes);
    buffer.writeInt32BE(this.count - 1, RecordBatchField.lastOffsetDelta);
    writeInt64Number(buffer, RecordBatchField.baseTimestamp, this.baseTimestamp);
    writeInt64Number(buffer, RecordBatchField.maxTimestamp, this.maxTimestamp);
    buffer.writeBigInt64BE(options.producerId, RecordBatchField.producerId);
    buffer.writeInt16BE(options.producerEpoch, RecordBatchField.producerEpoch);
    buffer.writeInt32BE(options.baseSequence, RecordBatchField.baseSequence);
    buffer.writeInt32BE(this.count, RecordBatchField.recordCount);
    buffer.writeUInt32BE(crc32c(buffer, RecordBatchField.attributes, end), RecordBatchField.crc);
    return writer.finish();
  }
}

/** Writes a safe integer as int64 without a bigint allocation. */
function writeInt64Number(buffer: Buffer, position: number, value: number): void {
  const high = Math.floor(value / 0x1_0000_0000);
  buffer.writeInt32BE(high, position);
  buffer.writeUInt32BE(value - high * 0x1_0000_0000, position + 4);
}

/**
 * Encodes `records` as one batch (convenience over {@link RecordBatchBuilder}).
 * @public
 */
export function encodeRecordBatch(options: RecordBatchBuilderOptions, records: readonly RecordInput[]): Buffer {
  const builder = new RecordBatchBuilder(options);
  for (const record of records) builder.append(record);
  return builder.build();
}
