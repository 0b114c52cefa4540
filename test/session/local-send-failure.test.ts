/**
 * docs/session.md rule 5: a send that fails locally inside the handler (a record too large, a topic the metadata
 * never names) leaves its record out of the transaction, so the batch aborts, the source is rewound and `run()` goes
 * on (`aborted` / `abortable-error`, with the send's error). Whether the handler rethrows the error, swallows it, or
 * never awaited the send, the outcome is the same; the batch is processed again and committed once.
 */
import { afterEach, expect, it } from 'vitest';
import { RecordTooLargeError } from '../../src/producer/accumulator/accumulator-errors.js';
import { MetadataTimeoutError } from '../../src/cluster/metadata-cache.js';
import type { BatchOutcome, SessionBatchHandler, SessionTransaction } from '../../src/session/session-types.js';
import { TransactionalSession } from '../../src/session/transactional-session.js';
import { TransactionState } from '../../src/common/transaction-names.js';
import { scenario, type Scenario } from '../scenarios/scenario-helpers.js';
import { FakeSource } from './fake-source.js';

const GROUP = 'etl';
const P0 = { topic: 'in', partition: 0 };

let s: Scenario;
afterEach(async () => { await s.close(); });

const committedOffset = (): bigint =>
  s.cluster.offsetFetch({ groupId: GROUP, partitions: [P0], requireStable: false }).partitions[0]?.committedOffset ?? -1n;

/** The bad send of the first attempt: too large for maxRequestSize, or to a topic that does not exist. */
const badSends = {
  'too large': (tx: SessionTransaction) => tx.send({ topic: 'out', partition: 0, value: 'x'.repeat(2_000) }),
  'unknown topic': (tx: SessionTransaction) => tx.send({ topic: 'no-such-topic', value: 'x' }),
} as const;

const handlers = {
  rethrows: (bad: Promise<unknown>) => bad.then(() => undefined),
  swallows: (bad: Promise<unknown>) => bad.then(() => undefined, () => undefined),
  'never awaits it': (bad: Promise<unknown>) => { bad.catch(() => undefined); return Promise.resolve(); },
} as const;

for (const [what, badSend] of Object.entries(badSends)) {
  for (const [how, handle] of Object.entries(handlers)) {
    it(`a send that fails locally (${what}) and a handler that ${how}: the batch aborts with abortable-error, run() goes on and commits it once`, async () => {
      s = scenario({ topics: [{ name: 'in', partitions: 1 }, { name: 'out', partitions: 1 }] });
      const source = new FakeSource(s.network, s.clock, GROUP, new Map([['in:0', ['a', 'b']]]), [P0]);
      const producer = s.producer({ transactionalId: 'etl-1', maxRequestSize: 1_000, maxBlockMs: 1_000 });
      const session = new TransactionalSession({ producer, source });
      let attempt = 0;
      const handler: SessionBatchHandler = async (batch, tx) => {
        attempt++;
        await tx.send(batch.records.map((record) => ({ topic: 'out', partition: 0, value: `f(${Buffer.from(record.value ?? []).toString()})` })));
        if (attempt === 1) await handle(badSend(tx));
      };
      const outcomes: BatchOutcome[] = [];
      await s.settle(session.run(handler, {
        onOutcome: (outcome) => {
          outcomes.push(outcome);
          if (outcome.status === 'committed') void session.close();
        },
      }));
      expect(outcomes.map((outcome) => (outcome.status === 'aborted' ? `aborted ${outcome.reason}` : outcome.status))).toEqual(['aborted abortable-error', 'committed']);
      const failure = outcomes[0]?.status === 'aborted' ? outcomes[0].error : undefined;
      expect(failure).toBeInstanceOf(what === 'too large' ? RecordTooLargeError : MetadataTimeoutError);
      expect(source.seeks).toEqual([[{ ...P0, offset: 0n }]]);
      expect(s.committed('out', 0)).toEqual(['f(a)', 'f(b)']);
      expect(committedOffset()).toBe(2n);
      expect(producer.state).toBe(TransactionState.READY);
    });
  }
}
