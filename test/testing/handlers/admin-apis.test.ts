/**
 * The admin APIs of the in-memory cluster at the wire, for the answers the admin scenarios (test/admin) do not
 * reach: WriteTxnMarkers' leader, epoch and coordinator-epoch checks, DescribeGroups before and after v6 for an
 * unknown group, ConsumerGroupDescribe of a classic group, OffsetDelete of a topic a member subscribes to,
 * DescribeConfigs of another broker, IncrementalAlterConfigs naming a config twice, CreatePartitions with a bad
 * assignment, DescribeCluster with a broker down.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/errors/protocol-error-codes.generated.js';
import { encodeSubscription } from '../../../src/protocol/consumer-protocol.js';
import { ConfigResourceType } from '../../../src/protocol/requests/describe-configs.js';
import { Producer } from '../../../src/producer/producer.js';
import { harness, type Harness } from './harness.js';

let h: Harness | undefined;
afterEach(() => {
  h?.close();
  h = undefined;
});

function setup(): Harness {
  h = harness({ brokers: 3, topics: [{ name: 'orders', partitions: 2 }] });
  return h;
}

describe('WriteTxnMarkers', () => {
  it('answers NOT_LEADER_OR_FOLLOWER, UNKNOWN_TOPIC_OR_PARTITION, INVALID_PRODUCER_EPOCH and TRANSACTION_COORDINATOR_FENCED as a leader does', async () => {
    const harnessed = setup();
    const { cluster } = harnessed;
    const client = harnessed.client.bind(harnessed);
    const producer = new Producer({ network: client(), transactionalId: 'markers', lingerMs: 0 });
    await producer.initTransactions();
    producer.beginTransaction();
    await producer.send({ topic: 'orders', partition: 0, value: 'open' });
    const { producerId, producerEpoch } = producer.producerIdentity;
    const leader = cluster.state.partition('orders', 0)?.leaderId ?? 1;
    const other = leader === 1 ? 2 : 1;
    const marker = (target: number, epoch: number, coordinatorEpoch: number, topic = 'orders', transactionVersion = 0) => client().send(target, 'WriteTxnMarkers', () => ({
      markers: [{ producerId, producerEpoch: epoch, transactionResult: false, coordinatorEpoch, transactionVersion, topics: [{ name: topic, partitionIndexes: [0] }] }],
    }));
    const code = async (promise: ReturnType<typeof marker>): Promise<number | undefined> => (await promise).response.markers[0]?.topics[0]?.partitions[0]?.errorCode;
    expect(await code(marker(other, producerEpoch, 0))).toBe(ErrorCode.NOT_LEADER_OR_FOLLOWER);
    expect(await code(marker(leader, producerEpoch, 0, 'missing'))).toBe(ErrorCode.UNKNOWN_TOPIC_OR_PARTITION);
    // A TV2 marker must carry a bumped epoch.
    expect(await code(marker(leader, producerEpoch, 0, 'orders', 2))).toBe(ErrorCode.INVALID_PRODUCER_EPOCH);
    expect(await code(marker(leader, producerEpoch, 5))).toBe(ErrorCode.NONE);
    expect(cluster.state.partition('orders', 0)?.log.ongoingTransactionFirstOffset(producerId)).toBeUndefined();
    expect(await code(marker(leader, producerEpoch, 4))).toBe(ErrorCode.TRANSACTION_COORDINATOR_FENCED);
    await producer.close({ timeoutMs: 100 }).catch(() => undefined);
  });
});

describe('group admin APIs', () => {
  it('DescribeGroups: an unknown group is Dead before v6 and GROUP_ID_NOT_FOUND from v6; ConsumerGroupDescribe of a classic group is GROUP_ID_NOT_FOUND', async () => {
    const harnessed = setup();
    const { cluster } = harnessed;
    const call = harnessed.call.bind(harnessed);
    const coordinator = cluster.state.coordinatorFor(0, 'g');
    const v5 = await call('DescribeGroups', 5, () => ({ groups: ['g'], includeAuthorizedOperations: false }), coordinator);
    expect(v5.groups[0]).toMatchObject({ errorCode: ErrorCode.NONE, groupState: 'Dead', members: [] });
    const v6 = await call('DescribeGroups', 6, () => ({ groups: ['g'], includeAuthorizedOperations: false }), coordinator);
    expect(v6.groups[0]).toMatchObject({ errorCode: ErrorCode.GROUP_ID_NOT_FOUND });
    cluster.offsetCommit({ groupId: 'g', generationId: -1, memberId: '', groupInstanceId: null, offsets: [{ topic: 'orders', partition: 0, offset: 1n, leaderEpoch: -1, metadata: null }] });
    expect((await call('DescribeGroups', 6, () => ({ groups: ['g'], includeAuthorizedOperations: false }), coordinator)).groups[0]).toMatchObject({ errorCode: ErrorCode.NONE, groupState: 'Empty' });
    const described = await call('ConsumerGroupDescribe', 1, () => ({ groupIds: ['g'], includeAuthorizedOperations: false }), coordinator);
    expect(described.groups[0]?.errorCode).toBe(ErrorCode.GROUP_ID_NOT_FOUND);
    const elsewhere = await call('ConsumerGroupDescribe', 1, () => ({ groupIds: ['g'], includeAuthorizedOperations: false }), coordinator === 1 ? 2 : 1);
    expect(elsewhere.groups[0]?.errorCode).toBe(ErrorCode.NOT_COORDINATOR);
  });

  it('OffsetDelete keeps the offsets of a topic an active member subscribes to (GROUP_SUBSCRIBED_TO_TOPIC)', async () => {
    const harnessed = setup();
    const { cluster } = harnessed;
    const call = harnessed.call.bind(harnessed);
    const group = cluster.groups.group('g');
    void group.joinGroup({ memberId: '', groupInstanceId: null, clientId: 'c', sessionTimeoutMs: 10_000, rebalanceTimeoutMs: 10_000, protocolType: 'consumer', protocols: [{ name: 'range', metadata: encodeSubscription({ topics: ['orders'], ownedPartitions: [], generationId: -1, rackId: null }) }], requireKnownMemberId: false });
    const coordinator = cluster.state.coordinatorFor(0, 'g');
    cluster.groups.offsetCommit('g', { generationId: -1, memberId: '', groupInstanceId: null }, [{ topic: 'audit', partition: 0, offset: 3n, leaderEpoch: -1, metadata: null }]);
    const response = await call('OffsetDelete', 0, () => ({ groupId: 'g', topics: [{ name: 'orders', partitions: [{ partitionIndex: 0 }] }, { name: 'audit', partitions: [{ partitionIndex: 0 }] }] }), coordinator);
    expect(response.topics.map((topic) => [topic.name, topic.partitions[0]?.errorCode])).toEqual([['orders', ErrorCode.GROUP_SUBSCRIBED_TO_TOPIC], ['audit', ErrorCode.NONE]]);
    expect((await call('DeleteGroups', 2, () => ({ groupsNames: ['g', 'nobody'] }), coordinator)).results.map((each) => each.errorCode)).toEqual([ErrorCode.NON_EMPTY_GROUP, ErrorCode.GROUP_ID_NOT_FOUND]);
  });
});

describe('config, partition and cluster APIs', () => {
  it('DescribeConfigs of another broker and IncrementalAlterConfigs naming a config twice answer INVALID_REQUEST', async () => {
    const harnessed = setup();
    const call = harnessed.call.bind(harnessed);
    const described = await call('DescribeConfigs', 4, () => ({ resources: [{ resourceType: ConfigResourceType.BROKER, resourceName: '2', configurationKeys: null }], includeSynonyms: false, includeDocumentation: false }), 1);
    expect(described.results[0]?.errorCode).toBe(ErrorCode.INVALID_REQUEST);
    const altered = await call('IncrementalAlterConfigs', 1, () => ({
      validateOnly: false,
      resources: [{ resourceType: ConfigResourceType.TOPIC, resourceName: 'orders', configs: [{ name: 'retention.ms', configOperation: 0, value: '1' }, { name: 'retention.ms', configOperation: 1, value: null }] }],
    }));
    expect(altered.responses[0]).toMatchObject({ errorCode: ErrorCode.INVALID_REQUEST, errorMessage: 'Error due to duplicate config keys' });
  });

  it('CreatePartitions refuses an assignment that does not cover the new partitions; DescribeCluster hides a down broker unless fenced ones are asked for', async () => {
    const harnessed = setup();
    const { cluster } = harnessed;
    const call = harnessed.call.bind(harnessed);
    const created = await call('CreatePartitions', 3, () => ({ topics: [{ name: 'orders', count: 4, assignments: [{ brokerIds: [1] }] }], timeoutMs: 1_000, validateOnly: false }));
    expect(created.results[0]?.errorCode).toBe(ErrorCode.INVALID_REPLICA_ASSIGNMENT);
    expect((await call('CreatePartitions', 3, () => ({ topics: [{ name: 'orders', count: 4, assignments: [{ brokerIds: [3] }, { brokerIds: [2, 1] }] }], timeoutMs: 1_000, validateOnly: false }))).results[0]?.errorCode).toBe(ErrorCode.NONE);
    expect(cluster.state.topic('orders')?.partitions.map((each) => each.leaderId).slice(2)).toEqual([3, 2]);
    cluster.setBrokerUp(3, false);
    const hidden = await call('DescribeCluster', 2, () => ({ includeClusterAuthorizedOperations: false, endpointType: 1, includeFencedBrokers: false }));
    expect(hidden.brokers.map((each) => each.brokerId)).toEqual([1, 2]);
    const fenced = await call('DescribeCluster', 2, () => ({ includeClusterAuthorizedOperations: false, endpointType: 1, includeFencedBrokers: true }));
    expect(fenced.brokers.map((each) => [each.brokerId, each.isFenced])).toEqual([[1, false], [2, false], [3, true]]);
  });
});
