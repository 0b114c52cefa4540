/**
 * The cluster the admin contract scenarios run on: the in-memory cluster's TCP face, or real Apache Kafka
 * (KAFKA_BOOTSTRAP). Both are reached the way a user reaches them, from `bootstrapServers`; the target builds the
 * admin clients, producers and consumers of a scenario and closes them after it. Names are unique per run, so the
 * scenarios also run against a long-lived cluster.
 */
import { Admin } from '../../src/admin/admin.js';
import type { AdminOptions } from '../../src/config/admin-options.js';
import type { ConsumerOptions } from '../../src/config/consumer-options.js';
import { Consumer } from '../../src/consumer/consumer.js';
import { Producer } from '../../src/producer/producer.js';
import { startCluster, type TcpCluster } from '../../src/testing/tcp/tcp-cluster.js';
import { CONTRACT_PRODUCER_DEFAULTS, type ContractProducerOptions } from '../contract/contract-target.js';
import { createTopics, uniqueName } from '../kafka/kafka-admin.js';

/** One cluster under test. @internal */
export interface AdminTarget {
  readonly name: 'in-memory' | 'kafka';
  readonly bootstrapServers: string;
  readonly transactionVersion: 1 | 2;
  /** Brokers of the cluster. */
  readonly brokerCount: number;
  /** A name unique to this run. */
  unique(prefix: string): string;
  /** Creates topics with the test helper (not with the admin client under test). */
  createTopics(topics: readonly { readonly name: string; readonly partitions: number }[]): Promise<void>;
  admin(options?: Omit<AdminOptions, 'bootstrapServers'>): Admin;
  producer(options?: ContractProducerOptions): Producer;
  consumer(options?: Omit<ConsumerOptions, 'bootstrapServers' | 'network'>): Consumer;
  /** Closes what the scenario built. */
  cleanUp(): Promise<void>;
  /** Stops the cluster when the target started it. */
  close(): Promise<void>;
}

function clients(bootstrapServers: string): Pick<AdminTarget, 'admin' | 'producer' | 'consumer' | 'cleanUp'> {
  const closers: (() => Promise<unknown>)[] = [];
  const servers = bootstrapServers.split(',');
  return {
    admin(options = {}) {
      const admin = new Admin({ bootstrapServers: servers, requestTimeoutMs: 10_000, defaultApiTimeoutMs: 30_000, retryBackoffMs: 20, retryBackoffMaxMs: 200, ...options });
      closers.push(() => admin.close());
      return admin;
    },
    producer(options = {}) {
      const producer = new Producer({ ...CONTRACT_PRODUCER_DEFAULTS, requestTimeoutMs: 10_000, bootstrapServers: servers, ...options });
      closers.push(() => producer.close({ timeoutMs: 5_000 }).catch(() => undefined));
      return producer;
    },
    consumer(options = {}) {
      const consumer = new Consumer({ autoOffsetReset: 'earliest', fetchMaxWaitMs: 50, retryBackoffMs: 20, retryBackoffMaxMs: 200, ...options, bootstrapServers: servers });
      closers.push(() => consumer.close({ timeoutMs: 5_000 }).catch(() => undefined));
      return consumer;
    },
    async cleanUp() {
      for (const close of closers.splice(0).reverse()) await close();
    },
  };
}

/** The in-memory cluster (3 brokers) on its TCP face. @internal */
export async function inMemoryAdminTarget(transactionVersion: 1 | 2 = 2): Promise<AdminTarget> {
  const face: TcpCluster = await startCluster({ brokers: 3, transactionVersion });
  return {
    name: 'in-memory', bootstrapServers: face.bootstrapServers, transactionVersion, brokerCount: 3,
    unique: uniqueName,
    createTopics: (topics) => createTopics(face.bootstrapServers, topics),
    ...clients(face.bootstrapServers),
    close: () => face.close(),
  };
}

/** Real Kafka at `bootstrapServers`. @internal */
export function kafkaAdminTarget(bootstrapServers: string, transactionVersion: 1 | 2, brokerCount: number): AdminTarget {
  return {
    name: 'kafka', bootstrapServers, transactionVersion, brokerCount,
    unique: uniqueName,
    createTopics: (topics) => createTopics(bootstrapServers, topics),
    ...clients(bootstrapServers),
    close: () => Promise.resolve(),
  };
}

/** Polls `condition` every 50 ms until it holds; fails after `timeoutMs` naming `what`. @internal */
export async function eventually<T>(what: string, condition: () => Promise<T | undefined | false>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await condition();
      if (value !== undefined && value !== false) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${last instanceof Error ? `: ${last.message}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
