/**
 * `npm run package:sizes`: what `import 'kafka-eos'` / `require('kafka-eos')` loads, byte by byte. Builds the package
 * with the real tsup configuration into a scratch directory with esbuild's metafile on, then, for the root entry of
 * each format (dist/index.js, dist/index.cjs):
 * - the files it loads (the entry and the chunks it imports, transitively, as `npm run package:check` counts them)
 *   and their size as published;
 * - the bytes esbuild emitted for them (ESM, for both formats) before tsup's per-chunk rollup pass renders the output
 *   format (and tsup.config.ts's finishOutput adds its comments): the difference is what the format costs
 *   (imports, exports, interop);
 * - the source modules in them, by bytes in the output, grouped by directory (`--modules` lists every module).
 * Dev tooling only (never shipped, never run by `npm test`).
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { build, type Options } from 'tsup';
import config, { finishOutput } from '../../tsup.config.js';
import { importClosure } from './import-closure.js';

interface Metafile {
  readonly outputs: Record<string, { readonly bytes: number; readonly inputs: Record<string, { readonly bytesInOutput: number }> }>;
}

const listModules = process.argv.includes('--modules');

/** The directory a module is counted under: `src/consumer`, `src/protocol/messages`, `node_modules/zod`... */
function groupOf(input: string): string {
  const parts = input.split('/');
  if (parts[0] === 'node_modules') return parts.slice(0, parts[1]?.startsWith('@') === true ? 3 : 2).join('/');
  return parts.slice(0, Math.min(parts.length - 1, 3)).join('/');
}

/** A file name without its .js/.cjs/.mjs extension (chunk names carry a hash, so the basename is unique). */
const stem = (name: string): string => name.replace(/\.[cm]?js$/, '');

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

const configs = (Array.isArray(config) ? config : [config]) as Options[];
const scratch = mkdtempSync(join(tmpdir(), 'kafka-eos-sizes-'));
try {
  for (const options of configs) {
    // Each format's last step (tsup.config.ts's finishOutput) must work on the scratch directory, not dist/.
    const extension = options.format === 'cjs' || (Array.isArray(options.format) && options.format.includes('cjs')) ? '.cjs' : '.js';
    const onSuccess = options.onSuccess === undefined ? {} : { onSuccess: () => finishOutput(scratch, extension) };
    // config: false: tsup would otherwise load tsup.config.ts again and build each of its items with these options merged in.
    await build({ ...options, ...onSuccess, config: false, outDir: scratch, metafile: true, dts: false, silent: true, clean: false });
  }
  for (const [format, entry] of [['esm', 'index.js'], ['cjs', 'index.cjs']] as const) {
    const metafile = JSON.parse(readFileSync(join(scratch, `metafile-${format}.json`), 'utf8')) as Metafile;
    const files = [...importClosure(join(scratch, entry))];
    let published = 0;
    let emitted = 0;
    const byModule = new Map<string, number>();
    console.log(`\n${entry} (${format}):`);
    for (const file of files) {
      const size = statSync(file).size;
      // The esbuild stage writes ESM for both formats; its output names match the published ones up to the extension.
      const name = relative(scratch, file);
      const output = Object.entries(metafile.outputs).find(([path]) => stem(basename(path)) === stem(basename(name)))?.[1];
      published += size;
      emitted += output?.bytes ?? 0;
      console.log(`  ${name.padEnd(28)} ${kb(size).padStart(10)} published, ${kb(output?.bytes ?? 0).padStart(10)} from esbuild`);
      for (const [input, { bytesInOutput }] of Object.entries(output?.inputs ?? {})) byModule.set(input, (byModule.get(input) ?? 0) + bytesInOutput);
    }
    console.log(`  total ${kb(published)} published; esbuild emitted ${kb(emitted)}; format rendering ${kb(published - emitted)}`);
    const byGroup = new Map<string, number>();
    for (const [input, bytes] of byModule) byGroup.set(groupOf(input), (byGroup.get(groupOf(input)) ?? 0) + bytes);
    console.log('  source modules by directory (bytes in esbuild output):');
    for (const [group, bytes] of [...byGroup].sort((a, b) => b[1] - a[1])) console.log(`    ${group.padEnd(40)} ${kb(bytes).padStart(10)}`);
    if (listModules) {
      console.log('  modules:');
      for (const [input, bytes] of [...byModule].sort((a, b) => b[1] - a[1])) console.log(`    ${input.padEnd(70)} ${kb(bytes).padStart(10)}`);
    }
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
