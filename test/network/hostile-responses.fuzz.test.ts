/**
 * A short fuzz pass over what the client reads from a broker, with hostile but well-framed values
 * in Kafka's types: counts, indexes and ids at 2^31-1, -1 and friends.
 *
 * 1. Decoders: realistic responses of the APIs the client sends, encoded at every version, with each
 *    int32/int16 position and each varint byte overwritten by extreme values. Decoding must end in a
 *    clean result or a typed codec error (TruncatedInputError / CorruptInputError), quickly: a count of
 *    2^31-1 over a 200-byte frame must not allocate or loop 2^31 times.
 * 2. Metadata handling: the MetadataCache fed random responses built from extreme values keeps dense,
 *    bounded partition tables and hands the network layer only connectable brokers.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { noopLogger } from '../../src/config/logger.js';
import { MetadataCache, MetadataTimeoutError } from '../../src/cluster/metadata-cache.js';
import { CorruptInputError, TruncatedInputError } from '../../src/errors/codec-errors.js';
import { ManualClock } from '../../src/internal/clock.js';
import type { BrokerNode, NetworkClient } from '../../src/network/network-client.js';
import { encodeResponse } from '../../src/protocol/broker-framing.js';
import { decodeResponse } from '../../src/protocol/framing.js';
import { createApiVersionsResponse } from '../../src/protocol/messages/api-versions.generated.js';
import { createFindCoordinatorResponse, createFindCoordinatorResponseCoordinator } from '../../src/protocol/messages/find-coordinator.generated.js';
import { apis, type ApiKeyName } from '../../src/protocol/messages/index.generated.js';
import {
  createMetadataResponse,
  createMetadataResponseMetadataResponseBroker,
  createMetadataResponseMetadataResponsePartition,
  createMetadataResponseMetadataResponseTopic,
  type MetadataResponse,
} from '../../src/protocol/messages/metadata.generated.js';
import { createProduceResponse, createProduceResponsePartitionProduceResponse, createProduceResponseTopicProduceResponse } from '../../src/protocol/messages/produce.generated.js';
import { ZERO_UUID } from '../../src/protocol/primitives/uuid.js';
import { Writer } from '../../src/protocol/primitives/writer.js';

const INT32_EXTREMES = [0x7fffffff, -1, -0x80000000, 0x7ffffffe] as const;
const INT16_EXTREMES = [0x7fff, -1, -0x8000] as const;

/** Realistic bodies (nested arrays filled) for the responses the client decodes. */
function samples(): { api: ApiKeyName; body: unknown }[] {
  const metadata = createMetadataResponse({
    brokers: [1, 2].map((nodeId) => createMetadataResponseMetadataResponseBroker({ nodeId, host: `b${nodeId}`, port: 9092, rack: null })),
    controllerId: 1,
    topics: [createMetadataResponseMetadataResponseTopic({
      name: 'orders',
      partitions: [0, 1].map((partitionIndex) => createMetadataResponseMetadataResponsePartition({ partitionIndex, leaderId: 1, replicaNodes: [1, 2], isrNodes: [1] })),
    })],
  });
  const produce = createProduceResponse({
    responses: [createProduceResponseTopicProduceResponse({ name: 'orders', partitionResponses: [0, 1].map((index) => createProduceResponsePartitionProduceResponse({ index, baseOffset: 5n })) })],
  });
  const findCoordinator = createFindCoordinatorResponse({ nodeId: 1, host: 'b1', port: 9092, coordinators: [createFindCoordinatorResponseCoordinator({ key: 'tx', nodeId: 1, host: 'b1', port: 9092 })] });
  const apiVersions = createApiVersionsResponse({ apiKeys: [{ apiKey: 0, minVersion: 3, maxVersion: 11 }, { apiKey: 3, minVersion: 0, maxVersion: 12 }] });
  const defaults = (['InitProducerId', 'AddPartitionsToTxn', 'AddOffsetsToTxn', 'EndTxn', 'TxnOffsetCommit', 'SaslHandshake', 'SaslAuthenticate'] as const)
    .map((api) => ({ api, body: apis[api].response.create() }));
  return [{ api: 'Metadata', body: metadata }, { api: 'Produce', body: produce }, { api: 'FindCoordinator', body: findCoordinator }, { api: 'ApiVersions', body: apiVersions }, ...defaults];
}

/** Every frame of `body` at every version the codecs know (versions whose fields it cannot express are skipped). */
function frames(api: ApiKeyName, body: unknown): { version: number; frame: Buffer }[] {
  const descriptor = apis[api];
  const out: { version: number; frame: Buffer }[] = [];
  for (let version = descriptor.minVersion; version <= descriptor.maxVersion; version++) {
    const writer = new Writer();
    try {
      encodeResponse(writer, descriptor.apiKey, version, 7, body);
    } catch {
      continue;
    }
    out.push({ version, frame: writer.toBuffer() });
  }
  return out;
}

function decodes(frame: Buffer, apiKey: number, version: number): void {
  try {
    decodeResponse(frame, apiKey, version);
  } catch (error) {
    if (error instanceof TruncatedInputError || error instanceof CorruptInputError) return;
    throw error;
  }
}

describe('response decoders with hostile well-framed values', () => {
  it('extreme int32/int16 values at every position and 0xff varint bytes end in a result or a typed error', () => {
    const startedAt = Date.now();
    let mutations = 0;
    for (const { api, body } of samples()) {
      for (const { version, frame } of frames(api, body)) {
        // Keep the size prefix and correlation id (bytes 0-7) well-framed; mutate the rest.
        for (let offset = 8; offset < frame.length; offset++) {
          const variants: Buffer[] = [];
          const mutate = (write: (copy: Buffer) => void): void => {
            const copy = Buffer.from(frame);
            write(copy);
            variants.push(copy);
          };
          if (offset + 4 <= frame.length) for (const value of INT32_EXTREMES) mutate((copy) => copy.writeInt32BE(value, offset));
          if (offset + 2 <= frame.length) for (const value of INT16_EXTREMES) mutate((copy) => copy.writeInt16BE(value, offset));
          for (const byte of [0xff, 0x80]) mutate((copy) => { copy[offset] = byte; });
          for (const variant of variants) {
            decodes(variant, apis[api].apiKey, version);
            mutations++;
          }
        }
      }
    }
    expect(mutations).toBeGreaterThan(5_000);
    // Linear in the frame: the whole pass takes well under the test timeout even on a loaded machine.
    expect(Date.now() - startedAt).toBeLessThan(20_000);
  }, 30_000);
});

/** A NetworkClient answering every Metadata with `response`, recording what updateBrokers receives. */
class ScriptedMetadataNetwork implements NetworkClient {
  response: MetadataResponse = createMetadataResponse();
  readonly brokerUpdates: BrokerNode[][] = [];

  versions(): Promise<{ min: number; max: number }> {
    return Promise.resolve({ min: 0, max: 12 });
  }

  send(target: number | 'any', api: ApiKeyName): Promise<{ nodeId: number; version: number; response: never }> {
    if (api !== 'Metadata') return Promise.reject(new Error(`unexpected ${api}`));
    return Promise.resolve({ nodeId: target === 'any' ? 1 : target, version: 12, response: this.response as never });
  }

  updateBrokers(brokers: readonly BrokerNode[]): void {
    this.brokerUpdates.push([...brokers]);
  }

  brokers(): readonly BrokerNode[] {
    return this.brokerUpdates.at(-1) ?? [];
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

describe('MetadataCache with hostile metadata', () => {
  const extremeInt = fc.constantFrom(-1, 0, 1, 2, 3, 0x7ffffffe, 0x7fffffff, -0x80000000);
  const broker = fc.record({ nodeId: extremeInt, host: fc.constantFrom('', 'b', '127.0.0.1'), port: fc.constantFrom(-1, 0, 9092, 65535, 65536, 0x7fffffff), rack: fc.constant(null) });
  const partition = fc.record({ partitionIndex: extremeInt, leaderId: extremeInt, errorCode: fc.constantFrom(0, 0, 5, -1, 0x7fff) });
  const response = fc.record({
    brokers: fc.array(broker, { maxLength: 5 }),
    partitions: fc.array(partition, { maxLength: 6 }),
    topicErrorCode: fc.constantFrom(0, 0, 0, 3, -1),
  });

  it('keeps dense, bounded partition tables and passes on only connectable brokers', async () => {
    await fc.assert(fc.asyncProperty(response, async (generated) => {
      const network = new ScriptedMetadataNetwork();
      network.response = createMetadataResponse({
        brokers: generated.brokers.map((each) => createMetadataResponseMetadataResponseBroker(each)),
        topics: [createMetadataResponseMetadataResponseTopic({
          errorCode: generated.topicErrorCode,
          name: 'orders',
          topicId: ZERO_UUID,
          partitions: generated.partitions.map((each) => createMetadataResponseMetadataResponsePartition(each)),
        })],
      });
      const clock = new ManualClock();
      const cache = new MetadataCache({ network, clock, logger: noopLogger, retryBackoffMs: 100, requestTimeoutMs: 1000 });
      cache.requestUpdate('orders');
      await cache.maybeRefresh(clock.now());
      const topic = cache.topic('orders');
      if (topic !== undefined) {
        expect(topic.partitions.length).toBeLessThanOrEqual(generated.partitions.length);
        topic.partitions.forEach((each, index) => { expect(each.partition).toBe(index); });
        for (const index of [-1, 0, 0x7ffffffe, 0x7fffffff]) cache.leaderFor('orders', index);
        for (const available of cache.availablePartitions('orders')) expect(available).toBeLessThan(topic.partitions.length);
      } else {
        expect(cache.lastFailure).toBeDefined();
      }
      for (const update of network.brokerUpdates) {
        for (const each of update) {
          expect(each.nodeId).toBeGreaterThanOrEqual(0);
          expect(each.port).toBeGreaterThanOrEqual(1);
          expect(each.port).toBeLessThanOrEqual(65535);
          expect(each.host).not.toBe('');
        }
      }
      // A deadline already reached answers at once, whatever the metadata says.
      const outcome = await cache.awaitTopic('orders', clock.now()).then(() => 'known', (error: unknown) => (error instanceof MetadataTimeoutError ? 'timeout' : error));
      expect(['known', 'timeout']).toContain(outcome);
    }), { seed: 1212, numRuns: 300 });
  });
});
