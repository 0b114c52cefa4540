/**
 * Scenario helpers: an in-memory cluster on a ManualClock, producers wired to it in-process, a helper
 * that advances the clock until a promise settles (no sleeps: between steps it only yields to pending
 * I/O callbacks with setImmediate), and read_committed / read_uncommitted views of the final logs.
 */
import { InMemoryCluster, type InMemoryClusterOptions } from '../../src/testing/in-memory-cluster.js';
import { InProcessNetworkClient, type InProcessNetworkClientOptions } from '../../src/testing/in-process-network-client.js';
import { ManualClock } from '../../src/internal/clock.js';
import { seededRandom } from '../../src/internal/backoff.js';
import { Producer, type ProducerOptions } from '../../src/producer/producer.js';
import { TransactionError } from '../../src/errors/transaction-errors.js';
import { consumedRecords } from '../support/read-committed.js';
import { withTestSeams } from '../../src/internal/test-seams.js';

export interface Scenario {
  readonly clock: ManualClock;
  readonly cluster: InMemoryCluster;
  readonly network: InProcessNetworkClient;
  readonly producers: Producer[];
  producer(options?: Partial<ProducerOptions>): Producer;
  /** Advances the clock in steps until `promise` settles; returns its outcome. */
  settle<T>(promise: Promise<T>, options?: { maxMs?: number }): Promise<T>;
  /** Same as settle, but expects a rejection and returns the error. */
  settleError(promise: Promise<unknown>, options?: { maxMs?: number }): Promise<Error>;
  /** Values visible to a read_committed consumer, in offset order. */
  committed(topic: string, partition: number): string[];
  /** Every data record value in the log (read_uncommitted), control batches skipped. */
  uncommitted(topic: string, partition: number): string[];
  /** Stops every producer and the cluster. */
  close(): Promise<void>;
}

const yieldToIo = (): Promise<void> => new Promise((resolve) => { setImmediate(resolve); });

export function scenario(options: InMemoryClusterOptions & { network?: InProcessNetworkClientOptions } = {}): Scenario {
  const clock = new ManualClock();
  const { network: networkOptions, ...clusterOptions } = options;
  const cluster = new InMemoryCluster({ brokers: 3, topics: [{ name: 'orders', partitions: 3 }, { name: 'audit', partitions: 2 }], ...clusterOptions, clock });
  const network = new InProcessNetworkClient(cluster, { wireCheck: true, ...networkOptions });
  const producers: Producer[] = [];

  async function settleOutcome<T>(promise: Promise<T>, maxMs: number): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> {
    let outcome: { ok: true; value: T } | { ok: false; error: unknown } | undefined;
    promise.then((value) => { outcome = { ok: true, value }; }, (error: unknown) => { outcome = { ok: false, error }; });
    const start = clock.now();
    for (let step = 0; step < 100_000; step++) {
      for (let spin = 0; spin < 5 && outcome === undefined; spin++) await yieldToIo();
      if (outcome !== undefined) return outcome;
      if (clock.now() - start > maxMs) throw new Error(`promise did not settle within ${maxMs} ms of cluster time`);
      const next = clock.nextTimerAt();
      clock.advance(next === undefined ? 10 : Math.max(1, Math.min(next - clock.now(), 1_000)));
    }
    throw new Error('settle: too many steps');
  }

  const read = (topic: string, partition: number, isolationLevel: 0 | 1): string[] => {
    const result = cluster.fetch({ topic, partition, fetchOffset: 0n, maxBytes: 64 * 1024 * 1024, isolationLevel });
    return consumedRecords(result.batches, result.abortedTransactions, isolationLevel === 1).map((record) => record.value);
  };

  return {
    clock, cluster, network, producers,
    producer(overrides = {}) {
      const producer = new Producer(withTestSeams({ network, lingerMs: 0, ...overrides }, { clock, random: seededRandom(42) }));
      producers.push(producer);
      return producer;
    },
    async settle(promise, settleOptions = {}) {
      const outcome = await settleOutcome(promise, settleOptions.maxMs ?? 600_000);
      if (!outcome.ok) throw outcome.error;
      return outcome.value;
    },
    async settleError(promise, settleOptions = {}) {
      const outcome = await settleOutcome(promise, settleOptions.maxMs ?? 600_000);
      if (outcome.ok) throw new Error(`expected a rejection, got ${String(outcome.value)}`);
      return outcome.error instanceof Error ? outcome.error : new Error(String(outcome.error));
    },
    committed: (topic, partition) => read(topic, partition, 1),
    uncommitted: (topic, partition) => read(topic, partition, 0),
    async close() {
      for (const producer of producers) await settleOutcome(producer.close({ timeoutMs: 5_000 }), 60_000);
      await network.close();
      cluster.close();
    },
  };
}

/** Narrows a caught value to a TransactionError, failing the test otherwise. */
export function txn(error: unknown): TransactionError {
  if (!(error instanceof TransactionError)) throw error instanceof Error ? error : new Error(String(error));
  return error;
}
