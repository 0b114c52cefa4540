/**
 * The SASL state of one connection to the TCP face, mirroring Kafka's `SaslServerAuthenticator`:
 *
 * ```
 * HANDSHAKE --SaslHandshake(enabled mechanism)--> AUTHENTICATE --SaslAuthenticate...--> COMPLETE
 *     \                                              \
 *      `-- unsupported mechanism / wrong order -------`-- bad credentials / malformed --> FAILED
 * ```
 *
 * Until COMPLETE only ApiVersions, SaslHandshake and SaslAuthenticate are served (the dispatcher closes
 * the connection on anything else, as Kafka does). A FAILED session's last response is written and the
 * connection is then closed (Kafka answers SASL_AUTHENTICATION_FAILED, then closes).
 *
 * SaslHandshake v0 (pre-KIP-152) switches the connection to raw tokens: the next frames carry the
 * mechanism's bytes without a Kafka request header, answered in the same size-prefixed form; a failure
 * there can only be signalled by closing. SaslHandshake v1 uses SaslAuthenticate requests instead.
 *
 * Session lifetime and re-authentication (KIP-368, Kafka's `SaslServerAuthenticator.ReauthInfo`): on completion
 * the session lasts `connectionsMaxReauthMs`, or until the credential expires (an OAUTHBEARER JWT's `exp`) if that
 * is sooner, or forever when neither is set; SaslAuthenticate answers that lifetime. A session with an expiry may
 * re-authenticate: a SaslHandshake after COMPLETE starts a new exchange (back to AUTHENTICATE, where no other
 * request is served), with the same mechanism (another one: UNSUPPORTED_SASL_MECHANISM, and the connection closes)
 * and ending with the same principal (another one: SASL_AUTHENTICATION_FAILED "Cannot change principals during
 * re-authentication", and the connection closes); at most one re-authentication starts per second. A session
 * without an expiry, or one re-authenticating too soon, gets ILLEGAL_SASL_STATE and keeps its connection. The
 * dispatcher closes an expired session's connection at its next request other than SaslHandshake, as Kafka's
 * `SocketServer` does.
 *
 * Simplifications: no `connection.failed.authentication.delay.ms` (the close is immediate).
 */
import { ErrorCode } from '../../errors/protocol-error-codes.generated.js';
import type { SaslServerConfig } from './sasl-server-config.js';
import type { SaslServerExchange, SaslServerStep } from './sasl-server-exchange.js';

/**
 * States of a connection's SASL authentication.
 * @internal
 */
export const SaslConnectionState = {
  HANDSHAKE: 'HANDSHAKE',
  AUTHENTICATE: 'AUTHENTICATE',
  COMPLETE: 'COMPLETE',
  FAILED: 'FAILED',
} as const;

/**
 * A {@link SaslConnectionState} value.
 * @internal
 */
export type SaslConnectionState = (typeof SaslConnectionState)[keyof typeof SaslConnectionState];

/**
 * What SaslHandshake answers.
 * @internal
 */
export interface SaslHandshakeOutcome {
  readonly errorCode: number;
  readonly mechanisms: readonly string[];
}

/**
 * What SaslAuthenticate answers.
 * @internal
 */
export interface SaslAuthenticateOutcome {
  readonly errorCode: number;
  readonly errorMessage: string | null;
  readonly authBytes: Buffer;
  /** SaslAuthenticate v1+'s `sessionLifetimeMs` (KIP-368): set once the exchange completes, else 0. */
  readonly sessionLifetimeMs: bigint;
}

/** Kafka's `KafkaChannel.MIN_REAUTH_INTERVAL_ONE_SECOND_NANOS`. */
const MIN_REAUTH_INTERVAL_MS = 1_000;

const EMPTY = Buffer.alloc(0);

/**
 * One connection's SASL state.
 * @internal
 */
export class SaslServerSession {
  private readonly config: SaslServerConfig;
  private current: SaslConnectionState = SaslConnectionState.HANDSHAKE;
  private exchange: SaslServerExchange | null = null;
  private raw = false;
  private authenticatedAs: string | null = null;
  /** The mechanism and principal of the completed authentication, while a re-authentication runs. */
  private reauthenticating: { readonly mechanism: string; readonly principal: string | null } | null = null;
  private lastReauthenticationAt: number | null = null;
  private expiresAt: number | null = null;
  private lifetimeMs = 0n;

  constructor(config: SaslServerConfig) {
    this.config = config;
  }

  /** The enabled mechanisms, as SaslHandshake lists them. */
  get mechanisms(): readonly string[] {
    return this.config.mechanisms;
  }

  /** The current state. */
  get state(): SaslConnectionState {
    return this.current;
  }

  /** True once the mechanism completed: every API is served from now on. */
  get authenticated(): boolean {
    return this.current === SaslConnectionState.COMPLETE;
  }

  /** True when the connection must close after the response being written. */
  get failed(): boolean {
    return this.current === SaslConnectionState.FAILED;
  }

  /** True after a v0 handshake: the next frame is a raw SASL token, not a Kafka request. */
  get expectsRawToken(): boolean {
    return this.raw && this.current === SaslConnectionState.AUTHENTICATE;
  }

  /** The authenticated user (PLAIN, SCRAM) or token subject (OAUTHBEARER); null before completion. */
  get principal(): string | null {
    return this.authenticatedAs;
  }

  /** The mechanism of the exchange, once SaslHandshake named it. */
  get mechanism(): string | null {
    return this.exchange?.mechanism ?? null;
  }

  /** True when the session has run out (KIP-368): any request but SaslHandshake closes the connection. */
  expired(now: number): boolean {
    return this.current === SaslConnectionState.COMPLETE && this.expiresAt !== null && now > this.expiresAt;
  }

  /** Serves SaslHandshake at `version`. */
  handshake(mechanism: string, version: number): SaslHandshakeOutcome {
    const mechanisms = this.config.mechanisms;
    if (this.current === SaslConnectionState.COMPLETE) return this.beginReauthentication(mechanism, version);
    if (this.current !== SaslConnectionState.HANDSHAKE) return this.failHandshake(ErrorCode.ILLEGAL_SASL_STATE);
    const exchange = this.config.exchange(mechanism);
    if (exchange === null) return this.failHandshake(ErrorCode.UNSUPPORTED_SASL_MECHANISM);
    this.exchange = exchange;
    this.raw = version === 0;
    this.current = SaslConnectionState.AUTHENTICATE;
    return { errorCode: ErrorCode.NONE, mechanisms };
  }

  /** SaslHandshake on an authenticated connection (KIP-368; see the file header). */
  private beginReauthentication(mechanism: string, version: number): SaslHandshakeOutcome {
    const mechanisms = this.config.mechanisms;
    const now = this.config.clock.now();
    const tooSoon = this.lastReauthenticationAt !== null && now - this.lastReauthenticationAt < MIN_REAUTH_INTERVAL_MS;
    // Kafka's KafkaApis answers such a handshake ILLEGAL_SASL_STATE and keeps the connection.
    if (this.expiresAt === null || tooSoon || version === 0) return { errorCode: ErrorCode.ILLEGAL_SASL_STATE, mechanisms };
    const previous = this.exchange?.mechanism ?? '';
    if (mechanism !== previous) return this.failHandshake(ErrorCode.UNSUPPORTED_SASL_MECHANISM);
    const exchange = this.config.exchange(mechanism);
    if (exchange === null) return this.failHandshake(ErrorCode.UNSUPPORTED_SASL_MECHANISM);
    this.lastReauthenticationAt = now;
    this.reauthenticating = { mechanism, principal: this.authenticatedAs };
    this.exchange = exchange;
    this.current = SaslConnectionState.AUTHENTICATE;
    return { errorCode: ErrorCode.NONE, mechanisms };
  }

  /** Serves SaslAuthenticate: one client message in, the server's bytes or an error out. */
  async authenticate(authBytes: Buffer): Promise<SaslAuthenticateOutcome> {
    if (this.current !== SaslConnectionState.AUTHENTICATE || this.raw || this.exchange === null) {
      const message = `Unexpected SaslAuthenticate in state ${this.current}${this.raw ? ' after a v0 SaslHandshake' : ''}`;
      this.current = SaslConnectionState.FAILED;
      return { errorCode: ErrorCode.ILLEGAL_SASL_STATE, errorMessage: message, authBytes: EMPTY, sessionLifetimeMs: 0n };
    }
    const step = await this.evaluate(this.exchange, authBytes);
    switch (step.kind) {
      case 'challenge':
        return { errorCode: ErrorCode.NONE, errorMessage: null, authBytes: step.bytes, sessionLifetimeMs: 0n };
      case 'complete':
        return { errorCode: ErrorCode.NONE, errorMessage: null, authBytes: step.bytes, sessionLifetimeMs: this.lifetimeMs };
      case 'failed':
        return { errorCode: ErrorCode.SASL_AUTHENTICATION_FAILED, errorMessage: step.message, authBytes: EMPTY, sessionLifetimeMs: 0n };
    }
  }

  /** Serves one raw token after a v0 handshake: the bytes to answer, or null to close the connection. */
  async authenticateRaw(token: Buffer): Promise<Buffer | null> {
    if (!this.expectsRawToken || this.exchange === null) return null;
    const step = await this.evaluate(this.exchange, token);
    return step.kind === 'failed' ? null : step.bytes;
  }

  private async evaluate(exchange: SaslServerExchange, bytes: Buffer): Promise<SaslServerStep> {
    let step = await exchange.evaluate(bytes);
    const previous = this.reauthenticating;
    if (step.kind === 'complete' && previous !== null && step.principal !== previous.principal) {
      step = { kind: 'failed', message: `Cannot change principals during re-authentication from User:${previous.principal ?? ''}: User:${step.principal}` };
    }
    switch (step.kind) {
      case 'challenge':
        break;
      case 'complete':
        this.current = SaslConnectionState.COMPLETE;
        this.authenticatedAs = step.principal;
        this.reauthenticating = null;
        this.startSession(step.credentialExpiresAt);
        break;
      case 'failed':
        this.current = SaslConnectionState.FAILED;
        break;
    }
    return step;
  }

  /** Kafka's `ReauthInfo.calcCompletionTimesAndReturnSessionLifetimeMs`: the lifetime and expiry of the new session. */
  private startSession(credentialExpiresAt: number | undefined): void {
    const now = this.config.clock.now();
    const maxReauthMs = this.config.connectionsMaxReauthMs;
    const credentialMs = credentialExpiresAt === undefined ? undefined : Math.max(0, credentialExpiresAt - now);
    const lifetimeMs = credentialMs === undefined ? maxReauthMs : maxReauthMs > 0 ? Math.min(credentialMs, maxReauthMs) : credentialMs;
    const bounded = credentialMs !== undefined || maxReauthMs > 0;
    this.lifetimeMs = bounded ? BigInt(lifetimeMs) : 0n;
    this.expiresAt = bounded ? now + lifetimeMs : null;
  }

  private failHandshake(errorCode: number): SaslHandshakeOutcome {
    this.current = SaslConnectionState.FAILED;
    return { errorCode, mechanisms: this.config.mechanisms };
  }
}
