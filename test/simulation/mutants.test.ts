/**
 * The simulation's mutation check (test/simulation/mutants/run.sh, docs/testing.md "Simulation") plants each
 * realistic client bug of mutants/*.patch in src/ and expects the simulation to catch it. A patch that no longer
 * applies checks nothing, silently: a refactor that moves the code a mutant changes must move the mutant too.
 * This test keeps every patch applicable to the tree it ships with (it only checks, it never patches).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const mutantsDir = join(dirname(fileURLToPath(import.meta.url)), 'mutants');
const root = join(mutantsDir, '..', '..', '..');
const patches = readdirSync(mutantsDir).filter((name) => name.endsWith('.patch')).sort();

describe('simulation mutants', () => {
  it('has the mutants the mutation check plants', () => {
    expect(patches.length).toBeGreaterThanOrEqual(11);
  });

  it.each(patches)('%s applies to src/ as it is', (name) => {
    const patch = relative(root, join(mutantsDir, name));
    // `git apply --check` works on plain files too (a checkout without .git); it throws with git's reason.
    expect(() => execFileSync('git', ['apply', '--check', patch], { cwd: root, stdio: 'pipe' })).not.toThrow();
  });
});
