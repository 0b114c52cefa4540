/**
 * The state table compared against Apache Kafka's own rules, not against itself.
 *
 * `KAFKA_RULES` restates, as data written down independently of src/transaction/transaction-state.ts, the
 * Java client's `TransactionManager.State.isTransitionValid` (Kafka 4.0, before KIP-939 added
 * PREPARED_TRANSACTION): for each target state, the source states it may be entered from. Every
 * (from, to) pair of our table is compared with it; the pairs where we deliberately differ are listed in
 * `DELIBERATE_DIFFERENCES` with the reason (also in docs/transactions.md, "Where the state table differs
 * from Kafka's"), and the test fails if a listed pair stops differing or an unlisted pair differs.
 */
import { describe, expect, it } from 'vitest';
import { ALL_TRANSACTION_STATES, isTransitionValid } from '../../src/transaction/transaction-state.js';
import type { TransactionState } from '../../src/common/transaction-names.js';

type State = TransactionState;

/** Kafka's rule, keyed by target: the sources from which the target may be entered. `'any'` = unconditional. */
const KAFKA_RULES: Readonly<Record<State, readonly State[] | 'any'>> = {
  UNINITIALIZED: ['READY', 'ABORTABLE_ERROR'],
  INITIALIZING: ['UNINITIALIZED', 'COMMITTING_TRANSACTION', 'ABORTING_TRANSACTION'],
  READY: ['INITIALIZING', 'COMMITTING_TRANSACTION', 'ABORTING_TRANSACTION'],
  IN_TRANSACTION: ['READY'],
  COMMITTING_TRANSACTION: ['IN_TRANSACTION'],
  ABORTING_TRANSACTION: ['IN_TRANSACTION', 'ABORTABLE_ERROR'],
  ABORTABLE_ERROR: ['IN_TRANSACTION', 'COMMITTING_TRANSACTION', 'ABORTABLE_ERROR', 'INITIALIZING'],
  FATAL_ERROR: 'any',
};

function kafkaAllows(from: State, to: State): boolean {
  const sources = KAFKA_RULES[to];
  return sources === 'any' || sources.includes(from);
}

/** Pairs on which kafka-eos deliberately differs, with what Kafka does, what we do, and why. */
const DELIBERATE_DIFFERENCES: readonly { from: State; to: State; kafka: boolean; why: string }[] = [
  {
    from: 'READY', to: 'UNINITIALIZED', kafka: true,
    why: 'Kafka resets an idempotent producer id by going back to UNINITIALIZED; we bump/re-acquire it through READY -> INITIALIZING',
  },
  {
    from: 'READY', to: 'INITIALIZING', kafka: false,
    why: 'the idempotent producer\'s KIP-360 epoch bump re-runs InitProducerId from READY (Kafka: READY -> UNINITIALIZED -> INITIALIZING)',
  },
  {
    from: 'ABORTABLE_ERROR', to: 'INITIALIZING', kafka: false,
    why: 'kept legal but no longer taken: an abort that must skip EndTxn now waits in ABORTING_TRANSACTION for its InitProducerId',
  },
  {
    from: 'FATAL_ERROR', to: 'FATAL_ERROR', kafka: true,
    why: 'FATAL_ERROR is terminal: a second fatal error keeps the first cause instead of re-entering the state',
  },
];

describe('state table vs Kafka TransactionManager.State.isTransitionValid', () => {
  const pairs = ALL_TRANSACTION_STATES.flatMap((from) => ALL_TRANSACTION_STATES.map((to) => [from, to] as const));

  it.each(pairs)('%s -> %s agrees with Kafka unless listed as a deliberate difference', (from, to) => {
    const difference = DELIBERATE_DIFFERENCES.find((d) => d.from === from && d.to === to);
    if (difference === undefined) {
      expect(isTransitionValid(from, to)).toBe(kafkaAllows(from, to));
    } else {
      expect(kafkaAllows(from, to)).toBe(difference.kafka); // the note describes Kafka correctly
      expect(isTransitionValid(from, to)).toBe(!difference.kafka); // and we really differ
    }
  });

  it('covers every state of Kafka\'s enum that we model (all but KIP-939 PREPARED_TRANSACTION)', () => {
    expect(Object.keys(KAFKA_RULES).sort()).toEqual([...ALL_TRANSACTION_STATES].sort());
  });

  it('lists each deliberate difference once', () => {
    const keys = DELIBERATE_DIFFERENCES.map((d) => `${d.from}->${d.to}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
