/**
 * Docs and code comments are written for users and maintainers: they say what, how and why as the code is now,
 * not which tracker item a passage came from ("issue 15", "issue #3"), where code came from ("split out of
 * producer.ts", "moved here from") or what it was before ("as before"). History goes to CHANGELOG.md and commit
 * messages. This fails on any such line in README.md, docs/, src/, codegen/, bench/, examples/ and test/, naming
 * the file and line. Simulation seed numbers are history too in src/, codegen/, bench/ and examples/ and in test
 * comments; a test's title may name the seed it replays (test/simulation/regressions.test.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const trackerReference = /\bissues? #?\d|\bissue #/i;
const historyPhrase = /\bsplit out of\b|\bmoved (?:here|from)\b|\bas before\b/i;
/** "seed 3718", "seeds 1, 8": not a command-line flag (`--seed 3718`) nor an identifier (`seed14`). */
const seedNumber = /(?<![-\w])seeds? #?\d/i;
/** A calendar date: in README.md and docs/ it dates a work session or a run; results are stated without one. */
const datedSession = /\b20\d\d-[01]\d-[0-3]\d\b/;

const sourceExtensions = ['.ts', '.mts', '.js', '.mjs', '.java', '.sh', '.xml'];
/** Not written by hand here, or mutated copies of src/ (the simulation's mutants), or this file's own examples. */
const skipped = ['node_modules', 'dist', '.tmp', join('test', 'simulation', 'mutants'), join('test', 'docs', 'tracker-references.test.ts')];

function files(dir: string, extensions: readonly string[]): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && extensions.some((extension) => entry.name.endsWith(extension)))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => {
      const rel = relative(root, path);
      return !skipped.some((skip) => rel === skip || rel.startsWith(skip + sep) || rel.split(sep).includes(skip));
    });
}

/** A line of a comment: `//`, a JSDoc or block comment line, `#` in a shell script, or an XML comment's text. */
function isCommentLine(line: string): boolean {
  return /^\s*(?:\/\/|\/\*|\*|#|<!--)/.test(line);
}

function trackerReferences(paths: readonly string[], pattern: RegExp = trackerReference, onlyComments = false): string[] {
  return paths.flatMap((path) => readFileSync(path, 'utf8').split('\n').flatMap((line, index) =>
    pattern.test(line) && (!onlyComments || isCommentLine(line)) ? [`${relative(root, path)}:${index + 1}: ${line.trim().slice(0, 120)}`] : []));
}

const docs = (): string[] => [join(root, 'README.md'), ...files(join(root, 'docs'), ['.md'])];
const code = (): string[] => ['src', 'codegen', 'bench', 'examples'].flatMap((dir) => files(join(root, dir), sourceExtensions));
const tests = (): string[] => files(join(root, 'test'), sourceExtensions);

describe('tracker numbers and history', () => {
  it('finds the patterns it looks for', () => {
    for (const line of ['see issue 15', 'Issue 11, item 3', 'issues 10-13', 'issue #4']) expect(trackerReference.test(line), line).toBe(true);
    for (const line of ['no issue here', 'tissue 5', 'the issue is the batch size']) expect(trackerReference.test(line), line).toBe(false);
    for (const line of ['Split out of producer.ts', 'moved here from x.ts', 'works as before']) expect(historyPhrase.test(line), line).toBe(true);
    for (const line of ['found by seed 3718', '(seeds 1, 8, 13)', 'Seed 49544:']) expect(seedNumber.test(line), line).toBe(true);
    for (const line of ['--seed 3718', 'seedless', 'a seed of the run', 'seed14']) expect(seedNumber.test(line), line).toBe(false);
  });

  it('README.md, docs/, src/, codegen/, bench/, examples/ and test/ name no tracker item', () => {
    const paths = [...docs(), ...code(), ...tests()];
    expect(paths.length).toBeGreaterThan(500);
    expect(trackerReferences(paths)).toEqual([]);
  });

  it('nor tell where code came from or what it was before', () => {
    expect(trackerReferences([...docs(), ...code(), ...tests()], historyPhrase)).toEqual([]);
  });

  it('src/, codegen/, bench/, examples/ and test comments name no simulation seed', () => {
    expect(trackerReferences(code(), seedNumber)).toEqual([]);
    expect(trackerReferences(tests(), seedNumber, true)).toEqual([]);
  });

  it('README.md and docs/ date no work session or run', () => {
    expect(datedSession.test('load 30, 2026-12-01)')).toBe(true);
    expect(trackerReferences(docs(), datedSession)).toEqual([]);
  });
});
