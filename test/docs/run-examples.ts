/**
 * Runs every examples/*.ts in a child process, one after the other, and fails unless each exits 0 with nothing on
 * stderr (every example checks its own outcome and throws when it is wrong). By default `kafka-eos` resolves to
 * src/ through tsconfig.json's paths; with `--built` it resolves through package.json's exports to dist/, as in an
 * application (run `npm run build` first).
 *
 *   npm run examples [-- --built] [-- name ...]
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const args = process.argv.slice(2);
const built = args.includes('--built');
const only = args.filter((arg) => !arg.startsWith('--'));
const files = readdirSync(`${root}examples`).filter((name) => name.endsWith('.ts') && (only.length === 0 || only.some((each) => name.includes(each)))).sort();
if (files.length === 0) throw new Error(`no example matches ${only.join(', ')}`);

const env = built ? { ...process.env, TSX_TSCONFIG_PATH: `${root}examples/tsconfig.built.json` } : process.env;
let failed = 0;
for (const file of files) {
  const started = performance.now();
  const run = spawnSync(process.execPath, ['--import', 'tsx', `examples/${file}`], { cwd: root, env, encoding: 'utf8', timeout: 120_000 });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (run.status === 0 && run.stderr === '') {
    console.log(`ok   examples/${file} (${seconds} s)`);
  } else {
    failed++;
    console.log(`FAIL examples/${file} (${seconds} s, exit ${String(run.status ?? run.signal)})\n${run.stdout}${run.stderr}`);
  }
}
console.log(`${files.length - failed} of ${files.length} examples passed${built ? ' against the built package (dist/)' : ''}`);
if (failed > 0) process.exitCode = 1;
