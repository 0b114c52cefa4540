// Generated from Apache Kafka's message specs (Apache License 2.0), ControlRecordTypeSchema.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * Kafka's `ControlRecordTypeSchema` (version 0, never flexible), one type across all versions.
 * @public
 */
export interface ControlRecordTypeSchema {
  /** The type of the control record, such as commit or abort (versions 0) */
  type: number;
}

/**
 * A {@link ControlRecordTypeSchema} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createControlRecordTypeSchema(fields?: Partial<ControlRecordTypeSchema>): ControlRecordTypeSchema {
  const message: ControlRecordTypeSchema = {
    type: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeControlRecordTypeSchema(writer: Writer, message: ControlRecordTypeSchema): void {
  writer.writeInt16(message.type);
}

function decodeControlRecordTypeSchema(reader: Reader): ControlRecordTypeSchema {
  const type = reader.readInt16();
  return { type };
}

/**
 * Codec of {@link ControlRecordTypeSchema} (version 0, never flexible).
 * @public
 */
export const ControlRecordTypeSchema: MessageCodec<ControlRecordTypeSchema> = {
  name: 'ControlRecordTypeSchema',
  apiKey: -1,
  minVersion: 0,
  maxVersion: 0,
  flexibleFrom: null,
  create: createControlRecordTypeSchema,
  encode(writer: Writer, message: ControlRecordTypeSchema, version: number): void {
    checkVersion('ControlRecordTypeSchema', -1, version, 0, 0);
    encodeControlRecordTypeSchema(writer, message);
  },
  decode(reader: Reader, version: number): ControlRecordTypeSchema {
    checkVersion('ControlRecordTypeSchema', -1, version, 0, 0);
    return decodeControlRecordTypeSchema(reader);
  },
};
