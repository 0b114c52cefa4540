import { describe, expect, it } from 'vitest';
import { PriorityQueue } from '../../src/internal/priority-queue.js';
import { seededRandom } from '../../src/internal/backoff.js';

describe('PriorityQueue', () => {
  it('polls in comparator order for random input, including after removals', () => {
    const random = seededRandom(1);
    const queue = new PriorityQueue<number>((a, b) => a - b);
    const values = Array.from({ length: 200 }, () => Math.floor(random() * 1000));
    for (const value of values) queue.push(value);
    const removed = values.slice(0, 20);
    for (const value of removed) expect(queue.remove(value)).toBe(true);
    expect(queue.remove(5000)).toBe(false);
    const expected = values.slice(20).sort((a, b) => a - b);
    expect(queue.peek()).toBe(expected[0]);
    const out: number[] = [];
    for (let v = queue.poll(); v !== undefined; v = queue.poll()) out.push(v);
    expect(out).toEqual(expected);
    expect(queue.isEmpty()).toBe(true);
  });
});
