// Generated from Apache Kafka's message specs (Apache License 2.0), SnapshotFooterRecord.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * Kafka's `SnapshotFooterRecord` (version 0, flexible from 0), one type across all versions.
 * @public
 */
export interface SnapshotFooterRecord {
  /** The version of the snapshot footer record. (versions 0) */
  version: number;
}

/**
 * A {@link SnapshotFooterRecord} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createSnapshotFooterRecord(fields?: Partial<SnapshotFooterRecord>): SnapshotFooterRecord {
  const message: SnapshotFooterRecord = {
    version: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeSnapshotFooterRecord(writer: Writer, message: SnapshotFooterRecord): void {
  writer.writeInt16(message.version);
  writer.writeUVarint(0);
}

function decodeSnapshotFooterRecord(reader: Reader): SnapshotFooterRecord {
  const versionValue = reader.readInt16();
  skipTaggedFields(reader);
  return { version: versionValue };
}

/**
 * Codec of {@link SnapshotFooterRecord} (version 0, flexible from 0).
 * @public
 */
export const SnapshotFooterRecord: MessageCodec<SnapshotFooterRecord> = {
  name: 'SnapshotFooterRecord',
  apiKey: -1,
  minVersion: 0,
  maxVersion: 0,
  flexibleFrom: 0,
  create: createSnapshotFooterRecord,
  encode(writer: Writer, message: SnapshotFooterRecord, version: number): void {
    checkVersion('SnapshotFooterRecord', -1, version, 0, 0);
    encodeSnapshotFooterRecord(writer, message);
  },
  decode(reader: Reader, version: number): SnapshotFooterRecord {
    checkVersion('SnapshotFooterRecord', -1, version, 0, 0);
    return decodeSnapshotFooterRecord(reader);
  },
};
