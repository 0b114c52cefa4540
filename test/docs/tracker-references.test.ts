/**
 * Docs and code comments are written for users: they say what, how and why, not which tracker item a passage came
 * from ("issue 15", "issue #3"). History goes to CHANGELOG.md and commit messages. This fails on any tracker number
 * in README.md, docs/, src/ or examples/, naming the file and line.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const trackerReference = /\bissues? #?\d|\bissue #/i;
/** A calendar date: in README.md and docs/ it dates a work session or a run; results are stated without one. */
const datedSession = /\b20\d\d-[01]\d-[0-3]\d\b/;

function files(dir: string, extensions: readonly string[]): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && extensions.some((extension) => entry.name.endsWith(extension)))
    .map((entry) => join(entry.parentPath, entry.name));
}

function trackerReferences(paths: readonly string[], pattern: RegExp = trackerReference): string[] {
  return paths.flatMap((path) => readFileSync(path, 'utf8').split('\n').flatMap((line, index) =>
    pattern.test(line) ? [`${relative(root, path)}:${index + 1}: ${line.trim().slice(0, 120)}`] : []));
}

describe('tracker numbers', () => {
  it('finds the pattern it looks for', () => {
    for (const line of ['see issue 15', 'Issue 11, item 3', 'issues 10-13', 'issue #4']) expect(trackerReference.test(line), line).toBe(true);
    for (const line of ['no issue here', 'tissue 5', 'the issue is the batch size']) expect(trackerReference.test(line), line).toBe(false);
  });

  it('README.md, docs/, src/ and examples/ name none', () => {
    const paths = [join(root, 'README.md'), ...files(join(root, 'docs'), ['.md']), ...files(join(root, 'src'), ['.ts']), ...files(join(root, 'examples'), ['.ts'])];
    expect(paths.length).toBeGreaterThan(100);
    expect(trackerReferences(paths)).toEqual([]);
  });

  it('README.md and docs/ date no work session or run', () => {
    expect(datedSession.test('load 30, 2026-12-01)')).toBe(true);
    const paths = [join(root, 'README.md'), ...files(join(root, 'docs'), ['.md'])];
    expect(trackerReferences(paths, datedSession)).toEqual([]);
  });
});
