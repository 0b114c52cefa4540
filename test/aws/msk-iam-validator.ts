/**
 * A local stand-in for what an MSK broker checks of an IAM token, for the in-memory cluster's
 * `oauthBearerValidator`: the token decodes to an https URL for `kafka.<region>.amazonaws.com/` with
 * `Action=kafka-cluster:Connect`, a SigV4 query signature for the service `kafka-cluster` made with a secret key
 * the validator knows, signed within the allowed clock skew and not expired. It recomputes the signature from the
 * URL as received (its own canonicalisation with URLSearchParams, not the client's code), so a client that
 * signs a different canonical request than it sends fails here.
 *
 * What MSK really does (IAM's policy evaluation, its exact skew and lifetime limits, the principal it logs) is
 * not known from here; this checks the signature's shape and arithmetic only.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../src/internal/clock.js';
import type { OAuthBearerAcceptance } from '../../src/testing/sasl/sasl-server-options.js';

export interface MskIamValidatorOptions {
  readonly region: string;
  /**
   * Access key id to its secret and the identity it belongs to (as IAM maps temporary keys of one role to that
   * role, so rotated keys re-authenticate as the same principal).
   */
  readonly keys: Readonly<Record<string, { readonly secretAccessKey: string; readonly principal: string }>>;
  readonly clock: Clock;
  /** Accepted clock difference between signer and validator. Default 5 minutes (SigV4's usual bound). */
  readonly skewMs?: number;
}

/** What the validator saw of each token it was asked about. */
export interface SeenToken {
  readonly accessKeyId: string | null;
  readonly amzDate: string | null;
  readonly expires: string | null;
  readonly userAgent: string | null;
  readonly accepted: boolean;
  readonly reason: string;
}

const RFC3986 = (value: string): string => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const hmac = (key: Buffer | string, data: string): Buffer => createHmac('sha256', key).update(data).digest();

function parseAmzDate(value: string): number | null {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (match === null) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as [number, number, number, number, number, number, number];
  return Date.UTC(y, mo - 1, d, h, mi, s);
}

export function mskIamValidator(options: MskIamValidatorOptions): { validate(token: string): OAuthBearerAcceptance | false; readonly seen: SeenToken[] } {
  const seen: SeenToken[] = [];
  const skewMs = options.skewMs ?? 300_000;
  const host = `kafka.${options.region}.amazonaws.com`;

  const check = (token: string): { reason: string; params?: URLSearchParams; acceptance?: OAuthBearerAcceptance } => {
    if (!/^[A-Za-z0-9_-]+$/.test(token)) return { reason: 'not base64url without padding' };
    let url: URL;
    try {
      url = new URL(Buffer.from(token, 'base64url').toString('utf8'));
    } catch {
      return { reason: 'not a URL' };
    }
    const params = url.searchParams;
    if (url.protocol !== 'https:' || url.host !== host || url.pathname !== '/') return { reason: `not https://${host}/`, params };
    if (params.get('Action') !== 'kafka-cluster:Connect') return { reason: 'Action is not kafka-cluster:Connect', params };
    if (params.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256' || params.get('X-Amz-SignedHeaders') !== 'host') return { reason: 'not SigV4 signing only host', params };
    const amzDate = params.get('X-Amz-Date') ?? '';
    const signedAt = parseAmzDate(amzDate);
    const expires = Number(params.get('X-Amz-Expires'));
    if (signedAt === null || !Number.isInteger(expires) || expires < 1 || expires > 900) return { reason: 'bad X-Amz-Date or X-Amz-Expires', params };
    const [accessKeyId = '', date, region, service, terminal, ...rest] = (params.get('X-Amz-Credential') ?? '').split('/');
    if (date !== amzDate.slice(0, 8) || region !== options.region || service !== 'kafka-cluster' || terminal !== 'aws4_request' || rest.length > 0) return { reason: 'bad credential scope', params };
    const key = options.keys[accessKeyId];
    if (key === undefined) return { reason: `unknown access key ${accessKeyId}`, params };
    const now = options.clock.now();
    if (now < signedAt - skewMs) return { reason: 'signed in the future', params };
    if (now >= signedAt + expires * 1000) return { reason: 'expired', params };
    // The canonical request over every parameter but the signature and the unsigned User-Agent.
    const canonicalQuery = [...params.entries()]
      .filter(([key]) => key !== 'X-Amz-Signature' && key !== 'User-Agent')
      .map(([key, value]) => `${RFC3986(key)}=${RFC3986(value)}`)
      .sort()
      .join('&');
    const canonicalRequest = `GET\n/\n${canonicalQuery}\nhost:${host}\n\nhost\n${createHash('sha256').update('').digest('hex')}`;
    const stringToSign = `AWS4-HMAC-SHA256\n${amzDate}\n${date}/${region}/kafka-cluster/aws4_request\n${createHash('sha256').update(canonicalRequest).digest('hex')}`;
    const signingKey = hmac(hmac(hmac(hmac(`AWS4${key.secretAccessKey}`, date), region), 'kafka-cluster'), 'aws4_request');
    const expected = hmac(signingKey, stringToSign);
    const given = Buffer.from(params.get('X-Amz-Signature') ?? '', 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { reason: 'signature mismatch', params };
    return { reason: 'ok', params, acceptance: { principal: key.principal, expiresAtMs: signedAt + expires * 1000 } };
  };

  return {
    seen,
    validate(token) {
      const { reason, params, acceptance } = check(token);
      seen.push({
        accessKeyId: params?.get('X-Amz-Credential')?.split('/')[0] ?? null, amzDate: params?.get('X-Amz-Date') ?? null,
        expires: params?.get('X-Amz-Expires') ?? null, userAgent: params?.get('User-Agent') ?? null, accepted: acceptance !== undefined, reason,
      });
      return acceptance ?? false;
    },
  };
}
