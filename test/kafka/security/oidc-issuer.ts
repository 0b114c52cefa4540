/**
 * A small OpenID Connect issuer for the secured real-Kafka cluster, in Node: a JWKS endpoint (`GET /jwks`) that
 * Kafka's `OAuthBearerValidatorCallbackHandler` reads the verification key from, and an OAuth 2 token endpoint
 * (`POST /token`, client-credentials grant, HTTP Basic client authentication) that the client's
 * `oidcClientCredentials` asks for access tokens: RS256 JWTs with `iss`, `aud`, `sub` (the client id), `iat`,
 * `exp` and `scope`, the claims Kafka's broker validator requires. One RSA key per run; tests that need a token
 * the issuer would not hand out (expired, for another audience) sign it themselves with {@link OidcIssuer.sign},
 * and tests that need their own token schedule start a second issuer with the same key.
 */
import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, sign as signWith, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/** A registered OAuth client. @internal */
export interface OidcClient {
  readonly secret: string;
  /** Lifetime of the tokens it gets, in seconds (default 3600). */
  readonly lifetimeSeconds?: number;
}

/** What to start. @internal */
export interface OidcIssuerOptions {
  /** The `aud` claim of every token. */
  readonly audience: string;
  /** The `iss` claim; default: the issuer's own base URL. */
  readonly issuer?: string;
  /** PKCS#8 PEM of the signing key (shared with another issuer); default: a fresh RSA key. */
  readonly privateKeyPem?: string;
  readonly keyId?: string;
  readonly clients: Readonly<Record<string, OidcClient>>;
}

/** A running issuer. @internal */
export interface OidcIssuer {
  readonly baseUrl: string;
  readonly jwksUrl: string;
  readonly tokenEndpointUrl: string;
  readonly issuer: string;
  readonly audience: string;
  readonly keyId: string;
  readonly privateKeyPem: string;
  /** Access tokens handed out by the token endpoint, in order. */
  readonly issued: readonly string[];
  /** Signs a JWT with the issuer's key: the default claims for `subject`, then `claims` over them. */
  sign(subject: string, claims?: Readonly<Record<string, unknown>>): string;
  close(): Promise<void>;
}

function base64url(value: string | Buffer): string {
  return Buffer.from(value).toString('base64url');
}

/**
 * A compact RS256 JWS of `claims`, signed with `key` under `keyId`.
 * @internal
 */
export function signJwt(key: KeyObject, keyId: string, claims: Readonly<Record<string, unknown>>): string {
  const input = `${base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: keyId }))}.${base64url(JSON.stringify(claims))}`;
  return `${input}.${base64url(signWith('sha256', Buffer.from(input), key))}`;
}

function answer(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += (chunk as Buffer).toString('utf8');
  return text;
}

/** The client id and secret of an HTTP Basic header (RFC 6749 section 2.3.1: form-urlencoded, then base64). */
function basicCredentials(header: string | undefined): { id: string; secret: string } | null {
  const match = /^Basic\s+(\S+)$/i.exec(header ?? '');
  if (match?.[1] === undefined) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return { id: decodeURIComponent(decoded.slice(0, colon)), secret: decodeURIComponent(decoded.slice(colon + 1)) };
}

/**
 * Starts an issuer on a free 127.0.0.1 port.
 * @internal
 */
export async function startOidcIssuer(options: OidcIssuerOptions): Promise<OidcIssuer> {
  const privateKey = options.privateKeyPem === undefined ? generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey : createPrivateKey(options.privateKeyPem);
  const privateKeyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const keyId = options.keyId ?? randomBytes(6).toString('hex');
  const jwk = { ...createPublicKey(privateKey).export({ format: 'jwk' }), kid: keyId, alg: 'RS256', use: 'sig' };
  const issued: string[] = [];
  let issuer = options.issuer ?? '';
  const sign = (subject: string, claims: Readonly<Record<string, unknown>> = {}): string => {
    const now = Math.floor(Date.now() / 1000);
    return signJwt(privateKey, keyId, { iss: issuer, aud: options.audience, sub: subject, iat: now, exp: now + 3600, scope: 'kafka', ...claims });
  };

  const server = createServer((request, response) => {
    void (async () => {
      const path = new URL(request.url ?? '/', 'http://issuer').pathname;
      if (request.method === 'GET' && path === '/jwks') { answer(response, 200, { keys: [jwk] }); return; }
      if (request.method !== 'POST' || path !== '/token') { answer(response, 404, { error: 'not_found' }); return; }
      const form = new URLSearchParams(await readBody(request));
      if (form.get('grant_type') !== 'client_credentials') { answer(response, 400, { error: 'unsupported_grant_type' }); return; }
      const credentials = basicCredentials(request.headers.authorization);
      const client = credentials === null ? undefined : options.clients[credentials.id];
      if (credentials === null || client === undefined || client.secret !== credentials.secret) { answer(response, 401, { error: 'invalid_client' }); return; }
      const lifetime = client.lifetimeSeconds ?? 3600;
      const now = Math.floor(Date.now() / 1000);
      const token = sign(credentials.id, { iat: now, exp: now + lifetime, ...(form.has('scope') ? { scope: form.get('scope') } : {}) });
      issued.push(token);
      answer(response, 200, { access_token: token, token_type: 'Bearer', expires_in: lifetime });
    })().catch((error: unknown) => { answer(response, 500, { error: 'server_error', error_description: String(error) }); });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => { server.removeListener('error', reject); resolve(); });
  });
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;
  if (issuer === '') issuer = baseUrl;
  return {
    baseUrl, jwksUrl: `${baseUrl}/jwks`, tokenEndpointUrl: `${baseUrl}/token`, issuer, audience: options.audience, keyId, privateKeyPem, issued, sign,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => { resolve(); });
    }),
  };
}
