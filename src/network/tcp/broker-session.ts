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
import { NetworkError, UnsupportedApiError } from '../network-errors.js';
import { negotiateApiVersions, type NegotiatedApiVersions } from './api-versions-negotiation.js';
import { Connection } from './connection.js';
import type { ConnectionOptions as TlsConnectionOptions } from 'node:tls';

/** KIP-511 client software name and version sent in ApiVersions v3+ (letters, digits, '.', '-'). */
const CLIENT_SOFTWARE_NAME = 'kafka-eos';
const CLIENT_SOFTWARE_VERSION = '0.1.0';

/**
 * A ready connection and what was negotiated on it.
 * @internal
 */
export interface BrokerSession {
  readonly connection: Connection;
  readonly negotiated: NegotiatedApiVersions;
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
    if (settings.sasl !== undefined) {
      if (attempt !== undefined) attempt.phase = 'SASL authentication';
      await authenticateSasl(connection, negotiated.usable, createSaslSession(settings.sasl), { timeoutMs: settings.requestTimeoutMs, signal: settings.closing });
    }
    settings.logger.debug('broker connection ready', { nodeId: broker.nodeId, address: connection.address, apiVersionsVersion: negotiated.apiVersionsVersion });
    // Ready: from now on the client closes it with its other sessions.
    settings.signal?.removeEventListener('abort', onAbort);
    return { connection, negotiated };
  } catch (error) {
    settings.signal?.removeEventListener('abort', onAbort);
    connection.close();
    // Errors that say something about the broker's configuration reach the caller as they are.
    if (error instanceof UnsupportedApiError || error instanceof SaslAuthenticationError || error instanceof ProtocolError) throw error;
    const detail = error instanceof Error ? error.message : String(error);
    throw new NetworkError(`cannot set up a connection to broker ${broker.nodeId} (${broker.host}:${broker.port}): ${detail}`, { nodeId: broker.nodeId, requestSent: false, cause: error });
  }
}
