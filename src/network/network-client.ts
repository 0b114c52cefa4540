/**
 * The network layer as the producer sees it: send one request to one broker and get its response.
 *
 * Two implementations share this interface: the in-process face of the in-memory cluster (request
 * objects handed straight to the cluster, no encoding) and the TCP client (generated codecs over
 * sockets). The producer, the metadata cache and coordinator lookup are written once against it.
 *
 * Versions: the caller does not pick a version. It passes a `build(version)` callback; the network
 * client negotiates the highest version both sides support for that broker (ApiVersions), calls
 * `build` with it, and reports the version used next to the response, because both the request shape
 * and the response's meaning can depend on it (e.g. AddPartitionsToTxn v3 vs v4, EndTxn v5 under
 * KIP-890).
 */
import type { ApiKeyName, ApiMessages } from '../protocol/messages/api-keys.generated.js';
import { UnsupportedApiError } from './network-errors.js';

/**
 * A broker as learned from bootstrap or Metadata.
 * @public
 */
export interface BrokerNode {
  /** The broker's node id (negative for a bootstrap address not yet matched to a broker). */
  readonly nodeId: number;
  /** The host name or IP address to connect to, as the broker advertises it. */
  readonly host: string;
  /** The TCP port to connect to. */
  readonly port: number;
  /** The broker's `broker.rack`, or null when it has none. */
  readonly rack: string | null;
}

/**
 * Where to send a request: a broker by node id, or `'any'` for a request any broker can answer
 * (Metadata, FindCoordinator, InitProducerId without a transactional id). The client picks a
 * connected, healthy broker for `'any'`, falling back across bootstrap servers.
 * @public
 */
export type RequestTarget = number | 'any';

/**
 * Per-request options.
 * @public
 */
export interface SendOptions {
  /** Upper bound for this request, from hand-off to response. Default: the client's request timeout. */
  readonly timeoutMs?: number;
  /** Cancels waiting for the response (the request may still reach the broker). */
  readonly signal?: AbortSignal;
  /** False for Produce with acks=0: the broker sends no response, and `send` resolves once written. */
  readonly expectResponse?: boolean;
  /**
   * Highest version the caller can use for this request, below what the codecs have: the client builds at
   * min(negotiated max, maxVersion), and fails with {@link UnsupportedApiError} when that is below the
   * broker's minimum. Java's request builders carry the same bound (`latestAllowedVersion`), e.g.
   * AddPartitionsToTxn is capped at v3 for clients because v4+ is broker-to-broker (KIP-890).
   */
  readonly maxVersion?: number;
}

/**
 * A response with the version and broker it came from.
 * @public
 */
export interface SendResult<Response> {
  /** The node id of the broker that answered. */
  readonly nodeId: number;
  /** The API version the request was sent at (the highest both sides support, within any `maxVersion`). */
  readonly version: number;
  /** `undefined` only when `expectResponse` was false. */
  readonly response: Response;
}

/**
 * Version range usable with one broker for one API: the intersection of the broker's advertised range
 * and what the codecs support.
 * @public
 */
export interface VersionRange {
  /** The lowest version of the API the broker accepts. */
  readonly min: number;
  /** The highest version both the broker and this client can use. */
  readonly max: number;
}

/**
 * The version to build a request at: the top of the negotiated `range`, lowered to `maxVersion` when the
 * caller gave one. Both network clients use it so that they agree on the failure.
 * @throws {@link UnsupportedApiError} when `maxVersion` is below the broker's (negotiated) minimum.
 * @internal
 */
export function selectVersion(range: VersionRange, maxVersion: number | undefined, api: ApiKeyName, nodeId: number | null): number {
  if (maxVersion === undefined || maxVersion >= range.max) return range.max;
  if (maxVersion < range.min) {
    throw new UnsupportedApiError(api, nodeId, `this request needs v${maxVersion} or lower, the broker accepts v${range.min}-v${range.max}`);
  }
  return maxVersion;
}

/**
 * A cluster-wide feature level as advertised in ApiVersions v3+ (KIP-584), e.g. `transaction.version`
 * (KIP-890) or `metadata.version`.
 * @public
 */
export interface FeatureRange {
  /** The lowest level of the range, as the broker reports it in ApiVersions. */
  readonly min: number;
  /** The highest level; for a finalized feature, the level in force (`transaction.version` 2, say). */
  readonly max: number;
}

/**
 * The features one broker advertised in its ApiVersions response (v3+; empty for older brokers).
 * @public
 */
export interface BrokerFeatures {
  /** Epoch of the finalized features, -1 when the broker sent none (ApiVersions v0-v2, or ZooKeeper mode before KIP-584). */
  readonly finalizedFeaturesEpoch: bigint;
  /** Finalized (cluster-wide, in force) feature levels by name: what the producer must follow. */
  readonly finalized: ReadonlyMap<string, FeatureRange>;
  /** Feature levels this broker's software could support, by name. */
  readonly supported: ReadonlyMap<string, FeatureRange>;
}

/**
 * The network layer interface (see the module comment).
 *
 * Failure contract, which the producer's exactly-once logic relies on:
 * - {@link NetworkError} with `requestSent: false`: the request never left; retrying is safe.
 * - {@link NetworkError} with `requestSent: true`, or {@link RequestTimeoutError}: the request may
 *   have been applied by the broker; the outcome is unknown.
 * - {@link UnsupportedApiError}: the broker lacks the API or every version we can speak.
 * @public
 */
export interface NetworkClient {
  /** Negotiated version range for `api` on `nodeId` (connecting and asking ApiVersions if needed). */
  versions(nodeId: RequestTarget, api: ApiKeyName, options?: SendOptions): Promise<VersionRange>;

  /** Sends one request built at the negotiated version and resolves with the response. */
  send<Name extends ApiKeyName>(
    target: RequestTarget,
    api: Name,
    build: (version: number) => ApiMessages[Name]['request'],
    options?: SendOptions,
  ): Promise<SendResult<ApiMessages[Name]['response']>>;

  /** Tells the client the broker addresses learned from a Metadata response. */
  updateBrokers(brokers: readonly BrokerNode[]): void;

  /** Known brokers (bootstrap servers have negative placeholder ids until Metadata names them). */
  brokers(): readonly BrokerNode[];

  /**
   * Features advertised by the broker in ApiVersions v3+ (KIP-584), e.g. finalized
   * `transaction.version` to decide on KIP-890 transactions v2. Optional so that simple test doubles
   * need not implement it; a missing method means "no features known".
   */
  features?(target: RequestTarget, options?: SendOptions): Promise<BrokerFeatures>;

  /**
   * Why requests may find no usable broker now, named in timeout errors when nothing else failed during the call:
   * the most recent failed connection attempt (refused, DNS, TLS, ApiVersions, SASL), or a connection attempt
   * still in progress; undefined when there is nothing to report. Optional: a client without it (the in-process
   * one, a test double) reports its failures through the requests alone.
   */
  lastConnectionFailure?(): Error | undefined;

  /** Closes every connection; pending requests fail with a NetworkError. */
  close(): Promise<void>;
}
