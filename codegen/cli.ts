/**
 * The generator's command line (`--check`, `--specs DIR`), separate from main.ts so that tests can
 * run it against a scratch directory without spawning a process.
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { generate, MESSAGES_DIR } from './generate.js';

interface Options {
  readonly check: boolean;
  readonly specsDir: string;
  readonly root: string;
}

function parseArgs(argv: readonly string[], root: string): Options {
  let check = false;
  let specsDir = resolve(root, '../shared/kafka-protocol');
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--check') {
      check = true;
    } else if (arg === '--specs') {
      const value = argv[++i];
      if (value === undefined) throw new Error('--specs needs a directory');
      specsDir = resolve(value);
    } else {
      throw new Error(`unknown argument ${String(arg)}; usage: codegen/main.ts [--check] [--specs DIR]`);
    }
  }
  return { check, specsDir, root };
}

/** Generated files on disk that the current specs no longer produce. */
function staleFiles(root: string, expected: ReadonlyMap<string, string>): string[] {
  return readdirSync(join(root, MESSAGES_DIR))
    .filter((file) => file.endsWith('.generated.ts'))
    .map((file) => `${MESSAGES_DIR}/${file}`)
    .filter((path) => !expected.has(path));
}

/** Runs the generator; returns the process exit code. @internal */
export function run(argv: readonly string[], root: string, log: (line: string) => void): number {
  const options = parseArgs(argv, root);
  const files = generate(options.specsDir);
  const differing: string[] = [];
  for (const [path, text] of files) {
    const absolute = join(options.root, path);
    const current = existsSync(absolute) ? readFileSync(absolute, 'utf8') : null;
    if (current === text) continue;
    differing.push(current === null ? `${path} (missing)` : path);
    if (!options.check) writeFileSync(absolute, text);
  }
  for (const path of staleFiles(options.root, files)) {
    differing.push(`${path} (stale)`);
    if (!options.check) rmSync(join(options.root, path));
  }
  if (options.check) {
    if (differing.length === 0) {
      log(`codegen: ${files.size} files up to date`);
      return 0;
    }
    log('codegen: generated files are out of date; run npm run codegen:');
    for (const path of differing) log(`  ${path}`);
    return 1;
  }
  log(`codegen: ${files.size} files, ${differing.length} written or removed`);
  return 0;
}
