/**
 * The broker's linear-time matcher (ListTransactions' TransactionalIdPattern): agrees with JavaScript's
 * RegExp on full matches over the supported syntax, and stays fast on patterns that make a backtracking
 * engine take exponential time.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LinearRegex, RegexSyntaxError } from '../../src/testing/linear-regex.js';

const fullMatch = (pattern: string, input: string): boolean => new RegExp(`^(?:${pattern})$`, 'u').test(input);

describe('LinearRegex', () => {
  const cases: readonly (readonly [string, readonly string[]])[] = [
    ['abc', ['abc', 'ab', 'abcd', '']],
    ['a.c', ['abc', 'a-c', 'ac', 'a\nc']],
    ['tx-.*', ['tx-', 'tx-1', 'tx', 'xtx-1']],
    ['(a|bc)+d?', ['a', 'bcad', 'abcbc', 'd', '', 'bd']],
    ['[a-c0-9_]{2,4}', ['a1', 'abc_', 'a', 'abcde', 'A1']],
    ['[^x-z]+', ['abc', 'axb', '']],
    ['\\d{3}-\\w+\\s?', ['123-ab', '123-ab ', '12-ab', '123-']],
    ['(?:ab){0,2}c', ['c', 'abc', 'ababc', 'abababc']],
    ['(?<name>a)b{2,}', ['abb', 'abbbb', 'ab']],
    ['^a$|b', ['a', 'b', 'ab']],
    ['a{3}', ['aaa', 'aa', 'aaaa']],
    ['x*?y+?', ['y', 'xxyy', 'x']],
    ['\\.\\*', ['.*', 'a*']],
  ];
  for (const [pattern, inputs] of cases) {
    it(`matches like RegExp: ${pattern}`, () => {
      const regex = new LinearRegex(pattern);
      for (const input of inputs) expect(regex.matches(input), input).toBe(fullMatch(pattern, input));
    });
  }

  it('agrees with RegExp on random patterns over a small alphabet', () => {
    const atom = fc.constantFrom('a', 'b', '.', '[ab]', '(a|b)', '(ab)', '(a|)');
    const quantifier = fc.constantFrom('', '*', '+', '?', '{2}', '{0,2}', '{1,}');
    const pattern = fc.array(fc.tuple(atom, quantifier).map(([a, q]) => a + q), { minLength: 1, maxLength: 5 }).map((parts) => parts.join(''));
    fc.assert(fc.property(pattern, fc.stringMatching(/^[abc]{0,8}$/), (source, input) => new LinearRegex(source).matches(input) === fullMatch(source, input)), { seed: 12, numRuns: 500 });
  });

  it('answers (a+)+ and friends on a 30-character id in linear time', () => {
    const input = `${'a'.repeat(30)}b`;
    for (const pattern of ['(a+)+', '(a|a)*', '(a*)*c', '((a+)+)+$']) {
      expect(new LinearRegex(pattern).matches(input)).toBe(false);
    }
    // 100,000 characters against a nested quantifier: linear, so well under a second.
    expect(new LinearRegex('(a+)+b').matches(`${'a'.repeat(100_000)}c`)).toBe(false);
  });

  it('rejects backreferences, lookaround, flags, bad repetitions and programs that are too large', () => {
    for (const pattern of ['(a)\\1', '(?=a)', '(?i)a', 'a{2,1}', 'a{1001}', '(a{1000}){1000}', '*a', '[a', '(a', 'a)', '\\b', 'a\\']) {
      expect(() => new LinearRegex(pattern), pattern).toThrow(RegexSyntaxError);
    }
  });
});
