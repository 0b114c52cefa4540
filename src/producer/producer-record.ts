/**
 * The record a user sends, and its conversion to the wire-level {@link RecordInput}. Strings are UTF-8
 * encoded; headers may be given as an object or as a list (repeated keys allowed).
 */
import type { RecordHeader, RecordInput } from '../protocol/record-batch/record.js';

/**
 * A record to produce.
 * @public
 */
export interface ProducerRecord {
  readonly topic: string;
  /** Explicit partition; otherwise the partitioner decides (murmur2 of the key, or sticky when keyless). */
  readonly partition?: number;
  readonly key?: string | Uint8Array | null;
  readonly value: string | Uint8Array | null;
  readonly headers?: Readonly<Record<string, string | Uint8Array | null>> | readonly RecordHeader[];
  /** Create time in epoch milliseconds; default: the producer clock's now. */
  readonly timestamp?: number;
}

/**
 * Where a record was written (offset -1n with acks=0).
 * @public
 */
export interface RecordMetadataResult {
  readonly topic: string;
  readonly partition: number;
  readonly offset: bigint;
  readonly timestamp: number;
}

function bytes(value: string | Uint8Array | null | undefined): Uint8Array | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? Buffer.from(value, 'utf8') : value;
}

/**
 * The serialized key as a Buffer (what the partitioner hashes), or null.
 * @internal
 */
export function keyBytes(record: ProducerRecord): Buffer | null {
  const key = bytes(record.key);
  if (key === null) return null;
  return Buffer.isBuffer(key) ? key : Buffer.from(key.buffer, key.byteOffset, key.byteLength);
}

/**
 * The record as the accumulator takes it.
 * @internal
 */
export function toRecordInput(record: ProducerRecord, key: Buffer | null, now: number): RecordInput {
  const headers = record.headers === undefined
    ? undefined
    : Array.isArray(record.headers)
      ? (record.headers as readonly RecordHeader[])
      : Object.entries(record.headers as Readonly<Record<string, string | Uint8Array | null>>).map(([name, value]) => ({ key: name, value: bytes(value) }));
  const input: RecordInput = { timestamp: record.timestamp ?? now, key, value: bytes(record.value) };
  return headers === undefined ? input : { ...input, headers };
}
