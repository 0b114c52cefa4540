/**
 * The small interface the transactional contract suite is written against (franz-go runs one integration
 * suite against kfake and a real broker; STYLE.md §8). A target owns a cluster, builds producers wired to
 * it, knows how to wait for a promise on its clock, and stops everything it started.
 */
import type { Producer, ProducerOptions } from '../../src/producer/producer.js';
import type { InMemoryCluster } from '../../src/testing/in-memory-cluster.js';
import type { TransactionVersion } from '../../src/testing/transaction-metadata.js';

/**
 * Producer options a scenario may set: everything but the transport and the clock, which are the target's.
 * @internal
 */
export type ContractProducerOptions = Omit<ProducerOptions, 'network' | 'clock' | 'bootstrapServers' | 'tls' | 'sasl'>;

/**
 * Short bounds shared by every target, so that a fault that costs one request timeout (a lost response)
 * costs two seconds on a real clock, and retries back off in milliseconds.
 * @internal
 */
export const CONTRACT_PRODUCER_DEFAULTS = {
  lingerMs: 0,
  requestTimeoutMs: 2_000,
  deliveryTimeoutMs: 20_000,
  transactionTimeoutMs: 60_000,
  maxBlockMs: 20_000,
  retryBackoffMs: 10,
  retryBackoffMaxMs: 100,
} as const satisfies ContractProducerOptions;

/**
 * A cluster the contract suite can run on.
 * @internal
 */
export interface ContractTarget {
  /** Shown in test titles. */
  readonly name: string;
  /** The cluster behind the target: faults are injected and final state is read through it. */
  readonly cluster: InMemoryCluster;
  /** A producer connected to the cluster; {@link ContractTarget.close} closes it. */
  makeProducer(options: ContractProducerOptions): Producer;
  /** Waits until `promise` settles (advancing the target's clock when it has a manual one) and returns its outcome. */
  settle<T>(promise: Promise<T>): Promise<T>;
  /** The target's clock in milliseconds (cluster time on a ManualClock, wall time otherwise). */
  now(): number;
  /** Takes a broker down (clients are cut off) or brings it back. */
  setBrokerUp(brokerId: number, up: boolean): Promise<void>;
  /** Closes every producer, then the cluster and whatever serves it. */
  close(): Promise<void>;
}

/**
 * Cluster settings a scenario asks for.
 * @internal
 */
export interface ContractClusterOptions {
  readonly transactionVersion?: TransactionVersion;
}

/**
 * Starts a fresh target (three brokers; topics `orders` with 3 partitions, `audit` with 2, `input` with 1).
 * @internal
 */
export type ContractTargetFactory = (options: ContractClusterOptions) => Promise<ContractTarget>;

/** The topics every target creates. @internal */
export const CONTRACT_TOPICS = [
  { name: 'orders', partitions: 3 },
  { name: 'audit', partitions: 2 },
  { name: 'input', partitions: 1 },
] as const;
