// Generated from Apache Kafka's message specs (Apache License 2.0), ApiVersionsRequest.json, ApiVersionsResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { beginTaggedField, checkTaggedFieldEnd, checkVersion, endTaggedField, missingFieldError, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * Kafka's `ApiVersionsRequest` (api key 18, versions 0-5, flexible from 3), one type across all versions.
 * @public
 */
export interface ApiVersionsRequest {
  /** The name of the client. (versions 3-5; ignorable) */
  clientSoftwareName: string;
  /** The version of the client. (versions 3-5; ignorable) */
  clientSoftwareVersion: string;
  /** The cluster ID the client intends to connect to. Provide both ClusterId and NodeId, if known. (versions 5; nullable 5; ignorable) */
  clusterId: string | null;
  /** The node ID the client intends to connect to. Provide both ClusterId and NodeId, if known. (versions 5; ignorable) */
  nodeId: number;
}

/**
 * A {@link ApiVersionsRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createApiVersionsRequest(fields?: Partial<ApiVersionsRequest>): ApiVersionsRequest {
  const message: ApiVersionsRequest = {
    clientSoftwareName: '',
    clientSoftwareVersion: '',
    clusterId: null,
    nodeId: -1,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeApiVersionsRequest(writer: Writer, message: ApiVersionsRequest, version: number): void {
  if (version >= 3) {
    writer.writeCompactString(message.clientSoftwareName);
  }
  if (version >= 3) {
    writer.writeCompactString(message.clientSoftwareVersion);
  }
  if (version >= 5) {
    writer.writeCompactString(message.clusterId);
  }
  if (version >= 5) {
    writer.writeInt32(message.nodeId);
  }
  if (version >= 3) {
    writer.writeUVarint(0);
  }
}

function decodeApiVersionsRequest(reader: Reader, version: number): ApiVersionsRequest {
  let clientSoftwareName: string = '';
  if (version >= 3) {
    clientSoftwareName = nonNull(reader.readCompactString(), 'ApiVersionsRequest', 'ClientSoftwareName', reader);
  }
  let clientSoftwareVersion: string = '';
  if (version >= 3) {
    clientSoftwareVersion = nonNull(reader.readCompactString(), 'ApiVersionsRequest', 'ClientSoftwareVersion', reader);
  }
  let clusterId: string | null = null;
  if (version >= 5) {
    clusterId = reader.readCompactString();
  }
  let nodeId: number = -1;
  if (version >= 5) {
    nodeId = reader.readInt32();
  }
  if (version >= 3) {
    skipTaggedFields(reader);
  }
  return { clientSoftwareName, clientSoftwareVersion, clusterId, nodeId };
}

/**
 * Codec of {@link ApiVersionsRequest} (api key 18, versions 0-5, flexible from 3).
 * @public
 */
export const ApiVersionsRequest: MessageCodec<ApiVersionsRequest> = {
  name: 'ApiVersionsRequest',
  apiKey: 18,
  minVersion: 0,
  maxVersion: 5,
  flexibleFrom: 3,
  create: createApiVersionsRequest,
  encode(writer: Writer, message: ApiVersionsRequest, version: number): void {
    checkVersion('ApiVersionsRequest', 18, version, 0, 5);
    encodeApiVersionsRequest(writer, message, version);
  },
  decode(reader: Reader, version: number): ApiVersionsRequest {
    checkVersion('ApiVersionsRequest', 18, version, 0, 5);
    return decodeApiVersionsRequest(reader, version);
  },
};

/**
 * `ApiVersion` of Kafka's `ApiVersionsResponse` (api key 18, versions 0-5, flexible from 3).
 * @public
 */
export interface ApiVersionsResponseApiVersion {
  /** The API index. (versions 0-5) */
  apiKey: number;
  /** The minimum supported version, inclusive. (versions 0-5) */
  minVersion: number;
  /** The maximum supported version, inclusive. (versions 0-5) */
  maxVersion: number;
}

/**
 * A {@link ApiVersionsResponseApiVersion} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createApiVersionsResponseApiVersion(fields?: Partial<ApiVersionsResponseApiVersion>): ApiVersionsResponseApiVersion {
  const message: ApiVersionsResponseApiVersion = {
    apiKey: 0,
    minVersion: 0,
    maxVersion: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeApiVersionsResponseApiVersion(writer: Writer, message: ApiVersionsResponseApiVersion, version: number): void {
  writer.writeInt16(message.apiKey);
  writer.writeInt16(message.minVersion);
  writer.writeInt16(message.maxVersion);
  if (version >= 3) {
    writer.writeUVarint(0);
  }
}

function decodeApiVersionsResponseApiVersion(reader: Reader, version: number): ApiVersionsResponseApiVersion {
  const apiKey = reader.readInt16();
  const minVersion = reader.readInt16();
  const maxVersion = reader.readInt16();
  if (version >= 3) {
    skipTaggedFields(reader);
  }
  return { apiKey, minVersion, maxVersion };
}

/**
 * `SupportedFeatureKey` of Kafka's `ApiVersionsResponse` (api key 18, versions 0-5, flexible from 3).
 * @public
 */
export interface ApiVersionsResponseSupportedFeatureKey {
  /** The name of the feature. (versions 3-5) */
  name: string;
  /** The minimum supported version for the feature. (versions 3-5) */
  minVersion: number;
  /** The maximum supported version for the feature. (versions 3-5) */
  maxVersion: number;
}

/**
 * A {@link ApiVersionsResponseSupportedFeatureKey} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createApiVersionsResponseSupportedFeatureKey(fields?: Partial<ApiVersionsResponseSupportedFeatureKey>): ApiVersionsResponseSupportedFeatureKey {
  const message: ApiVersionsResponseSupportedFeatureKey = {
    name: '',
    minVersion: 0,
    maxVersion: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeApiVersionsResponseSupportedFeatureKey(writer: Writer, message: ApiVersionsResponseSupportedFeatureKey, version: number): void {
  if (version >= 3) {
    writer.writeCompactString(message.name);
  } else {
    if (message.name !== '') throw missingFieldError('ApiVersionsResponseSupportedFeatureKey', 'Name', version);
  }
  if (version >= 3) {
    writer.writeInt16(message.minVersion);
  } else {
    if (message.minVersion !== 0) throw missingFieldError('ApiVersionsResponseSupportedFeatureKey', 'MinVersion', version);
  }
  if (version >= 3) {
    writer.writeInt16(message.maxVersion);
  } else {
    if (message.maxVersion !== 0) throw missingFieldError('ApiVersionsResponseSupportedFeatureKey', 'MaxVersion', version);
  }
  if (version >= 3) {
    writer.writeUVarint(0);
  }
}

function decodeApiVersionsResponseSupportedFeatureKey(reader: Reader, version: number): ApiVersionsResponseSupportedFeatureKey {
  let name: string = '';
  if (version >= 3) {
    name = nonNull(reader.readCompactString(), 'ApiVersionsResponseSupportedFeatureKey', 'Name', reader);
  }
  let minVersion: number = 0;
  if (version >= 3) {
    minVersion = reader.readInt16();
  }
  let maxVersion: number = 0;
  if (version >= 3) {
    maxVersion = reader.readInt16();
  }
  if (version >= 3) {
    skipTaggedFields(reader);
  }
  return { name, minVersion, maxVersion };
}

/**
 * `FinalizedFeatureKey` of Kafka's `ApiVersionsResponse` (api key 18, versions 0-5, flexible from 3).
 * @public
 */
export interface ApiVersionsResponseFinalizedFeatureKey {
  /** The name of the feature. (versions 3-5) */
  name: string;
  /** The cluster-wide finalized max version level for the feature. (versions 3-5) */
  maxVersionLevel: number;
  /** The cluster-wide finalized min version level for the feature. (versions 3-5) */
  minVersionLevel: number;
}

/**
 * A {@link ApiVersionsResponseFinalizedFeatureKey} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createApiVersionsResponseFinalizedFeatureKey(fields?: Partial<ApiVersionsResponseFinalizedFeatureKey>): ApiVersionsResponseFinalizedFeatureKey {
  const message: ApiVersionsResponseFinalizedFeatureKey = {
    name: '',
    maxVersionLevel: 0,
    minVersionLevel: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeApiVersionsResponseFinalizedFeatureKey(writer: Writer, message: ApiVersionsResponseFinalizedFeatureKey, version: number): void {
  if (version >= 3) {
    writer.writeCompactString(message.name);
  } else {
    if (message.name !== '') throw missingFieldError('ApiVersionsResponseFinalizedFeatureKey', 'Name', version);
  }
  if (version >= 3) {
    writer.writeInt16(message.maxVersionLevel);
  } else {
    if (message.maxVersionLevel !== 0) throw missingFieldError('ApiVersionsResponseFinalizedFeatureKey', 'MaxVersionLevel', version);
  }
  if (version >= 3) {
    writer.writeInt16(message.minVersionLevel);
  } else {
    if (message.minVersionLevel !== 0) throw missingFieldError('ApiVersionsResponseFinalizedFeatureKey', 'MinVersionLevel', version);
  }
  if (version >= 3) {
    writer.writeUVarint(0);
  }
}

function decodeApiVersionsResponseFinalizedFeatureKey(reader: Reader, version: number): ApiVersionsResponseFinalizedFeatureKey {
  let name: string = '';
  if (version >= 3) {
    name = nonNull(reader.readCompactString(), 'ApiVersionsResponseFinalizedFeatureKey', 'Name', reader);
  }
  let maxVersionLevel: number = 0;
  if (version >= 3) {
    maxVersionLevel = reader.readInt16();
  }
  let minVersionLevel: number = 0;
  if (version >= 3) {
    minVersionLevel = reader.readInt16();
  }
  if (version >= 3) {
    skipTaggedFields(reader);
  }
  return { name, maxVersionLevel, minVersionLevel };
}

/**
 * Kafka's `ApiVersionsResponse` (api key 18, versions 0-5, flexible from 3), one type across all versions.
 * @public
 */
export interface ApiVersionsResponse {
  /** The top-level error code. (versions 0-5) */
  errorCode: number;
  /** The APIs supported by the broker. (versions 0-5) */
  apiKeys: ApiVersionsResponseApiVersion[];
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 1-5; ignorable) */
  throttleTimeMs: number;
  /** Features supported by the broker. Note: in v0-v3, features with MinSupportedVersion = 0 are omitted. (versions 3-5; tag 0 in 3-5; ignorable) */
  supportedFeatures: ApiVersionsResponseSupportedFeatureKey[];
  /** The monotonically increasing epoch for the finalized features information. Valid values are >= 0. A value of -1 is special and represents unknown epoch. (versions 3-5; tag 1 in 3-5; ignorable) */
  finalizedFeaturesEpoch: bigint;
  /** List of cluster-wide finalized features. The information is valid only if FinalizedFeaturesEpoch >= 0. (versions 3-5; tag 2 in 3-5; ignorable) */
  finalizedFeatures: ApiVersionsResponseFinalizedFeatureKey[];
  /** Set by a KRaft controller if the required configurations for ZK migration are present. (versions 3-5; tag 3 in 3-5; ignorable) */
  zkMigrationReady: boolean;
}

/**
 * A {@link ApiVersionsResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createApiVersionsResponse(fields?: Partial<ApiVersionsResponse>): ApiVersionsResponse {
  const message: ApiVersionsResponse = {
    errorCode: 0,
    apiKeys: [],
    throttleTimeMs: 0,
    supportedFeatures: [],
    finalizedFeaturesEpoch: -1n,
    finalizedFeatures: [],
    zkMigrationReady: false,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeApiVersionsResponse(writer: Writer, message: ApiVersionsResponse, version: number): void {
  writer.writeInt16(message.errorCode);
  if (version >= 3) {
    writer.writeCompactArrayLength(message.apiKeys.length);
  } else {
    writer.writeArrayLength(message.apiKeys.length);
  }
  for (const item0 of message.apiKeys) {
    encodeApiVersionsResponseApiVersion(writer, item0, version);
  }
  if (version >= 1) {
    writer.writeInt32(message.throttleTimeMs);
  }
  if (version >= 3) {
    let taggedCount = 0;
    if (version >= 3 && message.supportedFeatures.length !== 0) taggedCount++;
    if (version >= 3 && message.finalizedFeaturesEpoch !== -1n) taggedCount++;
    if (version >= 3 && message.finalizedFeatures.length !== 0) taggedCount++;
    if (version >= 3 && message.zkMigrationReady) taggedCount++;
    writer.writeUVarint(taggedCount);
    if (version >= 3 && message.supportedFeatures.length !== 0) {
      const start = beginTaggedField(writer, 0);
      writer.writeCompactArrayLength(message.supportedFeatures.length);
      for (const item1 of message.supportedFeatures) {
        encodeApiVersionsResponseSupportedFeatureKey(writer, item1, version);
      }
      endTaggedField(writer, start);
    }
    if (version >= 3 && message.finalizedFeaturesEpoch !== -1n) {
      const start = beginTaggedField(writer, 1);
      writer.writeInt64(message.finalizedFeaturesEpoch);
      endTaggedField(writer, start);
    }
    if (version >= 3 && message.finalizedFeatures.length !== 0) {
      const start = beginTaggedField(writer, 2);
      writer.writeCompactArrayLength(message.finalizedFeatures.length);
      for (const item2 of message.finalizedFeatures) {
        encodeApiVersionsResponseFinalizedFeatureKey(writer, item2, version);
      }
      endTaggedField(writer, start);
    }
    if (version >= 3 && message.zkMigrationReady) {
      const start = beginTaggedField(writer, 3);
      writer.writeBoolean(message.zkMigrationReady);
      endTaggedField(writer, start);
    }
  }
}

function decodeApiVersionsResponse(reader: Reader, version: number): ApiVersionsResponse {
  const errorCode = reader.readInt16();
  const count3 = nonNull((version >= 3 ? reader.readCompactArrayLength(6) : reader.readArrayLength(6)), 'ApiVersionsResponse', 'ApiKeys', reader);
  const apiKeys: ApiVersionsResponseApiVersion[] = [];
  for (let index = 0; index < count3; index++) apiKeys.push(decodeApiVersionsResponseApiVersion(reader, version));
  let throttleTimeMs: number = 0;
  if (version >= 1) {
    throttleTimeMs = reader.readInt32();
  }
  let supportedFeatures: ApiVersionsResponseSupportedFeatureKey[] = [];
  let finalizedFeaturesEpoch: bigint = -1n;
  let finalizedFeatures: ApiVersionsResponseFinalizedFeatureKey[] = [];
  let zkMigrationReady: boolean = false;
  if (version >= 3) {
    const taggedCount = reader.readUVarint();
    for (let tagIndex = 0; tagIndex < taggedCount; tagIndex++) {
      const tag = reader.readUVarint();
      const size = reader.readUVarint();
      reader.need(size, 'tagged field');
      const end = reader.offset + size;
      switch (tag) {
        case 0: {
          if (version >= 3) {
            const count4 = nonNull(reader.readCompactArrayLength(1), 'ApiVersionsResponse', 'SupportedFeatures', reader);
            const array4: ApiVersionsResponseSupportedFeatureKey[] = [];
            for (let index = 0; index < count4; index++) array4.push(decodeApiVersionsResponseSupportedFeatureKey(reader, version));
            supportedFeatures = array4;
            checkTaggedFieldEnd(reader, end, 'ApiVersionsResponse', 'SupportedFeatures');
          } else {
            reader.offset = end;
          }
          break;
        }
        case 1: {
          if (version >= 3) {
            finalizedFeaturesEpoch = reader.readInt64();
            checkTaggedFieldEnd(reader, end, 'ApiVersionsResponse', 'FinalizedFeaturesEpoch');
          } else {
            reader.offset = end;
          }
          break;
        }
        case 2: {
          if (version >= 3) {
            const count5 = nonNull(reader.readCompactArrayLength(1), 'ApiVersionsResponse', 'FinalizedFeatures', reader);
            const array5: ApiVersionsResponseFinalizedFeatureKey[] = [];
            for (let index = 0; index < count5; index++) array5.push(decodeApiVersionsResponseFinalizedFeatureKey(reader, version));
            finalizedFeatures = array5;
            checkTaggedFieldEnd(reader, end, 'ApiVersionsResponse', 'FinalizedFeatures');
          } else {
            reader.offset = end;
          }
          break;
        }
        case 3: {
          if (version >= 3) {
            zkMigrationReady = reader.readBoolean();
            checkTaggedFieldEnd(reader, end, 'ApiVersionsResponse', 'ZkMigrationReady');
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
  }
  return { errorCode, apiKeys, throttleTimeMs, supportedFeatures, finalizedFeaturesEpoch, finalizedFeatures, zkMigrationReady };
}

/**
 * Codec of {@link ApiVersionsResponse} (api key 18, versions 0-5, flexible from 3).
 * @public
 */
export const ApiVersionsResponse: MessageCodec<ApiVersionsResponse> = {
  name: 'ApiVersionsResponse',
  apiKey: 18,
  minVersion: 0,
  maxVersion: 5,
  flexibleFrom: 3,
  create: createApiVersionsResponse,
  encode(writer: Writer, message: ApiVersionsResponse, version: number): void {
    checkVersion('ApiVersionsResponse', 18, version, 0, 5);
    encodeApiVersionsResponse(writer, message, version);
  },
  decode(reader: Reader, version: number): ApiVersionsResponse {
    checkVersion('ApiVersionsResponse', 18, version, 0, 5);
    return decodeApiVersionsResponse(reader, version);
  },
};
