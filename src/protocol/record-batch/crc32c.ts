/**
 * CRC-32C (Castagnoli, reflected polynomial 0x82F63B78), the checksum of a magic-2 record batch.
 *
 * Kafka computes it over the batch from the `attributes` field to the end (KIP-98; Java
 * `org.apache.kafka.common.utils.Crc32C`, `DefaultRecordBatch.computeChecksum`). The fast path is
 * slicing-by-8 (Intel's "Slicing-by-8" technique): eight 256-entry tables let the loop fold eight
 * input bytes per iteration with independent table lookups instead of one dependent lookup per
 * byte. {@link crc32cBytewise} is the classic one-table loop, kept as the reference for tests and
 * for the codec benchmark.
 */

const POLYNOMIAL = 0x82f63b78;
const SLICES = 8;

function buildTables(): Int32Array {
  // One flat array holds the 8 tables back to back: table k lives at [k*256, k*256+256).
  const tables = new Int32Array(256 * SLICES);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ POLYNOMIAL : c >>> 1;
    tables[n] = c;
  }
  for (let n = 0; n < 256; n++) {
    let c = tables[n] as number;
    for (let k = 1; k < SLICES; k++) {
      c = (tables[c & 0xff] as number) ^ (c >>> 8);
      tables[k * 256 + n] = c;
    }
  }
  return tables;
}

const TABLES = buildTables();

/**
 * CRC-32C of `data[start, end)`, as an unsigned 32-bit number.
 * @param data - bytes to checksum (a `Buffer` is fine)
 * @param start - first byte, default 0
 * @param end - one past the last byte, default `data.length`
 * @internal
 */
export function crc32c(data: Uint8Array, start = 0, end: number = data.length): number {
  const t = TABLES;
  let crc = -1;
  let i = start;
  // Byte-wise until 8 bytes or fewer from a multiple of 8 remain, then 8 bytes at a time.
  const fastEnd = end - ((end - i) & 7);
  for (; i < fastEnd; i += 8) {
    // `| 0` keeps every value a small integer so V8 stays on its int32 fast path.
    const low = crc ^ ((data[i] as number) | ((data[i + 1] as number) << 8) | ((data[i + 2] as number) << 16) | ((data[i + 3] as number) << 24));
    crc =
      (t[1792 + (low & 0xff)] as number) ^
      (t[1536 + ((low >>> 8) & 0xff)] as number) ^
      (t[1280 + ((low >>> 16) & 0xff)] as number) ^
      (t[1024 + (low >>> 24)] as number) ^
      (t[768 + (data[i + 4] as number)] as number) ^
      (t[512 + (data[i + 5] as number)] as number) ^
      (t[256 + (data[i + 6] as number)] as number) ^
      (t[data[i + 7] as number] as number);
  }
  for (; i < end; i++) crc = (t[(crc ^ (data[i] as number)) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ -1) >>> 0;
}

/**
 * Byte-at-a-time CRC-32C with a single 256-entry table: the reference implementation that
 * {@link crc32c} is tested and benchmarked against.
 * @internal
 */
export function crc32cBytewise(data: Uint8Array, start = 0, end: number = data.length): number {
  let crc = -1;
  for (let i = start; i < end; i++) crc = (TABLES[(crc ^ (data[i] as number)) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ -1) >>> 0;
}
