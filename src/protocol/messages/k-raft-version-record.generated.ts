// Generated from Apache Kafka's message specs (Apache License 2.0), KRaftVersionRecord.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * Kafka's `KRaftVersionRecord` (version 0, flexible from 0), one type across all versions.
 * @public
 */
export interface KRaftVersionRecord {
  /** The version of the kraft version record. (versions 0) */
  version: number;
  /** The kraft protocol version. (versions 0) */
  kRaftVersion: number;
}

/**
 * A {@link KRaftVersionRecord} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createKRaftVersionRecord(fields?: Partial<KRaftVersionRecord>): KRaftVersionRecord {
  const message: KRaftVersionRecord = {
    version: 0,
    kRaftVersion: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeKRaftVersionRecord(writer: Writer, message: KRaftVersionRecord): void {
  writer.writeInt16(message.version);
  writer.writeInt16(message.kRaftVersion);
  writer.writeUVarint(0);
}

function decodeKRaftVersionRecord(reader: Reader): KRaftVersionRecord {
  const versionValue = reader.readInt16();
  const kRaftVersion = reader.readInt16();
  skipTaggedFields(reader);
  return { version: versionValue, kRaftVersion };
}

/**
 * Codec of {@link KRaftVersionRecord} (version 0, flexible from 0).
 * @public
 */
export const KRaftVersionRecord: MessageCodec<KRaftVersionRecord> = {
  name: 'KRaftVersionRecord',
  apiKey: -1,
  minVersion: 0,
  maxVersion: 0,
  flexibleFrom: 0,
  create: createKRaftVersionRecord,
  encode(writer: Writer, message: KRaftVersionRecord, version: number): void {
    checkVersion('KRaftVersionRecord', -1, version, 0, 0);
    encodeKRaftVersionRecord(writer, message);
  },
  decode(reader: Reader, version: number): KRaftVersionRecord {
    checkVersion('KRaftVersionRecord', -1, version, 0, 0);
    return decodeKRaftVersionRecord(reader);
  },
};
