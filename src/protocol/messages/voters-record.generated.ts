// Generated from Apache Kafka's message specs (Apache License 2.0), VotersRecord.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import { ZERO_UUID, type Uuid } from '../primitives/uuid.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `Endpoint` of Kafka's `VotersRecord` (version 0, flexible from 0).
 * @public
 */
export interface VotersRecordEndpoint {
  /** The name of the endpoint. (versions 0) */
  name: string;
  /** The hostname. (versions 0) */
  host: string;
  /** The port. (versions 0) */
  port: number;
}

/**
 * A {@link VotersRecordEndpoint} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createVotersRecordEndpoint(fields?: Partial<VotersRecordEndpoint>): VotersRecordEndpoint {
  const message: VotersRecordEndpoint = {
    name: '',
    host: '',
    port: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeVotersRecordEndpoint(writer: Writer, message: VotersRecordEndpoint): void {
  writer.writeCompactString(message.name);
  writer.writeCompactString(message.host);
  writer.writeUInt16(message.port);
  writer.writeUVarint(0);
}

function decodeVotersRecordEndpoint(reader: Reader): VotersRecordEndpoint {
  const name = nonNull(reader.readCompactString(), 'VotersRecordEndpoint', 'Name', reader);
  const host = nonNull(reader.readCompactString(), 'VotersRecordEndpoint', 'Host', reader);
  const port = reader.readUInt16();
  skipTaggedFields(reader);
  return { name, host, port };
}

/**
 * `KRaftVersionFeature` of Kafka's `VotersRecord` (version 0, flexible from 0).
 * @public
 */
export interface VotersRecordKRaftVersionFeature {
  /** The minimum supported KRaft protocol version. (versions 0) */
  minSupportedVersion: number;
  /** The maximum supported KRaft protocol version. (versions 0) */
  maxSupportedVersion: number;
}

/**
 * A {@link VotersRecordKRaftVersionFeature} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createVotersRecordKRaftVersionFeature(fields?: Partial<VotersRecordKRaftVersionFeature>): VotersRecordKRaftVersionFeature {
  const message: VotersRecordKRaftVersionFeature = {
    minSupportedVersion: 0,
    maxSupportedVersion: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeVotersRecordKRaftVersionFeature(writer: Writer, message: VotersRecordKRaftVersionFeature): void {
  writer.writeInt16(message.minSupportedVersion);
  writer.writeInt16(message.maxSupportedVersion);
  writer.writeUVarint(0);
}

function decodeVotersRecordKRaftVersionFeature(reader: Reader): VotersRecordKRaftVersionFeature {
  const minSupportedVersion = reader.readInt16();
  const maxSupportedVersion = reader.readInt16();
  skipTaggedFields(reader);
  return { minSupportedVersion, maxSupportedVersion };
}

/**
 * `Voter` of Kafka's `VotersRecord` (version 0, flexible from 0).
 * @public
 */
export interface VotersRecordVoter {
  /** The replica id of the voter in the topic partition. (versions 0) */
  voterId: number;
  /** The directory id of the voter in the topic partition. (versions 0) */
  voterDirectoryId: Uuid;
  /** The endpoint that can be used to communicate with the voter. (versions 0) */
  endpoints: VotersRecordEndpoint[];
  /** The range of versions of the protocol that the replica supports. (versions 0) */
  kRaftVersionFeature: VotersRecordKRaftVersionFeature;
}

/**
 * A {@link VotersRecordVoter} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createVotersRecordVoter(fields?: Partial<VotersRecordVoter>): VotersRecordVoter {
  const message: VotersRecordVoter = {
    voterId: 0,
    voterDirectoryId: ZERO_UUID,
    endpoints: [],
    kRaftVersionFeature: createVotersRecordKRaftVersionFeature(),
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeVotersRecordVoter(writer: Writer, message: VotersRecordVoter): void {
  writer.writeInt32(message.voterId);
  writer.writeUuid(message.voterDirectoryId);
  writer.writeCompactArrayLength(message.endpoints.length);
  for (const item0 of message.endpoints) {
    encodeVotersRecordEndpoint(writer, item0);
  }
  encodeVotersRecordKRaftVersionFeature(writer, message.kRaftVersionFeature);
  writer.writeUVarint(0);
}

function decodeVotersRecordVoter(reader: Reader): VotersRecordVoter {
  const voterId = reader.readInt32();
  const voterDirectoryId = reader.readUuid();
  const count1 = nonNull(reader.readCompactArrayLength(4), 'VotersRecordVoter', 'Endpoints', reader);
  const endpoints: VotersRecordEndpoint[] = [];
  for (let index = 0; index < count1; index++) endpoints.push(decodeVotersRecordEndpoint(reader));
  const kRaftVersionFeature = decodeVotersRecordKRaftVersionFeature(reader);
  skipTaggedFields(reader);
  return { voterId, voterDirectoryId, endpoints, kRaftVersionFeature };
}

/**
 * Kafka's `VotersRecord` (version 0, flexible from 0), one type across all versions.
 * @public
 */
export interface VotersRecord {
  /** The version of the voters record. (versions 0) */
  version: number;
  /** The set of voters in the quorum for this epoch. (versions 0) */
  voters: VotersRecordVoter[];
}

/**
 * A {@link VotersRecord} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createVotersRecord(fields?: Partial<VotersRecord>): VotersRecord {
  const message: VotersRecord = {
    version: 0,
    voters: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeVotersRecord(writer: Writer, message: VotersRecord): void {
  writer.writeInt16(message.version);
  writer.writeCompactArrayLength(message.voters.length);
  for (const item2 of message.voters) {
    encodeVotersRecordVoter(writer, item2);
  }
  writer.writeUVarint(0);
}

function decodeVotersRecord(reader: Reader): VotersRecord {
  const versionValue = reader.readInt16();
  const count3 = nonNull(reader.readCompactArrayLength(25), 'VotersRecord', 'Voters', reader);
  const voters: VotersRecordVoter[] = [];
  for (let index = 0; index < count3; index++) voters.push(decodeVotersRecordVoter(reader));
  skipTaggedFields(reader);
  return { version: versionValue, voters };
}

/**
 * Codec of {@link VotersRecord} (version 0, flexible from 0).
 * @public
 */
export const VotersRecord: MessageCodec<VotersRecord> = {
  name: 'VotersRecord',
  apiKey: -1,
  minVersion: 0,
  maxVersion: 0,
  flexibleFrom: 0,
  create: createVotersRecord,
  encode(writer: Writer, message: VotersRecord, version: number): void {
    checkVersion('VotersRecord', -1, version, 0, 0);
    encodeVotersRecord(writer, message);
  },
  decode(reader: Reader, version: number): VotersRecord {
    checkVersion('VotersRecord', -1, version, 0, 0);
    return decodeVotersRecord(reader);
  },
};
