/**
 * Observations of a cluster over the wire with the project's TCP client, for the fault and fidelity suites:
 * which broker leads a partition (Metadata), which broker coordinates a transactional id (FindCoordinator),
 * the coordinator's view of a transaction (DescribeTransactions, KIP-664), and a partition's high watermark
 * and last stable offset (ListOffsets with isolation level 0 and 1). The same code observes real Kafka and
 * the in-memory cluster's TCP face.
 */
import { TcpNetworkClient } from '../../../src/network/tcp/tcp-network-client.js';
import { createCreateTopicsRequest } from '../../../src/protocol/messages/create-topics.generated.js';
import { createDescribeTransactionsRequest } from '../../../src/protocol/messages/describe-transactions.generated.js';
import { createFindCoordinatorRequest } from '../../../src/protocol/messages/find-coordinator.generated.js';
import { createListOffsetsRequest } from '../../../src/protocol/messages/list-offsets.generated.js';
import { withTestSeams } from '../../../src/internal/test-seams.js';
import { BROKER_API_REGISTRY } from '../broker-api-registry.js';
import { topicMetadata } from '../kafka-admin.js';

/** The coordinator's view of one transactional id. @internal */
export interface TransactionView {
  readonly errorCode: number;
  readonly state: string;
  readonly producerId: bigint;
  readonly producerEpoch: number;
  /** `topic-partition` of every partition in the transaction, sorted. */
  readonly partitions: readonly string[];
}

/** High watermark and last stable offset of one partition. @internal */
export interface PartitionOffsets {
  readonly highWatermark: bigint;
  readonly lastStableOffset: bigint;
}

/** Where a topic's replicas go and its configuration. @internal */
export interface TopicPlacement {
  /** Replicas of each partition (the first is the preferred leader); sets the partition count. */
  readonly replicas?: readonly (readonly number[])[];
  /** Topic configuration (e.g. `unclean.leader.election.enable`). */
  readonly configs?: Readonly<Record<string, string>>;
}

/** One partition as Metadata describes it. @internal */
export interface PartitionView {
  readonly leader: number;
  readonly leaderEpoch: number;
  /** In-sync replicas, sorted. */
  readonly isr: readonly number[];
}

const LATEST = -1n;
const TRANSACTION_KEY = 1;

/**
 * A short-lived observer of one cluster.
 * @internal
 */
export class ClusterProbe {
  private readonly client: TcpNetworkClient;

  constructor(bootstrapServers: string) {
    this.client = new TcpNetworkClient(withTestSeams({ bootstrapServers, clientId: 'kafka-eos-probe', requestTimeoutMs: 5_000, connectionTimeoutMs: 5_000 }, { apiRegistry: BROKER_API_REGISTRY }));
  }

  /**
   * Creates a topic with an explicit replication factor. (CreateTopics with -1 takes the KRaft *controller's*
   * `default.replication.factor`, which is 1 on the test cluster, not the brokers' 3.)
   */
  async createTopic(name: string, partitions: number, replicationFactor: number, placement: TopicPlacement = {}): Promise<void> {
    const assignments = (placement.replicas ?? []).map((brokerIds, partitionIndex) => ({ partitionIndex, brokerIds: [...brokerIds] }));
    const configs = Object.entries(placement.configs ?? {}).map(([key, value]) => ({ name: key, value }));
    const { response } = await this.client.send('any', 'CreateTopics', () => createCreateTopicsRequest({
      // Explicit assignments leave the partition count and replication factor to them (-1).
      topics: [{ name, numPartitions: assignments.length > 0 ? -1 : partitions, replicationFactor: assignments.length > 0 ? -1 : replicationFactor, assignments, configs }],
      timeoutMs: 30_000,
    }));
    const result = response.topics[0];
    if (result === undefined || result.errorCode !== 0) throw new Error(`CreateTopics ${name}: error ${result?.errorCode ?? 'missing'} ${result?.errorMessage ?? ''}`);
  }

  /** The leader's node id of `topic`-`partition` (-1 while there is none). */
  async leaderOf(topic: string, partition: number): Promise<number> {
    return (await this.partitionOf(topic, partition)).leader;
  }

  /** Leader (-1 while there is none), leader epoch and in-sync replicas of `topic`-`partition`, from Metadata. */
  async partitionOf(topic: string, partition: number): Promise<PartitionView> {
    const response = await topicMetadata(this.client, [topic]);
    const found = response.topics.find((each) => each.name === topic)?.partitions.find((each) => each.partitionIndex === partition);
    return { leader: found?.leaderId ?? -1, leaderEpoch: found?.leaderEpoch ?? -1, isr: [...(found?.isrNodes ?? [])].sort((a, b) => a - b) };
  }

  /** The node id of the transaction coordinator of `transactionalId`. */
  async coordinatorOf(transactionalId: string): Promise<number> {
    const { response } = await this.client.send('any', 'FindCoordinator', (version) => createFindCoordinatorRequest(version >= 4 ? { keyType: TRANSACTION_KEY, coordinatorKeys: [transactionalId] } : { key: transactionalId, keyType: TRANSACTION_KEY }));
    const entry = response.coordinators[0];
    const [errorCode, nodeId] = entry === undefined ? [response.errorCode, response.nodeId] : [entry.errorCode, entry.nodeId];
    if (errorCode !== 0) throw new Error(`FindCoordinator(${transactionalId}): error ${errorCode}`);
    if (!this.client.brokers().some((broker) => broker.nodeId === nodeId)) await this.leaderOf('__none', 0);
    return nodeId;
  }

  /** DescribeTransactions on the coordinator of `transactionalId`. */
  async describeTransaction(transactionalId: string): Promise<TransactionView> {
    const coordinator = await this.coordinatorOf(transactionalId);
    const { response } = await this.client.send(coordinator, 'DescribeTransactions', () => createDescribeTransactionsRequest({ transactionalIds: [transactionalId] }));
    const state = response.transactionStates[0];
    if (state === undefined) throw new Error(`DescribeTransactions(${transactionalId}): empty answer`);
    return {
      errorCode: state.errorCode,
      state: state.transactionState,
      producerId: state.producerId,
      producerEpoch: state.producerEpoch,
      partitions: state.topics.flatMap((topic) => topic.partitions.map((partition) => `${topic.topic}-${partition}`)).sort(),
    };
  }

  /** High watermark (read_uncommitted) and LSO (read_committed) from the partition's leader. */
  async offsets(topic: string, partition: number): Promise<PartitionOffsets> {
    const leader = await this.leaderOf(topic, partition);
    const ask = async (isolationLevel: number): Promise<bigint> => {
      const { response } = await this.client.send(leader, 'ListOffsets', () => createListOffsetsRequest({
        replicaId: -1, isolationLevel, timeoutMs: 5_000,
        topics: [{ name: topic, partitions: [{ partitionIndex: partition, currentLeaderEpoch: -1, timestamp: LATEST }] }],
      }));
      const answer = response.topics[0]?.partitions[0];
      if (answer === undefined || answer.errorCode !== 0) throw new Error(`ListOffsets ${topic}-${partition}: error ${answer?.errorCode ?? 'missing'}`);
      return answer.offset;
    };
    return { highWatermark: await ask(0), lastStableOffset: await ask(1) };
  }

  /** Polls `condition` every 100 ms until it holds (or throws after `timeoutMs`). */
  async waitFor(what: string, condition: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      try {
        if (await condition()) return;
      } catch { /* not answerable yet (leader moving, coordinator loading) */ }
      if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  close(): Promise<void> {
    return this.client.close();
  }
}
