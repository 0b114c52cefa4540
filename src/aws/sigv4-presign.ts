/**
 * AWS Signature Version 4 query-string presigning (AWS's "Authenticating Requests: Using Query Parameters"),
 * the one piece of SigV4 an MSK IAM token needs: a GET whose only signed header is `host`, with the
 * authentication in the query (`X-Amz-Algorithm`, `X-Amz-Credential`, `X-Amz-Date`, `X-Amz-Expires`,
 * `X-Amz-SignedHeaders`, `X-Amz-Security-Token` for temporary credentials, and `X-Amz-Signature`).
 *
 * Written on node:crypto instead of AWS's `@smithy/signature-v4`: the few dozen lines below are all that is
 * needed, they run synchronously with an injected time, and they are checked against AWS's published
 * presigning example and against tokens of AWS's own MSK signer (test/aws/).
 */
import { createHash, createHmac } from 'node:crypto';

/**
 * The signing part of AWS credentials.
 * @internal
 */
export interface SigV4Credentials {
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly sessionToken?: string | undefined;
}

/**
 * A request to presign.
 * @internal
 */
export interface SigV4PresignRequest {
  readonly host: string;
  /** The absolute path, already URI-encoded (`/` for MSK). */
  readonly path: string;
  /** Query parameters of the request itself (signed together with the authentication parameters). */
  readonly query: Readonly<Record<string, string>>;
  readonly service: string;
  readonly region: string;
  readonly credentials: SigV4Credentials;
  /** The signing time; only whole seconds are signed. */
  readonly timeMs: number;
  readonly expiresSeconds: number;
  /** The payload's hash as signed. Default: the SHA-256 of an empty body (S3 signs `UNSIGNED-PAYLOAD`). */
  readonly payloadHash?: string;
}

const ALGORITHM = 'AWS4-HMAC-SHA256';
const EMPTY_PAYLOAD_HASH = createHash('sha256').update('').digest('hex');

/**
 * Percent-encodes as SigV4 requires (RFC 3986: everything but `A-Z a-z 0-9 - _ . ~`); `encodeURIComponent`
 * leaves `! ' ( ) *` as they are.
 * @internal
 */
export function sigV4Encode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * `key=value` pairs, encoded and sorted by key then value (SigV4's canonical query string; also the order AWS's
 * signers write presigned URLs in).
 * @internal
 */
export function sigV4QueryString(parameters: Readonly<Record<string, string>>): string {
  return Object.entries(parameters)
    .map(([key, value]) => [sigV4Encode(key), sigV4Encode(value)] as const)
    .sort(([keyA, valueA], [keyB, valueB]) => (keyA < keyB ? -1 : keyA > keyB ? 1 : valueA < valueB ? -1 : valueA > valueB ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
}

/**
 * The signing key: HMAC chain over the date (`YYYYMMDD`), region, service and `aws4_request`.
 * @internal
 */
export function sigV4SigningKey(secretAccessKey: string, date: string, region: string, service: string): Buffer {
  let key = createHmac('sha256', `AWS4${secretAccessKey}`).update(date, 'utf8').digest();
  for (const part of [region, service, 'aws4_request']) key = createHmac('sha256', key).update(part, 'utf8').digest();
  return key;
}

/** `YYYYMMDDTHHMMSSZ` of `timeMs` (whole seconds, UTC). */
function amzDate(timeMs: number): string {
  return new Date(Math.floor(timeMs / 1000) * 1000).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/**
 * Presigns `request`: its query parameters plus the authentication parameters, `X-Amz-Signature` included.
 * @internal
 */
export function presignQuery(request: SigV4PresignRequest): Record<string, string> {
  const timestamp = amzDate(request.timeMs);
  const date = timestamp.slice(0, 8);
  const scope = `${date}/${request.region}/${request.service}/aws4_request`;
  const signed: Record<string, string> = {
    ...request.query,
    'X-Amz-Algorithm': ALGORITHM,
    'X-Amz-Credential': `${request.credentials.accessKeyId}/${scope}`,
    'X-Amz-Date': timestamp,
    'X-Amz-Expires': String(request.expiresSeconds),
    'X-Amz-SignedHeaders': 'host',
  };
  if (request.credentials.sessionToken !== undefined) signed['X-Amz-Security-Token'] = request.credentials.sessionToken;
  const canonicalRequest = ['GET', request.path, sigV4QueryString(signed), `host:${request.host}`, '', 'host', request.payloadHash ?? EMPTY_PAYLOAD_HASH].join('\n');
  const stringToSign = [ALGORITHM, timestamp, scope, createHash('sha256').update(canonicalRequest, 'utf8').digest('hex')].join('\n');
  const key = sigV4SigningKey(request.credentials.secretAccessKey, date, request.region, request.service);
  return { ...signed, 'X-Amz-Signature': createHmac('sha256', key).update(stringToSign, 'utf8').digest('hex') };
}
