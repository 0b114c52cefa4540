import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { transform } from 'esbuild';
import { defineConfig, type Options } from 'tsup';

// One module graph for every entry. All entries of a format are built together with code splitting, so the
// classes they share (errors, ManualClock, codecs, the network layer) live in shared chunks that every entry
// imports: `kafka-eos` and `kafka-eos/testing` hand each other the same `NetworkError`, the same `ManualClock`.
// ESM and CommonJS are two graphs (one per format); an application loads one of them (see docs/architecture.md,
// "Package layout"). No source maps are published: they tripled the tarball (issue 13).
const library = {
  index: 'src/index.ts', 'testing/index': 'src/testing/index.ts', 'protocol/index': 'src/protocol/index.ts',
  // The KafkaJS adapter (issue 14): its own entry, so that only applications that use KafkaJS load it.
  'kafkajs/index': 'src/kafkajs/index.ts',
  // The OpenTelemetry instrumentation (issue 16 part 3): the only entry that imports `@opentelemetry/api` (an
  // optional peer dependency, external like every dependency), so the other entries never load it.
  'opentelemetry/index': 'src/opentelemetry/index.ts',
};

const common: Options = {
  target: 'node20',
  platform: 'node',
  sourcemap: false,
  splitting: true,
  // Full minification with names kept: syntax, whitespace and local identifiers are minified, while `keepNames`
  // keeps every function's and class's name, so stack traces still read `at new Producer` and
  // `error.name`/`constructor.name` stay right. Whitespace alone was ~27% of the root entry; identifiers took the
  // root with the consumer and the transactional session (issue 14) from 456 KB back to ~345 KB, under the
  // 400 KB budget of issue 13.
  minifySyntax: true,
  minifyWhitespace: true,
  minifyIdentifiers: true,
  keepNames: true,
  treeshake: true,
  // Shared chunks go to dist/chunks/ so that the entry files stay easy to find.
  esbuildOptions(options) {
    options.chunkNames = 'chunks/[name]-[hash]';
  },
};

/**
 * Minifies the CommonJS files as written. With `treeshake` on, tsup hands every chunk esbuild emitted (ESM, minified)
 * to rollup, which renders it in the output format without minifying: for CommonJS that rendering turns each
 * import into `var chunkRXI64ILU_cjs = require('./chunk-RXI64ILU.cjs')`, every use of an imported binding into
 * `chunkRXI64ILU_cjs.q`, and every re-export into a multi-line `Object.defineProperty(exports, ...)` getter. That
 * was 34 KB of the 411 KB `require('kafka-eos')` loaded, against 6 KB for ESM's `import`/`export` statements
 * (`npm run package:sizes`); the modules in both graphs are the same 377 KB. esbuild's transform, told the file is
 * CommonJS, renames those module-local variables and strips the whitespace; it keeps `require`, `exports` and the
 * dynamic `import()` of ESM-only packages (p-retry) as they are, and `treeShaking` drops the interop helper it would
 * otherwise add for that `import()`. Function and class names survive: the first pass already set each one
 * explicitly (`keepNames`), so renaming the binding again changes no `.name`.
 */
export async function minifyCommonJsOutput(outDir = 'dist'): Promise<void> {
  const files = (await readdir(outDir, { recursive: true })).filter((file) => file.endsWith('.cjs'));
  await Promise.all(files.map(async (file) => {
    const path = join(outDir, file);
    const result = await transform(await readFile(path, 'utf8'), { format: 'cjs', platform: 'node', target: 'node20', minify: true, treeShaking: true });
    await writeFile(path, result.code);
  }));
}

export default defineConfig([
  // ESM: the library entries and the CLIs (package.json "bin", shebangs kept: kafka-eos-broker, and the kafka-eos
  // admin CLI) in one graph.
  { ...common, entry: { ...library, 'cli/broker': 'src/cli/broker.ts', 'cli/kafka-eos': 'src/cli/kafka-eos.ts' }, format: ['esm'], dts: { entry: library }, clean: true },
  // CommonJS: the library entries (tsup's CJS code splitting: built as split ESM, then each chunk converted).
  // Then each .cjs file is minified once more (see minifyCommonJsOutput).
  { ...common, entry: library, format: ['cjs'], dts: { entry: library }, clean: false, onSuccess: () => minifyCommonJsOutput() },
]);
