/**
 * The test seams: an injected time source and random source. They are not public options (they are not in
 * `ProducerOptions` or `TcpNetworkClientOptions`, so editors do not offer them), but the constructors still read
 * them, so the project's own tests and the simulation can run a producer on a ManualClock with seeded jitter.
 */
import type { ApiDescriptor } from '../protocol/messages/api-descriptor.js';
import type { ApiKeyName } from '../protocol/messages/api-keys.generated.js';
import type { RandomSource } from './backoff.js';
import type { Clock } from './clock.js';

/**
 * Where the TCP client finds the codec of an API. The client's own registry carries only the APIs the producer
 * sends; the project's admin-style test tools (creating topics and reading logs on real Kafka) pass the broker
 * registry of every API through this seam.
 * @internal
 */
export interface ApiRegistry {
  byName(name: ApiKeyName): ApiDescriptor | undefined;
  byKey(apiKey: number): ApiDescriptor | undefined;
}

/** The seams a constructor reads besides its public options. @internal */
export interface TestSeams {
  /** Time source. Default: the system clock. */
  readonly clock?: Clock;
  /** Random source for jitter and the sticky partitioner. Default: `Math.random`. */
  readonly random?: RandomSource;
  /** The API codecs the TCP client may use. Default: the client registry (the APIs the producer sends). */
  readonly apiRegistry?: ApiRegistry;
}

/**
 * Returns `options` with the seams added, typed as the public options so that it can be passed to a
 * constructor: `new Producer(withTestSeams({ network, lingerMs: 0 }, { clock, random }))`.
 * @internal
 */
export function withTestSeams<Options extends object>(options: Options, seams: TestSeams): Options {
  return { ...options, ...seams };
}

/** The clock seam each client was built with, for the objects built over it (see {@link injectedClock}). */
const injectedClocks = new WeakMap<object, Clock>();

/**
 * Records that `client` runs on an injected `clock` (a no-op for the system clock): a session built over a
 * producer that runs on a ManualClock times its own waits on that clock too, or its backoffs would run in real
 * time beside a test's virtual time.
 * @internal
 */
export function recordInjectedClock(client: object, clock: Clock | undefined): void {
  if (clock !== undefined) injectedClocks.set(client, clock);
}

/** The clock seam `client` was built with, undefined for the system clock. @internal */
export function injectedClock(client: object): Clock | undefined {
  return injectedClocks.get(client);
}
