/**
 * Shared setup of the consumer tests: an in-memory cluster, transactional producers writing committed, aborted
 * and open transactions, and a wait-for-condition helper (no sleeps: it polls the condition on the event loop).
 */
import { recordFetches, type RecordedFetch } from '../support/fetch-recorder.js';
import type { Consumer } from '../../src/consumer/consumer.js';
import type { ConsumerOptions } from '../../src/config/consumer-options.js';
import { Producer } from '../../src/producer/producer.js';
import type { ConsumedRecord } from '../../src/consumer/transactional-source.js';
import type { NetworkClient } from '../../src/network/network-client.js';
import type { InMemoryCluster } from '../../src/testing/in-memory-cluster.js';
import { InProcessNetworkClient } from '../../src/testing/in-process-network-client.js';

/** Waits until `condition()` holds, yielding to the event loop between checks; fails after `limitMs` of real time. */
export async function waitFor(condition: () => boolean, what: string, limitMs = 10_000): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < limitMs) {
    if (condition()) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (condition()) return;
  throw new Error(`timed out waiting for ${what}`);
}

/** Values of records as strings. */
export function values(records: readonly ConsumedRecord[]): string[] {
  return records.map((record) => (record.value === null ? '<null>' : Buffer.from(record.value).toString()));
}

/** Polls until `count` records arrived (or fails), returning them in arrival order. */
export async function pollRecords(consumer: Consumer, count: number, rounds = 200): Promise<ConsumedRecord[]> {
  const out: ConsumedRecord[] = [];
  for (let round = 0; round < rounds && out.length < count; round++) {
    const batch = await consumer.poll({ timeoutMs: 50 });
    out.push(...batch.records);
  }
  return out;
}

/** A transactional producer with no linger. */
export function transactionalProducer(network: NetworkClient, transactionalId: string): Producer {
  return new Producer({ network, transactionalId, lingerMs: 0 });
}

/** Options of a consumer without a group (manual assignment, start from the earliest offset). */
export function manualConsumerOptions(network: NetworkClient, extra: Partial<ConsumerOptions> = {}): ConsumerOptions {
  return { network, autoOffsetReset: 'earliest', fetchMaxWaitMs: 20, retryBackoffMs: 5, retryBackoffMaxMs: 50, ...extra };
}

/** Consumer options for tests: short timeouts so that the real clock moves through rebalances fast. */
export function testConsumerOptions(network: NetworkClient, extra: Partial<ConsumerOptions> = {}): ConsumerOptions {
  return {
    network, groupId: 'g', autoOffsetReset: 'earliest', fetchMaxWaitMs: 20, heartbeatIntervalMs: 20, sessionTimeoutMs: 5_000,
    maxPollIntervalMs: 10_000, retryBackoffMs: 5, retryBackoffMaxMs: 50, ...extra,
  };
}

/** A Fetch a consumer sent, its target and (once answered) its answer. */
export type FetchExchange = RecordedFetch;

/** The in-process client, recording every Fetch as it is sent (and its answer once there is one). */
export function recordingFetches(cluster: InMemoryCluster, log: FetchExchange[]): NetworkClient {
  return recordFetches(new InProcessNetworkClient(cluster), log);
}
