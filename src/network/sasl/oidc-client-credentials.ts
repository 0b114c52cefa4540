/**
 * The OAuth 2 client-credentials flow for SASL/OAUTHBEARER (KIP-768, Java's `OAuthBearerLoginCallbackHandler`
 * with `sasl.oauthbearer.token.endpoint.url`; librdkafka's `sasl.oauthbearer.method=oidc`): POSTs
 * `grant_type=client_credentials` with HTTP Basic client authentication to the token endpoint, caches the access
 * token, and fetches a new one once `refreshWindowFactor` of its lifetime (plus jitter) has passed, so every new
 * connection authenticates with a token that is not about to expire.
 *
 * Retries: network failures, timeouts, 429 and 5xx answers are retried with exponential backoff
 * (`sasl.login.retry.backoff.ms` / `.max.ms`); 4xx answers and malformed or already expired tokens fail at once.
 * The retry loop is p-retry's (attempts, backoff with jitter, abort by `signal` during a backoff wait), loaded
 * with a dynamic `import()` on the first token request: p-retry is ESM-only, and `import()` works from both the
 * ESM and the CommonJS build on every Node 20, where a `require` would not (docs/architecture.md). Its backoff
 * runs on real timers: the token request is real HTTP on real time; the refresh schedule stays on `clock`.
 */
import { isObjectRecord } from '../../errors/argument-checks.js';
import { KafkaClientError } from '../../errors/kafka-client-error.js';
import { causeChain } from '../../errors/kafka-client-error.js';
import type * as PRetry from 'p-retry';
import { systemClock, type Clock } from '../../internal/clock.js';
import type { OAuthBearerToken } from './sasl-mechanism.js';

/**
 * Options of {@link oidcClientCredentials}.
 * @public
 */
export interface OidcClientCredentialsOptions {
  /** The token endpoint (`sasl.oauthbearer.token.endpoint.url`). */
  readonly tokenEndpointUrl: string;
  /** The OAuth client id registered with the identity provider (sent with HTTP Basic authentication). */
  readonly clientId: string;
  /** The OAuth client secret that goes with `clientId`. */
  readonly clientSecret: string;
  /** `scope` parameter of the token request, when the identity provider needs one. */
  readonly scope?: string;
  /** SASL extensions sent with the token (KIP-342), e.g. `{ logicalCluster: 'lkc-123', identityPoolId: 'pool-1' }`. */
  readonly extensions?: Readonly<Record<string, string>>;
  /** Refresh once this fraction of the token's lifetime has passed (`sasl.login.refresh.window.factor`). Default 0.8. */
  readonly refreshWindowFactor?: number;
  /** Up to this fraction of the lifetime is added at random (`sasl.login.refresh.window.jitter`). Default 0.05. */
  readonly refreshWindowJitter?: number;
  /** Attempts after the first failure before giving up. Default 3. */
  readonly retries?: number;
  /**
   * First retry backoff (`sasl.login.retry.backoff.ms`). Default 100. The n-th retry waits
   * `retryBackoffMs * 2^(n-1)` times a random factor in [1, 2), at most `retryBackoffMaxMs`.
   */
  readonly retryBackoffMs?: number;
  /** Backoff cap (`sasl.login.retry.backoff.max.ms`). Default 10 000. */
  readonly retryBackoffMaxMs?: number;
  /** Bound of one HTTP request (`sasl.login.read.timeout.ms`). Default 10 000. */
  readonly requestTimeoutMs?: number;
  /** The fetch implementation. Default: the global `fetch`. */
  readonly fetch?: typeof fetch;
  /**
   * Stops the provider: a token request in flight and a backoff wait end at once, and every later call fails,
   * with an {@link OidcTokenError} (`retriable: false`) whose cause is the signal's reason.
   */
  readonly signal?: AbortSignal;
  /** Time source of the refresh schedule and the request timeout (tests). Default: the system clock. */
  readonly clock?: Clock;
  /** Random source for the refresh jitter (tests). Default `Math.random`. */
  readonly random?: () => number;
}

/**
 * The token endpoint could not give a usable token. `status` is the HTTP status (undefined for a network
 * failure or timeout); `retriable` tells whether another attempt could help. After the retries the last
 * attempt's error is the `cause`, and named in the message.
 * @public
 */
export class OidcTokenError extends KafkaClientError {
  /** The token endpoint's HTTP status, or undefined for a network failure or timeout. */
  readonly status: number | undefined;
  /** Whether another attempt could help (a 5xx, 429 or network failure; not a refused client). */
  readonly retriable: boolean;

  /**
   * Builds the error and its message from the arguments.
   * @param options - The HTTP `status` when the token endpoint answered, whether a retry may help, and the cause.
   */
  constructor(message: string, options: { status?: number | undefined; retriable: boolean; cause?: unknown }) {
    super('ERR_OIDC_TOKEN', message, options.cause === undefined ? {} : { cause: options.cause });
    this.status = options.status;
    this.retriable = options.retriable;
  }
}

/**
 * An `oauthBearerProvider` for the client-credentials flow; pass it as
 * `sasl: { mechanism: 'oauthbearer', oauthBearerProvider: oidcClientCredentials({...}) }`.
 * Concurrent calls share one token request.
 * @public
 */
export function oidcClientCredentials(options: OidcClientCredentialsOptions): () => Promise<OAuthBearerToken> {
  const clock = options.clock ?? systemClock;
  const random = options.random ?? Math.random;
  const retryBackoffMs = options.retryBackoffMs ?? 100;
  const { signal } = options;
  let cached: { readonly token: OAuthBearerToken; readonly refreshAt: number } | undefined;
  let inFlight: Promise<OAuthBearerToken> | undefined;

  const fetchWithRetries = async (): Promise<OAuthBearerToken> => {
    const { default: pRetry, AbortError } = await loadPRetry();
    let attempts = 0;
    try {
      return await pRetry(async () => {
        attempts++;
        try {
          const { token, lifetimeMs } = await requestToken(options, clock);
          const factor = (options.refreshWindowFactor ?? 0.8) + (options.refreshWindowJitter ?? 0.05) * random();
          cached = { token, refreshAt: clock.now() + Math.floor(lifetimeMs * Math.min(factor, 1)) };
          return token;
        } catch (error) {
          const failure = error instanceof OidcTokenError ? error : new OidcTokenError(`token request failed: ${String(error)}`, { retriable: true, cause: error });
          // p-retry rethrows an AbortError's original error at once, without another attempt.
          throw failure.retriable && signal?.aborted !== true ? failure : new AbortError(failure);
        }
      }, {
        retries: options.retries ?? 3, factor: 2, minTimeout: retryBackoffMs, maxTimeout: Math.max(retryBackoffMs, options.retryBackoffMaxMs ?? 10_000),
        randomize: true, ...(signal === undefined ? {} : { signal }),
      });
    } catch (error) {
      if (signal?.aborted === true) throw aborted(signal);
      if (!(error instanceof OidcTokenError) || !error.retriable) throw error;
      throw new OidcTokenError(`no token from ${options.tokenEndpointUrl} after ${attempts} attempts; last error: ${causeChain(error)}`,
        { status: error.status, retriable: true, cause: error });
    }
  };

  return () => {
    if (signal?.aborted === true) return Promise.reject(aborted(signal));
    if (cached !== undefined && clock.now() < cached.refreshAt) return Promise.resolve(cached.token);
    inFlight ??= fetchWithRetries().finally(() => { inFlight = undefined; });
    return inFlight;
  };
}

let pRetryModule: Promise<typeof PRetry> | undefined;

/** p-retry, imported once (ESM-only: a dynamic import works from the CommonJS build too). */
function loadPRetry(): Promise<typeof PRetry> {
  pRetryModule ??= import('p-retry');
  return pRetryModule;
}

function aborted(signal: AbortSignal): OidcTokenError {
  const reason: unknown = signal.reason;
  return new OidcTokenError(`token provider stopped by its signal${reason instanceof Error ? `: ${reason.message}` : ''}`, { retriable: false, cause: reason });
}

/** One token request: the token and its lifetime, or an {@link OidcTokenError}. */
async function requestToken(options: OidcClientCredentialsOptions, clock: Clock): Promise<{ token: OAuthBearerToken; lifetimeMs: number }> {
  const body = new URLSearchParams({ grant_type: 'client_credentials' });
  if (options.scope !== undefined) body.set('scope', options.scope);
  const credentials = Buffer.from(`${encodeURIComponent(options.clientId)}:${encodeURIComponent(options.clientSecret)}`).toString('base64');
  const timeoutMs = options.requestTimeoutMs ?? 10_000;
  const controller = new AbortController();
  const timer = clock.setTimer(timeoutMs, () => { controller.abort(new Error(`no answer within ${timeoutMs} ms`)); });
  const stop = (): void => { controller.abort(options.signal?.reason); };
  options.signal?.addEventListener('abort', stop, { once: true });
  let status: number;
  let text: string;
  try {
    const response = await (options.fetch ?? fetch)(options.tokenEndpointUrl, {
      method: 'POST',
      headers: { authorization: `Basic ${credentials}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: body.toString(),
      signal: controller.signal,
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    const reason: unknown = controller.signal.aborted ? controller.signal.reason : error;
    throw new OidcTokenError(`token endpoint ${options.tokenEndpointUrl} unreachable: ${reason instanceof Error ? causeChain(reason) : String(reason)}`,
      { retriable: true, cause: reason });
  } finally {
    timer.cancel();
    options.signal?.removeEventListener('abort', stop);
  }
  if (status < 200 || status > 299) {
    const retriable = status === 429 || status >= 500;
    throw new OidcTokenError(`token endpoint answered HTTP ${status}: ${text.slice(0, 200)}`, { status, retriable });
  }
  return parseTokenResponse(text, clock.now(), options.extensions);
}

/** The access token and its lifetime from a token response (`expires_in`, else the JWT's `exp`). */
function parseTokenResponse(text: string, now: number, extensions: Readonly<Record<string, string>> | undefined): { token: OAuthBearerToken; lifetimeMs: number } {
  const malformed = (detail: string): OidcTokenError => new OidcTokenError(`malformed token response: ${detail}`, { status: 200, retriable: false });
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw malformed('not JSON');
  }
  if (!isObjectRecord(parsed)) throw malformed('not a JSON object');
  const { access_token: accessToken, expires_in: expiresIn } = parsed;
  if (typeof accessToken !== 'string' || accessToken === '') throw malformed('no access_token');
  let lifetimeMs: number | undefined = typeof expiresIn === 'number' ? expiresIn * 1000 : typeof expiresIn === 'string' && /^\d+$/.test(expiresIn) ? Number(expiresIn) * 1000 : undefined;
  if (lifetimeMs === undefined) {
    const exp = jwtExpiry(accessToken);
    if (exp === undefined) throw malformed('neither expires_in nor a JWT exp claim');
    lifetimeMs = exp * 1000 - now;
  }
  if (lifetimeMs <= 0) throw new OidcTokenError('the token endpoint returned an expired token', { status: 200, retriable: false });
  return { token: extensions === undefined ? { value: accessToken } : { value: accessToken, extensions }, lifetimeMs };
}

/** The `exp` claim (seconds) of a JWT, or undefined. */
function jwtExpiry(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (payload === undefined) return undefined;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return isObjectRecord(claims) && typeof claims.exp === 'number' ? claims.exp : undefined;
  } catch {
    return undefined;
  }
}
