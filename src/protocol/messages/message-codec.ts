/**
 * The contract every generated message codec implements (one per request, response, header and data
 * spec). Generated files hold the per-field code; this interface is all callers need.
 */
import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';

/**
 * Encoder, decoder and default factory of one Kafka message across all of its supported versions.
 * @public
 */
export interface MessageCodec<T> {
  /** The spec name, e.g. `InitProducerIdRequest`. */
  readonly name: string;
  /** The API key, or -1 for headers and data schemas. */
  readonly apiKey: number;
  /** Lowest supported version. */
  readonly minVersion: number;
  /** Highest supported version; excludes a latest version Kafka marks `latestVersionUnstable`. */
  readonly maxVersion: number;
  /** First flexible (KIP-482 compact + tagged fields) version, or null when none is flexible. */
  readonly flexibleFrom: number | null;
  /** A message with every field at its spec default, overridden by `fields`. */
  create(fields?: Partial<T>): T;
  /**
   * Writes `message` at `version`. Throws {@link kafka-eos!EncodeError} when a non-ignorable field holds a
   * non-default value the version cannot carry, or null where the version does not allow it, and
   * {@link kafka-eos!UnsupportedVersionError} for a version outside `[minVersion, maxVersion]`.
   */
  encode(writer: Writer, message: T, version: number): void;
  /**
   * Reads a message at `version`. Bad input only ever throws {@link kafka-eos!TruncatedInputError} or
   * {@link kafka-eos!CorruptInputError}; fields absent from `version` come back at their defaults.
   */
  decode(reader: Reader, version: number): T;
}
