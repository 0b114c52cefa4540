/**
 * The record words every layer shares: a record header, the record a user sends, and where a sent record was
 * written. The wire format's own record shapes (`RecordInput`, `DecodedRecord`) stay in
 * protocol/record-batch/record.ts.
 */

/**
 * A record header. Kafka forbids a null header key; the value may be null.
 * @public
 */
export interface RecordHeader {
  /** The header's name; several headers may share one. */
  readonly key: string;
  /** The header's value bytes, or null. */
  readonly value: Uint8Array | null;
}

/**
 * A record to produce.
 * @public
 */
export interface ProducerRecord {
  /** The topic to write to. */
  readonly topic: string;
  /** Explicit partition; otherwise the partitioner decides (murmur2 of the key, or sticky when keyless). */
  readonly partition?: number;
  /** The key (hashed by the default partitioner); absent or null: no key. */
  readonly key?: string | Uint8Array | null;
  /**
   * The value; required. `null` writes a tombstone (deletes the key in a compacted topic); a missing or
   * `undefined` value is refused with an `InvalidArgumentError`, as Kafka requires the value argument.
   */
  readonly value: string | Uint8Array | null;
  /**
   * Record headers: an object (one value per name; strings are UTF-8 encoded) or a list of {@link RecordHeader}s
   * (repeated names, order kept).
   */
  readonly headers?: Readonly<Record<string, string | Uint8Array | null>> | readonly RecordHeader[];
  /** Create time in epoch milliseconds (an integer >= 0); default: the producer clock's now. */
  readonly timestamp?: number;
}

/**
 * Where an acknowledged record was written (Java `RecordMetadata`): what `send()` resolves to.
 * @public
 */
export interface RecordMetadata {
  /** The topic the record was written to. */
  readonly topic: string;
  /** The partition the record was written to (the partitioner's choice when the record named none). */
  readonly partition: number;
  /** The record's offset in the partition; -1n when acks=0 (the broker does not say). */
  readonly offset: bigint;
  /** The record's create time, or the broker's log-append time when the topic uses it. */
  readonly timestamp: number;
}
