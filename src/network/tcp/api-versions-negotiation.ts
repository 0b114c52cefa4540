/**
 * ApiVersions negotiation on a fresh connection (KIP-35, KIP-511 for v3+).
 *
 * We ask at the highest ApiVersions version our codecs have. A broker that does not know that
 * version answers UNSUPPORTED_VERSION (35) in the v0 body format (KIP-511), listing its own
 * ApiVersions range; we retry at the highest version it names, as Kafka's `NetworkClient
 * .handleApiVersionsResponse` does. librdkafka's mock broker (2.0.2) answers with error 35 and a body
 * that decodes at no version (a one-byte count), so any response to a v3+ request that fails to
 * decode but starts with int16 35 also means "retry lower": at v2, and then at v0.
 *
 * The result per API is the intersection of the broker's range and our codecs' range.
 */
import { ErrorCode } from '../../errors/protocol-error-codes.generated.js';
import { ProtocolError } from '../../errors/protocol-error.js';
import { decodeResponse } from '../../protocol/framing.js';
import type { ApiRegistry } from '../../internal/test-seams.js';
import { clientApis as apis } from '../../protocol/messages/client-apis.generated.js';
import { createApiVersionsRequest, type ApiVersionsResponse } from '../../protocol/messages/api-versions.generated.js';
import type { BrokerFeatures, FeatureRange, VersionRange } from '../network-client.js';
import { NetworkError, UnsupportedApiError } from '../network-errors.js';
import type { Connection } from './connection.js';

/** The response header of ApiVersions is always v0 (KIP-511): size, then the correlation id. */
const APIVERSIONS_BODY_OFFSET = 8;
/** The last version before the flexible (compact) encoding; every broker since Kafka 2.0 has it. */
const LAST_RIGID_VERSION = 2;

/**
 * What one broker supports, as negotiated on connect.
 * @internal
 */
export interface NegotiatedApiVersions {
  /** The ApiVersions version that got a good answer. */
  readonly apiVersionsVersion: number;
  /** Usable range per API key: the broker's range intersected with our codecs'. */
  readonly usable: ReadonlyMap<number, VersionRange>;
  /** The broker's advertised range per API key, for error messages. */
  readonly advertised: ReadonlyMap<number, VersionRange>;
  readonly features: BrokerFeatures;
}

/**
 * Request options for the negotiation round trips.
 * @internal
 */
export interface NegotiationOptions {
  readonly timeoutMs: number;
  readonly signal?: AbortSignal | undefined;
  /** KIP-511 client software name and version (v3+). */
  readonly clientSoftwareName: string;
  readonly clientSoftwareVersion: string;
  /** The APIs this client has codecs for: the usable ranges are computed for these only. */
  readonly apiRegistry: ApiRegistry;
}

/**
 * Runs ApiVersions on `connection`, falling back to lower versions as described in the module comment.
 * @internal
 */
export async function negotiateApiVersions(connection: Connection, options: NegotiationOptions): Promise<NegotiatedApiVersions> {
  let version = apis.ApiVersions.maxVersion;
  const request = createApiVersionsRequest({ clientSoftwareName: options.clientSoftwareName, clientSoftwareVersion: options.clientSoftwareVersion });
  for (;;) {
    const frame = await connection.send(apis.ApiVersions, version, request, { timeoutMs: options.timeoutMs, signal: options.signal, expectResponse: true });
    if (frame === undefined) throw new Error('unreachable: ApiVersions expects a response');
    let response: ApiVersionsResponse;
    try {
      response = decodeResponse(frame, apis.ApiVersions.apiKey, version).body as ApiVersionsResponse;
    } catch (error) {
      if (version > 0 && firstErrorCode(frame) === ErrorCode.UNSUPPORTED_VERSION) {
        version = lowerVersion(frame, version, connection.nodeId);
        continue;
      }
      throw new NetworkError(`unreadable ApiVersions v${version} response from broker ${connection.nodeId}`, { nodeId: connection.nodeId, requestSent: true, cause: error });
    }
    if (response.errorCode === ErrorCode.UNSUPPORTED_VERSION) {
      version = lowerVersion(frame, version, connection.nodeId);
      continue;
    }
    if (response.errorCode !== 0) {
      throw new ProtocolError({ api: 'ApiVersions', version, errorCode: response.errorCode });
    }
    return summarize(version, response, options.apiRegistry);
  }
}

function firstErrorCode(frame: Buffer): number | undefined {
  return frame.length >= APIVERSIONS_BODY_OFFSET + 2 ? frame.readInt16BE(APIVERSIONS_BODY_OFFSET) : undefined;
}

/** The version to retry at after UNSUPPORTED_VERSION to `version`. */
function lowerVersion(frame: Buffer, version: number, nodeId: number): number {
  if (version === 0) throw new UnsupportedApiError('ApiVersions', nodeId, 'the broker rejects every ApiVersions version, even v0');
  const brokerMax = advertisedApiVersionsMax(frame);
  if (brokerMax !== undefined && brokerMax < version) return Math.max(apis.ApiVersions.minVersion, brokerMax);
  return version > LAST_RIGID_VERSION ? LAST_RIGID_VERSION : 0;
}

/** The broker's ApiVersions max version from a KIP-511 error answer (v0 body), if it decodes. */
function advertisedApiVersionsMax(frame: Buffer): number | undefined {
  try {
    const body = decodeResponse(frame, apis.ApiVersions.apiKey, 0).body as ApiVersionsResponse;
    return body.apiKeys.find((entry) => entry.apiKey === apis.ApiVersions.apiKey)?.maxVersion;
  } catch {
    return undefined; // the librdkafka mock's non-standard body
  }
}

function summarize(apiVersionsVersion: number, response: ApiVersionsResponse, registry: ApiRegistry): NegotiatedApiVersions {
  const usable = new Map<number, VersionRange>();
  const advertised = new Map<number, VersionRange>();
  for (const entry of response.apiKeys) {
    advertised.set(entry.apiKey, { min: entry.minVersion, max: entry.maxVersion });
    const ours = registry.byKey(entry.apiKey);
    if (ours === undefined) continue;
    const min = Math.max(ours.minVersion, entry.minVersion);
    const max = Math.min(ours.maxVersion, entry.maxVersion);
    if (min <= max) usable.set(entry.apiKey, { min, max });
  }
  const finalized = new Map<string, FeatureRange>();
  for (const feature of response.finalizedFeatures) finalized.set(feature.name, { min: feature.minVersionLevel, max: feature.maxVersionLevel });
  const supported = new Map<string, FeatureRange>();
  for (const feature of response.supportedFeatures) supported.set(feature.name, { min: feature.minVersion, max: feature.maxVersion });
  return {
    apiVersionsVersion,
    usable,
    advertised,
    features: { finalizedFeaturesEpoch: response.finalizedFeaturesEpoch, finalized, supported },
  };
}
