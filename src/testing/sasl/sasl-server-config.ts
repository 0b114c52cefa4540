/**
 * The cluster-wide SASL configuration of the TCP face, built once at start: the enabled mechanisms,
 * the PLAIN passwords, a SCRAM credential per user and SCRAM hash (salted and iterated here, so a
 * connection never runs PBKDF2), and the OAUTHBEARER validator. Each connection asks it for a fresh
 * {@link SaslServerExchange} once the client has named its mechanism.
 */
import { KafkaClientError } from '../../errors/kafka-client-error.js';
import { systemClock, type Clock } from '../../internal/clock.js';
import { oauthBearerServerExchange } from './oauthbearer-server-exchange.js';
import { plainServerExchange } from './plain-server-exchange.js';
import { deriveScramCredential, type ScramCredential, type ScramHash } from './scram-credential.js';
import { scramServerExchange } from './scram-server-exchange.js';
import type { SaslServerExchange } from './sasl-server-exchange.js';
import { SASL_SERVER_MECHANISMS, type OAuthBearerValidator, type SaslServerMechanism, type SaslServerOptions } from './sasl-server-options.js';

/**
 * `startCluster`'s `sasl` option is unusable (no mechanism, an unknown one).
 * @public
 */
export class SaslServerConfigError extends KafkaClientError {
  /**
   * Builds the error and its message from the arguments.
   * @param message - Which SASL setting is wrong, and why.
   */
  constructor(message: string) {
    super('ERR_SASL_SERVER_CONFIG', message);
  }
}

const acceptEveryToken: OAuthBearerValidator = () => true;

/**
 * The SASL configuration shared by every listener of one TCP face.
 * @internal
 */
export class SaslServerConfig {
  /** Enabled mechanisms, in the order SaslHandshake lists them. */
  readonly mechanisms: readonly SaslServerMechanism[];
  private readonly passwords: ReadonlyMap<string, string>;
  private readonly scram: ReadonlyMap<ScramHash, ReadonlyMap<string, ScramCredential>>;
  private readonly validator: OAuthBearerValidator;
  /** `connections.max.reauth.ms`; 0: sessions do not expire unless their credential does. */
  readonly connectionsMaxReauthMs: number;
  /** The cluster's clock: when sessions were authenticated and when they expire. */
  readonly clock: Clock;

  private constructor(mechanisms: readonly SaslServerMechanism[], passwords: ReadonlyMap<string, string>, scram: ReadonlyMap<ScramHash, ReadonlyMap<string, ScramCredential>>, validator: OAuthBearerValidator, connectionsMaxReauthMs: number, clock: Clock) {
    this.mechanisms = mechanisms;
    this.passwords = passwords;
    this.scram = scram;
    this.validator = validator;
    this.connectionsMaxReauthMs = connectionsMaxReauthMs;
    this.clock = clock;
  }

  /** Validates `options` and derives the SCRAM credentials of every user for each enabled SCRAM mechanism. */
  static async create(options: SaslServerOptions, clock: Clock = systemClock): Promise<SaslServerConfig> {
    if (options.mechanisms.length === 0) throw new SaslServerConfigError('sasl.mechanisms must list at least one mechanism');
    const reauthMs = options.connectionsMaxReauthMs ?? 0;
    if (!Number.isSafeInteger(reauthMs) || reauthMs < 0) throw new SaslServerConfigError(`sasl.connectionsMaxReauthMs must be a non-negative integer (milliseconds), got ${String(options.connectionsMaxReauthMs)}`);
    for (const mechanism of options.mechanisms) {
      if (!SASL_SERVER_MECHANISMS.includes(mechanism)) throw new SaslServerConfigError(`unknown SASL mechanism '${mechanism}'; expected one of ${SASL_SERVER_MECHANISMS.join(', ')}`);
    }
    const mechanisms = [...new Set(options.mechanisms)];
    const passwords = new Map(Object.entries(options.users ?? {}));
    const scram = new Map<ScramHash, Map<string, ScramCredential>>();
    for (const [mechanism, hash] of [['SCRAM-SHA-256', 'sha256'], ['SCRAM-SHA-512', 'sha512']] as const) {
      if (!mechanisms.includes(mechanism)) continue;
      const credentials = new Map<string, ScramCredential>();
      for (const [username, password] of passwords) credentials.set(username, await deriveScramCredential(hash, password));
      scram.set(hash, credentials);
    }
    return new SaslServerConfig(mechanisms, passwords, scram, options.oauthBearerValidator ?? acceptEveryToken, reauthMs, clock);
  }

  /** A fresh exchange for `mechanism`, or null when it is not enabled (UNSUPPORTED_SASL_MECHANISM). */
  exchange(mechanism: string): SaslServerExchange | null {
    const enabled = this.mechanisms.find((each) => each === mechanism);
    if (enabled === undefined) return null;
    switch (enabled) {
      case 'PLAIN':
        return plainServerExchange(this.passwords);
      case 'SCRAM-SHA-256':
        return scramServerExchange('sha256', this.scram.get('sha256') ?? new Map());
      case 'SCRAM-SHA-512':
        return scramServerExchange('sha512', this.scram.get('sha512') ?? new Map());
      case 'OAUTHBEARER':
        return oauthBearerServerExchange(this.validator);
    }
  }
}
