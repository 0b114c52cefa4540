/**
 * A send that fails before it reaches a broker (record too large, metadata timeout for an
 * unknown topic or an illegal topic name, a partition the topic does not have) makes the transaction
 * abortable, as Kafka 3.2+ does (`KafkaProducer.doSend` -> `TransactionManager.maybeTransitionToErrorState`):
 * the send rejects with its own error, commitTransaction() then is refused with an abortable error naming it (the consumer
 * offsets are not committed without the lost record), and abortTransaction() recovers.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { MetadataTimeoutError } from '../../src/cluster/metadata-cache.js';
import { EarlierFailureError } from '../../src/errors/earlier-failure-error.js';
import { TransactionError } from '../../src/errors/transaction-errors.js';
import { InvalidTopicError } from '../../src/errors/argument-errors.js';
import { KafkaClientError } from '../../src/errors/kafka-client-error.js';
import type { Producer } from '../../src/producer/producer.js';
import { BufferExhaustedError } from '../../src/producer/accumulator/buffer-pool.js';
import { RecordTooLargeError } from '../../src/producer/accumulator/accumulator-errors.js';
import { ApiKey } from '../../src/protocol/messages/index.generated.js';
import { committedOffset } from '../interop/cluster-log.js';
import { scenario, type Scenario } from './scenario-helpers.js';

const GROUP = { groupId: 'item2-group', generationId: -1, memberId: '', groupInstanceId: null };

interface LocalFailure {
  readonly name: string;
  readonly send: (producer: Producer) => Promise<unknown>;
  readonly expected: new (...args: never[]) => Error;
  readonly code: string;
}

const FAILURES: readonly LocalFailure[] = [
  {
    name: 'RecordTooLargeError',
    send: (producer) => producer.send({ topic: 'orders', partition: 0, value: 'x'.repeat(2_000) }),
    expected: RecordTooLargeError, code: 'ERR_RECORD_TOO_LARGE',
  },
  {
    name: 'a metadata timeout for an unknown topic',
    send: (producer) => producer.send({ topic: 'no-such-topic', value: 'x' }, { timeoutMs: 500 }),
    expected: MetadataTimeoutError, code: 'ERR_METADATA_TIMEOUT',
  },
  {
    name: 'an illegal topic name',
    send: (producer) => producer.send({ topic: 'bad topic!', value: 'x' }),
    expected: InvalidTopicError, code: 'ERR_INVALID_TOPIC',
  },
  {
    name: 'a partition the topic does not have',
    send: (producer) => producer.send({ topic: 'orders', partition: 7, value: 'x' }),
    expected: KafkaClientError, code: 'ERR_INVALID_PARTITION',
  },
  {
    name: 'a partition the topic does not have, in an array send',
    send: (producer) => producer.send([{ topic: 'orders', partition: 0, value: 'ok' }, { topic: 'orders', partition: 9, value: 'x' }]),
    expected: KafkaClientError, code: 'ERR_INVALID_PARTITION',
  },
];

describe('a send that fails locally makes the transaction abortable', () => {
  let s: Scenario;
  afterEach(async () => { await s.close(); });

  for (const failure of FAILURES) {
    it(`after ${failure.name}, commit fails with the cause, no offsets commit, abort recovers`, async () => {
      s = scenario({ autoCreateTopics: false });
      const producer = s.producer({ transactionalId: `item2-${failure.code}-${failure.name.length}`, maxRequestSize: 1_024 });
      await s.settle(producer.initTransactions());
      producer.beginTransaction();
      const good = await s.settle(producer.send({ topic: 'orders', partition: 1, value: 'good' }));
      expect(good.offset).toBe(0n);

      const error = await s.settleError(failure.send(producer));
      expect(error).toBeInstanceOf(failure.expected);
      expect(error).toMatchObject({ code: failure.code });
      expect(producer.state).toBe('ABORTABLE_ERROR');

      // The offsets of the lost record's input must not commit: sendOffsets and commit are refused, abortable,
      // with the cause (Kafka `maybeFailWithError`), so a catch knows to abort.
      const offsets = await s.settleError(producer.sendOffsetsToTransaction([{ topic: 'audit', partition: 0, offset: 5n }], GROUP));
      expect(offsets).toBeInstanceOf(EarlierFailureError);
      expect(offsets).toMatchObject({ classification: 'abortable', operation: 'sendOffsetsToTransaction' });
      const commit = await s.settleError(producer.commitTransaction());
      expect(commit).toBeInstanceOf(EarlierFailureError);
      expect(commit).toMatchObject({ classification: 'abortable', operation: 'commitTransaction', remedy: 'call abortTransaction() and retry the transaction' });
      const cause = commit.cause;
      expect(cause).toBeInstanceOf(TransactionError);
      expect((cause as TransactionError).classification).toBe('abortable');
      expect((cause as TransactionError).cause).toBe(error);
      expect(commit.message).toContain(error.message);

      await s.settle(producer.abortTransaction());
      expect(producer.state).toBe('READY');
      expect(s.committed('orders', 1)).toEqual([]);
      expect(committedOffset(s.cluster, GROUP.groupId, 'audit', 0)).toBe(-1n);

      // The producer is usable again.
      producer.beginTransaction();
      await s.settle(producer.send({ topic: 'orders', partition: 1, value: 'again' }));
      await s.settle(producer.commitTransaction());
      expect(s.committed('orders', 1)).toEqual(['again']);
    });
  }

  it('after BufferExhaustedError (no buffer memory within maxBlockMs), the transaction is abortable', async () => {
    s = scenario();
    const producer = s.producer({ transactionalId: 'item2-buffer', batchSize: 1_024, bufferMemory: 1_024, maxBlockMs: 200, lingerMs: 0 });
    const causes: Error[] = [];
    producer.on('error', ({ error }) => { causes.push(error); });
    await s.settle(producer.initTransactions());
    producer.beginTransaction();
    await s.settle(producer.send({ topic: 'orders', partition: 0, value: 'warm' }));
    // The next batch holds all the memory until its (held) answer; the send after it cannot get any.
    s.cluster.faults.delayResponses(ApiKey.Produce, 5_000);
    const holding = producer.send({ topic: 'orders', partition: 0, value: 'holding' });
    holding.catch(() => undefined);
    const error = await s.settleError(producer.send({ topic: 'orders', partition: 1, value: 'starved' }));
    expect(error).toBeInstanceOf(BufferExhaustedError);
    expect(producer.state).toBe('ABORTABLE_ERROR');
    expect(causes[0]?.cause).toBe(error);
    // The abort waits for the held batch (5 s), longer than this producer's maxBlockMs.
    await s.settle(producer.abortTransaction({ timeoutMs: 10_000 }));
    expect(producer.state).toBe('READY');
  });

  it('an idempotent (non-transactional) producer only fails the send, as in Kafka', async () => {
    s = scenario();
    const producer = s.producer({ maxRequestSize: 1_024 });
    await s.settle(producer.send({ topic: 'orders', partition: 0, value: 'before' }));
    const error = await s.settleError(producer.send({ topic: 'orders', partition: 0, value: 'x'.repeat(2_000) }));
    expect(error).toBeInstanceOf(RecordTooLargeError);
    expect(producer.state).toBe('READY');
    await s.settle(producer.send({ topic: 'orders', partition: 0, value: 'after' }));
    expect(s.uncommitted('orders', 0)).toEqual(['before', 'after']);
  });
});
