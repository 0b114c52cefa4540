// Generated from Apache Kafka's message specs (Apache License 2.0), CreateDelegationTokenRequest.json, CreateDelegationTokenResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { EMPTY_BYTES, checkVersion, missingFieldError, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `CreatableRenewers` of Kafka's `CreateDelegationTokenRequest` (api key 38, versions 1-3, flexible from 2).
 * @public
 */
export interface CreateDelegationTokenRequestCreatableRenewers {
  /** The type of the Kafka principal. (versions 1-3) */
  principalType: string;
  /** The name of the Kafka principal. (versions 1-3) */
  principalName: string;
}

/**
 * A {@link CreateDelegationTokenRequestCreatableRenewers} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createCreateDelegationTokenRequestCreatableRenewers(fields?: Partial<CreateDelegationTokenRequestCreatableRenewers>): CreateDelegationTokenRequestCreatableRenewers {
  const message: CreateDelegationTokenRequestCreatableRenewers = {
    principalType: '',
    principalName: '',
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeCreateDelegationTokenRequestCreatableRenewers(writer: Writer, message: CreateDelegationTokenRequestCreatableRenewers, version: number): void {
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

function decodeCreateDelegationTokenRequestCreatableRenewers(reader: Reader, version: number): CreateDelegationTokenRequestCreatableRenewers {
  const principalType = nonNull((version >= 2 ? reader.readCompactString() : reader.readString()), 'CreateDelegationTokenRequestCreatableRenewers', 'PrincipalType', reader);
  const principalName = nonNull((version >= 2 ? reader.readCompactString() : reader.readString()), 'CreateDelegationTokenRequestCreatableRenewers', 'PrincipalName', reader);
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { principalType, principalName };
}

/**
 * Kafka's `CreateDelegationTokenRequest` (api key 38, versions 1-3, flexible from 2), one type across all versions.
 * @public
 */
export interface CreateDelegationTokenRequest {
  /** The principal type of the owner of the token. If it's null it defaults to the token request principal. (versions 3; nullable 3) */
  ownerPrincipalType: string | null;
  /** The principal name of the owner of the token. If it's null it defaults to the token request principal. (versions 3; nullable 3) */
  ownerPrincipalName: string | null;
  /** A list of those who are allowed to renew this token before it expires. (versions 1-3) */
  renewers: CreateDelegationTokenRequestCreatableRenewers[];
  /** The maximum lifetime of the token in milliseconds, or -1 to use the server side default. (versions 1-3) */
  maxLifetimeMs: bigint;
}

/**
 * A {@link CreateDelegationTokenRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createCreateDelegationTokenRequest(fields?: Partial<CreateDelegationTokenRequest>): CreateDelegationTokenRequest {
  const message: CreateDelegationTokenRequest = {
    ownerPrincipalType: '',
    ownerPrincipalName: '',
    renewers: [],
    maxLifetimeMs: 0n,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeCreateDelegationTokenRequest(writer: Writer, message: CreateDelegationTokenRequest, version: number): void {
  if (version >= 3) {
    writer.writeCompactString(message.ownerPrincipalType);
  } else {
    if (message.ownerPrincipalType !== '') throw missingFieldError('CreateDelegationTokenRequest', 'OwnerPrincipalType', version);
  }
  if (version >= 3) {
    writer.writeCompactString(message.ownerPrincipalName);
  } else {
    if (message.ownerPrincipalName !== '') throw missingFieldError('CreateDelegationTokenRequest', 'OwnerPrincipalName', version);
  }
  if (version >= 2) {
    writer.writeCompactArrayLength(message.renewers.length);
  } else {
    writer.writeArrayLength(message.renewers.length);
  }
  for (const item0 of message.renewers) {
    encodeCreateDelegationTokenRequestCreatableRenewers(writer, item0, version);
  }
  writer.writeInt64(message.maxLifetimeMs);
  if (version >= 2) {
    writer.writeUVarint(0);
  }
}

function decodeCreateDelegationTokenRequest(reader: Reader, version: number): CreateDelegationTokenRequest {
  let ownerPrincipalType: string | null = '';
  if (version >= 3) {
    ownerPrincipalType = reader.readCompactString();
  }
  let ownerPrincipalName: string | null = '';
  if (version >= 3) {
    ownerPrincipalName = reader.readCompactString();
  }
  const count1 = nonNull((version >= 2 ? reader.readCompactArrayLength(2) : reader.readArrayLength(2)), 'CreateDelegationTokenRequest', 'Renewers', reader);
  const renewers: CreateDelegationTokenRequestCreatableRenewers[] = [];
  for (let index = 0; index < count1; index++) renewers.push(decodeCreateDelegationTokenRequestCreatableRenewers(reader, version));
  const maxLifetimeMs = reader.readInt64();
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { ownerPrincipalType, ownerPrincipalName, renewers, maxLifetimeMs };
}

/**
 * Codec of {@link CreateDelegationTokenRequest} (api key 38, versions 1-3, flexible from 2).
 * @public
 */
export const CreateDelegationTokenRequest: MessageCodec<CreateDelegationTokenRequest> = {
  name: 'CreateDelegationTokenRequest',
  apiKey: 38,
  minVersion: 1,
  maxVersion: 3,
  flexibleFrom: 2,
  create: createCreateDelegationTokenRequest,
  encode(writer: Writer, message: CreateDelegationTokenRequest, version: number): void {
    checkVersion('CreateDelegationTokenRequest', 38, version, 1, 3);
    encodeCreateDelegationTokenRequest(writer, message, version);
  },
  decode(reader: Reader, version: number): CreateDelegationTokenRequest {
    checkVersion('CreateDelegationTokenRequest', 38, version, 1, 3);
    return decodeCreateDelegationTokenRequest(reader, version);
  },
};

/**
 * Kafka's `CreateDelegationTokenResponse` (api key 38, versions 1-3, flexible from 2), one type across all versions.
 * @public
 */
export interface CreateDelegationTokenResponse {
  /** The top-level error, or zero if there was no error. (versions 1-3) */
  errorCode: number;
  /** The principal type of the token owner. (versions 1-3) */
  principalType: string;
  /** The name of the token owner. (versions 1-3) */
  principalName: string;
  /** The principal type of the requester of the token. (versions 3) */
  tokenRequesterPrincipalType: string;
  /** The principal type of the requester of the token. (versions 3) */
  tokenRequesterPrincipalName: string;
  /** When this token was generated. (versions 1-3) */
  issueTimestampMs: bigint;
  /** When this token expires. (versions 1-3) */
  expiryTimestampMs: bigint;
  /** The maximum lifetime of this token. (versions 1-3) */
  maxTimestampMs: bigint;
  /** The token UUID. (versions 1-3) */
  tokenId: string;
  /** HMAC of the delegation token. (versions 1-3) */
  hmac: Buffer;
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 1-3) */
  throttleTimeMs: number;
}

/**
 * A {@link CreateDelegationTokenResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createCreateDelegationTokenResponse(fields?: Partial<CreateDelegationTokenResponse>): CreateDelegationTokenResponse {
  const message: CreateDelegationTokenResponse = {
    errorCode: 0,
    principalType: '',
    principalName: '',
    tokenRequesterPrincipalType: '',
    tokenRequesterPrincipalName: '',
    issueTimestampMs: 0n,
    expiryTimestampMs: 0n,
    maxTimestampMs: 0n,
    tokenId: '',
    hmac: EMPTY_BYTES,
    throttleTimeMs: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeCreateDelegationTokenResponse(writer: Writer, message: CreateDelegationTokenResponse, version: number): void {
  writer.writeInt16(message.errorCode);
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
    if (message.tokenRequesterPrincipalType !== '') throw missingFieldError('CreateDelegationTokenResponse', 'TokenRequesterPrincipalType', version);
  }
  if (version >= 3) {
    writer.writeCompactString(message.tokenRequesterPrincipalName);
  } else {
    if (message.tokenRequesterPrincipalName !== '') throw missingFieldError('CreateDelegationTokenResponse', 'TokenRequesterPrincipalName', version);
  }
  writer.writeInt64(message.issueTimestampMs);
  writer.writeInt64(message.expiryTimestampMs);
  writer.writeInt64(message.maxTimestampMs);
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
  writer.writeInt32(message.throttleTimeMs);
  if (version >= 2) {
    writer.writeUVarint(0);
  }
}

function decodeCreateDelegationTokenResponse(reader: Reader, version: number): CreateDelegationTokenResponse {
  const errorCode = reader.readInt16();
  const principalType = nonNull((version >= 2 ? reader.readCompactString() : reader.readString()), 'CreateDelegationTokenResponse', 'PrincipalType', reader);
  const principalName = nonNull((version >= 2 ? reader.readCompactString() : reader.readString()), 'CreateDelegationTokenResponse', 'PrincipalName', reader);
  let tokenRequesterPrincipalType: string = '';
  if (version >= 3) {
    tokenRequesterPrincipalType = nonNull(reader.readCompactString(), 'CreateDelegationTokenResponse', 'TokenRequesterPrincipalType', reader);
  }
  let tokenRequesterPrincipalName: string = '';
  if (version >= 3) {
    tokenRequesterPrincipalName = nonNull(reader.readCompactString(), 'CreateDelegationTokenResponse', 'TokenRequesterPrincipalName', reader);
  }
  const issueTimestampMs = reader.readInt64();
  const expiryTimestampMs = reader.readInt64();
  const maxTimestampMs = reader.readInt64();
  const tokenId = nonNull((version >= 2 ? reader.readCompactString() : reader.readString()), 'CreateDelegationTokenResponse', 'TokenId', reader);
  const hmac = nonNull((version >= 2 ? reader.readCompactBytes() : reader.readBytes()), 'CreateDelegationTokenResponse', 'Hmac', reader);
  const throttleTimeMs = reader.readInt32();
  if (version >= 2) {
    skipTaggedFields(reader);
  }
  return { errorCode, principalType, principalName, tokenRequesterPrincipalType, tokenRequesterPrincipalName, issueTimestampMs, expiryTimestampMs, maxTimestampMs, tokenId, hmac, throttleTimeMs };
}

/**
 * Codec of {@link CreateDelegationTokenResponse} (api key 38, versions 1-3, flexible from 2).
 * @public
 */
export const CreateDelegationTokenResponse: MessageCodec<CreateDelegationTokenResponse> = {
  name: 'CreateDelegationTokenResponse',
  apiKey: 38,
  minVersion: 1,
  maxVersion: 3,
  flexibleFrom: 2,
  create: createCreateDelegationTokenResponse,
  encode(writer: Writer, message: CreateDelegationTokenResponse, version: number): void {
    checkVersion('CreateDelegationTokenResponse', 38, version, 1, 3);
    encodeCreateDelegationTokenResponse(writer, message, version);
  },
  decode(reader: Reader, version: number): CreateDelegationTokenResponse {
    checkVersion('CreateDelegationTokenResponse', 38, version, 1, 3);
    return decodeCreateDelegationTokenResponse(reader, version);
  },
};
