/**
 * KafkaJS 2.2.4 (an independent SASL client) against the TCP face started with `sasl` (and `tls`):
 * PLAIN, SCRAM-SHA-256 and SCRAM-SHA-512 authenticate and an idempotent produce lands in the cluster's
 * log; a wrong password is refused with KafkaJS's SASL authentication error.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import kafkajs from 'kafkajs';
import type { Producer, SASLOptions } from 'kafkajs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type TcpCluster } from '../../../src/testing/tcp/tcp-cluster.js';
import { readLog } from '../../interop/cluster-log.js';
import { selfSignedCertificate } from './self-signed-certificate.js';

let directory = '';
const broker = { key: '', cert: '' };

beforeAll(() => {
  directory = mkdtempSync(path.join(tmpdir(), 'kafka-eos-kafkajs-sasl-'));
  const { key, cert } = selfSignedCertificate(directory, 'broker');
  broker.key = key;
  broker.cert = cert;
});

afterAll(() => {
  rmSync(directory, { recursive: true, force: true });
});

const started: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const resource of started.splice(0).reverse()) await resource.close();
});

async function face(tls: boolean): Promise<TcpCluster> {
  const cluster = await startCluster({
    brokers: 1,
    topics: [{ name: 'kjs-sasl', partitions: 1 }],
    sasl: { mechanisms: ['PLAIN', 'SCRAM-SHA-256', 'SCRAM-SHA-512'], users: { alice: 'alice-secret' } },
    ...(tls ? { tls: broker } : {}),
  });
  started.push(cluster);
  return cluster;
}

async function connectedProducer(cluster: TcpCluster, sasl: SASLOptions, tls: boolean): Promise<Producer> {
  const kafka = new kafkajs.Kafka({
    clientId: 'kafka-eos-sasl-interop',
    brokers: cluster.bootstrapServers.split(','),
    logLevel: kafkajs.logLevel.NOTHING,
    retry: { retries: 1, initialRetryTime: 10 },
    sasl,
    ...(tls ? { ssl: { ca: [broker.cert] } } : {}),
  });
  const producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1 });
  started.push({ close: () => producer.disconnect() });
  await producer.connect();
  return producer;
}

describe('KafkaJS with SASL against the TCP face', () => {
  const cases = [
    { sasl: { mechanism: 'plain', username: 'alice', password: 'alice-secret' }, tls: false },
    { sasl: { mechanism: 'scram-sha-256', username: 'alice', password: 'alice-secret' }, tls: false },
    { sasl: { mechanism: 'scram-sha-512', username: 'alice', password: 'alice-secret' }, tls: true },
  ] as const satisfies readonly { sasl: SASLOptions; tls: boolean }[];

  for (const { sasl, tls } of cases) {
    it(`${sasl.mechanism}${tls ? ' over TLS' : ''}: authenticates and produces idempotently`, async () => {
      const cluster = await face(tls);
      const producer = await connectedProducer(cluster, sasl, tls);
      await producer.send({ topic: 'kjs-sasl', messages: [{ value: 'v1', partition: 0 }, { value: 'v2', partition: 0 }] });
      const log = readLog(cluster.cluster, 'kjs-sasl', 0);
      expect(log.map((entry) => (entry.kind === 'data' ? entry.value : entry.kind))).toEqual(['v1', 'v2']);
      expect(cluster.servers[0]?.authenticatedPrincipals()).toContain('alice');
    });
  }

  it('refuses a wrong SCRAM-SHA-512 password with KafkaJS\'s SASL authentication error', async () => {
    const cluster = await face(false);
    const error: unknown = await connectedProducer(cluster, { mechanism: 'scram-sha-512', username: 'alice', password: 'wrong' }, false).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(kafkajs.KafkaJSSASLAuthenticationError);
    expect(cluster.servers[0]?.authenticatedPrincipals()).toEqual([]);
  });
});
