/**
 * Decodes the `records` field of a Fetch or Produce payload: zero or more magic-2 batches back to
 * back (Kafka `MemoryRecords` / `ByteBufferLogInputStream`).
 *
 * A broker may cut the last batch of a Fetch response short when it hits the fetch size limit;
 * like the Java client, that tail is not an error but is reported as `partialTrailingBytes`.
 * Everything else wrong with a batch that is fully present (CRC, lengths, varints, a record count
 * that does not match the records) is corrupt input and throws a `CorruptInputError` naming it.
 */
import { CorruptInputError, TruncatedInputError } from '../../errors/codec-errors.js';
import { isKafkaClientError } from '../../errors/kafka-client-error.js';
import { Reader } from '../primitives/reader.js';
import { compressionCodecFor } from './compression/compression-registry.js';
import { CompressionType, compressionName } from './compression/compression-type.js';
import type { DecodedRecord, DecodedRecordHeader } from './record.js';
import {
  LOG_OVERHEAD,
  RECORD_BATCH_HEADER_SIZE,
  RecordBatchField,
  compressionOf,
  computeRecordBatchCrc,
  decodeRecordBatchHeader,
  isControlBatch,
  isTransactional,
  TimestampType,
  timestampTypeOf,
  type RecordBatchHeader,
} from './record-batch-header.js';

/**
 * A decoded batch: its header, the attribute flags spelled out, and its records.
 * @public
 */
export interface DecodedRecordBatch {
  /** The batch header as written. */
  header: RecordBatchHeader;
  /** The codec of the records section (from the attributes). */
  compression: CompressionType;
  /** True when the batch belongs to a transaction (read_committed readers skip it if aborted). */
  isTransactional: boolean;
  /** True for transaction-marker batches; decode their record with `decodeControlRecord`. */
  isControl: boolean;
  /** The batch's records, decompressed and decoded. */
  records: DecodedRecord[];
}

/**
 * The result of {@link decodeRecordBatches}.
 * @public
 */
export interface DecodedRecordBatches {
  /** The complete batches, in order. */
  batches: DecodedRecordBatch[];
  /** Bytes of an incomplete last batch that were skipped (0 when the input ends on a batch boundary). */
  partialTrailingBytes: number;
}

/**
 * Options of {@link decodeRecordBatches}.
 * @public
 */
export interface DecodeRecordBatchesOptions {
  /** Check each batch's CRC-32C before decoding it (default true). */
  readonly verifyCrc?: boolean;
}

/**
 * Decodes every complete batch in `buffer`.
 * @throws CorruptInputError for a corrupt batch (the message names the problem).
 * @throws CompressionCodecUnavailableError for a compression whose codec is not loaded.
 * @public
 */
export function decodeRecordBatches(buffer: Buffer, options: DecodeRecordBatchesOptions = {}): DecodedRecordBatches {
  const verifyCrc = options.verifyCrc ?? true;
  const batches: DecodedRecordBatch[] = [];
  let offset = 0;
  while (offset < buffer.length) {
    const remaining = buffer.length - offset;
    // Not even the length is there, or the batch it announces is cut off: a partial fetch tail.
    if (remaining < LOG_OVERHEAD) return { batches, partialTrailingBytes: remaining };
    const batchLength = buffer.readInt32BE(offset + RecordBatchField.batchLength);
    if (batchLength < RECORD_BATCH_HEADER_SIZE - LOG_OVERHEAD) {
      throw new CorruptInputError(`record batch length ${batchLength} is smaller than the header`, offset + RecordBatchField.batchLength);
    }
    if (LOG_OVERHEAD + batchLength > remaining) return { batches, partialTrailingBytes: remaining };
    batches.push(decodeRecordBatch(buffer, offset, { verifyCrc }));
    offset += LOG_OVERHEAD + batchLength;
  }
  return { batches, partialTrailingBytes: 0 };
}

/**
 * Decodes the single complete batch at `offset`.
 * @throws TruncatedInputError when the batch is not all there.
 * @throws CorruptInputError for a corrupt batch.
 * @public
 */
export function decodeRecordBatch(buffer: Buffer, offset = 0, options: DecodeRecordBatchesOptions = {}): DecodedRecordBatch {
  const header = decodeRecordBatchHeader(buffer, offset);
  if (options.verifyCrc ?? true) {
    const actual = computeRecordBatchCrc(buffer, offset);
    if (actual !== header.crc) {
      throw new CorruptInputError(
        `record batch CRC mismatch: stored 0x${header.crc.toString(16)}, computed 0x${actual.toString(16)}`,
        offset + RecordBatchField.crc,
      );
    }
  }
  const compression = compressionOf(header.attributes);
  const end = offset + LOG_OVERHEAD + header.batchLength;
  let recordsBuffer = buffer;
  let recordsStart = offset + RECORD_BATCH_HEADER_SIZE;
  let recordsEnd = end;
  if (compression !== CompressionType.none) {
    const codec = compressionCodecFor(compression);
    try {
      recordsBuffer = codec.decompress(buffer.subarray(recordsStart, end));
    } catch (error) {
      if (isKafkaClientError(error)) throw error;
      throw new CorruptInputError(`cannot decompress ${compressionName(compression)} records`, recordsStart, { cause: error });
    }
    recordsStart = 0;
    recordsEnd = recordsBuffer.length;
  }
  return {
    header,
    compression,
    isTransactional: isTransactional(header.attributes),
    isControl: isControlBatch(header.attributes),
    records: decodeRecords(header, recordsBuffer, recordsStart, recordsEnd, compression === CompressionType.none ? 0 : offset),
  };
}

/**
 * Decodes `header.recordCount` records that must exactly fill `[start, end)` of `buffer`.
 * `errorBase` is added to positions in error messages when they refer to decompressed bytes.
 */
function decodeRecords(header: RecordBatchHeader, buffer: Buffer, start: number, end: number, errorBase: number): DecodedRecord[] {
  const count = header.recordCount;
  // Every record takes at least 7 bytes, so an absurd count fails before allocating anything.
  if (count * 7 > end - start) {
    throw new CorruptInputError(`record count ${count} cannot fit in ${end - start} bytes of records`, errorBase + start);
  }
  const records: DecodedRecord[] = new Array<DecodedRecord>(count);
  const reader = new Reader(buffer, start, end);
  const logAppendTime = timestampTypeOf(header.attributes) === TimestampType.logAppendTime;
  for (let index = 0; index < count; index++) {
    const recordStart = reader.offset;
    try {
      records[index] = decodeRecord(reader, header, logAppendTime);
    } catch (error) {
      if (error instanceof TruncatedInputError || error instanceof CorruptInputError) {
        // Drop the inner error's "corrupt input at offset N: " prefix; the cause keeps the detail.
        const detail = error.message.replace(/^corrupt input at offset \d+: /, '');
        throw new CorruptInputError(`record ${index} of ${count}: ${detail}`, errorBase + recordStart, { cause: error });
      }
      throw error;
    }
  }
  if (reader.offset !== end) {
    throw new CorruptInputError(`record count ${count} leaves ${end - reader.offset} bytes of records unread`, errorBase + reader.offset);
  }
  return records;
}

function decodeRecord(reader: Reader, header: RecordBatchHeader, logAppendTime: boolean): DecodedRecord {
  const length = reader.readVarint();
  const bodyStart = reader.offset;
  if (length < 0) throw new CorruptInputError(`negative record length ${length}`, bodyStart);
  reader.need(length, 'record');
  const bodyEnd = bodyStart + length;
  // Fields are read with the batch-bounded reader (no per-record Reader); a record whose fields
  // overrun or underrun its declared length is caught by the position check at the end.
  reader.readInt8(); // attributes: unused
  const timestampDelta = reader.readVarlong();
  const offsetDelta = reader.readVarint();
  const key = reader.readVarintBytes();
  const value = reader.readVarintBytes();
  const headerCount = reader.readVarint();
  // A header takes at least 2 bytes (two varint lengths).
  if (headerCount < 0 || headerCount * 2 > bodyEnd - reader.offset) {
    throw new CorruptInputError(`header count ${headerCount} with ${bodyEnd - reader.offset} bytes left in the record`, reader.offset);
  }
  const headers: DecodedRecordHeader[] = [];
  for (let index = 0; index < headerCount; index++) {
    const keyPosition = reader.offset;
    const headerKey = reader.readVarintString();
    if (headerKey === null) throw new CorruptInputError('null header key', keyPosition);
    headers.push({ key: headerKey, value: reader.readVarintBytes() });
  }
  if (reader.offset !== bodyEnd) {
    throw new CorruptInputError(`record length ${length} does not match its fields (${reader.offset - bodyStart} bytes)`, bodyStart);
  }
  return {
    offset: header.baseOffset + BigInt(offsetDelta),
    // With LogAppendTime the broker's append time, stored as maxTimestamp, applies to every record (Kafka DefaultRecordBatch).
    timestamp: logAppendTime ? header.maxTimestamp : header.baseTimestamp + BigInt(timestampDelta),
    key,
    value,
    headers,
  };
}
