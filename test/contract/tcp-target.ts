/**
 * The contract target on the TCP face: `startCluster` serves an `InMemoryCluster` on 127.0.0.1 (one
 * listener per broker, free ports), and each producer is built from `bootstrapServers` exactly as a user
 * would, so it owns a TcpNetworkClient (ApiVersions negotiation, Metadata, FindCoordinator, reconnects).
 * The clock is real: `settle` just awaits, and the short bounds of CONTRACT_PRODUCER_DEFAULTS keep fault
 * scenarios to a request timeout or less.
 */
import { seededRandom } from '../../src/internal/backoff.js';
import { Producer } from '../../src/producer/producer.js';
import { startCluster } from '../../src/testing/tcp/tcp-cluster.js';
import { CONTRACT_PRODUCER_DEFAULTS, CONTRACT_TOPICS, type ContractTarget, type ContractTargetFactory } from './contract-target.js';
import { withTestSeams } from '../../src/internal/test-seams.js';

/**
 * Builds TCP targets.
 * @internal
 */
export const tcpTarget: ContractTargetFactory = async (options) => {
  const face = await startCluster({ brokers: 3, topics: CONTRACT_TOPICS, ...(options.transactionVersion === undefined ? {} : { transactionVersion: options.transactionVersion }) });
  const bootstrapServers = face.bootstrapServers.split(',');
  const producers: Producer[] = [];
  let seed = 1;
  const target: ContractTarget = {
    name: 'TCP face (bootstrapServers, real clock)',
    cluster: face.cluster,
    makeProducer(producerOptions) {
      const producer = new Producer(withTestSeams({ ...CONTRACT_PRODUCER_DEFAULTS, bootstrapServers, ...producerOptions }, { random: seededRandom(seed++) }));
      producers.push(producer);
      return producer;
    },
    settle: (promise) => promise,
    now: () => Date.now(),
    setBrokerUp: (brokerId, up) => face.setBrokerUp(brokerId, up),
    async close() {
      for (const producer of producers.splice(0)) await producer.close({ timeoutMs: 5_000 });
      await face.close();
    },
  };
  return target;
};
