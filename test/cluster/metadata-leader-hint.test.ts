/**
 * The metadata cache adopts a leader named in a broker's answer (KIP-951, Kafka
 * `Metadata.updatePartitionLeadership`) only when it says something newer: a known partition, a newer leader
 * epoch than the cached one (or none cached), and a broker whose address is known. A Metadata refresh that comes
 * back with an older epoch for the same topic keeps the newer leader (Kafka's last seen leader epochs).
 */
import { describe, expect, it } from 'vitest';
import { MetadataCache } from '../../src/cluster/metadata-cache.js';
import { noopLogger } from '../../src/config/logger.js';
import { ManualClock } from '../../src/internal/clock.js';
import type { BrokerNode, NetworkClient } from '../../src/network/network-client.js';
import {
  createMetadataResponse,
  createMetadataResponseMetadataResponseBroker,
  createMetadataResponseMetadataResponsePartition,
  createMetadataResponseMetadataResponseTopic,
  type MetadataResponse,
} from '../../src/protocol/messages/metadata.generated.js';
import type { ApiKeyName } from '../../src/protocol/messages/index.generated.js';

const TOPIC_ID = '00000000-0000-0000-0000-000000000042';

/** Answers every Metadata request with `response`; remembers the brokers it was told. */
class ScriptedNetwork implements NetworkClient {
  response: MetadataResponse = createMetadataResponse();
  known: BrokerNode[] = [];
  versions(): Promise<{ min: number; max: number }> { return Promise.resolve({ min: 0, max: 12 }); }
  send(_target: number | 'any', api: ApiKeyName): Promise<{ nodeId: number; version: number; response: never }> {
    if (api !== 'Metadata') return Promise.reject(new Error(`unexpected ${api}`));
    return Promise.resolve({ nodeId: 1, version: 12, response: this.response as never });
  }

  updateBrokers(brokers: readonly BrokerNode[]): void { this.known = [...brokers]; }
  brokers(): readonly BrokerNode[] { return this.known; }
  close(): Promise<void> { return Promise.resolve(); }
}

/** Metadata: brokers 1-3, topic `orders` with partitions led by `leaders` at `epoch`. */
function metadata(leaders: readonly number[], epoch: number, topicId = TOPIC_ID): MetadataResponse {
  return createMetadataResponse({
    brokers: [1, 2, 3].map((nodeId) => createMetadataResponseMetadataResponseBroker({ nodeId, host: `b${nodeId}`, port: 9092, rack: null })),
    topics: [createMetadataResponseMetadataResponseTopic({
      name: 'orders', topicId,
      partitions: leaders.map((leaderId, partitionIndex) => createMetadataResponseMetadataResponsePartition({ partitionIndex, leaderId, leaderEpoch: epoch })),
    })],
  });
}

async function cacheWith(response: MetadataResponse): Promise<{ cache: MetadataCache; network: ScriptedNetwork; refresh: () => Promise<void> }> {
  const network = new ScriptedNetwork();
  network.response = response;
  const clock = new ManualClock();
  const cache = new MetadataCache({ network, clock, logger: noopLogger, retryBackoffMs: 100, requestTimeoutMs: 1_000 });
  const refresh = async (): Promise<void> => {
    cache.requestUpdate('orders');
    await cache.maybeRefresh(clock.now());
  };
  await refresh();
  return { cache, network, refresh };
}

describe('MetadataCache.updatePartitionLeadership (KIP-951)', () => {
  it('adopts a newer leader epoch for a known partition led by a known broker', async () => {
    const { cache } = await cacheWith(metadata([1, 2], 5));
    expect(cache.updatePartitionLeadership('orders', 0, 3, 6)).toBe(true);
    expect(cache.leaderFor('orders', 0)).toBe(3);
    expect(cache.leaderEpochFor('orders', 0)).toBe(6);
    // The other partition is untouched.
    expect(cache.leaderFor('orders', 1)).toBe(2);
    expect(cache.leaderEpochFor('orders', 1)).toBe(5);
  });

  it('ignores an epoch that is not newer, an unknown partition or topic, an unknown broker, and incomplete hints', async () => {
    const { cache } = await cacheWith(metadata([1, 2], 5));
    expect(cache.updatePartitionLeadership('orders', 0, 3, 5)).toBe(false);
    expect(cache.updatePartitionLeadership('orders', 0, 3, 4)).toBe(false);
    expect(cache.updatePartitionLeadership('orders', 7, 3, 9)).toBe(false);
    expect(cache.updatePartitionLeadership('audit', 0, 3, 9)).toBe(false);
    expect(cache.updatePartitionLeadership('orders', 0, 9, 9)).toBe(false);
    expect(cache.updatePartitionLeadership('orders', 0, -1, 9)).toBe(false);
    expect(cache.updatePartitionLeadership('orders', 0, 3, -1)).toBe(false);
    expect(cache.leaderFor('orders', 0)).toBe(1);
    expect(cache.leaderEpochFor('orders', 0)).toBe(5);
  });

  it('adopts any hint when the cached epoch is unknown (Metadata before v7)', async () => {
    const { cache } = await cacheWith(metadata([1], -1));
    expect(cache.updatePartitionLeadership('orders', 0, 2, 0)).toBe(true);
    expect(cache.leaderFor('orders', 0)).toBe(2);
  });

  it('a refresh with an older epoch for the same topic keeps the newer leader; a newer or equal epoch replaces it', async () => {
    const { cache, network, refresh } = await cacheWith(metadata([1, 2], 5));
    cache.updatePartitionLeadership('orders', 0, 3, 6);
    await refresh();
    expect(cache.leaderFor('orders', 0)).toBe(3);
    expect(cache.leaderEpochFor('orders', 0)).toBe(6);
    network.response = metadata([2, 2], 6);
    await refresh();
    expect(cache.leaderFor('orders', 0)).toBe(2);
    network.response = metadata([1, 3], 7);
    await refresh();
    expect([cache.leaderFor('orders', 0), cache.leaderFor('orders', 1)]).toEqual([1, 3]);
  });

  it('a recreated topic (another id) starts over: its older epochs are taken', async () => {
    const { cache, network, refresh } = await cacheWith(metadata([1], 5));
    network.response = metadata([2], 0, '00000000-0000-0000-0000-000000000043');
    await refresh();
    expect(cache.leaderFor('orders', 0)).toBe(2);
    expect(cache.leaderEpochFor('orders', 0)).toBe(0);
  });
});
