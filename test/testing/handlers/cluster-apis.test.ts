import { afterEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/errors/protocol-error-codes.generated.js';
import { ApiKey } from '../../../src/protocol/messages/index.generated.js';
import { createApiVersionsRequest } from '../../../src/protocol/messages/api-versions.generated.js';
import { createCreateTopicsRequest, createCreateTopicsRequestCreatableReplicaAssignment, createCreateTopicsRequestCreatableTopic } from '../../../src/protocol/messages/create-topics.generated.js';
import { createDeleteTopicsRequest, createDeleteTopicsRequestDeleteTopicState } from '../../../src/protocol/messages/delete-topics.generated.js';
import { createFindCoordinatorRequest } from '../../../src/protocol/messages/find-coordinator.generated.js';
import { createListOffsetsRequest, createListOffsetsRequestListOffsetsPartition, createListOffsetsRequestListOffsetsTopic } from '../../../src/protocol/messages/list-offsets.generated.js';
import { createMetadataRequest, createMetadataRequestMetadataRequestTopic } from '../../../src/protocol/messages/metadata.generated.js';
import { CoordinatorKeyType } from '../../../src/testing/cluster-state.js';
import { batch } from '../batches.js';
import { ConfigResourceType } from '../../../src/protocol/requests/describe-configs.js';
import { harness, type Harness } from './harness.js';
import { addPartitions, initProducer, produceRequest } from './requests.js';

let h: Harness;
afterEach(() => {
  h.close();
});

describe('ApiVersions handler', () => {
  it.each([0, 1, 2, 3, 4, 5])('advertises exactly the dispatcher table at v%i', async (version) => {
    h = harness();
    const response = await h.call('ApiVersions', version, () => createApiVersionsRequest({ clientSoftwareName: 'test', clientSoftwareVersion: '1' }));
    const table = h.client().dispatcher.supportedVersions();
    expect(response.errorCode).toBe(0);
    expect(response.apiKeys).toEqual([...table].sort(([a], [b]) => a - b).map(([apiKey, range]) => ({ apiKey, minVersion: range.min, maxVersion: range.max })));
    expect(response.apiKeys.find((each) => each.apiKey === ApiKey.Produce)).toEqual({ apiKey: 0, minVersion: 3, maxVersion: 13 });
    expect(response.finalizedFeatures).toEqual([]);
  });

  it('finalizes transaction.version 2 from v3 when the cluster runs TV2', async () => {
    h = harness({ transactionVersion: 2 });
    const response = await h.call('ApiVersions', 3, () => createApiVersionsRequest());
    expect(response.supportedFeatures).toEqual([{ name: 'transaction.version', minVersion: 0, maxVersion: 2 }]);
    expect(response.finalizedFeatures).toEqual([{ name: 'transaction.version', minVersionLevel: 2, maxVersionLevel: 2 }]);
    expect(response.finalizedFeaturesEpoch).toBe(1n);
  });
});

describe('Metadata handler', () => {
  it.each([0, 1, 4, 7, 9, 10, 12, 13])('lists brokers, controller and topics with leaders at v%i', async (version) => {
    h = harness({ brokers: 3, topics: [{ name: 'orders', partitions: 3 }, { name: 'audit' }] });
    h.cluster.setBrokerAddress(2, '127.0.0.1', 40_002);
    h.cluster.moveLeader('orders', 1, 2);
    const all = await h.call('Metadata', version, () => createMetadataRequest({ topics: version === 0 ? [] : null }));
    expect(all.brokers.map((broker) => [broker.nodeId, broker.host, broker.port])).toEqual([
      [1, 'in-memory', 9093],
      [2, '127.0.0.1', 40_002],
      [3, 'in-memory', 9095],
    ]);
    expect(all.controllerId).toBe(version >= 1 ? 1 : -1);
    expect(all.topics.map((topic) => topic.name).sort()).toEqual(['audit', 'orders']);
    const orders = all.topics.find((topic) => topic.name === 'orders');
    expect(orders?.partitions[1]).toMatchObject({ partitionIndex: 1, leaderId: 2, replicaNodes: [2], isrNodes: [2], leaderEpoch: version >= 7 ? 1 : -1 });
    if (version >= 10) expect(orders?.topicId).toBe(h.cluster.state.topic('orders')?.topicId);
  });

  it('auto-creates only when both the cluster and the request allow it', async () => {
    h = harness({ autoCreateTopics: true });
    const denied = await h.call('Metadata', 9, () => createMetadataRequest({ topics: [createMetadataRequestMetadataRequestTopic({ name: 'fresh' })], allowAutoTopicCreation: false }));
    expect(denied.topics[0]?.errorCode).toBe(ErrorCode.UNKNOWN_TOPIC_OR_PARTITION);
    const created = await h.call('Metadata', 9, () => createMetadataRequest({ topics: [createMetadataRequestMetadataRequestTopic({ name: 'fresh' })], allowAutoTopicCreation: true }));
    expect(created.topics[0]).toMatchObject({ errorCode: 0, name: 'fresh' });
    expect(created.topics[0]?.partitions).toHaveLength(1);
  });

  it('answers by topic id at v12 and UNKNOWN_TOPIC_ID for an unknown id', async () => {
    h = harness({ topics: [{ name: 'orders' }] });
    const topicId = h.cluster.state.topic('orders')?.topicId ?? '';
    const response = await h.call('Metadata', 12, () =>
      createMetadataRequest({ topics: [createMetadataRequestMetadataRequestTopic({ name: null, topicId }), createMetadataRequestMetadataRequestTopic({ name: null, topicId: 'AAAAAAAAAAAAAAAAAAAAAQ' })] }),
    );
    expect(response.topics.map((topic) => [topic.name, topic.errorCode])).toEqual([
      ['orders', 0],
      [null, ErrorCode.UNKNOWN_TOPIC_ID],
    ]);
  });
});

describe('FindCoordinator handler', () => {
  it.each([0, 1, 2, 3])('finds the group coordinator (and transaction coordinator from v1) at v%i', async (version) => {
    h = harness({ brokers: 3 });
    h.cluster.moveCoordinator(CoordinatorKeyType.GROUP, 'group', 3);
    h.cluster.moveCoordinator(CoordinatorKeyType.TRANSACTION, 'tx', 2);
    const group = await h.call('FindCoordinator', version, () => createFindCoordinatorRequest({ key: 'group', keyType: 0 }));
    expect(group).toMatchObject({ errorCode: 0, nodeId: 3, host: 'in-memory', port: 9095 });
    if (version >= 1) {
      const txn = await h.call('FindCoordinator', version, () => createFindCoordinatorRequest({ key: 'tx', keyType: 1 }));
      expect(txn).toMatchObject({ errorCode: 0, nodeId: 2 });
    }
  });

  it.each([4, 5, 6])('answers every key of the batched form at v%i, with COORDINATOR_NOT_AVAILABLE for a down one', async (version) => {
    h = harness({ brokers: 2 });
    h.cluster.moveCoordinator(CoordinatorKeyType.TRANSACTION, 'a', 1);
    h.cluster.moveCoordinator(CoordinatorKeyType.TRANSACTION, 'b', 2);
    h.cluster.setBrokerUp(2, false);
    const response = await h.call('FindCoordinator', version, () => createFindCoordinatorRequest({ keyType: 1, coordinatorKeys: ['a', 'b', ''] }));
    expect(response.coordinators.map((each) => [each.key, each.nodeId, each.errorCode])).toEqual([
      ['a', 1, 0],
      ['b', -1, ErrorCode.COORDINATOR_NOT_AVAILABLE],
      ['', -1, ErrorCode.INVALID_REQUEST],
    ]);
  });
});

describe('ListOffsets handler', () => {
  it.each([1, 2, 4, 6, 11])('answers earliest, latest and (from v2) the read_committed LSO at v%i', async (version) => {
    h = harness({ topics: [{ name: 'orders' }] });
    await h.call('Produce', 9, () => produceRequest(h.cluster, 'orders', 0, batch({ values: ['a', 'b'] })));
    const producer = await initProducer(h, 'tx');
    await addPartitions(h, 'tx', producer, [{ topic: 'orders', partition: 0 }]);
    await h.call('Produce', 9, () => produceRequest(h.cluster, 'orders', 0, batch({ ...producer, baseSequence: 0, transactional: true, values: ['t'] }), { transactionalId: 'tx' }));
    const list = (timestamp: bigint, isolationLevel: number) =>
      h.call('ListOffsets', version, () =>
        createListOffsetsRequest({
          replicaId: -1,
          isolationLevel: version >= 2 ? isolationLevel : 0,
          topics: [createListOffsetsRequestListOffsetsTopic({ name: 'orders', partitions: [createListOffsetsRequestListOffsetsPartition({ partitionIndex: 0, timestamp })] })],
        }),
      );
    expect((await list(-2n, 0)).topics[0]?.partitions[0]?.offset).toBe(0n);
    expect((await list(-1n, 0)).topics[0]?.partitions[0]?.offset).toBe(3n);
    if (version >= 2) expect((await list(-1n, 1)).topics[0]?.partitions[0]?.offset).toBe(2n);
    expect((await list(-1n, 0)).topics[0]?.partitions[0]?.leaderEpoch).toBe(version >= 4 ? 0 : -1);
  });
});

describe('CreateTopics: max.message.bytes', () => {
  it('sets the topic\'s largest batch; a null value or one that is not a non-negative int32 is INVALID_CONFIG; other configs are stored', async () => {
    h = harness({ messageMaxBytes: 5_000 });
    const topic = (name: string, value: string | null) => createCreateTopicsRequestCreatableTopic({
      name, numPartitions: 1, replicationFactor: -1, configs: [{ name: 'cleanup.policy', value: 'delete' }, { name: 'max.message.bytes', value }],
    });
    const response = await h.call('CreateTopics', 7, () => createCreateTopicsRequest({
      topics: [
        topic('small', '1000'), createCreateTopicsRequestCreatableTopic({ name: 'unset', numPartitions: 1, replicationFactor: -1, configs: [{ name: 'cleanup.policy', value: 'delete' }] }),
        topic('null', null), topic('bad', '-1'), topic('huge', '3000000000'), topic('text', '1k'),
      ],
      timeoutMs: 1_000,
    }));
    expect(response.topics.map((each) => [each.name, each.errorCode])).toEqual([
      ['small', 0], ['unset', 0], ['null', ErrorCode.INVALID_CONFIG], ['bad', ErrorCode.INVALID_CONFIG], ['huge', ErrorCode.INVALID_CONFIG], ['text', ErrorCode.INVALID_CONFIG],
    ]);
    expect(h.cluster.state.maxMessageBytes(h.cluster.state.topic('small'))).toBe(1_000);
    expect(h.cluster.state.maxMessageBytes(h.cluster.state.topic('unset'))).toBe(5_000);
    expect(h.cluster.state.topic('unset')?.configs.get('cleanup.policy')).toBe('delete');
    expect(h.cluster.state.topic('bad')).toBeUndefined();
  });
});

describe('IncrementalAlterConfigs: max.message.bytes', () => {
  it('applies to the next Produce: SET lowers the limit, DELETE returns to the cluster-wide one', async () => {
    h = harness({ messageMaxBytes: 5_000, topics: [{ name: 'orders' }] });
    const alter = (configOperation: number, value: string | null) => h!.call('IncrementalAlterConfigs', 1, () => ({
      validateOnly: false, resources: [{ resourceType: ConfigResourceType.TOPIC, resourceName: 'orders', configs: [{ name: 'max.message.bytes', configOperation, value }] }],
    }));
    expect((await alter(0, '100')).responses[0]?.errorCode).toBe(ErrorCode.NONE);
    expect(h.cluster.state.maxMessageBytes(h.cluster.state.topic('orders'))).toBe(100);
    expect((await alter(1, null)).responses[0]?.errorCode).toBe(ErrorCode.NONE);
    expect(h.cluster.state.maxMessageBytes(h.cluster.state.topic('orders'))).toBe(5_000);
  });
});

describe('CreateTopics and DeleteTopics handlers', () => {
  it.each([
    [2, 1],
    [5, 5],
    [7, 6],
  ])('creates (v%i) and deletes (v%i) topics with Kafka error codes', async (createVersion, deleteVersion) => {
    h = harness({ brokers: 2, topics: [{ name: 'existing' }] });
    const created = await h.call('CreateTopics', createVersion, () =>
      createCreateTopicsRequest({
        timeoutMs: 1000,
        topics: [
          createCreateTopicsRequestCreatableTopic({ name: 'fresh', numPartitions: 3, replicationFactor: 1 }),
          createCreateTopicsRequestCreatableTopic({ name: 'pinned', numPartitions: -1, replicationFactor: -1, assignments: [createCreateTopicsRequestCreatableReplicaAssignment({ partitionIndex: 0, brokerIds: [2] })] }),
          createCreateTopicsRequestCreatableTopic({ name: 'existing', numPartitions: 1, replicationFactor: 1 }),
          createCreateTopicsRequestCreatableTopic({ name: 'wide', numPartitions: 1, replicationFactor: 3 }),
        ],
      }),
    );
    expect(created.topics.map((topic) => [topic.name, topic.errorCode])).toEqual([
      ['fresh', 0],
      ['pinned', 0],
      ['existing', ErrorCode.TOPIC_ALREADY_EXISTS],
      ['wide', ErrorCode.INVALID_REPLICATION_FACTOR],
    ]);
    if (createVersion >= 5) expect(created.topics[0]?.numPartitions).toBe(3);
    if (createVersion >= 7) expect(created.topics[0]?.topicId).toBe(h.cluster.state.topic('fresh')?.topicId);
    expect(h.cluster.state.partition('pinned', 0)?.leaderId).toBe(2);
    const deleted = await h.call('DeleteTopics', deleteVersion, () =>
      deleteVersion >= 6
        ? createDeleteTopicsRequest({ timeoutMs: 1000, topics: [createDeleteTopicsRequestDeleteTopicState({ name: 'fresh' }), createDeleteTopicsRequestDeleteTopicState({ name: 'missing' })] })
        : createDeleteTopicsRequest({ timeoutMs: 1000, topicNames: ['fresh', 'missing'] }),
    );
    expect(deleted.responses.map((each) => [each.name, each.errorCode])).toEqual([
      ['fresh', 0],
      ['missing', ErrorCode.UNKNOWN_TOPIC_OR_PARTITION],
    ]);
    expect(h.cluster.state.topic('fresh')).toBeUndefined();
  });

  it('validateOnly creates nothing', async () => {
    h = harness();
    const response = await h.call('CreateTopics', 4, () => createCreateTopicsRequest({ validateOnly: true, topics: [createCreateTopicsRequestCreatableTopic({ name: 'dry', numPartitions: 2, replicationFactor: 1 })] }));
    expect(response.topics[0]?.errorCode).toBe(0);
    expect(h.cluster.state.topic('dry')).toBeUndefined();
  });
});
