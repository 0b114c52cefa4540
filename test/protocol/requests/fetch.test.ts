/**
 * The Fetch wire module: topics by name up to v12 and by id from v13, session fields from v7 (an incremental fetch
 * below is refused), the rack from v11, version 12 at most while a topic id is unknown, answers read by name.
 */
import { describe, expect, it } from 'vitest';
import { UnsupportedVersionError } from '../../../src/protocol/messages/unsupported-version-error.js';
import { createFetchResponse, createFetchResponsePartitionData } from '../../../src/protocol/messages/fetch.generated.js';
import { ZERO_UUID } from '../../../src/protocol/primitives/uuid.js';
import { fetch, type FetchFields } from '../../../src/protocol/requests/fetch.js';

const ID = 'AAAAAAAAAAAAAAAAAAAAAQ';

function fields(extra: Partial<FetchFields> = {}): FetchFields {
  return {
    maxWaitMs: 500, minBytes: 1, maxBytes: 1024, readCommitted: true, sessionId: 0, sessionEpoch: 0,
    partitions: [0, 1].map((partition) => ({ topic: 'a', topicId: ID, partition, fetchOffset: 5n, currentLeaderEpoch: 2, partitionMaxBytes: 100 })),
    forgotten: [], rackId: 'r1', topicIdsKnown: true, topicName: (id) => (id === ID ? 'a' : undefined), ...extra,
  };
}

describe('Fetch wire module', () => {
  it('names topics by name up to v12 and by id from v13, one entry per topic', () => {
    expect(fetch.request(fields(), 12).topics).toMatchObject([{ topic: 'a', topicId: ZERO_UUID, partitions: [{ partition: 0 }, { partition: 1 }] }]);
    expect(fetch.request(fields(), 13).topics).toMatchObject([{ topic: '', topicId: ID, partitions: [{ partition: 0 }, { partition: 1 }] }]);
    expect(fetch.maxVersion?.(fields())).toBeUndefined();
    expect(fetch.maxVersion?.(fields({ topicIdsKnown: false }))).toBe(12);
  });

  it('sends the rack from v11, session fields from v7, and refuses an incremental fetch below v7', () => {
    expect(fetch.request(fields(), 11).rackId).toBe('r1');
    expect(fetch.request(fields(), 10).rackId).toBe('');
    const incremental = fields({ sessionId: 9, sessionEpoch: 3, forgotten: [{ topic: 'b', topicId: ID, partition: 4 }] });
    expect(fetch.request(incremental, 12)).toMatchObject({ sessionId: 9, sessionEpoch: 3, forgottenTopicsData: [{ topic: 'b', partitions: [4] }] });
    expect(() => fetch.request(incremental, 6)).toThrow(UnsupportedVersionError);
    expect(fetch.request(fields(), 6)).toMatchObject({ sessionId: 0, sessionEpoch: -1 });
  });

  it('reads answers with topic names (resolved from ids at v13+) and the session id', () => {
    const response = createFetchResponse({ sessionId: 4, responses: [{ topic: '', topicId: ID, partitions: [createFetchResponsePartitionData({ partitionIndex: 1 })] }] });
    expect(fetch.read(response, 13, fields())).toMatchObject({ errorCode: 0, sessionId: 4, topics: [{ topic: 'a', partitions: [createFetchResponsePartitionData({ partitionIndex: 1 })] }] });
    const byName = createFetchResponse({ sessionId: 4, responses: [{ topic: 'a', topicId: ZERO_UUID, partitions: [createFetchResponsePartitionData({ partitionIndex: 0 })] }] });
    expect(fetch.read(byName, 6, fields())).toMatchObject({ sessionId: 0, topics: [{ topic: 'a' }] });
  });
});
