/**
 * The records section of a compressed batch as Kafka's record iterator sees it. Kafka reads the stream while it
 * reads records, so what it answers depends on where the stream fails: a record it cannot parse before that point
 * is INVALID_RECORD, reaching the point is UNKNOWN_SERVER_ERROR ("Failed to decompress record stream"). Our codecs
 * decompress whole buffers and are lenient where Kafka's libraries are not, so this module adds what they leave
 * out: the LZ4 frame checks (lz4-frame-check.ts), a strict walk of snappy's raw blocks (snappy-java's native
 * decoder refuses a literal or a copy that overruns, a copy reaching before the output, a length that differs from
 * the declared one), and, for a gzip stream whose data check fails (the CRC-32 in its trailer, read only after the
 * last record), the inflated bytes to read the records from first.
 */
import { constants, inflateRawSync } from 'node:zlib';
import { CompressionType } from '../protocol/record-batch/compression/compression-type.js';
import { compressionCodecFor } from '../protocol/record-batch/compression/compression-registry.js';
import { isXerialFramed, XERIAL_HEADER_SIZE } from '../protocol/record-batch/compression/snappy-codec.js';
import { lz4FrameProblem } from './lz4-frame-check.js';

/** The decompressed records, and the stream's failure right after them (the reader fails on its next read). */
export interface DecompressedRecords {
  readonly data: Buffer;
  readonly failure?: string;
}

/** gzip's fixed header, and its FLG byte's optional fields (FEXTRA, FNAME, FCOMMENT, FHCRC). */
const GZIP_HEADER_SIZE = 10;
const GZIP_OPTIONAL_FIELDS = 0x1e;

/**
 * The records of the compressed section `records[start, end)`: a string when Kafka fails before the first record
 * (UNKNOWN_SERVER_ERROR), `undefined` when the codec is not loaded in this process (nothing to check with).
 * @internal
 */
export function decompressRecords(compression: CompressionType, records: Buffer, start: number): DecompressedRecords | string | undefined {
  let end = records.length;
  if (compression === CompressionType.lz4) {
    const frame = lz4FrameProblem(records, start, end);
    if (typeof frame === 'string') return frame;
    end = frame;
  } else if (compression === CompressionType.snappy) {
    const problem = snappyProblem(records, start, end);
    if (problem !== undefined) return problem;
  }
  let codec;
  try {
    codec = compressionCodecFor(compression);
  } catch {
    return undefined;
  }
  const section = records.subarray(start, end);
  try {
    return { data: codec.decompress(section) };
  } catch (error) {
    const failure = `Failed to decompress record stream: ${error instanceof Error ? error.message : String(error)}`;
    if (compression !== CompressionType.gzip || !isPlainGzipHeader(section)) return failure;
    try {
      return { data: inflateRawSync(section.subarray(GZIP_HEADER_SIZE), { finishFlush: constants.Z_SYNC_FLUSH }), failure };
    } catch {
      return failure;
    }
  }
}

/**
 * True when `section` starts with the fixed gzip header GZIPInputStream reads when it is created (magic, deflate) and
 * no optional field: the deflate data starts right after it.
 */
function isPlainGzipHeader(section: Buffer): boolean {
  return section.length >= GZIP_HEADER_SIZE && section[0] === 0x1f && section[1] === 0x8b && section[2] === 8 && ((section[3] ?? 0) & GZIP_OPTIONAL_FIELDS) === 0;
}

/** Why snappy-java refuses the snappy section `data[start, end)`: raw, or xerial-framed blocks ([int32 length][block]). */
function snappyProblem(data: Buffer, start: number, end: number): string | undefined {
  if (!isXerialFramed(data.subarray(start, end))) return snappyBlockProblem(data, start, end);
  for (let at = start + XERIAL_HEADER_SIZE; at < end;) {
    if (at + 4 > end) return 'Failed to read the snappy chunk length';
    const length = data.readInt32BE(at);
    at += 4;
    if (length < 0 || at + length > end) return `snappy chunk of ${length} bytes overruns the stream`;
    const problem = snappyBlockProblem(data, at, at + length);
    if (problem !== undefined) return problem;
    at += length;
  }
  return undefined;
}

/** Why snappy's decoder refuses the raw block `data[start, end)`, walking its elements without writing them. */
function snappyBlockProblem(data: Buffer, start: number, end: number): string | undefined {
  let s = start;
  let declared = 0;
  for (let shift = 0; ; shift += 7) {
    if (s >= end || shift > 28) return 'FAILED_TO_UNCOMPRESS: bad uncompressed length';
    const byte = data[s++] ?? 0;
    declared += (byte & 0x7f) * 2 ** shift;
    if (byte < 0x80) break;
  }
  let produced = 0;
  while (s < end) {
    const tag = data[s++] ?? 0;
    let length: number;
    let offset = 0;
    switch (tag & 3) {
      case 0: {
        length = tag >>> 2;
        if (length >= 60) {
          const bytes = length - 59;
          if (s + bytes > end) return 'FAILED_TO_UNCOMPRESS: truncated literal length';
          length = data.readUIntLE(s, bytes);
          s += bytes;
        }
        length += 1;
        if (s + length > end) return 'FAILED_TO_UNCOMPRESS: literal overruns the input';
        s += length;
        break;
      }
      case 1:
        if (s + 1 > end) return 'FAILED_TO_UNCOMPRESS: truncated copy';
        length = ((tag >>> 2) & 7) + 4;
        offset = ((tag >>> 5) << 8) | (data[s++] ?? 0);
        break;
      case 2:
        if (s + 2 > end) return 'FAILED_TO_UNCOMPRESS: truncated copy';
        length = (tag >>> 2) + 1;
        offset = data.readUInt16LE(s);
        s += 2;
        break;
      default:
        if (s + 4 > end) return 'FAILED_TO_UNCOMPRESS: truncated copy';
        length = (tag >>> 2) + 1;
        offset = data.readUInt32LE(s);
        s += 4;
        break;
    }
    if ((tag & 3) !== 0 && (offset === 0 || offset > produced)) return 'FAILED_TO_UNCOMPRESS: copy reaches before the output';
    produced += length;
    if (produced > declared) return 'FAILED_TO_UNCOMPRESS: output over the declared length';
  }
  return produced === declared ? undefined : 'FAILED_TO_UNCOMPRESS: output under the declared length';
}
