/**
 * The in-process face of the in-memory cluster: a {@link NetworkClient} that hands request objects straight
 * to the cluster's {@link RequestDispatcher}, with no sockets and, by default, no encoding, so tests and
 * examples run fast and deterministically (franz-go kfake's in-process use; librdkafka's mock cluster).
 *
 * It honours the network failure contract the producer relies on:
 * - broker down, or an unknown node id: `NetworkError` with `requestSent: false` (the request never left);
 * - injected `close-connection`: `NetworkError` with `requestSent: true` (outcome unknown);
 * - dropped response (or a delay longer than the timeout): `RequestTimeoutError` after `timeoutMs` on the
 *   cluster clock (with a ManualClock the test advances time to see it);
 * - an aborted signal rejects with the signal's reason.
 *
 * With `wireCheck: true` every request and response is round-tripped through the generated codecs at the
 * negotiated version (encode then decode), proving the objects are encodable at that version and giving the
 * cluster exactly what a TCP client would have sent.
 *
 * Version negotiation: the highest version in both the dispatcher's advertised range and the codec's range,
 * lowered to `maxVersions[api]` and to the request's `SendOptions.maxVersion`.
 * `'any'` targets the lowest-id broker that is up, deterministically.
 */
import { ErrorCode } from '../errors/protocol-error-codes.generated.js';
import { ProtocolError } from '../errors/protocol-error.js';
import type { Clock } from '../internal/clock.js';
import { createApiVersionsRequest } from '../protocol/messages/api-versions.generated.js';
import { ApiKey, apis, type ApiKeyName, type ApiMessages } from '../protocol/messages/index.generated.js';
import type { MessageCodec } from '../protocol/messages/message-codec.js';
import { Reader } from '../protocol/primitives/reader.js';
import { Writer } from '../protocol/primitives/writer.js';
import { selectVersion, type BrokerFeatures, type BrokerNode, type FeatureRange, type NetworkClient, type RequestTarget, type SendOptions, type SendResult, type VersionRange } from '../network/network-client.js';
import { NetworkError, RequestTimeoutError, UnsupportedApiError } from '../network/network-errors.js';
import { requestChannel, topLevelErrorCode } from '../diagnostics/channels.js';
import { RequestDispatcher, type DispatchOutcome } from './broker/request-dispatcher.js';
import type { InMemoryCluster } from './in-memory-cluster.js';
import { CLIENT_SOFTWARE_NAME, CLIENT_SOFTWARE_VERSION } from '../common/client-software.js';
import { asError } from '../internal/abort-race.js';

/**
 * Options of an {@link InProcessNetworkClient}.
 * @public
 */
export interface InProcessNetworkClientOptions {
  /** Round-trip requests and responses through the generated codecs. Default false. */
  readonly wireCheck?: boolean;
  /** Client id passed to handlers (JoinGroup member ids are derived from it). Default `kafka-eos`. */
  readonly clientId?: string;
  /** Default request timeout on the cluster clock. Default 30000 ms. */
  readonly requestTimeoutMs?: number;
  /** Share a dispatcher (e.g. with a TCP face). Default: a new one over the cluster. */
  readonly dispatcher?: RequestDispatcher;
  /**
   * Caps the negotiated version per API, to behave like an older client (e.g. `{ EndTxn: 1 }` for a KafkaJS-era
   * client) or to test a handler at a given version.
   */
  readonly maxVersions?: Readonly<Partial<Record<ApiKeyName, number>>>;
  /**
   * The principal the cluster's ACLs see for this client's requests (`authorization` in the cluster options), as if
   * it had authenticated, e.g. `User:alice`. Default `User:ANONYMOUS`.
   */
  readonly principal?: string;
}

/**
 * {@link NetworkClient} over an {@link InMemoryCluster}, in the same process.
 * @public
 */
export class InProcessNetworkClient implements NetworkClient {
  /** The dispatcher requests go through. */
  readonly dispatcher: RequestDispatcher;
  private readonly cluster: InMemoryCluster;
  private readonly wireCheck: boolean;
  private readonly clientId: string;
  private readonly requestTimeoutMs: number;
  private readonly maxVersions: { readonly [Name in ApiKeyName]?: number };
  private readonly principal: string | undefined;
  private readonly connections = new Map<number, number>();
  private readonly pending = new Set<(error: Error) => void>();
  private nextConnectionId = 1;
  private closed = false;

  /**
   * Creates a network client whose requests go straight to the cluster's dispatcher.
   * @param cluster - The cluster the client talks to, without sockets.
   * @param options - Its broker address and fault hooks.
   */
  constructor(cluster: InMemoryCluster, options: InProcessNetworkClientOptions = {}) {
    this.cluster = cluster;
    this.dispatcher = options.dispatcher ?? new RequestDispatcher(cluster);
    this.wireCheck = options.wireCheck ?? false;
    this.clientId = options.clientId ?? 'kafka-eos';
    this.requestTimeoutMs = options.requestTimeoutMs ?? 30_000;
    this.maxVersions = options.maxVersions ?? {};
    this.principal = options.principal;
  }

  /** The version range of `api` the broker and this client share, lowered by `maxVersions`. */
  versions(nodeId: RequestTarget, api: ApiKeyName): Promise<VersionRange> {
    try {
      return Promise.resolve(this.negotiate(this.resolveTarget(nodeId), api));
    } catch (error) {
      return Promise.reject(asError(error));
    }
  }

  /**
   * Hands the request to the broker `target` names (any live broker for `'any'`) and resolves with its answer; with
   * `wireCheck`, both go through the codecs first. Fails as a real client would: `NetworkError` when the broker is
   * down, `RequestTimeoutError` after `requestTimeoutMs`.
   */
  send<Name extends ApiKeyName>(
    target: RequestTarget,
    api: Name,
    build: (version: number) => ApiMessages[Name]['request'],
    options: SendOptions = {},
  ): Promise<SendResult<ApiMessages[Name]['response']>> {
    if (!requestChannel.hasSubscribers) return this.exchange(target, api, build, options, undefined);
    // diagnostics_channel: no wire here, so no correlation id and no byte counts.
    const startTime = this.cluster.clock.now();
    const seen = { nodeId: -1, version: -1 };
    const publish = (response: unknown, error: unknown): void => {
      requestChannel.publish({
        clientId: this.clientId, api, apiKey: ApiKey[api], version: seen.version, nodeId: seen.nodeId, correlationId: null,
        requestBytes: null, responseBytes: null, startTime, latencyMs: this.cluster.clock.now() - startTime,
        errorCode: response === undefined ? null : topLevelErrorCode(response),
        error: error === undefined ? undefined : asError(error),
      });
    };
    return this.exchange(target, api, build, options, seen).then(
      (result) => { publish(result.response, undefined); return result; },
      (error: unknown) => { publish(undefined, error); throw error; },
    );
  }

  private async exchange<Name extends ApiKeyName>(
    target: RequestTarget,
    api: Name,
    build: (version: number) => ApiMessages[Name]['request'],
    options: SendOptions,
    seen: { nodeId: number; version: number } | undefined,
  ): Promise<SendResult<ApiMessages[Name]['response']>> {
    options.signal?.throwIfAborted();
    const nodeId = this.resolveTarget(target);
    const version = selectVersion(this.negotiate(nodeId, api), options.maxVersion, api, nodeId);
    if (seen !== undefined) { seen.nodeId = nodeId; seen.version = version; }
    const descriptor = apis[api];
    let request = build(version);
    if (this.wireCheck) request = roundTrip(descriptor.request, request, version);
    const outcome = await this.awaitOutcome(nodeId, api, this.dispatch(nodeId, api, version, request), options);
    switch (outcome.kind) {
      case 'close-connection':
        this.connections.delete(nodeId);
        throw new NetworkError(`broker ${nodeId} closed the connection during ${api}`, { nodeId, requestSent: true });
      case 'no-response':
        if (options.expectResponse === false) {
          // The NetworkClient contract: `response` is undefined only when no response was expected.
          return { nodeId, version, response: undefined as unknown as ApiMessages[Name]['response'] };
        }
        return this.timeout(nodeId, api, options);
      case 'response': {
        const responseVersion = outcome.responseVersion ?? version;
        // The dispatcher answers with the handler's response for this API key.
        let response = outcome.body as ApiMessages[Name]['response'];
        if (this.wireCheck) response = roundTrip(descriptor.response, response, responseVersion);
        return { nodeId, version: responseVersion, response };
      }
    }
  }

  /**
   * The features the broker advertises, asked through the dispatcher with ApiVersions (so faults and a down
   * broker apply as to any request): the finalized `transaction.version` when the cluster runs KIP-890
   * transactions v2. Empty when ApiVersions is capped below v3 (`maxVersions`), as for an old broker.
   * @throws {@link kafka-eos!ProtocolError} when the broker answers ApiVersions with an error.
   */
  async features(target: RequestTarget, options: SendOptions = {}): Promise<BrokerFeatures> {
    const { response, version } = await this.send(target, 'ApiVersions',
      () => createApiVersionsRequest({ clientSoftwareName: CLIENT_SOFTWARE_NAME, clientSoftwareVersion: CLIENT_SOFTWARE_VERSION }), options);
    if (response.errorCode !== ErrorCode.NONE) throw new ProtocolError({ api: 'ApiVersions', version, errorCode: response.errorCode });
    const finalized = new Map<string, FeatureRange>();
    for (const feature of response.finalizedFeatures) finalized.set(feature.name, { min: feature.minVersionLevel, max: feature.maxVersionLevel });
    const supported = new Map<string, FeatureRange>();
    for (const feature of response.supportedFeatures) supported.set(feature.name, { min: feature.minVersion, max: feature.maxVersion });
    return { finalizedFeaturesEpoch: response.finalizedFeaturesEpoch, finalized, supported };
  }

  /** Does nothing: the brokers' addresses come from the cluster itself. */
  updateBrokers(): void {
    // Broker addresses come from the cluster itself; nothing to learn.
  }

  /** The cluster's brokers. */
  brokers(): readonly BrokerNode[] {
    return this.cluster.state.brokers().map((broker) => ({ nodeId: broker.nodeId, host: broker.host, port: broker.port, rack: broker.rack }));
  }

  /** Fails the requests still waiting with a `NetworkError`; later requests are refused. */
  close(): Promise<void> {
    this.closed = true;
    for (const reject of [...this.pending]) reject(new NetworkError('network client closed', { nodeId: null, requestSent: true }));
    this.pending.clear();
    return Promise.resolve();
  }

  private resolveTarget(target: RequestTarget): number {
    if (this.closed) throw new NetworkError('network client closed', { nodeId: null, requestSent: false });
    const brokers = this.cluster.state.brokers();
    if (target === 'any') {
      const up = brokers.filter((broker) => broker.up).sort((a, b) => a.nodeId - b.nodeId)[0];
      if (up === undefined) throw new NetworkError('no broker is up', { nodeId: null, requestSent: false });
      return up.nodeId;
    }
    const broker = this.cluster.state.broker(target);
    if (broker === undefined) throw new NetworkError(`unknown broker ${target}`, { nodeId: target, requestSent: false });
    if (!broker.up) throw new NetworkError(`broker ${target} is down: connection refused`, { nodeId: target, requestSent: false });
    return target;
  }

  private negotiate(nodeId: number, api: ApiKeyName): VersionRange {
    const advertised = this.dispatcher.supportedVersions().get(ApiKey[api]);
    const codec = apis[api];
    if (advertised === undefined) throw new UnsupportedApiError(api, nodeId, 'not implemented by the in-memory cluster');
    const min = Math.max(advertised.min, codec.minVersion);
    const max = Math.min(advertised.max, codec.maxVersion, this.maxVersions[api] ?? Number.MAX_SAFE_INTEGER);
    if (min > max) throw new UnsupportedApiError(api, nodeId, `no common version (broker ${advertised.min}-${advertised.max}, client ${codec.minVersion}-${codec.maxVersion})`);
    return { min, max };
  }

  private dispatch(nodeId: number, api: ApiKeyName, version: number, request: unknown): Promise<DispatchOutcome> {
    let connectionId = this.connections.get(nodeId);
    if (connectionId === undefined) {
      connectionId = this.nextConnectionId++;
      this.connections.set(nodeId, connectionId);
    }
    return this.dispatcher.dispatch({ brokerId: nodeId, apiKey: ApiKey[api], apiVersion: version, clientId: this.clientId, connectionId, ...(this.principal === undefined ? {} : { principal: this.principal }) }, request);
  }

  /** Races the dispatch against the request timeout (cluster clock), the signal and close(). */
  private awaitOutcome(nodeId: number, api: ApiKeyName, dispatched: Promise<DispatchOutcome>, options: SendOptions): Promise<DispatchOutcome> {
    const timeoutMs = options.timeoutMs ?? this.requestTimeoutMs;
    return new Promise<DispatchOutcome>((resolve, reject) => {
      const clock: Clock = this.cluster.clock;
      const settle = (): void => {
        timer.cancel();
        options.signal?.removeEventListener('abort', onAbort);
        this.pending.delete(fail);
      };
      const fail = (error: Error): void => {
        settle();
        reject(error);
      };
      const onAbort = (): void => {
        const reason: unknown = options.signal?.reason;
        fail(reason instanceof Error ? reason : new Error('aborted'));
      };
      // A response that never comes (dropped, or delayed past the timeout) surfaces as a timeout.
      const timer = clock.setTimer(timeoutMs, () => {
        fail(new RequestTimeoutError(api, nodeId, timeoutMs));
      });
      this.pending.add(fail);
      options.signal?.addEventListener('abort', onAbort, { once: true });
      dispatched.then(
        (outcome) => {
          if (!this.pending.has(fail)) return;
          // A dropped response keeps waiting for the timer, like a client whose response never arrives.
          if (outcome.kind === 'no-response' && options.expectResponse !== false) return;
          settle();
          resolve(outcome);
        },
        (error: unknown) => {
          fail(asError(error));
        },
      );
    });
  }

  private timeout(nodeId: number, api: ApiKeyName, options: SendOptions): never {
    throw new RequestTimeoutError(api, nodeId, options.timeoutMs ?? this.requestTimeoutMs);
  }
}

function roundTrip<T>(codec: MessageCodec<T>, message: T, version: number): T {
  const writer = new Writer();
  codec.encode(writer, message, version);
  const bytes = Buffer.from(writer.finish());
  const reader = new Reader(bytes);
  const decoded = codec.decode(reader, version);
  if (reader.offset !== bytes.length) throw new Error(`${codec.name} v${version}: ${bytes.length - reader.offset} byte(s) left after decoding`);
  return decoded;
}
