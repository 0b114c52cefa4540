/**
 * A usable connection to one broker: connected, ApiVersions negotiated, and authenticated when SASL
 * is configured. This is the unit the TCP client caches per broker; Kafka's `NetworkClient` calls the
 * same sequence the channel's "ready" state (`KafkaChannel.prepare` then `handleApiVersionsResponse`).
 */
import type { ApiRegistry } from '../../internal/test-seams.js';
import type { Logger } from '../../config/logger.js';
import type { Clock } from '../../internal/clock.js';
import { authenticateSasl, createSaslSession } from '../sasl/sasl-authenticator.js';
import type { SaslOptions } from '../sasl/sasl-mechanism.js';
import type { BrokerNode } from '../network-client.js';
import { ProtocolError } from '../../errors/protocol-error.js';
import { SaslAuthenticationError } from '../sasl/sasl-errors.js';
import { NetworkError, SslAuthenticationError, tlsFailureIn, UnsupportedApiError } from '../network-errors.js';
import { negotiateApiVersions, type NegotiatedApiVersions } from './api-versions-negotiation.js';
import { Connection } from './connection.js';
import { sessionDeadlines, type SessionDeadlines } from './session-lifetime.js';
import type { RandomSource } from '../../internal/backoff.js';
import type { ConnectionOptions as TlsConnectionOptions } from 'node:tls';
import { CLIENT_SOFTWARE_NAME, CLIENT_SOFTWARE_VERSION } from '../../common/client-software.js';

/**
 * A ready connection and what was negotiated on it.
 * @internal
 */
export interface BrokerSession {
  readonly connection: Connection;
  readonly negotiated: NegotiatedApiVersions;
  /** KIP-368 deadlines of the SASL session; null without SASL or when the broker set no lifetime. */
  deadlines: SessionDeadlines | null;
  /** The re-authentication in progress: no request of the caller may be written until it ends. */
  reauthenticating: Promise<void> | null;
}

/**
 * Settings shared by every broker session of a client.
 * @internal
 */
export interface BrokerSessionSettings {
  readonly clientId: string;
  /**
   * Aborted when the client closes: a session still being set up (connecting, or its ApiVersions or SASL
   * exchange unanswered) is closed at once, so that no socket or request timer outlives `close()`.
   */
  readonly signal?: AbortSignal;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly connectionTimeoutMs: number;
  readonly requestTimeoutMs: number;
  readonly maxInFlightRequests: number;
  readonly maxQueuedRequests: number;
  readonly tls: TlsConnectionOptions | undefined;
  readonly sasl: SaslOptions | undefined;
  /** Where the codecs of the APIs this client may send are looked up (negotiation keeps only those). */
  readonly apiRegistry: ApiRegistry;
  /** Aborted when the client closes: a connection still being set up (SASL key derivation) gives up. */
  readonly closing?: AbortSignal | undefined;
  /** Spreads re-authentication over 85-95 % of a session's lifetime (see session-lifetime.ts). */
  readonly random: RandomSource;
}

/**
 * A connection attempt in progress, for error messages: when it started and the step it waits for.
 * @internal
 */
export interface ConnectionAttempt {
  readonly startedAt: number;
  /** What the attempt waits for: `the TCP connection` (`and TLS handshake`), `the answer to ApiVersions`, `SASL authentication`. */
  phase: string;
}

/**
 * Connects to `broker`, negotiates versions and authenticates (`attempt.phase` follows the steps). A transport
 * failure or timeout on the way is reported as a {@link NetworkError} with `requestSent: false`: none of the
 * caller's requests has left yet. Other errors (UnsupportedApiError, SaslAuthenticationError, ProtocolError) pass through.
 * @internal
 */
export async function openBrokerSession(broker: BrokerNode, settings: BrokerSessionSettings, attempt?: ConnectionAttempt): Promise<BrokerSession> {
  const connection = await Connection.open({
    host: broker.host,
    port: broker.port,
    nodeId: broker.nodeId,
    clientId: settings.clientId,
    clock: settings.clock,
    connectionTimeoutMs: settings.connectionTimeoutMs,
    maxInFlightRequests: settings.maxInFlightRequests,
    maxQueuedRequests: settings.maxQueuedRequests,
    tls: settings.tls,
    logger: settings.logger,
    ...(settings.signal === undefined ? {} : { signal: settings.signal }),
  });
  const onAbort = (): void => { connection.close(); };
  if (settings.signal?.aborted === true) onAbort();
  else settings.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    if (attempt !== undefined) attempt.phase = 'the answer to ApiVersions';
    const negotiated = await negotiateApiVersions(connection, {
      timeoutMs: settings.requestTimeoutMs,
      clientSoftwareName: CLIENT_SOFTWARE_NAME,
      clientSoftwareVersion: CLIENT_SOFTWARE_VERSION,
      apiRegistry: settings.apiRegistry,
    });
    let deadlines: SessionDeadlines | null = null;
    if (settings.sasl !== undefined) {
      if (attempt !== undefined) attempt.phase = 'SASL authentication';
      const lifetimeMs = await authenticateSasl(connection, negotiated.usable, createSaslSession(settings.sasl), { timeoutMs: settings.requestTimeoutMs, signal: settings.closing });
      deadlines = sessionDeadlines(lifetimeMs, settings.clock.now(), settings.random);
    }
    settings.logger.debug('broker connection ready', { nodeId: broker.nodeId, address: connection.address, apiVersionsVersion: negotiated.apiVersionsVersion, sessionExpiresAt: deadlines?.expiresAt });
    // Ready: from now on the client closes it with its other sessions.
    settings.signal?.removeEventListener('abort', onAbort);
    return { connection, negotiated, deadlines, reauthenticating: null };
  } catch (error) {
    settings.signal?.removeEventListener('abort', onAbort);
    connection.close();
    // Errors that say something about the broker's configuration reach the caller as they are.
    if (error instanceof UnsupportedApiError || error instanceof SaslAuthenticationError || error instanceof ProtocolError) throw error;
    // A TLS alert on the first request: the broker refused the handshake (TLS 1.3 checks our certificate late).
    const refused = settings.tls === undefined ? undefined : tlsFailureIn(error);
    if (refused !== undefined) throw new SslAuthenticationError(broker.nodeId, `${broker.host}:${broker.port}`, refused);
    const detail = error instanceof Error ? error.message : String(error);
    throw new NetworkError(`cannot set up a connection to broker ${broker.nodeId} (${broker.host}:${broker.port}): ${detail}`, { nodeId: broker.nodeId, requestSent: false, cause: error });
  }
}

/**
 * Re-authenticates `session` on its connection (KIP-368): SaslHandshake and SaslAuthenticate again, with a fresh
 * exchange of the configured mechanism (an OAUTHBEARER provider is asked for its current token). The caller holds
 * its other requests back until this settles. On failure the connection is closed (the broker closes it too) and
 * the error is rethrown: a {@link SaslAuthenticationError} as it is, anything else as a {@link NetworkError}.
 * @internal
 */
export async function reauthenticateBrokerSession(session: BrokerSession, settings: BrokerSessionSettings): Promise<void> {
  const { connection } = session;
  if (settings.sasl === undefined) return;
  try {
    const lifetimeMs = await authenticateSasl(connection, session.negotiated.usable, createSaslSession(settings.sasl), { timeoutMs: settings.requestTimeoutMs, signal: settings.closing });
    session.deadlines = sessionDeadlines(lifetimeMs, settings.clock.now(), settings.random);
    settings.logger.debug('broker connection re-authenticated', { nodeId: connection.nodeId, address: connection.address, sessionExpiresAt: session.deadlines?.expiresAt });
  } catch (error) {
    connection.close();
    if (error instanceof SaslAuthenticationError || error instanceof UnsupportedApiError || error instanceof ProtocolError) throw error;
    const detail = error instanceof Error ? error.message : String(error);
    throw new NetworkError(`re-authentication with broker ${connection.nodeId} (${connection.address}) failed: ${detail}`, { nodeId: connection.nodeId, requestSent: false, cause: error });
  }
}
