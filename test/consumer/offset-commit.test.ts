/**
 * Offset commits outside transactions on the in-memory cluster: `commit()` (default: what poll returned; explicit
 * offsets), a restarted consumer resuming from them, `autoCommit` on its interval, before a revocation and on close
 * (on an injected clock), a member that lost its generation getting `CommitFailedError` under both group protocols,
 * a consumer run by a TransactionalSession refusing, and bad arguments from plain JavaScript.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { Consumer } from '../../src/consumer/consumer.js';
import { ConsumerOwnedBySessionError } from '../../src/consumer/consumer-errors.js';
import type { ConsumerOptions } from '../../src/config/consumer-options.js';
import { ConfigError } from '../../src/config/config-error.js';
import { InvalidArgumentError } from '../../src/errors/argument-errors.js';
import { CommitFailedError, FencedInstanceIdError } from '../../src/errors/transaction-errors.js';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import { ApiKey } from '../../src/protocol/messages/api-keys.generated.js';
import { ManualClock } from '../../src/internal/clock.js';
import { withTestSeams } from '../../src/internal/test-seams.js';
import { Producer } from '../../src/producer/producer.js';
import { TransactionalSession } from '../../src/session/transactional-session.js';
import { InMemoryCluster } from '../../src/testing/in-memory-cluster.js';
import { InProcessNetworkClient } from '../../src/testing/in-process-network-client.js';
import { CutNetwork } from '../support/cut-network.js';
import { pollRecords, testConsumerOptions, values, waitFor } from './helpers.js';
import type { ConsumerCommitEvent } from '../../src/consumer/consumer-events.js';

const closers: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

function cluster(partitions = 1, clock?: ManualClock): InMemoryCluster {
  const instance = new InMemoryCluster({ brokers: 1, topics: [{ name: 'in', partitions }], ...(clock === undefined ? {} : { clock }) });
  closers.push(() => { instance.close(); });
  return instance;
}

async function produce(target: InMemoryCluster, count: number, from = 0): Promise<void> {
  const producer = new Producer({ network: new InProcessNetworkClient(target), lingerMs: 0 });
  try {
    await Promise.all(Array.from({ length: count }, (_, index) => producer.send({ topic: 'in', partition: 0, value: Buffer.from(`v${from + index}`) })));
  } finally {
    await producer.close();
  }
}

function consumer(target: InMemoryCluster, extra: Partial<ConsumerOptions> = {}, clock?: ManualClock): Consumer {
  const options = testConsumerOptions(new InProcessNetworkClient(target), extra);
  const instance = new Consumer(clock === undefined ? options : withTestSeams(options, { clock }));
  closers.push(() => instance.close({ timeoutMs: 1_000 }).catch(() => undefined));
  return instance;
}

function committed(target: InMemoryCluster, groupId = 'g'): Record<string, bigint> {
  return Object.fromEntries(target.groups.offsetFetch(groupId, null, false).map((each) => [`${each.topic}-${each.partition}`, each.committedOffset]));
}

/** Advances `clock` in 100 ms steps, letting the event loop run between them, until `condition` holds. */
async function until(clock: ManualClock, condition: () => boolean, what: string, limitMs = 120_000): Promise<void> {
  const began = clock.now();
  while (!condition()) {
    if (clock.now() - began > limitMs) throw new Error(`not within ${limitMs} ms of cluster time: ${what}`);
    for (let spin = 0; spin < 20; spin++) await new Promise((resolve) => { setImmediate(resolve); });
    if (!condition()) clock.advance(100);
  }
}

describe('commit()', () => {
  it('commits the positions of what poll returned, and a restarted consumer resumes from them', async () => {
    const kafka = cluster();
    await produce(kafka, 5);
    const first = consumer(kafka);
    first.subscribe(['in']);
    const events: ConsumerCommitEvent[] = [];
    first.on('commit', (event) => { events.push(event); });
    expect(values(await pollRecords(first, 5))).toEqual(['v0', 'v1', 'v2', 'v3', 'v4']);
    await first.commit();
    expect(committed(kafka)).toEqual({ 'in-0': 5n });
    expect(events).toEqual([{ offsets: [{ topic: 'in', partition: 0, offset: 5n, leaderEpoch: expect.any(Number) as number }], error: undefined, auto: false }]);
    await first.commit([{ topic: 'in', partition: 0, offset: 2n }]);
    expect(committed(kafka)).toEqual({ 'in-0': 2n });
    await first.close();
    await produce(kafka, 1, 5);
    const second = consumer(kafka);
    second.subscribe(['in']);
    expect(values(await pollRecords(second, 4))).toEqual(['v2', 'v3', 'v4', 'v5']);
  });

  it('commits for a manual assignment (no generation), resolves at once with nothing consumed, and overlapping calls land in call order', async () => {
    const kafka = cluster();
    await produce(kafka, 3);
    const instance = consumer(kafka);
    await instance.commit();
    expect(committed(kafka)).toEqual({});
    instance.assign([{ topic: 'in', partition: 0 }]);
    await pollRecords(instance, 3);
    await Promise.all([
      instance.commit([{ topic: 'in', partition: 0, offset: 1n }]),
      instance.commit([{ topic: 'in', partition: 0, offset: 2n, metadata: 'm' }]),
      instance.commit(),
    ]);
    expect(committed(kafka)).toEqual({ 'in-0': 3n });
  });

  it('retries a coordinator move within its bound', async () => {
    const kafka = cluster();
    const instance = consumer(kafka);
    instance.assign([{ topic: 'in', partition: 0 }]);
    kafka.faults.queueErrors(ApiKey.OffsetCommit, [ErrorCode.NOT_COORDINATOR, ErrorCode.COORDINATOR_LOAD_IN_PROGRESS]);
    await instance.commit([{ topic: 'in', partition: 0, offset: 7n }]);
    expect(committed(kafka)).toEqual({ 'in-0': 7n });
  });

  it('REBALANCE_IN_PROGRESS fails the commit with a retriable CommitFailedError', async () => {
    const kafka = cluster();
    const instance = consumer(kafka);
    instance.assign([{ topic: 'in', partition: 0 }]);
    kafka.faults.failRequests(ApiKey.OffsetCommit, ErrorCode.REBALANCE_IN_PROGRESS);
    const error = await instance.commit([{ topic: 'in', partition: 0, offset: 1n }]).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CommitFailedError);
    expect(error).toMatchObject({ code: 'ERR_COMMIT_REBALANCE_IN_PROGRESS', classification: 'retriable', errorName: 'REBALANCE_IN_PROGRESS' });
  });

  for (const groupProtocol of ['classic', 'consumer'] as const) {
    it(`a member whose session expired gets CommitFailedError with the broker's error as cause and loses its partitions at once (${groupProtocol} protocol)`, async () => {
      const clock = new ManualClock();
      const kafka = cluster(1, clock);
      await produce(kafka, 2);
      const network = new CutNetwork(new InProcessNetworkClient(kafka));
      const options: Partial<ConsumerOptions> = groupProtocol === 'classic'
        ? { sessionTimeoutMs: 10_000, heartbeatIntervalMs: 1_000, maxPollIntervalMs: 300_000 }
        : { groupProtocol, maxPollIntervalMs: 300_000 };
      const base: Partial<ConsumerOptions> = testConsumerOptions(network, options);
      // The broker decides these under the consumer protocol (the config refuses them).
      if (groupProtocol === 'consumer') for (const key of ['sessionTimeoutMs', 'heartbeatIntervalMs'] as const) Reflect.deleteProperty(base, key);
      const instance = new Consumer(withTestSeams({ ...base, network }, { clock }));
      closers.push(() => instance.close({ timeoutMs: 0 }).catch(() => undefined));
      instance.subscribe(['in']);
      const records: unknown[] = [];
      await until(clock, () => {
        void instance.poll({ timeoutMs: 0 }).then((batch) => { records.push(...batch.records); }, () => undefined);
        return records.length === 2;
      }, 'records polled');
      network.cut((api) => api === 'Heartbeat' || api === 'ConsumerGroupHeartbeat', { requestSent: false });
      clock.advance(60_000);
      await new Promise((resolve) => { setImmediate(resolve); });
      const error = await instance.commit().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(CommitFailedError);
      expect(error).toMatchObject({ code: 'ERR_COMMIT_FAILED', api: 'OffsetCommit' });
      expect(['UNKNOWN_MEMBER_ID', 'ILLEGAL_GENERATION', 'STALE_MEMBER_EPOCH']).toContain((error as CommitFailedError).errorName);
      expect((error as CommitFailedError).cause).toMatchObject({ errorCode: (error as CommitFailedError).errorCode });
      expect(committed(kafka)).toEqual({});
      if ((error as CommitFailedError).errorName === 'STALE_MEMBER_EPOCH') return;
      // The heartbeats are still cut: only the refused commit can tell the membership that it is over. It loses the
      // partitions at once, without the clock moving (Java's resetGenerationOnResponseError), and rejoins.
      const at = clock.now();
      for (let spin = 0; spin < 50 && instance.assignment().length > 0; spin++) await new Promise((resolve) => { setImmediate(resolve); });
      expect(instance.assignment()).toEqual([]);
      expect(clock.now()).toBe(at);
    });
  }

  it('a static member replaced by another instance gets FencedInstanceIdError', async () => {
    const kafka = cluster();
    const first = consumer(kafka, { groupInstanceId: 'w' });
    first.subscribe(['in']);
    await waitFor(() => first.assignment().length === 1, 'first assigned');
    const second = consumer(kafka, { groupInstanceId: 'w' });
    second.subscribe(['in']);
    await waitFor(() => second.assignment().length === 1, 'second assigned');
    await expect(first.commit([{ topic: 'in', partition: 0, offset: 1n }])).rejects.toBeInstanceOf(FencedInstanceIdError);
  });

  it('a static member its heartbeat found fenced refuses later commits with FencedInstanceIdError', async () => {
    // The heartbeat learns of the takeover first: the membership resets its identity and stops, and a commit sent
    // under the reset identity would be answered UNKNOWN_MEMBER_ID; the consumer must still say it was fenced.
    const clock = new ManualClock();
    const kafka = cluster(1, clock);
    const first = consumer(kafka, { groupInstanceId: 'w' }, clock);
    const failures: Error[] = [];
    first.on('error', ({ error }) => { failures.push(error); });
    first.subscribe(['in']);
    await until(clock, () => first.assignment().length === 1, 'first assigned');
    const second = consumer(kafka, { groupInstanceId: 'w' }, clock);
    second.subscribe(['in']);
    await until(clock, () => second.assignment().length === 1, 'second assigned');
    await until(clock, () => failures.length > 0, 'first fenced by its heartbeat');
    expect(failures[0]).toMatchObject({ code: 'ERR_GROUP_INSTANCE_FENCED' });
    const error = await first.commit([{ topic: 'in', partition: 0, offset: 1n }]).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FencedInstanceIdError);
    expect(error).toMatchObject({ code: 'ERR_COMMIT_FENCED_INSTANCE_ID', classification: 'fatal', errorName: 'FENCED_INSTANCE_ID', cause: failures[0] });
    expect(committed(kafka)).toEqual({});
  });

  it('a consumer run by a TransactionalSession refuses plain commits; one with autoCommit is refused by the session', async () => {
    const kafka = cluster();
    const producer = new Producer({ network: new InProcessNetworkClient(kafka), transactionalId: 't', lingerMs: 0 });
    closers.push(() => producer.close());
    const owned = consumer(kafka);
    const session = new TransactionalSession({ producer, source: owned });
    closers.push(() => session.close());
    const refused = await owned.commit([{ topic: 'in', partition: 0, offset: 1n }]).catch((caught: unknown) => caught);
    expect(refused).toBeInstanceOf(ConsumerOwnedBySessionError);
    expect(refused).toMatchObject({ code: 'ERR_CONSUMER_OWNED_BY_SESSION', operation: 'commit' });
    const autoCommitting = consumer(kafka, { autoCommit: true });
    expect(() => new TransactionalSession({ producer, source: autoCommitting })).toThrow(ConfigError);
    expect(() => new TransactionalSession({ producer, source: autoCommitting })).toThrow(/source.*autoCommit/s);
  });

  it('bad arguments from plain JavaScript name the argument; options are validated with the field named', async () => {
    const kafka = cluster();
    const instance = consumer(kafka);
    const untyped = instance as unknown as { commit(...args: unknown[]): Promise<void> };
    await expect(untyped.commit('in-0')).rejects.toBeInstanceOf(InvalidArgumentError);
    await expect(untyped.commit([{ topic: 'in', partition: 0, offset: 5 }])).rejects.toThrow(/offsets\[0\]/);
    await expect(untyped.commit(undefined, { timeoutMs: -1 })).rejects.toThrow(/timeoutMs/);
    await expect(untyped.commit(undefined, { signal: AbortSignal.abort() })).rejects.toMatchObject({ code: 'ERR_OPERATION_ABORTED' });
    expect(() => new Consumer({ network: new InProcessNetworkClient(kafka), autoCommit: 'yes' } as unknown as ConsumerOptions)).toThrow(/autoCommit/);
    expect(() => new Consumer({ network: new InProcessNetworkClient(kafka), autoCommit: true })).toThrow(/autoCommit: needs groupId/);
    expect(() => new Consumer({ network: new InProcessNetworkClient(kafka), groupId: 'g', autoCommitIntervalMs: -5 })).toThrow(/autoCommitIntervalMs/);
    const groupless = new Consumer({ network: new InProcessNetworkClient(kafka) });
    closers.push(() => groupless.close());
    await expect(groupless.commit([{ topic: 'in', partition: 0, offset: 1n }])).rejects.toThrow(/groupId/);
  });
});

describe('autoCommit (on an injected clock)', () => {
  async function pollUntil(clock: ManualClock, instance: Consumer, count: number): Promise<unknown[]> {
    const records: unknown[] = [];
    await until(clock, () => {
      void instance.poll({ timeoutMs: 0 }).then((batch) => { records.push(...batch.records); }, () => undefined);
      return records.length >= count;
    }, `${count} records`);
    return records;
  }

  it('commits what poll returned before the next poll once the interval passed, not before', async () => {
    const clock = new ManualClock();
    const kafka = cluster(1, clock);
    await produce(kafka, 4);
    const instance = consumer(kafka, { autoCommit: true, autoCommitIntervalMs: 5_000, maxPollIntervalMs: 300_000, heartbeatIntervalMs: 1_000, sessionTimeoutMs: 30_000 }, clock);
    instance.subscribe(['in']);
    const started = clock.now();
    await pollUntil(clock, instance, 4);
    expect(clock.now() - started).toBeLessThan(5_000);
    await instance.poll({ timeoutMs: 0 });
    expect(committed(kafka)).toEqual({});
    const events: ConsumerCommitEvent[] = [];
    instance.on('commit', (event) => { events.push(event); });
    clock.advance(5_000);
    await instance.poll({ timeoutMs: 0 });
    await waitFor(() => events.length > 0, 'commit event');
    expect(events[0]?.error).toBeUndefined();
    await waitFor(() => committed(kafka)['in-0'] === 4n, 'auto-commit of 4');
  });

  it('commits before a revocation (before the listener runs) and on close', async () => {
    const clock = new ManualClock();
    const kafka = cluster(2, clock);
    await produce(kafka, 3);
    const options = { autoCommit: true, autoCommitIntervalMs: 1_000_000, maxPollIntervalMs: 300_000, heartbeatIntervalMs: 1_000, partitionAssignmentStrategy: ['range'] as const };
    const first = consumer(kafka, { ...options, partitionAssignmentStrategy: ['range'] }, clock);
    let committedWhenRevoked: Record<string, bigint> | undefined;
    first.subscribe(['in'], { onPartitionsRevoked: () => { committedWhenRevoked ??= committed(kafka); } });
    await pollUntil(clock, first, 3);
    expect(committed(kafka)).toEqual({});
    const second = consumer(kafka, { ...options, partitionAssignmentStrategy: ['range'] }, clock);
    second.subscribe(['in']);
    await until(clock, () => {
      void first.poll({ timeoutMs: 0 }).catch(() => undefined);
      return committedWhenRevoked !== undefined && second.assignment().length === 1;
    }, 'rebalanced');
    expect(committedWhenRevoked).toEqual({ 'in-0': 3n, 'in-1': 0n });
    await produce(kafka, 2, 3);
    const owner = first.assignment().some((tp) => tp.partition === 0) ? first : second;
    await pollUntil(clock, owner, 2);
    const closing = owner.close({ timeoutMs: 10_000 });
    await until(clock, () => committed(kafka)['in-0'] === 5n, 'committed on close');
    await closing;
  });
});
