/**
 * SASL PLAIN (RFC 4616): one message `authzid NUL authcid NUL passwd`, with an empty authzid as in
 * Kafka's `PlainSaslServer` usage. The password travels in clear, so use it only over TLS.
 */
import type { SaslSession } from './sasl-mechanism.js';

/**
 * A PLAIN exchange for `username` / `password`.
 * @internal
 */
export function plainSession(username: string, password: string): SaslSession {
  return {
    mechanism: 'PLAIN',
    initialResponse: () => Promise.resolve(Buffer.from(`\u0000${username}\u0000${password}`, 'utf8')),
    // The broker answers with empty bytes on success; a failure comes as SaslAuthenticate's error code.
    respond: () => Promise.resolve(null),
  };
}
