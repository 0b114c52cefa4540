/**
 * Fatal errors are fatal at once and for everything.
 * - item 7: after a fatal Produce error on one partition, every other incomplete record (buffered, waiting for
 *   memory, or in flight to another broker) rejects at once with the fatal error, for idempotent and
 *   transactional producers (Kafka `Sender.maybeAbortBatches`), and nothing more is sent;
 * - item 8: a broker without a usable version of FindCoordinator or InitProducerId fails initTransactions() at
 *   once with an unsupported-version error naming the API and the version ranges (it was retried until
 *   maxBlockMs and reported as a timeout);
 * - item 10: KIP-447 group metadata is never silently dropped by a TxnOffsetCommit below v3.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import { TransactionError } from '../../src/errors/transaction-errors.js';
import { ApiKey, type ApiKeyName } from '../../src/protocol/messages/index.generated.js';
import type { Producer } from '../../src/producer/producer.js';
import { InProcessNetworkClient } from '../../src/testing/in-process-network-client.js';
import { committedOffset } from '../interop/cluster-log.js';
import { scenario, txn, type Scenario } from './scenario-helpers.js';

/**
 * Writes to orders-0 and to a partition led by another broker (registering both, so that later Produce requests
 * to them are in flight together), then makes the next Produce to orders-0's leader answer `code` and holds the
 * other broker's Produce answers back 5 s. Returns the other partition.
 */
async function fatalOnPartitionZero(s: Scenario, producer: Producer, code: keyof typeof ErrorCode): Promise<{ readonly p: number; readonly leader: number }> {
  const leader0 = s.cluster.state.partition('orders', 0)!.leaderId;
  const other = [1, 2].map((p) => ({ p, leader: s.cluster.state.partition('orders', p)!.leaderId })).find((each) => each.leader !== leader0)!;
  await s.settle(producer.send([{ topic: 'orders', partition: 0, value: 'warm-0' }, { topic: 'orders', partition: other.p, value: 'warm-1' }]));
  s.cluster.faults.queueErrors(ApiKey.Produce, [ErrorCode[code]], { brokerId: leader0 });
  s.cluster.faults.delayResponses(ApiKey.Produce, 5_000, { brokerId: other.leader });
  return other;
}

describe('a fatal error fails every pending batch', () => {
  let s: Scenario;
  afterEach(async () => { s.cluster.faults.clear(); await s.close(); });

  for (const code of ['CLUSTER_AUTHORIZATION_FAILED', 'UNSUPPORTED_VERSION'] as const) {
    it(`after ${code} on one partition, a batch in flight to another broker rejects with the fatal error`, async () => {
      s = scenario();
      const producer = s.producer({ transactionalId: `item7-${code}` });
      await s.settle(producer.initTransactions());
      producer.beginTransaction();
      const other = await fatalOnPartitionZero(s, producer, code);
      const failing = producer.send({ topic: 'orders', partition: 0, value: 'fatal' });
      const survivor = producer.send({ topic: 'orders', partition: other.p, value: 'survivor' });
      // The survivor rejects as soon as the producer is fatal (see below): both are observed from the start.
      const [failed, survived] = await s.settle(Promise.allSettled([failing, survivor]));
      const fatal = txn(failed.status === 'rejected' ? failed.reason : undefined);
      expect(fatal.classification).toBe('fatal');
      expect(producer.state).toBe('FATAL_ERROR');
      expect(survived.status === 'rejected' ? survived.reason : undefined).toBe(fatal);
      // Nothing is sent after FATAL_ERROR: a new send is refused, a buffered one is not drained.
      expect(s.committed('orders', other.p)).toEqual([]);
    });
  }

  it('a buffered batch (lingering) rejects with the fatal error and is never sent', async () => {
    s = scenario();
    const producer = s.producer({ transactionalId: 'item7-buffered', lingerMs: 1_000 });
    await s.settle(producer.initTransactions());
    producer.beginTransaction();
    await s.settle(producer.send({ topic: 'orders', partition: 0, value: 'warm' }).then(() => undefined, () => undefined).then(async () => producer.flush()));
    s.cluster.faults.queueErrors(ApiKey.Produce, [ErrorCode.CLUSTER_AUTHORIZATION_FAILED]);
    const failing = producer.send({ topic: 'orders', partition: 0, value: 'fatal' });
    const flushed = producer.flush();
    const fatal = txn(await s.settleError(failing));
    await s.settleError(flushed).catch(() => undefined);
    const lingering = producer.send({ topic: 'orders', partition: 2, value: 'lingering' });
    const refused = await s.settleError(lingering);
    expect(refused.cause ?? refused).toBe(fatal);
    expect(s.uncommitted('orders', 2)).toEqual([]);
  });
});

describe('a fatal Produce error fails every incomplete record at once (Kafka Sender.maybeAbortBatches)', () => {
  let s: Scenario;
  afterEach(async () => { s.cluster.faults.clear(); await s.close(); });

  const cases = [
    { mode: 'idempotent', code: 'CLUSTER_AUTHORIZATION_FAILED' },
    { mode: 'idempotent', code: 'UNSUPPORTED_VERSION' },
    { mode: 'transactional', code: 'CLUSTER_AUTHORIZATION_FAILED' },
    { mode: 'transactional', code: 'TRANSACTIONAL_ID_AUTHORIZATION_FAILED' },
    { mode: 'transactional', code: 'UNSUPPORTED_VERSION' },
    { mode: 'transactional', code: 'PRODUCER_FENCED' },
  ] as const;
  for (const { mode, code } of cases) {
    it(`${mode}, ${code}: a batch in flight to another broker and a send waiting for memory reject with the fatal error before any answer`, async () => {
      s = scenario();
      const transactional = mode === 'transactional';
      // Room for two batches: a third send waits for memory.
      const producer = s.producer({ ...(transactional ? { transactionalId: `fatal-all-${code}` } : {}), bufferMemory: 40_000, batchSize: 16_384, maxBlockMs: 60_000 });
      if (transactional) {
        await s.settle(producer.initTransactions());
        producer.beginTransaction();
      }
      const other = await fatalOnPartitionZero(s, producer, code);
      const started = s.clock.now();
      const inFlight = producer.send({ topic: 'orders', partition: other.p, value: 'in-flight' });
      const failing = producer.send({ topic: 'orders', partition: 0, value: 'fatal' });
      const third = [1, 2].find((p) => p !== other.p)!;
      const waitingForMemory = producer.send({ topic: 'orders', partition: third, value: 'waiting' });
      const outcomes = await s.settle(Promise.allSettled([failing, inFlight, waitingForMemory]));
      expect(producer.state).toBe('FATAL_ERROR');
      const [fatal, ...others] = outcomes.map((outcome) => (outcome.status === 'rejected' ? outcome.reason as unknown : outcome.value));
      expect(txn(fatal).classification).toBe(code === 'PRODUCER_FENCED' ? 'application-recoverable' : 'fatal');
      expect(others).toEqual([fatal, fatal]);
      for (const other of others) expect(other).toBe(fatal);
      // Rejected before the in-flight request's answer (held 5 s) came back: nothing waited for it.
      expect(s.clock.now() - started).toBeLessThan(5_000);
      expect(s.uncommitted('orders', third)).toEqual([]);
    });
  }
});

describe('an idempotent producer answered CLUSTER_AUTHORIZATION_FAILED on Produce', () => {
  let s: Scenario;
  afterEach(async () => { s.cluster.faults.clear(); await s.close(); });

  // Kafka 4.4's client (TransactionManager.maybeTransitionToErrorState, checked in the 4.4.0 jar) makes a
  // ClusterAuthorizationException on a batch fatal for idempotent producers too, and its Sender then fails every
  // later batch with it: the producer cannot go on, even once the ACL is fixed.
  it('stays failed: a later send rejects with the fatal error, even once the broker would accept it', async () => {
    s = scenario();
    const producer = s.producer();
    await s.settle(producer.send({ topic: 'orders', partition: 0, value: 'warm' }));
    s.cluster.faults.queueErrors(ApiKey.Produce, [ErrorCode.CLUSTER_AUTHORIZATION_FAILED]);
    const fatal = txn(await s.settleError(producer.send({ topic: 'orders', partition: 0, value: 'refused' })));
    expect(fatal).toMatchObject({ classification: 'fatal', errorCode: ErrorCode.CLUSTER_AUTHORIZATION_FAILED });
    expect(producer.state).toBe('FATAL_ERROR');
    const later = await s.settleError(producer.send({ topic: 'orders', partition: 1, value: 'later' }));
    expect(later.cause ?? later).toBe(fatal);
    expect(s.uncommitted('orders', 0)).toEqual(['warm']);
    expect(s.uncommitted('orders', 1)).toEqual([]);
  });
});

/** The in-process client, with `api` advertised at no version the client can use. */
function withoutApi(s: Scenario, api: ApiKeyName): InProcessNetworkClient {
  return new InProcessNetworkClient(s.cluster, { wireCheck: true, maxVersions: { [api]: -1 } });
}

describe('no usable version of a transactional API is fatal at once', () => {
  let s: Scenario;
  const networks: InProcessNetworkClient[] = [];
  afterEach(async () => {
    await s.close();
    for (const network of networks.splice(0)) await network.close();
  });

  for (const api of ['FindCoordinator', 'InitProducerId'] as const) {
    it(`initTransactions() against a broker without a usable ${api} fails at once, naming the API and the ranges`, async () => {
      s = scenario();
      const network = withoutApi(s, api);
      networks.push(network);
      const producer = s.producer({ transactionalId: `item8-${api}`, network, maxBlockMs: 60_000 });
      const started = s.clock.now();
      const error = txn(await s.settleError(producer.initTransactions()));
      expect(s.clock.now() - started).toBeLessThan(1_000);
      expect(error.code).toBe('ERR_TXN_UNSUPPORTED_VERSION');
      expect(error.classification).toBe('fatal');
      expect(error.api).toBe(api);
      expect(error.message).toContain(api);
      expect(error.message).toMatch(/\d+-\d+/);
      expect(producer.state).toBe('FATAL_ERROR');
    });
  }

  it('an idempotent producer without a usable InitProducerId fails its sends at once', async () => {
    s = scenario();
    const network = withoutApi(s, 'InitProducerId');
    networks.push(network);
    const producer = s.producer({ network, maxBlockMs: 60_000, deliveryTimeoutMs: 120_000 });
    const started = s.clock.now();
    const error = txn(await s.settleError(producer.send({ topic: 'orders', partition: 0, value: 'v' })));
    expect(s.clock.now() - started).toBeLessThan(1_000);
    expect(error.code).toBe('ERR_TXN_UNSUPPORTED_VERSION');
    expect(producer.state).toBe('FATAL_ERROR');
  });
});

describe('no usable Produce version fails the batches at once', () => {
  let s: Scenario;
  let network: InProcessNetworkClient | undefined;
  afterEach(async () => { await s.close(); await network?.close(); });

  it('an idempotent producer whose broker has no usable Produce version fails the send at once, fatally', async () => {
    s = scenario();
    network = withoutApi(s, 'Produce');
    const producer = s.producer({ network, deliveryTimeoutMs: 120_000 });
    const started = s.clock.now();
    const error = txn(await s.settleError(producer.send({ topic: 'orders', partition: 0, value: 'v' })));
    expect(s.clock.now() - started).toBeLessThan(1_000);
    expect(error.errorName).toBe('UNSUPPORTED_VERSION');
    expect(error.classification).toBe('fatal');
    expect(producer.state).toBe('FATAL_ERROR');
  });
});

describe('KIP-447 group metadata is never dropped by TxnOffsetCommit < v3', () => {
  let s: Scenario;
  const networks: InProcessNetworkClient[] = [];
  afterEach(async () => {
    await s.close();
    for (const network of networks.splice(0)) await network.close();
  });

  async function offsetsWith(group: { generationId: number; memberId: string; groupInstanceId: string | null }, id: string): Promise<{ error: unknown; committed: bigint }> {
    s = scenario();
    const network = new InProcessNetworkClient(s.cluster, { wireCheck: true, maxVersions: { TxnOffsetCommit: 2 } });
    networks.push(network);
    const producer = s.producer({ transactionalId: id, network });
    await s.settle(producer.initTransactions());
    producer.beginTransaction();
    let error: unknown;
    try {
      await s.settle(producer.sendOffsetsToTransaction([{ topic: 'audit', partition: 0, offset: 7n }], { groupId: 'item10', ...group }));
      await s.settle(producer.commitTransaction());
    } catch (caught) {
      error = caught;
    }
    return { error, committed: committedOffset(s.cluster, 'item10', 'audit', 0) };
  }

  it('a generation id and member id cannot be sent at v0-2: fatal unsupported-version error, nothing committed', async () => {
    const { error, committed } = await offsetsWith({ generationId: 4, memberId: 'member-1', groupInstanceId: null }, 'item10-fenced');
    expect(error).toBeInstanceOf(TransactionError);
    expect(error).toMatchObject({ code: 'ERR_TXN_UNSUPPORTED_VERSION', api: 'TxnOffsetCommit', classification: 'fatal' });
    expect((error as Error).message).toContain('generation');
    expect(committed).toBe(-1n);
  });

  it('a group instance id alone cannot be sent at v0-2 either', async () => {
    const { error } = await offsetsWith({ generationId: -1, memberId: '', groupInstanceId: 'static-1' }, 'item10-static');
    expect(error).toMatchObject({ code: 'ERR_TXN_UNSUPPORTED_VERSION' });
  });

  it('the "no generation" default metadata is fine at v0-2 (Kafka does the same)', async () => {
    const { error, committed } = await offsetsWith({ generationId: -1, memberId: '', groupInstanceId: null }, 'item10-default');
    expect(error).toBeUndefined();
    expect(committed).toBe(7n);
  });
});
