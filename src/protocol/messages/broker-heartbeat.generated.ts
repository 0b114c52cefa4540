// Generated from Apache Kafka's message specs (Apache License 2.0), BrokerHeartbeatRequest.json, BrokerHeartbeatResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import { type Uuid } from '../primitives/uuid.js';
import type { Writer } from '../primitives/writer.js';
import { beginTaggedField, checkTaggedFieldEnd, checkVersion, endTaggedField, missingFieldError, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * Kafka's `BrokerHeartbeatRequest` (api key 63, versions 0-2, flexible from 0), one type across all versions.
 * @public
 */
export interface BrokerHeartbeatRequest {
  /** The broker ID. (versions 0-2) */
  brokerId: number;
  /** The broker epoch. (versions 0-2) */
  brokerEpoch: bigint;
  /** The highest metadata offset which the broker has reached. (versions 0-2) */
  currentMetadataOffset: bigint;
  /** True if the broker wants to be fenced, false otherwise. (versions 0-2) */
  wantFence: boolean;
  /** True if the broker wants to be shut down, false otherwise. (versions 0-2) */
  wantShutDown: boolean;
  /** Log directories that failed and went offline. (versions 1-2; tag 0 in 1-2) */
  offlineLogDirs: Uuid[];
  /** List of log directories that are cordoned. This is null before the broker reaches the RECOVERY state. (versions 2; nullable 2; tag 1 in 2) */
  cordonedLogDirs: Uuid[] | null;
}

/**
 * A {@link BrokerHeartbeatRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createBrokerHeartbeatRequest(fields?: Partial<BrokerHeartbeatRequest>): BrokerHeartbeatRequest {
  const message: BrokerHeartbeatRequest = {
    brokerId: 0,
    brokerEpoch: -1n,
    currentMetadataOffset: 0n,
    wantFence: false,
    wantShutDown: false,
    offlineLogDirs: [],
    cordonedLogDirs: null,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeBrokerHeartbeatRequest(writer: Writer, message: BrokerHeartbeatRequest, version: number): void {
  writer.writeInt32(message.brokerId);
  writer.writeInt64(message.brokerEpoch);
  writer.writeInt64(message.currentMetadataOffset);
  writer.writeBoolean(message.wantFence);
  writer.writeBoolean(message.wantShutDown);
  if (!(version >= 1)) {
    if (message.offlineLogDirs.length !== 0) throw missingFieldError('BrokerHeartbeatRequest', 'OfflineLogDirs', version);
  }
  if (!(version >= 2)) {
    if (message.cordonedLogDirs !== null) throw missingFieldError('BrokerHeartbeatRequest', 'CordonedLogDirs', version);
  }
  let taggedCount = 0;
  if (version >= 1 && message.offlineLogDirs.length !== 0) taggedCount++;
  if (version >= 2 && message.cordonedLogDirs !== null) taggedCount++;
  writer.writeUVarint(taggedCount);
  if (version >= 1 && message.offlineLogDirs.length !== 0) {
    const start = beginTaggedField(writer, 0);
    writer.writeCompactArrayLength(message.offlineLogDirs.length);
    for (const item0 of message.offlineLogDirs) {
      writer.writeUuid(item0);
    }
    endTaggedField(writer, start);
  }
  if (version >= 2 && message.cordonedLogDirs !== null) {
    const start = beginTaggedField(writer, 1);
    if (message.cordonedLogDirs === null) {
      writer.writeCompactArrayLength(null);
    } else {
      writer.writeCompactArrayLength(message.cordonedLogDirs.length);
      for (const item1 of message.cordonedLogDirs) {
        writer.writeUuid(item1);
      }
    }
    endTaggedField(writer, start);
  }
}

function decodeBrokerHeartbeatRequest(reader: Reader, version: number): BrokerHeartbeatRequest {
  const brokerId = reader.readInt32();
  const brokerEpoch = reader.readInt64();
  const currentMetadataOffset = reader.readInt64();
  const wantFence = reader.readBoolean();
  const wantShutDown = reader.readBoolean();
  let offlineLogDirs: Uuid[] = [];
  let cordonedLogDirs: Uuid[] | null = null;
  const taggedCount = reader.readUVarint();
  for (let tagIndex = 0; tagIndex < taggedCount; tagIndex++) {
    const tag = reader.readUVarint();
    const size = reader.readUVarint();
    reader.need(size, 'tagged field');
    const end = reader.offset + size;
    switch (tag) {
      case 0: {
        if (version >= 1) {
          const count2 = nonNull(reader.readCompactArrayLength(16), 'BrokerHeartbeatRequest', 'OfflineLogDirs', reader);
          const array2: Uuid[] = [];
          for (let index = 0; index < count2; index++) array2.push(reader.readUuid());
          offlineLogDirs = array2;
          checkTaggedFieldEnd(reader, end, 'BrokerHeartbeatRequest', 'OfflineLogDirs');
        } else {
          reader.offset = end;
        }
        break;
      }
      case 1: {
        if (version >= 2) {
          const count3 = reader.readCompactArrayLength(16);
          if (count3 === null) {
            cordonedLogDirs = null;
          } else {
            const array3: Uuid[] = [];
            for (let index = 0; index < count3; index++) array3.push(reader.readUuid());
            cordonedLogDirs = array3;
          }
          checkTaggedFieldEnd(reader, end, 'BrokerHeartbeatRequest', 'CordonedLogDirs');
        } else {
          reader.offset = end;
        }
        break;
      }
      default:
        // Unknown tagged fields are skipped: KIP-482 lets newer peers add them at any time.
        reader.offset = end;
    }
  }
  return { brokerId, brokerEpoch, currentMetadataOffset, wantFence, wantShutDown, offlineLogDirs, cordonedLogDirs };
}

/**
 * Codec of {@link BrokerHeartbeatRequest} (api key 63, versions 0-2, flexible from 0).
 * @public
 */
export const BrokerHeartbeatRequest: MessageCodec<BrokerHeartbeatRequest> = {
  name: 'BrokerHeartbeatRequest',
  apiKey: 63,
  minVersion: 0,
  maxVersion: 2,
  flexibleFrom: 0,
  create: createBrokerHeartbeatRequest,
  encode(writer: Writer, message: BrokerHeartbeatRequest, version: number): void {
    checkVersion('BrokerHeartbeatRequest', 63, version, 0, 2);
    encodeBrokerHeartbeatRequest(writer, message, version);
  },
  decode(reader: Reader, version: number): BrokerHeartbeatRequest {
    checkVersion('BrokerHeartbeatRequest', 63, version, 0, 2);
    return decodeBrokerHeartbeatRequest(reader, version);
  },
};

/**
 * Kafka's `BrokerHeartbeatResponse` (api key 63, versions 0-2, flexible from 0), one type across all versions.
 * @public
 */
export interface BrokerHeartbeatResponse {
  /** Duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 0-2) */
  throttleTimeMs: number;
  /** The error code, or 0 if there was no error. (versions 0-2) */
  errorCode: number;
  /** True if the broker has approximately caught up with the latest metadata. (versions 0-2) */
  isCaughtUp: boolean;
  /** True if the broker is fenced. (versions 0-2) */
  isFenced: boolean;
  /** True if the broker should proceed with its shutdown. (versions 0-2) */
  shouldShutDown: boolean;
}

/**
 * A {@link BrokerHeartbeatResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createBrokerHeartbeatResponse(fields?: Partial<BrokerHeartbeatResponse>): BrokerHeartbeatResponse {
  const message: BrokerHeartbeatResponse = {
    throttleTimeMs: 0,
    errorCode: 0,
    isCaughtUp: false,
    isFenced: true,
    shouldShutDown: false,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeBrokerHeartbeatResponse(writer: Writer, message: BrokerHeartbeatResponse): void {
  writer.writeInt32(message.throttleTimeMs);
  writer.writeInt16(message.errorCode);
  writer.writeBoolean(message.isCaughtUp);
  writer.writeBoolean(message.isFenced);
  writer.writeBoolean(message.shouldShutDown);
  writer.writeUVarint(0);
}

function decodeBrokerHeartbeatResponse(reader: Reader): BrokerHeartbeatResponse {
  const throttleTimeMs = reader.readInt32();
  const errorCode = reader.readInt16();
  const isCaughtUp = reader.readBoolean();
  const isFenced = reader.readBoolean();
  const shouldShutDown = reader.readBoolean();
  skipTaggedFields(reader);
  return { throttleTimeMs, errorCode, isCaughtUp, isFenced, shouldShutDown };
}

/**
 * Codec of {@link BrokerHeartbeatResponse} (api key 63, versions 0-2, flexible from 0).
 * @public
 */
export const BrokerHeartbeatResponse: MessageCodec<BrokerHeartbeatResponse> = {
  name: 'BrokerHeartbeatResponse',
  apiKey: 63,
  minVersion: 0,
  maxVersion: 2,
  flexibleFrom: 0,
  create: createBrokerHeartbeatResponse,
  encode(writer: Writer, message: BrokerHeartbeatResponse, version: number): void {
    checkVersion('BrokerHeartbeatResponse', 63, version, 0, 2);
    encodeBrokerHeartbeatResponse(writer, message);
  },
  decode(reader: Reader, version: number): BrokerHeartbeatResponse {
    checkVersion('BrokerHeartbeatResponse', 63, version, 0, 2);
    return decodeBrokerHeartbeatResponse(reader);
  },
};
