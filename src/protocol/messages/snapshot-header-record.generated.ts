// Generated from Apache Kafka's message specs (Apache License 2.0), SnapshotHeaderRecord.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * Kafka's `SnapshotHeaderRecord` (version 0, flexible from 0), one type across all versions.
 * @public
 */
export interface SnapshotHeaderRecord {
  /** The version of the snapshot header record. (versions 0) */
  version: number;
  /** The append time of the last record from the log contained in this snapshot. (versions 0) */
  lastContainedLogTimestamp: bigint;
}

/**
 * A {@link SnapshotHeaderRecord} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createSnapshotHeaderRecord(fields?: Partial<SnapshotHeaderRecord>): SnapshotHeaderRecord {
  const message: SnapshotHeaderRecord = {
    version: 0,
    lastContainedLogTimestamp: 0n,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeSnapshotHeaderRecord(writer: Writer, message: SnapshotHeaderRecord): void {
  writer.writeInt16(message.version);
  writer.writeInt64(message.lastContainedLogTimestamp);
  writer.writeUVarint(0);
}

function decodeSnapshotHeaderRecord(reader: Reader): SnapshotHeaderRecord {
  const versionValue = reader.readInt16();
  const lastContainedLogTimestamp = reader.readInt64();
  skipTaggedFields(reader);
  return { version: versionValue, lastContainedLogTimestamp };
}

/**
 * Codec of {@link SnapshotHeaderRecord} (version 0, flexible from 0).
 * @public
 */
export const SnapshotHeaderRecord: MessageCodec<SnapshotHeaderRecord> = {
  name: 'SnapshotHeaderRecord',
  apiKey: -1,
  minVersion: 0,
  maxVersion: 0,
  flexibleFrom: 0,
  create: createSnapshotHeaderRecord,
  encode(writer: Writer, message: SnapshotHeaderRecord, version: number): void {
    checkVersion('SnapshotHeaderRecord', -1, version, 0, 0);
    encodeSnapshotHeaderRecord(writer, message);
  },
  decode(reader: Reader, version: number): SnapshotHeaderRecord {
    checkVersion('SnapshotHeaderRecord', -1, version, 0, 0);
    return decodeSnapshotHeaderRecord(reader);
  },
};
