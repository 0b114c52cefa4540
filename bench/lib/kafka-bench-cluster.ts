/**
 * The broker of `npm run bench -- --broker kafka`: one real Apache Kafka cluster
 * (test/kafka's `startKafkaCluster()`: one KRaft controller and 3 brokers, transaction.version 2) started
 * by the bench and shared by every run. Each run gets a fresh topic of {@link BENCH_LAYOUT} partitions with
 * replication factor 3 (given explicitly: CreateTopics with -1 takes the controller's default of 1 on this
 * cluster) and `min.insync.replicas=2`, so an acks=all write waits for all three replicas in sync. Runs are
 * verified by the partitions' end offsets, read with kafka-tools' `GetOffsetShell`; pipeline runs by the output
 * topic read read_committed with kafka-tools' `ConsoleConsumer` and the group's offsets from `ConsumerGroupCommand`:
 * Java's tools, not the client under test, say what the run left on the cluster. Topics are created with
 * kafka-tools' `TopicCommand`.
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
  kafkaTool(cluster, 'org.apache.kafka.tools.TopicCommand', ['--create', '--topic', topic, '--partitions', String(BENCH_LAYOUT.partitions),
    '--replication-factor', String(KAFKA_REPLICATION_FACTOR), '--config', 'min.insync.replicas=2']);
}

/**
 * Sum of the log end offsets of `topic`'s partitions (kafka-tools `GetOffsetShell`). After an idempotent
 * run this is the number of records; after a transactional one it also counts the commit markers.
 * @internal
 */
export function countKafkaRecords(cluster: KafkaCluster, topic: string): number {
  let total = 0;
  for (const end of endOffsets(cluster, topic).values()) total += end;
  return total;
}

/** Log end offset per partition of `topic` (kafka-tools `GetOffsetShell`). */
function endOffsets(cluster: KafkaCluster, topic: string): Map<number, number> {
  const stdout = kafkaTool(cluster, 'org.apache.kafka.tools.GetOffsetShell', ['--topic', topic]);
  const ends = new Map<number, number>();
  for (const line of stdout.split('\n')) {
    const match = /^(.+):(\d+):(\d+)$/.exec(line.trim());
    if (match?.[1] === topic) ends.set(Number(match[2]), Number(match[3]));
  }
  return ends;
}

/**
 * Records of `topic` a read_committed reader gets, read from the start by kafka-tools' `ConsoleConsumer` (it stops
 * after 10 s without a record).
 * @internal
 */
export function countCommittedKafkaRecords(cluster: KafkaCluster, topic: string): number {
  const result = spawnSync('java', ['-cp', cluster.classpath, 'org.apache.kafka.tools.consumer.ConsoleConsumer', '--bootstrap-server', cluster.bootstrapServers,
    '--topic', topic, '--from-beginning', '--isolation-level', 'read_committed', '--timeout-ms', '10000', '--formatter-property', 'print.value=false'],
  { encoding: 'utf8', timeout: 300_000, maxBuffer: 256 * 1024 * 1024 });
  const processed = /Processed a total of (\d+) messages/.exec(result.stderr);
  if (processed?.[1] === undefined) throw new Error(`ConsoleConsumer exited ${String(result.status)}: ${result.stderr.trim().split('\n').slice(-1).join('')}`);
  return Number(processed[1]);
}

/**
 * Whether `groupId` committed, for every partition of `topic`, an offset past its last data record: the log ends
 * with the marker of the last transaction, so the offset after the last record is the log end minus one (clients
 * differ on whether they commit past the marker). Read with kafka-tools' `ConsumerGroupCommand --describe`.
 * @internal
 */
export function kafkaGroupCommittedEverything(cluster: KafkaCluster, groupId: string, topic: string): boolean {
  const ends = endOffsets(cluster, topic);
  const stdout = kafkaTool(cluster, 'org.apache.kafka.tools.consumer.group.ConsumerGroupCommand', ['--describe', '--group', groupId, '--offsets']);
  const committed = new Map<number, number>();
  for (const line of stdout.split('\n')) {
    // GROUP TOPIC PARTITION CURRENT-OFFSET LOG-END-OFFSET LAG ...
    const columns = line.trim().split(/\s+/);
    if (columns[0] === groupId && columns[1] === topic && /^\d+$/.test(columns[3] ?? '')) committed.set(Number(columns[2]), Number(columns[3]));
  }
  for (const [partition, end] of ends) if ((committed.get(partition) ?? -1) < end - 1) return false;
  return ends.size > 0;
}

function kafkaTool(cluster: KafkaCluster, mainClass: string, args: readonly string[]): string {
  const result = spawnSync('java', ['-cp', cluster.classpath, mainClass, '--bootstrap-server', cluster.bootstrapServers, ...args], { encoding: 'utf8', timeout: 120_000 });
  if (result.status !== 0) throw new Error(`${mainClass} exited ${String(result.status)}: ${result.stderr.trim().split('\n').slice(-1).join('')}`);
  return result.stdout;
}
