/**
 * The admin client's topic, config, group and cluster operations, written once against {@link AdminTarget} and run
 * on the in-memory cluster (test/admin/resources.test.ts) and on real Kafka (test/kafka/admin.test.ts).
 */
import { expect, it } from 'vitest';
import { AdminOperationError, AdminTimeoutError } from '../../src/admin/admin-errors.js';
import type { ProtocolError } from '../../src/errors/protocol-error.js';
import { eventually, type AdminTarget } from './admin-target.js';

/** The Kafka error name of the single failure of an `AdminOperationError`. */
async function failureName(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(() => undefined, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(AdminOperationError);
  const [failure] = (error as AdminOperationError).failures;
  return (failure?.error as ProtocolError).errorName;
}

/** Registers the scenarios; `target()` is the suite's target. @internal */
export function resourceScenarios(target: () => AdminTarget): void {
  it('topics: create (with configs, validateOnly), describe by name and id, list, create partitions, delete', async () => {
    const t = target();
    const admin = t.admin();
    const name = t.unique('admin-topic');
    const replicationFactor = Math.min(2, t.brokerCount);
    const [created] = await admin.createTopics([{ name, partitions: 3, replicationFactor, configs: { 'retention.ms': '3600000' } }]);
    expect(created).toMatchObject({ name, partitions: 3, replicationFactor });
    expect(created?.topicId).toEqual(expect.any(String));
    expect(created?.configs.find((each) => each.name === 'retention.ms')).toMatchObject({ value: '3600000', source: 'dynamic-topic' });

    const validated = t.unique('admin-topic-validated');
    await admin.createTopics([{ name: validated, partitions: 1 }], { validateOnly: true });
    expect(await failureName(admin.createTopics([{ name, partitions: 1 }]))).toBe('TOPIC_ALREADY_EXISTS');
    expect(await failureName(admin.createTopics([{ name: t.unique('admin-topic-bad-config'), configs: { 'no.such.config': '1' } }]))).toBe('INVALID_CONFIG');
    expect(await failureName(admin.createTopics([{ name: t.unique('admin-topic-bad-value'), configs: { 'retention.ms': 'soon' } }]))).toBe('INVALID_CONFIG');

    const described = await eventually('the topic to have leaders', async () => {
      const [topic] = await admin.describeTopics([name]);
      return topic?.partitions.length === 3 && topic.partitions.every((each) => each.leader !== null && each.isr.length === replicationFactor) ? topic : undefined;
    });
    expect(described).toMatchObject({ name, topicId: created?.topicId, internal: false });
    expect(described.partitions.map((each) => each.partition)).toEqual([0, 1, 2]);
    for (const partition of described.partitions) expect(partition.replicas).toHaveLength(replicationFactor);
    expect((await admin.describeTopics({ topicIds: [described.topicId] }))[0]?.name).toBe(name);
    const listed = await admin.listTopics();
    expect(listed.map((each) => each.name)).toContain(name);
    expect(listed.map((each) => each.name)).not.toContain(validated);
    expect(listed.every((each) => !each.internal)).toBe(true);
    const internal = (await admin.listTopics({ includeInternal: true })).filter((each) => each.internal).map((each) => each.name);
    // Real Kafka keeps transaction state in __transaction_state (the transaction scenarios ran first); the in-memory
    // cluster has no internal topics.
    if (t.name === 'kafka') expect(internal).toContain('__transaction_state');
    else expect(internal).toEqual([]);

    await admin.createPartitions([{ topic: name, count: 5 }]);
    await eventually('five partitions', async () => (await admin.describeTopics([name]))[0]?.partitions.length === 5);
    expect(await failureName(admin.createPartitions([{ topic: name, count: 2 }]))).toBe('INVALID_PARTITIONS');

    const other = t.unique('admin-topic-other');
    await t.createTopics([{ name: other, partitions: 1 }]);
    await admin.deleteTopics([{ topicId: described.topicId }, other]);
    for (const gone of [name, other]) {
      expect(await eventually(`${gone} to be gone`, async () => {
        const outcome = await admin.describeTopics([gone]).then(() => undefined, (error: unknown) => error);
        return outcome instanceof AdminOperationError ? ((outcome.failures[0]?.error as ProtocolError).errorName) : undefined;
      })).toBe('UNKNOWN_TOPIC_OR_PARTITION');
    }
    expect(await failureName(admin.deleteTopics([t.unique('admin-no-such-topic')]))).toBe('UNKNOWN_TOPIC_OR_PARTITION');
  });

  it('configs: describe a topic\'s and a broker\'s, set, append, delete, validateOnly and refused changes', async () => {
    const t = target();
    const admin = t.admin();
    const topic = t.unique('admin-configs');
    await t.createTopics([{ name: topic, partitions: 1 }]);
    const resource = { type: 'topic' as const, name: topic };
    const entry = async (name: string) => (await admin.describeConfigs([resource], { keys: [name] }))[0]?.entries.find((each) => each.name === name);
    expect(await eventually('the topic\'s configs', () => entry('retention.ms'))).toMatchObject({ value: '604800000', source: 'default', readOnly: false, sensitive: false });
    const all = await admin.describeConfigs([resource]);
    expect(all[0]?.entries.map((each) => each.name)).toEqual(expect.arrayContaining(['cleanup.policy', 'retention.ms', 'max.message.bytes', 'min.insync.replicas']));

    await admin.incrementalAlterConfigs([{ resource, set: { 'retention.ms': '7200000' }, append: { 'cleanup.policy': 'compact' } }]);
    await eventually('the changed configs', async () => (await entry('retention.ms'))?.value === '7200000' && (await entry('cleanup.policy'))?.value === 'delete,compact');
    expect(await entry('retention.ms')).toMatchObject({ source: 'dynamic-topic' });

    await admin.incrementalAlterConfigs([{ resource, set: { 'retention.ms': '1000' } }], { validateOnly: true });
    expect((await entry('retention.ms'))?.value).toBe('7200000');
    await admin.incrementalAlterConfigs([{ resource, delete: ['retention.ms'], subtract: { 'cleanup.policy': 'compact' } }]);
    await eventually('the defaults back', async () => (await entry('retention.ms'))?.source === 'default' && (await entry('cleanup.policy'))?.value === 'delete');

    expect(await failureName(admin.incrementalAlterConfigs([{ resource, set: { 'retention.ms': 'forever' } }]))).toBe('INVALID_CONFIG');
    expect(await failureName(admin.incrementalAlterConfigs([{ resource, append: { 'retention.ms': '5' } }]))).toBe('INVALID_CONFIG');
    expect(await failureName(admin.describeConfigs([{ type: 'topic', name: t.unique('admin-configs-missing') }]))).toBe('UNKNOWN_TOPIC_OR_PARTITION');

    const { brokers } = await admin.describeCluster();
    const brokerId = brokers[0]?.nodeId ?? 1;
    const [broker] = await admin.describeConfigs([{ type: 'broker', brokerId }], { keys: ['num.partitions'] });
    expect(broker?.entries.map((each) => each.name)).toEqual(['num.partitions']);
    expect(broker?.entries[0]?.value).toMatch(/^\d+$/);
  });

  it('cluster: brokers, cluster id, features with transaction.version, and offsets earliest/latest/LSO/by timestamp', async () => {
    const t = target();
    const admin = t.admin();
    const cluster = await admin.describeCluster();
    expect(cluster.brokers).toHaveLength(t.brokerCount);
    expect(cluster.clusterId).toEqual(expect.any(String));
    expect(cluster.brokers.map((each) => each.nodeId)).toContain(cluster.controllerId);
    const features = await admin.describeFeatures();
    expect(features.transactionVersion).toBe(t.transactionVersion);
    expect(features.finalizedEpoch).not.toBeNull();

    const topic = t.unique('admin-offsets');
    await t.createTopics([{ name: topic, partitions: 1 }]);
    const plain = t.producer();
    const before = Date.now();
    await plain.send([{ topic, partition: 0, value: 'a', timestamp: before - 60_000 }, { topic, partition: 0, value: 'b', timestamp: before - 30_000 }]);
    const open = t.producer({ transactionalId: t.unique('admin-offsets-txn') });
    await open.initTransactions();
    open.beginTransaction();
    await open.send({ topic, partition: 0, value: 'open' });
    const tp = { topic, partition: 0 };
    const [earliest, latest, byTime, maxTime] = await admin.listOffsets([
      { ...tp, spec: 'earliest' }, { ...tp, spec: 'latest' }, { ...tp, spec: { timestamp: before - 45_000 } }, { ...tp, spec: 'max-timestamp' },
    ]);
    expect(earliest?.offset).toBe(0n);
    expect(latest?.offset).toBe(3n);
    expect(byTime).toMatchObject({ offset: 1n, timestamp: before - 30_000 });
    expect(maxTime?.offset).toBe(2n);
    const [stable] = await admin.listOffsets([{ ...tp, spec: 'latest' }], { isolationLevel: 'read_committed' });
    expect(stable?.offset).toBe(2n);
    await open.commitTransaction();
    await eventually('the LSO to move', async () => (await admin.listOffsets([{ ...tp, spec: 'latest' }], { isolationLevel: 'read_committed' }))[0]?.offset === 4n);
  });

  it('groups: list and describe classic and KIP-848 groups, refuse deleting an active one, then offsets: alter, list (requireStable), reset, delete', async () => {
    const t = target();
    const admin = t.admin();
    const topic = t.unique('admin-groups');
    await t.createTopics([{ name: topic, partitions: 3 }]);
    const producer = t.producer();
    await producer.send([0, 1, 2].flatMap((partition) => [{ topic, partition, value: 'x' }, { topic, partition, value: 'y' }]));

    const classicGroup = t.unique('admin-group-classic');
    const consumerGroup = t.unique('admin-group-848');
    const classic = t.consumer({ groupId: classicGroup, partitionAssignmentStrategy: ['range'], heartbeatIntervalMs: 100, sessionTimeoutMs: 10_000 });
    classic.subscribe([topic]);
    const modern = t.consumer({ groupId: consumerGroup, groupProtocol: 'consumer' });
    modern.subscribe([topic]);
    await eventually('both consumers to be assigned', async () => {
      await Promise.all([classic.poll({ timeoutMs: 100 }), modern.poll({ timeoutMs: 100 })]);
      return classic.assignment().length === 3 && modern.assignment().length === 3;
    });

    const listed = await eventually('both groups listed stable', async () => {
      const groups = (await admin.listGroups()).filter((each) => each.groupId === classicGroup || each.groupId === consumerGroup);
      return groups.length === 2 && groups.every((each) => each.state === 'Stable') ? groups : undefined;
    });
    expect(listed.find((each) => each.groupId === classicGroup)).toMatchObject({ type: 'classic', protocolType: 'consumer' });
    expect(listed.find((each) => each.groupId === consumerGroup)).toMatchObject({ type: 'consumer', protocolType: 'consumer' });
    expect((await admin.listGroups({ types: ['consumer'] })).map((each) => each.groupId)).not.toContain(classicGroup);
    expect((await admin.listGroups({ states: ['Empty'] })).map((each) => each.groupId)).not.toContain(classicGroup);

    const [classicDescription, modernDescription] = await admin.describeGroups([classicGroup, consumerGroup]);
    expect(classicDescription).toMatchObject({ groupId: classicGroup, type: 'classic', state: 'Stable', protocolType: 'consumer', assignor: 'range', groupEpoch: null });
    expect(classicDescription?.members).toHaveLength(1);
    expect([...(classicDescription?.members[0]?.assignment ?? [])].sort((a, b) => a.partition - b.partition)).toEqual([0, 1, 2].map((partition) => ({ topic, partition })));
    expect(modernDescription).toMatchObject({ groupId: consumerGroup, type: 'consumer', state: 'Stable', assignor: 'uniform' });
    expect(modernDescription?.groupEpoch).toBeGreaterThan(0);
    expect(modernDescription?.members[0]?.assignment).toHaveLength(3);
    expect(modernDescription?.members[0]?.memberEpoch).toBeGreaterThan(0);
    expect(await failureName(admin.describeGroups([t.unique('admin-group-missing')]))).toBe('GROUP_ID_NOT_FOUND');
    expect(await failureName(admin.deleteGroups([classicGroup]))).toBe('NON_EMPTY_GROUP');

    await classic.close();
    await modern.close();
    await eventually('the classic group to be empty', async () => (await admin.describeGroups([classicGroup]))[0]?.state === 'Empty');
    await admin.alterGroupOffsets(classicGroup, [{ topic, partition: 0, offset: 1n, metadata: 'admin' }, { topic, partition: 1, offset: 2n }]);
    expect((await admin.listGroupOffsets(classicGroup)).map(({ partition, offset, metadata }) => [partition, offset, metadata])).toEqual([[0, 1n, 'admin'], [1, 2n, '']]);
    expect((await admin.resetGroupOffsets(classicGroup, { to: 'earliest', topics: [topic] })).map(({ partition, offset }) => [partition, offset])).toEqual([[0, 0n], [1, 0n], [2, 0n]]);
    expect((await admin.resetGroupOffsets(classicGroup, { to: 'latest' })).map((each) => each.offset)).toEqual([2n, 2n, 2n]);
    expect((await admin.resetGroupOffsets(classicGroup, { to: { timestamp: 0 }, partitions: [{ topic, partition: 1 }] })).map(({ partition, offset }) => [partition, offset])).toEqual([[1, 0n]]);
    expect((await admin.resetGroupOffsets(classicGroup, { to: { timestamp: Date.now() + 3_600_000 }, partitions: [{ topic, partition: 1 }] }))[0]?.offset).toBe(2n);
    const lag = await admin.describeGroupLag(classicGroup);
    expect(lag.map((each) => [each.partition, each.lag, each.stalled])).toEqual([[0, 0n, false], [1, 0n, false], [2, 0n, false]]);

    // An offset in an open transaction: requireStable waits it out (here until the call's bound), without it the old one.
    const transactional = t.producer({ transactionalId: t.unique('admin-groups-txn') });
    await transactional.initTransactions();
    transactional.beginTransaction();
    await transactional.sendOffsetsToTransaction([{ topic, partition: 2, offset: 1n }], { groupId: classicGroup, generationId: -1, memberId: '', groupInstanceId: null });
    await expect(admin.listGroupOffsets(classicGroup, { partitions: [{ topic, partition: 2 }], timeoutMs: 1_500 })).rejects.toBeInstanceOf(AdminTimeoutError);
    expect((await admin.listGroupOffsets(classicGroup, { partitions: [{ topic, partition: 2 }], requireStable: false }))[0]?.offset).toBe(2n);
    await transactional.commitTransaction();
    expect(await eventually('the committed offset', async () => (await admin.listGroupOffsets(classicGroup, { partitions: [{ topic, partition: 2 }] }))[0]?.offset === 1n)).toBe(true);

    await admin.deleteGroupOffsets(classicGroup, [{ topic, partition: 0 }]);
    expect((await admin.listGroupOffsets(classicGroup)).map((each) => each.partition)).toEqual([1, 2]);
    await admin.deleteGroups([classicGroup, consumerGroup]);
    expect(await failureName(admin.describeGroups([classicGroup]))).toBe('GROUP_ID_NOT_FOUND');
  });
}
