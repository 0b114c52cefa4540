/**
 * zod issues to {@link ConfigIssue}s, shared by the producer and consumer configurations: one issue per field,
 * and one per unknown option with a suggestion when its name looks like a typo of a real one.
 */
import type { z } from 'zod';
import type { ConfigIssue } from './config-error.js';

/**
 * Flattens zod issues into one {@link ConfigIssue} per field; unknown keys become one issue each, naming the
 * closest of `knownOptions` (same letters ignoring case, else edit distance <= 2).
 * @internal
 */
export function toConfigIssues(issues: readonly z.core.$ZodIssue[], knownOptions: readonly string[]): ConfigIssue[] {
  const out: ConfigIssue[] = [];
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const suggestion = closestOption(key, knownOptions);
        out.push({ field: key, message: `unknown option${suggestion === undefined ? '' : ` (did you mean '${suggestion}'?)`}` });
      }
      continue;
    }
    out.push({ field: issue.path.map(String).join('.'), message: issue.message });
  }
  return out;
}

function closestOption(key: string, knownOptions: readonly string[]): string | undefined {
  const lower = key.toLowerCase();
  let best: string | undefined;
  let bestDistance = 3;
  for (const option of knownOptions) {
    const distance = option.toLowerCase() === lower ? 0 : editDistance(lower, option.toLowerCase());
    if (distance < bestDistance) {
      best = option;
      bestDistance = distance;
    }
  }
  return best;
}

/** Levenshtein distance; only run on the error path, over a handful of short option names. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
