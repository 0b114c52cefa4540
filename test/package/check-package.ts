/**
 * `npm run package:check` (CI): checks the package as users get it, from `npm pack` run the way a fresh clone runs it.
 *
 * 1. Pack: the project's files (`git ls-files`, tracked and untracked but not ignored, so no dist/) are copied to a
 *    scratch tree sharing this node_modules, and `npm pack` runs there: its `prepack` script must build, and the
 *    tarball must hold the built entries.
 * 2. Size: the tarball is at most 2.5 MB and unpacks to at most 14 MB; `dist/index.js` (and `.cjs`) together with the
 *    chunks it imports (what `import 'kafka-eos'` loads, source maps not counted) is at most 1152 KB and imports no
 *    `@opentelemetry/*` package; no declaration file imports zod.
 * 3. Source maps: every published script has its `.map`, and every source a map names is in the tarball (src/).
 * 4. Consumer apps: the tarball is installed into a scratch project and test/package/consumer/app.ts is
 *    compiled under each module setting users have (NodeNext ESM, NodeNext CJS, Bundler, node10 + CommonJS),
 *    all with `strict`, `exactOptionalPropertyTypes` and `skipLibCheck: false`; the settings that emit
 *    runnable code are run, which proves the three entries share one module graph in ESM and in CJS.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { importClosure } from './import-closure.js';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
// The published code is readable (not minified) and ships source maps with the sources they point into (src/), so
// the tarball is about 2.6x what it was minified without maps (docs/architecture.md, "Package layout"): ~2.1 MB with
// the admin client, its CLI and the kafka-eos/aws entry.
const MAX_PACKED_BYTES = 2.5 * 1024 * 1024;
const MAX_UNPACKED_BYTES = 14 * 1024 * 1024;
// What `import 'kafka-eos'` and `require('kafka-eos')` load, readable: ~1120 KB and ~1160 KB, the Admin client
// (one wire module per API) and the consumer's fetch sessions included (the modules of both graphs are the same;
// CommonJS adds rollup's `require`/`exports` rendering). Source maps are only read when a stack trace is mapped, so
// they do not count.
const MAX_ROOT_ENTRY_BYTES = 1280 * 1024;
/** Files `prepack` must have built into a tree that had no dist/. */
const BUILT_ENTRIES = ['dist/index.js', 'dist/index.cjs', 'dist/index.d.ts', 'dist/index.d.cts', 'dist/testing/index.js', 'dist/cli/broker.js'];

interface Mode {
  readonly name: string;
  readonly packageType: 'module' | 'commonjs';
  readonly compilerOptions: Readonly<Record<string, unknown>>;
  /** Whether the compiled app is run (Bundler mode leaves the output to a bundler, so it is only type-checked). */
  readonly run: boolean;
}

const MODES: readonly Mode[] = [
  { name: 'nodenext-esm', packageType: 'module', compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext' }, run: true },
  { name: 'nodenext-cjs', packageType: 'commonjs', compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext' }, run: true },
  { name: 'bundler', packageType: 'module', compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler', noEmit: true }, run: false },
  { name: 'node10-commonjs', packageType: 'commonjs', compilerOptions: { module: 'commonjs', moduleResolution: 'node10', esModuleInterop: true }, run: true },
];

function run(command: string, args: readonly string[], cwd: string): string {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

const problems: string[] = [];
const scratch = mkdtempSync(join(tmpdir(), 'kafka-eos-package-'));
try {
  // 1. Pack a copy of the project without dist/, as a fresh clone would be packed.
  const tree = join(scratch, 'tree');
  const projectFiles = run('git', ['ls-files', '--cached', '--others', '--exclude-standard'], root).split('\n').filter((file) => file !== '' && existsSync(join(root, file)));
  for (const file of projectFiles) {
    mkdirSync(dirname(join(tree, file)), { recursive: true });
    copyFileSync(join(root, file), join(tree, file));
  }
  symlinkSync(join(root, 'node_modules'), join(tree, 'node_modules'));
  if (existsSync(join(tree, 'dist'))) throw new Error('the copied tree has a dist/ before packing');
  // prepack's build prints to stdout ahead of npm's JSON.
  const packOutput = run('npm', ['pack', '--json', '--pack-destination', scratch], tree);
  const [packed] = JSON.parse(packOutput.slice(packOutput.search(/^\[$/m))) as { filename: string; size: number; unpackedSize: number }[];
  if (packed === undefined) throw new Error('npm pack reported nothing');
  const tarball = join(scratch, packed.filename);
  const extracted = join(scratch, 'extracted');
  mkdirSync(extracted);
  run('tar', ['-xzf', tarball, '-C', extracted], root);
  const packageDir = join(extracted, 'package');
  const files = filesUnder(packageDir);
  const missing = BUILT_ENTRIES.filter((file) => !existsSync(join(packageDir, file)));
  console.log(`npm pack of a tree without dist/ (prepack builds): ${missing.length === 0 ? 'dist/ is in the tarball' : `missing ${missing.join(', ')}`}`);
  if (missing.length > 0) problems.push(`npm pack from a tree without dist/ left out ${missing.join(', ')} (prepack must build)`);

  // 2. Sizes.
  for (const format of ['dist/index.js', 'dist/index.cjs']) {
    if (!existsSync(join(packageDir, format))) continue;
    const rootEntry = [...importClosure(join(packageDir, format))];
    const rootEntryBytes = rootEntry.reduce((sum, file) => sum + statSync(file).size, 0);
    console.log(`${format} with its chunks: ${(rootEntryBytes / 1024).toFixed(0)} KB (limit ${(MAX_ROOT_ENTRY_BYTES / 1024).toFixed(0)} KB): ${rootEntry.map((file) => relative(packageDir, file)).join(', ')}`);
    if (rootEntryBytes > MAX_ROOT_ENTRY_BYTES) problems.push(`${format} and its chunks are ${rootEntryBytes} bytes, over ${MAX_ROOT_ENTRY_BYTES}`);
    // Zero cost when not loaded: only kafka-eos/opentelemetry imports its optional peer.
    const otelImports = rootEntry.filter((file) => /["']@opentelemetry\//.test(readFileSync(file, 'utf8')));
    if (otelImports.length > 0) problems.push(`${format} loads @opentelemetry: ${otelImports.map((file) => relative(packageDir, file)).join(', ')}`);
    // Nor does the root entry carry the MSK IAM signer or name its optional peer (only kafka-eos/aws does).
    const awsImports = rootEntry.filter((file) => /@aws-sdk\/|kafka-cluster:Connect/.test(readFileSync(file, 'utf8')));
    if (awsImports.length > 0) problems.push(`${format} carries the MSK IAM token provider: ${awsImports.map((file) => relative(packageDir, file)).join(', ')}`);
  }
  const zodDeclarations = files.filter((file) => /\.d\.c?ts$/.test(file) && /from ['"]zod['"]/.test(readFileSync(file, 'utf8')));
  const bytesOf = (test: (file: string) => boolean): string => `${(files.filter(test).reduce((sum, file) => sum + statSync(file).size, 0) / 1024 / 1024).toFixed(2)} MB`;
  console.log(`tarball ${(packed.size / 1024).toFixed(0)} KB (limit ${(MAX_PACKED_BYTES / 1024).toFixed(0)} KB), unpacked ${(packed.unpackedSize / 1024 / 1024).toFixed(2)} MB (limit ${(MAX_UNPACKED_BYTES / 1024 / 1024).toFixed(0)} MB), ${files.length} files: `
    + `scripts ${bytesOf((file) => /\.c?js$/.test(file))}, source maps ${bytesOf((file) => file.endsWith('.map'))}, src/ ${bytesOf((file) => relative(packageDir, file).startsWith('src/'))}, declarations ${bytesOf((file) => /\.d\.c?ts$/.test(file))}`);
  if (packed.size > MAX_PACKED_BYTES) problems.push(`the tarball is ${packed.size} bytes, over ${MAX_PACKED_BYTES}`);
  if (packed.unpackedSize > MAX_UNPACKED_BYTES) problems.push(`the tarball unpacks to ${packed.unpackedSize} bytes, over ${MAX_UNPACKED_BYTES}`);
  if (zodDeclarations.length > 0) problems.push(`declarations import zod: ${zodDeclarations.map((file) => relative(packageDir, file)).join(', ')}`);

  // 3. Source maps: one per script, and what they name is published.
  const scripts = files.filter((file) => /^dist\/.*\.c?js$/.test(relative(packageDir, file)));
  const unmapped = scripts.filter((file) => !existsSync(`${file}.map`) || !readFileSync(file, 'utf8').includes(`//# sourceMappingURL=${file.split('/').at(-1) ?? ''}.map`));
  const unpublishedSources = new Set<string>();
  for (const script of scripts.filter((file) => existsSync(`${file}.map`))) {
    const map = JSON.parse(readFileSync(`${script}.map`, 'utf8')) as { sources: readonly string[] };
    for (const source of map.sources) if (!existsSync(resolve(dirname(script), source))) unpublishedSources.add(relative(packageDir, resolve(dirname(script), source)));
  }
  console.log(`source maps: ${scripts.length - unmapped.length} of ${scripts.length} scripts mapped, ${unpublishedSources.size} sources missing`);
  if (unmapped.length > 0) problems.push(`scripts without a source map: ${unmapped.map((file) => relative(packageDir, file)).join(', ')}`);
  if (unpublishedSources.size > 0) problems.push(`source maps name sources the tarball lacks: ${[...unpublishedSources].join(', ')}`);

  // 4. Install the tarball into a scratch project and compile (and run) the consumer app in every mode.
  const consumers = join(scratch, 'consumers');
  mkdirSync(consumers);
  const devDependencies = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> }).devDependencies;
  const typesNode = devDependencies['@types/node'] ?? 'latest';
  // kafka-eos/opentelemetry's optional peer, as an application using that entry installs it.
  const otelApi = devDependencies['@opentelemetry/api'] ?? 'latest';
  writeFileSync(join(consumers, 'package.json'), JSON.stringify({ name: 'consumers', private: true }));
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error', tarball, `@types/node@${typesNode}`, `@opentelemetry/api@${otelApi}`], consumers);
  const installed = filesUnder(join(consumers, 'node_modules')).filter((file) => !/node_modules\/(@types\/node|undici-types|@opentelemetry\/api)\//.test(file));
  const footprint = installed.reduce((sum, file) => sum + statSync(file).size, 0);
  const byPackage = new Map<string, number>();
  for (const file of installed) {
    const name = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file)?.[1] ?? '?';
    byPackage.set(name, (byPackage.get(name) ?? 0) + statSync(file).size);
  }
  const parts = [...byPackage].sort((a, b) => b[1] - a[1]).map(([name, bytes]) => `${name} ${(bytes / 1024 / 1024).toFixed(2)} MB`);
  console.log(`install footprint without @types/node: ${(footprint / 1024 / 1024).toFixed(1)} MB (${parts.join(', ')})`);
  const tsc = join(root, 'node_modules/typescript/bin/tsc');
  for (const mode of MODES) {
    const dir = join(consumers, mode.name);
    mkdirSync(dir);
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: `consumer-${mode.name}`, private: true, type: mode.packageType }));
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({
      compilerOptions: {
        target: 'ES2022', lib: ['ES2022'], types: ['node'], strict: true, exactOptionalPropertyTypes: true,
        skipLibCheck: false, outDir: 'out', rootDir: '.', ...mode.compilerOptions,
      },
      files: ['app.ts', 'index.ts'],
    }));
    copyFileSync(join(root, 'test/package/consumer/app.ts'), join(dir, 'app.ts'));
    writeFileSync(join(dir, 'index.ts'), "import { main } from './app.js';\n\nmain().catch((error: unknown) => {\n  console.error(error);\n  process.exitCode = 1;\n});\n");
    try {
      run(process.execPath, [tsc, '-p', dir], dir);
    } catch (error) {
      problems.push(`${mode.name}: tsc failed:\n${String((error as { stdout?: string }).stdout ?? error)}`);
      continue;
    }
    if (!mode.run) {
      console.log(`${mode.name}: compiles`);
      continue;
    }
    try {
      const output = run(process.execPath, [join(dir, 'out/index.js')], dir);
      if (!output.includes('CONSUMER-APP-OK')) throw new Error(output);
      console.log(`${mode.name}: compiles and runs`);
    } catch (error) {
      problems.push(`${mode.name}: the compiled app failed:\n${String((error as { stderr?: string }).stderr ?? error)}`);
    }
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

if (problems.length > 0) {
  for (const problem of problems) console.error(`package check: ${problem}`);
  process.exitCode = 1;
} else {
  console.log('package check: ok');
}
