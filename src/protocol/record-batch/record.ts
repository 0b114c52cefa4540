/**
 * The record shapes that go into and come out of a magic-2 batch (Kafka `DefaultRecord`).
 * Each record in a batch is:
 *
 * ```
 * length          varint  (bytes after this field)
 * attributes      int8    (unused, 0)
 * timestampDelta  varlong (from the batch's baseTimestamp)
 * offsetDelta     varint  (from the batch's baseOffset)
 * keyLength       varint  (-1 = null), key
 * valueLength     varint  (-1 = null), value
 * headerCount     varint, then per header: keyLength varint + UTF-8 key, valueLength varint (-1 = null) + value
 * ```
 */

import type { RecordHeader } from '../../common/record.js';

/**
 * A record as the producer appends it to a batch. `timestamp` is epoch milliseconds.
 * @public
 */
export interface RecordInput {
  readonly timestamp: number | bigint;
  readonly key: Uint8Array | null;
  readonly value: Uint8Array | null;
  readonly headers?: readonly RecordHeader[];
}

/**
 * A header of a decoded record; `value` is a zero-copy view of the fetched (or decompressed) bytes.
 * @public
 */
export interface DecodedRecordHeader {
  key: string;
  value: Buffer | null;
}

/**
 * A decoded record with its absolute offset and timestamp. `key`, `value` and header values are
 * zero-copy views into the input (or into the decompressed records section): copy them if the
 * input buffer is going to be reused.
 * @public
 */
export interface DecodedRecord {
  offset: bigint;
  timestamp: bigint;
  key: Buffer | null;
  value: Buffer | null;
  headers: DecodedRecordHeader[];
}
