/**
 * What a crash test's negative control (violations.ts) must show: the check reports duplicates, and only
 * duplicates (both violations still commit every offset after its output, so nothing is lost and the group's
 * offsets reach the end of input).
 */
import { expect } from 'vitest';
import type { Verdict } from './exactly-once-check.js';

/** @internal */
export function expectDuplicatesOnly(verdict: Verdict, records: number): void {
  expect(verdict.duplicates, 'the negative control was not caught: the crash test could not have failed').toBeGreaterThan(0);
  expect(verdict.missing).toBe(0);
  expect(verdict.outputRecords).toBe(records + verdict.duplicates);
  expect(verdict.violations.filter((line) => !line.startsWith('duplicate: '))).toEqual([]);
}
