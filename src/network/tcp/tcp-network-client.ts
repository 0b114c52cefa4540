/**
 * The {@link NetworkClient} over TCP/TLS: one {@link BrokerSession} (connection + negotiated
 * versions + SASL) per broker, opened on first use and shared by every request to that broker.
 *
 * Routing: a node id goes to that broker; `'any'` goes to a ready broker with the fewest requests in
 * flight, or else tries brokers one after the other (failover), skipping those in reconnect backoff
 * (Kafka's `NetworkClient.leastLoadedNode`). Until Metadata names the brokers through
 * {@link TcpNetworkClient.updateBrokers}, the bootstrap servers stand in with ids -1, -2, ...
 *
 * A broker that is down or slow only affects requests to it: each broker has its own connection,
 * connection attempt and backoff, and nothing waits on another broker's socket.
 */
import type { ApiKeyName, ApiMessages } from '../../protocol/messages/api-keys.generated.js';
import type { ApiDescriptor } from '../../protocol/messages/api-descriptor.js';
import { decodeResponse } from '../../protocol/framing.js';
import { selectVersion, type BrokerFeatures, type BrokerNode, type NetworkClient, type RequestTarget, type SendOptions, type SendResult, type VersionRange } from '../network-client.js';
import { isAuthenticationError, isNetworkError, NetworkError, RequestAbortedError, UnsupportedApiError } from '../network-errors.js';
import { openBrokerSession, reauthenticateBrokerSession, type BrokerSession, type BrokerSessionSettings, type ConnectionAttempt } from './broker-session.js';
import { ReconnectBackoff } from './reconnect-backoff.js';
import { backoffError, lastConnectionFailure, newBrokerEntry, retireBrokerEntry, type BrokerEntry } from './broker-connection-state.js';
import { causeChain } from '../../errors/kafka-client-error.js';
import { requestChannel, topLevelErrorCode } from '../../diagnostics/channels.js';
import { debugSwitch } from '../../diagnostics/debug-switch.js';
import type { RequestObservation } from './connection.js';
import {
  parseHostPort,
  resolveTcpNetworkClientOptions,
  toTlsConnectionOptions,
  type ResolvedTcpNetworkClientOptions,
  type TcpNetworkClientOptions,
} from '../../config/tcp-network-client-config.js';
import { asError, raceAbort } from '../../internal/abort-race.js';
import { ignore } from '../../internal/derived-promise.js';

/**
 * Kafka network client over TCP, with TLS and SASL.
 * @public
 */
export class TcpNetworkClient implements NetworkClient {
  private readonly options: ResolvedTcpNetworkClientOptions;
  private readonly settings: BrokerSessionSettings;
  /** Aborted by `close()`: sessions still being set up (connecting, authenticating) give up at once; see {@link BrokerSessionSettings.signal}. */
  private readonly closing = new AbortController();
  private readonly bootstrap: BrokerEntry[];
  /** Brokers named by Metadata, by node id. */
  private readonly known = new Map<number, BrokerEntry>();
  /** Round-robin start for `'any'`, so that failover does not always hammer the first server. */
  private nextAny = 0;
  private closed = false;

  /** @throws {@link ConfigError} naming every bad option. */
  constructor(options: TcpNetworkClientOptions) {
    this.options = resolveTcpNetworkClientOptions(options);
    debugSwitch(); // KAFKA_EOS_DEBUG=request: log every request
    this.settings = {
      clientId: this.options.clientId,
      signal: this.closing.signal,
      clock: this.options.clock,
      logger: this.options.logger,
      connectionTimeoutMs: this.options.connectionTimeoutMs,
      requestTimeoutMs: this.options.requestTimeoutMs,
      maxInFlightRequests: this.options.maxInFlightRequestsPerConnection,
      maxQueuedRequests: this.options.maxQueuedRequestsPerConnection,
      tls: toTlsConnectionOptions(this.options.tls),
      sasl: this.options.sasl,
      closing: this.closing.signal,
      apiRegistry: this.options.apiRegistry,
      random: this.options.random,
    };
    this.bootstrap = this.options.bootstrapServers.map((server, index) => {
      const { host, port } = parseHostPort(server);
      return this.newEntry({ nodeId: -(index + 1), host, port, rack: null });
    });
  }

  /**
   * The version range of `api` both this client and the broker support: connects (ApiVersions, SASL) first when
   * needed.
   */
  async versions(target: RequestTarget, api: ApiKeyName, options: SendOptions = {}): Promise<VersionRange> {
    const { entry, session } = await this.sessionFor(target, options.signal);
    return this.rangeFor(entry, session, api);
  }

  /** The features the broker advertises in ApiVersions v3+ (KIP-584), finalized `transaction.version` among them. */
  async features(target: RequestTarget, options: SendOptions = {}): Promise<BrokerFeatures> {
    const { session } = await this.sessionFor(target, options.signal);
    return session.negotiated.features;
  }

  /**
   * Sends one request, built by `build` at the negotiated version, and resolves with the answer; rejects with a
   * `NetworkError`, `RequestTimeoutError`, `RequestAbortedError` or `UnsupportedApiError`.
   */
  async send<Name extends ApiKeyName>(
    target: RequestTarget,
    api: Name,
    build: (version: number) => ApiMessages[Name]['request'],
    options: SendOptions = {},
  ): Promise<SendResult<ApiMessages[Name]['response']>> {
    const startedAt = this.options.clock.now();
    const timeoutMs = options.timeoutMs ?? this.options.requestTimeoutMs;
    // A broker with an open connection (nearly every request) is used without a detour through `sessionFor`'s
    // promise: one allocation-heavy await less per request. A session due for re-authentication (KIP-368)
    // takes the detour, and no request is written while a re-authentication runs on its connection.
    let entry = this.openEntry(target, options.signal, startedAt);
    let session = entry?.session ?? null;
    while (entry === undefined || session === null || session.reauthenticating !== null) ({ entry, session } = await this.sessionFor(target, options.signal));
    const nodeId = entry.node.nodeId;
    const version = selectVersion(this.rangeFor(entry, session, api), options.maxVersion, api, nodeId);
    const descriptor = this.descriptor(api, nodeId);
    const body = build(version);
    const remainingMs = timeoutMs - (this.options.clock.now() - startedAt);
    if (remainingMs <= 0) {
      throw new NetworkError(`${api} not sent: connecting to broker ${nodeId} used up its ${timeoutMs} ms`, { nodeId, requestSent: false });
    }
    const expectResponse = options.expectResponse ?? true;
    // diagnostics_channel: the observation object exists only while someone listens.
    const observe: RequestObservation | undefined = requestChannel.hasSubscribers ? { correlationId: null, requestBytes: null } : undefined;
    let frame: Buffer | undefined;
    try {
      frame = await session.connection.send(descriptor, version, body, { timeoutMs: remainingMs, signal: options.signal, expectResponse, observe });
    } catch (error) {
      if (observe !== undefined) this.publish(startedAt, nodeId, descriptor, version, observe, undefined, undefined, error);
      throw error;
    }
    if (frame === undefined) {
      if (observe !== undefined) this.publish(startedAt, nodeId, descriptor, version, observe, undefined, undefined, undefined);
      return { nodeId, version, response: undefined as unknown as ApiMessages[Name]['response'] };
    }
    let response: ApiMessages[Name]['response'];
    try {
      response = decodeResponse(frame, descriptor.apiKey, version, () => descriptor).body as ApiMessages[Name]['response'];
    } catch (error) {
      // The broker answered something we cannot read: its outcome is unknown and the stream is suspect.
      session.connection.close();
      const unreadable = new NetworkError(`unreadable ${api} v${version} response from broker ${nodeId}`, { nodeId, requestSent: true, cause: error });
      if (observe !== undefined) this.publish(startedAt, nodeId, descriptor, version, observe, frame, undefined, unreadable);
      throw unreadable;
    }
    if (observe !== undefined) this.publish(startedAt, nodeId, descriptor, version, observe, frame, response, undefined);
    return { nodeId, version, response };
  }

  /** Publishes one request on the `kafka-eos:request` diagnostics channel. */
  private publish(startedAt: number, nodeId: number, descriptor: ApiDescriptor, version: number, observe: RequestObservation,
    frame: Buffer | undefined, response: unknown, error: unknown): void {
    requestChannel.publish({
      clientId: this.options.clientId, api: descriptor.name as ApiKeyName, apiKey: descriptor.apiKey, version, nodeId,
      correlationId: observe.correlationId, requestBytes: observe.requestBytes, responseBytes: frame === undefined ? null : frame.length,
      startTime: startedAt, latencyMs: this.options.clock.now() - startedAt,
      errorCode: response === undefined ? null : topLevelErrorCode(response),
      error: error === undefined ? undefined : asError(error),
    });
  }

  /**
   * Takes the broker addresses of a Metadata answer: new brokers become reachable, brokers no longer listed are
   * closed once idle.
   */
  updateBrokers(brokers: readonly BrokerNode[]): void {
    const seen = new Set<number>();
    for (const broker of brokers) {
      seen.add(broker.nodeId);
      const existing = this.known.get(broker.nodeId);
      if (existing !== undefined && existing.node.host === broker.host && existing.node.port === broker.port) {
        if (existing.node.rack !== broker.rack) existing.node = { ...broker };
        continue;
      }
      // New broker, or one that moved: requests already on the old address finish there.
      if (existing !== undefined) retireBrokerEntry(existing);
      this.known.set(broker.nodeId, this.newEntry({ ...broker }));
    }
    for (const [nodeId, entry] of this.known) {
      if (seen.has(nodeId)) continue;
      retireBrokerEntry(entry);
      this.known.delete(nodeId);
    }
    // Bootstrap connections are only for the first Metadata (as in Kafka's client); they close once idle.
    if (this.known.size > 0) for (const entry of this.bootstrap) retireBrokerEntry(entry);
  }

  /** The brokers known now: the bootstrap servers (negative ids) until Metadata named the real ones. */
  brokers(): readonly BrokerNode[] {
    return this.routable().map((entry) => entry.node);
  }

  /**
   * Why requests may find no usable broker now, for the `cause` of a timeout: the most recent failed connection
   * attempt among the brokers in use (since each one last connected), else a connection attempt still in
   * progress (a host that does not answer the TCP handshake, a broker that has not answered ApiVersions yet),
   * else undefined.
   */
  lastConnectionFailure(): Error | undefined {
    return lastConnectionFailure(this.routable(), this.options.clock.now());
  }

  /** Closes every connection; requests still waiting fail with a `NetworkError`. */
  close(): Promise<void> {
    this.closed = true;
    // Sessions still being set up close now, not when their ApiVersions request times out, so close() is not held up by them.
    this.closing.abort(new Error('the network client is closed'));
    for (const entry of [...this.bootstrap, ...this.known.values()]) {
      entry.session?.connection.close();
      entry.session = null;
      // A connection still being set up is closed as soon as it is ready.
      entry.connecting?.then((session) => { session.connection.close(); }, ignore);
    }
    return Promise.resolve();
  }

  private newEntry(node: BrokerNode): BrokerEntry {
    return newBrokerEntry(node, new ReconnectBackoff(this.options.reconnectBackoffMs, this.options.reconnectBackoffMaxMs, this.options.random));
  }

  /** Metadata brokers once known, else the bootstrap servers. */
  private routable(): BrokerEntry[] {
    return this.known.size > 0 ? [...this.known.values()] : this.bootstrap;
  }

  /**
   * The registry's entry for `api`: the TCP client carries only the codecs of the APIs it sends
   * (client-apis.generated.ts), so any other API is an {@link UnsupportedApiError}.
   */
  private descriptor(api: ApiKeyName, nodeId: number | null): ApiDescriptor {
    const descriptor = this.options.apiRegistry.byName(api);
    if (descriptor === undefined) throw new UnsupportedApiError(api, nodeId, "kafka-eos's client does not implement this API");
    return descriptor;
  }

  private rangeFor(entry: BrokerEntry, session: BrokerSession, api: ApiKeyName): VersionRange {
    const descriptor = this.descriptor(api, entry.node.nodeId);
    const range = session.negotiated.usable.get(descriptor.apiKey);
    if (range !== undefined) return range;
    const advertised = session.negotiated.advertised.get(descriptor.apiKey);
    const detail = advertised === undefined
      ? 'the broker does not advertise this API in ApiVersions'
      : `the broker supports v${advertised.min}-v${advertised.max}, this client v${descriptor.minVersion}-v${descriptor.maxVersion}`;
    throw new UnsupportedApiError(api, entry.node.nodeId, detail);
  }

  /** The entry of broker `target` when its connection is open and nothing stands in the way of using it now. */
  private openEntry(target: RequestTarget, signal: AbortSignal | undefined, now: number): BrokerEntry | undefined {
    if (target === 'any' || this.closed || signal?.aborted === true) return undefined;
    const entry = this.known.get(target);
    const session = entry?.session;
    if (session === null || session === undefined || session.connection.closed || session.reauthenticating !== null) return undefined;
    return session.deadlines === null || now < session.deadlines.reauthenticateAt ? entry : undefined;
  }

  private async sessionFor(target: RequestTarget, signal: AbortSignal | undefined): Promise<{ entry: BrokerEntry; session: BrokerSession }> {
    if (this.closed) throw new NetworkError('the network client is closed', { nodeId: target === 'any' ? null : target, requestSent: false });
    if (signal?.aborted === true) throw new RequestAbortedError('connect', target === 'any' ? null : target, false, signal.reason);
    if (target !== 'any') {
      const entry = this.known.get(target) ?? this.bootstrap.find((candidate) => candidate.node.nodeId === target);
      if (entry === undefined) throw new NetworkError(`unknown broker ${target}: refresh metadata`, { nodeId: target, requestSent: false });
      return { entry, session: await this.sessionOf(entry, signal) };
    }
    const candidates = this.routable();
    // A ready broker first: the least loaded one.
    let best: { entry: BrokerEntry; session: BrokerSession } | undefined;
    for (const entry of candidates) {
      const session = entry.session;
      if (session === null || session.connection.closed) continue;
      if (best === undefined || session.connection.inFlightCount < best.session.connection.inFlightCount) best = { entry, session };
    }
    if (best !== undefined) return { entry: best.entry, session: await this.sessionOf(best.entry, signal) };
    // Otherwise fail over across brokers, starting from a rotating position.
    const start = this.nextAny++ % candidates.length;
    let lastError: unknown;
    for (let step = 0; step < candidates.length; step++) {
      const entry = candidates[(start + step) % candidates.length];
      if (entry === undefined) continue;
      try {
        return { entry, session: await this.sessionOf(entry, signal) };
      } catch (error) {
        if (!isNetworkError(error)) throw error;
        lastError = error;
      }
    }
    const last = lastError instanceof Error ? `; last error: ${causeChain(lastError)}` : '';
    throw new NetworkError(`no broker reachable among ${candidates.map((entry) => `${entry.node.host}:${entry.node.port}`).join(', ')}${last}`, { nodeId: null, requestSent: false, cause: lastError });
  }

  /**
   * The ready session of `entry`, re-authenticated first when it is due (KIP-368, see session-lifetime.ts), or
   * connecting (once, shared by concurrent callers) when needed.
   */
  private async sessionOf(entry: BrokerEntry, signal: AbortSignal | undefined): Promise<BrokerSession> {
    const current = entry.session;
    if (current !== null && !current.connection.closed) {
      if (current.reauthenticating !== null) return raceAbort(current.reauthenticating.then(() => current), signal, connectAborted(signal, entry.node.nodeId));
      if (current.deadlines === null || this.options.clock.now() < current.deadlines.reauthenticateAt) return current;
      return raceAbort(this.reauthenticate(entry, current), signal, connectAborted(signal, entry.node.nodeId));
    }
    if (entry.connecting === null) {
      const waitMs = entry.backoff.remainingMs(this.options.clock.now());
      if (waitMs > 0) throw backoffError(entry, waitMs);
      entry.connecting = this.connect(entry);
      entry.connecting.catch(ignore); // failures reach every caller awaiting it; this keeps an abandoned attempt from being "unhandled"
    }
    return raceAbort(entry.connecting, signal, connectAborted(signal, entry.node.nodeId));
  }

  /** Starts the re-authentication of `session` (shared by every caller until it ends); see {@link BrokerSession.reauthenticating}. */
  private reauthenticate(entry: BrokerEntry, session: BrokerSession): Promise<BrokerSession> {
    const run = reauthenticateBrokerSession(session, this.settings).then(
      () => {
        session.reauthenticating = null;
        return session;
      },
      (error: unknown) => {
        session.reauthenticating = null;
        if (entry.session === session) entry.session = null;
        if (isAuthenticationError(error)) {
          // As after a failed first authentication: every request meets this error until the backoff ends.
          entry.lastFailure = { error, at: this.options.clock.now() };
          entry.backoff.recordFailure(this.options.clock.now());
        }
        this.options.logger.warn('broker re-authentication failed', { nodeId: entry.node.nodeId, error: error instanceof Error ? error.message : String(error) });
        throw error;
      },
    );
    session.reauthenticating = run.then(() => undefined);
    session.reauthenticating.catch(ignore); // its callers get the failure through `run`
    return run;
  }

  private async connect(entry: BrokerEntry): Promise<BrokerSession> {
    const attempt: ConnectionAttempt = { startedAt: this.options.clock.now(), phase: this.options.tls === undefined ? 'the TCP connection' : 'the TCP connection and TLS handshake' };
    entry.attempt = attempt;
    try {
      const session = await openBrokerSession(entry.node, this.settings, attempt);
      entry.backoff.recordSuccess();
      entry.lastFailure = null;
      if (this.closed) {
        session.connection.close();
        throw new NetworkError('the network client is closed', { nodeId: entry.node.nodeId, requestSent: false });
      }
      entry.session = session;
      session.connection.onClose((error) => {
        if (entry.session === session) entry.session = null;
        this.options.logger.debug('broker connection closed', { nodeId: entry.node.nodeId, reason: error.message });
      });
      return session;
    } catch (error) {
      const delayMs = entry.backoff.recordFailure(this.options.clock.now());
      entry.lastFailure = { error: asError(error), at: this.options.clock.now() };
      this.options.logger.warn('broker connection failed', { nodeId: entry.node.nodeId, address: `${entry.node.host}:${entry.node.port}`, retryInMs: delayMs, error: error instanceof Error ? error.message : String(error) });
      throw error;
    } finally {
      entry.connecting = null;
      entry.attempt = null;
    }
  }
}

/** The error of a wait for a connection that `signal` ended (the connection attempt itself goes on for others). */
function connectAborted(signal: AbortSignal | undefined, nodeId: number): () => Error {
  return () => new RequestAbortedError('connect', nodeId, false, signal?.reason);
}
