/**
 * The KafkaJS adapter end to end: real KafkaJS 2.2.4 consumers in a group on the in-memory cluster's TCP face,
 * feeding kafka-eos's TransactionalSession, whose transactional producer writes f(input). Outcomes are read from the
 * cluster's own state: the output topic read_committed, the group's committed offsets.
 */
import { afterEach, expect, it, vi } from 'vitest';
import kafkajs from 'kafkajs';
import type { Consumer, Kafka } from 'kafkajs';
import { KafkaJsGroupGenerations, KafkaJsSource } from '../../src/kafkajs/index.js';
import { CommitFailedError } from '../../src/errors/transaction-errors.js';
import { Producer } from '../../src/producer/producer.js';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import type { NetworkClient } from '../../src/network/network-client.js';
import { TcpNetworkClient } from '../../src/network/tcp/tcp-network-client.js';
import type { ApiMessages } from '../../src/protocol/messages/api-keys.generated.js';
import { HoldingNetworkClient } from '../../src/testing/holding-network-client.js';
import { GroupState } from '../../src/testing/group-state.js';
import type { BatchOutcome, SessionBatchHandler } from '../../src/session/session-types.js';
import { TransactionalSession } from '../../src/session/transactional-session.js';
import { startCluster, type TcpCluster } from '../../src/testing/tcp/tcp-cluster.js';
import { committedOffset, committedValues } from '../interop/cluster-log.js';
import { describeWithTool, npmPackage } from '../interop/third-party-tool.js';

const PARTITIONS = 3;

/** OffsetFetch answers with UNSTABLE_OFFSET_COMMIT for some partition. */
function unstableAnswers(network: HoldingNetworkClient): number {
  return network.requestsOf('OffsetFetch').filter((observed) => {
    const response = observed.response as ApiMessages['OffsetFetch']['response'] | undefined;
    const codes = [
      ...(response?.topics ?? []).flatMap((topic) => topic.partitions.map((p) => p.errorCode)),
      ...(response?.groups ?? []).flatMap((group) => group.topics.flatMap((topic) => topic.partitions.map((p) => p.errorCode))),
    ];
    return codes.includes(ErrorCode.UNSTABLE_OFFSET_COMMIT);
  }).length;
}
const GROUP = 'kjs-etl';

/** Every input record's headers and offsets as the session saw them. */
const seen: { value: string; offset: bigint; trace: string | undefined }[] = [];

const transform: SessionBatchHandler = async (batch, tx) => {
  for (const record of batch.records) {
    const trace = record.headers.find((header) => header.key === 'trace')?.value;
    seen.push({ value: Buffer.from(record.value ?? []).toString(), offset: record.offset, trace: trace === null || trace === undefined ? undefined : Buffer.from(trace).toString() });
  }
  await tx.send(batch.records.map((record) => ({
    topic: 'out', partition: record.partition,
    value: `f(${Buffer.from(record.value ?? []).toString()})`,
    headers: record.headers.map((header) => ({ key: header.key, value: header.value })),
  })));
};

interface Worker {
  readonly consumer: Consumer;
  readonly source: KafkaJsSource;
  readonly session: TransactionalSession;
  readonly producer: Producer;
  readonly running: Promise<void>;
}

describeWithTool('KafkaJS consumer as a TransactionalSource', npmPackage('kafkajs'), () => {
  let face: TcpCluster;
  let kafka: Kafka;
  let generations: KafkaJsGroupGenerations;
  const workers: Worker[] = [];
  const producers: Producer[] = [];

  async function setup(): Promise<void> {
    seen.length = 0;
    face = await startCluster({ brokers: 3, topics: [{ name: 'in', partitions: PARTITIONS }, { name: 'out', partitions: PARTITIONS }] });
    generations = new KafkaJsGroupGenerations();
    kafka = new kafkajs.Kafka({
      clientId: 'kafka-eos-session', brokers: face.bootstrapServers.split(','), logLevel: kafkajs.logLevel.NOTHING,
      retry: { retries: 10, initialRetryTime: 50 },
      // KafkaJS's public socketFactory option: the generation id it does not expose is read off its JoinGroup responses.
      socketFactory: generations.socketFactory(),
    });
  }

  afterEach(async () => {
    for (const worker of workers.splice(0)) await stopWorker(worker);
    for (const producer of producers.splice(0)) await producer.close();
    await face.close();
  });

  function producer(transactionalId?: string): Producer {
    const created = new Producer({ bootstrapServers: face.bootstrapServers.split(','), lingerMs: 0, ...(transactionalId === undefined ? {} : { transactionalId }) });
    producers.push(created);
    return created;
  }

  async function produceInput(values: readonly string[]): Promise<void> {
    await producer().send(values.map((value, index) => ({ topic: 'in', partition: index % PARTITIONS, value, headers: { trace: `t-${value}` } })));
  }

  interface WorkerOptions {
    readonly network?: NetworkClient;
    readonly withGenerations?: boolean;
    /** KafkaJS's session timeout; and the adapter's heartbeat interval (huge: a member that stops heartbeating). */
    readonly sessionTimeout?: number;
    readonly heartbeatIntervalMs?: number;
    readonly handler?: SessionBatchHandler;
    readonly outcomes?: BatchOutcome[];
  }

  async function startWorker(name: string, options: WorkerOptions = {}): Promise<Worker> {
    const { network } = options;
    const timeout = options.sessionTimeout ?? 6_000;
    const consumer = kafka.consumer({ groupId: GROUP, maxWaitTimeInMs: 50, heartbeatInterval: 200, sessionTimeout: timeout, rebalanceTimeout: timeout, readUncommitted: false });
    await consumer.connect();
    await consumer.subscribe({ topics: ['in'], fromBeginning: true });
    const source = new KafkaJsSource({
      consumer, groupId: GROUP, heartbeatIntervalMs: options.heartbeatIntervalMs ?? 100, ...(options.withGenerations === true ? { generations } : {}),
      ...(network === undefined ? { bootstrapServers: face.bootstrapServers.split(',') } : { network }),
    });
    await source.start();
    const session = new TransactionalSession({ producer: producer(`etl-${name}`), source, pollTimeoutMs: 100, maxRecords: 7 });
    const running = session.run(options.handler ?? transform, { onOutcome: (outcome) => { options.outcomes?.push(outcome); } });
    const worker: Worker = { consumer, source, session, producer: session.producer, running };
    workers.push(worker);
    return worker;
  }

  async function stopWorker(worker: Worker): Promise<void> {
    await worker.session.close();
    await worker.running;
    await worker.source.close();
    await worker.consumer.disconnect();
  }

  const endOffset = (partition: number): bigint => face.cluster.state.partition('in', partition)?.log.logEndOffset ?? -1n;

  function expectExactlyOnce(values: readonly string[]): void {
    for (let partition = 0; partition < PARTITIONS; partition++) {
      const expected = values.filter((_, index) => index % PARTITIONS === partition).map((value) => `f(${value})`);
      expect(committedValues(face.cluster, 'out', partition)).toEqual(expected);
      expect(committedOffset(face.cluster, GROUP, 'in', partition)).toBe(endOffset(partition));
    }
  }

  async function allConsumed(): Promise<void> {
    await vi.waitFor(() => {
      for (let partition = 0; partition < PARTITIONS; partition++) expect(committedOffset(face.cluster, GROUP, 'in', partition)).toBe(endOffset(partition));
    }, { timeout: 30_000, interval: 20 });
  }

  it('one consumer: output read_committed is f(input) exactly once, offsets and headers bridged', async () => {
    await setup();
    const values = Array.from({ length: 60 }, (_, index) => `v${index}`);
    await produceInput(values);
    const worker = await startWorker('a');
    expect(worker.source.memberId).not.toBe('');
    expect(worker.source.assignment()).toHaveLength(PARTITIONS);
    await allConsumed();
    expectExactlyOnce(values);
    // Offsets as bigints, headers as { key, value: bytes } (KafkaJS gives strings and Buffers).
    const v4 = seen.find((record) => record.value === 'v4');
    expect(v4).toEqual({ value: 'v4', offset: 1n, trace: 't-v4' });
  }, 60_000);

  it('two consumers and a rebalance mid-stream: every input exactly once in the output', async () => {
    await setup();
    const first = Array.from({ length: 90 }, (_, index) => `a${index}`);
    const second = Array.from({ length: 90 }, (_, index) => `b${index}`);
    await produceInput(first);
    const a = await startWorker('a', { withGenerations: true });
    // KIP-447 metadata: the generation and member id the group coordinator has for this member.
    const before = a.source.groupMetadata();
    expect(before).toEqual({ groupId: GROUP, generationId: face.cluster.groups.group(GROUP).generationId, memberId: a.source.memberId, groupInstanceId: null });
    expect(before.generationId).toBeGreaterThan(0);
    await vi.waitFor(() => { expect(committedOffset(face.cluster, GROUP, 'in', 0)).toBeGreaterThan(0n); }, { timeout: 30_000, interval: 10 });
    const b = await startWorker('b', { withGenerations: true });
    await produceInput(second);
    await vi.waitFor(() => {
      expect(a.source.assignment().length + b.source.assignment().length).toBe(PARTITIONS);
      expect(b.source.assignment().length).toBeGreaterThan(0);
    }, { timeout: 30_000, interval: 20 });
    await allConsumed();
    // After the rebalance each member commits with the new generation; offsets sent with the old one (a zombie's) are refused.
    expect(a.source.groupMetadata().generationId).toBe(face.cluster.groups.group(GROUP).generationId);
    expect(b.source.groupMetadata().generationId).toBe(face.cluster.groups.group(GROUP).generationId);
    expect(a.source.groupMetadata().generationId).toBeGreaterThan(before.generationId);
    const zombie = producer('zombie');
    await zombie.initTransactions();
    zombie.beginTransaction();
    await expect(zombie.sendOffsetsToTransaction([{ topic: 'in', partition: 0, offset: 0n }], before)).rejects.toBeInstanceOf(CommitFailedError);
    await zombie.abortTransaction();
    // The output, read_committed, has f of each input once, in input order per partition.
    const all = [...first, ...second];
    for (let partition = 0; partition < PARTITIONS; partition++) {
      const expected = all.filter((value) => Number(value.slice(1)) % PARTITIONS === partition).map((value) => `f(${value})`);
      expect(committedValues(face.cluster, 'out', partition)).toEqual(expected);
    }
  }, 90_000);

  it('require_stable: a consumer joining while offsets are pending in a transaction starts after it, not before', async () => {
    await setup();
    const values = Array.from({ length: 9 }, (_, index) => `v${index}`);
    await produceInput(values);
    // A "zombie" left a transaction open that commits in:p at 2 (records 0 and 1 of each partition processed).
    const zombie = producer('zombie');
    await zombie.initTransactions();
    zombie.beginTransaction();
    await zombie.send([0, 1, 2].flatMap((partition) => [0, 1].map((index) => ({ topic: 'out', partition, value: `f(${values[index * PARTITIONS + partition] ?? ''})` }))));
    await zombie.sendOffsetsToTransaction([0, 1, 2].map((partition) => ({ topic: 'in', partition, offset: 2n })), { groupId: GROUP, generationId: -1, memberId: '', groupInstanceId: null });
    const network = new HoldingNetworkClient(new TcpNetworkClient({ bootstrapServers: face.bootstrapServers }));
    try {
      const worker = await startWorker('a', { network });
      // KafkaJS read "no offset" (the pending offsets are invisible to it) and starts at 0; the adapter's
      // require_stable read is answered UNSTABLE_OFFSET_COMMIT and waits: nothing is handed to the session yet.
      await vi.waitFor(() => { expect(unstableAnswers(network)).toBeGreaterThan(0); }, { timeout: 30_000, interval: 10 });
      expect(committedValues(face.cluster, 'out', 0)).toEqual([]);
      await zombie.commitTransaction();
      await allConsumed();
      expectExactlyOnce(values);
      expect(worker.source.assignment()).toHaveLength(PARTITIONS);
      for (const w of workers.splice(0)) await stopWorker(w);
    } finally {
      await network.close();
    }
  }, 60_000);

  /**
   * A zombie: member A polls a batch, then stalls (no heartbeat: the adapter's interval is huge) past its session
   * timeout; the group drops it and B takes every partition, processes and commits. Then A wakes up and commits
   * the batch it had polled.
   */
  async function zombie(withGenerations: boolean): Promise<{ readonly zombieOutcomes: readonly BatchOutcome[]; readonly values: readonly string[] }> {
    await setup();
    const values = Array.from({ length: 6 }, (_, index) => `z${index}`);
    await produceInput(values);
    let wake: () => void = () => undefined;
    const woken = new Promise<void>((resolve) => { wake = resolve; });
    let stalled = false;
    const zombieOutcomes: BatchOutcome[] = [];
    await startWorker('a', {
      withGenerations, sessionTimeout: 1_500, heartbeatIntervalMs: 600_000, outcomes: zombieOutcomes,
      handler: async (batch, tx) => {
        if (!stalled) {
          stalled = true;
          await woken; // a GC pause, a SIGSTOP, a slow dependency
        }
        await transform(batch, tx);
      },
    });
    await vi.waitFor(() => { expect(stalled).toBe(true); }, { timeout: 30_000, interval: 10 });
    // The group dropped A after its session timeout (no heartbeat while its handler stalls).
    await vi.waitFor(() => { expect(face.cluster.groups.group(GROUP).state).toBe(GroupState.EMPTY); }, { timeout: 30_000, interval: 20 });
    await startWorker('b', { withGenerations });
    await allConsumed();
    wake();
    await vi.waitFor(() => { expect(zombieOutcomes.length).toBeGreaterThan(0); }, { timeout: 30_000, interval: 10 });
    for (const worker of workers.splice(0)) await stopWorker(worker);
    return { zombieOutcomes, values };
  }

  it('a zombie\'s late commit is refused (KIP-447 generation from KafkaJsGroupGenerations): output stays f(input) once', async () => {
    const { zombieOutcomes, values } = await zombie(true);
    expect(zombieOutcomes[0]).toMatchObject({ status: 'aborted', reason: 'abortable-error' });
    expect((zombieOutcomes[0] as { error: Error }).error).toBeInstanceOf(CommitFailedError);
    expectExactlyOnce(values);
  }, 60_000);

  it('the documented limitation: without KafkaJsGroupGenerations the same zombie commits a duplicate', async () => {
    const { zombieOutcomes, values } = await zombie(false);
    expect(zombieOutcomes[0]).toMatchObject({ status: 'committed' });
    const all = [0, 1, 2].flatMap((partition) => committedValues(face.cluster, 'out', partition));
    expect(all.length).toBeGreaterThan(values.length); // the zombie's batch is in the output twice
  }, 60_000);
});
