/**
 * The broker of every run: a fresh librdkafka mock cluster (test/librdkafka-mock, reused as is) with 3
 * brokers and one topic of 6 partitions, leaders pinned round robin (partition p on broker p % 3 + 1), the
 * transaction coordinator pinned on broker 1 and the group coordinator on broker 2, so every client sees the
 * same layout and the same number of connections. Also: injected latency, per-transaction error patterns,
 * and the end-offset count that verifies each run.
 */
import { createListOffsetsRequest, createListOffsetsRequestListOffsetsPartition } from '../../src/protocol/messages/list-offsets.generated.js';
import { startMockCluster, type MockApiKey, type MockCluster, type MockErrorCode } from '../../test/librdkafka-mock/mock-cluster.js';
import { rawRequest, type RawRequestTarget } from '../../test/librdkafka-mock/raw-request.js';

/**
 * Names every run uses.
 * @internal
 */
export const BENCH_LAYOUT = {
  brokers: 3,
  topic: 'bench',
  partitions: 6,
  transactionalId: 'bench-txn',
  groupId: 'bench-group',
  transactionCoordinator: 1,
  groupCoordinator: 2,
} as const;

/** Leader of `partition` in {@link BENCH_LAYOUT}. */
function leaderOf(partition: number): number {
  return (partition % BENCH_LAYOUT.brokers) + 1;
}

/**
 * The mock broker leading each of the bench topic's partitions.
 * @internal
 */
export function mockPartitionLeaders(cluster: MockCluster): Map<number, RawRequestTarget> {
  const leaders = new Map<number, RawRequestTarget>();
  for (let partition = 0; partition < BENCH_LAYOUT.partitions; partition++) {
    const leader = cluster.brokers.find((broker) => broker.id === leaderOf(partition));
    if (leader === undefined) throw new Error(`mock broker ${leaderOf(partition)} is missing`);
    leaders.set(partition, leader);
  }
  return leaders;
}

/**
 * Options of {@link startBenchCluster}.
 * @internal
 */
export interface BenchClusterOptions {
  /**
   * Leave Nagle's algorithm on the mock brokers' sockets (librdkafka's default). Default `false`: the
   * brokers set TCP_NODELAY, as Apache Kafka does; the `-nagle` rows of the report run with it on.
   */
  readonly nagle?: boolean;
}

/**
 * Starts a fresh cluster in the bench layout with `rttMs` added to every response of every broker.
 * The caller closes it.
 * @internal
 */
export async function startBenchCluster(rttMs: number, options: BenchClusterOptions = {}): Promise<MockCluster> {
  const cluster = await startMockCluster({
    brokers: BENCH_LAYOUT.brokers,
    nagle: options.nagle === true,
    topics: [{ name: BENCH_LAYOUT.topic, partitions: BENCH_LAYOUT.partitions }],
  });
  try {
    for (let partition = 0; partition < BENCH_LAYOUT.partitions; partition++) {
      await cluster.setLeader(BENCH_LAYOUT.topic, partition, leaderOf(partition));
    }
    await cluster.setCoordinator('transaction', BENCH_LAYOUT.transactionalId, BENCH_LAYOUT.transactionCoordinator);
    await cluster.setCoordinator('group', BENCH_LAYOUT.groupId, BENCH_LAYOUT.groupCoordinator);
    if (rttMs > 0) await cluster.setRtt('all', rttMs);
  } catch (error: unknown) {
    await cluster.close();
    throw error;
  }
  return cluster;
}

/** Entries per push_errors command: the harness program takes at most 511 arguments per line. */
const PUSH_CHUNK = 500;

/**
 * Makes the next `transactions` transactions each meet `error` once on `api`: pushes the pattern
 * (error, NONE) per transaction onto the cluster-wide stack, i.e. the first request of `api` in a
 * transaction fails and its retry succeeds. Assumes one request of `api` per transaction, as every client
 * sends for a single-partition, single-group transaction.
 * @internal
 */
export async function injectOncePerTransaction(cluster: MockCluster, api: MockApiKey, error: MockErrorCode, transactions: number): Promise<void> {
  const pattern: MockErrorCode[] = [];
  for (let i = 0; i < transactions; i++) pattern.push(error, 'NONE');
  for (let start = 0; start < pattern.length; start += PUSH_CHUNK) {
    await cluster.pushRequestErrors(api, pattern.slice(start, start + PUSH_CHUNK));
  }
}

/** ListOffsets timestamp -1: the log end offset. */
const LATEST = -1n;

/**
 * Sum of the log end offsets of the bench topic's partitions (ListOffsets v1 to each leader). On a fresh
 * cluster this is the number of records written: the mock writes no transaction markers.
 * @internal
 */
export async function countRecords(cluster: MockCluster): Promise<bigint> {
  let total = 0n;
  for (const broker of cluster.brokers) {
    const partitions: number[] = [];
    for (let partition = 0; partition < BENCH_LAYOUT.partitions; partition++) {
      if (leaderOf(partition) === broker.id) partitions.push(partition);
    }
    if (partitions.length === 0) continue;
    const response = await rawRequest(broker, 'ListOffsets', 1, createListOffsetsRequest({
      replicaId: -1,
      topics: [{ name: BENCH_LAYOUT.topic, partitions: partitions.map((partitionIndex) => createListOffsetsRequestListOffsetsPartition({ partitionIndex, timestamp: LATEST })) }],
    }));
    for (const topic of response.topics) {
      for (const partition of topic.partitions) {
        if (partition.errorCode !== 0) throw new Error(`ListOffsets ${topic.name}-${partition.partitionIndex} on broker ${broker.id}: error ${partition.errorCode}`);
        total += partition.offset;
      }
    }
  }
  return total;
}
