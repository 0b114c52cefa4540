// Generated from Apache Kafka's message specs (Apache License 2.0), AbortedTxn.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * Kafka's `AbortedTxn` (version 0, never flexible), one type across all versions.
 * @public
 */
export interface AbortedTxn {
  /** The producer id associated with the aborted transaction (versions 0) */
  producerId: bigint;
  /** The first offset in the aborted transaction (versions 0) */
  firstOffset: bigint;
  /** The last offset in the aborted transaction (versions 0) */
  lastOffset: bigint;
  /** The last stable offset at the time the transaction was aborted (versions 0) */
  lastStableOffset: bigint;
}

/**
 * A {@link AbortedTxn} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createAbortedTxn(fields?: Partial<AbortedTxn>): AbortedTxn {
  const message: AbortedTxn = {
    producerId: 0n,
    firstOffset: 0n,
    lastOffset: 0n,
    lastStableOffset: 0n,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeAbortedTxn(writer: Writer, message: AbortedTxn): void {
  writer.writeInt64(message.producerId);
  writer.writeInt64(message.firstOffset);
  writer.writeInt64(message.lastOffset);
  writer.writeInt64(message.lastStableOffset);
}

function decodeAbortedTxn(reader: Reader): AbortedTxn {
  const producerId = reader.readInt64();
  const firstOffset = reader.readInt64();
  const lastOffset = reader.readInt64();
  const lastStableOffset = reader.readInt64();
  return { producerId, firstOffset, lastOffset, lastStableOffset };
}

/**
 * Codec of {@link AbortedTxn} (version 0, never flexible).
 * @public
 */
export const AbortedTxn: MessageCodec<AbortedTxn> = {
  name: 'AbortedTxn',
  apiKey: -1,
  minVersion: 0,
  maxVersion: 0,
  flexibleFrom: null,
  create: createAbortedTxn,
  encode(writer: Writer, message: AbortedTxn, version: number): void {
    checkVersion('AbortedTxn', -1, version, 0, 0);
    encodeAbortedTxn(writer, message);
  },
  decode(reader: Reader, version: number): AbortedTxn {
    checkVersion('AbortedTxn', -1, version, 0, 0);
    return decodeAbortedTxn(reader);
  },
};
