/**
 * Per-test plumbing of the real-Kafka suites: fresh topics per test (unique names, created with the
 * cluster's default replication), producers built from `bootstrapServers` exactly as a user builds them
 * (closed after the test), each with a {@link ProducerLog}, and the independent Java reader.
 */
import { afterEach } from 'vitest';
import { seededRandom } from '../../src/internal/backoff.js';
import type { NetworkClient } from '../../src/network/network-client.js';
import { Producer } from '../../src/producer/producer.js';
import { CONTRACT_PRODUCER_DEFAULTS, type ContractProducerOptions } from '../contract/contract-target.js';
import { ProducerLog } from '../contract/producer-log.js';
import { IndependentReader } from './independent-reader.js';
import { createTopics, uniqueName } from './kafka-admin.js';
import type { RealKafkaEnv } from './real-kafka-env.js';

/** Topic names of one test: `orders` (3 partitions), `audit` (2), `input` (1), made unique. @internal */
export interface TestTopics {
  readonly orders: string;
  readonly audit: string;
  readonly input: string;
}

/** A producer under test and what it logged. @internal */
export interface LoggedProducer {
  readonly producer: Producer;
  readonly log: ProducerLog;
}

/** Producer options of a real-Kafka test. @internal */
export type RealKafkaProducerOptions = ContractProducerOptions & { readonly network?: NetworkClient };

/** One test's view of the real cluster. @internal */
export interface RealKafkaContext {
  readonly env: RealKafkaEnv;
  readonly topics: TestTopics;
  readonly reader: IndependentReader;
  /** A unique transactional id / group id for this test. */
  id(prefix: string): string;
  /** A producer from `bootstrapServers`, or on `network` when given (closed after the test, `network` is not). */
  producer(options?: RealKafkaProducerOptions): LoggedProducer;
}

let counter = 0;

/**
 * Returns a `start` function for use inside tests; its producers are closed after each test.
 * Real Kafka needs longer bounds than the in-memory cluster for the first request to a new topic
 * (leader election), so requestTimeoutMs is 10 s here.
 * @internal
 */
export function realKafkaContexts(env: RealKafkaEnv): () => Promise<RealKafkaContext> {
  const producers: Producer[] = [];
  afterEach(async () => {
    for (const producer of producers.splice(0)) await producer.close({ timeoutMs: 5_000 });
  });
  return async () => {
    const test = ++counter;
    const topics = { orders: uniqueName(`orders-${test}`), audit: uniqueName(`audit-${test}`), input: uniqueName(`input-${test}`) };
    await createTopics(env.bootstrapServers, [{ name: topics.orders, partitions: 3 }, { name: topics.audit, partitions: 2 }, { name: topics.input, partitions: 1 }]);
    let seed = test * 100;
    return {
      env,
      topics,
      reader: new IndependentReader(env.bootstrapServers),
      id: (prefix) => uniqueName(`${prefix}-${test}`),
      producer(options = {}) {
        const log = new ProducerLog();
        const transport = options.network === undefined ? { bootstrapServers: env.bootstrapServers.split(',') } : { network: options.network };
        const producer = new Producer({ ...CONTRACT_PRODUCER_DEFAULTS, requestTimeoutMs: 10_000, ...transport, random: seededRandom(seed++), logger: log, ...options });
        producers.push(producer);
        return { producer, log };
      },
    };
  };
}

/** Group metadata of a standalone (non-member) offset commit, KIP-447 form. @internal */
export const standaloneGroup = (groupId: string) => ({ groupId, generationId: -1, memberId: '', groupInstanceId: null });
