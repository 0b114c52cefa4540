/**
 * Runs a SASL exchange on a freshly negotiated connection: SaslHandshake v1 names the mechanism,
 * then SaslAuthenticate requests carry the mechanism's bytes until it completes (KIP-152). The v0
 * handshake, after which raw SASL tokens follow without Kafka framing, is not supported: every broker
 * since Kafka 1.0 has v1. Mirrors Java's `SaslClientAuthenticator`.
 */
import { ErrorCode } from '../../errors/protocol-error-codes.generated.js';
import { ProtocolError } from '../../errors/protocol-error.js';
import { decodeResponse } from '../../protocol/framing.js';
import { clientApis as apis } from '../../protocol/messages/client-apis.generated.js';
import type { SaslAuthenticateResponse } from '../../protocol/messages/sasl-authenticate.generated.js';
import type { SaslHandshakeResponse } from '../../protocol/messages/sasl-handshake.generated.js';
import type { VersionRange } from '../network-client.js';
import { UnsupportedApiError } from '../network-errors.js';
import type { Connection } from '../tcp/connection.js';
import { oauthBearerSession } from './oauthbearer-mechanism.js';
import { plainSession } from './plain-mechanism.js';
import type { SaslOptions, SaslSession } from './sasl-mechanism.js';
import { SaslAuthenticationError } from './sasl-errors.js';
import { scramSession } from './scram-mechanism.js';

/** A SCRAM exchange takes 2 rounds, PLAIN and OAUTHBEARER 1 (2 on a rejected token); more is a broken server. */
const MAX_ROUNDS = 8;

/**
 * A fresh client-side session for the configured mechanism.
 * @internal
 */
export function createSaslSession(options: SaslOptions): SaslSession {
  switch (options.mechanism) {
    case 'plain':
      return plainSession(options.username, options.password);
    case 'scram-sha-256':
      return scramSession('sha256', options.username, options.password, { maxIterations: options.maxIterations });
    case 'scram-sha-512':
      return scramSession('sha512', options.username, options.password, { maxIterations: options.maxIterations });
    case 'oauthbearer':
      return oauthBearerSession(options.oauthBearerProvider);
  }
}

/**
 * Request options for the SASL round trips.
 * @internal
 */
export interface SaslRoundTripOptions {
  readonly timeoutMs: number;
  readonly signal?: AbortSignal | undefined;
}

/**
 * Authenticates `connection`; resolves with the broker's session lifetime in ms (0 = unlimited,
 * KIP-368) once the mechanism completes. The same exchange re-authenticates an authenticated connection
 * (KIP-368): the broker knows it is one from the SaslHandshake arriving after authentication.
 * Every {@link SaslAuthenticationError} names the broker by id and address.
 * @internal
 */
export async function authenticateSasl(
  connection: Connection,
  usable: ReadonlyMap<number, VersionRange>,
  session: SaslSession,
  options: SaslRoundTripOptions,
): Promise<bigint> {
  const nodeId = connection.nodeId;
  const address = connection.address;
  const handshakeRange = usable.get(apis.SaslHandshake.apiKey);
  if (handshakeRange === undefined || handshakeRange.max < 1) {
    throw new UnsupportedApiError('SaslHandshake', nodeId, 'SASL needs SaslHandshake v1 (Kafka 1.0+); is SASL enabled on this listener?');
  }
  const authenticateRange = usable.get(apis.SaslAuthenticate.apiKey);
  if (authenticateRange === undefined) throw new UnsupportedApiError('SaslAuthenticate', nodeId, 'the broker does not advertise it');
  const requestOptions = { timeoutMs: options.timeoutMs, signal: options.signal, expectResponse: true };

  const handshakeFrame = await connection.send(apis.SaslHandshake, 1, { mechanism: session.mechanism }, requestOptions);
  const handshake = decodeResponse(handshakeFrame ?? Buffer.alloc(0), apis.SaslHandshake.apiKey, 1).body as SaslHandshakeResponse;
  if (handshake.errorCode === ErrorCode.UNSUPPORTED_SASL_MECHANISM) {
    throw new SaslAuthenticationError(session.mechanism, nodeId, `the broker does not enable this mechanism; it offers ${handshake.mechanisms.join(', ') || 'none'}`, { address });
  }
  if (handshake.errorCode !== 0) throw new ProtocolError({ api: 'SaslHandshake', version: 1, errorCode: handshake.errorCode });

  const version = authenticateRange.max;
  let message: Buffer | null;
  try {
    message = await session.initialResponse();
  } catch (error) {
    if (error instanceof SaslAuthenticationError) throw new SaslAuthenticationError(error.mechanism, nodeId, error.detail, { cause: error.cause ?? error, address });
    throw error;
  }
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const frame = await connection.send(apis.SaslAuthenticate, version, { authBytes: message }, requestOptions);
    const response = decodeResponse(frame ?? Buffer.alloc(0), apis.SaslAuthenticate.apiKey, version).body as SaslAuthenticateResponse;
    if (response.errorCode !== 0) {
      const cause = new ProtocolError({ api: 'SaslAuthenticate', version, errorCode: response.errorCode, errorMessage: response.errorMessage });
      throw new SaslAuthenticationError(session.mechanism, nodeId, response.errorMessage ?? cause.errorName, { cause, address });
    }
    try {
      message = await session.respond(response.authBytes, options.signal);
    } catch (error) {
      if (error instanceof SaslAuthenticationError) throw new SaslAuthenticationError(error.mechanism, nodeId, error.detail, { cause: error, address });
      throw error;
    }
    if (message === null) return response.sessionLifetimeMs;
  }
  throw new SaslAuthenticationError(session.mechanism, nodeId, `no completion after ${MAX_ROUNDS} rounds`, { address });
}
