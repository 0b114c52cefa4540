/** Shared helpers for record batch tests. */
import { crc32cBytewise } from '../../../src/protocol/record-batch/crc32c.js';
import { RECORD_BATCH_HEADER_SIZE, RecordBatchField } from '../../../src/protocol/record-batch/record-batch-header.js';
import type { CompressionType } from '../../../src/protocol/record-batch/compression/compression-type.js';

/** Replaces an uncompressed batch's records section with `payload`, marks `compression`, fixes length and CRC. */
export function withRecordsPayload(batch: Buffer, compression: CompressionType, payload: Buffer): Buffer {
  const result = Buffer.concat([batch.subarray(0, RECORD_BATCH_HEADER_SIZE), payload]);
  result.writeInt32BE(result.length - 12, RecordBatchField.batchLength);
  const attributes = result.readInt16BE(RecordBatchField.attributes);
  result.writeInt16BE((attributes & ~7) | compression, RecordBatchField.attributes);
  result.writeUInt32BE(crc32cBytewise(result, RecordBatchField.attributes), RecordBatchField.crc);
  return result;
}

/** Records as decoded, for comparing with what was appended. */
export function asDecoded(records: readonly { timestamp: number | bigint; key: Uint8Array | null; value: Uint8Array | null; headers?: readonly { key: string; value: Uint8Array | null }[] }[], baseOffset = 0n) {
  return records.map((record, index) => ({
    offset: baseOffset + BigInt(index),
    timestamp: BigInt(record.timestamp),
    key: record.key === null ? null : Buffer.from(record.key),
    value: record.value === null ? null : Buffer.from(record.value),
    headers: (record.headers ?? []).map((header) => ({ key: header.key, value: header.value === null ? null : Buffer.from(header.value) })),
  }));
}
