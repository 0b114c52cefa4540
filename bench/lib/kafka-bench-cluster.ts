/**
 * The broker of `npm run bench -- --broker kafka` (issue 10 part 6): one real Apache Kafka cluster
 * (test/kafka's `startKafkaCluster()`: one KRaft controller and 3 brokers, transaction.version 2) started
 * by the bench and shared by every run. Each run gets a fresh topic of {@link BENCH_LAYOUT} partitions with
 * replication factor 3 (given explicitly: CreateTopics with -1 takes the controller's default of 1 on this
 * cluster) and `min.insync.replicas=2`, so an acks=all write waits for all three replicas in sync. Runs are
 * verified by the partitions' end offsets, read with kafka-tools' `GetOffsetShell`. Topics are created
 * with kafka-tools' `TopicCommand`.
 */
import { spawnSync } from 'node:child_process';
import { startKafkaCluster, type KafkaCluster } from '../../test/kafka/kafka-cluster.js';
import { BENCH_LAYOUT } from './bench-cluster.js';

/**
 * Replication factor of every bench topic on real Kafka.
 * @internal
 */
export const KAFKA_REPLICATION_FACTOR = 3;

/**
 * Starts the 3-broker cluster (progress on stderr). The caller stops it.
 * @internal
 */
export function startKafkaBenchCluster(): Promise<KafkaCluster> {
  return startKafkaCluster({ brokers: BENCH_LAYOUT.brokers, transactionVersion: 2, log: (line) => { console.error(line); } });
}

/**
 * Creates `topic` with {@link BENCH_LAYOUT}'s partitions, replication factor 3 and min.insync.replicas 2,
 * with kafka-tools' `TopicCommand` (the project's TCP client has no CreateTopics descriptor).
 * @internal
 */
export function createBenchTopic(cluster: KafkaCluster, topic: string): void {
  const result = spawnSync('java', ['-cp', cluster.classpath, 'org.apache.kafka.tools.TopicCommand', '--bootstrap-server', cluster.bootstrapServers, '--create',
    '--topic', topic, '--partitions', String(BENCH_LAYOUT.partitions), '--replication-factor', String(KAFKA_REPLICATION_FACTOR), '--config', 'min.insync.replicas=2'],
  { encoding: 'utf8', timeout: 120_000 });
  if (result.status !== 0) throw new Error(`TopicCommand --create ${topic} exited ${String(result.status)}: ${result.stderr.trim().split('\n').slice(-1).join('')}`);
}

/**
 * Sum of the log end offsets of `topic`'s partitions (kafka-tools `GetOffsetShell`). After an idempotent
 * run this is the number of records; after a transactional one it also counts the commit markers.
 * @internal
 */
export function countKafkaRecords(cluster: KafkaCluster, topic: string): number {
  const result = spawnSync('java', ['-cp', cluster.classpath, 'org.apache.kafka.tools.GetOffsetShell', '--bootstrap-server', cluster.bootstrapServers, '--topic', topic],
    { encoding: 'utf8', timeout: 120_000 });
  if (result.status !== 0) throw new Error(`GetOffsetShell exited ${String(result.status)}: ${result.stderr.trim().split('\n').slice(-1).join('')}`);
  let total = 0;
  for (const line of result.stdout.split('\n')) {
    const match = /^(.+):(\d+):(\d+)$/.exec(line.trim());
    if (match?.[1] === topic) total += Number(match[3]);
  }
  return total;
}
