/**
 * ApiVersions negotiation on a fresh connection (KIP-35, KIP-511 for v3+).
 *
 * We ask at the highest ApiVersions version our codecs have; an UNSUPPORTED_VERSION answer makes us ask again at
 * the version the ApiVersions wire module names (`protocol/requests/api-versions.ts`, which knows the fallbacks,
 * librdkafka's mock broker's included).
 *
 * The result per API is the intersection of the broker's range and our codecs' range.
 */
import { ErrorCode } from '../../errors/protocol-error-codes.generated.js';
import { ProtocolError } from '../../errors/protocol-error.js';
import { decodeResponse } from '../../protocol/framing.js';
import type { ApiRegistry } from '../../internal/test-seams.js';
import { clientApis as apis } from '../../protocol/messages/client-apis.generated.js';
import type { ApiVersionsResponse } from '../../protocol/messages/api-versions.generated.js';
import { answersUnsupportedVersion, apiVersions, retryVersion, type ApiVersionsAnswer } from '../../protocol/requests/api-versions.js';
import type { BrokerFeatures, FeatureRange, VersionRange } from '../network-client.js';
import { NetworkError, UnsupportedApiError } from '../network-errors.js';
import type { Connection } from './connection.js';

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
  const fields = { clientSoftwareName: options.clientSoftwareName, clientSoftwareVersion: options.clientSoftwareVersion };
  for (;;) {
    const frame = await connection.send(apis.ApiVersions, version, apiVersions.request(fields, version), { timeoutMs: options.timeoutMs, signal: options.signal, expectResponse: true });
    if (frame === undefined) throw new Error('unreachable: ApiVersions expects a response');
    let answer: ApiVersionsAnswer;
    try {
      answer = apiVersions.read(decodeResponse(frame, apis.ApiVersions.apiKey, version).body as ApiVersionsResponse, version, fields);
    } catch (error) {
      const lower = answersUnsupportedVersion(frame, version) ? retryVersion(frame, version, apis.ApiVersions.minVersion) : undefined;
      if (lower !== undefined) {
        version = lower;
        continue;
      }
      throw new NetworkError(`unreadable ApiVersions v${version} response from broker ${connection.nodeId}`, { nodeId: connection.nodeId, requestSent: true, cause: error });
    }
    if (answer.errorCode === ErrorCode.UNSUPPORTED_VERSION) {
      const lower = retryVersion(frame, version, apis.ApiVersions.minVersion);
      if (lower === undefined) throw new UnsupportedApiError('ApiVersions', connection.nodeId, 'the broker rejects every ApiVersions version, even v0');
      version = lower;
      continue;
    }
    if (answer.errorCode !== 0) {
      throw new ProtocolError({ api: 'ApiVersions', version, errorCode: answer.errorCode });
    }
    return summarize(version, answer, options.apiRegistry);
  }
}

function summarize(apiVersionsVersion: number, response: ApiVersionsAnswer, registry: ApiRegistry): NegotiatedApiVersions {
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
  for (const feature of response.finalizedFeatures) finalized.set(feature.name, { min: feature.min, max: feature.max });
  const supported = new Map<string, FeatureRange>();
  for (const feature of response.supportedFeatures) supported.set(feature.name, { min: feature.min, max: feature.max });
  return {
    apiVersionsVersion,
    usable,
    advertised,
    features: { finalizedFeaturesEpoch: response.finalizedFeaturesEpoch, finalized, supported },
  };
}
