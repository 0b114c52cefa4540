/**
 * Producer pools on the scenario helpers' in-memory cluster and ManualClock, and a gate a test opens to let a
 * blocked transaction callback go on (the callbacks block on it, so that transactions really overlap).
 */
import { withTestSeams } from '../../src/internal/test-seams.js';
import { seededRandom } from '../../src/internal/backoff.js';
import { ProducerPool } from '../../src/producer-pool/producer-pool.js';
import type { ProducerPoolOptions } from '../../src/producer-pool/producer-pool-options.js';
import type { Scenario } from '../scenarios/scenario-helpers.js';

export function newPool(s: Scenario, pools: ProducerPool[], options: Partial<ProducerPoolOptions> = {}): ProducerPool {
  const pool = new ProducerPool(withTestSeams({
    transactionalIdPrefix: 'etl', size: 2, ...options, producer: { network: s.network, lingerMs: 0, ...options.producer },
  }, { clock: s.clock, random: seededRandom(7) }));
  pools.push(pool);
  return pool;
}

/** A promise the test resolves from outside. */
export interface Gate {
  readonly promise: Promise<void>;
  open(): void;
}

export function gate(): Gate {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => { open = resolve; });
  return { promise, open };
}

/**
 * Waits until `condition` holds: by yielding to pending callbacks only (the in-memory tests: what they wait for needs
 * no clock time), or, with `realMs`, polling every 10 ms of real time for at most that long (real Kafka).
 */
export async function until(condition: () => boolean, realMs?: number): Promise<void> {
  const started = Date.now();
  for (let spin = 0; realMs === undefined ? spin < 1_000 : Date.now() - started < realMs; spin++) {
    if (condition()) return;
    await new Promise<void>((resolve) => { if (realMs === undefined) setImmediate(resolve); else setTimeout(resolve, 10); });
  }
  if (!condition()) throw new Error('condition not reached');
}
