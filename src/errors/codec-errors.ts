import { KafkaClientError } from './kafka-client-error.js';

/**
 * Input ended before a value could be read, or a length prefix points past the end of the input.
 * Raised by {@link kafka-eos/protocol!Reader} bounds checks; never a `RangeError` or a hang.
 * @public
 */
export class TruncatedInputError extends KafkaClientError {
  /** Byte offset (from the start of the reader's buffer) where the read began. */
  readonly offset: number;
  /** How many bytes the read needed. */
  readonly needed: number;
  /** How many bytes were left. */
  readonly available: number;

  /**
   * Builds the error and its message from the arguments.
   * @param what - What was being read.
   * @param offset - Where in the buffer.
   * @param needed - The bytes it needed.
   * @param available - The bytes left.
   */
  constructor(what: string, offset: number, needed: number, available: number) {
    super(
      'ERR_PROTOCOL_TRUNCATED',
      `truncated input: reading ${what} at offset ${offset} needs ${needed} bytes, ${available} left`,
    );
    this.offset = offset;
    this.needed = needed;
    this.available = available;
  }
}

/**
 * Input is structurally invalid: a malformed varint, a negative length where none is allowed,
 * an unknown enum value, a bad CRC, or trailing bytes.
 * @public
 */
export class CorruptInputError extends KafkaClientError {
  /** Byte offset where the problem was found. */
  readonly offset: number;

  /**
   * Builds the error and its message from the arguments.
   * @param offset - Where in the buffer the bad input starts.
   */
  constructor(message: string, offset: number, options: { cause?: unknown } = {}) {
    super('ERR_PROTOCOL_CORRUPT', `corrupt input at offset ${offset}: ${message}`, options);
    this.offset = offset;
  }
}

/**
 * A message could not be encoded at the requested version, for example because a non-ignorable
 * field was set to a non-default value on a version that does not have it.
 * @public
 */
export class EncodeError extends KafkaClientError {
  /**
   * Builds the error and its message from the arguments.
   * @param message - Which value could not be encoded, and why.
   */
  constructor(message: string) {
    super('ERR_PROTOCOL_ENCODE', message);
  }
}
