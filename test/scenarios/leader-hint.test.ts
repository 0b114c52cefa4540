/**
 * KIP-951: a Produce answered NOT_LEADER_OR_FOLLOWER (or FENCED_LEADER_EPOCH) names the partition's current
 * leader and its address. As Java's client does (`Sender.handleProduceResponse` ->
 * `Metadata.updatePartitionLeadership`, `RecordAccumulator.shouldBackoff`), the producer adopts that leader when
 * its epoch is newer than the one it knows, and the retry goes to it at once: neither the retry backoff nor a
 * Metadata refresh is waited for. Here Metadata answers are held back a minute and the backoff is 5 s, on the
 * injected clock, so only the hint can make the retry fast.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import type { Producer } from '../../src/producer/producer.js';
import { ApiKey, type ApiMessages } from '../../src/protocol/messages/index.generated.js';
import { InProcessNetworkClient } from '../../src/testing/in-process-network-client.js';
import { HoldingNetwork } from './holding-network.js';
import { scenario, type Scenario } from './scenario-helpers.js';

const BACKOFF_MS = 5_000;
type ProduceResponse = ApiMessages['Produce']['response'];
type ProducePartitionResponse = ProduceResponse['responses'][number]['partitionResponses'][number];

type Mode = 'idempotent' | 'transactional TV1' | 'transactional TV2';
const MODES: readonly Mode[] = ['idempotent', 'transactional TV1', 'transactional TV2'];

interface Setup {
  readonly s: Scenario;
  readonly producer: Producer;
  readonly network: HoldingNetwork;
  readonly oldLeader: number;
  readonly newLeader: number;
}

/**
 * A producer that has written to orders-0 once (so its metadata knows the leader), then the leader moves to
 * another broker and Metadata answers are held back for a minute.
 */
async function leaderMoved(mode: Mode, options: { readonly produceMaxVersion?: number } = {}): Promise<Setup> {
  const s = scenario({ transactionVersion: mode === 'transactional TV2' ? 2 : 1 });
  const inner = options.produceMaxVersion === undefined ? s.network : new InProcessNetworkClient(s.cluster, { wireCheck: true, maxVersions: { Produce: options.produceMaxVersion } });
  const network = new HoldingNetwork(inner);
  const producer = s.producer({
    ...(mode === 'idempotent' ? {} : { transactionalId: `hint-${mode}` }), network, retryBackoffMs: BACKOFF_MS, retryBackoffMaxMs: BACKOFF_MS,
    deliveryTimeoutMs: 300_000,
  });
  if (mode !== 'idempotent') {
    await s.settle(producer.initTransactions());
    producer.beginTransaction();
  }
  await s.settle(producer.send({ topic: 'orders', partition: 0, value: 'warm' }));
  const oldLeader = s.cluster.state.partition('orders', 0)!.leaderId;
  const newLeader = s.cluster.state.brokers().map((broker) => broker.nodeId).find((id) => id !== oldLeader)!;
  s.cluster.moveLeader('orders', 0, newLeader);
  s.cluster.faults.delayResponses(ApiKey.Metadata, 60_000, { times: 1_000 });
  return { s, producer, network, oldLeader, newLeader };
}

/** Sends `value` to orders-0, rewriting the partition's answer to the first attempt with `rewrite`. */
async function sendWithFirstAnswer(setup: Setup, value: string, rewrite: (partition: ProducePartitionResponse) => void): Promise<{ readonly offset: bigint }> {
  const held = setup.network.hold('Produce', { deferred: true });
  const sent = setup.producer.send({ topic: 'orders', partition: 0, value });
  await setup.s.settle(held.sent);
  held.release((response) => {
    for (const topic of response.responses) for (const partition of topic.partitionResponses) rewrite(partition);
    return response;
  });
  return setup.s.settle(sent);
}

/** The brokers the Produce requests for orders-0 went to, from the `from`-th on. */
const produceTargets = (network: HoldingNetwork, from: number): (number | undefined)[] => network.requestsOf('Produce').slice(from).map((each) => each.nodeId);

describe('KIP-951: a retry after NOT_LEADER_OR_FOLLOWER goes to the named leader at once', () => {
  let s: Scenario | undefined;
  const networks: InProcessNetworkClient[] = [];
  afterEach(async () => {
    s?.cluster.faults.clear();
    await s?.close();
    s = undefined;
    for (const network of networks.splice(0)) await network.close();
  });

  for (const mode of MODES) {
    it(`${mode}: the hint moves the partition to the new leader and the retry goes there without the ${BACKOFF_MS} ms backoff`, async () => {
      const setup = await leaderMoved(mode);
      s = setup.s;
      const { producer, network, oldLeader, newLeader } = setup;
      const before = network.requestsOf('Produce').length;
      const started = s.clock.now();
      const result = await s.settle(producer.send({ topic: 'orders', partition: 0, value: 'after-move' }));
      expect(result.offset).toBe(1n);
      expect(s.clock.now() - started).toBeLessThan(BACKOFF_MS);
      expect(produceTargets(network, before)).toEqual([oldLeader, newLeader]);
      const refused = network.requestsOf('Produce')[before]!.response as ProduceResponse;
      expect(refused.responses[0]!.partitionResponses[0]).toMatchObject({ errorCode: ErrorCode.NOT_LEADER_OR_FOLLOWER, currentLeader: { leaderId: newLeader, leaderEpoch: 1 } });
      if (mode !== 'idempotent') await s.settle(producer.commitTransaction());
      expect(s.committed('orders', 0)).toEqual(['warm', 'after-move']);
    });
  }

  it('FENCED_LEADER_EPOCH with a current leader is followed the same way', async () => {
    const setup = await leaderMoved('idempotent');
    s = setup.s;
    const { network, oldLeader, newLeader } = setup;
    const before = network.requestsOf('Produce').length;
    const started = s.clock.now();
    const result = await sendWithFirstAnswer(setup, 'fenced-epoch', (partition) => { partition.errorCode = ErrorCode.FENCED_LEADER_EPOCH; });
    expect(result.offset).toBe(1n);
    expect(s.clock.now() - started).toBeLessThan(BACKOFF_MS);
    expect(produceTargets(network, before)).toEqual([oldLeader, newLeader]);
  });

  it('a hint whose leader epoch is not newer than the known one is ignored: the retry waits out the backoff', async () => {
    const setup = await leaderMoved('idempotent');
    s = setup.s;
    const { network, oldLeader, newLeader } = setup;
    const before = network.requestsOf('Produce').length;
    const started = s.clock.now();
    // The producer knows leader epoch 0; a hint with epoch 0 says nothing newer, whatever leader it names.
    const result = await sendWithFirstAnswer(setup, 'stale-hint', (partition) => { partition.currentLeader = { leaderId: newLeader, leaderEpoch: 0 }; });
    expect(result.offset).toBe(1n);
    // The retry waited the backoff, went to the old leader again (the metadata still named it), and only the
    // real hint of that second answer moved it.
    expect(s.clock.now() - started).toBeGreaterThanOrEqual(BACKOFF_MS);
    expect(s.clock.now() - started).toBeLessThan(2 * BACKOFF_MS);
    expect(produceTargets(network, before)).toEqual([oldLeader, oldLeader, newLeader]);
  });

  it('without a hint (Produce v9, before KIP-951) the retry waits out the backoff and goes to the old leader', async () => {
    const setup = await leaderMoved('idempotent', { produceMaxVersion: 9 });
    s = setup.s;
    const { producer, network, oldLeader } = setup;
    const before = network.requestsOf('Produce').length;
    const started = s.clock.now();
    const sent = producer.send({ topic: 'orders', partition: 0, value: 'no-hint' });
    // Until the held Metadata answer arrives, every attempt goes to the old leader, one backoff apart.
    const twoAttempts = (async () => {
      while (network.requestsOf('Produce').length < before + 2) await new Promise((resolve) => { setImmediate(resolve); });
    })();
    await s.settle(twoAttempts);
    expect(s.clock.now() - started).toBeGreaterThanOrEqual(BACKOFF_MS);
    expect(produceTargets(network, before).slice(0, 2)).toEqual([oldLeader, oldLeader]);
    s.cluster.faults.clear();
    await s.settle(sent);
  });
});
