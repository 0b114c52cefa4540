/** Encodes a request a wire module built at `version` and decodes it back: what the broker would read. */
import type { MessageCodec } from '../../../src/protocol/messages/message-codec.js';
import { Reader } from '../../../src/protocol/primitives/reader.js';
import { Writer } from '../../../src/protocol/primitives/writer.js';

export function onTheWire<T>(codec: MessageCodec<T>, message: T, version: number): T {
  const writer = new Writer();
  codec.encode(writer, message, version);
  return codec.decode(new Reader(writer.toBuffer()), version);
}

/** Every version `codec` implements. */
export function versionsOf(codec: MessageCodec<unknown>): number[] {
  return Array.from({ length: codec.maxVersion - codec.minVersion + 1 }, (_, index) => codec.minVersion + index);
}
