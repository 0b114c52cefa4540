/**
 * Record batches that Kafka's LogValidator refuses (or, for a few, accepts although they look wrong), with Kafka's
 * answer to each as Kafka 4.4.0 gives it. Shared by the in-memory cluster's test (test/testing/batch-validation.test.ts)
 * and the real-Kafka one (test/kafka/batch-validation.test.ts), so the two agree by construction.
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import { encodeRecordBatch } from '../../src/protocol/record-batch/record-batch-builder.js';
import { computeRecordBatchCrc, CompressionType, RecordBatchField, RECORD_BATCH_HEADER_SIZE } from '../../src/protocol/record-batch/record-batch-header.js';
import type { RecordInput } from '../../src/protocol/record-batch/record.js';
import { xxHash32 } from '../../src/testing/lz4-frame-check.js';

export interface MalformedBatchCase {
  readonly name: string;
  /** The batch (CRC valid) to produce to partition 0 of a fresh topic. */
  readonly batch: () => Buffer;
  /** Whether the topic is `cleanup.policy=compact`. */
  readonly compacted?: boolean;
  /** Kafka's answer: error code, `error_message` (`null`: none; a function: of the topic-partition) and `recordErrors`. */
  readonly errorCode: number;
  readonly errorMessage?: ((topicPartition: string) => string) | null;
  readonly recordErrors?: (topicPartition: string) => { batchIndex: number; batchIndexErrorMessage: string | null }[];
  /** What the in-memory cluster says where Kafka sends no message. */
  readonly reason?: RegExp;
}

const TIMESTAMP = 1_700_000_000_000;
const plain = { producerId: -1n, producerEpoch: -1, baseSequence: -1, transactional: false };
const record = (value: string, key: string | null = null): RecordInput => ({ timestamp: TIMESTAMP, key: key === null ? null : Buffer.from(key), value: Buffer.from(value) });
const build = (compression: CompressionType, records: readonly RecordInput[], ids = plain): Buffer => encodeRecordBatch({ ...ids, compression }, records);

/** `batch` after `patch` (which may change the header fields), with its CRC made valid again. */
function patched(batch: Buffer, patch: (bytes: Buffer) => void): Buffer {
  const copy = Buffer.from(batch);
  patch(copy);
  copy.writeUInt32BE(computeRecordBatchCrc(copy), RecordBatchField.crc);
  return copy;
}

/** `batch`'s header in front of another records section, with its length and CRC made valid again. */
function withSection(batch: Buffer, section: Buffer): Buffer {
  const copy = Buffer.concat([batch.subarray(0, RECORD_BATCH_HEADER_SIZE), section]);
  copy.writeInt32BE(copy.length - 12, RecordBatchField.batchLength);
  copy.writeUInt32BE(computeRecordBatchCrc(copy), RecordBatchField.crc);
  return copy;
}

const setCount = (count: number, lastOffsetDelta = count - 1) => (bytes: Buffer): void => {
  bytes.writeInt32BE(count, RecordBatchField.recordCount);
  bytes.writeInt32BE(lastOffsetDelta, RecordBatchField.lastOffsetDelta);
};

/** An LZ4 sequence: `literals`, then (unless last) a match of `matchLength` bytes `offset` back. */
function sequence(literals: Buffer, offset?: number, matchLength = 0): Buffer {
  const parts: number[] = [];
  const match = offset === undefined ? 0 : matchLength - 4;
  parts.push((Math.min(literals.length, 15) << 4) | Math.min(match, 15));
  if (literals.length >= 15) {
    let rest = literals.length - 15;
    for (; rest >= 255; rest -= 255) parts.push(255);
    parts.push(rest);
  }
  const tail: number[] = [];
  if (offset !== undefined) {
    tail.push(offset & 0xff, offset >>> 8);
    if (match >= 15) {
      let rest = match - 15;
      for (; rest >= 255; rest -= 255) tail.push(255);
      tail.push(rest);
    }
  }
  return Buffer.concat([Buffer.from(parts), literals, Buffer.from(tail)]);
}

/** An LZ4 frame as Kafka writes it (independent 64 KiB blocks, no checksums) of `blocks` (compressed, or raw when a Buffer marked so). */
function lz4Frame(blocks: readonly { bytes: Buffer; raw?: boolean }[]): Buffer {
  const words = blocks.map((block) => {
    const word = Buffer.alloc(4);
    word.writeUInt32LE(((block.raw === true ? 0x80000000 : 0) | block.bytes.length) >>> 0);
    return Buffer.concat([word, block.bytes]);
  });
  return Buffer.concat([Buffer.from([0x04, 0x22, 0x4d, 0x18, 0x60, 0x40, 0x82]), ...words, Buffer.alloc(4)]);
}

/**
 * An lz4 batch of one record whose value is a run of `run` 'a's, compressed as one block: the literals up to the
 * run's first byte, a match (offset 1) of `run - 1 - tail` bytes, and the last `tail` 'a's and the record's header
 * count (0) as the last literals (`tail + 1` of them).
 */
function lz4RunBatch(run: number, tail: number): Buffer {
  const batch = build(CompressionType.none, [record('a'.repeat(run))]);
  const section = batch.subarray(RECORD_BATCH_HEADER_SIZE);
  const literalsEnd = section.length - 1 - run + 1; // through the run's first 'a'
  const matchLength = run - 1 - tail;
  const block = Buffer.concat([sequence(section.subarray(0, literalsEnd), 1, matchLength), sequence(section.subarray(literalsEnd + matchLength))]);
  return patched(withSection(batch, lz4Frame([{ bytes: block }])), (bytes) => { bytes.writeInt16BE(CompressionType.lz4, RecordBatchField.attributes); });
}

/**
 * An lz4 batch whose first block is exactly 64 KiB decompressed and whose last match (5 bytes) starts `distance`
 * bytes before that block's end: fewer than 12 is legal in a shorter block, refused in a full one.
 */
function lz4FullBlockBatch(distance: number): Buffer {
  const batch = build(CompressionType.none, [record('a'.repeat(70_000))]);
  const section = batch.subarray(RECORD_BATCH_HEADER_SIZE);
  const blockSize = 65_536;
  const start = section.length - 1 - 70_000; // the run's first byte
  const matchStart = blockSize - distance;
  const first = Buffer.concat([
    sequence(section.subarray(0, start + 1), 1, matchStart - start - 1),
    sequence(section.subarray(matchStart, matchStart), 1, 5),
    sequence(section.subarray(matchStart + 5, blockSize)),
  ]);
  const frame = lz4Frame([{ bytes: first }, { bytes: Buffer.from(section.subarray(blockSize)), raw: true }]);
  return patched(withSection(batch, frame), (bytes) => { bytes.writeInt16BE(CompressionType.lz4, RecordBatchField.attributes); });
}

interface FrameOptions {
  /** Block checksums (FLG bit 4), right or wrong. */
  readonly blockChecksums?: 'right' | 'wrong';
  /** The content size field (FLG bit 3). */
  readonly contentSize?: boolean;
  readonly endMark?: boolean;
  /** Bytes after the end mark. */
  readonly trailing?: Buffer;
}

/**
 * A batch of two records whose records section is one LZ4 frame of uncompressed blocks of at most `blockSize` bytes,
 * with `options`; the descriptor checksum is computed as Kafka checks it (xxHash32 of FLG, BD and the content size).
 */
function lz4RawFrameBatch(options: FrameOptions = {}, blockSize = 65_536, values: readonly string[] = ['first', 'second']): Buffer {
  const batch = build(CompressionType.none, values.map((value) => record(value)));
  const section = batch.subarray(RECORD_BATCH_HEADER_SIZE);
  const flg = 0x60 | (options.blockChecksums === undefined ? 0 : 0x10) | (options.contentSize === true ? 0x08 : 0);
  const contentSize = Buffer.alloc(options.contentSize === true ? 8 : 0);
  if (options.contentSize === true) contentSize.writeBigUInt64LE(BigInt(section.length));
  const descriptor = Buffer.concat([Buffer.from([flg, 0x40]), contentSize]);
  const parts: Buffer[] = [Buffer.from([0x04, 0x22, 0x4d, 0x18]), descriptor, Buffer.from([(xxHash32(descriptor, 0, descriptor.length) >>> 8) & 0xff])];
  for (let start = 0; start < section.length; start += blockSize) {
    const block = section.subarray(start, Math.min(section.length, start + blockSize));
    const word = Buffer.alloc(4);
    word.writeUInt32LE((0x80000000 | block.length) >>> 0);
    parts.push(word, block);
    if (options.blockChecksums !== undefined) {
      const checksum = Buffer.alloc(4);
      checksum.writeUInt32LE((xxHash32(block, 0, block.length) + (options.blockChecksums === 'wrong' ? 1 : 0)) >>> 0);
      parts.push(checksum);
    }
  }
  if (options.endMark !== false) parts.push(Buffer.alloc(4));
  if (options.trailing !== undefined) parts.push(options.trailing);
  return patched(withSection(batch, Buffer.concat(parts)), (bytes) => { bytes.writeInt16BE(CompressionType.lz4, RecordBatchField.attributes); });
}

const twoRecords = (): Buffer => build(CompressionType.none, [record('first'), record('second')]);
const gzipTwo = (): Buffer => build(CompressionType.gzip, [record('first'), record('second')]);
const gzipSection = (batch: Buffer): Buffer => gunzipSync(batch.subarray(RECORD_BATCH_HEADER_SIZE));
const recordSummary = (indexes: readonly number[]) => (topicPartition: string): string =>
  `One or more records have been rejected due to ${indexes.length} record errors in total, and only showing the first three errors at most: [`
  + indexes.slice(0, 3).map((index) => `RecordError(batchIndex=${index}, message='Compacted topic cannot accept message without key in topic partition ${topicPartition}')`).join(', ') + ']';

/** Every case, with Kafka 4.4.0's answer. */
export const MALFORMED_BATCHES: readonly MalformedBatchCase[] = [
  { name: 'a well-formed batch is written', batch: twoRecords, errorCode: ErrorCode.NONE },
  { name: 'a well-formed gzip batch is written', batch: gzipTwo, errorCode: ErrorCode.NONE },
  {
    name: 'offset range: lastOffsetDelta -1', batch: () => patched(twoRecords(), setCount(2, -1)),
    errorCode: ErrorCode.INVALID_RECORD, errorMessage: null, reason: /invalid offset range/,
  },
  {
    name: 'record count 0', batch: () => patched(twoRecords(), setCount(0, 1)),
    errorCode: ErrorCode.INVALID_RECORD, errorMessage: null, reason: /Invalid reported count for record batch: 0/,
  },
  {
    name: 'lastOffsetDelta + 1 != record count', batch: () => patched(twoRecords(), setCount(2, 2)),
    errorCode: ErrorCode.INVALID_RECORD, errorMessage: null, reason: /Inconsistent batch offset range \[0, 2\] and count of records 2/,
  },
  {
    name: 'idempotent batch with baseSequence -1',
    batch: () => build(CompressionType.none, [record('x')], { producerId: 4_000n, producerEpoch: 0, baseSequence: -1, transactional: false }),
    errorCode: ErrorCode.INVALID_RECORD, errorMessage: null, reason: /Invalid sequence number -1 in record batch with producerId 4000/,
  },
  {
    name: 'declared count above the records present', batch: () => patched(twoRecords(), setCount(3)),
    errorCode: ErrorCode.INVALID_RECORD, errorMessage: null, reason: /premature EOF/,
  },
  {
    name: 'bytes left over after the declared records', batch: () => patched(twoRecords(), setCount(1)),
    errorCode: ErrorCode.INVALID_RECORD, errorMessage: null, reason: /records still remaining/,
  },
  {
    name: 'a record whose length does not match its fields',
    batch: () => patched(twoRecords(), (bytes) => { bytes[RECORD_BATCH_HEADER_SIZE] = (bytes[RECORD_BATCH_HEADER_SIZE] ?? 0) + 2; }),
    errorCode: ErrorCode.INVALID_RECORD, errorMessage: null, reason: /Invalid record size/,
  },
  {
    name: 'a record with a negative header count',
    batch: () => patched(build(CompressionType.none, [record('x')]), (bytes) => { bytes[bytes.length - 1] = 0x01; }),
    errorCode: ErrorCode.INVALID_RECORD, errorMessage: null, reason: /invalid number of record headers -1/,
  },
  {
    name: 'a record length varint longer than 5 bytes',
    batch: () => patched(build(CompressionType.none, [record('xxxxxxxx')]), (bytes) => { bytes.fill(0xff, RECORD_BATCH_HEADER_SIZE, RECORD_BATCH_HEADER_SIZE + 6); }),
    errorCode: ErrorCode.UNKNOWN_SERVER_ERROR, errorMessage: null, reason: /Varint is too long/,
  },
  {
    name: 'compacted topic: records without a key', compacted: true,
    batch: () => build(CompressionType.none, [record('a'), record('b', 'key'), record('c')]),
    errorCode: ErrorCode.INVALID_RECORD, errorMessage: recordSummary([0, 2]),
    recordErrors: (topicPartition) => [0, 2].map((batchIndex) => ({ batchIndex, batchIndexErrorMessage: `Compacted topic cannot accept message without key in topic partition ${topicPartition}` })),
  },
  { name: 'compacted topic: records with keys are written', compacted: true, batch: () => build(CompressionType.gzip, [record('a', 'k')]), errorCode: ErrorCode.NONE },
  {
    name: 'compacted topic: a gzip record without a key', compacted: true,
    batch: () => build(CompressionType.gzip, [record('a', 'k'), record('b')]),
    errorCode: ErrorCode.INVALID_RECORD, errorMessage: recordSummary([1]),
    recordErrors: (topicPartition) => [{ batchIndex: 1, batchIndexErrorMessage: `Compacted topic cannot accept message without key in topic partition ${topicPartition}` }],
  },
  {
    name: 'gzip: a stream cut short', batch: () => { const batch = gzipTwo(); return withSection(batch, batch.subarray(RECORD_BATCH_HEADER_SIZE, batch.length - 12)); },
    errorCode: ErrorCode.UNKNOWN_SERVER_ERROR, errorMessage: null, reason: /decompress/,
  },
  {
    name: 'gzip: declared count above the records present', batch: () => patched(gzipTwo(), setCount(3)),
    errorCode: ErrorCode.INVALID_RECORD, errorMessage: null, reason: /invalid record structure|premature EOF/,
  },
  {
    name: 'gzip: bytes left over after the declared records', batch: () => patched(gzipTwo(), setCount(1)),
    errorCode: ErrorCode.INVALID_RECORD, errorMessage: null, reason: /records still remaining/,
  },
  {
    name: 'gzip: a record length that does not match its fields is not checked (readPartiallyFrom)',
    batch: () => {
      const batch = gzipTwo();
      const section = gzipSection(batch);
      section[0] = (section[0] ?? 0) + 2;
      return withSection(batch, gzipSync(section));
    },
    errorCode: ErrorCode.NONE,
  },
  {
    name: 'gzip: a record with a negative length',
    batch: () => {
      const batch = gzipTwo();
      const section = gzipSection(batch);
      section[0] = 0x03; // -2
      return withSection(batch, gzipSync(section));
    },
    errorCode: ErrorCode.INVALID_RECORD, errorMessage: null, reason: /Invalid record size: -2 is negative/,
  },
  {
    // Kafka then rebuilds the batch with new offsets from records it read without their keys and values, and fails.
    name: 'gzip: record offsets that are not 0, 1, ...',
    batch: () => {
      const batch = gzipTwo();
      const section = gzipSection(batch);
      section[3] = 0x04; // the first record's offset delta: 2
      return withSection(batch, gzipSync(section));
    },
    errorCode: ErrorCode.UNKNOWN_SERVER_ERROR, errorMessage: null, reason: /key is skipped in PartialDefaultRecord/,
  },
  {
    name: 'a base offset other than 0 (checked before the CRC)', batch: () => { const batch = Buffer.from(twoRecords()); batch.writeBigInt64BE(5n, 0); batch.writeUInt8(batch.readUInt8(batch.length - 1) ^ 1, batch.length - 1); return batch; },
    errorCode: ErrorCode.INVALID_RECORD, errorMessage: null, reason: /should be 0, but it is 5/,
  },
  {
    name: 'gzip: a stream whose trailer does not match, with a record that cannot be parsed before it',
    batch: () => {
      const batch = gzipTwo();
      const section = gzipSection(batch);
      section[section.length - 1] = 0x03; // the last record's header count: -2
      const stream = gzipSync(section);
      stream.writeUInt32LE((stream.readUInt32LE(stream.length - 8) ^ 1) >>> 0, stream.length - 8); // its CRC-32
      return withSection(batch, stream);
    },
    errorCode: ErrorCode.INVALID_RECORD, errorMessage: null, reason: /invalid number of record headers -2/,
  },
  {
    name: 'gzip: a stream whose trailer does not match', batch: () => {
      const batch = gzipTwo();
      const stream = Buffer.from(batch.subarray(RECORD_BATCH_HEADER_SIZE));
      stream.writeUInt32LE((stream.readUInt32LE(stream.length - 8) ^ 1) >>> 0, stream.length - 8);
      return withSection(batch, stream);
    },
    errorCode: ErrorCode.UNKNOWN_SERVER_ERROR, errorMessage: null, reason: /decompress/,
  },
  {
    name: 'snappy: a literal that overruns the block', batch: () => {
      const batch = build(CompressionType.snappy, [record('first'), record('second')]);
      return withSection(batch, batch.subarray(RECORD_BATCH_HEADER_SIZE, batch.length - 1));
    },
    errorCode: ErrorCode.UNKNOWN_SERVER_ERROR, errorMessage: null, reason: /FAILED_TO_UNCOMPRESS/,
  },
  {
    name: 'lz4: linked blocks', batch: () => patched(lz4RunBatch(40, 8), (bytes) => { bytes[RECORD_BATCH_HEADER_SIZE + 4] = 0x40; }),
    errorCode: ErrorCode.UNKNOWN_SERVER_ERROR, errorMessage: null, reason: /Dependent block stream is unsupported/,
  },
  {
    name: 'lz4: a frame descriptor checksum that does not match', batch: () => patched(lz4RunBatch(40, 8), (bytes) => { bytes[RECORD_BATCH_HEADER_SIZE + 6] = 0x83; }),
    errorCode: ErrorCode.UNKNOWN_SERVER_ERROR, errorMessage: null, reason: /descriptor corrupted/,
  },
  { name: 'lz4: a block whose last sequence has 5 literals is written', batch: () => lz4RunBatch(12, 4), errorCode: ErrorCode.NONE },
  {
    name: 'lz4: a block whose last sequence has 4 literals', batch: () => lz4RunBatch(12, 3),
    errorCode: ErrorCode.UNKNOWN_SERVER_ERROR, errorMessage: null, reason: /Error decoding offset/,
  },
  {
    // The rule counts input bytes after the last match's literals (offset, length extension, token, literals): 8.
    name: 'lz4: 4 last literals after a match with a length extension byte are written', batch: () => lz4RunBatch(40, 3),
    errorCode: ErrorCode.NONE,
  },
  {
    name: 'lz4: a short block whose last match starts 9 bytes before its end is written', batch: () => lz4RunBatch(9, 4),
    errorCode: ErrorCode.NONE,
  },
  {
    name: 'lz4: a full 64 KiB block whose last match starts 10 bytes before its end', batch: () => lz4FullBlockBatch(10),
    errorCode: ErrorCode.UNKNOWN_SERVER_ERROR, errorMessage: null, reason: /Error decoding offset/,
  },
  { name: 'lz4: a full 64 KiB block whose last match starts 12 bytes before its end is written', batch: () => lz4FullBlockBatch(12), errorCode: ErrorCode.NONE },
  { name: 'lz4: a frame with block checksums and the content size is written', batch: () => lz4RawFrameBatch({ blockChecksums: 'right', contentSize: true }), errorCode: ErrorCode.NONE },
  {
    name: 'lz4: a block checksum that does not match', batch: () => lz4RawFrameBatch({ blockChecksums: 'wrong' }),
    errorCode: ErrorCode.UNKNOWN_SERVER_ERROR, errorMessage: null, reason: /Block checksum mismatch/,
  },
  {
    name: 'lz4: a frame without its end mark', batch: () => lz4RawFrameBatch({ endMark: false }),
    errorCode: ErrorCode.UNKNOWN_SERVER_ERROR, errorMessage: null, reason: /Stream ended prematurely/,
  },
  {
    name: 'lz4: a block over the frame\'s 64 KiB maximum', batch: () => lz4RawFrameBatch({}, 70_000, ['x'.repeat(69_000)]),
    errorCode: ErrorCode.UNKNOWN_SERVER_ERROR, errorMessage: null, reason: /exceeded max: 65536/,
  },
  {
    name: 'lz4: bytes after the frame\'s end mark are never read', batch: () => lz4RawFrameBatch({ trailing: lz4RawFrameBatch().subarray(RECORD_BATCH_HEADER_SIZE) }),
    errorCode: ErrorCode.NONE,
  },
  {
    name: 'a control batch', batch: () => patched(twoRecords(), (bytes) => { bytes.writeInt16BE(0x20, RecordBatchField.attributes); }),
    errorCode: ErrorCode.INVALID_RECORD, errorMessage: null, reason: /not allowed to write control records/,
  },
  {
    name: 'record count -1 (lastOffsetDelta 0)', batch: () => patched(twoRecords(), setCount(-1, 0)),
    errorCode: ErrorCode.INVALID_RECORD, errorMessage: null, reason: /Invalid reported count for record batch: -1/,
  },
  {
    name: 'unknown compression id 5', batch: () => patched(twoRecords(), (bytes) => { bytes.writeInt16BE(5, RecordBatchField.attributes); }),
    errorCode: ErrorCode.UNKNOWN_SERVER_ERROR, errorMessage: null, reason: /compression/,
  },
  {
    name: 'a record header with a negative key length',
    batch: () => patched(build(CompressionType.none, [{ ...record('x'), headers: [{ key: 'h', value: Buffer.from('v') }] }]), (bytes) => {
      bytes[bytes.length - 4] = 0x01;
    }),
    errorCode: ErrorCode.INVALID_RECORD, errorMessage: null, reason: /Invalid negative header key size -1/,
  },
  {
    name: 'zstd: a frame with a corrupted magic number', batch: () => patched(build(CompressionType.zstd, [record('first'), record('second')]), (bytes) => {
      bytes[RECORD_BATCH_HEADER_SIZE] = (bytes[RECORD_BATCH_HEADER_SIZE] ?? 0) ^ 0xff;
    }),
    errorCode: ErrorCode.UNKNOWN_SERVER_ERROR, errorMessage: null, reason: /decompress/,
  },
  {
    name: 'snappy: declared count above the records present', batch: () => patched(build(CompressionType.snappy, [record('first'), record('second')]), setCount(3)),
    errorCode: ErrorCode.INVALID_RECORD, errorMessage: null, reason: /invalid record structure/,
  },
];
