/**
 * The server side of one SASL exchange, sans-I/O (Java's `javax.security.sasl.SaslServer`:
 * `evaluateResponse`, `isComplete`): the SaslAuthenticate handler (or the raw-token path after a v0
 * handshake) carries the bytes; a mechanism only turns client bytes into a step.
 */

/**
 * What the server does after evaluating one client message.
 * - `challenge`: send `bytes` and wait for the next client message (SCRAM server-first, the OAUTHBEARER
 *   error JSON);
 * - `complete`: authenticated as `principal`; send `bytes` (SCRAM server-final, empty otherwise);
 *   `credentialExpiresAt` (clock ms) when the credential itself expires (an OAUTHBEARER token's `exp`);
 * - `failed`: answer SASL_AUTHENTICATION_FAILED with `message`, then close the connection.
 * @internal
 */
export type SaslServerStep =
  | { readonly kind: 'challenge'; readonly bytes: Buffer }
  | { readonly kind: 'complete'; readonly bytes: Buffer; readonly principal: string; readonly credentialExpiresAt?: number }
  | { readonly kind: 'failed'; readonly message: string };

/**
 * One connection's exchange for the mechanism chosen in SaslHandshake.
 * @internal
 */
export interface SaslServerExchange {
  readonly mechanism: string;
  /** Evaluates the client's next message. Never throws: a malformed message is a `failed` step. */
  evaluate(response: Buffer): SaslServerStep | Promise<SaslServerStep>;
}

/**
 * A `failed` step.
 * @internal
 */
export function saslFailure(message: string): SaslServerStep {
  return { kind: 'failed', message };
}
