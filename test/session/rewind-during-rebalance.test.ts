/**
 * A rewind that spans a rebalance: the session reads the group's committed offsets for the partitions it holds,
 * and while that read is under way some of them are revoked. Only the partitions still assigned are sought (a
 * revoked one is the new owner's, which starts from the committed offset anyway); seeking the others would be
 * refused by the consumer (`InvalidArgumentError`, a misuse the application never made) and reject `runOnce`.
 * Found by the pipeline simulation (a KIP-848 group revoking a partition during the rewind before a batch).
 */
import { afterEach, expect, it } from 'vitest';
import type { SessionBatchHandler } from '../../src/session/session-types.js';
import { TransactionalSession } from '../../src/session/transactional-session.js';
import { scenario, type Scenario } from '../scenarios/scenario-helpers.js';
import { FakeSource } from './fake-source.js';

const GROUP = 'etl';
const P0 = { topic: 'in', partition: 0 };
const P1 = { topic: 'in', partition: 1 };

let s: Scenario | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

it('a partition revoked while the rewind reads the committed offsets is not sought; the batch goes on with the rest', async () => {
  const state = scenario({ topics: [{ name: 'in', partitions: 2 }, { name: 'out', partitions: 2 }] });
  s = state;
  const source = new FakeSource(state.network, state.clock, GROUP, new Map([['in:0', ['a', 'b', 'c']], ['in:1', ['x', 'y', 'z']]]), [P0, P1]);
  const producer = state.producer({ transactionalId: 'etl-1', requestTimeoutMs: 1_000, deliveryTimeoutMs: 5_000, transactionTimeoutMs: 10_000 });
  const session = new TransactionalSession({ producer, source, maxRecords: 4 });
  let fail = false;
  const handler: SessionBatchHandler = async (batch, tx) => {
    if (fail) throw new Error('processing failed');
    await tx.send(batch.records.map((record) => ({ topic: 'out', partition: record.partition, value: Buffer.from(record.value ?? []).toString() })));
  };
  // a b c x: committed, so the group holds offsets for both partitions.
  expect(await state.settle(session.runOnce(handler))).toMatchObject({ status: 'committed', records: 4 });

  // y z: the handler fails, the batch aborts; the rewind's read of the committed offsets fails too (left for the next call).
  fail = true;
  source.onCommitted = (read) => {
    if (read === 1) throw new Error('coordinator unreachable');
    // The next call's rewind: the group revokes P1 while the read is under way.
    if (read === 2) return source.revoke([P1]);
    return undefined;
  };
  await expect(state.settle(session.runOnce(handler))).rejects.toThrow('processing failed');
  expect(source.seeks).toEqual([]);

  fail = false;
  const next = await state.settle(session.runOnce(handler));
  expect(source.committedReads).toBe(2);
  expect(source.assignment()).toEqual([P0]);
  expect(source.seeks).toEqual([[{ ...P0, offset: 3n }]]); // P0 back to its committed offset; P1 is not ours any more
  expect(next).toEqual({ status: 'empty' }); // nothing left on P0; y and z are the new owner's
  expect([state.committed('out', 0), state.committed('out', 1)]).toEqual([['a', 'b', 'c'], ['x']]);
  await state.settle(session.close());
});
