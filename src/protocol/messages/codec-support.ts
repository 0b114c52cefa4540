/**
 * Small helpers shared by the generated codecs. They exist so that the generated code stays
 * straight-line (one call per field) while error messages stay uniform. None allocates on the happy path.
 */
import { CorruptInputError, EncodeError } from '../../errors/codec-errors.js';
import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { UnsupportedVersionError } from './unsupported-version-error.js';
import { uvarintSize } from '../record-batch/varint-size.js';

/**
 * The zero-length buffer used as the default of non-nullable `bytes` fields. Zero-length buffers
 * cannot be written into, so sharing one is safe.
 * @internal
 */
export const EMPTY_BYTES: Buffer = Buffer.alloc(0);

/** Throws unless `minVersion <= version <= maxVersion`. @internal */
export function checkVersion(name: string, apiKey: number, version: number, minVersion: number, maxVersion: number): void {
  if (!(version >= minVersion && version <= maxVersion && Number.isInteger(version))) {
    throw new UnsupportedVersionError(name, apiKey, version);
  }
}

/** The error for a non-ignorable field holding a non-default value at a version that lacks it. @internal */
export function missingFieldError(struct: string, field: string, version: number): EncodeError {
  return new EncodeError(`${struct}.${field} is not supported in version ${version} but holds a non-default value`);
}

/** The error for null in a field that is not nullable at `version`. @internal */
export function nullFieldError(struct: string, field: string, version: number): EncodeError {
  return new EncodeError(`${struct}.${field} is not nullable in version ${version}`);
}

/** Rejects null read from the wire for a field whose type does not admit null. @internal */
export function nonNull<T>(value: T | null, struct: string, field: string, reader: Reader): T {
  if (value === null) throw new CorruptInputError(`${struct}.${field} is null but not nullable`, reader.offset);
  return value;
}

/**
 * Starts a tagged field: writes its tag and returns where its data begins. The size prefix is
 * inserted by {@link endTaggedField} once the data length is known, so no scratch buffer is needed.
 * @internal
 */
export function beginTaggedField(writer: Writer, tag: number): number {
  writer.writeUVarint(tag);
  return writer.offset;
}

/** Ends a tagged field: shifts its data right and writes the uvarint size in front (KIP-482). @internal */
export function endTaggedField(writer: Writer, start: number): void {
  const length = writer.offset - start;
  const prefix = uvarintSize(length);
  writer.ensure(prefix);
  writer.buffer.copyWithin(start + prefix, start, writer.offset);
  const end = writer.offset + prefix;
  writer.offset = start;
  writer.writeUVarint(length);
  writer.offset = end;
}

/** Checks that a known tagged field consumed exactly the size its prefix announced. @internal */
export function checkTaggedFieldEnd(reader: Reader, end: number, struct: string, field: string): void {
  if (reader.offset !== end) {
    throw new CorruptInputError(`tagged field ${struct}.${field} should end at ${end} but ends at ${reader.offset}`, reader.offset);
  }
}

/**
 * Reads a tagged-field section none of whose tags the struct knows, skipping every field (KIP-482 lets newer
 * peers add tagged fields at any time). Shared by the generated decoders instead of an inlined loop each.
 * @internal
 */
export function skipTaggedFields(reader: Reader): void {
  const count = reader.readUVarint();
  for (let index = 0; index < count; index++) {
    reader.readUVarint(); // the tag
    const size = reader.readUVarint();
    reader.need(size, 'tagged field');
    reader.offset += size;
  }
}
