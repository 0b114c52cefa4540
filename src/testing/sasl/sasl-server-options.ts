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
 * Decides whether an OAUTHBEARER token is valid (Kafka's `OAuthBearerValidatorCallbackHandler`).
 * `extensions` are the client's SASL extensions (KIP-342), without `auth`. Returning false, rejecting
 * or throwing rejects the token.
 * @public
 */
export type OAuthBearerValidator = (token: string, extensions: Readonly<Record<string, string>>) => boolean | Promise<boolean>;

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
