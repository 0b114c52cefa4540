// Generated from Apache Kafka's message specs (Apache License 2.0), UpdateFeaturesRequest.json, UpdateFeaturesResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, missingFieldError, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `FeatureUpdateKey` of Kafka's `UpdateFeaturesRequest` (api key 57, versions 0-2, flexible from 0).
 * @public
 */
export interface UpdateFeaturesRequestFeatureUpdateKey {
  /** The name of the finalized feature to be updated. (versions 0-2) */
  feature: string;
  /** The new maximum version level for the finalized feature. A value >= 1 is valid. A value < 1, is special, and can be used to request the deletion of the finalized feature. (versions 0-2) */
  maxVersionLevel: number;
  /** DEPRECATED in version 1 (see DowngradeType). When set to true, the finalized feature version level is allowed to be downgraded/deleted. The downgrade request will fail if the new maximum version level is a value that's not lower than the existing maximum finalized version level. (versions 0) */
  allowDowngrade: boolean;
  /** Determine which type of upgrade will be performed: 1 will perform an upgrade only (default), 2 is safe downgrades only (lossless), 3 is unsafe downgrades (lossy). (versions 1-2) */
  upgradeType: number;
}

/**
 * A {@link UpdateFeaturesRequestFeatureUpdateKey} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createUpdateFeaturesRequestFeatureUpdateKey(fields?: Partial<UpdateFeaturesRequestFeatureUpdateKey>): UpdateFeaturesRequestFeatureUpdateKey {
  const message: UpdateFeaturesRequestFeatureUpdateKey = {
    feature: '',
    maxVersionLevel: 0,
    allowDowngrade: false,
    upgradeType: 1,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeUpdateFeaturesRequestFeatureUpdateKey(writer: Writer, message: UpdateFeaturesRequestFeatureUpdateKey, version: number): void {
  writer.writeCompactString(message.feature);
  writer.writeInt16(message.maxVersionLevel);
  if (version <= 0) {
    writer.writeBoolean(message.allowDowngrade);
  } else {
    if (message.allowDowngrade) throw missingFieldError('UpdateFeaturesRequestFeatureUpdateKey', 'AllowDowngrade', version);
  }
  if (version >= 1) {
    writer.writeInt8(message.upgradeType);
  } else {
    if (message.upgradeType !== 1) throw missingFieldError('UpdateFeaturesRequestFeatureUpdateKey', 'UpgradeType', version);
  }
  writer.writeUVarint(0);
}

function decodeUpdateFeaturesRequestFeatureUpdateKey(reader: Reader, version: number): UpdateFeaturesRequestFeatureUpdateKey {
  const feature = nonNull(reader.readCompactString(), 'UpdateFeaturesRequestFeatureUpdateKey', 'Feature', reader);
  const maxVersionLevel = reader.readInt16();
  let allowDowngrade: boolean = false;
  if (version <= 0) {
    allowDowngrade = reader.readBoolean();
  }
  let upgradeType: number = 1;
  if (version >= 1) {
    upgradeType = reader.readInt8();
  }
  skipTaggedFields(reader);
  return { feature, maxVersionLevel, allowDowngrade, upgradeType };
}

/**
 * Kafka's `UpdateFeaturesRequest` (api key 57, versions 0-2, flexible from 0), one type across all versions.
 * @public
 */
export interface UpdateFeaturesRequest {
  /** How long to wait in milliseconds before timing out the request. (versions 0-2) */
  timeoutMs: number;
  /** The list of updates to finalized features. (versions 0-2) */
  featureUpdates: UpdateFeaturesRequestFeatureUpdateKey[];
  /** True if we should validate the request, but not perform the upgrade or downgrade. (versions 1-2) */
  validateOnly: boolean;
}

/**
 * A {@link UpdateFeaturesRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createUpdateFeaturesRequest(fields?: Partial<UpdateFeaturesRequest>): UpdateFeaturesRequest {
  const message: UpdateFeaturesRequest = {
    timeoutMs: 60000,
    featureUpdates: [],
    validateOnly: false,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeUpdateFeaturesRequest(writer: Writer, message: UpdateFeaturesRequest, version: number): void {
  writer.writeInt32(message.timeoutMs);
  writer.writeCompactArrayLength(message.featureUpdates.length);
  for (const item0 of message.featureUpdates) {
    encodeUpdateFeaturesRequestFeatureUpdateKey(writer, item0, version);
  }
  if (version >= 1) {
    writer.writeBoolean(message.validateOnly);
  } else {
    if (message.validateOnly) throw missingFieldError('UpdateFeaturesRequest', 'ValidateOnly', version);
  }
  writer.writeUVarint(0);
}

function decodeUpdateFeaturesRequest(reader: Reader, version: number): UpdateFeaturesRequest {
  const timeoutMs = reader.readInt32();
  const count1 = nonNull(reader.readCompactArrayLength(3), 'UpdateFeaturesRequest', 'FeatureUpdates', reader);
  const featureUpdates: UpdateFeaturesRequestFeatureUpdateKey[] = [];
  for (let index = 0; index < count1; index++) featureUpdates.push(decodeUpdateFeaturesRequestFeatureUpdateKey(reader, version));
  let validateOnly: boolean = false;
  if (version >= 1) {
    validateOnly = reader.readBoolean();
  }
  skipTaggedFields(reader);
  return { timeoutMs, featureUpdates, validateOnly };
}

/**
 * Codec of {@link UpdateFeaturesRequest} (api key 57, versions 0-2, flexible from 0).
 * @public
 */
export const UpdateFeaturesRequest: MessageCodec<UpdateFeaturesRequest> = {
  name: 'UpdateFeaturesRequest',
  apiKey: 57,
  minVersion: 0,
  maxVersion: 2,
  flexibleFrom: 0,
  create: createUpdateFeaturesRequest,
  encode(writer: Writer, message: UpdateFeaturesRequest, version: number): void {
    checkVersion('UpdateFeaturesRequest', 57, version, 0, 2);
    encodeUpdateFeaturesRequest(writer, message, version);
  },
  decode(reader: Reader, version: number): UpdateFeaturesRequest {
    checkVersion('UpdateFeaturesRequest', 57, version, 0, 2);
    return decodeUpdateFeaturesRequest(reader, version);
  },
};

/**
 * `UpdatableFeatureResult` of Kafka's `UpdateFeaturesResponse` (api key 57, versions 0-2, flexible from 0).
 * @public
 */
export interface UpdateFeaturesResponseUpdatableFeatureResult {
  /** The name of the finalized feature. (versions 0-2) */
  feature: string;
  /** The feature update error code or `0` if the feature update succeeded. (versions 0-2) */
  errorCode: number;
  /** The feature update error, or `null` if the feature update succeeded. (versions 0-2; nullable 0-2) */
  errorMessage: string | null;
}

/**
 * A {@link UpdateFeaturesResponseUpdatableFeatureResult} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createUpdateFeaturesResponseUpdatableFeatureResult(fields?: Partial<UpdateFeaturesResponseUpdatableFeatureResult>): UpdateFeaturesResponseUpdatableFeatureResult {
  const message: UpdateFeaturesResponseUpdatableFeatureResult = {
    feature: '',
    errorCode: 0,
    errorMessage: '',
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeUpdateFeaturesResponseUpdatableFeatureResult(writer: Writer, message: UpdateFeaturesResponseUpdatableFeatureResult): void {
  writer.writeCompactString(message.feature);
  writer.writeInt16(message.errorCode);
  writer.writeCompactString(message.errorMessage);
  writer.writeUVarint(0);
}

function decodeUpdateFeaturesResponseUpdatableFeatureResult(reader: Reader): UpdateFeaturesResponseUpdatableFeatureResult {
  const feature = nonNull(reader.readCompactString(), 'UpdateFeaturesResponseUpdatableFeatureResult', 'Feature', reader);
  const errorCode = reader.readInt16();
  const errorMessage = reader.readCompactString();
  skipTaggedFields(reader);
  return { feature, errorCode, errorMessage };
}

/**
 * Kafka's `UpdateFeaturesResponse` (api key 57, versions 0-2, flexible from 0), one type across all versions.
 * @public
 */
export interface UpdateFeaturesResponse {
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 0-2) */
  throttleTimeMs: number;
  /** The top-level error code, or `0` if there was no top-level error. (versions 0-2) */
  errorCode: number;
  /** The top-level error message, or `null` if there was no top-level error. (versions 0-2; nullable 0-2) */
  errorMessage: string | null;
  /** Results for each feature update. (versions 0-1; ignorable) */
  results: UpdateFeaturesResponseUpdatableFeatureResult[];
}

/**
 * A {@link UpdateFeaturesResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createUpdateFeaturesResponse(fields?: Partial<UpdateFeaturesResponse>): UpdateFeaturesResponse {
  const message: UpdateFeaturesResponse = {
    throttleTimeMs: 0,
    errorCode: 0,
    errorMessage: '',
    results: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeUpdateFeaturesResponse(writer: Writer, message: UpdateFeaturesResponse, version: number): void {
  writer.writeInt32(message.throttleTimeMs);
  writer.writeInt16(message.errorCode);
  writer.writeCompactString(message.errorMessage);
  if (version <= 1) {
    writer.writeCompactArrayLength(message.results.length);
    for (const item0 of message.results) {
      encodeUpdateFeaturesResponseUpdatableFeatureResult(writer, item0);
    }
  }
  writer.writeUVarint(0);
}

function decodeUpdateFeaturesResponse(reader: Reader, version: number): UpdateFeaturesResponse {
  const throttleTimeMs = reader.readInt32();
  const errorCode = reader.readInt16();
  const errorMessage = reader.readCompactString();
  let results: UpdateFeaturesResponseUpdatableFeatureResult[] = [];
  if (version <= 1) {
    const count1 = nonNull(reader.readCompactArrayLength(4), 'UpdateFeaturesResponse', 'Results', reader);
    const array1: UpdateFeaturesResponseUpdatableFeatureResult[] = [];
    for (let index = 0; index < count1; index++) array1.push(decodeUpdateFeaturesResponseUpdatableFeatureResult(reader));
    results = array1;
  }
  skipTaggedFields(reader);
  return { throttleTimeMs, errorCode, errorMessage, results };
}

/**
 * Codec of {@link UpdateFeaturesResponse} (api key 57, versions 0-2, flexible from 0).
 * @public
 */
export const UpdateFeaturesResponse: MessageCodec<UpdateFeaturesResponse> = {
  name: 'UpdateFeaturesResponse',
  apiKey: 57,
  minVersion: 0,
  maxVersion: 2,
  flexibleFrom: 0,
  create: createUpdateFeaturesResponse,
  encode(writer: Writer, message: UpdateFeaturesResponse, version: number): void {
    checkVersion('UpdateFeaturesResponse', 57, version, 0, 2);
    encodeUpdateFeaturesResponse(writer, message, version);
  },
  decode(reader: Reader, version: number): UpdateFeaturesResponse {
    checkVersion('UpdateFeaturesResponse', 57, version, 0, 2);
    return decodeUpdateFeaturesResponse(reader, version);
  },
};
