/**
 * KIP-320 on the embedded cluster: a leader change that loses a suffix of the log (an unclean election,
 * `truncateOnLeaderChange`) is detected by validating the position with OffsetForLeaderEpoch. With a reset policy
 * the position moves back to the first offset known to diverge (as Kafka's consumer does), so the records written in
 * the new epoch at the reused offsets are read; with `autoOffsetReset: 'none'` poll rejects with LogTruncationError.
 * An ordinary leader change validates too, without moving the position; a Fetch fenced by its leader epoch leads to
 * a metadata refresh and a validation.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { Consumer } from '../../src/consumer/consumer.js';
import { isLogTruncationError, LogTruncationError } from '../../src/consumer/consumer-errors.js';
import type { ConsumerOptions } from '../../src/config/consumer-options.js';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import type { NetworkClient } from '../../src/network/network-client.js';
import type { FetchResponse } from '../../src/protocol/messages/fetch.generated.js';
import type { OffsetForLeaderEpochRequest } from '../../src/protocol/messages/offset-for-leader-epoch.generated.js';
import { Producer } from '../../src/producer/producer.js';
import { InMemoryCluster } from '../../src/testing/in-memory-cluster.js';
import { InProcessNetworkClient } from '../../src/testing/in-process-network-client.js';
import { manualConsumerOptions, pollRecords, transactionalProducer, values } from './helpers.js';

const closers: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

interface Exchange { readonly api: string; readonly request: unknown; readonly response: unknown }

/** The in-process client, recording every request and response the consumer exchanged. */
function recordingNetwork(cluster: InMemoryCluster, log: Exchange[]): NetworkClient {
  const inner = new InProcessNetworkClient(cluster);
  const send: NetworkClient['send'] = async (target, api, build, options) => {
    let request: unknown;
    const result = await inner.send(target, api, (version) => {
      const built = build(version);
      request = built;
      return built;
    }, options);
    log.push({ api, request, response: result.response });
    return result;
  };
  return Object.assign(Object.create(inner) as NetworkClient, { send });
}

/** A cluster of two brokers; `in-0` led by broker 1 holds a, b, c, d (offsets 0-3, leader epoch 0), one batch each. */
async function clusterWithFourRecords(): Promise<InMemoryCluster> {
  const cluster = new InMemoryCluster({ brokers: 2 });
  closers.push(() => { cluster.close(); });
  cluster.state.createTopic('in', { partitions: 1, leaders: [1] });
  const producer = new Producer({ network: new InProcessNetworkClient(cluster), lingerMs: 0 });
  closers.push(() => producer.close());
  for (const value of ['a', 'b', 'c', 'd']) await producer.send([{ topic: 'in', partition: 0, value }]);
  return cluster;
}

/** Writes with a new producer (the old one's sequence numbers went with the truncated batches). */
async function writeAfterTruncation(cluster: InMemoryCluster, records: readonly string[]): Promise<void> {
  const producer = new Producer({ network: new InProcessNetworkClient(cluster), lingerMs: 0 });
  closers.push(() => producer.close());
  for (const value of records) await producer.send([{ topic: 'in', partition: 0, value }]);
}

function startConsumer(network: NetworkClient, extra: Partial<ConsumerOptions> = {}): Consumer {
  const consumer = new Consumer(manualConsumerOptions(network, extra));
  closers.push(() => consumer.close());
  consumer.assign([{ topic: 'in', partition: 0 }]);
  return consumer;
}

async function pollUntilError(consumer: Consumer, rounds = 200): Promise<unknown> {
  for (let round = 0; round < rounds; round++) {
    try {
      await consumer.poll({ timeoutMs: 50 });
    } catch (error) {
      return error;
    }
  }
  return undefined;
}

describe('log truncation after an unclean leader election', () => {
  it.each(['earliest', 'latest'] as const)('moves the position back to the first offset known to diverge (autoOffsetReset %s)', async (autoOffsetReset) => {
    const cluster = await clusterWithFourRecords();
    const log: Exchange[] = [];
    const consumer = startConsumer(recordingNetwork(cluster, log), { autoOffsetReset });
    if (autoOffsetReset === 'latest') consumer.seek([{ topic: 'in', partition: 0, offset: 0n }]);
    expect(values(await pollRecords(consumer, 4))).toEqual(['a', 'b', 'c', 'd']);
    const before = log.length;

    // Broker 2 takes over with a log that ends at offset 2: c and d are lost, and x, y, z reuse offsets 2-4.
    expect(cluster.truncateOnLeaderChange('in', 0, 2, 2n)).toBe(2n);
    await writeAfterTruncation(cluster, ['x', 'y', 'z']);

    const after = await pollRecords(consumer, 3);
    expect(values(after)).toEqual(['x', 'y', 'z']);
    expect(after.map((record) => [record.offset, record.leaderEpoch])).toEqual([[2n, 1], [3n, 1], [4n, 1]]);
    const validation = log.slice(before).find((each) => each.api === 'OffsetForLeaderEpoch')?.request as OffsetForLeaderEpochRequest | undefined;
    expect(validation?.topics[0]?.partitions[0]).toMatchObject({ partition: 0, leaderEpoch: 0, currentLeaderEpoch: 1 });
  });

  it('rejects poll with LogTruncationError under autoOffsetReset none, and resumes after a seek', async () => {
    const cluster = await clusterWithFourRecords();
    // A group consumer looks its committed offset up asynchronously: the seek comes first (none is committed).
    const consumer = startConsumer(new InProcessNetworkClient(cluster), { autoOffsetReset: 'none', groupId: 'strict' });
    consumer.seek([{ topic: 'in', partition: 0, offset: 0n }]);
    expect(values(await pollRecords(consumer, 4))).toEqual(['a', 'b', 'c', 'd']);
    cluster.truncateOnLeaderChange('in', 0, 2, 2n);
    await writeAfterTruncation(cluster, ['x', 'y', 'z']);

    const error = await pollUntilError(consumer);
    expect(error).toBeInstanceOf(LogTruncationError);
    expect(isLogTruncationError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'ERR_LOG_TRUNCATION', topic: 'in', partition: 0, offset: 4n, divergentOffset: { offset: 2n, leaderEpoch: 0 } });
    // The partition is held (no record of the new epoch handed out) until the application positions it.
    expect((await consumer.poll({ timeoutMs: 50 })).records).toEqual([]);
    const { divergentOffset } = error as LogTruncationError;
    consumer.seek([{ topic: 'in', partition: 0, offset: divergentOffset?.offset ?? 0n }]);
    expect(values(await pollRecords(consumer, 3))).toEqual(['x', 'y', 'z']);
  });

  it('starts a partition assigned without a group from a seek made right after assign, under autoOffsetReset none', async () => {
    const cluster = await clusterWithFourRecords();
    const consumer = new Consumer(manualConsumerOptions(new InProcessNetworkClient(cluster), { autoOffsetReset: 'none' }));
    closers.push(() => consumer.close());
    consumer.assign([{ topic: 'in', partition: 0 }]);
    consumer.seek([{ topic: 'in', partition: 0, offset: 1n }]);
    expect(values(await pollRecords(consumer, 3))).toEqual(['b', 'c', 'd']);
  });

  it('validates a committed offset that carries a leader epoch before fetching from it', async () => {
    const cluster = await clusterWithFourRecords();
    const first = startConsumer(new InProcessNetworkClient(cluster), { groupId: 'g' });
    expect(values(await pollRecords(first, 4))).toEqual(['a', 'b', 'c', 'd']);
    await first.commit();
    await first.close();
    cluster.truncateOnLeaderChange('in', 0, 2, 2n);
    await writeAfterTruncation(cluster, ['x', 'y', 'z']);

    // The group's offset is 4 in leader epoch 0, which ended at offset 2 on the new leader.
    const second = startConsumer(new InProcessNetworkClient(cluster), { groupId: 'g' });
    expect(values(await pollRecords(second, 3))).toEqual(['x', 'y', 'z']);
  });

  it('resets by autoOffsetReset when the leader knows no end offset for the position\'s epoch, or rejects under none', async () => {
    const cluster = await clusterWithFourRecords();
    const consumer = startConsumer(new InProcessNetworkClient(cluster), { autoOffsetReset: 'earliest' });
    // An epoch the leader never had (past its latest): OffsetForLeaderEpoch answers an undefined end offset.
    consumer.seek([{ topic: 'in', partition: 0, offset: 3n, leaderEpoch: 7 }]);
    expect(values(await pollRecords(consumer, 4))).toEqual(['a', 'b', 'c', 'd']);

    const strict = startConsumer(new InProcessNetworkClient(cluster), { autoOffsetReset: 'none', groupId: 'strict' });
    strict.seek([{ topic: 'in', partition: 0, offset: 3n, leaderEpoch: 7 }]);
    const error = await pollUntilError(strict);
    expect(error).toMatchObject({ code: 'ERR_LOG_TRUNCATION', offset: 3n, divergentOffset: undefined });
  });
});

describe('leader changes without truncation', () => {
  it('validates the position after an ordinary leader change and keeps it', async () => {
    const cluster = await clusterWithFourRecords();
    const log: Exchange[] = [];
    const consumer = startConsumer(recordingNetwork(cluster, log));
    expect(values(await pollRecords(consumer, 4))).toEqual(['a', 'b', 'c', 'd']);
    const before = log.length;
    cluster.moveLeader('in', 0, 2);
    await writeAfterTruncation(cluster, ['e']);
    expect(values(await pollRecords(consumer, 1))).toEqual(['e']);
    expect((await consumer.poll({ timeoutMs: 50 })).records).toEqual([]); // nothing read twice
    const validations = log.slice(before).filter((each) => each.api === 'OffsetForLeaderEpoch');
    expect(validations.map((each) => (each.request as OffsetForLeaderEpochRequest).topics[0]?.partitions[0])).toEqual([
      expect.objectContaining({ leaderEpoch: 0, currentLeaderEpoch: 1 }),
    ]);
  });

  it('a Fetch fenced by its leader epoch refreshes the metadata and validates against the new epoch', async () => {
    const cluster = await clusterWithFourRecords();
    const log: Exchange[] = [];
    const consumer = startConsumer(recordingNetwork(cluster, log));
    expect(values(await pollRecords(consumer, 4))).toEqual(['a', 'b', 'c', 'd']);
    const before = log.length;
    // Broker 2 takes over uncleanly and hands back to broker 1 (leader epoch 2): the consumer's metadata still names
    // broker 1 at epoch 0, so only the epoch in its Fetch tells broker 1 that the consumer missed a leader change.
    cluster.truncateOnLeaderChange('in', 0, 2, 2n);
    cluster.moveLeader('in', 0, 1);
    await writeAfterTruncation(cluster, ['x', 'y', 'z']);

    expect(values(await pollRecords(consumer, 3))).toEqual(['x', 'y', 'z']);
    const fenced = log.slice(before).some((each) => each.api === 'Fetch'
      && (each.response as FetchResponse).responses.some((topic) => topic.partitions.some((partition) => partition.errorCode === ErrorCode.FENCED_LEADER_EPOCH)));
    expect(fenced).toBe(true);
    const validation = log.slice(before).find((each) => each.api === 'OffsetForLeaderEpoch')?.request as OffsetForLeaderEpochRequest | undefined;
    expect(validation?.topics[0]?.partitions[0]).toMatchObject({ leaderEpoch: 0, currentLeaderEpoch: 2 });
  });

  it('a position past a transaction marker carries the marker\'s leader epoch (no false truncation)', async () => {
    const cluster = new InMemoryCluster({ brokers: 2 });
    closers.push(() => { cluster.close(); });
    cluster.state.createTopic('in', { partitions: 1, leaders: [1] });
    const producer = transactionalProducer(new InProcessNetworkClient(cluster), 'tx');
    closers.push(() => producer.close());
    await producer.initTransactions();
    producer.beginTransaction();
    await producer.send([{ topic: 'in', partition: 0, value: 'a' }]); // offset 0, leader epoch 0
    cluster.moveLeader('in', 0, 2);
    await producer.commitTransaction(); // the COMMIT marker at offset 1, leader epoch 1

    const consumer = startConsumer(new InProcessNetworkClient(cluster), { autoOffsetReset: 'none', groupId: 'strict' });
    consumer.seek([{ topic: 'in', partition: 0, offset: 0n }]);
    expect(values(await pollRecords(consumer, 1))).toEqual(['a']);
    // The position is 2, past the marker, in epoch 1; epoch 0 ended at 1, so validating against epoch 0 would
    // report a truncation that never happened.
    cluster.moveLeader('in', 0, 1);
    await writeAfterTruncation(cluster, ['b']);
    expect(values(await pollRecords(consumer, 1))).toEqual(['b']);
  });
});
