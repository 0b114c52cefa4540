/**
 * ApiVersions (api key 18).
 *
 * Behaviour: advertises exactly the versions the dispatcher serves (each handler's range within the codec's
 * range). From v3 it lists the `transaction.version` feature as supported (0-2) and, when the cluster runs
 * transaction version 2, as finalized at level 2, which is how clients detect KIP-890 TV2. A request at an
 * unsupported version is answered by the dispatcher in v0 with UNSUPPORTED_VERSION and the same list
 * (KIP-511), so the client can retry at a version both sides speak.
 *
 * Version notes: v1+ throttle time; v3+ flexible, client software name/version (ignored), features (tagged).
 *
 * Simplifications: no other features (metadata.version, group.version) are advertised; the finalized
 * features epoch is fixed at 1.
 */
import { ErrorCode } from '../../errors/protocol-error-codes.generated.js';
import {
  createApiVersionsResponse,
  createApiVersionsResponseApiVersion,
  createApiVersionsResponseFinalizedFeatureKey,
  createApiVersionsResponseSupportedFeatureKey,
  type ApiVersionsResponse,
  type ApiVersionsResponseApiVersion,
} from '../../protocol/messages/api-versions.generated.js';
import { defineHandler } from '../broker/api-handler.js';
import { TRANSACTION_VERSION_FEATURE } from '../../protocol/requests/api-versions.js';

/** KIP-890's feature name. */

/**
 * The ApiVersions handler.
 * @internal
 */
export const apiVersionsHandler = defineHandler('ApiVersions', { min: 0, max: 5 }, {
  handle(_request, { cluster, version, supportedVersions }) {
    const response = createApiVersionsResponse({ errorCode: ErrorCode.NONE, apiKeys: apiKeyList(supportedVersions) });
    if (version >= 3) {
      response.supportedFeatures = [createApiVersionsResponseSupportedFeatureKey({ name: TRANSACTION_VERSION_FEATURE, minVersion: 0, maxVersion: 2 })];
      if (cluster.transactionVersion === 2 || cluster.finalizedFeaturesEpoch > 1n) response.finalizedFeaturesEpoch = cluster.finalizedFeaturesEpoch;
      if (cluster.transactionVersion === 2) {
        response.finalizedFeatures = [createApiVersionsResponseFinalizedFeatureKey({ name: TRANSACTION_VERSION_FEATURE, minVersionLevel: 2, maxVersionLevel: 2 })];
      }
    }
    return response;
  },
  errorResponse(_request, errorCode, { supportedVersions }) {
    return createApiVersionsResponse({ errorCode, apiKeys: apiKeyList(supportedVersions) });
  },
});

/**
 * The v0 answer to an ApiVersions request at a version the broker does not support (KIP-511).
 * @internal
 */
export function unsupportedVersionResponse(supportedVersions: ReadonlyMap<number, { readonly min: number; readonly max: number }>): ApiVersionsResponse {
  return createApiVersionsResponse({ errorCode: ErrorCode.UNSUPPORTED_VERSION, apiKeys: apiKeyList(supportedVersions) });
}

function apiKeyList(supportedVersions: ReadonlyMap<number, { readonly min: number; readonly max: number }>): ApiVersionsResponseApiVersion[] {
  return [...supportedVersions]
    .sort(([a], [b]) => a - b)
    .map(([apiKey, range]) => createApiVersionsResponseApiVersion({ apiKey, minVersion: range.min, maxVersion: range.max }));
}
