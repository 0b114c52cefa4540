/**
 * SASL OAUTHBEARER (RFC 7628) client, as Kafka speaks it (KIP-255; extensions KIP-342): the client's
 * only message is `n,,` + `\x01auth=Bearer <token>` + `\x01key=value` per extension + `\x01\x01`
 * (Java's `OAuthBearerClientInitialResponse`). On a rejected token the server sends an error JSON as a
 * challenge; the client must answer with a single `\x01` (RFC 7628 section 3.2.3), after which the
 * broker fails the exchange with an error code and message.
 */
import type { OAuthBearerToken, SaslSession } from './sasl-mechanism.js';
import { SaslAuthenticationError } from './sasl-errors.js';
import { causeChain } from '../../errors/kafka-client-error.js';

const SEPARATOR = '\u0001';
/** RFC 7628 section 3.1: key = 1*(ALPHA); "auth" is reserved for the token itself. */
const EXTENSION_KEY = /^[A-Za-z]+$/;
/** RFC 7628 section 3.1: value = *(VCHAR / SP / HTAB / CR / LF). */
const EXTENSION_VALUE = /^[\x21-\x7E \t\r\n]*$/;

/**
 * Builds the client's initial response for `token`. Exported for tests.
 * @internal
 */
export function oauthBearerInitialResponse(token: OAuthBearerToken): Buffer {
  let extensions = '';
  for (const [key, value] of Object.entries(token.extensions ?? {})) {
    if (!EXTENSION_KEY.test(key) || key === 'auth') throw new SaslAuthenticationError('OAUTHBEARER', null, `invalid extension name '${key}' (letters only, not 'auth')`);
    if (!EXTENSION_VALUE.test(value)) throw new SaslAuthenticationError('OAUTHBEARER', null, `invalid characters in the value of extension '${key}'`);
    extensions += `${key}=${value}${SEPARATOR}`;
  }
  return Buffer.from(`n,,${SEPARATOR}auth=Bearer ${token.value}${SEPARATOR}${extensions}${SEPARATOR}`, 'utf8');
}

/**
 * An OAUTHBEARER exchange that asks `provider` for a fresh token on every new connection.
 * @internal
 */
export function oauthBearerSession(provider: () => Promise<OAuthBearerToken>): SaslSession {
  let serverError: string | null = null;
  return {
    mechanism: 'OAUTHBEARER',
    async initialResponse() {
      let token: OAuthBearerToken;
      try {
        token = await provider();
      } catch (error) {
        throw new SaslAuthenticationError('OAUTHBEARER', null, `the oauthBearerProvider callback failed${error instanceof Error ? `: ${causeChain(error)}` : ''}`, { cause: error });
      }
      return oauthBearerInitialResponse(token);
    },
    respond(challenge) {
      if (serverError !== null) return Promise.reject(new SaslAuthenticationError('OAUTHBEARER', null, `token rejected: ${serverError}`));
      if (challenge.length === 0) return Promise.resolve(null);
      serverError = challenge.toString('utf8');
      return Promise.resolve(Buffer.from(SEPARATOR, 'utf8'));
    },
  };
}
