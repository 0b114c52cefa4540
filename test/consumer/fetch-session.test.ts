/**
 * The client's fetch session state machine (KIP-227, Kafka's FetchSessionHandler rules): a full fetch with epoch 0
 * opens a session, incremental fetches carry only added or changed partitions and the removed ones as forgotten,
 * the epoch moves on per answer, and errors or inconsistent answers fall back to a full fetch.
 */
import { describe, expect, it } from 'vitest';
import { FetchSession } from '../../src/consumer/fetch-session.js';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import { createFetchResponsePartitionData } from '../../src/protocol/messages/fetch.generated.js';
import { ZERO_UUID } from '../../src/protocol/primitives/uuid.js';
import type { FetchAnswer, FetchPartitionFields } from '../../src/protocol/requests/fetch.js';

function part(topic: string, partition: number, fetchOffset: bigint): FetchPartitionFields {
  return { topic, topicId: ZERO_UUID, partition, fetchOffset, currentLeaderEpoch: -1, partitionMaxBytes: 1024 };
}

function answer(sessionId: number, partitions: readonly [string, number][], errorCode: number = ErrorCode.NONE): FetchAnswer {
  const topics = new Map<string, number[]>();
  for (const [topic, partition] of partitions) topics.set(topic, [...(topics.get(topic) ?? []), partition]);
  return {
    errorCode, sessionId,
    topics: [...topics].map(([topic, list]) => ({ topic, partitions: list.map((partitionIndex) => createFetchResponsePartitionData({ partitionIndex })) })),
  };
}

const names = (list: readonly { topic: string; partition: number }[]): string[] => list.map(({ topic, partition }) => `${topic}-${partition}`);

/** A session opened by a full fetch of a-0 and a-1 at offset 0 (id 7, next epoch 1). */
function opened(): FetchSession {
  const session = new FetchSession();
  const request = session.build([part('a', 0, 0n), part('a', 1, 0n)]);
  expect(request).toMatchObject({ sessionId: 0, sessionEpoch: 0, full: true, forgotten: [] });
  expect(session.handleResponse(request, answer(7, [['a', 0], ['a', 1]]))).toBe(true);
  expect(session.sessionId).toBe(7);
  expect(session.nextEpoch).toBe(1);
  return session;
}

describe('FetchSession', () => {
  it('sends only added and changed partitions, forgets removed ones, and moves the epoch on per answer', () => {
    const session = opened();
    const unchanged = session.build([part('a', 0, 0n), part('a', 1, 0n)]);
    expect(unchanged).toMatchObject({ sessionId: 7, sessionEpoch: 1, full: false, partitions: [], forgotten: [] });
    expect(session.handleResponse(unchanged, answer(7, []))).toBe(true);
    const moved = session.build([part('a', 0, 5n), part('a', 1, 0n), part('b', 0, 0n)]);
    expect(moved.sessionEpoch).toBe(2);
    expect(names(moved.partitions)).toEqual(['a-0', 'b-0']);
    // An incremental answer names only partitions with news.
    expect(session.handleResponse(moved, answer(7, [['a', 0]]))).toBe(true);
    const removed = session.build([part('b', 0, 0n)]);
    expect(removed).toMatchObject({ sessionEpoch: 3, partitions: [] });
    expect(names(removed.forgotten)).toEqual(['a-0', 'a-1']);
  });

  it('FETCH_SESSION_ID_NOT_FOUND (evicted) opens a new session; INVALID_FETCH_SESSION_EPOCH closes the old one and opens another', () => {
    const evicted = opened();
    const lost = evicted.build([part('a', 0, 3n), part('a', 1, 0n)]);
    expect(evicted.handleResponse(lost, answer(0, [], ErrorCode.FETCH_SESSION_ID_NOT_FOUND))).toBe(false);
    const full = evicted.build([part('a', 0, 3n), part('a', 1, 0n)]);
    expect(full).toMatchObject({ sessionId: 0, sessionEpoch: 0, full: true });
    expect(names(full.partitions)).toEqual(['a-0', 'a-1']);
    expect(evicted.handleResponse(full, answer(8, [['a', 0], ['a', 1]]))).toBe(true);
    expect(evicted.sessionId).toBe(8);

    const fenced = opened();
    const stale = fenced.build([part('a', 0, 3n), part('a', 1, 0n)]);
    expect(fenced.handleResponse(stale, answer(0, [], ErrorCode.INVALID_FETCH_SESSION_EPOCH))).toBe(false);
    expect(fenced.build([part('a', 0, 3n)])).toMatchObject({ sessionId: 7, sessionEpoch: 0, full: true });
  });

  it('a failed request or an answer naming a partition outside the session falls back to a full fetch', () => {
    const failed = opened();
    failed.build([part('a', 0, 1n), part('a', 1, 0n)]);
    failed.handleError();
    expect(failed.build([part('a', 0, 1n), part('a', 1, 0n)])).toMatchObject({ sessionId: 7, sessionEpoch: 0, full: true });

    const odd = opened();
    const request = odd.build([part('a', 0, 1n), part('a', 1, 0n)]);
    expect(odd.handleResponse(request, answer(7, [['z', 0]]))).toBe(false);
    expect(odd.build([part('a', 0, 1n)])).toMatchObject({ sessionEpoch: 0, full: true });

    // A full answer must name every partition.
    const partial = new FetchSession();
    const first = partial.build([part('a', 0, 0n), part('a', 1, 0n)]);
    expect(partial.handleResponse(first, answer(9, [['a', 0]]))).toBe(false);
    expect(partial.sessionId).toBe(0);
  });

  it('a broker that keeps no session (id 0) gets full fetches; close asks to end a session with epoch -1 once', () => {
    const sessionless = new FetchSession();
    const request = sessionless.build([part('a', 0, 0n)]);
    expect(sessionless.handleResponse(request, answer(0, [['a', 0]]))).toBe(true);
    expect(sessionless.build([part('a', 0, 4n)])).toMatchObject({ sessionId: 0, sessionEpoch: 0, full: true });
    expect(sessionless.close()).toBeUndefined();

    const session = opened();
    expect(session.close()).toEqual({ sessionId: 7, sessionEpoch: -1 });
    expect(session.close()).toBeUndefined();
  });
});
