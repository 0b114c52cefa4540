/**
 * The admin client's error model and lifecycle on the in-process in-memory cluster: options refused with a
 * ConfigError naming the field, arguments from plain JavaScript refused before any request, retries of what Kafka's
 * admin retries (coordinator moved or loading, leader moved, dropped responses) with the call's bound and an
 * AdminTimeoutError naming the last failure, AbortSignal, close() during a call, overlapping calls, and the metrics.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { Admin } from '../../src/admin/admin.js';
import { AdminClosedError, AdminOperationError, AdminTimeoutError } from '../../src/admin/admin-errors.js';
import { ConfigError } from '../../src/config/config-error.js';
import { InvalidArgumentError, InvalidTopicError } from '../../src/errors/argument-errors.js';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import { OperationAbortedError } from '../../src/errors/producer-errors.js';
import { ProtocolError } from '../../src/errors/protocol-error.js';
import { ApiKey } from '../../src/protocol/messages/api-keys.generated.js';
import { Producer } from '../../src/producer/producer.js';
import { CoordinatorKeyType } from '../../src/testing/cluster-state.js';
import { InMemoryCluster } from '../../src/testing/in-memory-cluster.js';
import { InProcessNetworkClient } from '../../src/testing/in-process-network-client.js';

const closers: (() => unknown)[] = [];
afterEach(async () => { for (const close of closers.splice(0).reverse()) await close(); });

function setup(options: ConstructorParameters<typeof Admin>[0] extends infer O ? Partial<O> : never = {}): { cluster: InMemoryCluster; admin: Admin; network: InProcessNetworkClient } {
  const cluster = new InMemoryCluster({ brokers: 3, topics: [{ name: 'orders', partitions: 3 }] });
  const network = new InProcessNetworkClient(cluster, { wireCheck: true });
  const admin = new Admin({ network, retryBackoffMs: 1, retryBackoffMaxMs: 5, requestTimeoutMs: 200, defaultApiTimeoutMs: 2_000, ...options });
  closers.push(() => { cluster.close(); }, () => network.close(), () => admin.close());
  return { cluster, admin, network };
}

async function openTransaction(cluster: InMemoryCluster, transactionalId: string): Promise<Producer> {
  const producer = new Producer({ network: new InProcessNetworkClient(cluster), transactionalId, lingerMs: 0 });
  closers.push(() => producer.close({ timeoutMs: 1_000 }).catch(() => undefined));
  await producer.initTransactions();
  producer.beginTransaction();
  await producer.send({ topic: 'orders', partition: 0, value: 'open' });
  return producer;
}

describe('Admin options and arguments', () => {
  it('refuses bad options with a ConfigError naming each field, and requires bootstrapServers or a network', () => {
    const bad = (options: unknown): ConfigError => {
      try {
        new Admin(options as ConstructorParameters<typeof Admin>[0]);
      } catch (error) {
        return error as ConfigError;
      }
      throw new Error('no error');
    };
    const error = bad({ bootstrapServers: ['nope'], requestTimeoutMs: -1, defualtApiTimeoutMs: 1 });
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.issues.map((issue) => issue.field).sort()).toEqual(['bootstrapServers.0', 'defualtApiTimeoutMs', 'requestTimeoutMs']);
    expect(error.message).toContain("did you mean 'defaultApiTimeoutMs'?");
    expect(bad({ retryBackoffMs: 10, retryBackoffMaxMs: 5 }).issues).toEqual([{ field: 'retryBackoffMs', message: 'must be <= retryBackoffMaxMs (10 > 5)' }]);
    expect(bad({}).issues).toEqual([{ field: 'bootstrapServers', message: 'is required unless a network client is passed as `network`' }]);
  });

  it('refuses bad arguments from plain JavaScript before sending anything, as rejections naming the argument', async () => {
    const { admin } = setup();
    const loose = admin as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
    const cases: [string, unknown[], string][] = [
      ['describeTransactions', [[]], 'transactionalIds'],
      ['describeTransactions', [['ok', 3]], 'transactionalIds[1]'],
      ['describeProducers', [[{ topic: 'orders', partition: -1 }]], 'partitions[0].partition'],
      ['abortTransaction', [{ topic: 'orders', partition: 0 }], 'spec.producerId'],
      ['abortTransaction', [{ topic: 'orders', partition: 0, startOffset: 5 }], 'spec.startOffset'],
      ['listTransactions', [{ producerIds: [1] }], 'options.producerIds[0]'],
      ['listTransactions', [{ states: ['Ongoing', 'ongoing'] }], 'options.states[1]'],
      ['findHangingTransactions', [{ maxTransactionTimeoutMs: 'soon' }], 'options.maxTransactionTimeoutMs'],
      ['createTopics', [[{ name: 'ok', partitions: 0 }]], 'topics[0].partitions'],
      ['createTopics', [[{ name: 'ok', configs: { 'retention.ms': 5 } }]], 'topics[0].configs.retention.ms'],
      ['incrementalAlterConfigs', [[{ resource: { type: 'group', name: 'g' } }]], 'changes[0].resource.type'],
      ['alterGroupOffsets', ['g', [{ topic: 'orders', partition: 0, offset: 1 }]], 'offsets[0].offset'],
      ['listOffsets', [[{ topic: 'orders', partition: 0, spec: 'newest' }]], 'requests[0].spec'],
      ['listTopics', [{ timeoutMs: 0 }], 'options.timeoutMs'],
      ['describeCluster', [{ signal: 'stop' }], 'options.signal'],
    ];
    for (const [method, args, argument] of cases) {
      const error = await (loose[method] as (...a: unknown[]) => Promise<unknown>).apply(admin, args).then(() => undefined, (caught: unknown) => caught);
      expect(error, `${method} ${argument}`).toBeInstanceOf(InvalidArgumentError);
      expect((error as InvalidArgumentError).argument).toBe(argument);
    }
    await expect(admin.describeTopics(['bad name!'])).rejects.toBeInstanceOf(InvalidTopicError);
    expect(admin.metrics().admin['request-total']).toBe(0);
  });
});

describe('Admin retries, bounds and lifecycle', () => {
  it('retries what Kafka\'s admin retries: the coordinator moved or loading, a lost response, a leader that moved', async () => {
    const { cluster, admin } = setup();
    await openTransaction(cluster, 'retried');
    cluster.faults.queueErrors(ApiKey.FindCoordinator, [ErrorCode.COORDINATOR_NOT_AVAILABLE]);
    cluster.faults.queueErrors(ApiKey.DescribeTransactions, [ErrorCode.COORDINATOR_LOAD_IN_PROGRESS, ErrorCode.NOT_COORDINATOR]);
    const [described] = await admin.describeTransactions(['retried']);
    expect(described?.state).toBe('Ongoing');
    cluster.moveCoordinator(CoordinatorKeyType.TRANSACTION, 'retried', 3);
    expect((await admin.describeTransactions(['retried']))[0]?.coordinatorId).toBe(3);

    cluster.faults.dropResponses(ApiKey.DescribeProducers);
    cluster.faults.queueErrors(ApiKey.ListOffsets, [ErrorCode.NOT_LEADER_OR_FOLLOWER]);
    const [lag] = await admin.describeLag([{ topic: 'orders', partition: 0, offset: 0n }]);
    expect(lag?.openTransaction?.transactionalId).toBe('retried');
    cluster.faults.assertNoPendingFaults();
    expect(admin.metrics().admin['call-retries-total']).toBeGreaterThanOrEqual(4);
  });

  it('fails for good on an error Kafka does not retry, naming the resource, and keeps what succeeded', async () => {
    const { cluster, admin } = setup();
    cluster.faults.queueErrors(ApiKey.CreateTopics, [ErrorCode.POLICY_VIOLATION]);
    const error = await admin.createTopics([{ name: 'refused' }]).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AdminOperationError);
    expect((error as AdminOperationError).failures[0]).toMatchObject({ resource: 'refused', error: { errorName: 'POLICY_VIOLATION' } });
    const partial = await admin.createTopics([{ name: 'fresh' }, { name: 'orders' }]).catch((caught: unknown) => caught);
    expect((partial as AdminOperationError).failures.map((each) => each.resource)).toEqual(['orders']);
    expect((await admin.listTopics()).map((each) => each.name)).toEqual(['fresh', 'orders']);
  });

  it('bounds a call by timeoutMs and says what failed last', async () => {
    const { cluster, admin } = setup();
    cluster.faults.failRequests(ApiKey.ListGroups, ErrorCode.COORDINATOR_LOAD_IN_PROGRESS, { times: 1_000 });
    const error = await admin.listGroups({ timeoutMs: 100 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AdminTimeoutError);
    expect((error as AdminTimeoutError).message).toContain('listGroups() did not complete within 100 ms; last error: ListGroups');
    expect((error as AdminTimeoutError).cause).toBeInstanceOf(ProtocolError);
    expect(admin.metrics().admin['call-errors-total']).toBe(1);
  });

  it('aborts a call on its signal, and close() fails the calls in progress and every later one', async () => {
    const { cluster, admin } = setup();
    cluster.faults.delayResponses(ApiKey.Metadata, 60_000, { times: 10 });
    const controller = new AbortController();
    const aborted = admin.listTopics({ signal: controller.signal });
    controller.abort(new Error('operator gave up'));
    await expect(aborted).rejects.toBeInstanceOf(OperationAbortedError);
    await expect(admin.describeCluster({ signal: AbortSignal.abort() })).rejects.toBeInstanceOf(OperationAbortedError);

    const pending = [admin.listTopics(), admin.describeTopics(['orders']), admin.findHangingTransactions()];
    await admin.close();
    for (const result of await Promise.allSettled(pending)) expect(result).toMatchObject({ status: 'rejected', reason: expect.any(AdminClosedError) as unknown });
    await expect(admin.listGroups()).rejects.toBeInstanceOf(AdminClosedError);
    await admin.close();
  });

  it('runs overlapping calls independently and counts them in the metrics', async () => {
    const { cluster, admin } = setup();
    await openTransaction(cluster, 'overlap-a');
    await openTransaction(cluster, 'overlap-b');
    const results = await Promise.all([admin.describeTransactions(['overlap-a']), admin.describeTransactions(['overlap-b']), admin.listTransactions(), admin.describeCluster()]);
    expect(results[0][0]?.transactionalId).toBe('overlap-a');
    expect(results[1][0]?.transactionalId).toBe('overlap-b');
    expect(results[2].map((each) => each.transactionalId)).toEqual(['overlap-a', 'overlap-b']);
    expect(results[3].brokers.map((each) => each.nodeId)).toEqual([1, 2, 3]);
    const metrics = admin.metrics();
    expect(metrics.admin['calls-total']).toBe(4);
    expect(metrics.apis.map((each) => each.api)).toEqual(expect.arrayContaining(['DescribeTransactions', 'FindCoordinator', 'ListTransactions', 'Metadata', 'DescribeCluster']));
  });

  it('finds an orphaned transaction (no coordinator record) and aborts it through the leader', async () => {
    const { cluster, admin } = setup();
    const producer = await openTransaction(cluster, 'orphan');
    const { producerId, producerEpoch } = producer.producerIdentity;
    // The coordinator loses the transactional id (as after transactional.id.expiration.ms with lost markers).
    expect(cluster.expireTransactionalId('orphan')).toBe(true);
    expect(cluster.expireTransactionalId('orphan')).toBe(false);
    expect(cluster.faults.history().flatMap((event) => (event.kind === 'control' ? [event.description] : []))).toEqual(expect.arrayContaining(['transactional id orphan expired', 'transactional id orphan expired (was not known)']));
    const [found] = await admin.findHangingTransactions({ maxTransactionTimeoutMs: 0, orphanedOnly: true });
    expect(found).toMatchObject({ topic: 'orders', partition: 0, producerId, producerEpoch, transactionalId: null, coordinator: null, orphaned: true });
    await admin.abortTransaction({ topic: 'orders', partition: 0, producerId, producerEpoch, coordinatorEpoch: -1 });
    expect(await admin.findHangingTransactions({ maxTransactionTimeoutMs: 0 })).toEqual([]);
    const [lag] = await admin.describeLag([{ topic: 'orders', partition: 0, offset: 0n }]);
    expect(lag?.lastStableOffset).toBe(lag?.highWatermark);
  });
});
