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
  /** The record's timestamp, epoch milliseconds (the batch stores it as a delta from its base timestamp). */
  readonly timestamp: number | bigint;
  /** The key bytes, or null. */
  readonly key: Uint8Array | null;
  /** The value bytes, or null (a tombstone on a compacted topic). */
  readonly value: Uint8Array | null;
  /** The record's headers, in order; none by default. */
  readonly headers?: readonly RecordHeader[];
}

/**
 * A header of a decoded record; `value` is a zero-copy view of the fetched (or decompressed) bytes.
 * @public
 */
export interface DecodedRecordHeader {
  /** The header's key (UTF-8). */
  key: string;
  /** The header's value, or null. */
  value: Buffer | null;
}

/**
 * A decoded record with its absolute offset and timestamp. `key`, `value` and header values are
 * zero-copy views into the input (or into the decompressed records section): copy them if the
 * input buffer is going to be reused.
 * @public
 */
export interface DecodedRecord {
  /** The record's absolute offset (the batch's base offset plus its delta). */
  offset: bigint;
  /** The record's timestamp, epoch milliseconds (or the batch's max timestamp under log-append time). */
  timestamp: bigint;
  /** The key, or null. */
  key: Buffer | null;
  /** The value, or null. */
  value: Buffer | null;
  /** The record's headers, in order. */
  headers: DecodedRecordHeader[];
}
