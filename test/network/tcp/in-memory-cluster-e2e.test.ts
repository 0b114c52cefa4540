/**
 * End to end: TcpNetworkClient against the in-memory cluster's TCP face (startCluster), a broker
 * implementation written independently of this client. Metadata, batched FindCoordinator and
 * InitProducerId go over real sockets with negotiated versions.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createFindCoordinatorRequest } from '../../../src/protocol/messages/find-coordinator.generated.js';
import { createInitProducerIdRequest } from '../../../src/protocol/messages/init-producer-id.generated.js';
import { createMetadataRequest } from '../../../src/protocol/messages/metadata.generated.js';
import { ZERO_UUID } from '../../../src/protocol/primitives/uuid.js';
import { NetworkError } from '../../../src/network/network-errors.js';
import { TcpNetworkClient } from '../../../src/network/tcp/tcp-network-client.js';
import { startCluster } from '../../../src/testing/tcp/tcp-cluster.js';

const started: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const resource of started.splice(0).reverse()) await resource.close();
});

/** Transaction coordinator key type in FindCoordinator (v1+). */
const TRANSACTION_KEY_TYPE = 1;

describe('TcpNetworkClient against the in-memory cluster over TCP', () => {
  it('runs Metadata, FindCoordinator and InitProducerId (with the fencing epoch bump)', async () => {
    const face = await startCluster({ brokers: 3, topics: [{ name: 'orders', partitions: 3 }] });
    started.push(face);
    const network = new TcpNetworkClient({ bootstrapServers: face.bootstrapServers, clientId: 'e2e' });
    started.push(network);

    const metadata = await network.send('any', 'Metadata', () =>
      createMetadataRequest({ topics: [{ topicId: ZERO_UUID, name: 'orders' }], allowAutoTopicCreation: false }));
    expect(metadata.version).toBeGreaterThanOrEqual(9);
    expect(metadata.response.brokers.map((broker) => broker.nodeId).sort()).toEqual([1, 2, 3]);
    expect(metadata.response.topics[0]?.partitions).toHaveLength(3);
    network.updateBrokers(metadata.response.brokers.map((broker) => ({ nodeId: broker.nodeId, host: broker.host, port: broker.port, rack: broker.rack })));
    expect(network.brokers().map((broker) => broker.nodeId).sort()).toEqual([1, 2, 3]);

    // Batched FindCoordinator (KIP-699, v4+) or the single-key form, whichever was negotiated.
    const found = await network.send('any', 'FindCoordinator', (version) =>
      version >= 4
        ? createFindCoordinatorRequest({ keyType: TRANSACTION_KEY_TYPE, coordinatorKeys: ['txn-e2e'] })
        : createFindCoordinatorRequest({ keyType: TRANSACTION_KEY_TYPE, key: 'txn-e2e' }));
    const coordinatorId = found.version >= 4 ? found.response.coordinators[0]?.nodeId : found.response.nodeId;
    expect(coordinatorId).toBeGreaterThanOrEqual(1);
    if (coordinatorId === undefined) throw new Error('no coordinator');

    const init = () => network.send(coordinatorId, 'InitProducerId', () => createInitProducerIdRequest({ transactionalId: 'txn-e2e', transactionTimeoutMs: 60_000 }));
    const first = await init();
    expect(first.nodeId).toBe(coordinatorId);
    expect(first.response.errorCode).toBe(0);
    expect(first.response.producerId).toBeGreaterThanOrEqual(0n);
    const second = await init();
    expect(second.response.producerId).toBe(first.response.producerId);
    expect(second.response.producerEpoch).toBe(first.response.producerEpoch + 1);

    // Idempotent-only InitProducerId goes to any broker.
    const idempotent = await network.send('any', 'InitProducerId', () => createInitProducerIdRequest({ transactionalId: null, transactionTimeoutMs: 60_000 }));
    expect(idempotent.response.errorCode).toBe(0);
    expect(idempotent.response.producerId).not.toBe(first.response.producerId);
  });

  it('exposes the finalized transaction.version of a KIP-890 cluster through features()', async () => {
    const face = await startCluster({ brokers: 1, transactionVersion: 2 });
    started.push(face);
    const network = new TcpNetworkClient({ bootstrapServers: face.bootstrapServers });
    started.push(network);
    const features = await network.features('any');
    expect(features.finalized.get('transaction.version')).toEqual({ min: 2, max: 2 });
    expect(features.supported.get('transaction.version')).toEqual({ min: 0, max: 2 });
  });

  it('reports a stopped broker as a NetworkError with requestSent false while the others keep serving', async () => {
    const face = await startCluster({ brokers: 2 });
    started.push(face);
    const network = new TcpNetworkClient({ bootstrapServers: face.bootstrapServers });
    started.push(network);
    const metadata = await network.send('any', 'Metadata', () => createMetadataRequest({ topics: [] }));
    network.updateBrokers(metadata.response.brokers.map((broker) => ({ nodeId: broker.nodeId, host: broker.host, port: broker.port, rack: broker.rack })));
    await face.setBrokerUp(2, false);
    const error: unknown = await network.send(2, 'Metadata', () => createMetadataRequest({ topics: [] })).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).requestSent).toBe(false);
    expect((await network.send(1, 'Metadata', () => createMetadataRequest({ topics: [] }))).nodeId).toBe(1);
  });
});
