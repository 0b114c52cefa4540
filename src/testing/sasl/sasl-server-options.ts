/**
 * Settings of the server side of SASL on the in-memory cluster's TCP face (Kafka's
 * `sasl.enabled.mechanisms` plus a credential store). Kafka keeps SCRAM credentials in the cluster
 * metadata and PLAIN passwords in JAAS; here one `users` map serves every enabled password mechanism.
 */

/**
 * A SASL mechanism the in-memory cluster can enable, by its registered name (as in SaslHandshake).
 * @public
 */
export type SaslServerMechanism = 'PLAIN' | 'SCRAM-SHA-256' | 'SCRAM-SHA-512' | 'OAUTHBEARER';

/**
 * The mechanism names accepted in {@link SaslServerOptions.mechanisms}, in Kafka's usual listing order.
 * @internal
 */
export const SASL_SERVER_MECHANISMS: readonly SaslServerMechanism[] = ['PLAIN', 'SCRAM-SHA-256', 'SCRAM-SHA-512', 'OAUTHBEARER'];

/**
 * What an {@link OAuthBearerValidator} may return instead of `true` to accept a token that is not a JWT (an Amazon
 * MSK IAM token, an opaque token checked by introspection): who it authenticates and when it expires, as Kafka's
 * `OAuthBearerToken.principalName()` and `lifetimeMs()`.
 * @public
 */
export interface OAuthBearerAcceptance {
  /** The authenticated principal's name. Default: the JWT `sub` claim, else the token's first 16 characters. */
  readonly principal?: string;
  /**
   * When the token expires (clock milliseconds): bounds the session like a JWT's `exp` (see
   * {@link SaslServerOptions.connectionsMaxReauthMs}). Default: the JWT `exp` claim, else no bound.
   */
  readonly expiresAtMs?: number;
}

/**
 * Decides whether an OAUTHBEARER token is valid (Kafka's `OAuthBearerValidatorCallbackHandler`).
 * `extensions` are the client's SASL extensions (KIP-342), without `auth`. Returning `true` or an
 * {@link OAuthBearerAcceptance} accepts the token; returning false, rejecting or throwing rejects it.
 * @public
 */
export type OAuthBearerValidator = (token: string, extensions: Readonly<Record<string, string>>) => boolean | OAuthBearerAcceptance | Promise<boolean | OAuthBearerAcceptance>;

/**
 * SASL settings of {@link startCluster}: every listener then requires authentication
 * (`SASL_PLAINTEXT`, or `SASL_SSL` together with `tls`).
 * @public
 */
export interface SaslServerOptions {
  /** Enabled mechanisms (`sasl.enabled.mechanisms`); at least one. */
  readonly mechanisms: readonly SaslServerMechanism[];
  /** Username to password, for PLAIN and both SCRAM mechanisms. Default: no users. */
  readonly users?: Readonly<Record<string, string>>;
  /**
   * Validates OAUTHBEARER tokens. Default: every token is accepted (like Kafka's unsecured validator,
   * a convenience for tests; pass one to test rejections).
   */
  readonly oauthBearerValidator?: OAuthBearerValidator;
  /**
   * `connections.max.reauth.ms` (KIP-368): how long an authentication holds, answered to the client as
   * SaslAuthenticate's `sessionLifetimeMs`; the connection must re-authenticate before it runs out, or it is closed
   * at its next request. An OAUTHBEARER token that is a JWT with an `exp` claim shortens the session to its expiry,
   * as Kafka's validator does, even when this is 0. Default 0: no limit.
   */
  readonly connectionsMaxReauthMs?: number;
}
