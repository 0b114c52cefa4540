// Generated from Apache Kafka's message specs (Apache License 2.0), DescribeUserScramCredentialsRequest.json, DescribeUserScramCredentialsResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `UserName` of Kafka's `DescribeUserScramCredentialsRequest` (api key 50, version 0, flexible from 0).
 * @public
 */
export interface DescribeUserScramCredentialsRequestUserName {
  /** The user name. (versions 0) */
  name: string;
}

/**
 * A {@link DescribeUserScramCredentialsRequestUserName} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeUserScramCredentialsRequestUserName(fields?: Partial<DescribeUserScramCredentialsRequestUserName>): DescribeUserScramCredentialsRequestUserName {
  const message: DescribeUserScramCredentialsRequestUserName = {
    name: '',
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeUserScramCredentialsRequestUserName(writer: Writer, message: DescribeUserScramCredentialsRequestUserName): void {
  writer.writeCompactString(message.name);
  writer.writeUVarint(0);
}

function decodeDescribeUserScramCredentialsRequestUserName(reader: Reader): DescribeUserScramCredentialsRequestUserName {
  const name = nonNull(reader.readCompactString(), 'DescribeUserScramCredentialsRequestUserName', 'Name', reader);
  skipTaggedFields(reader);
  return { name };
}

/**
 * Kafka's `DescribeUserScramCredentialsRequest` (api key 50, version 0, flexible from 0), one type across all versions.
 * @public
 */
export interface DescribeUserScramCredentialsRequest {
  /** The users to describe, or null/empty to describe all users. (versions 0; nullable 0) */
  users: DescribeUserScramCredentialsRequestUserName[] | null;
}

/**
 * A {@link DescribeUserScramCredentialsRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeUserScramCredentialsRequest(fields?: Partial<DescribeUserScramCredentialsRequest>): DescribeUserScramCredentialsRequest {
  const message: DescribeUserScramCredentialsRequest = {
    users: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeUserScramCredentialsRequest(writer: Writer, message: DescribeUserScramCredentialsRequest): void {
  if (message.users === null) {
    writer.writeCompactArrayLength(null);
  } else {
    writer.writeCompactArrayLength(message.users.length);
    for (const item0 of message.users) {
      encodeDescribeUserScramCredentialsRequestUserName(writer, item0);
    }
  }
  writer.writeUVarint(0);
}

function decodeDescribeUserScramCredentialsRequest(reader: Reader): DescribeUserScramCredentialsRequest {
  let users: DescribeUserScramCredentialsRequestUserName[] | null;
  const count1 = reader.readCompactArrayLength(1);
  if (count1 === null) {
    users = null;
  } else {
    const array1: DescribeUserScramCredentialsRequestUserName[] = [];
    for (let index = 0; index < count1; index++) array1.push(decodeDescribeUserScramCredentialsRequestUserName(reader));
    users = array1;
  }
  skipTaggedFields(reader);
  return { users };
}

/**
 * Codec of {@link DescribeUserScramCredentialsRequest} (api key 50, version 0, flexible from 0).
 * @public
 */
export const DescribeUserScramCredentialsRequest: MessageCodec<DescribeUserScramCredentialsRequest> = {
  name: 'DescribeUserScramCredentialsRequest',
  apiKey: 50,
  minVersion: 0,
  maxVersion: 0,
  flexibleFrom: 0,
  create: createDescribeUserScramCredentialsRequest,
  encode(writer: Writer, message: DescribeUserScramCredentialsRequest, version: number): void {
    checkVersion('DescribeUserScramCredentialsRequest', 50, version, 0, 0);
    encodeDescribeUserScramCredentialsRequest(writer, message);
  },
  decode(reader: Reader, version: number): DescribeUserScramCredentialsRequest {
    checkVersion('DescribeUserScramCredentialsRequest', 50, version, 0, 0);
    return decodeDescribeUserScramCredentialsRequest(reader);
  },
};

/**
 * `CredentialInfo` of Kafka's `DescribeUserScramCredentialsResponse` (api key 50, version 0, flexible from 0).
 * @public
 */
export interface DescribeUserScramCredentialsResponseCredentialInfo {
  /** The SCRAM mechanism. (versions 0) */
  mechanism: number;
  /** The number of iterations used in the SCRAM credential. (versions 0) */
  iterations: number;
}

/**
 * A {@link DescribeUserScramCredentialsResponseCredentialInfo} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeUserScramCredentialsResponseCredentialInfo(fields?: Partial<DescribeUserScramCredentialsResponseCredentialInfo>): DescribeUserScramCredentialsResponseCredentialInfo {
  const message: DescribeUserScramCredentialsResponseCredentialInfo = {
    mechanism: 0,
    iterations: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeUserScramCredentialsResponseCredentialInfo(writer: Writer, message: DescribeUserScramCredentialsResponseCredentialInfo): void {
  writer.writeInt8(message.mechanism);
  writer.writeInt32(message.iterations);
  writer.writeUVarint(0);
}

function decodeDescribeUserScramCredentialsResponseCredentialInfo(reader: Reader): DescribeUserScramCredentialsResponseCredentialInfo {
  const mechanism = reader.readInt8();
  const iterations = reader.readInt32();
  skipTaggedFields(reader);
  return { mechanism, iterations };
}

/**
 * `DescribeUserScramCredentialsResult` of Kafka's `DescribeUserScramCredentialsResponse` (api key 50, version 0, flexible from 0).
 * @public
 */
export interface DescribeUserScramCredentialsResponseDescribeUserScramCredentialsResult {
  /** The user name. (versions 0) */
  user: string;
  /** The user-level error code. (versions 0) */
  errorCode: number;
  /** The user-level error message, if any. (versions 0; nullable 0) */
  errorMessage: string | null;
  /** The mechanism and related information associated with the user's SCRAM credentials. (versions 0) */
  credentialInfos: DescribeUserScramCredentialsResponseCredentialInfo[];
}

/**
 * A {@link DescribeUserScramCredentialsResponseDescribeUserScramCredentialsResult} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeUserScramCredentialsResponseDescribeUserScramCredentialsResult(fields?: Partial<DescribeUserScramCredentialsResponseDescribeUserScramCredentialsResult>): DescribeUserScramCredentialsResponseDescribeUserScramCredentialsResult {
  const message: DescribeUserScramCredentialsResponseDescribeUserScramCredentialsResult = {
    user: '',
    errorCode: 0,
    errorMessage: '',
    credentialInfos: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeUserScramCredentialsResponseDescribeUserScramCredentialsResult(writer: Writer, message: DescribeUserScramCredentialsResponseDescribeUserScramCredentialsResult): void {
  writer.writeCompactString(message.user);
  writer.writeInt16(message.errorCode);
  writer.writeCompactString(message.errorMessage);
  writer.writeCompactArrayLength(message.credentialInfos.length);
  for (const item0 of message.credentialInfos) {
    encodeDescribeUserScramCredentialsResponseCredentialInfo(writer, item0);
  }
  writer.writeUVarint(0);
}

function decodeDescribeUserScramCredentialsResponseDescribeUserScramCredentialsResult(reader: Reader): DescribeUserScramCredentialsResponseDescribeUserScramCredentialsResult {
  const user = nonNull(reader.readCompactString(), 'DescribeUserScramCredentialsResponseDescribeUserScramCredentialsResult', 'User', reader);
  const errorCode = reader.readInt16();
  const errorMessage = reader.readCompactString();
  const count1 = nonNull(reader.readCompactArrayLength(5), 'DescribeUserScramCredentialsResponseDescribeUserScramCredentialsResult', 'CredentialInfos', reader);
  const credentialInfos: DescribeUserScramCredentialsResponseCredentialInfo[] = [];
  for (let index = 0; index < count1; index++) credentialInfos.push(decodeDescribeUserScramCredentialsResponseCredentialInfo(reader));
  skipTaggedFields(reader);
  return { user, errorCode, errorMessage, credentialInfos };
}

/**
 * Kafka's `DescribeUserScramCredentialsResponse` (api key 50, version 0, flexible from 0), one type across all versions.
 * @public
 */
export interface DescribeUserScramCredentialsResponse {
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 0) */
  throttleTimeMs: number;
  /** The message-level error code, 0 except for user authorization or infrastructure issues. (versions 0) */
  errorCode: number;
  /** The message-level error message, if any. (versions 0; nullable 0) */
  errorMessage: string | null;
  /** The results for descriptions, one per user. (versions 0) */
  results: DescribeUserScramCredentialsResponseDescribeUserScramCredentialsResult[];
}

/**
 * A {@link DescribeUserScramCredentialsResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeUserScramCredentialsResponse(fields?: Partial<DescribeUserScramCredentialsResponse>): DescribeUserScramCredentialsResponse {
  const message: DescribeUserScramCredentialsResponse = {
    throttleTimeMs: 0,
    errorCode: 0,
    errorMessage: '',
    results: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeUserScramCredentialsResponse(writer: Writer, message: DescribeUserScramCredentialsResponse): void {
  writer.writeInt32(message.throttleTimeMs);
  writer.writeInt16(message.errorCode);
  writer.writeCompactString(message.errorMessage);
  writer.writeCompactArrayLength(message.results.length);
  for (const item2 of message.results) {
    encodeDescribeUserScramCredentialsResponseDescribeUserScramCredentialsResult(writer, item2);
  }
  writer.writeUVarint(0);
}

function decodeDescribeUserScramCredentialsResponse(reader: Reader): DescribeUserScramCredentialsResponse {
  const throttleTimeMs = reader.readInt32();
  const errorCode = reader.readInt16();
  const errorMessage = reader.readCompactString();
  const count3 = nonNull(reader.readCompactArrayLength(5), 'DescribeUserScramCredentialsResponse', 'Results', reader);
  const results: DescribeUserScramCredentialsResponseDescribeUserScramCredentialsResult[] = [];
  for (let index = 0; index < count3; index++) results.push(decodeDescribeUserScramCredentialsResponseDescribeUserScramCredentialsResult(reader));
  skipTaggedFields(reader);
  return { throttleTimeMs, errorCode, errorMessage, results };
}

/**
 * Codec of {@link DescribeUserScramCredentialsResponse} (api key 50, version 0, flexible from 0).
 * @public
 */
export const DescribeUserScramCredentialsResponse: MessageCodec<DescribeUserScramCredentialsResponse> = {
  name: 'DescribeUserScramCredentialsResponse',
  apiKey: 50,
  minVersion: 0,
  maxVersion: 0,
  flexibleFrom: 0,
  create: createDescribeUserScramCredentialsResponse,
  encode(writer: Writer, message: DescribeUserScramCredentialsResponse, version: number): void {
    checkVersion('DescribeUserScramCredentialsResponse', 50, version, 0, 0);
    encodeDescribeUserScramCredentialsResponse(writer, message);
  },
  decode(reader: Reader, version: number): DescribeUserScramCredentialsResponse {
    checkVersion('DescribeUserScramCredentialsResponse', 50, version, 0, 0);
    return decodeDescribeUserScramCredentialsResponse(reader);
  },
};
