// Generated from Apache Kafka's message specs (Apache License 2.0), DescribeDelegationTokenRequest.json, DescribeDelegationTokenResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { EMPTY_BYTES, checkVersion, missingFieldError, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `DescribeDelegationTokenOwner` of Kafka's `DescribeDelegationTokenRequest` (api key 41, versions 1-3, flexible from 2).
 * @public
 */
export interface DescribeDelegationTokenRequestDescribeDelegationTokenOwner {
  /** The owner principal type. (versions 1-3) */
  principalType: string;
  /** The owner principal name. (versions 1-3) */
  principalName: string;
}

/**
 * A {@link DescribeDelegationTokenRequestDescribeDelegationTokenOwner} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeDelegationTokenRequestDescribeDelegationTokenOwner(fields?: Partial<DescribeDelegationTokenRequestDescribeDelegationTokenOwner>): DescribeDelegationTokenRequestDescribeDelegationTokenOwner {
  const message: DescribeDelegationTokenRequestDescribeDelegationTokenOwner = {
    principalType: '',
    principalName: '',
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeDelegationTokenRequestDescribeDelegationTokenOwner(writer: Writer, message: DescribeDelegationTokenRequestDescribeDelegationTokenOwner, version: number): void {
  if (version >= 2) {
    writer.writeCompactString(message.principalType);
  } else {
    writer.writeString(message.principalType);
  }
  if (version >= 2) {
    writer.writeCompactString(message.principalName);
  } else {
    writer.writeString(message.principalName);
  }
  if (version >= 2) {
    writer.writeUVarint(0);
  }
}

function decodeDescribeDelegationTokenRequestDescribeDelegationTokenOwner(reader: Reader, version: number): DescribeDelegationTokenRequestDescribeDelegationTokenOwner {
  const principalType = nonNull((version >= 2 ? reader.readCompactString() : reader.readString()), 'DescribeDelegationTokenRequestDescribeDelegationTokenOwner', 'PrincipalType', reader);
  const principalName = nonNull((version >= 2 ? reader.readCompactString() : reader.readString()), 'DescribeDelegationTokenRequestDescribeDelegationTokenOwner', 'PrincipalName', reader);
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { principalType, principalName };
}

/**
 * Kafka's `DescribeDelegationTokenRequest` (api key 41, versions 1-3, flexible from 2), one type across all versions.
 * @public
 */
export interface DescribeDelegationTokenRequest {
  /** Each owner that we want to describe delegation tokens for, or null to describe all tokens. (versions 1-3; nullable 1-3) */
  owners: DescribeDelegationTokenRequestDescribeDelegationTokenOwner[] | null;
}

/**
 * A {@link DescribeDelegationTokenRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeDelegationTokenRequest(fields?: Partial<DescribeDelegationTokenRequest>): DescribeDelegationTokenRequest {
  const message: DescribeDelegationTokenRequest = {
    owners: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeDelegationTokenRequest(writer: Writer, message: DescribeDelegationTokenRequest, version: number): void {
  if (message.owners === null) {
    if (version >= 2) {
      writer.writeCompactArrayLength(null);
    } else {
      writer.writeArrayLength(null);
    }
  } else {
    if (version >= 2) {
      writer.writeCompactArrayLength(message.owners.length);
    } else {
      writer.writeArrayLength(message.owners.length);
    }
    for (const item0 of message.owners) {
      encodeDescribeDelegationTokenRequestDescribeDelegationTokenOwner(writer, item0, version);
    }
  }
  if (version >= 2) {
    writer.writeUVarint(0);
  }
}

function decodeDescribeDelegationTokenRequest(reader: Reader, version: number): DescribeDelegationTokenRequest {
  let owners: DescribeDelegationTokenRequestDescribeDelegationTokenOwner[] | null;
  const count1 = (version >= 2 ? reader.readCompactArrayLength(2) : reader.readArrayLength(2));
  if (count1 === null) {
    owners = null;
  } else {
    const array1: DescribeDelegationTokenRequestDescribeDelegationTokenOwner[] = [];
    for (let index = 0; index < count1; index++) array1.push(decodeDescribeDelegationTokenRequestDescribeDelegationTokenOwner(reader, version));
    owners = array1;
  }
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { owners };
}

/**
 * Codec of {@link DescribeDelegationTokenRequest} (api key 41, versions 1-3, flexible from 2).
 * @public
 */
export const DescribeDelegationTokenRequest: MessageCodec<DescribeDelegationTokenRequest> = {
  name: 'DescribeDelegationTokenRequest',
  apiKey: 41,
  minVersion: 1,
  maxVersion: 3,
  flexibleFrom: 2,
  create: createDescribeDelegationTokenRequest,
  encode(writer: Writer, message: DescribeDelegationTokenRequest, version: number): void {
    checkVersion('DescribeDelegationTokenRequest', 41, version, 1, 3);
    encodeDescribeDelegationTokenRequest(writer, message, version);
  },
  decode(reader: Reader, version: number): DescribeDelegationTokenRequest {
    checkVersion('DescribeDelegationTokenRequest', 41, version, 1, 3);
    return decodeDescribeDelegationTokenRequest(reader, version);
  },
};

/**
 * `DescribedDelegationTokenRenewer` of Kafka's `DescribeDelegationTokenResponse` (api key 41, versions 1-3, flexible from 2).
 * @public
 */
export interface DescribeDelegationTokenResponseDescribedDelegationTokenRenewer {
  /** The renewer principal type. (versions 1-3) */
  principalType: string;
  /** The renewer principal name. (versions 1-3) */
  principalName: string;
}

/**
 * A {@link DescribeDelegationTokenResponseDescribedDelegationTokenRenewer} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeDelegationTokenResponseDescribedDelegationTokenRenewer(fields?: Partial<DescribeDelegationTokenResponseDescribedDelegationTokenRenewer>): DescribeDelegationTokenResponseDescribedDelegationTokenRenewer {
  const message: DescribeDelegationTokenResponseDescribedDelegationTokenRenewer = {
    principalType: '',
    principalName: '',
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeDelegationTokenResponseDescribedDelegationTokenRenewer(writer: Writer, message: DescribeDelegationTokenResponseDescribedDelegationTokenRenewer, version: number): void {
  if (version >= 2) {
    writer.writeCompactString(message.principalType);
  } else {
    writer.writeString(message.principalType);
  }
  if (version >= 2) {
    writer.writeCompactString(message.principalName);
  } else {
    writer.writeString(message.principalName);
  }
  if (version >= 2) {
    writer.writeUVarint(0);
  }
}

function decodeDescribeDelegationTokenResponseDescribedDelegationTokenRenewer(reader: Reader, version: number): DescribeDelegationTokenResponseDescribedDelegationTokenRenewer {
  const principalType = nonNull((version >= 2 ? reader.readCompactString() : reader.readString()), 'DescribeDelegationTokenResponseDescribedDelegationTokenRenewer', 'PrincipalType', reader);
  const principalName = nonNull((version >= 2 ? reader.readCompactString() : reader.readString()), 'DescribeDelegationTokenResponseDescribedDelegationTokenRenewer', 'PrincipalName', reader);
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { principalType, principalName };
}

/**
 * `DescribedDelegationToken` of Kafka's `DescribeDelegationTokenResponse` (api key 41, versions 1-3, flexible from 2).
 * @public
 */
export interface DescribeDelegationTokenResponseDescribedDelegationToken {
  /** The token principal type. (versions 1-3) */
  principalType: string;
  /** The token principal name. (versions 1-3) */
  principalName: string;
  /** The principal type of the requester of the token. (versions 3) */
  tokenRequesterPrincipalType: string;
  /** The principal type of the requester of the token. (versions 3) */
  tokenRequesterPrincipalName: string;
  /** The token issue timestamp in milliseconds. (versions 1-3) */
  issueTimestamp: bigint;
  /** The token expiry timestamp in milliseconds. (versions 1-3) */
  expiryTimestamp: bigint;
  /** The token maximum timestamp length in milliseconds. (versions 1-3) */
  maxTimestamp: bigint;
  /** The token ID. (versions 1-3) */
  tokenId: string;
  /** The token HMAC. (versions 1-3) */
  hmac: Buffer;
  /** Those who are able to renew this token before it expires. (versions 1-3) */
  renewers: DescribeDelegationTokenResponseDescribedDelegationTokenRenewer[];
}

/**
 * A {@link DescribeDelegationTokenResponseDescribedDelegationToken} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeDelegationTokenResponseDescribedDelegationToken(fields?: Partial<DescribeDelegationTokenResponseDescribedDelegationToken>): DescribeDelegationTokenResponseDescribedDelegationToken {
  const message: DescribeDelegationTokenResponseDescribedDelegationToken = {
    principalType: '',
    principalName: '',
    tokenRequesterPrincipalType: '',
    tokenRequesterPrincipalName: '',
    issueTimestamp: 0n,
    expiryTimestamp: 0n,
    maxTimestamp: 0n,
    tokenId: '',
    hmac: EMPTY_BYTES,
    renewers: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeDelegationTokenResponseDescribedDelegationToken(writer: Writer, message: DescribeDelegationTokenResponseDescribedDelegationToken, version: number): void {
  if (version >= 2) {
    writer.writeCompactString(message.principalType);
  } else {
    writer.writeString(message.principalType);
  }
  if (version >= 2) {
    writer.writeCompactString(message.principalName);
  } else {
    writer.writeString(message.principalName);
  }
  if (version >= 3) {
    writer.writeCompactString(message.tokenRequesterPrincipalType);
  } else {
    if (message.tokenRequesterPrincipalType !== '') throw missingFieldError('DescribeDelegationTokenResponseDescribedDelegationToken', 'TokenRequesterPrincipalType', version);
  }
  if (version >= 3) {
    writer.writeCompactString(message.tokenRequesterPrincipalName);
  } else {
    if (message.tokenRequesterPrincipalName !== '') throw missingFieldError('DescribeDelegationTokenResponseDescribedDelegationToken', 'TokenRequesterPrincipalName', version);
  }
  writer.writeInt64(message.issueTimestamp);
  writer.writeInt64(message.expiryTimestamp);
  writer.writeInt64(message.maxTimestamp);
  if (version >= 2) {
    writer.writeCompactString(message.tokenId);
  } else {
    writer.writeString(message.tokenId);
  }
  if (version >= 2) {
    writer.writeCompactBytes(message.hmac);
  } else {
    writer.writeBytes(message.hmac);
  }
  if (version >= 2) {
    writer.writeCompactArrayLength(message.renewers.length);
  } else {
    writer.writeArrayLength(message.renewers.length);
  }
  for (const item0 of message.renewers) {
    encodeDescribeDelegationTokenResponseDescribedDelegationTokenRenewer(writer, item0, version);
  }
  if (version >= 2) {
    writer.writeUVarint(0);
  }
}

function decodeDescribeDelegationTokenResponseDescribedDelegationToken(reader: Reader, version: number): DescribeDelegationTokenResponseDescribedDelegationToken {
  const principalType = nonNull((version >= 2 ? reader.readCompactString() : reader.readString()), 'DescribeDelegationTokenResponseDescribedDelegationToken', 'PrincipalType', reader);
  const principalName = nonNull((version >= 2 ? reader.readCompactString() : reader.readString()), 'DescribeDelegationTokenResponseDescribedDelegationToken', 'PrincipalName', reader);
  let tokenRequesterPrincipalType: string = '';
  if (version >= 3) {
    tokenRequesterPrincipalType = nonNull(reader.readCompactString(), 'DescribeDelegationTokenResponseDescribedDelegationToken', 'TokenRequesterPrincipalType', reader);
  }
  let tokenRequesterPrincipalName: string = '';
  if (version >= 3) {
    tokenRequesterPrincipalName = nonNull(reader.readCompactString(), 'DescribeDelegationTokenResponseDescribedDelegationToken', 'TokenRequesterPrincipalName', reader);
  }
  const issueTimestamp = reader.readInt64();
  const expiryTimestamp = reader.readInt64();
  const maxTimestamp = reader.readInt64();
  const tokenId = nonNull((version >= 2 ? reader.readCompactString() : reader.readString()), 'DescribeDelegationTokenResponseDescribedDelegationToken', 'TokenId', reader);
  const hmac = nonNull((version >= 2 ? reader.readCompactBytes() : reader.readBytes()), 'DescribeDelegationTokenResponseDescribedDelegationToken', 'Hmac', reader);
  const count1 = nonNull((version >= 2 ? reader.readCompactArrayLength(2) : reader.readArrayLength(2)), 'DescribeDelegationTokenResponseDescribedDelegationToken', 'Renewers', reader);
  const renewers: DescribeDelegationTokenResponseDescribedDelegationTokenRenewer[] = [];
  for (let index = 0; index < count1; index++) renewers.push(decodeDescribeDelegationTokenResponseDescribedDelegationTokenRenewer(reader, version));
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { principalType, principalName, tokenRequesterPrincipalType, tokenRequesterPrincipalName, issueTimestamp, expiryTimestamp, maxTimestamp, tokenId, hmac, renewers };
}

/**
 * Kafka's `DescribeDelegationTokenResponse` (api key 41, versions 1-3, flexible from 2), one type across all versions.
 * @public
 */
export interface DescribeDelegationTokenResponse {
  /** The error code, or 0 if there was no error. (versions 1-3) */
  errorCode: number;
  /** The tokens. (versions 1-3) */
  tokens: DescribeDelegationTokenResponseDescribedDelegationToken[];
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 1-3) */
  throttleTimeMs: number;
}

/**
 * A {@link DescribeDelegationTokenResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDescribeDelegationTokenResponse(fields?: Partial<DescribeDelegationTokenResponse>): DescribeDelegationTokenResponse {
  const message: DescribeDelegationTokenResponse = {
    errorCode: 0,
    tokens: [],
    throttleTimeMs: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDescribeDelegationTokenResponse(writer: Writer, message: DescribeDelegationTokenResponse, version: number): void {
  writer.writeInt16(message.errorCode);
  if (version >= 2) {
    writer.writeCompactArrayLength(message.tokens.length);
  } else {
    writer.writeArrayLength(message.tokens.length);
  }
  for (const item2 of message.tokens) {
    encodeDescribeDelegationTokenResponseDescribedDelegationToken(writer, item2, version);
  }
  writer.writeInt32(message.throttleTimeMs);
  if (version >= 2) {
    writer.writeUVarint(0);
  }
}

function decodeDescribeDelegationTokenResponse(reader: Reader, version: number): DescribeDelegationTokenResponse {
  const errorCode = reader.readInt16();
  const count3 = nonNull((version >= 2 ? reader.readCompactArrayLength(29) : reader.readArrayLength(29)), 'DescribeDelegationTokenResponse', 'Tokens', reader);
  const tokens: DescribeDelegationTokenResponseDescribedDelegationToken[] = [];
  for (let index = 0; index < count3; index++) tokens.push(decodeDescribeDelegationTokenResponseDescribedDelegationToken(reader, version));
  const throttleTimeMs = reader.readInt32();
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { errorCode, tokens, throttleTimeMs };
}

/**
 * Codec of {@link DescribeDelegationTokenResponse} (api key 41, versions 1-3, flexible from 2).
 * @public
 */
export const DescribeDelegationTokenResponse: MessageCodec<DescribeDelegationTokenResponse> = {
  name: 'DescribeDelegationTokenResponse',
  apiKey: 41,
  minVersion: 1,
  maxVersion: 3,
  flexibleFrom: 2,
  create: createDescribeDelegationTokenResponse,
  encode(writer: Writer, message: DescribeDelegationTokenResponse, version: number): void {
    checkVersion('DescribeDelegationTokenResponse', 41, version, 1, 3);
    encodeDescribeDelegationTokenResponse(writer, message, version);
  },
  decode(reader: Reader, version: number): DescribeDelegationTokenResponse {
    checkVersion('DescribeDelegationTokenResponse', 41, version, 1, 3);
    return decodeDescribeDelegationTokenResponse(reader, version);
  },
};
