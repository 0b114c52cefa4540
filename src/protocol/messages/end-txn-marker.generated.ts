// Generated from Apache Kafka's message specs (Apache License 2.0), EndTxnMarker.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * Kafka's `EndTxnMarker` (version 0, never flexible), one type across all versions.
 * @public
 */
export interface EndTxnMarker {
  /** The coordinator epoch when appending the record (versions 0) */
  coordinatorEpoch: number;
}

/**
 * A {@link EndTxnMarker} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createEndTxnMarker(fields?: Partial<EndTxnMarker>): EndTxnMarker {
  const message: EndTxnMarker = {
    coordinatorEpoch: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeEndTxnMarker(writer: Writer, message: EndTxnMarker): void {
  writer.writeInt32(message.coordinatorEpoch);
}

function decodeEndTxnMarker(reader: Reader): EndTxnMarker {
  const coordinatorEpoch = reader.readInt32();
  return { coordinatorEpoch };
}

/**
 * Codec of {@link EndTxnMarker} (version 0, never flexible).
 * @public
 */
export const EndTxnMarker: MessageCodec<EndTxnMarker> = {
  name: 'EndTxnMarker',
  apiKey: -1,
  minVersion: 0,
  maxVersion: 0,
  flexibleFrom: null,
  create: createEndTxnMarker,
  encode(writer: Writer, message: EndTxnMarker, version: number): void {
    checkVersion('EndTxnMarker', -1, version, 0, 0);
    encodeEndTxnMarker(writer, message);
  },
  decode(reader: Reader, version: number): EndTxnMarker {
    checkVersion('EndTxnMarker', -1, version, 0, 0);
    return decodeEndTxnMarker(reader);
  },
};
