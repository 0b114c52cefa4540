/**
 * The conversion of the record a user sends ({@link ProducerRecord}) to the wire-level {@link RecordInput}. Strings are UTF-8
 * encoded; headers may be given as an object or as a list (repeated keys allowed).
 */
import { describeValue, InvalidArgumentError } from '../errors/argument-errors.js';
import type { RecordInput } from '../protocol/record-batch/record.js';
import type { ProducerRecord, RecordHeader } from '../common/record.js';

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

/**
 * Checks what `Producer.send` was given, as plain JavaScript may pass anything: one {@link ProducerRecord} or
 * an array of them (a refused element refuses the whole call, before any record is appended). Throws
 * {@link InvalidArgumentError} naming the field. A missing `value` is refused: as in Kafka, where the value is
 * a required argument, a tombstone is written only for an explicit `value: null`.
 * @internal
 */
export function validateSendInput(input: unknown): void {
  if (Array.isArray(input)) {
    for (let index = 0; index < input.length; index++) validateRecord(input[index], index);
    return;
  }
  validateRecord(input, -1);
}

/** The name a refusal gives the record: `record`, or `records[index]` for an element of an array (`index` >= 0). */
function recordName(index: number): string {
  return index < 0 ? 'record' : `records[${index}]`;
}

/**
 * Throws the refusal of `name.field`. A module function, not a closure per call, and the record's name is
 * built only here: this check runs for every record, and a name string per record cost measurable time in the
 * batch benchmark (docs/performance.md, "a1/a2 regression").
 */
function refuse(index: number, field: string, problem: string): never {
  const name = recordName(index);
  throw new InvalidArgumentError('send', field === '' ? name : `${name}.${field}`, problem);
}

/** Checks one record (`index` -1: the single record of `send(record)`). */
function validateRecord(record: unknown, index: number): void {
  if (typeof record !== 'object' || record === null) refuse(index, '', `must be a ProducerRecord object ({ topic, value, ... }), got ${describeValue(record)}`);
  const fields = record as Record<string, unknown>;
  const topic = fields.topic;
  const value = fields.value;
  if (value === undefined) {
    if ('messages' in fields) refuse(index, '', 'looks like a KafkaJS { topic, messages } batch: pass the records themselves, send([{ topic, value }, ...])');
    refuse(index, 'value', 'is missing: pass a string or Uint8Array, or null for a tombstone');
  }
  if (typeof topic !== 'string' || topic === '') refuse(index, 'topic', `must be a non-empty string, got ${describeValue(topic)}`);
  const { partition, key, timestamp, headers } = fields;
  if (partition !== undefined && !(Number.isSafeInteger(partition) && (partition as number) >= 0)) {
    refuse(index, 'partition', `must be an integer >= 0 when given, got ${describeValue(partition)}`);
  }
  if (!isBytesOrNull(value)) refuse(index, 'value', `must be a string, a Uint8Array or null, got ${describeValue(value)}`);
  if (key !== undefined && !isBytesOrNull(key)) refuse(index, 'key', `must be a string, a Uint8Array or null when given, got ${describeValue(key)}`);
  if (timestamp !== undefined && !(Number.isSafeInteger(timestamp) && (timestamp as number) >= 0)) {
    refuse(index, 'timestamp', `must be epoch milliseconds (an integer >= 0) when given, got ${describeValue(timestamp)}`);
  }
  if (headers !== undefined) validateHeaders(headers, index);
}

function validateHeaders(headers: unknown, recordIndex: number): void {
  if (Array.isArray(headers)) {
    for (let index = 0; index < headers.length; index++) {
      const header: unknown = headers[index];
      if (typeof header !== 'object' || header === null) refuse(recordIndex, `headers[${index}]`, `must be a { key, value } object, got ${describeValue(header)}`);
      const { key, value } = header as { key?: unknown; value?: unknown };
      if (typeof key !== 'string') refuse(recordIndex, `headers[${index}].key`, `must be a string, got ${describeValue(key)}`);
      if (!(value === null || value instanceof Uint8Array)) refuse(recordIndex, `headers[${index}].value`, `must be a Uint8Array or null, got ${describeValue(value)}`);
    }
    return;
  }
  if (typeof headers !== 'object' || headers === null) refuse(recordIndex, 'headers', `must be an object or an array of { key, value }, got ${describeValue(headers)}`);
  for (const headerName in headers) {
    if (!Object.prototype.hasOwnProperty.call(headers, headerName)) continue;
    const value = (headers as Record<string, unknown>)[headerName];
    if (!isBytesOrNull(value)) refuse(recordIndex, `headers.${headerName}`, `must be a string, a Uint8Array or null, got ${describeValue(value)}`);
  }
}

function isBytesOrNull(value: unknown): boolean {
  return value === null || typeof value === 'string' || value instanceof Uint8Array;
}
