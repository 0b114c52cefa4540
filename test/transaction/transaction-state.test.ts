import { describe, expect, it } from 'vitest';
import { EarlierFailureError } from '../../src/errors/earlier-failure-error.js';
import { TransactionStateError } from '../../src/errors/transaction-errors.js';
import { TransactionManager } from '../../src/transaction/transaction-manager.js';
import { ALL_TRANSACTION_OPERATIONS, ALL_TRANSACTION_STATES, IDEMPOTENT_LEGAL_STATES, LEGAL_STATES, TRANSITIONS } from '../../src/transaction/transaction-state.js';
import { TransactionState } from '../../src/common/transaction-names.js';
import { invokeOperation } from './txn-test-driver.js';

/** Exposes the context's transition so the test can reach every state through legal moves only. */
class ProbeManager extends TransactionManager {
  move(to: TransactionState, cause?: Error): void {
    this.ctx.transitionTo(to, cause);
  }
}

const cause = new Error('injected cause');

/** The shortest legal path from UNINITIALIZED to `target` (breadth-first over TRANSITIONS). */
function pathTo(target: TransactionState): TransactionState[] {
  const previous = new Map<TransactionState, TransactionState | null>([[TransactionState.UNINITIALIZED, null]]);
  const frontier: TransactionState[] = [TransactionState.UNINITIALIZED];
  while (frontier.length > 0) {
    const state = frontier.shift()!;
    for (const next of TRANSITIONS[state]) {
      if (!previous.has(next)) { previous.set(next, state); frontier.push(next); }
    }
  }
  const path: TransactionState[] = [];
  for (let s: TransactionState | null | undefined = target; s !== null && s !== undefined && s !== TransactionState.UNINITIALIZED; s = previous.get(s)) path.unshift(s);
  return path;
}

function managerIn(state: TransactionState, transactionalId: string | null = 'txn'): ProbeManager {
  const manager = new ProbeManager({ transactionalId, transactionVersion: 1 });
  for (const step of pathTo(state)) manager.move(step, cause);
  expect(manager.state).toBe(state);
  return manager;
}

describe('transaction state machine', () => {
  it('reaches every state through legal transitions', () => {
    for (const state of ALL_TRANSACTION_STATES) expect(managerIn(state).state).toBe(state);
  });

  describe.each(ALL_TRANSACTION_STATES)('from %s', (from) => {
    it.each(ALL_TRANSACTION_STATES)('to %s follows the table', (to) => {
      const manager = managerIn(from);
      const events: [TransactionState, TransactionState, Error | undefined][] = [];
      manager.onTransition((a, b, c) => events.push([a, b, c]));
      manager.move(to, cause);
      if (TRANSITIONS[from].includes(to)) {
        expect(manager.state).toBe(to);
        expect(events).toEqual([[from, to, to === 'ABORTABLE_ERROR' || to === 'FATAL_ERROR' ? cause : undefined]]);
      } else if (from === TransactionState.FATAL_ERROR) {
        expect(manager.state).toBe('FATAL_ERROR');
        expect(events).toEqual([]);
      } else {
        // An impossible move on an internal path poisons the manager, recording why.
        expect(manager.state).toBe('FATAL_ERROR');
        expect(manager.lastError?.message).toContain(`from state ${from} to state ${to}`);
        expect(events).toHaveLength(1);
      }
    });
  });

  it('refuses to enter an error state without a cause', () => {
    const manager = managerIn('IN_TRANSACTION');
    manager.move('ABORTABLE_ERROR');
    expect(manager.state).toBe('FATAL_ERROR');
    expect(manager.lastError?.message).toContain('without a cause');
  });

  describe.each(ALL_TRANSACTION_STATES)('in %s', (state) => {
    it.each(ALL_TRANSACTION_OPERATIONS)('%s is legal exactly when LEGAL_STATES says so', (operation) => {
      const manager = managerIn(state);
      const legal = LEGAL_STATES[operation].includes(state);
      let thrown: unknown;
      try { invokeOperation(manager, operation); } catch (error) { thrown = error; }
      if (legal) {
        expect(thrown).toBeUndefined();
      } else if (state === 'ABORTABLE_ERROR' || state === 'FATAL_ERROR') {
        // Refused because of the earlier failure, not misuse: that failure's class, named, as the cause.
        expect(thrown).toBeInstanceOf(EarlierFailureError);
        const error = thrown as EarlierFailureError;
        expect(error).toMatchObject({ operation, state, code: 'ERR_TXN_IN_ERROR_STATE', classification: state === 'ABORTABLE_ERROR' ? 'abortable' : 'fatal' });
        expect(error.cause).toBe(cause);
        expect(error.message).toContain(`${operation}() refused: the producer is in ${state} because of an earlier failure: ${cause.message}`);
        expect(manager.state).toBe(state);
      } else {
        expect(thrown).toBeInstanceOf(TransactionStateError);
        const error = thrown as TransactionStateError;
        expect(error.operation).toBe(operation);
        expect(error.state).toBe(state);
        expect(error.legalStates).toEqual(LEGAL_STATES[operation]);
        expect(error.message).toContain(`Cannot call ${operation}() in state ${state}`);
        expect(manager.state).toBe(state);
      }
    });

    it.each(ALL_TRANSACTION_OPERATIONS)('%s follows IDEMPOTENT_LEGAL_STATES for an idempotent producer', (operation) => {
      const manager = managerIn(state, null);
      const legal = IDEMPOTENT_LEGAL_STATES[operation].includes(state);
      const act = (): void => {
        if (operation === 'send') manager.maybeAddPartition('t', 0);
        else manager.checkLegal(operation);
      };
      if (legal) expect(act).not.toThrow();
      // An operation an idempotent producer never offers is misuse in every state; a send after its fatal error is not.
      else if ((state === 'FATAL_ERROR' || state === 'ABORTABLE_ERROR') && IDEMPOTENT_LEGAL_STATES[operation].length > 0) expect(act).toThrow(EarlierFailureError);
      else expect(act).toThrow(TransactionStateError);
    });
  });
});
