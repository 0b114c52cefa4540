/**
 * `connect()` of the producer and the consumer: wait until one broker is usable (connected, ApiVersions
 * negotiated, SASL done when configured), within the call's bound. KafkaJS users call `connect()` first and
 * expect it to fail when the cluster cannot be reached; Kafka's Java clients have no such call and connect on
 * first use, which every other operation here still does.
 *
 * One broker is enough, as in KafkaJS (its `connect()` ends once a seed broker answered): the others are
 * reached on demand, and a broker that is down only affects the requests sent to it. Attempts go through the
 * network client's failover across the bootstrap servers and its per-broker reconnect backoff; between rounds
 * the wait grows from `retryBackoffMs` to `retryBackoffMaxMs`. An authentication failure (SASL, TLS
 * verification) ends the call at once: retrying cannot fix the configuration.
 */
import type { ExponentialBackoff } from '../internal/backoff.js';
import type { Clock } from '../internal/clock.js';
import { sleep } from '../internal/waits.js';
import { OperationAbortedError } from '../errors/producer-errors.js';
import type { NetworkClient } from './network-client.js';
import { isAuthenticationError, isNetworkError, isRequestAbortedError, isRequestTimeoutError } from './network-errors.js';
import { asError, isAborted } from '../internal/abort-race.js';

/**
 * Options of {@link connectToCluster}.
 * @internal
 */
export interface ConnectToClusterOptions {
  readonly clock: Clock;
  /** Clock time by which a broker must be usable. */
  readonly deadline: number;
  readonly backoff: ExponentialBackoff;
  /** The caller's signal: aborting it rejects with `OperationAbortedError('connect')`. */
  readonly signal?: AbortSignal | undefined;
  /** Aborted when the client closes: the call rejects with this signal's reason (the client's closed error). */
  readonly closed: AbortSignal;
  /** The error when the deadline passes, with the last failure (or the attempt still in progress) as `cause`. */
  readonly timeoutError: (cause: Error | undefined) => Error;
}

/**
 * Resolves once `network` has a usable broker; rejects as {@link ConnectToClusterOptions} says.
 * @internal
 */
export async function connectToCluster(network: NetworkClient, options: ConnectToClusterOptions): Promise<void> {
  const { clock, deadline, signal, closed } = options;
  // One signal for everything that ends the call early: the caller's, the client's close, and the deadline.
  const stop = new AbortController();
  const onStop = (event: Event): void => { stop.abort(event.target instanceof AbortSignal ? event.target.reason : undefined); };
  const timer = clock.setTimer(Math.max(0, deadline - clock.now()), () => { stop.abort('deadline'); });
  for (const each of [signal, closed]) {
    if (each === undefined) continue;
    if (each.aborted) stop.abort(each.reason);
    else each.addEventListener('abort', onStop, { once: true });
  }
  let lastFailure: Error | undefined;
  const ended = (): Error => {
    if (closed.aborted) return asError(closed.reason);
    if (signal?.aborted === true) return new OperationAbortedError('connect', signal.reason);
    // Still connecting when the bound passed: the attempt in progress is the news, else the last failure.
    return options.timeoutError(network.lastConnectionFailure?.() ?? lastFailure);
  };
  try {
    for (let attempt = 0; ; attempt++) {
      if (isAborted(stop.signal)) throw ended();
      try {
        // Resolves once a broker answered ApiVersions (and SASL completed): what every later request needs.
        await network.versions('any', 'Metadata', { signal: stop.signal });
        return;
      } catch (error) {
        if (isAborted(stop.signal)) throw ended();
        if (isAuthenticationError(error) || !(isNetworkError(error) || isRequestTimeoutError(error)) || isRequestAbortedError(error)) throw error;
        lastFailure = error;
      }
      await sleep(clock, Math.min(options.backoff.delayMs(attempt), Math.max(0, deadline - clock.now())), { signal: stop.signal }).catch(() => undefined);
    }
  } finally {
    timer.cancel();
    signal?.removeEventListener('abort', onStop);
    closed.removeEventListener('abort', onStop);
  }
}
