/**
 * The public Producer built from `bootstrapServers` (no `network` passed): it creates its own
 * TcpNetworkClient and closes it on close(). Run against the in-memory cluster's TCP face, where
 * read_committed visibility and transactional offsets can be checked through the cluster's own API.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../../../src/config/config-error.js';
import { Producer } from '../../../src/producer/producer.js';
import { startCluster, type TcpCluster } from '../../../src/testing/tcp/tcp-cluster.js';
import { committedOffset, committedValues, markers } from '../../interop/cluster-log.js';

const started: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const resource of started.splice(0).reverse()) await resource.close();
});

async function face(): Promise<TcpCluster> {
  const cluster = await startCluster({ brokers: 3, topics: [{ name: 'orders', partitions: 3 }, { name: 'payments', partitions: 2 }, { name: 'input', partitions: 1 }] });
  started.push(cluster);
  return cluster;
}

const openConnections = (cluster: TcpCluster): number => cluster.servers.reduce((sum, server) => sum + server.connectionCount, 0);

describe('Producer over TCP (built from bootstrapServers)', () => {
  it('commits and aborts transactions across two topics with offsets; read_committed sees only the commit', async () => {
    const tcp = await face();
    const producer = new Producer({ bootstrapServers: tcp.bootstrapServers.split(','), transactionalId: 'tcp-tx', clientId: 'tcp-producer', lingerMs: 0 });
    started.push(producer);
    await producer.initTransactions();
    const first = producer.producerIdentity;
    expect(first.producerId).toBeGreaterThanOrEqual(0n);

    producer.beginTransaction();
    await producer.send([
      { topic: 'orders', partition: 0, value: 'o1' },
      { topic: 'orders', partition: 0, value: 'o2' },
      { topic: 'payments', partition: 1, value: 'p1' },
    ]);
    await producer.sendOffsetsToTransaction([{ topic: 'input', partition: 0, offset: 7n }], { groupId: 'tcp-group', generationId: -1, memberId: '', groupInstanceId: null });
    await producer.commitTransaction();

    producer.beginTransaction();
    await producer.send([{ topic: 'orders', partition: 0, value: 'aborted' }, { topic: 'payments', partition: 1, value: 'aborted' }]);
    await producer.sendOffsetsToTransaction([{ topic: 'input', partition: 0, offset: 99n }], { groupId: 'tcp-group', generationId: -1, memberId: '', groupInstanceId: null });
    await producer.abortTransaction();

    expect(committedValues(tcp.cluster, 'orders', 0)).toEqual(['o1', 'o2']);
    expect(committedValues(tcp.cluster, 'payments', 1)).toEqual(['p1']);
    expect(markers(tcp.cluster, 'orders', 0)).toEqual(['commit', 'abort']);
    expect(committedOffset(tcp.cluster, 'tcp-group', 'input', 0)).toBe(7n);
    expect(producer.producerIdentity.producerId).toBe(first.producerId);
    expect(openConnections(tcp)).toBeGreaterThan(0);

    await producer.close();
    // The producer owned its TCP client: close() closed every connection it opened.
    await expect.poll(() => openConnections(tcp), { timeout: 5_000, interval: 10 }).toBe(0);
  });

  it('an idempotent producer writes each record once under one producer id', async () => {
    const tcp = await face();
    const producer = new Producer({ bootstrapServers: tcp.bootstrapServers.split(','), lingerMs: 0 });
    started.push(producer);
    const results = await producer.send(Array.from({ length: 50 }, (_, index) => ({ topic: 'orders', partition: index % 3, value: `r${index}` })));
    expect(results.map((result) => result.offset)).toEqual(Array.from({ length: 50 }, (_, index) => BigInt(Math.floor(index / 3))));
    for (let partition = 0; partition < 3; partition++) {
      expect(committedValues(tcp.cluster, 'orders', partition)).toEqual(Array.from({ length: 50 }, (_, index) => index).filter((index) => index % 3 === partition).map((index) => `r${index}`));
    }
    await producer.close();
  });

  it('without network and without bootstrapServers is a ConfigError naming bootstrapServers', () => {
    let error: unknown;
    try {
      new Producer({ transactionalId: 'nowhere' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).issues.map((issue) => issue.field)).toEqual(['bootstrapServers']);
  });

  it('validates tls and sasl with the TCP client schemas', () => {
    const configured = new Producer({ bootstrapServers: ['127.0.0.1:9'], sasl: { mechanism: 'plain', username: 'u', password: 'p' }, tls: { rejectUnauthorized: false } });
    started.push(configured);
    expect(configured.config.sasl).toEqual({ mechanism: 'plain', username: 'u', password: 'p' });
    expect(configured.config.tls).toEqual({ rejectUnauthorized: false });
    let error: unknown;
    try {
      new Producer({ bootstrapServers: ['127.0.0.1:9'], sasl: { mechanism: 'gssapi' } as never });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).issues[0]?.field).toMatch(/^sasl/);
  });
});
