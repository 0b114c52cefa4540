/**
 * Incremental fetch sessions (KIP-227) between the consumer and the in-memory cluster: after the first full Fetch
 * opens a session, Fetches name only the partitions whose fetch offset changed and the broker answers only the
 * partitions with news; a broker that lost the session (evicted) answers FETCH_SESSION_ID_NOT_FOUND and the consumer
 * opens a new one without losing or repeating a record; close ends the session (epoch -1).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { Consumer } from '../../src/consumer/consumer.js';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import type { FetchRequest, FetchResponse } from '../../src/protocol/messages/fetch.generated.js';
import { Producer } from '../../src/producer/producer.js';
import { InMemoryCluster } from '../../src/testing/in-memory-cluster.js';
import { InProcessNetworkClient } from '../../src/testing/in-process-network-client.js';
import { manualConsumerOptions, pollRecords, recordingFetches, values, type FetchExchange } from './helpers.js';

const closers: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

const partitionsOf = (request: FetchRequest): number[] => request.topics.flatMap((topic) => topic.partitions.map((each) => each.partition));
const answeredOf = (response: FetchResponse | undefined): number[] => (response?.responses ?? []).flatMap((topic) => topic.partitions.map((each) => each.partitionIndex));

async function write(cluster: InMemoryCluster, partition: number, records: readonly string[]): Promise<void> {
  const producer = new Producer({ network: new InProcessNetworkClient(cluster), lingerMs: 0 });
  try {
    for (const value of records) await producer.send([{ topic: 'in', partition, value }]);
  } finally {
    await producer.close();
  }
}

describe('incremental fetch sessions on the in-memory cluster', () => {
  it('names only changed partitions, survives an evicted session without losing or repeating records, and closes it', async () => {
    const cluster = new InMemoryCluster({ brokers: 1, topics: [{ name: 'in', partitions: 3 }] });
    closers.push(() => { cluster.close(); });
    await write(cluster, 0, ['a', 'b', 'c']);
    const log: FetchExchange[] = [];
    const consumer = new Consumer(manualConsumerOptions(recordingFetches(cluster, log)));
    closers.push(() => consumer.close());
    consumer.assign([0, 1, 2].map((partition) => ({ topic: 'in', partition })));
    expect(values(await pollRecords(consumer, 3))).toEqual(['a', 'b', 'c']);
    await write(cluster, 0, ['d']);
    expect(values(await pollRecords(consumer, 1))).toEqual(['d']);
    // Idle Fetches (long polls of fetchMaxWaitMs that find nothing).
    const idleFrom = log.length;
    while (log.length < idleFrom + 3) expect((await consumer.poll({ timeoutMs: 30 })).records).toEqual([]);

    const [first, ...later] = log;
    expect(first?.request).toMatchObject({ sessionId: 0, sessionEpoch: 0 });
    const sessionId = first?.response?.sessionId ?? 0;
    expect(sessionId).toBeGreaterThan(0);
    expect(later.length).toBeGreaterThan(2);
    later.forEach(({ request }, index) => {
      expect(request.sessionId).toBe(sessionId);
      expect(request.sessionEpoch).toBe(index + 1);
    });
    // Partitions 1 and 2 never change offset: each is named once, when it joins the session (positions are looked up
    // one by one); partition 0 again whenever its fetch offset moved; some Fetches name nothing.
    for (const partition of [1, 2]) expect(log.filter(({ request }) => partitionsOf(request).includes(partition))).toHaveLength(1);
    expect(later.some(({ request }) => partitionsOf(request).length === 0)).toBe(true);
    // Incremental answers leave out partitions without news: 1 and 2 only when they joined.
    expect(later.filter(({ response }) => answeredOf(response).includes(1)).length).toBeLessThanOrEqual(1);
    expect(later.filter(({ response }) => answeredOf(response).includes(2)).length).toBeLessThanOrEqual(1);

    // The broker loses the session: the consumer opens a new one and reads on from where it was.
    expect(cluster.fetchSessions.evict()).toBe(1);
    await write(cluster, 0, ['e']);
    await write(cluster, 2, ['f']);
    const after = values(await pollRecords(consumer, 2));
    expect(after.sort()).toEqual(['e', 'f']);
    const lost = log.findIndex(({ response }) => response?.errorCode === ErrorCode.FETCH_SESSION_ID_NOT_FOUND);
    expect(lost).toBeGreaterThan(0);
    expect(log[lost + 1]?.request).toMatchObject({ sessionId: 0, sessionEpoch: 0 });
    expect(partitionsOf(log[lost + 1]?.request as FetchRequest).sort()).toEqual([0, 1, 2]);
    const reopened = log[lost + 1]?.response?.sessionId ?? 0;
    expect(reopened).toBeGreaterThan(sessionId);
    expect((await consumer.poll({ timeoutMs: 50 })).records).toEqual([]);

    await consumer.close();
    expect(log.at(-1)?.request).toMatchObject({ sessionId: reopened, sessionEpoch: -1 });
    expect(cluster.fetchSessions.sessions(1)).toEqual([]);
  });

  it('a paused partition leaves the session as forgotten and comes back as added', async () => {
    const cluster = new InMemoryCluster({ brokers: 1, topics: [{ name: 'in', partitions: 2 }] });
    closers.push(() => { cluster.close(); });
    const log: FetchExchange[] = [];
    const consumer = new Consumer(manualConsumerOptions(recordingFetches(cluster, log)));
    closers.push(() => consumer.close());
    consumer.assign([{ topic: 'in', partition: 0 }, { topic: 'in', partition: 1 }]);
    await write(cluster, 1, ['x']);
    expect(values(await pollRecords(consumer, 1))).toEqual(['x']);
    consumer.pause([{ topic: 'in', partition: 1 }]);
    await write(cluster, 0, ['y']);
    expect(values(await pollRecords(consumer, 1))).toEqual(['y']);
    const forgetting = log.find(({ request }) => request.forgottenTopicsData.some((topic) => topic.partitions.includes(1)));
    expect(forgetting?.request.sessionEpoch).toBeGreaterThan(0);
    await write(cluster, 1, ['z']);
    consumer.resume([{ topic: 'in', partition: 1 }]);
    expect(values(await pollRecords(consumer, 1))).toEqual(['z']);
    expect(log.findLast(({ request }) => partitionsOf(request).includes(1))?.request.sessionEpoch).toBeGreaterThan(forgetting?.request.sessionEpoch ?? 0);
  });
});
