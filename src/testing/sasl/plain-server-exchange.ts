/**
 * SASL PLAIN server (RFC 4616), as Kafka's `PlainSaslServer` checks it: exactly
 * `authzid NUL authcid NUL passwd`; the authorization id must be empty or equal to the user name;
 * the error messages are Kafka's, so clients show what they would show against a real broker.
 */
import { timingSafeEqual } from 'node:crypto';
import { saslFailure, type SaslServerExchange } from './sasl-server-exchange.js';

const EMPTY = Buffer.alloc(0);

/**
 * A PLAIN exchange against `users` (username to password).
 * @internal
 */
export function plainServerExchange(users: ReadonlyMap<string, string>): SaslServerExchange {
  return {
    mechanism: 'PLAIN',
    evaluate(response) {
      const tokens = response.toString('utf8').split('\u0000');
      if (tokens.length !== 3) return saslFailure(`Invalid SASL/PLAIN response: expected 3 tokens, got ${tokens.length}`);
      const [authorizationId = '', username = '', password = ''] = tokens;
      if (username === '') return saslFailure('Authentication failed: username not specified');
      if (password === '') return saslFailure('Authentication failed: password not specified');
      if (authorizationId !== '' && authorizationId !== username) {
        return saslFailure('Authentication failed: Client requested an authorization id that is different from username');
      }
      const expected = users.get(username);
      if (expected === undefined || !equalSecrets(password, expected)) return saslFailure('Authentication failed: Invalid username or password');
      return { kind: 'complete', bytes: EMPTY, principal: username };
    },
  };
}

/** Constant-time comparison (lengths may differ: compared after a length check that leaks only the length). */
function equalSecrets(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
