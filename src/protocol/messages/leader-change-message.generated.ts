// Generated from Apache Kafka's message specs (Apache License 2.0), LeaderChangeMessage.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import { ZERO_UUID, type Uuid } from '../primitives/uuid.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, missingFieldError, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `Voter` of Kafka's `LeaderChangeMessage` (versions 0-1, flexible from 0).
 * @public
 */
export interface LeaderChangeMessageVoter {
  /** The ID of the voter. (versions 0-1) */
  voterId: number;
  /** The directory id of the voter. (versions 1) */
  voterDirectoryId: Uuid;
}

/**
 * A {@link LeaderChangeMessageVoter} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createLeaderChangeMessageVoter(fields?: Partial<LeaderChangeMessageVoter>): LeaderChangeMessageVoter {
  const message: LeaderChangeMessageVoter = {
    voterId: 0,
    voterDirectoryId: ZERO_UUID,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeLeaderChangeMessageVoter(writer: Writer, message: LeaderChangeMessageVoter, version: number): void {
  writer.writeInt32(message.voterId);
  if (version >= 1) {
    writer.writeUuid(message.voterDirectoryId);
  } else {
    if (message.voterDirectoryId !== ZERO_UUID) throw missingFieldError('LeaderChangeMessageVoter', 'VoterDirectoryId', version);
  }
  writer.writeUVarint(0);
}

function decodeLeaderChangeMessageVoter(reader: Reader, version: number): LeaderChangeMessageVoter {
  const voterId = reader.readInt32();
  let voterDirectoryId: Uuid = ZERO_UUID;
  if (version >= 1) {
    voterDirectoryId = reader.readUuid();
  }
  skipTaggedFields(reader);
  return { voterId, voterDirectoryId };
}

/**
 * Kafka's `LeaderChangeMessage` (versions 0-1, flexible from 0), one type across all versions.
 * @public
 */
export interface LeaderChangeMessage {
  /** The version of the leader change message. (versions 0-1) */
  version: number;
  /** The ID of the newly elected leader. (versions 0-1) */
  leaderId: number;
  /** The set of voters in the quorum for this epoch. (versions 0-1) */
  voters: LeaderChangeMessageVoter[];
  /** The voters who voted for the leader at the time of election. (versions 0-1) */
  grantingVoters: LeaderChangeMessageVoter[];
}

/**
 * A {@link LeaderChangeMessage} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createLeaderChangeMessage(fields?: Partial<LeaderChangeMessage>): LeaderChangeMessage {
  const message: LeaderChangeMessage = {
    version: 0,
    leaderId: 0,
    voters: [],
    grantingVoters: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeLeaderChangeMessage(writer: Writer, message: LeaderChangeMessage, version: number): void {
  writer.writeInt16(message.version);
  writer.writeInt32(message.leaderId);
  writer.writeCompactArrayLength(message.voters.length);
  for (const item0 of message.voters) {
    encodeLeaderChangeMessageVoter(writer, item0, version);
  }
  writer.writeCompactArrayLength(message.grantingVoters.length);
  for (const item1 of message.grantingVoters) {
    encodeLeaderChangeMessageVoter(writer, item1, version);
  }
  writer.writeUVarint(0);
}

function decodeLeaderChangeMessage(reader: Reader, version: number): LeaderChangeMessage {
  const versionValue = reader.readInt16();
  const leaderId = reader.readInt32();
  const count2 = nonNull(reader.readCompactArrayLength(4), 'LeaderChangeMessage', 'Voters', reader);
  const voters: LeaderChangeMessageVoter[] = [];
  for (let index = 0; index < count2; index++) voters.push(decodeLeaderChangeMessageVoter(reader, version));
  const count3 = nonNull(reader.readCompactArrayLength(4), 'LeaderChangeMessage', 'GrantingVoters', reader);
  const grantingVoters: LeaderChangeMessageVoter[] = [];
  for (let index = 0; index < count3; index++) grantingVoters.push(decodeLeaderChangeMessageVoter(reader, version));
  skipTaggedFields(reader);
  return { version: versionValue, leaderId, voters, grantingVoters };
}

/**
 * Codec of {@link LeaderChangeMessage} (versions 0-1, flexible from 0).
 * @public
 */
export const LeaderChangeMessage: MessageCodec<LeaderChangeMessage> = {
  name: 'LeaderChangeMessage',
  apiKey: -1,
  minVersion: 0,
  maxVersion: 1,
  flexibleFrom: 0,
  create: createLeaderChangeMessage,
  encode(writer: Writer, message: LeaderChangeMessage, version: number): void {
    checkVersion('LeaderChangeMessage', -1, version, 0, 1);
    encodeLeaderChangeMessage(writer, message, version);
  },
  decode(reader: Reader, version: number): LeaderChangeMessage {
    checkVersion('LeaderChangeMessage', -1, version, 0, 1);
    return decodeLeaderChangeMessage(reader, version);
  },
};
