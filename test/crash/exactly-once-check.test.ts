/**
 * The crash tests' verdict itself: it must see a duplicate, a gap, a stray record, a misplaced record and a group
 * offset short of the end of input (a check that passes everything proves nothing).
 */
import { describe, expect, it } from 'vitest';
import { checkExactlyOnce, type ReadRecord } from './exactly-once-check.js';
import { inputValue, transform } from './pipeline.js';

const input: ReadRecord[] = [0, 1, 2, 3].map((n) => ({ partition: n % 2, offset: Math.floor(n / 2), value: inputValue(n) }));
const f = (record: ReadRecord, offset: number): ReadRecord => ({ partition: record.partition, offset, value: transform(record.value, record.partition, record.offset) });
const exact = input.map((record, index) => f(record, index));
const committed = new Map([[0, 2], [1, 2]]);
const ends = [2n, 2n];

describe('checkExactlyOnce', () => {
  it('output = f(input) once each, offsets at the end: no violation', () => {
    expect(checkExactlyOnce({ input, output: exact, committed }, 4, ends).violations).toEqual([]);
  });

  it('a duplicate, a gap, a stray and a misplaced record are each reported', () => {
    const [a, b, c] = exact as [ReadRecord, ReadRecord, ReadRecord, ReadRecord];
    const output = [a, b, c, { ...a, offset: 9 }, { partition: 0, offset: 10, value: 'REC-99|0@7' }, { ...b, partition: 0, offset: 11 }];
    const verdict = checkExactlyOnce({ input, output, committed }, 4, ends);
    expect(verdict.duplicates).toBe(2);
    expect(verdict.missing).toBe(1);
    expect(verdict.violations.join('\n')).toMatch(/duplicate: REC-0\|0@0 2 times/);
    expect(verdict.violations.join('\n')).toMatch(/missing: REC-3\|1@1/);
    expect(verdict.violations.join('\n')).toMatch(/unexpected output: REC-99/);
    expect(verdict.violations.join('\n')).toMatch(/misplaced: REC-1\|1@0 on output partition 0/);
  });

  it('a group offset short of the end of input, and a short input, are reported', () => {
    expect(checkExactlyOnce({ input, output: exact, committed: new Map([[0, 2], [1, 1]]) }, 4, ends).violations).toEqual(['group offset of input partition 1: 1, expected the end of input 2']);
    expect(checkExactlyOnce({ input: input.slice(1), output: exact.slice(1), committed }, 4, ends).violations[0]).toMatch(/^input: 3 records/);
  });
});
