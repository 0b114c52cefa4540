/**
 * What the consumer does for correctness and cost against real Apache Kafka replicas, each observed on the wire
 * (every Fetch recorded with the broker it went to):
 * - KIP-392: brokers in racks `rack-<nodeId>` with Kafka's `RackAwareReplicaSelector`; a read_committed consumer in
 *   rack-2 is sent by the leader to the follower on broker 2 and reads every committed record from it; once broker 2
 *   is stopped it reads on from the leader, nothing lost or repeated.
 * - KIP-227: incremental fetch sessions (a session id from the broker, epochs advancing by one, incremental Fetches
 *   naming only changed partitions) and the broker refusing sessions when its cache is full. Kafka 4.4 splits
 *   `max.incremental.fetch.session.cache.slots` over 8 cache shards (a value below 8 leaves no slot at all) and lets a
 *   consumer's session be evicted by another consumer only once it is 120 s old, so this cluster has 8 slots (one per
 *   shard) and 10 consumers compete for them: at least two are refused and read with full Fetches.
 * - KIP-320: an unclean leader election truncates the log under two consumers' positions (a follower stopped after
 *   the first writes, later writes to the leader alone, the leader SIGKILLed, the stale follower started and elected): the consumer with a
 *   reset policy moves back to the divergent offset and reads the new leader's records; the one with `'none'` gets
 *   {@link LogTruncationError} naming its position and the divergent offset.
 * Runs once (under transaction.version 2 only: nothing here depends on it), in its own cluster; the last test leaves
 * the broker it killed down (the cluster is stopped after the file).
 */
import { spawnSync } from 'node:child_process';
import { afterEach, expect, it } from 'vitest';
import type { ConsumerOptions } from '../../../src/config/consumer-options.js';
import { isLogTruncationError } from '../../../src/consumer/consumer-errors.js';
import { Consumer } from '../../../src/consumer/consumer.js';
import { TcpNetworkClient } from '../../../src/network/tcp/tcp-network-client.js';
import { Producer } from '../../../src/producer/producer.js';
import { uniqueName } from '../kafka-admin.js';
import { describeKafkaFaults, type FaultCluster } from './fault-env.js';
import { recordFetches, servedBy, type RecordedFetch } from '../../support/fetch-recorder.js';

const FETCH_SESSION_ID_NOT_FOUND = 70;
/** Kafka 4.4's fetch session cache shards (`KafkaBroker.NumFetchSessionCacheShards`): one slot each. */
const SESSION_SLOTS = 8;

const closers: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

describeKafkaFaults('consumer and replicas', (cluster) => {
  function consumerOn(c: FaultCluster, log: RecordedFetch[], options: Partial<ConsumerOptions> = {}): Consumer {
    const tcp = new TcpNetworkClient({ bootstrapServers: c.kafka.bootstrapServers.split(','), clientId: 'replicas-test', requestTimeoutMs: 10_000, reconnectBackoffMaxMs: 1_000 });
    const consumer = new Consumer({
      network: recordFetches(tcp, log), isolationLevel: 'read_committed', autoOffsetReset: 'earliest', fetchMaxWaitMs: 200,
      requestTimeoutMs: 10_000, retryBackoffMs: 100, retryBackoffMaxMs: 1_000, ...options,
    });
    closers.push(() => tcp.close(), () => consumer.close({ timeoutMs: 2_000 }));
    return consumer;
  }

  /** `offset:value` of every record polled until `count` arrived (or the limit passed). */
  async function pollRecords(consumer: Consumer, count: number, limitMs = 60_000): Promise<string[]> {
    const seen: string[] = [];
    const deadline = Date.now() + limitMs;
    while (seen.length < count && Date.now() < deadline) {
      for (const record of (await consumer.poll({ timeoutMs: 200 })).records) seen.push(`${record.offset}:${Buffer.from(record.value ?? new Uint8Array()).toString()}`);
    }
    return seen;
  }

  const expected = (prefix: string, from: number, count: number, firstOffset = from): string[] => Array.from({ length: count }, (_, index) => `${firstOffset + index}:${prefix}${from + index}`);

  async function waitForIsr(c: FaultCluster, topic: string, leader: number, isr: readonly number[]): Promise<number> {
    let epoch = -1;
    await c.probe.waitFor(`${topic}-0 led by ${leader} with ISR ${isr.join(',')}`, async () => {
      const view = await c.probe.partitionOf(topic, 0);
      epoch = view.leaderEpoch;
      return view.leader === leader && view.isr.join(',') === isr.join(',');
    }, 90_000);
    return epoch;
  }

  /**
   * Waits for `nodeId` to lead `topic`-0: KRaft's controller elects an out-of-sync replica of a topic with
   * `unclean.leader.election.enable` by itself (when it registers again); if that has not happened after 45 s, Kafka's
   * own admin tool asks for it (kafka-leader-election --election-type unclean).
   */
  async function electUncleanly(c: FaultCluster, topic: string, nodeId: number): Promise<void> {
    const led = async (): Promise<boolean> => (await c.probe.leaderOf(topic, 0)) === nodeId;
    try {
      await c.probe.waitFor(`${topic}-0 led by broker ${nodeId} (unclean election by the controller)`, led, 45_000);
      return;
    } catch { /* ask for it below */ }
    const running = c.kafka.brokers.filter((each) => each.running).map((each) => each.address).join(',');
    const result = spawnSync('java', ['-Xmx128m', '-cp', c.kafka.classpath, 'org.apache.kafka.tools.LeaderElectionCommand', '--bootstrap-server', running, '--election-type', 'unclean', '--topic', topic, '--partition', '0'], { encoding: 'utf8', timeout: 60_000 });
    process.stderr.write(`consumer-replicas: kafka-leader-election --election-type unclean: exit ${String(result.status)} ${result.stdout}${result.stderr}\n`.replace(/\n+$/, '\n'));
    await c.probe.waitFor(`${topic}-0 led by broker ${nodeId} (unclean election by kafka-leader-election)`, led, 60_000);
  }

  it(`KIP-227: incremental sessions on Kafka; with ${SESSION_SLOTS} slots for 10 consumers the refused ones read with full Fetches`, async () => {
    const c = cluster();
    const topic = uniqueName('sessions');
    await c.probe.createTopic(topic, 2, 3, { replicas: [[3, 1, 2], [3, 2, 1]] });
    await c.probe.waitFor(`leaders of ${topic}`, async () => (await c.probe.leaderOf(topic, 0)) === 3 && (await c.probe.leaderOf(topic, 1)) === 3);
    const producer = new Producer({ bootstrapServers: c.kafka.bootstrapServers.split(','), lingerMs: 0, requestTimeoutMs: 10_000 });
    closers.push(() => producer.close({ timeoutMs: 5_000 }));
    const write = (prefix: string, from: number, count: number): Promise<unknown> => Promise.all(Array.from({ length: count }, (_, index) => producer.send({ topic, partition: 0, value: `${prefix}${from + index}` })));

    await write('a', 0, 10);
    const logs = Array.from({ length: 10 }, (): RecordedFetch[] => []);
    const consumers = logs.map((log) => consumerOn(c, log));
    // Each consumer fetches both partitions; only partition 0 gets records, so partition 1 never changes.
    for (const consumer of consumers) consumer.assign([{ topic, partition: 0 }, { topic, partition: 1 }]);
    const reads = await Promise.all(consumers.map((consumer) => pollRecords(consumer, 10)));
    await write('b', 10, 10);
    const more = await Promise.all(consumers.map((consumer) => pollRecords(consumer, 10)));
    // Let every consumer fetch a while longer with nothing new: sessions idle, refused consumers retry full Fetches.
    await Promise.all(consumers.map(async (consumer) => { expect(await pollRecords(consumer, 1, 2_000)).toEqual([]); }));
    for (const [index, read] of reads.entries()) expect([...read, ...(more[index] ?? [])]).toEqual([...expected('a', 0, 10), ...expected('b', 10, 10)]);

    const answered = logs.map((log) => log.filter((each) => each.target === 3 && each.response !== undefined && each.response.errorCode === 0));
    // Sessions in use: the broker gave an id, the epochs went 1, 2, 3, ... under it, and an incremental Fetch named
    // only the partitions whose position moved (none, or partition 0 alone).
    const withSession = answered.filter((log) => log.some(({ response }) => (response?.sessionId ?? 0) !== 0));
    expect(withSession.length).toBeGreaterThan(0);
    for (const log of withSession) {
      const incremental = log.filter(({ request }) => request.sessionId !== 0 && request.sessionEpoch > 0);
      expect(incremental.length).toBeGreaterThan(2);
      const first = incremental[0]!;
      const run = incremental.filter(({ request }) => request.sessionId === first.request.sessionId).map(({ request }) => request.sessionEpoch);
      expect(run).toEqual(run.map((_, index) => (run[0] ?? 1) + index));
      // Partition 1 never moves: an incremental Fetch names it at most once per session (when it joins the session,
      // its position having been looked up after partition 0's).
      const named = incremental.map(({ request }) => ({ session: request.sessionId, partitions: request.topics.flatMap((each) => each.partitions.map((partition) => partition.partition)) }));
      const namingPartition1 = named.filter(({ partitions }) => partitions.includes(1));
      expect(namingPartition1.length, JSON.stringify(named)).toBeLessThanOrEqual(new Set(named.map(({ session }) => session)).size);
      expect(named.some(({ partitions }) => partitions.length === 0)).toBe(true);
    }
    // At most one session per shard: at least two consumers were refused (session id 0) at the end, and read every
    // record all the same (checked above) with full Fetches naming both partitions.
    const refused = answered.filter((log) => log.at(-1)?.response?.sessionId === 0);
    expect(refused.length).toBeGreaterThanOrEqual(10 - SESSION_SLOTS);
    for (const log of refused) expect(log.at(-1)?.request.sessionEpoch).toBe(0);
    const evicted = logs.flat().filter(({ response }) => response?.errorCode === FETCH_SESSION_ID_NOT_FOUND).length;
    process.stderr.write(`consumer-replicas: ${withSession.length} consumers held a session, ${refused.length} refused at the end, ${evicted} FETCH_SESSION_ID_NOT_FOUND answers\n`);
  });

  it('KIP-392: reads every committed record from the follower in its rack, then from the leader once that follower is stopped', async () => {
    const c = cluster();
    const topic = uniqueName('rack');
    await c.probe.createTopic(topic, 1, 3, { replicas: [[1, 2, 3]] });
    await waitForIsr(c, topic, 1, [1, 2, 3]);
    const producer = new Producer({ bootstrapServers: c.kafka.bootstrapServers.split(','), transactionalId: uniqueName('rack-tx'), lingerMs: 0, requestTimeoutMs: 10_000 });
    closers.push(() => producer.close({ timeoutMs: 5_000 }));
    await producer.initTransactions();
    const transaction = async (prefix: string, from: number, count: number, commit: boolean): Promise<void> => {
      producer.beginTransaction();
      // Every record written before the transaction ends, so that an aborted one is in the log too.
      await Promise.all(Array.from({ length: count }, (_, index) => producer.send({ topic, partition: 0, value: `${prefix}${from + index}` })));
      if (commit) await producer.commitTransaction();
      else await producer.abortTransaction();
    };
    await transaction('a', 0, 10, true); // offsets 0-9, marker 10
    await transaction('x', 0, 5, false); // 11-15 aborted, marker 16
    await transaction('b', 0, 10, true); // 17-26, marker 27

    const log: RecordedFetch[] = [];
    const consumer = consumerOn(c, log, { clientRack: 'rack-2' });
    consumer.assign([{ topic, partition: 0 }]);
    expect(await pollRecords(consumer, 20)).toEqual([...expected('a', 0, 10), ...expected('b', 0, 10, 17)]);
    // The leader was asked with the rack and named broker 2; every record came from broker 2.
    expect(log[0]).toMatchObject({ target: 1, request: { rackId: 'rack-2' } });
    expect(log.some(({ target, response }) => target === 1 && response?.responses[0]?.partitions[0]?.preferredReadReplica === 2)).toBe(true);
    expect(new Set(servedBy(log))).toEqual(new Set([2]));

    // Every answer with records from here on carries the records written after the stop.
    const stoppedAt = log.length;
    await c.broker(2).stop();
    await transaction('c', 0, 10, true); // 28-37
    expect(await pollRecords(consumer, 10)).toEqual(expected('c', 0, 10, 28));
    expect(new Set(servedBy(log.slice(stoppedAt)))).toEqual(new Set([1]));
    expect((await consumer.poll({ timeoutMs: 500 })).records).toEqual([]);
    // Back for the next test: with broker 2 down, KRaft did not elect the stale replica there within 90 s.
    c.broker(2).start();
    await c.kafka.waitUntilReady();
  });

  it('KIP-320: an unclean election truncates the log under the consumers; a reset policy reads on from the divergent offset, \'none\' raises LogTruncationError', async () => {
    const c = cluster();
    const topic = uniqueName('truncation');
    await c.probe.createTopic(topic, 1, 2, { replicas: [[1, 3]], configs: { 'unclean.leader.election.enable': 'true', 'min.insync.replicas': '1' } });
    await waitForIsr(c, topic, 1, [1, 3]);
    const bootstrapServers = c.kafka.bootstrapServers.split(',');
    // acks=all: a write is answered once every in-sync replica has it, so 0-9 are on broker 3 before it stops (with
    // acks=1 the follower could stop a few records behind, and the truncation point moved); min ISR 1 keeps the
    // writes going while broker 1 is alone.
    const producer = new Producer({ bootstrapServers, acks: 'all', idempotent: false, lingerMs: 0, requestTimeoutMs: 5_000, deliveryTimeoutMs: 60_000 });
    closers.push(() => producer.close({ timeoutMs: 2_000 }));
    const write = async (prefix: string, from: number, count: number): Promise<void> => { for (let index = from; index < from + count; index++) await producer.send({ topic, partition: 0, value: `${prefix}${index}` }); };
    await write('a', 0, 10); // 0-9 on both replicas
    await c.broker(3).stop(); // the follower leaves the ISR at once (controlled shutdown)
    await waitForIsr(c, topic, 1, [1]);
    await write('a', 10, 10); // 10-19 on broker 1 only

    const reset = consumerOn(c, [], { isolationLevel: 'read_uncommitted' });
    const strict = consumerOn(c, [], { isolationLevel: 'read_uncommitted', autoOffsetReset: 'none' });
    reset.assign([{ topic, partition: 0 }]);
    strict.assign([{ topic, partition: 0 }]);
    strict.seek([{ topic, partition: 0, offset: 0n }]);
    expect(await pollRecords(reset, 20)).toEqual(expected('a', 0, 20));
    expect(await pollRecords(strict, 20)).toEqual(expected('a', 0, 20));

    c.broker(1).signal('SIGKILL');
    await c.broker(1).waitForExit();
    c.broker(3).start();
    await electUncleanly(c, topic, 3);
    await write('n', 10, 5); // the new leader's log: 0-9, then 10-14

    expect(await pollRecords(reset, 5)).toEqual(expected('n', 10, 5));
    const deadline = Date.now() + 60_000;
    let failure: unknown;
    while (failure === undefined && Date.now() < deadline) {
      try {
        expect((await strict.poll({ timeoutMs: 200 })).records).toEqual([]);
      } catch (error) {
        failure = error;
      }
    }
    expect(isLogTruncationError(failure)).toBe(true);
    expect(failure).toMatchObject({ topic, partition: 0, offset: 20n, divergentOffset: { offset: 10n } });
    // Broker 1 stays down: the cluster is stopped after this file.
  });
}, {
  transactionVersion: 2,
  brokerProperties: (nodeId) => ({
    'broker.rack': `rack-${nodeId}`,
    'replica.selector.class': 'org.apache.kafka.common.replica.RackAwareReplicaSelector',
    'max.incremental.fetch.session.cache.slots': SESSION_SLOTS,
  }),
});
