/**
 * Kafka UUIDs (topic ids, directory ids) on the wire are 16 raw bytes; Kafka prints them as 22
 * characters of unpadded base64url (`Uuid.toString()` in the Java client), and so do we, so that
 * ids shown by this library match Kafka's tools.
 */
import { CorruptInputError } from '../../errors/codec-errors.js';
import { EncodeError } from '../../errors/codec-errors.js';

/**
 * A Kafka UUID in Kafka's text form: 22 characters of unpadded base64url.
 * @public
 */
export type Uuid = string;

/** The all-zero UUID, Kafka's `Uuid.ZERO_UUID`. @public */
export const ZERO_UUID: Uuid = 'AAAAAAAAAAAAAAAAAAAAAA';

/** Writes `uuid` as 16 bytes at `offset` of `target`. */
export function uuidToBytesInto(uuid: Uuid, target: Buffer, offset: number): void {
  const bytes = Buffer.from(uuid, 'base64url');
  if (bytes.length !== 16 || uuid.length !== 22) {
    throw new EncodeError(`invalid UUID ${JSON.stringify(uuid)}: expected 22 base64url characters (16 bytes)`);
  }
  bytes.copy(target, offset);
}

/** Reads 16 bytes at `offset` of `source` as a {@link Uuid}. */
export function uuidFromBytes(source: Buffer, offset: number): Uuid {
  if (offset + 16 > source.length) throw new CorruptInputError('UUID past end of input', offset);
  return source.toString('base64url', offset, offset + 16);
}
