/**
 * What Kafka's LogValidator checks in the magic-2 record batch a client produces, once its base offset, size and CRC
 * passed (UnifiedLog.analyzeAndValidateRecords): the batch's header (`validateBatch`), then every record, decompressed
 * first when the batch is compressed (`DefaultRecordBatch`'s record iterators, `DefaultRecord.readFrom` and
 * `readPartiallyFrom`). Kafka answers a header or a record it cannot read with the whole batch refused and no
 * `error_message` (INVALID_RECORD, or UNKNOWN_SERVER_ERROR when the decompression itself fails, see
 * compressed-records.ts), and a record it reads but does not accept (no key on a compacted topic) with INVALID_RECORD,
 * a per-record `recordErrors` entry and a summary message. A compressed batch whose records' offsets are not 0, 1, ...
 * is UNKNOWN_SERVER_ERROR: Kafka then rebuilds it from records it read without their keys and values, and fails. The
 * in-memory cluster answers the same codes; where Kafka sends no message it says why.
 *
 * Records are walked in place (lengths and varints only, no record object): the cluster serves benchmarks.
 *
 * Simplifications: no timestamp checks (`message.timestamp.*.max.ms`, LogAppendTime batches), because users run the
 * cluster on a manual clock that a check against it would turn into refusals; the topic's `compression.type` is
 * taken as `producer` (Kafka re-reads records strictly when it recompresses) and `max.decompressed.message.bytes` as
 * its default; a compression codec that is not loaded in this process leaves the batch's records unchecked.
 */
import { ErrorCode } from '../errors/protocol-error-codes.generated.js';
import { CompressionType, isCompressionType } from '../protocol/record-batch/compression/compression-type.js';
import { compressionIdOf, isControlBatch, RECORD_BATCH_HEADER_SIZE, type RecordBatchHeader } from '../protocol/record-batch/record-batch-header.js';
import { decompressRecords } from './compressed-records.js';

/** One record a batch was refused for: its index in the batch and why (Produce v8+ `recordErrors`). @internal */
export interface ProducedRecordError {
  readonly batchIndex: number;
  readonly message: string;
}

/** Why a batch is refused: Kafka's error code, the message, and the records at fault. @internal */
export interface BatchRejection {
  readonly errorCode: number;
  readonly errorMessage: string | null;
  readonly recordErrors: readonly ProducedRecordError[];
}

/** A record Kafka cannot read: its exception's message, and whether the broker answers it UNKNOWN_SERVER_ERROR. */
class UnreadableRecord extends Error {
  /**
   * @param unknown - the broker answers it UNKNOWN_SERVER_ERROR.
   * @param pastEnd - it read past the end of the records.
   */
  constructor(message: string, readonly unknown = false, readonly pastEnd = false) {
    super(message);
  }
}

/** A read past the end of the records: the stream ended (or failed) before the batch did. */
const pastEnd = (message = 'Found invalid record structure'): UnreadableRecord => new UnreadableRecord(message, false, true);

const NO_BYTES = Buffer.alloc(0);

/** A position in the records being walked. */
class RecordCursor {
  data: Buffer = NO_BYTES;
  at = 0;
  end = 0;
  /** A compressed batch's record (without a record error) whose offset is not its index in the batch. */
  renumbered = false;

  /**
   * A zig-zag varint of at most 5 bytes (ByteUtils.readVarint). `strictLength`: the strict reader's record length,
   * whose malformed encoding Kafka does not catch (UNKNOWN_SERVER_ERROR).
   */
  varint(strictLength = false): number {
    const data = this.data;
    let at = this.at;
    let value = 0;
    for (let shift = 0; shift < 35; shift += 7) {
      if (at >= this.end) throw pastEnd(strictLength ? 'Incorrect declared batch size, premature EOF reached' : undefined);
      const byte = data[at++] ?? 0;
      value |= (byte & 0x7f) << shift;
      if (byte < 0x80) {
        this.at = at;
        return (value >>> 1) ^ -(value & 1);
      }
    }
    if (strictLength) throw new UnreadableRecord('Varint is too long, the most significant bit in the 5th byte is set', true);
    throw new UnreadableRecord('Found invalid record structure');
  }

  /** Moves past a varlong of at most 10 bytes (ByteUtils.readVarlong). */
  skipVarlong(): void {
    const data = this.data;
    let at = this.at;
    for (let count = 0; count < 10; count++) {
      if (at >= this.end) throw pastEnd();
      if ((data[at++] ?? 0) < 0x80) {
        this.at = at;
        return;
      }
    }
    throw new UnreadableRecord('Found invalid record structure');
  }

  /** Moves past `length` bytes (none when negative: a null field). */
  skip(length: number): void {
    if (length <= 0) return;
    if (length > this.end - this.at) throw pastEnd();
    this.at += length;
  }
}

/** The one cursor: the walk allocates nothing per batch or per record. */
const cursor = new RecordCursor();

/**
 * The largest record body a compressed batch may hold: the default of Kafka's `max.decompressed.message.bytes`
 * (topic config, 4.4), which the cluster does not offer.
 */
const MAX_DECOMPRESSED_RECORD_BYTES = 2_147_483_639;

/**
 * Why Kafka refuses the batch `records` (one whole magic-2 batch whose header is `header`) produced to
 * `topicPartition` (as Kafka names it, `topic-partition`), or `undefined` when it accepts it.
 * @internal
 */
export function validateProducedBatch(records: Buffer, header: RecordBatchHeader, topicPartition: string, compacted: boolean): BatchRejection | undefined {
  const compression = compressionIdOf(header.attributes);
  if (!isCompressionType(compression)) return refused(ErrorCode.UNKNOWN_SERVER_ERROR, `Unknown compression type id: ${compression}`);
  const headerProblem = batchHeaderProblem(header, topicPartition);
  if (headerProblem !== undefined) return refused(ErrorCode.INVALID_RECORD, headerProblem);
  let strict = true;
  let failure: string | undefined;
  if (compression === CompressionType.none) {
    cursor.data = records;
    cursor.at = RECORD_BATCH_HEADER_SIZE;
    cursor.end = records.length;
  } else {
    const decompressed = decompressRecords(compression, records, RECORD_BATCH_HEADER_SIZE);
    if (decompressed === undefined) return undefined;
    if (typeof decompressed === 'string') return refused(ErrorCode.UNKNOWN_SERVER_ERROR, decompressed);
    // Kafka reads a compressed stream with readPartiallyFrom: a record's length is read but not checked.
    strict = false;
    failure = decompressed.failure;
    cursor.data = decompressed.data;
    cursor.at = 0;
    cursor.end = cursor.data.length;
  }
  try {
    const recordErrors = walkRecords(header.recordCount, strict, compacted, topicPartition);
    // The read after the last record reaches the stream's failure before the record errors are answered.
    if (failure !== undefined) return refused(ErrorCode.UNKNOWN_SERVER_ERROR, failure);
    if (recordErrors === undefined) {
      // Kafka then rebuilds the batch with new offsets from the records it read without their keys and values.
      return cursor.renumbered ? refused(ErrorCode.UNKNOWN_SERVER_ERROR, 'key is skipped in PartialDefaultRecord') : undefined;
    }
    const shown = recordErrors.slice(0, 3).map((each) => `RecordError(batchIndex=${each.batchIndex}, message='${each.message}')`);
    return {
      errorCode: ErrorCode.INVALID_RECORD,
      errorMessage: `One or more records have been rejected due to ${recordErrors.length} record errors in total, and only showing the first three errors at most: [${shown.join(', ')}]`,
      recordErrors,
    };
  } catch (error) {
    if (!(error instanceof UnreadableRecord)) throw error;
    // Reading past what the stream yielded before failing is reaching the failure.
    if (failure !== undefined && error.pastEnd) return refused(ErrorCode.UNKNOWN_SERVER_ERROR, failure);
    return refused(error.unknown ? ErrorCode.UNKNOWN_SERVER_ERROR : ErrorCode.INVALID_RECORD, `${error.message} in topic partition ${topicPartition}`);
  } finally {
    cursor.data = NO_BYTES;
    cursor.renumbered = false;
  }
}

/** LogValidator.validateBatch for a client's magic-2 batch. */
function batchHeaderProblem(header: RecordBatchHeader, topicPartition: string): string | undefined {
  const countFromOffsets = header.lastOffsetDelta + 1;
  const lastOffset = header.baseOffset + BigInt(header.lastOffsetDelta);
  if (countFromOffsets <= 0) return `Batch has an invalid offset range: [${header.baseOffset}, ${lastOffset}] in topic partition ${topicPartition}`;
  if (header.recordCount <= 0) return `Invalid reported count for record batch: ${header.recordCount} in topic partition ${topicPartition}`;
  if (countFromOffsets !== header.recordCount) {
    return `Inconsistent batch offset range [${header.baseOffset}, ${lastOffset}] and count of records ${header.recordCount} in topic partition ${topicPartition}`;
  }
  if (isControlBatch(header.attributes)) return `Clients are not allowed to write control records in topic partition ${topicPartition}`;
  if (header.producerId >= 0n && header.baseSequence < 0) {
    return `Invalid sequence number ${header.baseSequence} in record batch with producerId ${header.producerId} in topic partition ${topicPartition}`;
  }
  return undefined;
}

/**
 * Reads `count` records at the cursor; the records without a key when `compacted`, or `undefined`. `strict` is
 * `DefaultRecord.readFrom` (a record's length must be there and match its fields), otherwise `readPartiallyFrom`
 * (the length is read and ignored; reading past the end fails).
 * @throws UnreadableRecord where Kafka's iterator throws.
 */
function walkRecords(count: number, strict: boolean, compacted: boolean, topicPartition: string): ProducedRecordError[] | undefined {
  let recordErrors: ProducedRecordError[] | undefined;
  for (let index = 0; index < count; index++) {
    if (strict && cursor.at >= cursor.end) throw pastEnd('Incorrect declared batch size, premature EOF reached');
    // Outside Kafka's try in the strict reader: a malformed length varint escapes as IllegalArgumentException.
    const size = cursor.varint(strict);
    if (!strict && size < 0) throw new UnreadableRecord(`Invalid record size: ${size} is negative.`);
    if (!strict && size > MAX_DECOMPRESSED_RECORD_BYTES) {
      throw new UnreadableRecord(`Invalid record size: ${size} exceeds the configured maximum record size of ${MAX_DECOMPRESSED_RECORD_BYTES}.`);
    }
    if (strict && cursor.end - cursor.at < size) {
      throw new UnreadableRecord(`Invalid record size: expected ${size} bytes in record payload, but instead the buffer has only ${cursor.end - cursor.at} remaining bytes.`);
    }
    const start = cursor.at;
    cursor.skip(1); // attributes
    cursor.skipVarlong(); // timestamp delta
    const offsetDelta = cursor.varint();
    const keySize = cursor.varint();
    cursor.skip(keySize);
    cursor.skip(cursor.varint()); // value
    const headers = cursor.varint();
    if (headers < 0) throw new UnreadableRecord(`Found invalid number of record headers ${headers}`);
    if (strict && headers > cursor.end - cursor.at) {
      throw new UnreadableRecord(`Found invalid number of record headers. ${headers} is larger than the remaining size of the buffer`);
    }
    for (let header = 0; header < headers; header++) {
      const headerKeySize = cursor.varint();
      if (headerKeySize < 0) throw new UnreadableRecord(`Invalid negative header key size ${headerKeySize}`);
      cursor.skip(headerKeySize);
      cursor.skip(cursor.varint());
    }
    if (strict && cursor.at - start !== size) {
      throw new UnreadableRecord(`Invalid record size: expected to read ${size} bytes in record payload, but instead read ${cursor.at - start}`);
    }
    if (compacted && keySize < 0) {
      recordErrors ??= [];
      recordErrors.push({ batchIndex: index, message: `Compacted topic cannot accept message without key in topic partition ${topicPartition}` });
    } else if (!strict && offsetDelta !== index) {
      cursor.renumbered = true;
    }
  }
  if (cursor.at !== cursor.end) throw new UnreadableRecord('Incorrect declared batch size, records still remaining in file');
  return recordErrors;
}

function refused(errorCode: number, errorMessage: string): BatchRejection {
  return { errorCode, errorMessage, recordErrors: [] };
}
