/**
 * KIP-368: a broker that limits how long a SASL authentication holds (`connections.max.reauth.ms`, or the
 * expiry of an OAUTHBEARER token) answers SaslAuthenticate with a session lifetime, and closes the connection
 * when a request arrives after it; the client re-authenticates on the same connection before then.
 *
 * As Java's `SaslClientAuthenticator` does, the client re-authenticates once 85 % to 95 % (at random, so that
 * many connections do not all re-authenticate at once) of the lifetime has passed, counted from the end of the
 * authentication, and only when the connection is next used: an idle connection is not woken for it. That also
 * holds for a connection first used after the lifetime has run out: Kafka's `SocketServer` lets a SaslHandshake
 * begin a re-authentication before it checks the session's expiry, and closes the connection only for any other
 * request.
 */
import type { RandomSource } from '../../internal/backoff.js';

/**
 * When a session must be re-authenticated and when the broker considers it expired (clock ms).
 * @internal
 */
export interface SessionDeadlines {
  readonly reauthenticateAt: number;
  readonly expiresAt: number;
}

/**
 * The deadlines of a session the broker gave `lifetimeMs` (SaslAuthenticate's `sessionLifetimeMs`) at
 * `authenticatedAt`; null when the broker set no limit (0, or SaslAuthenticate v0, which has no lifetime).
 * @internal
 */
export function sessionDeadlines(lifetimeMs: bigint, authenticatedAt: number, random: RandomSource): SessionDeadlines | null {
  if (lifetimeMs <= 0n) return null;
  const lifetime = Number(lifetimeMs);
  return { reauthenticateAt: authenticatedAt + Math.floor(lifetime * (0.85 + 0.1 * random())), expiresAt: authenticatedAt + lifetime };
}
