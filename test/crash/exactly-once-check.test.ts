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
    expect(checkExactlyOnce({ input, output: exact, committed: new Map([[0, 2], [1, 1]]) }, 4, ends).violations).toEqual([
      'group offset of input partition 1: 1, but the output shows input consumed up to 2',
      'group offset of input partition 1: 1, expected the end of input 2',
    ]);
    expect(checkExactlyOnce({ input: input.slice(1), output: exact.slice(1), committed }, 4, ends).violations[0]).toMatch(/^input: 3 records/);
  });

  it('group offsets are compared with what the output shows was consumed, not only with the end of input', () => {
    // Partition 1's last input has no output, yet the group's offset is at the end: that input was skipped.
    const skipped = checkExactlyOnce({ input, output: exact.slice(0, 3), committed }, 4, ends);
    expect(skipped.consumedEnd).toEqual([2n, 1n]);
    expect(skipped.violations).toEqual(['missing: REC-3|1@1', 'group offset of input partition 1: 2, but the output shows input consumed up to 1']);
    // Nothing consumed and nothing committed agree; both are short of the end of input.
    const none = checkExactlyOnce({ input, output: [], committed: new Map() }, 4, ends);
    expect(none.consumedEnd).toEqual([0n, 0n]);
    expect(none.violations.filter((line) => line.startsWith('group offset'))).toEqual([
      'group offset of input partition 0: -1, expected the end of input 2',
      'group offset of input partition 1: -1, expected the end of input 2',
    ]);
    // Consumed but not committed: the next owner would process it again.
    const behind = checkExactlyOnce({ input, output: exact, committed: new Map([[0, 1], [1, 2]]) }, 4, ends);
    expect(behind.violations[0]).toBe('group offset of input partition 0: 1, but the output shows input consumed up to 2');
  });
});
