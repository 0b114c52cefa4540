/**
 * Issue 16 part 5: the built-in OIDC client-credentials provider for SASL/OAUTHBEARER (KIP-768), against a token
 * endpoint served by node:http on loopback (real `fetch`; nock is not a dependency of this project), and end to
 * end against the in-memory cluster's OAUTHBEARER listener.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/internal/clock.js';
import { seededRandom } from '../../../src/internal/backoff.js';
import { oidcClientCredentials, OidcTokenError, type OidcClientCredentialsOptions } from '../../../src/network/sasl/oidc-client-credentials.js';
import { Producer } from '../../../src/producer/producer.js';
import { startCluster } from '../../../src/testing/tcp/tcp-cluster.js';

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;

const closeables: { close(): Promise<void> | void }[] = [];
afterEach(async () => { for (const each of closeables.splice(0).reverse()) await each.close(); });

/** A token endpoint answering each request with the next handler (the last one repeats). */
async function endpoint(handlers: Handler[]): Promise<{ url: string; requests: { authorization: string | undefined; body: string }[] }> {
  const requests: { authorization: string | undefined; body: string }[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => { body += chunk.toString(); });
    request.on('end', () => {
      requests.push({ authorization: request.headers.authorization, body });
      const handler = handlers[Math.min(requests.length - 1, handlers.length - 1)];
      handler?.(request, body, response);
    });
  });
  await new Promise<void>((resolve) => { server.listen(0, '127.0.0.1', resolve); });
  closeables.push({ close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => { resolve(); }); }) });
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}/token`, requests };
}

const json = (status: number, body: unknown): Handler => (_request, _body, response) => {
  response.writeHead(status, { 'content-type': 'application/json' }).end(typeof body === 'string' ? body : JSON.stringify(body));
};
const token = (value: string, expiresIn = 3600): Handler => json(200, { access_token: value, token_type: 'Bearer', expires_in: expiresIn });

function provider(url: string, overrides: Partial<OidcClientCredentialsOptions> = {}): ReturnType<typeof oidcClientCredentials> {
  return oidcClientCredentials({ tokenEndpointUrl: url, clientId: 'app', clientSecret: 's3cret', retryBackoffMs: 1, retryBackoffMaxMs: 5, random: seededRandom(1), ...overrides });
}

async function failure(promise: Promise<unknown>): Promise<OidcTokenError> {
  const error = await promise.then(() => undefined, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(OidcTokenError);
  return error as OidcTokenError;
}

describe('issue 16 part 5: OIDC client credentials', () => {
  it('posts client_credentials with Basic auth and scope, and returns the token with the extensions', async () => {
    const server = await endpoint([token('t-1')]);
    const get = provider(server.url, { scope: 'kafka', extensions: { logicalCluster: 'lkc-1' } });
    expect(await get()).toEqual({ value: 't-1', extensions: { logicalCluster: 'lkc-1' } });
    expect(server.requests[0]?.authorization).toBe(`Basic ${Buffer.from('app:s3cret').toString('base64')}`);
    expect(new URLSearchParams(server.requests[0]?.body)).toEqual(new URLSearchParams({ grant_type: 'client_credentials', scope: 'kafka' }));
  });

  it('caches the token and refreshes it after refreshWindowFactor of its lifetime (plus jitter), on the injected clock', async () => {
    const server = await endpoint([token('t-1', 100), token('t-2', 100)]);
    const clock = new ManualClock(0);
    const get = provider(server.url, { clock, refreshWindowFactor: 0.8, refreshWindowJitter: 0.05 });
    const [first, concurrent] = await Promise.all([get(), get()]);
    expect(first.value).toBe('t-1');
    expect(concurrent.value).toBe('t-1');
    expect(server.requests).toHaveLength(1); // one request for concurrent callers
    clock.advance(79_999);
    expect((await get()).value).toBe('t-1');
    clock.advance(5_001); // past 80 % + at most 5 % jitter of 100 s
    expect((await get()).value).toBe('t-2');
    expect(server.requests).toHaveLength(2);
  });

  it('falls back to the JWT exp claim when expires_in is absent', async () => {
    const exp = Math.floor(Date.now() / 1000) + 600;
    const jwt = `e30.${Buffer.from(JSON.stringify({ sub: 'app', exp })).toString('base64url')}.sig`;
    const server = await endpoint([json(200, { access_token: jwt })]);
    expect((await provider(server.url)()).value).toBe(jwt);
  });

  it('an expired token fails at once, without retrying', async () => {
    const server = await endpoint([token('old', 0)]);
    const error = await failure(provider(server.url)());
    expect(error.message).toContain('expired token');
    expect(error.retriable).toBe(false);
    expect(server.requests).toHaveLength(1);
  });

  it('a malformed answer fails at once and says why', async () => {
    for (const [body, reason] of [['not json', 'not JSON'], [{ token_type: 'Bearer' }, 'no access_token'], [{ access_token: 'opaque' }, 'neither expires_in nor a JWT exp claim']] as const) {
      const server = await endpoint([json(200, body)]);
      const error = await failure(provider(server.url)());
      expect(error.message).toContain(reason);
      expect(server.requests).toHaveLength(1);
    }
  });

  it('401 is not retried and names the status and the body', async () => {
    const server = await endpoint([json(401, { error: 'invalid_client' })]);
    const error = await failure(provider(server.url)());
    expect(error.status).toBe(401);
    expect(error.message).toContain('HTTP 401');
    expect(error.message).toContain('invalid_client');
    expect(server.requests).toHaveLength(1);
  });

  it('500 is retried with backoff, then the token arrives', async () => {
    const server = await endpoint([json(500, 'down'), json(503, 'still down'), token('t-after-retries')]);
    expect((await provider(server.url)()).value).toBe('t-after-retries');
    expect(server.requests).toHaveLength(3);
  });

  it('retries exhausted: the error names the last failure and keeps it as cause', async () => {
    const server = await endpoint([json(500, 'broken idp')]);
    const error = await failure(provider(server.url, { retries: 2 })());
    expect(server.requests).toHaveLength(3);
    expect(error.message).toContain('after 3 attempts');
    expect(error.message).toContain('HTTP 500: broken idp');
    expect(error.cause).toMatchObject({ status: 500 });
  });

  it('a slow endpoint times out and is retried', async () => {
    const slow: Handler = () => { /* never answers; closed by the test's cleanup */ };
    const server = await endpoint([slow, token('t-fast')]);
    expect((await provider(server.url, { requestTimeoutMs: 200 })()).value).toBe('t-fast');
    expect(server.requests).toHaveLength(2);
  });

  it('end to end: a producer authenticates to the in-memory cluster\'s OAUTHBEARER listener with the fetched token', async () => {
    const server = await endpoint([token('idp-issued-token')]);
    const seen: string[] = [];
    const cluster = await startCluster({
      brokers: 1, topics: [{ name: 'orders', partitions: 1 }],
      sasl: { mechanisms: ['OAUTHBEARER'], oauthBearerValidator: (value, extensions) => { seen.push(`${value} ${extensions['logicalCluster'] ?? ''}`); return Promise.resolve(value === 'idp-issued-token'); } },
    });
    closeables.push(cluster);
    const producer = new Producer({
      bootstrapServers: [cluster.bootstrapServers], lingerMs: 0,
      sasl: { mechanism: 'oauthbearer', oauthBearerProvider: provider(server.url, { extensions: { logicalCluster: 'lkc-9' } }) },
    });
    closeables.push(producer);
    const written = await producer.send({ topic: 'orders', value: 'authenticated' });
    expect(written.offset).toBe(0n);
    expect(seen.length).toBeGreaterThanOrEqual(1);
    expect(new Set(seen)).toEqual(new Set(['idp-issued-token lkc-9']));
    expect(server.requests).toHaveLength(1); // every connection reused the cached token
  });
});
