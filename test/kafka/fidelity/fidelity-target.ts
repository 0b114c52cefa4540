/**
 * The two clusters the fidelity suite compares: real Apache Kafka (KAFKA_BOOTSTRAP, read
 * back by Kafka's own Java consumer) and the in-memory cluster served over TCP (`startCluster`, read back
 * through its own Fetch by ClusterView). Both are driven by the same producers, built from
 * `bootstrapServers` exactly as a user builds them, each wrapped in a {@link RecordingNetworkClient}.
 */
import { seededRandom } from '../../../src/internal/backoff.js';
import { withTestSeams } from '../../../src/internal/test-seams.js';
import { TcpNetworkClient } from '../../../src/network/tcp/tcp-network-client.js';
import { Producer } from '../../../src/producer/producer.js';
import { startCluster } from '../../../src/testing/tcp/tcp-cluster.js';
import { CONTRACT_PRODUCER_DEFAULTS, type ContractProducerOptions } from '../../contract/contract-target.js';
import { ClusterView } from '../../contract/cluster-view.js';
import { ClusterProbe } from '../faults/cluster-probe.js';
import { IndependentReader } from '../independent-reader.js';
import { createTopics } from '../kafka-admin.js';
import { RecordingNetworkClient } from './recording-network.js';
import { BROKER_API_REGISTRY } from '../broker-api-registry.js';

/** What a read_committed and a read_uncommitted consumer see in one partition. @internal */
export interface VisibleRecords {
  readonly committed: readonly (string | null)[];
  readonly uncommitted: readonly (string | null)[];
}

/** A producer and its recorder. @internal */
export interface TracedProducer {
  readonly producer: Producer;
  readonly network: RecordingNetworkClient;
}

/** One cluster under comparison. @internal */
export interface FidelityTarget {
  readonly name: 'kafka' | 'in-memory';
  readonly bootstrapServers: string;
  readonly transactionVersion: 1 | 2;
  readonly probe: ClusterProbe;
  createTopics(topics: readonly { readonly name: string; readonly partitions: number }[]): Promise<void>;
  producer(options: ContractProducerOptions): TracedProducer;
  /** Both isolation levels of each partition, read by a reader that is not the client under test. */
  read(partitions: readonly (readonly [string, number])[]): VisibleRecords[];
  /** The group's committed offset read with require_stable (KIP-447), or -1. */
  groupOffset(group: string, topic: string, partition: number): number;
  close(): Promise<void>;
}

function producers(bootstrapServers: string): { make: (options: ContractProducerOptions) => TracedProducer; closeAll: () => Promise<void> } {
  const made: TracedProducer[] = [];
  let seed = 1;
  return {
    make(options) {
      const network = new RecordingNetworkClient(new TcpNetworkClient(withTestSeams({ bootstrapServers, clientId: 'kafka-eos-fidelity', requestTimeoutMs: 10_000 }, { apiRegistry: BROKER_API_REGISTRY })));
      const producer = new Producer(withTestSeams({ ...CONTRACT_PRODUCER_DEFAULTS, requestTimeoutMs: 10_000, network, ...options }, { random: seededRandom(seed++) }));
      made.push({ producer, network });
      return { producer, network };
    },
    async closeAll() {
      for (const { producer, network } of made.splice(0)) {
        await producer.close({ timeoutMs: 5_000 }).catch(() => undefined);
        await network.close();
      }
    },
  };
}

/** Real Kafka at `bootstrapServers`. @internal */
export function kafkaTarget(bootstrapServers: string, transactionVersion: 1 | 2): FidelityTarget {
  const probe = new ClusterProbe(bootstrapServers);
  const reader = new IndependentReader(bootstrapServers);
  const { make, closeAll } = producers(bootstrapServers);
  return {
    name: 'kafka', bootstrapServers, transactionVersion, probe,
    createTopics: (topics) => createTopics(bootstrapServers, topics),
    producer: make,
    read(partitions) {
      const snapshot = reader.snapshot(partitions);
      return partitions.map(([topic, partition]) => ({ committed: snapshot.committed(topic, partition), uncommitted: snapshot.uncommitted(topic, partition) }));
    },
    groupOffset: (group, topic, partition) => reader.snapshot([], [[group, topic, partition]]).offset(group, topic, partition),
    async close() { await closeAll(); await probe.close(); },
  };
}

/** A fresh in-memory cluster (3 brokers) on its TCP face. @internal */
export async function inMemoryTarget(transactionVersion: 1 | 2): Promise<FidelityTarget> {
  // The KIP-848 group timings of the real test cluster (test/kafka/node-config.ts).
  const face = await startCluster({ brokers: 3, transactionVersion, consumerGroupHeartbeatIntervalMs: 500, consumerGroupSessionTimeoutMs: 10_000 });
  const view = new ClusterView(face.cluster);
  const probe = new ClusterProbe(face.bootstrapServers);
  const { make, closeAll } = producers(face.bootstrapServers);
  return {
    name: 'in-memory', bootstrapServers: face.bootstrapServers, transactionVersion, probe,
    createTopics: (topics) => createTopics(face.bootstrapServers, topics),
    producer: make,
    read: (partitions) => partitions.map(([topic, partition]) => ({ committed: view.committed(topic, partition), uncommitted: view.uncommitted(topic, partition) })),
    groupOffset: (group, topic, partition) => Number(view.committedOffset(group, topic, partition)),
    async close() { await closeAll(); await probe.close(); await face.close(); },
  };
}
