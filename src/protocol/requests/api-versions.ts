/**
 * ApiVersions (api key 18): the version range per API a broker speaks, asked first on every connection (KIP-35).
 * v3 is the first flexible version; it carries the client software name and version (KIP-511) and answers with
 * the broker's supported and the cluster's finalized features (KIP-584; `read` gives none below v3).
 *
 * A broker that does not know the version asked answers UNSUPPORTED_VERSION in the v0 body format, listing its
 * own ApiVersions range (KIP-511); `retryVersion` is the version to ask again at, as Java's
 * `NetworkClient.handleApiVersionsResponse` does. librdkafka's mock broker (2.0.2) answers with error 35 and a body
 * that decodes at no version (a one-byte count), so an answer that fails to decode but starts with error 35
 * (`answersUnsupportedVersion`) also means "ask lower": at v2, the last non-flexible version, then at v0.
 *
 * Errors (ApiVersionsResponse.java): UNSUPPORTED_VERSION, INVALID_REQUEST.
 */
import { ErrorCode } from '../../errors/protocol-error-codes.generated.js';
import { decodeResponse } from '../framing.js';
import { createApiVersionsRequest, type ApiVersionsRequest, type ApiVersionsResponse } from '../messages/api-versions.generated.js';
import { ApiKey } from '../messages/api-keys.generated.js';
import type { RequestModule } from './request-module.js';

/**
 * KIP-890's feature name in ApiVersions `SupportedFeatures` and `FinalizedFeatures`: its level is the transaction version.
 * @internal
 */
export const TRANSACTION_VERSION_FEATURE = 'transaction.version';

/** Who the client is (sent from v3, KIP-511). @internal */
export interface ApiVersionsFields {
  readonly clientSoftwareName: string;
  readonly clientSoftwareVersion: string;
}

/** A feature's level range: the broker's supported range or the cluster's finalized one. @internal */
export interface ApiVersionsFeature {
  readonly name: string;
  readonly min: number;
  readonly max: number;
}

/** The broker's answer; no features below v3. @internal */
export interface ApiVersionsAnswer {
  readonly errorCode: number;
  readonly apiKeys: readonly { readonly apiKey: number; readonly minVersion: number; readonly maxVersion: number }[];
  /** The finalized features' epoch; -1 when the broker sent none. */
  readonly finalizedFeaturesEpoch: bigint;
  readonly finalizedFeatures: readonly ApiVersionsFeature[];
  readonly supportedFeatures: readonly ApiVersionsFeature[];
}

/** The first version with the client software name and version, and features (KIP-511, KIP-584). */
const CLIENT_SOFTWARE_FROM = 3;
/** The last version before the flexible (compact) encoding; every broker since Kafka 2.0 has it. */
const LAST_RIGID_VERSION = 2;
/** The response header of ApiVersions is always v0 (KIP-511): size, then the correlation id. */
const BODY_OFFSET = 8;

function request(fields: ApiVersionsFields, version: number): ApiVersionsRequest {
  if (version < CLIENT_SOFTWARE_FROM) return createApiVersionsRequest();
  return createApiVersionsRequest({ clientSoftwareName: fields.clientSoftwareName, clientSoftwareVersion: fields.clientSoftwareVersion });
}

function read(response: ApiVersionsResponse, version: number): ApiVersionsAnswer {
  const { errorCode, apiKeys } = response;
  if (version < CLIENT_SOFTWARE_FROM) return { errorCode, apiKeys, finalizedFeaturesEpoch: -1n, finalizedFeatures: [], supportedFeatures: [] };
  return {
    errorCode, apiKeys, finalizedFeaturesEpoch: response.finalizedFeaturesEpoch,
    finalizedFeatures: response.finalizedFeatures.map((each) => ({ name: each.name, min: each.minVersionLevel, max: each.maxVersionLevel })),
    supportedFeatures: response.supportedFeatures.map((each) => ({ name: each.name, min: each.minVersion, max: each.maxVersion })),
  };
}

/**
 * Whether an ApiVersions response frame at `version` (size-prefixed, header v0) that did not decode is the
 * broker's UNSUPPORTED_VERSION answer (its body starts with error code 35).
 * @internal
 */
export function answersUnsupportedVersion(frame: Buffer, version: number): boolean {
  return version > 0 && frame.length >= BODY_OFFSET + 2 && frame.readInt16BE(BODY_OFFSET) === ErrorCode.UNSUPPORTED_VERSION;
}

/**
 * The ApiVersions version to ask again at after an UNSUPPORTED_VERSION answer to `version`, or undefined when
 * there is none lower (the broker rejected v0). `minVersion` is the lowest version the client speaks.
 * @internal
 */
export function retryVersion(frame: Buffer, version: number, minVersion: number): number | undefined {
  if (version === 0) return undefined;
  const brokerMax = advertisedMax(frame);
  if (brokerMax !== undefined && brokerMax < version) return Math.max(minVersion, brokerMax);
  return version > LAST_RIGID_VERSION ? LAST_RIGID_VERSION : 0;
}

/** The broker's ApiVersions max version from a KIP-511 error answer (v0 body), if it decodes. */
function advertisedMax(frame: Buffer): number | undefined {
  try {
    const body = decodeResponse(frame, ApiKey.ApiVersions, 0).body as ApiVersionsResponse;
    return body.apiKeys.find((entry) => entry.apiKey === ApiKey.ApiVersions)?.maxVersion;
  } catch {
    return undefined; // the librdkafka mock's non-standard body
  }
}

/** The ApiVersions wire module. @internal */
export const apiVersions: RequestModule<'ApiVersions', ApiVersionsFields, ApiVersionsAnswer> = { api: 'ApiVersions', request, read };
