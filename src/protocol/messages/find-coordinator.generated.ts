// Generated from Apache Kafka's message specs (Apache License 2.0), FindCoordinatorRequest.json, FindCoordinatorResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, missingFieldError, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * Kafka's `FindCoordinatorRequest` (api key 10, versions 0-6, flexible from 3), one type across all versions.
 * @public
 */
export interface FindCoordinatorRequest {
  /** The coordinator key. (versions 0-3) */
  key: string;
  /** The coordinator key type. (group, transaction, share). (versions 1-6) */
  keyType: number;
  /** The coordinator keys. (versions 4-6) */
  coordinatorKeys: string[];
}

/**
 * A {@link FindCoordinatorRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createFindCoordinatorRequest(fields?: Partial<FindCoordinatorRequest>): FindCoordinatorRequest {
  const message: FindCoordinatorRequest = {
    key: '',
    keyType: 0,
    coordinatorKeys: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeFindCoordinatorRequest(writer: Writer, message: FindCoordinatorRequest, version: number): void {
  if (version <= 3) {
    if (version >= 3) {
      writer.writeCompactString(message.key);
    } else {
      writer.writeString(message.key);
    }
  } else {
    if (message.key !== '') throw missingFieldError('FindCoordinatorRequest', 'Key', version);
  }
  if (version >= 1) {
    writer.writeInt8(message.keyType);
  } else {
    if (message.keyType !== 0) throw missingFieldError('FindCoordinatorRequest', 'KeyType', version);
  }
  if (version >= 4) {
    writer.writeCompactArrayLength(message.coordinatorKeys.length);
    for (const item0 of message.coordinatorKeys) {
      writer.writeCompactString(item0);
    }
  } else {
    if (message.coordinatorKeys.length !== 0) throw missingFieldError('FindCoordinatorRequest', 'CoordinatorKeys', version);
  }
  if (version >= 3) {
    writer.writeUVarint(0);
  }
}

function decodeFindCoordinatorRequest(reader: Reader, version: number): FindCoordinatorRequest {
  let key: string = '';
  if (version <= 3) {
    key = nonNull((version >= 3 ? reader.readCompactString() : reader.readString()), 'FindCoordinatorRequest', 'Key', reader);
  }
  let keyType: number = 0;
  if (version >= 1) {
    keyType = reader.readInt8();
  }
  let coordinatorKeys: string[] = [];
  if (version >= 4) {
    const count1 = nonNull(reader.readCompactArrayLength(1), 'FindCoordinatorRequest', 'CoordinatorKeys', reader);
    const array1: string[] = [];
    for (let index = 0; index < count1; index++) array1.push(nonNull(reader.readCompactString(), 'FindCoordinatorRequest', 'CoordinatorKeys', reader));
    coordinatorKeys = array1;
  }
  if (version >= 3) {
    skipTaggedFields(reader);
  }
  return { key, keyType, coordinatorKeys };
}

/**
 * Codec of {@link FindCoordinatorRequest} (api key 10, versions 0-6, flexible from 3).
 * @public
 */
export const FindCoordinatorRequest: MessageCodec<FindCoordinatorRequest> = {
  name: 'FindCoordinatorRequest',
  apiKey: 10,
  minVersion: 0,
  maxVersion: 6,
  flexibleFrom: 3,
  create: createFindCoordinatorRequest,
  encode(writer: Writer, message: FindCoordinatorRequest, version: number): void {
    checkVersion('FindCoordinatorRequest', 10, version, 0, 6);
    encodeFindCoordinatorRequest(writer, message, version);
  },
  decode(reader: Reader, version: number): FindCoordinatorRequest {
    checkVersion('FindCoordinatorRequest', 10, version, 0, 6);
    return decodeFindCoordinatorRequest(reader, version);
  },
};

/**
 * `Coordinator` of Kafka's `FindCoordinatorResponse` (api key 10, versions 0-6, flexible from 3).
 * @public
 */
export interface FindCoordinatorResponseCoordinator {
  /** The coordinator key. (versions 4-6) */
  key: string;
  /** The node id. (versions 4-6) */
  nodeId: number;
  /** The host name. (versions 4-6) */
  host: string;
  /** The port. (versions 4-6) */
  port: number;
  /** The error code, or 0 if there was no error. (versions 4-6) */
  errorCode: number;
  /** The error message, or null if there was no error. (versions 4-6; nullable 4-6; ignorable) */
  errorMessage: string | null;
}

/**
 * A {@link FindCoordinatorResponseCoordinator} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createFindCoordinatorResponseCoordinator(fields?: Partial<FindCoordinatorResponseCoordinator>): FindCoordinatorResponseCoordinator {
  const message: FindCoordinatorResponseCoordinator = {
    key: '',
    nodeId: 0,
    host: '',
    port: 0,
    errorCode: 0,
    errorMessage: '',
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeFindCoordinatorResponseCoordinator(writer: Writer, message: FindCoordinatorResponseCoordinator, version: number): void {
  if (version >= 4) {
    writer.writeCompactString(message.key);
  } else {
    if (message.key !== '') throw missingFieldError('FindCoordinatorResponseCoordinator', 'Key', version);
  }
  if (version >= 4) {
    writer.writeInt32(message.nodeId);
  } else {
    if (message.nodeId !== 0) throw missingFieldError('FindCoordinatorResponseCoordinator', 'NodeId', version);
  }
  if (version >= 4) {
    writer.writeCompactString(message.host);
  } else {
    if (message.host !== '') throw missingFieldError('FindCoordinatorResponseCoordinator', 'Host', version);
  }
  if (version >= 4) {
    writer.writeInt32(message.port);
  } else {
    if (message.port !== 0) throw missingFieldError('FindCoordinatorResponseCoordinator', 'Port', version);
  }
  if (version >= 4) {
    writer.writeInt16(message.errorCode);
  } else {
    if (message.errorCode !== 0) throw missingFieldError('FindCoordinatorResponseCoordinator', 'ErrorCode', version);
  }
  if (version >= 4) {
    writer.writeCompactString(message.errorMessage);
  }
  if (version >= 3) {
    writer.writeUVarint(0);
  }
}

function decodeFindCoordinatorResponseCoordinator(reader: Reader, version: number): FindCoordinatorResponseCoordinator {
  let key: string = '';
  if (version >= 4) {
    key = nonNull(reader.readCompactString(), 'FindCoordinatorResponseCoordinator', 'Key', reader);
  }
  let nodeId: number = 0;
  if (version >= 4) {
    nodeId = reader.readInt32();
  }
  let host: string = '';
  if (version >= 4) {
    host = nonNull(reader.readCompactString(), 'FindCoordinatorResponseCoordinator', 'Host', reader);
  }
  let port: number = 0;
  if (version >= 4) {
    port = reader.readInt32();
  }
  let errorCode: number = 0;
  if (version >= 4) {
    errorCode = reader.readInt16();
  }
  let errorMessage: string | null = '';
  if (version >= 4) {
    errorMessage = reader.readCompactString();
  }
  if (version >= 3) {
    skipTaggedFields(reader);
  }
  return { key, nodeId, host, port, errorCode, errorMessage };
}

/**
 * Kafka's `FindCoordinatorResponse` (api key 10, versions 0-6, flexible from 3), one type across all versions.
 * @public
 */
export interface FindCoordinatorResponse {
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 1-6; ignorable) */
  throttleTimeMs: number;
  /** The error code, or 0 if there was no error. (versions 0-3) */
  errorCode: number;
  /** The error message, or null if there was no error. (versions 1-3; nullable 1-3; ignorable) */
  errorMessage: string | null;
  /** The node id. (versions 0-3) */
  nodeId: number;
  /** The host name. (versions 0-3) */
  host: string;
  /** The port. (versions 0-3) */
  port: number;
  /** Each coordinator result in the response. (versions 4-6) */
  coordinators: FindCoordinatorResponseCoordinator[];
}

/**
 * A {@link FindCoordinatorResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createFindCoordinatorResponse(fields?: Partial<FindCoordinatorResponse>): FindCoordinatorResponse {
  const message: FindCoordinatorResponse = {
    throttleTimeMs: 0,
    errorCode: 0,
    errorMessage: '',
    nodeId: 0,
    host: '',
    port: 0,
    coordinators: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeFindCoordinatorResponse(writer: Writer, message: FindCoordinatorResponse, version: number): void {
  if (version >= 1) {
    writer.writeInt32(message.throttleTimeMs);
  }
  if (version <= 3) {
    writer.writeInt16(message.errorCode);
  } else {
    if (message.errorCode !== 0) throw missingFieldError('FindCoordinatorResponse', 'ErrorCode', version);
  }
  if (version >= 1 && version <= 3) {
    if (version >= 3) {
      writer.writeCompactString(message.errorMessage);
    } else {
      writer.writeString(message.errorMessage);
    }
  }
  if (version <= 3) {
    writer.writeInt32(message.nodeId);
  } else {
    if (message.nodeId !== 0) throw missingFieldError('FindCoordinatorResponse', 'NodeId', version);
  }
  if (version <= 3) {
    if (version >= 3) {
      writer.writeCompactString(message.host);
    } else {
      writer.writeString(message.host);
    }
  } else {
    if (message.host !== '') throw missingFieldError('FindCoordinatorResponse', 'Host', version);
  }
  if (version <= 3) {
    writer.writeInt32(message.port);
  } else {
    if (message.port !== 0) throw missingFieldError('FindCoordinatorResponse', 'Port', version);
  }
  if (version >= 4) {
    writer.writeCompactArrayLength(message.coordinators.length);
    for (const item0 of message.coordinators) {
      encodeFindCoordinatorResponseCoordinator(writer, item0, version);
    }
  } else {
    if (message.coordinators.length !== 0) throw missingFieldError('FindCoordinatorResponse', 'Coordinators', version);
  }
  if (version >= 3) {
    writer.writeUVarint(0);
  }
}

function decodeFindCoordinatorResponse(reader: Reader, version: number): FindCoordinatorResponse {
  let throttleTimeMs: number = 0;
  if (version >= 1) {
    throttleTimeMs = reader.readInt32();
  }
  let errorCode: number = 0;
  if (version <= 3) {
    errorCode = reader.readInt16();
  }
  let errorMessage: string | null = '';
  if (version >= 1 && version <= 3) {
    errorMessage = (version >= 3 ? reader.readCompactString() : reader.readString());
  }
  let nodeId: number = 0;
  if (version <= 3) {
    nodeId = reader.readInt32();
  }
  let host: string = '';
  if (version <= 3) {
    host = nonNull((version >= 3 ? reader.readCompactString() : reader.readString()), 'FindCoordinatorResponse', 'Host', reader);
  }
  let port: number = 0;
  if (version <= 3) {
    port = reader.readInt32();
  }
  let coordinators: FindCoordinatorResponseCoordinator[] = [];
  if (version >= 4) {
    const count1 = nonNull(reader.readCompactArrayLength(1), 'FindCoordinatorResponse', 'Coordinators', reader);
    const array1: FindCoordinatorResponseCoordinator[] = [];
    for (let index = 0; index < count1; index++) array1.push(decodeFindCoordinatorResponseCoordinator(reader, version));
    coordinators = array1;
  }
  if (version >= 3) {
    skipTaggedFields(reader);
  }
  return { throttleTimeMs, errorCode, errorMessage, nodeId, host, port, coordinators };
}

/**
 * Codec of {@link FindCoordinatorResponse} (api key 10, versions 0-6, flexible from 3).
 * @public
 */
export const FindCoordinatorResponse: MessageCodec<FindCoordinatorResponse> = {
  name: 'FindCoordinatorResponse',
  apiKey: 10,
  minVersion: 0,
  maxVersion: 6,
  flexibleFrom: 3,
  create: createFindCoordinatorResponse,
  encode(writer: Writer, message: FindCoordinatorResponse, version: number): void {
    checkVersion('FindCoordinatorResponse', 10, version, 0, 6);
    encodeFindCoordinatorResponse(writer, message, version);
  },
  decode(reader: Reader, version: number): FindCoordinatorResponse {
    checkVersion('FindCoordinatorResponse', 10, version, 0, 6);
    return decodeFindCoordinatorResponse(reader, version);
  },
};
