import { describe, expect, it } from 'vitest';
import { AppendQueue } from '../../../src/producer/operations/append-queue.js';

describe('AppendQueue', () => {
  it('runs turns in call order; a call that gives up early does not let a later one overtake an earlier one', async () => {
    const queue = new AppendQueue();
    const appended: string[] = [];
    let releaseFirst!: () => void;
    const firstGate = new Promise<void>((resolve) => { releaseFirst = resolve; });
    expect(queue.isIdle).toBe(true);
    const first = queue.enqueue(async (earlier) => { await earlier; await firstGate; appended.push('first'); });
    // The second call gives up at once (a timeout): its turn still ends only after the first one's.
    const second = queue.enqueue(() => Promise.reject(new Error('gave up')));
    const third = queue.enqueue(async (earlier) => { await earlier; appended.push('third'); });
    expect(queue.isIdle).toBe(false);
    await expect(second).rejects.toThrow('gave up');
    for (let spin = 0; spin < 5; spin++) await Promise.resolve();
    expect(appended).toEqual([]);
    releaseFirst();
    await Promise.all([first, third]);
    expect(appended).toEqual(['first', 'third']);
    await queue.whenIdle();
    for (let spin = 0; spin < 5; spin++) await Promise.resolve();
    expect(queue.isIdle).toBe(true);
  });
});
