import { getEventListeners } from 'node:events';
import { describe, expect, it } from 'vitest';
import { asError, raceAbort } from '../../src/internal/abort-race.js';

describe('asError', () => {
  it('passes an Error through', () => {
    const error = new TypeError('bad');
    expect(asError(error)).toBe(error);
  });

  it('wraps a string or a primitive with it as message and cause', () => {
    expect(asError('boom')).toMatchObject({ message: 'boom', cause: 'boom' });
    expect(asError(42)).toMatchObject({ message: '42', cause: 42 });
    expect(asError(undefined)).toMatchObject({ message: 'undefined', cause: undefined });
  });

  it('wraps an object without turning it into "[object Object]"', () => {
    const thrown = { code: 'E_CUSTOM' };
    const error = asError(thrown);
    expect(error.message).toBe('non-Error value thrown (see cause)');
    expect(error.cause).toBe(thrown);
  });
});

/** The rejections reported unhandled once `act` ran and the promise jobs it queued settled. */
async function unhandledAfter(act: () => void): Promise<unknown[]> {
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown): void => { unhandled.push(reason); };
  process.on('unhandledRejection', onUnhandled);
  try {
    act();
    await new Promise((resolve) => setImmediate(resolve));
    return unhandled;
  } finally {
    process.off('unhandledRejection', onUnhandled);
  }
}

describe('raceAbort', () => {
  const aborted = (): Error => new Error('aborted');

  it('is the work itself without a signal', () => {
    const work = Promise.resolve(1);
    expect(raceAbort(work, undefined, aborted)).toBe(work);
  });

  it('settles with the work and takes its listener off the signal', async () => {
    const controller = new AbortController();
    await expect(raceAbort(Promise.resolve('done'), controller.signal, aborted)).resolves.toBe('done');
    await expect(raceAbort(Promise.reject(new Error('failed')), controller.signal, aborted)).rejects.toThrow('failed');
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });

  it('wraps a rejection that is not an Error', async () => {
    const controller = new AbortController();
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- what third-party code may do
    await expect(raceAbort(Promise.reject('plain string'), controller.signal, aborted)).rejects.toMatchObject({ message: 'plain string' });
  });

  it('rejects with the abort error when the signal fires first, and the work goes on unobserved by the caller', async () => {
    const controller = new AbortController();
    let fail: (error: Error) => void = () => undefined;
    const work = new Promise<never>((_resolve, reject) => { fail = reject; });
    const raced = raceAbort(work, controller.signal, aborted);
    controller.abort();
    await expect(raced).rejects.toThrow('aborted');
    expect(await unhandledAfter(() => { fail(new Error('late failure')); })).toEqual([]);
  });

  it('rejects at once on a signal already aborted, observing the work so its later failure is not unhandled', async () => {
    const controller = new AbortController();
    controller.abort();
    let fail: (error: Error) => void = () => undefined;
    const work = new Promise<never>((_resolve, reject) => { fail = reject; });
    await expect(raceAbort(work, controller.signal, aborted)).rejects.toThrow('aborted');
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
    expect(await unhandledAfter(() => { fail(new Error('late failure')); })).toEqual([]);
  });
});
