/**
 * SASL OAUTHBEARER server (RFC 7628), as Kafka's `OAuthBearerSaslServer` speaks it (KIP-255,
 * extensions KIP-342): the client's one message is a GS2 header (`n,,` or `n,a=<authzid>,`), then
 * `\x01`-separated `key=value` pairs ending in `\x01\x01`, where `auth=Bearer <token>` carries the
 * token and the other pairs are extensions.
 *
 * A rejected token is not failed at once: as RFC 7628 section 3.2.2 and Kafka do, the server answers
 * an error JSON (`{"status":"invalid_token"}`) as a challenge, the client answers a lone `\x01`, and
 * only then does SaslAuthenticate fail with SASL_AUTHENTICATION_FAILED carrying that JSON.
 */
import { isObjectRecord } from '../../errors/argument-checks.js';
import type { OAuthBearerAcceptance, OAuthBearerValidator } from './sasl-server-options.js';
import { saslFailure, type SaslServerExchange, type SaslServerStep } from './sasl-server-exchange.js';

const SEPARATOR = '\u0001';
/** RFC 7628 section 3.1 gs2-header (no channel binding). */
const GS2_HEADER = /^[ny],(?:a=[^,]*)?,/;
/** RFC 7628 section 3.1: key = 1*(ALPHA). */
const KEY = /^[A-Za-z]+$/;
/** RFC 7628 section 3.1: value = *(VCHAR / SP / HTAB / CR / LF). */
const VALUE = /^[\x21-\x7E \t\r\n]*$/;
/** Kafka's `OAuthBearerClientInitialResponse.AUTH_PATTERN`: scheme, spaces, token. */
const AUTH_VALUE = /^([A-Za-z0-9_]+) +([-_.a-zA-Z0-9]+)$/;
const INVALID_TOKEN_JSON = '{"status":"invalid_token"}';
const EMPTY = Buffer.alloc(0);

/** The claims of a JWT, or null when the token is not one. */
function jwtClaims(token: string): Readonly<Record<string, unknown>> | null {
  const payload = token.split('.')[1];
  if (payload === undefined) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return isObjectRecord(claims) ? claims : null;
  } catch {
    return null;
  }
}

/**
 * The principal recorded for an accepted token: the JWT `sub` claim when the token is a JWT, else the
 * token's first 16 characters (the cluster does not interpret tokens otherwise).
 */
function principalOf(token: string, claims: Readonly<Record<string, unknown>> | null): string {
  return typeof claims?.sub === 'string' ? claims.sub : token.slice(0, 16);
}

/**
 * An OAUTHBEARER exchange that asks `validator` about the token.
 * @internal
 */
export function oauthBearerServerExchange(validator: OAuthBearerValidator): SaslServerExchange {
  let errorSent = false;
  let done = false;

  async function onInitialResponse(message: string): Promise<SaslServerStep> {
    // gs2-header %x01 *(key "=" value %x01) %x01
    const header = GS2_HEADER.exec(message);
    const body = header === null ? '' : message.slice(header[0].length);
    if (header === null || !body.startsWith(SEPARATOR) || !body.endsWith(SEPARATOR + SEPARATOR) || body.length < 2) {
      return saslFailure('Invalid OAUTHBEARER client first message');
    }
    const extensions: Record<string, string> = {};
    let auth: string | undefined;
    for (const pair of body.slice(1, -2).split(SEPARATOR)) {
      if (pair === '') continue;
      const equals = pair.indexOf('=');
      const key = equals < 0 ? '' : pair.slice(0, equals);
      const value = pair.slice(equals + 1);
      if (!KEY.test(key) || !VALUE.test(value)) return saslFailure(`Invalid OAUTHBEARER client first message: malformed key/value pair '${key}'`);
      if (key === 'auth') auth = value;
      else extensions[key] = value;
    }
    const authMatch = auth === undefined ? null : AUTH_VALUE.exec(auth);
    const token = authMatch?.[2];
    if (authMatch === null || token === undefined || authMatch[1]?.toLowerCase() !== 'bearer') return saslFailure('Invalid OAUTHBEARER client first message: no auth=Bearer <token>');
    let verdict: boolean | OAuthBearerAcceptance;
    try {
      verdict = await validator(token, extensions);
    } catch {
      verdict = false;
    }
    // Only `true` or an acceptance object accepts (a plain-JavaScript validator's null or 'yes' does not).
    const accepted: OAuthBearerAcceptance | undefined = verdict === true ? {} : typeof verdict === 'object' && (verdict as unknown) !== null ? verdict : undefined;
    if (accepted === undefined) {
      errorSent = true;
      return { kind: 'challenge', bytes: Buffer.from(INVALID_TOKEN_JSON, 'utf8') };
    }
    done = true;
    // The token's expiry bounds the session (Kafka's CREDENTIAL.LIFETIME.MS negotiated property).
    const claims = jwtClaims(token);
    const exp = claims?.exp;
    const expiresAt = accepted.expiresAtMs ?? (typeof exp === 'number' ? exp * 1000 : undefined);
    return { kind: 'complete', bytes: EMPTY, principal: accepted.principal ?? principalOf(token, claims), ...(expiresAt === undefined ? {} : { credentialExpiresAt: expiresAt }) };
  }

  return {
    mechanism: 'OAUTHBEARER',
    evaluate(response) {
      if (done) return saslFailure('Unexpected OAUTHBEARER message after the exchange completed');
      if (errorSent) {
        done = true;
        // RFC 7628 section 3.2.3: the client acknowledges the error with a lone %x01.
        return saslFailure(response.length === 1 && response[0] === 1 ? INVALID_TOKEN_JSON : `${INVALID_TOKEN_JSON} (and the client did not acknowledge it with %x01)`);
      }
      return onInitialResponse(response.toString('utf8'));
    },
  };
}
