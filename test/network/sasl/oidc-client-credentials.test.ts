/**
 * The built-in OIDC client-credentials provider for SASL/OAUTHBEARER (KIP-768), against a token
 * endpoint faked with nock (it intercepts Node's global `fetch`, which the provider uses), and end to end against
 * the in-memory cluster's OAUTHBEARER listener (the token endpoint still faked; the Kafka connection is real TCP).
 */
import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/internal/clock.js';
import { oidcClientCredentials, OidcTokenError, type OidcClientCredentialsOptions } from '../../../src/network/sasl/oidc-client-credentials.js';
import { Producer } from '../../../src/producer/producer.js';
import { startCluster } from '../../../src/testing/tcp/tcp-cluster.js';

const IDP = 'https://idp.example.com';
const URL_ = `${IDP}/oauth2/token`;
const BASIC = `Basic ${Buffer.from('app:s3cret').toString('base64')}`;

const closeables: { close(): Promise<void> | void }[] = [];
beforeAll(() => { nock.disableNetConnect(); });
afterEach(async () => {
  for (const each of closeables.splice(0).reverse()) await each.close();
  nock.cleanAll();
});
afterAll(() => { nock.enableNetConnect(); });

/** What the fake endpoint saw: one entry per request. */
interface Seen { readonly authorization: string | undefined; readonly contentType: string | undefined; readonly body: URLSearchParams }

/** The token endpoint; `answers` are consumed in order (each nock interceptor answers once). */
function endpoint(): { readonly scope: nock.Scope; readonly seen: Seen[] } {
  const seen: Seen[] = [];
  const scope = nock(IDP);
  // Every interceptor records what it saw before answering.
  scope.on('request', (request: { headers: Record<string, string | string[] | undefined> }, _interceptor: unknown, body: string) => {
    const header = (name: string): string | undefined => { const value = request.headers[name]; return Array.isArray(value) ? value[0] : value; };
    seen.push({ authorization: header('authorization'), contentType: header('content-type'), body: new URLSearchParams(body) });
  });
  return { scope, seen };
}

const tokenBody = (value: string, expiresIn = 3600): Record<string, unknown> => ({ access_token: value, token_type: 'Bearer', expires_in: expiresIn });

function provider(overrides: Partial<OidcClientCredentialsOptions> = {}): ReturnType<typeof oidcClientCredentials> {
  return oidcClientCredentials({ tokenEndpointUrl: URL_, clientId: 'app', clientSecret: 's3cret', retryBackoffMs: 1, retryBackoffMaxMs: 5, random: () => 0.5, ...overrides });
}

async function failure(promise: Promise<unknown>): Promise<OidcTokenError> {
  const error = await promise.then(() => undefined, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(OidcTokenError);
  return error as OidcTokenError;
}

describe('OIDC client credentials (token endpoint faked with nock)', () => {
  it('posts client_credentials with Basic auth and scope, and returns the token with the extensions', async () => {
    const { scope, seen } = endpoint();
    scope.post('/oauth2/token').reply(200, tokenBody('t-1'));
    const get = provider({ scope: 'kafka read', extensions: { logicalCluster: 'lkc-1', identityPoolId: 'pool-1' } });
    expect(await get()).toEqual({ value: 't-1', extensions: { logicalCluster: 'lkc-1', identityPoolId: 'pool-1' } });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.authorization).toBe(BASIC);
    expect(seen[0]?.contentType).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(seen[0]?.body ?? [])).toEqual({ grant_type: 'client_credentials', scope: 'kafka read' });
    expect(scope.isDone()).toBe(true);
  });

  it('without scope, the body carries grant_type only; client id and secret are form-encoded in the Basic header', async () => {
    const { scope, seen } = endpoint();
    scope.post('/oauth2/token').reply(200, tokenBody('t-1'));
    await provider({ clientId: 'app:1', clientSecret: 'p@ss word' })();
    expect(Object.fromEntries(seen[0]?.body ?? [])).toEqual({ grant_type: 'client_credentials' });
    expect(seen[0]?.authorization).toBe(`Basic ${Buffer.from('app%3A1:p%40ss%20word').toString('base64')}`);
  });

  it('caches the token and refreshes it exactly at refreshWindowFactor plus jitter of its lifetime (injected clock and random)', async () => {
    const { scope, seen } = endpoint();
    scope.post('/oauth2/token').reply(200, tokenBody('t-1', 100)).post('/oauth2/token').reply(200, tokenBody('t-2', 100));
    const clock = new ManualClock(0);
    // random() = 0.5: refresh at 100 s * (0.8 + 0.05 * 0.5) = 82.5 s.
    const get = provider({ clock, refreshWindowFactor: 0.8, refreshWindowJitter: 0.05 });
    const [first, concurrent] = await Promise.all([get(), get()]);
    expect([first.value, concurrent.value]).toEqual(['t-1', 't-1']);
    expect(seen).toHaveLength(1); // one request for concurrent callers
    clock.advance(82_499);
    expect((await get()).value).toBe('t-1');
    expect(seen).toHaveLength(1);
    clock.advance(1); // 82 500 ms: before the token's expiry at 100 s
    expect((await get()).value).toBe('t-2');
    expect(seen).toHaveLength(2);
  });

  it('the jitter spreads refreshes: a different random draw refreshes at a different time', async () => {
    const { scope } = endpoint();
    scope.post('/oauth2/token').reply(200, tokenBody('t-1', 100)).post('/oauth2/token').reply(200, tokenBody('t-2', 100));
    const clock = new ManualClock(0);
    const get = provider({ clock, random: () => 0.99 }); // 100 s * (0.8 + 0.0495) = 84.95 s
    await get();
    clock.advance(84_949);
    expect((await get()).value).toBe('t-1');
    clock.advance(1);
    expect((await get()).value).toBe('t-2');
  });

  it('falls back to the JWT exp claim when expires_in is absent', async () => {
    const clock = new ManualClock(1_000_000_000_000);
    const jwt = `e30.${Buffer.from(JSON.stringify({ sub: 'app', exp: 1_000_000_600 })).toString('base64url')}.sig`;
    const { scope } = endpoint();
    scope.post('/oauth2/token').reply(200, { access_token: jwt });
    const get = provider({ clock });
    expect((await get()).value).toBe(jwt);
    clock.advance(600_000 * 0.825 - 1);
    expect((await get()).value).toBe(jwt); // cached for 82.5 % of the JWT's 600 s
  });

  it('an expired token (expires_in 0, or a JWT exp in the past) fails at once, without retrying', async () => {
    const clock = new ManualClock(1_000_000_000_000);
    const stale = `e30.${Buffer.from(JSON.stringify({ exp: 999_999_999 })).toString('base64url')}.sig`;
    for (const body of [tokenBody('old', 0), { access_token: stale }]) {
      const { scope, seen } = endpoint();
      scope.post('/oauth2/token').reply(200, body);
      const error = await failure(provider({ clock })());
      expect(error.message).toContain('expired token');
      expect(error.retriable).toBe(false);
      expect(seen).toHaveLength(1);
      nock.cleanAll();
    }
  });

  it('a malformed answer fails at once and says why', async () => {
    const cases: [string | Record<string, unknown>, string][] = [
      ['{"access_token": "t-1", ', 'not JSON'], ['[1,2]', 'no access_token'], ['"text"', 'not a JSON object'],
      [{ token_type: 'Bearer' }, 'no access_token'], [{ access_token: 'opaque' }, 'neither expires_in nor a JWT exp claim'],
    ];
    for (const [body, reason] of cases) {
      const { scope, seen } = endpoint();
      scope.post('/oauth2/token').reply(200, body, { 'content-type': 'application/json' });
      const error = await failure(provider()());
      expect(error.message).toContain(reason);
      expect(error.retriable).toBe(false);
      expect(seen).toHaveLength(1);
      nock.cleanAll();
    }
  });

  it('401 is not retried and names the status and the body', async () => {
    const { scope, seen } = endpoint();
    scope.post('/oauth2/token').reply(401, { error: 'invalid_client' }).post('/oauth2/token').reply(200, tokenBody('never'));
    const error = await failure(provider()());
    expect(error.status).toBe(401);
    expect(error.retriable).toBe(false);
    expect(error.message).toContain('HTTP 401');
    expect(error.message).toContain('invalid_client');
    expect(seen).toHaveLength(1);
  });

  it('500, 503 and 429 are retried with backoff, then the token arrives', async () => {
    const { scope, seen } = endpoint();
    scope.post('/oauth2/token').reply(500, 'down').post('/oauth2/token').reply(503, 'still down').post('/oauth2/token').reply(429, 'slow down')
      .post('/oauth2/token').reply(200, tokenBody('t-after-retries'));
    expect((await provider()()).value).toBe('t-after-retries');
    expect(seen).toHaveLength(4);
    expect(scope.isDone()).toBe(true);
  });

  it('a network failure is retried', async () => {
    const { scope, seen } = endpoint();
    scope.post('/oauth2/token').replyWithError({ code: 'ECONNRESET', message: 'socket hang up' }).post('/oauth2/token').reply(200, tokenBody('t-1'));
    expect((await provider()()).value).toBe('t-1');
    expect(seen).toHaveLength(2);
  });

  it('retries exhausted: the error names the last failure and keeps it as cause', async () => {
    const { scope, seen } = endpoint();
    scope.post('/oauth2/token').times(3).reply(500, 'broken idp');
    const error = await failure(provider({ retries: 2 })());
    expect(seen).toHaveLength(3);
    expect(error.message).toContain(`no token from ${URL_} after 3 attempts`);
    expect(error.message).toContain('HTTP 500: broken idp');
    expect(error.retriable).toBe(true);
    expect(error.cause).toMatchObject({ status: 500 });
  });

  it('a slow endpoint times out (requestTimeoutMs) and is retried', async () => {
    const { scope, seen } = endpoint();
    scope.post('/oauth2/token').delay(5_000).reply(200, tokenBody('t-too-late')).post('/oauth2/token').reply(200, tokenBody('t-fast'));
    expect((await provider({ requestTimeoutMs: 50 })()).value).toBe('t-fast');
    expect(seen).toHaveLength(2);
  });

  it('a slow endpoint on every attempt: the error says no answer within the timeout', async () => {
    const { scope } = endpoint();
    scope.post('/oauth2/token').times(2).delay(5_000).reply(200, tokenBody('t-too-late'));
    const error = await failure(provider({ requestTimeoutMs: 30, retries: 1 })());
    expect(error.message).toContain('after 2 attempts');
    expect(error.message).toContain('no answer within 30 ms');
  });

  it('signal: aborting stops a backoff wait at once and fails every later call', async () => {
    const { scope, seen } = endpoint();
    scope.post('/oauth2/token').reply(503, 'down').post('/oauth2/token').reply(200, tokenBody('never'));
    const controller = new AbortController();
    const get = provider({ signal: controller.signal, retryBackoffMs: 60_000, retryBackoffMaxMs: 60_000 });
    const pending = get();
    await new Promise<void>((resolve) => { scope.on('replied', () => { setImmediate(resolve); }); });
    controller.abort(new Error('shutting down'));
    const error = await failure(pending);
    expect(error.retriable).toBe(false);
    expect(error.message).toContain('shutting down');
    expect(seen).toHaveLength(1); // the 60 s backoff was cut short, no second request
    expect((await failure(get())).message).toContain('stopped by its signal');
  });

  it('end to end: a producer authenticates to the in-memory cluster\'s OAUTHBEARER listener with the fetched token and extensions', async () => {
    const { scope, seen: requests } = endpoint();
    scope.post('/oauth2/token').reply(200, tokenBody('idp-issued-token'));
    nock.enableNetConnect('127.0.0.1'); // the in-memory cluster's TCP listener is real
    const seen: string[] = [];
    const cluster = await startCluster({
      brokers: 1, topics: [{ name: 'orders', partitions: 1 }],
      sasl: { mechanisms: ['OAUTHBEARER'], oauthBearerValidator: (value, extensions) => { seen.push(`${value} ${extensions['logicalCluster'] ?? ''}`); return Promise.resolve(value === 'idp-issued-token'); } },
    });
    closeables.push(cluster, { close: () => { nock.disableNetConnect(); } });
    const producer = new Producer({
      bootstrapServers: [cluster.bootstrapServers], lingerMs: 0,
      sasl: { mechanism: 'oauthbearer', oauthBearerProvider: provider({ scope: 'kafka', extensions: { logicalCluster: 'lkc-9' } }) },
    });
    closeables.push(producer);
    const written = await producer.send({ topic: 'orders', value: 'authenticated' });
    expect(written.offset).toBe(0n);
    expect(seen.length).toBeGreaterThanOrEqual(1);
    expect(new Set(seen)).toEqual(new Set(['idp-issued-token lkc-9']));
    expect(requests).toHaveLength(1); // every connection reused the cached token
    expect(requests[0]?.body.get('scope')).toBe('kafka');
  });
});
