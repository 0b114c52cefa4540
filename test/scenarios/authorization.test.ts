/**
 * The producer under ACLs on the in-memory cluster (its authorizer follows Kafka's StandardAuthorizer, measured in
 * test/kafka/security/authorization.test.ts): what each refusal does to a send, the transaction and the producer,
 * and that it does so at once rather than at `maxBlockMs`.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { isTransactionError } from '../../src/errors/transaction-errors.js';
import { ProtocolError } from '../../src/errors/protocol-error.js';
import { Producer } from '../../src/producer/producer.js';
import { AclOperation, AclPermissionType, PatternType, ResourceType, type AclBinding } from '../../src/testing/acl/acl-binding.js';
import { InMemoryCluster } from '../../src/testing/in-memory-cluster.js';
import { InProcessNetworkClient } from '../../src/testing/in-process-network-client.js';
import { ClusterView } from '../contract/cluster-view.js';

const opened: { close(): unknown }[] = [];
afterEach(async () => {
  for (const each of opened.splice(0).reverse()) await each.close();
});

const acl = (resourceType: ResourceType, resourceName: string, operation: AclOperation, permissionType: AclPermissionType = AclPermissionType.ALLOW): AclBinding =>
  ({ resourceType, resourceName, patternType: PatternType.LITERAL, principal: 'User:alice', operation, permissionType });

function producerFor(acls: AclBinding[]): { producer: Producer; cluster: InMemoryCluster } {
  const cluster = new InMemoryCluster({ brokers: 1, transactionVersion: 2, topics: [{ name: 'orders' }, { name: 'audit' }], authorization: { acls } });
  const producer = new Producer({ network: new InProcessNetworkClient(cluster, { principal: 'User:alice' }), transactionalId: 'txn', lingerMs: 0, maxBlockMs: 3_000 });
  opened.push(cluster, { close: () => producer.close({ timeoutMs: 2_000 }) });
  return { producer, cluster };
}

async function rejection(promise: Promise<unknown>): Promise<{ error: unknown; elapsedMs: number }> {
  const startedAt = Date.now();
  try {
    await promise;
  } catch (error) {
    return { error, elapsedMs: Date.now() - startedAt };
  }
  throw new Error('expected a rejection');
}

const ALLOWED = [acl(ResourceType.TRANSACTIONAL_ID, 'txn', AclOperation.ALL), acl(ResourceType.TOPIC, 'orders', AclOperation.ALL), acl(ResourceType.TOPIC, 'audit', AclOperation.ALL)];

describe('the producer under ACLs', () => {
  it('a topic it may not describe: the send rejects at once with Metadata\'s TOPIC_AUTHORIZATION_FAILED (not a MetadataTimeoutError at maxBlockMs); the transaction is abortable and recovers', async () => {
    const { producer, cluster } = producerFor([...ALLOWED, acl(ResourceType.TOPIC, 'audit', AclOperation.DESCRIBE, AclPermissionType.DENY)]);
    await producer.initTransactions();
    producer.beginTransaction();
    const { error, elapsedMs } = await rejection(producer.send({ topic: 'audit', value: 'x' }));
    expect(error).toBeInstanceOf(ProtocolError);
    expect(error).toMatchObject({ api: 'Metadata', errorName: 'TOPIC_AUTHORIZATION_FAILED' });
    expect(elapsedMs).toBeLessThan(1_000);
    expect(producer.state).toBe('ABORTABLE_ERROR');
    await producer.abortTransaction();
    await producer.transaction(async (txn) => { await txn.send({ topic: 'orders', value: 'after' }); });
    expect(new ClusterView(cluster).committed('orders', 0)).toEqual(['after']);
  });

  it('a topic it may not write: the send fails with an abortable TOPIC_AUTHORIZATION_FAILED; the transaction recovers after the abort', async () => {
    const { producer, cluster } = producerFor([...ALLOWED, acl(ResourceType.TOPIC, 'audit', AclOperation.WRITE, AclPermissionType.DENY)]);
    await producer.initTransactions();
    producer.beginTransaction();
    const { error } = await rejection(producer.send({ topic: 'audit', value: 'x' }));
    expect(isTransactionError(error) && error.classification).toBe('abortable');
    expect(error).toMatchObject({ errorName: 'TOPIC_AUTHORIZATION_FAILED' });
    await producer.abortTransaction();
    await producer.transaction(async (txn) => { await txn.send({ topic: 'orders', value: 'after' }); });
    expect(new ClusterView(cluster).committed('orders', 0)).toEqual(['after']);
  });

  it('a transactional id it may not write: initTransactions fails with the fatal TRANSACTIONAL_ID_AUTHORIZATION_FAILED, leaves the producer UNINITIALIZED, and succeeds once the ACL is granted', async () => {
    const { producer, cluster } = producerFor([acl(ResourceType.TRANSACTIONAL_ID, 'txn', AclOperation.DESCRIBE), acl(ResourceType.TOPIC, 'orders', AclOperation.ALL)]);
    const { error } = await rejection(producer.initTransactions());
    expect(isTransactionError(error) && error.classification).toBe('fatal');
    expect(error).toMatchObject({ api: 'InitProducerId', errorName: 'TRANSACTIONAL_ID_AUTHORIZATION_FAILED' });
    expect(producer.state).toBe('UNINITIALIZED');
    cluster.authorizer?.add(acl(ResourceType.TRANSACTIONAL_ID, 'txn', AclOperation.WRITE));
    await producer.initTransactions();
    await producer.transaction(async (txn) => { await txn.send({ topic: 'orders', value: 'granted' }); });
    expect(new ClusterView(cluster).committed('orders', 0)).toEqual(['granted']);
  });
});
