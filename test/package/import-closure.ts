/**
 * The files a built entry loads: `file` and every file it imports by relative path (the chunks of a split
 * build), transitively. Shared by `npm run package:check` and `npm run package:sizes`.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** `file` and its relative imports, transitively. @internal */
export function importClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(/(?:from\s*|import\s*|require\()\s*["'](\.{1,2}\/[^"']+)["']/g)) {
    const specifier = match[1];
    if (specifier !== undefined) importClosure(resolve(dirname(file), specifier), seen);
  }
  return seen;
}
