/**
 * `bootstrapServers` as every Kafka tool writes it: the comma-separated string (`'a:9092,b:9092'`) or an array, the
 * same rule in each place that takes it (producer, consumer, TCP client, KafkaJS adapter), with an empty entry
 * refused under its index. Then end to end: a producer, a consumer and the KafkaJS adapter given the string a TCP
 * face prints reach that cluster.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, type ConfigIssue } from '../../src/config/config-error.js';
import { resolveAdminConfig } from '../../src/config/admin-config.js';
import { resolveConsumerConfig } from '../../src/config/consumer-config.js';
import { resolveProducerConfig } from '../../src/config/producer-config.js';
import { Consumer } from '../../src/consumer/consumer.js';
import { resolveKafkaJsSourceOptions } from '../../src/kafkajs/kafkajs-source-config.js';
import { KafkaJsSource, type KafkaJsConsumerLike } from '../../src/kafkajs/index.js';
import { resolveTcpNetworkClientOptions } from '../../src/config/tcp-network-client-config.js';
import { TcpNetworkClient } from '../../src/network/tcp/tcp-network-client.js';
import { Producer } from '../../src/producer/producer.js';
import { startCluster } from '../../src/testing/tcp/tcp-cluster.js';

const kafkaJsConsumer: KafkaJsConsumerLike = {
  run: () => Promise.resolve(),
  seek: () => undefined,
  on: () => () => undefined,
  events: { GROUP_JOIN: 'consumer.group_join', REBALANCING: 'consumer.rebalancing', CRASH: 'consumer.crash', STOP: 'consumer.stop' },
};

/** Each place that takes bootstrap servers, as a function from the option to the resolved list. */
const takers: readonly (readonly [string, (servers: unknown) => readonly string[] | undefined])[] = [
  ['producer', (servers) => resolveProducerConfig({ bootstrapServers: servers as string }).bootstrapServers],
  ['consumer', (servers) => resolveConsumerConfig({ bootstrapServers: servers as string }).bootstrapServers],
  ['TCP client', (servers) => resolveTcpNetworkClientOptions({ bootstrapServers: servers as string }).bootstrapServers],
  ['KafkaJS adapter', (servers) => resolveKafkaJsSourceOptions({ consumer: kafkaJsConsumer, groupId: 'g', bootstrapServers: servers as string }).bootstrapServers],
  ['admin client', (servers) => resolveAdminConfig({ bootstrapServers: servers as string }).bootstrapServers],
];

function issuesOf(resolve: () => unknown): readonly ConfigIssue[] {
  try {
    resolve();
  } catch (error) {
    if (error instanceof ConfigError) return error.issues;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe.each(takers)('bootstrapServers of the %s', (_name, resolve) => {
  it('takes the comma-separated string, trimming whitespace around each entry', () => {
    expect(resolve('a.example:9092,b.example:9093')).toEqual(['a.example:9092', 'b.example:9093']);
    expect(resolve(' a.example:9092 ,\t[::1]:9093 ')).toEqual(['a.example:9092', '[::1]:9093']);
    expect(resolve('a.example:9092')).toEqual(['a.example:9092']);
  });

  it('still takes an array of "host:port"', () => {
    expect(resolve(['a.example:9092', ' b.example:9093'])).toEqual(['a.example:9092', 'b.example:9093']);
  });

  it('refuses an empty entry under its index, in a string or an array', () => {
    for (const [servers, field] of [['a:9092,,b:9092', 'bootstrapServers.1'], ['a:9092,', 'bootstrapServers.1'], [',a:9092', 'bootstrapServers.0'], [['a:9092', ' '], 'bootstrapServers.1']] as const) {
      expect(issuesOf(() => resolve(servers))).toEqual([{ field, message: 'is empty: every entry must be "host:port"' }]);
    }
  });

  it('refuses an empty list, a bad entry and a value of another type, naming the field', () => {
    expect(issuesOf(() => resolve(''))).toEqual([{ field: 'bootstrapServers', message: 'must list at least one "host:port"' }]);
    expect(issuesOf(() => resolve('  '))).toEqual([{ field: 'bootstrapServers', message: 'must list at least one "host:port"' }]);
    expect(issuesOf(() => resolve([]))).toEqual([{ field: 'bootstrapServers', message: 'must list at least one "host:port"' }]);
    expect(issuesOf(() => resolve('a:9092,no-port'))).toEqual([{ field: 'bootstrapServers.1', message: 'must be "host:port" (IPv6 hosts in brackets)' }]);
    expect(issuesOf(() => resolve('a:0'))).toEqual([{ field: 'bootstrapServers.0', message: 'port must be in 1-65535' }]);
    expect(issuesOf(() => resolve(9092))).toEqual([{ field: 'bootstrapServers', message: 'must be "host:port,host:port" or an array of "host:port"' }]);
  });
});

describe('the string a TCP face prints, given as bootstrapServers', () => {
  const closers: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
  });

  it('connects a producer, a consumer and the KafkaJS adapter', async () => {
    const face = await startCluster({ brokers: 2, topics: [{ name: 'orders', partitions: 1 }] });
    closers.push(() => face.close());
    expect(face.bootstrapServers).toMatch(/^[^,]+:\d+,[^,]+:\d+$/);

    const producer = new Producer({ bootstrapServers: face.bootstrapServers, lingerMs: 0 });
    closers.push(() => producer.close());
    const written = await producer.send({ topic: 'orders', value: 'one' });
    expect(written.offset).toBe(0n);

    const consumer = new Consumer({ bootstrapServers: face.bootstrapServers.replace(',', ' , '), autoOffsetReset: 'earliest' });
    closers.push(() => consumer.close());
    consumer.assign([{ topic: 'orders', partition: 0 }]);
    let records = (await consumer.poll({ timeoutMs: 1_000 })).records;
    for (let attempt = 0; records.length === 0 && attempt < 20; attempt++) records = (await consumer.poll({ timeoutMs: 1_000 })).records;
    expect(records.map((record) => Buffer.from(record.value ?? []).toString())).toEqual(['one']);

    const source = new KafkaJsSource({ consumer: kafkaJsConsumer, groupId: 'g', bootstrapServers: face.bootstrapServers });
    closers.push(() => source.close());
    const network = new TcpNetworkClient({ bootstrapServers: face.bootstrapServers });
    closers.push(() => network.close());
    expect(network.brokers().length).toBe(2);
  });
});
