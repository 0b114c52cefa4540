/**
 * The in-memory cluster's handlers under ACLs, request by request (wire-checked in-process clients with a
 * principal): the error codes and shapes of Kafka's `KafkaApis` checks for the APIs a transaction uses, CreateAcls
 * and DeleteAcls, and the principal of a TLS client certificate on the TCP face. The end-to-end outcomes (what the
 * producer does with them, compared with Apache Kafka) are in test/kafka/security/authorization.test.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/errors/protocol-error-codes.generated.js';
import { ManualClock } from '../../../src/internal/clock.js';
import { TcpNetworkClient } from '../../../src/network/tcp/tcp-network-client.js';
import { ZERO_UUID } from '../../../src/protocol/primitives/uuid.js';
import { AclOperation, AclPermissionType, CLUSTER_RESOURCE_NAME, PatternType, ResourceType, type AclBinding } from '../../../src/testing/acl/acl-binding.js';
import type { AuthorizationOptions } from '../../../src/testing/acl/acl-authorizer.js';
import { InMemoryCluster } from '../../../src/testing/in-memory-cluster.js';
import { InProcessNetworkClient } from '../../../src/testing/in-process-network-client.js';
import { startCluster } from '../../../src/testing/tcp/tcp-cluster.js';
import { selfSignedCertificate } from '../../network/tcp/self-signed-certificate.js';
import { batch } from '../batches.js';
import { createFindCoordinatorRequest } from '../../../src/protocol/messages/find-coordinator.generated.js';
import { createInitProducerIdRequest } from '../../../src/protocol/messages/init-producer-id.generated.js';
import { createMetadataRequest } from '../../../src/protocol/messages/metadata.generated.js';
import { describeTransactions } from '../../../src/testing/cluster-inspection.js';

const opened: { close(): unknown }[] = [];
afterEach(async () => {
  for (const each of opened.splice(0).reverse()) await each.close();
});

const allow = (resourceType: ResourceType, resourceName: string, operation: AclOperation = AclOperation.ALL, principal = 'User:alice'): AclBinding =>
  ({ resourceType, resourceName, patternType: PatternType.LITERAL, principal, operation, permissionType: AclPermissionType.ALLOW });

function setup(authorization: AuthorizationOptions): { cluster: InMemoryCluster; as: (principal?: string) => InProcessNetworkClient } {
  const cluster = new InMemoryCluster({ clock: new ManualClock(), brokers: 1, transactionVersion: 2, topics: [{ name: 'orders', partitions: 2 }, { name: 'audit' }], authorization });
  opened.push(cluster);
  return {
    cluster,
    as: (principal = 'User:alice') => {
      const client = new InProcessNetworkClient(cluster, { wireCheck: true, clientId: 'acl-test', principal });
      opened.push(client);
      return client;
    },
  };
}

describe('the transaction APIs under ACLs', () => {
  it('Metadata: a topic that may not be described is TOPIC_AUTHORIZATION_FAILED, without partitions or id; an all-topics answer leaves it out', async () => {
    const { as } = setup({ acls: [allow(ResourceType.TOPIC, 'orders', AclOperation.WRITE)] });
    const { response } = await as().send('any', 'Metadata', () => createMetadataRequest({ topics: [{ topicId: ZERO_UUID, name: 'orders' }, { topicId: ZERO_UUID, name: 'audit' }], allowAutoTopicCreation: false }));
    expect(response.topics.map((topic) => [topic.name, topic.errorCode, topic.partitions.length, topic.topicId])).toEqual([
      ['orders', ErrorCode.NONE, 2, expect.not.stringMatching(ZERO_UUID)], ['audit', ErrorCode.TOPIC_AUTHORIZATION_FAILED, 0, ZERO_UUID],
    ]);
    const all = await as().send('any', 'Metadata', () => createMetadataRequest({ topics: null }));
    expect(all.response.topics.map((topic) => topic.name)).toEqual(['orders']);
  });

  it('FindCoordinator needs DESCRIBE on the transactional id or group; InitProducerId WRITE on the transactional id', async () => {
    const { as } = setup({ acls: [allow(ResourceType.TRANSACTIONAL_ID, 'txn', AclOperation.DESCRIBE), allow(ResourceType.GROUP, 'group', AclOperation.READ)] });
    const find = async (keyType: number, key: string): Promise<number> => (await as().send('any', 'FindCoordinator', () => createFindCoordinatorRequest({ keyType, coordinatorKeys: [key] }))).response.coordinators[0]?.errorCode ?? -1;
    expect(await find(1, 'txn')).toBe(ErrorCode.NONE);
    expect(await find(1, 'other')).toBe(ErrorCode.TRANSACTIONAL_ID_AUTHORIZATION_FAILED);
    expect(await find(0, 'group')).toBe(ErrorCode.NONE);
    expect(await find(0, 'other')).toBe(ErrorCode.GROUP_AUTHORIZATION_FAILED);
    const init = await as().send(1, 'InitProducerId', () => createInitProducerIdRequest({ transactionalId: 'txn', transactionTimeoutMs: 60_000 }));
    expect(init.response.errorCode).toBe(ErrorCode.TRANSACTIONAL_ID_AUTHORIZATION_FAILED);
  });

  it('InitProducerId without a transactional id: IDEMPOTENT_WRITE on the cluster or WRITE on some topic, else CLUSTER_AUTHORIZATION_FAILED', async () => {
    const idempotentInit = async (acls: AclBinding[]): Promise<number> => (await setup({ acls }).as().send('any', 'InitProducerId', () => createInitProducerIdRequest({ transactionalId: null, transactionTimeoutMs: -1 }))).response.errorCode;
    expect(await idempotentInit([allow(ResourceType.TOPIC, 'orders', AclOperation.READ)])).toBe(ErrorCode.CLUSTER_AUTHORIZATION_FAILED);
    expect(await idempotentInit([allow(ResourceType.TOPIC, 'orders', AclOperation.WRITE)])).toBe(ErrorCode.NONE);
    expect(await idempotentInit([allow(ResourceType.CLUSTER, CLUSTER_RESOURCE_NAME, AclOperation.IDEMPOTENT_WRITE)])).toBe(ErrorCode.NONE);
  });

  it('Produce: transactional records without WRITE on the transactional id fail every partition; a topic without WRITE fails its own', async () => {
    const { as } = setup({ acls: [allow(ResourceType.TOPIC, 'orders', AclOperation.WRITE), allow(ResourceType.TOPIC, 'audit', AclOperation.READ)] });
    const records = (transactional: boolean): Buffer => batch({ producerId: 7n, producerEpoch: 0, baseSequence: 0, transactional, values: ['x'] });
    const produce = async (transactional: boolean) => (await as().send(1, 'Produce', (version) => ({
      transactionalId: transactional ? 'txn' : null, acks: -1, timeoutMs: 1_000,
      topicData: ['orders', 'audit'].map((name) => ({ name, topicId: version >= 13 ? ZERO_UUID : ZERO_UUID, partitionData: [{ index: 0, records: records(transactional) }] })),
    }), { maxVersion: 12 })).response.responses.map((topic) => [topic.name, topic.partitionResponses[0]?.errorCode]);
    expect(await produce(true)).toEqual([['orders', ErrorCode.TRANSACTIONAL_ID_AUTHORIZATION_FAILED], ['audit', ErrorCode.TRANSACTIONAL_ID_AUTHORIZATION_FAILED]]);
    const idempotent = await produce(false);
    expect(idempotent[1]).toEqual(['audit', ErrorCode.TOPIC_AUTHORIZATION_FAILED]);
  });

  it('AddPartitionsToTxn v3: a topic without WRITE fails, the others are not attempted, nothing is added', async () => {
    const { as, cluster } = setup({ acls: [allow(ResourceType.TRANSACTIONAL_ID, 'txn'), allow(ResourceType.TOPIC, 'orders', AclOperation.WRITE)] });
    const client = as();
    const init = await client.send(1, 'InitProducerId', () => createInitProducerIdRequest({ transactionalId: 'txn', transactionTimeoutMs: 60_000 }));
    const { producerId, producerEpoch } = init.response;
    const { response } = await client.send(1, 'AddPartitionsToTxn', () => ({
      v3AndBelowTransactionalId: 'txn', v3AndBelowProducerId: producerId, v3AndBelowProducerEpoch: producerEpoch,
      v3AndBelowTopics: [{ name: 'orders', partitions: [0] }, { name: 'audit', partitions: [0] }], transactions: [],
    }), { maxVersion: 3 });
    expect(response.resultsByTopicV3AndBelow.map((topic) => [topic.name, topic.resultsByPartition[0]?.partitionErrorCode])).toEqual([
      ['orders', ErrorCode.OPERATION_NOT_ATTEMPTED], ['audit', ErrorCode.TOPIC_AUTHORIZATION_FAILED],
    ]);
    expect(describeTransactions(cluster, ['txn'])[0]?.topics).toEqual([]);
  });

  it('AddOffsetsToTxn and TxnOffsetCommit need READ on the group; TxnOffsetCommit READ on each topic', async () => {
    const { as } = setup({ acls: [allow(ResourceType.TRANSACTIONAL_ID, 'txn'), allow(ResourceType.GROUP, 'group'), allow(ResourceType.TOPIC, 'orders', AclOperation.DESCRIBE)] });
    const client = as();
    const { producerId, producerEpoch } = (await client.send(1, 'InitProducerId', () => createInitProducerIdRequest({ transactionalId: 'txn', transactionTimeoutMs: 60_000 }))).response;
    const addOffsets = await client.send(1, 'AddOffsetsToTxn', () => ({ transactionalId: 'txn', producerId, producerEpoch, groupId: 'other' }));
    expect(addOffsets.response.errorCode).toBe(ErrorCode.GROUP_AUTHORIZATION_FAILED);
    const commit = await client.send(1, 'TxnOffsetCommit', () => ({
      transactionalId: 'txn', groupId: 'group', producerId, producerEpoch, generationIdOrMemberEpoch: -1, memberId: '', groupInstanceId: null,
      topics: [{ name: 'orders', topicId: ZERO_UUID, partitions: [{ partitionIndex: 0, committedOffset: 5n, committedLeaderEpoch: -1, committedMetadata: null }] }],
    }), { maxVersion: 5 });
    expect(commit.response.topics[0]?.partitions[0]?.errorCode).toBe(ErrorCode.TOPIC_AUTHORIZATION_FAILED);
  });

  it('EndTxn needs WRITE on the transactional id', async () => {
    const { as } = setup({ acls: [allow(ResourceType.TRANSACTIONAL_ID, 'txn', AclOperation.DESCRIBE)] });
    const { response } = await as().send(1, 'EndTxn', () => ({ transactionalId: 'txn', producerId: 1n, producerEpoch: 0, committed: true }));
    expect(response.errorCode).toBe(ErrorCode.TRANSACTIONAL_ID_AUTHORIZATION_FAILED);
  });
});

describe('CreateAcls and DeleteAcls', () => {
  it('change the ACLs for a principal with ALTER on the cluster; CLUSTER_AUTHORIZATION_FAILED otherwise; SECURITY_DISABLED without an authorizer', async () => {
    const { as, cluster } = setup({ superUsers: ['User:admin'] });
    const creation = { resourceType: ResourceType.TOPIC, resourceName: 'orders', resourcePatternType: PatternType.LITERAL, principal: 'User:alice', host: '*', operation: AclOperation.READ, permissionType: AclPermissionType.ALLOW };
    const create = async (principal: string, creations: typeof creation[]) => (await as(principal).send('any', 'CreateAcls', () => ({ creations }))).response.results.map((result) => result.errorCode);
    expect(await create('User:alice', [creation])).toEqual([ErrorCode.CLUSTER_AUTHORIZATION_FAILED]);
    expect(await create('User:admin', [creation, { ...creation, principal: 'alice' }])).toEqual([ErrorCode.NONE, ErrorCode.INVALID_REQUEST]);
    expect(cluster.authorizer?.authorize({ principal: 'User:alice', host: '127.0.0.1' }, AclOperation.READ, ResourceType.TOPIC, 'orders')).toBe(true);
    const deleted = await as('User:admin').send('any', 'DeleteAcls', () => ({ filters: [{ resourceTypeFilter: 1, resourceNameFilter: null, patternTypeFilter: 1, principalFilter: 'User:alice', hostFilter: null, operation: 1, permissionType: 1 }] }));
    expect(deleted.response.filterResults[0]?.matchingAcls.map((each) => each.resourceName)).toEqual(['orders']);
    expect(cluster.authorizer?.acls()).toEqual([]);
    const open = new InMemoryCluster({ clock: new ManualClock() });
    opened.push(open);
    const client = new InProcessNetworkClient(open, { wireCheck: true });
    opened.push(client);
    expect((await client.send('any', 'CreateAcls', () => ({ creations: [creation] }))).response.results[0]?.errorCode).toBe(ErrorCode.SECURITY_DISABLED);
  });
});

describe('the principal of a TLS client certificate', () => {
  it('is User: and the certificate subject, as Kafka\'s SSL principal', async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'kafka-eos-acl-tls-'));
    opened.push({ close: () => { rmSync(directory, { recursive: true, force: true }); } });
    const broker = selfSignedCertificate(directory, 'broker');
    const client = selfSignedCertificate(directory, 'client');
    const face = await startCluster({
      brokers: 1, topics: [{ name: 'orders' }], tls: { key: broker.key, cert: broker.cert, ca: client.cert, requestCert: true },
      authorization: { acls: [allow(ResourceType.TOPIC, 'orders', AclOperation.DESCRIBE, 'User:CN=localhost')] },
    });
    opened.push(face);
    const network = new TcpNetworkClient({ bootstrapServers: face.bootstrapServers, tls: { ca: broker.cert, cert: client.cert, key: client.key } });
    opened.push(network);
    const { response } = await network.send('any', 'Metadata', () => createMetadataRequest({ topics: [{ topicId: ZERO_UUID, name: 'orders' }], allowAutoTopicCreation: false }));
    expect(response.topics[0]?.errorCode).toBe(ErrorCode.NONE);
  });
});
