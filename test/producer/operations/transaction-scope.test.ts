/**
 * TransactionScope creates its AbortController only when a waiting send asks for the signal (most
 * transactions never need one). Whether asked before or after the scope ends, the signal tells the same.
 */
import { describe, expect, it } from 'vitest';
import { TransactionScope } from '../../../src/producer/operations/transaction-scope.js';

describe('TransactionScope', () => {
  it('a signal taken before the end is aborted by it, with the end error as reason', () => {
    const scope = new TransactionScope();
    const signal = scope.signal;
    expect(signal.aborted).toBe(false);
    const error = new Error('aborted');
    scope.end(error);
    expect(signal.aborted).toBe(true);
    expect(signal.reason).toBe(error);
    expect(scope.error).toBe(error);
  });

  it('a signal first taken after the end is already aborted with the end error', () => {
    const scope = new TransactionScope();
    const error = new Error('aborted');
    scope.end(error);
    expect(scope.signal.aborted).toBe(true);
    expect(scope.signal.reason).toBe(error);
  });

  it('keeps the first end error; the same signal is returned each time', () => {
    const scope = new TransactionScope();
    const first = new Error('first');
    scope.end(first);
    scope.end(new Error('second'));
    expect(scope.error).toBe(first);
    expect(scope.signal).toBe(scope.signal);
    expect(scope.signal.reason).toBe(first);
  });

  it('lets many sends listen without the listener-leak warning', async () => {
    const scope = new TransactionScope();
    const warnings: Error[] = [];
    const onWarning = (warning: Error): void => { warnings.push(warning); };
    process.on('warning', onWarning);
    try {
      for (let i = 0; i < 50; i++) scope.signal.addEventListener('abort', () => undefined);
      // Node emits the warning on a later tick.
      await new Promise((resolve) => { setImmediate(resolve); });
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings.filter((warning) => warning.name === 'MaxListenersExceededWarning')).toEqual([]);
  });
});
