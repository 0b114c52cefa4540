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
 * Simplifications: no re-authentication (KIP-368; sessionLifetimeMs is 0), no
 * `connection.failed.authentication.delay.ms` (the close is immediate), no per-principal ACLs.
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
}

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

  /** Serves SaslHandshake at `version`. */
  handshake(mechanism: string, version: number): SaslHandshakeOutcome {
    const mechanisms = this.config.mechanisms;
    // After authentication Kafka's KafkaApis answers ILLEGAL_SASL_STATE and keeps the connection (no KIP-368 here).
    if (this.current === SaslConnectionState.COMPLETE) return { errorCode: ErrorCode.ILLEGAL_SASL_STATE, mechanisms };
    if (this.current !== SaslConnectionState.HANDSHAKE) return this.failHandshake(ErrorCode.ILLEGAL_SASL_STATE);
    const exchange = this.config.exchange(mechanism);
    if (exchange === null) return this.failHandshake(ErrorCode.UNSUPPORTED_SASL_MECHANISM);
    this.exchange = exchange;
    this.raw = version === 0;
    this.current = SaslConnectionState.AUTHENTICATE;
    return { errorCode: ErrorCode.NONE, mechanisms };
  }

  /** Serves SaslAuthenticate: one client message in, the server's bytes or an error out. */
  async authenticate(authBytes: Buffer): Promise<SaslAuthenticateOutcome> {
    if (this.current !== SaslConnectionState.AUTHENTICATE || this.raw || this.exchange === null) {
      const message = `Unexpected SaslAuthenticate in state ${this.current}${this.raw ? ' after a v0 SaslHandshake' : ''}`;
      this.current = SaslConnectionState.FAILED;
      return { errorCode: ErrorCode.ILLEGAL_SASL_STATE, errorMessage: message, authBytes: EMPTY };
    }
    const step = await this.evaluate(this.exchange, authBytes);
    switch (step.kind) {
      case 'challenge':
      case 'complete':
        return { errorCode: ErrorCode.NONE, errorMessage: null, authBytes: step.bytes };
      case 'failed':
        return { errorCode: ErrorCode.SASL_AUTHENTICATION_FAILED, errorMessage: step.message, authBytes: EMPTY };
    }
  }

  /** Serves one raw token after a v0 handshake: the bytes to answer, or null to close the connection. */
  async authenticateRaw(token: Buffer): Promise<Buffer | null> {
    if (!this.expectsRawToken || this.exchange === null) return null;
    const step = await this.evaluate(this.exchange, token);
    return step.kind === 'failed' ? null : step.bytes;
  }

  private async evaluate(exchange: SaslServerExchange, bytes: Buffer): Promise<SaslServerStep> {
    const step = await exchange.evaluate(bytes);
    switch (step.kind) {
      case 'challenge':
        break;
      case 'complete':
        this.current = SaslConnectionState.COMPLETE;
        this.authenticatedAs = step.principal;
        break;
      case 'failed':
        this.current = SaslConnectionState.FAILED;
        break;
    }
    return step;
  }

  private failHandshake(errorCode: number): SaslHandshakeOutcome {
    this.current = SaslConnectionState.FAILED;
    return { errorCode, mechanisms: this.config.mechanisms };
  }
}
