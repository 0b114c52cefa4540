/**
 * The KafkaJS adapter's bad input, without KafkaJS: options validated with zod into one ConfigError naming every
 * field (unknown options with a suggestion), and typed errors for bad arguments and for use after close().
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/config-error.js';
import { InvalidArgumentError, InvalidTopicError } from '../../src/errors/argument-errors.js';
import { KafkaJsSource, KafkaJsSourceClosedError, type KafkaJsConsumerLike, type KafkaJsSourceOptions } from '../../src/kafkajs/index.js';
import { InMemoryCluster } from '../../src/testing/in-memory-cluster.js';
import { InProcessNetworkClient } from '../../src/testing/in-process-network-client.js';

/** Enough of a KafkaJS consumer for the constructor and seek (never run here). */
function fakeConsumer(): KafkaJsConsumerLike & { readonly seeks: unknown[] } {
  const seeks: unknown[] = [];
  return {
    seeks,
    run: () => Promise.resolve(),
    seek: (offset) => { seeks.push(offset); },
    on: () => () => undefined,
    events: { GROUP_JOIN: 'consumer.group_join', REBALANCING: 'consumer.rebalancing', CRASH: 'consumer.crash', STOP: 'consumer.stop' },
  };
}

function configError(options: unknown): ConfigError {
  try {
    new KafkaJsSource(options as KafkaJsSourceOptions);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('no ConfigError');
}

const cluster = new InMemoryCluster({ topics: [{ name: 'in', partitions: 1 }] });
const network = new InProcessNetworkClient(cluster);
const sources: KafkaJsSource[] = [];
afterEach(async () => {
  for (const source of sources.splice(0)) await source.close();
});
afterAll(async () => {
  await network.close();
  cluster.close();
});

describe('KafkaJsSource options', () => {
  it('names every bad field in one ConfigError, with a suggestion for a mistyped option', () => {
    const error = configError({
      consumer: {}, groupId: '', bootstrapServers: ['no-port'], heartbeatIntervalMs: 0, committedTimeoutMs: -1,
      partitionsConsumedConcurrently: 1.5, generations: 'yes', logger: console.log, heartbeatInterval: 100,
    });
    expect(error.issues.map((issue) => issue.field).sort()).toEqual([
      'bootstrapServers.0', 'committedTimeoutMs', 'consumer', 'generations', 'groupId', 'heartbeatInterval', 'heartbeatIntervalMs', 'logger', 'partitionsConsumedConcurrently',
    ]);
    expect(error.message).toContain("did you mean 'heartbeatIntervalMs'?");
    expect(error.message).toContain('consumer: must be a KafkaJS consumer');
  });

  it('needs bootstrapServers unless network is given; refuses a non-object', () => {
    expect(configError({ consumer: fakeConsumer(), groupId: 'g' }).issues).toEqual([
      { field: 'bootstrapServers', message: 'is required unless network is given (the adapter reads stable offsets itself)' },
    ]);
    expect(configError(null).issues[0]?.message).toMatch(/must be an object/);
    expect(configError({ consumer: fakeConsumer(), groupId: 'g', network: {} }).issues.map((issue) => issue.field)).toEqual(['network']);
    sources.push(new KafkaJsSource({ consumer: fakeConsumer(), groupId: 'g', network }));
    sources.push(new KafkaJsSource({ consumer: fakeConsumer(), groupId: 'g', bootstrapServers: ['localhost:9092'], tls: true }));
  });
});

describe('KafkaJsSource arguments and close', () => {
  it('rejects bad seek offsets, partitions and poll options with typed errors naming the argument', async () => {
    const consumer = fakeConsumer();
    const source = new KafkaJsSource({ consumer, groupId: 'g', network });
    sources.push(source);
    expect(() => { source.seek([{ topic: 'in', partition: 0, offset: 5 as never }]); }).toThrow(InvalidArgumentError);
    expect(() => { source.seek([{ topic: 'in', partition: 0, offset: -1n }]); }).toThrow(/offsets\[0\]\.offset must be a bigint >= 0/);
    expect(() => { source.seek([{ topic: 'bad topic', partition: 0, offset: 0n }]); }).toThrow(InvalidTopicError);
    expect(consumer.seeks).toEqual([]);
    source.seek([{ topic: 'in', partition: 0, offset: 3n }]);
    expect(consumer.seeks).toEqual([{ topic: 'in', partition: 0, offset: '3' }]);
    await expect(source.committed([{ topic: 'in', partition: -1 }])).rejects.toThrow(/partitions\[0\]\.partition/);
    await expect(source.poll({ maxRecords: 0 })).rejects.toThrow(/options\.maxRecords must be an integer >= 1/);
  });

  it('every call after close() fails with KafkaJsSourceClosedError', async () => {
    const source = new KafkaJsSource({ consumer: fakeConsumer(), groupId: 'g', network });
    await source.close();
    await expect(source.poll()).rejects.toBeInstanceOf(KafkaJsSourceClosedError);
    await expect(source.committed([{ topic: 'in', partition: 0 }])).rejects.toMatchObject({ code: 'ERR_SOURCE_CLOSED' });
    expect(() => { source.seek([]); }).toThrow(KafkaJsSourceClosedError);
    await expect(source.start()).rejects.toBeInstanceOf(KafkaJsSourceClosedError);
    await source.close(); // idempotent
  });
});
