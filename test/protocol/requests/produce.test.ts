import { describe, expect, it } from 'vitest';
import { ProduceRequest, ProduceResponse, createProduceResponse } from '../../../src/protocol/messages/produce.generated.js';
import { UnsupportedVersionError } from '../../../src/protocol/messages/unsupported-version-error.js';
import { ZERO_UUID } from '../../../src/protocol/primitives/uuid.js';
import { produce, produceSupportsTransactionsV2, type ProduceFields } from '../../../src/protocol/requests/produce.js';
import { onTheWire, versionsOf } from './wire.js';

const IDS: Readonly<Record<string, string>> = { a: 'AQAAAAAAAAAAAAAAAAAAqg', b: 'AgAAAAAAAAAAAAAAAAAAqg' };
const batch = (topic: string, partition: number): ProduceFields['batches'][number] => ({ topic, partition, encode: () => Buffer.alloc(0) });
const fields: ProduceFields = {
  transactionalId: 'tx', acks: -1, timeoutMs: 30_000, batches: [batch('a', 0), batch('b', 1), batch('a', 2)],
  topicId: (topic) => IDS[topic] ?? ZERO_UUID, transactionsV1: false,
};
const partition = (index: number, errorCode: number) => ({
  index, errorCode, baseOffset: 7n, logAppendTimeMs: -1n, logStartOffset: -1n, recordErrors: [], errorMessage: null,
  currentLeader: { leaderId: -1, leaderEpoch: -1 },
});

describe('Produce wire module', () => {
  it('groups the batches by topic, by name up to v12 and by id from v13, encoding each batch once', () => {
    let encoded = 0;
    const counted = { ...fields, batches: fields.batches.map((each) => ({ ...each, encode: () => { encoded++; return Buffer.alloc(0); } })) };
    for (const version of versionsOf(ProduceRequest)) {
      const sent = onTheWire(ProduceRequest, produce.request(counted, version), version);
      expect(sent.topicData.map((topic) => topic.partitionData.map((each) => each.index))).toEqual([[0, 2], [1]]);
      expect(sent.topicData[0]).toMatchObject(version >= 13 ? { name: '', topicId: IDS.a } : { name: 'a', topicId: ZERO_UUID });
    }
    expect(encoded).toBe(3 * versionsOf(ProduceRequest).length);
  });

  it('refuses v13 for a topic without an id, and caps the version there; caps a TV1 transactional producer at v11', () => {
    const noId = { ...fields, topicId: (topic: string) => (topic === 'b' ? ZERO_UUID : IDS[topic] ?? ZERO_UUID) };
    expect(() => produce.request(noId, 13)).toThrow(UnsupportedVersionError);
    expect(produce.maxVersion?.(noId)).toBe(12);
    expect(produce.maxVersion?.(fields)).toBeUndefined();
    expect(produce.maxVersion?.({ ...fields, transactionsV1: true })).toBe(11);
    expect(produceSupportsTransactionsV2(11)).toBe(false);
    expect(produceSupportsTransactionsV2(12)).toBe(true);
  });

  it('names every answered partition by topic at every version (v13 answers by id)', () => {
    for (const version of versionsOf(ProduceResponse)) {
      const byId = version >= 13;
      const response = onTheWire(ProduceResponse, createProduceResponse({
        responses: [
          { name: byId ? '' : 'b', topicId: byId ? (IDS.b ?? '') : ZERO_UUID, partitionResponses: [partition(1, 6)] },
          { name: byId ? '' : 'a', topicId: byId ? (IDS.a ?? '') : ZERO_UUID, partitionResponses: [partition(0, 0), partition(2, 0)] },
        ],
      }), version);
      const answer = produce.read(response, version, fields);
      expect(answer.partitions.map(({ topic, answer: each }) => [topic, each.index, each.errorCode])).toEqual([['b', 1, 6], ['a', 0, 0], ['a', 2, 0]]);
    }
  });
});
