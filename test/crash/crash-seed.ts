/**
 * The crash tests' seed: `CRASH_SEED=<n>` replays a schedule, `CRASH_SEED=random` draws a new one (printed, so a
 * failing run can be replayed); without it each suite uses its fixed default, so CI runs the same schedule every
 * time. Process timing still varies from run to run: a seed fixes the faults and their order, not the instants at
 * which they hit the workers' transactions.
 */

/** @internal */
export function crashSeed(fallback: number, env: NodeJS.ProcessEnv = process.env): number {
  const text = env['CRASH_SEED']?.trim() ?? '';
  if (text === '') return fallback;
  if (text === 'random') return Math.floor(Math.random() * 2 ** 31);
  const seed = Number(text);
  if (!Number.isSafeInteger(seed) || seed < 0) throw new Error(`CRASH_SEED must be a non-negative integer or "random", got ${text}`);
  return seed;
}
