/**
 * A member joining a classic group (cooperative-sticky) while the session's offsets are on their way to the group
 * coordinator. The member that keeps its partition must not rejoin (and so move the group to a new generation)
 * before its TxnOffsetCommit was answered: the coordinator would refuse the old generation with ILLEGAL_GENERATION
 * and the batch would be aborted and re-run although nothing was revoked. Java's consumer rejoins only inside
 * `poll()`, so the same loop on Java commits; the session holds the consumer's rejoin for the commit to match.
 *
 * The TxnOffsetCommit is held back by the test's network for two seconds of cluster time, the second member joins
 * as it leaves: long enough for the first member's heartbeat to learn of the rebalance and, without the hold, to
 * rejoin and complete it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { Consumer } from '../../src/consumer/consumer.js';
import type { ConsumerOptions } from '../../src/config/consumer-options.js';
import { seededRandom } from '../../src/internal/backoff.js';
import { withTestSeams } from '../../src/internal/test-seams.js';
import { sleep } from '../../src/internal/waits.js';
import type { SendOptions, SendResult, RequestTarget } from '../../src/network/network-client.js';
import type { ApiKeyName, ApiMessages } from '../../src/protocol/messages/index.generated.js';
import type { SessionBatchHandler } from '../../src/session/session-types.js';
import { TransactionalSession } from '../../src/session/transactional-session.js';
import { InProcessNetworkClient } from '../../src/testing/in-process-network-client.js';
import { scenario, type Scenario } from '../scenarios/scenario-helpers.js';
import { CutNetwork } from '../support/cut-network.js';

const GROUP = 'etl';

let s: Scenario | undefined;
const consumers: Consumer[] = [];
afterEach(async () => {
  for (const consumer of consumers.splice(0)) await s?.settle(consumer.close());
  await s?.close();
  s = undefined;
});

/** Holds each TxnOffsetCommit for `holdMs` of cluster time and calls `onOffsets` as the first one is held. */
class SlowOffsets extends CutNetwork {
  onOffsets: (() => void) | undefined;
  readonly generations: number[] = [];

  constructor(inner: InProcessNetworkClient, private readonly state: Scenario, private readonly holdMs: number) {
    super(inner);
  }

  override send<Name extends ApiKeyName>(target: RequestTarget, api: Name, build: (version: number) => ApiMessages[Name]['request'], options?: SendOptions): Promise<SendResult<ApiMessages[Name]['response']>> {
    if (api !== 'TxnOffsetCommit') return super.send(target, api, build, options);
    const onOffsets = this.onOffsets;
    this.onOffsets = undefined;
    onOffsets?.();
    return sleep(this.state.clock, this.holdMs).then(() => super.send(target, api, (version) => {
      const request = build(version);
      if ('generationIdOrMemberEpoch' in request) this.generations.push(request.generationIdOrMemberEpoch);
      return request;
    }, options));
  }
}

/** Holds each SyncGroup for `holdMs` of cluster time and calls `onJoin` as a JoinGroup goes out. */
class SlowSync extends CutNetwork {
  onJoin: (() => void) | undefined;

  constructor(inner: InProcessNetworkClient, private readonly state: Scenario, private readonly holdMs: number) {
    super(inner);
  }

  override send<Name extends ApiKeyName>(target: RequestTarget, api: Name, build: (version: number) => ApiMessages[Name]['request'], options?: SendOptions): Promise<SendResult<ApiMessages[Name]['response']>> {
    if (api === 'JoinGroup') this.onJoin?.();
    if (api !== 'SyncGroup') return super.send(target, api, build, options);
    return sleep(this.state.clock, this.holdMs).then(() => super.send(target, api, build, options));
  }
}

function newConsumer(state: Scenario, extra: Partial<ConsumerOptions> = {}): Consumer {
  const consumer = new Consumer(withTestSeams({
    network: new InProcessNetworkClient(state.cluster, { wireCheck: true }), groupId: GROUP, autoOffsetReset: 'earliest',
    heartbeatIntervalMs: 100, sessionTimeoutMs: 6_000, fetchMaxWaitMs: 50, retryBackoffMs: 50, retryBackoffMaxMs: 500,
    partitionAssignmentStrategy: ['cooperative-sticky'],
    ...extra,
  }, { clock: state.clock, random: seededRandom(7) }));
  consumers.push(consumer);
  return consumer;
}

describe('offsets in flight while a member joins the group (classic, cooperative-sticky)', () => {
  it('the member keeps its partition and its batch commits at the generation it read; it rejoins after the answer', async () => {
    const state = scenario({ transactionVersion: 2, topics: [{ name: 'in', partitions: 1 }, { name: 'out', partitions: 1 }] });
    s = state;
    const writer = state.producer({ transactionalId: 'writer' });
    await state.settle(writer.initTransactions());
    writer.beginTransaction();
    await state.settle(writer.send(['a', 'b', 'c'].map((value) => ({ topic: 'in', partition: 0, value }))));
    await state.settle(writer.commitTransaction());

    const network = new SlowOffsets(state.network, state, 2_000);
    const producer = state.producer({ network, transactionalId: 'etl-1', requestTimeoutMs: 5_000, deliveryTimeoutMs: 10_000, transactionTimeoutMs: 30_000 });
    const first = newConsumer(state);
    first.subscribe(['in']);
    const session = new TransactionalSession({ producer, source: first, pollTimeoutMs: 500 });
    let second: Consumer | undefined;
    network.onOffsets = () => {
      second = newConsumer(state);
      second.subscribe(['in']);
      void second.poll({ timeoutMs: 100 }).catch(() => undefined);
    };
    const handler: SessionBatchHandler = async (batch, tx) => {
      await tx.send(batch.records.map((record) => ({ topic: 'out', partition: 0, value: `f(${Buffer.from(record.value ?? []).toString()})` })));
    };

    let outcome = await state.settle(session.runOnce(handler));
    for (let round = 0; round < 20 && outcome.status === 'empty'; round++) outcome = await state.settle(session.runOnce(handler));

    expect(second, 'the second member joined while the offsets were held').toBeDefined();
    expect(outcome).toMatchObject({ status: 'committed', records: 3 });
    expect(network.generations).toEqual([1]);
    expect(state.committed('out', 0)).toEqual(['f(a)', 'f(b)', 'f(c)']);
    // The rebalance the join started completes once the commit is answered; the first member keeps the partition.
    await state.settle((async () => {
      while (state.cluster.groups.group(GROUP).generationId < 2) await sleep(state.clock, 50);
    })());
    expect(first.assignment()).toEqual([{ topic: 'in', partition: 0 }]);
    await state.settle(session.close());
  });

  it('asked for during a JoinGroup/SyncGroup exchange, the metadata waits for its end and carries the new generation', async () => {
    const state = scenario({ topics: [{ name: 'in', partitions: 1 }] });
    s = state;
    const network = new SlowSync(new InProcessNetworkClient(state.cluster, { wireCheck: true }), state, 1_000);
    const consumer = newConsumer(state, { network });
    consumer.subscribe(['in']);
    await state.settle((async () => { while (consumer.assignment().length === 0) await consumer.poll({ timeoutMs: 50 }); })());
    const seen: number[] = [];
    const aborted = new AbortController();
    let held: Promise<number> | undefined;
    let abandoned: Promise<unknown> | undefined;
    network.onJoin = () => {
      network.onJoin = undefined;
      held = consumer.withGenerationHeld((metadata) => { seen.push(metadata.generationId); return Promise.resolve(metadata.generationId); });
      abandoned = consumer.withGenerationHeld((metadata) => { seen.push(-metadata.generationId); return Promise.resolve(0); }, aborted.signal).catch((error: unknown) => error);
      aborted.abort(new Error('the batch was revoked'));
    };
    const second = newConsumer(state);
    second.subscribe(['in']);
    void second.poll({ timeoutMs: 100 }).catch(() => undefined);
    await state.settle((async () => { while (held === undefined) await sleep(state.clock, 50); })());
    expect(await state.settle(held ?? Promise.resolve(-1))).toBe(2);
    expect(await state.settle(abandoned ?? Promise.resolve())).toMatchObject({ name: 'OperationAbortedError', code: 'ERR_OPERATION_ABORTED' });
    expect(seen).toEqual([2]);
  });

  it('a rebalance the coordinator starts during the hold waits for the hold to end', async () => {
    const state = scenario({ topics: [{ name: 'in', partitions: 1 }] });
    s = state;
    const first = newConsumer(state);
    first.subscribe(['in']);
    await state.settle((async () => { while (first.assignment().length === 0) await first.poll({ timeoutMs: 50 }); })());
    let release: () => void = () => undefined;
    const hold = first.withGenerationHeld(() => new Promise<void>((resolve) => { release = resolve; }));
    const second = newConsumer(state);
    second.subscribe(['in']);
    void second.poll({ timeoutMs: 100 }).catch(() => undefined);
    // Five heartbeat intervals: the first member heard of the rebalance, yet the group waits for its JoinGroup.
    await state.settle(sleep(state.clock, 500));
    expect(state.cluster.groups.group(GROUP).generationId).toBe(1);
    release();
    await state.settle(hold);
    await state.settle((async () => {
      while (state.cluster.groups.group(GROUP).generationId < 2) await sleep(state.clock, 50);
    })());
    expect(first.groupMetadata().generationId).toBeGreaterThanOrEqual(2);
  });
});
