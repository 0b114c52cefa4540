import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { transform } from 'esbuild';
import { defineConfig, type Options } from 'tsup';

// One module graph for every entry. All entries of a format are built together with code splitting, so the
// classes they share (errors, ManualClock, codecs, the network layer) live in shared chunks that every entry
// imports: `kafka-eos` and `kafka-eos/testing` hand each other the same `NetworkError`, the same `ManualClock`.
// ESM and CommonJS are two graphs (one per format); an application loads one of them (see docs/architecture.md,
// "Package layout").
const library = {
  index: 'src/index.ts', 'testing/index': 'src/testing/index.ts', 'protocol/index': 'src/protocol/index.ts',
  // The KafkaJS adapter: its own entry, so that only applications that use KafkaJS load it.
  'kafkajs/index': 'src/kafkajs/index.ts',
  // The OpenTelemetry instrumentation: the only entry that imports `@opentelemetry/api` (an optional peer
  // dependency, external like every dependency), so the other entries never load it.
  'opentelemetry/index': 'src/opentelemetry/index.ts',
  // Amazon MSK IAM: its own entry, whose only optional peer (`@aws-sdk/credential-providers`, the default
  // credential chain) is imported on first use and never bundled.
  'aws/index': 'src/aws/index.ts',
};

const common: Options = {
  target: 'node20',
  platform: 'node',
  splitting: true,
  // Readable output: statements on their own lines and our own identifiers, so that what Node prints for an
  // error (a stack frame, the line of a throw) can be read in node_modules as it is. Every function and class
  // keeps its source name without esbuild's `keepNames` (whose `__name(...)` wrapper around each closure cost
  // ~2.7% CPU on the transactional benchmark). Only a top-level name that two bundled modules share gets a
  // numeric suffix (`toBuffer2`), and a class whose body names itself an inner `_Name` (undone by finishOutput);
  // test/package/built-package.test.ts checks every class's name.
  minifySyntax: false,
  minifyWhitespace: false,
  minifyIdentifiers: false,
  keepNames: false,
  // Source maps point into the published src/ (package.json "files") instead of embedding it: one copy of the
  // sources serves the ESM and the CommonJS maps. `node --enable-source-maps` then prints src/ paths and lines.
  sourcemap: true,
  treeshake: true,
  // Shared chunks go to dist/chunks/ so that the entry files stay easy to find.
  esbuildOptions(options) {
    options.chunkNames = 'chunks/[name]-[hash]';
    options.sourcesContent = false;
  },
};

/**
 * Node's marker for "do not print this line before the error": when an uncaught error's stack starts at a source
 * line that contains it, Node prints the error's name and message first instead of that line and a caret (Node's
 * own internals mark their rethrows with it).
 */
const NO_EXCEPTION_LINE = '/* node-do-not-add-exception-line */';

/** A line that constructs an error (`new ConfigError(`, `new chunkX_cjs.ConfigError(`, `new TypeError(`). */
const CONSTRUCTS_ERROR = /\bnew\s+(?:[\w$]+\.)*[\w$]*Error\s*\(/;

/**
 * Gives each class its source name back where esbuild renamed it. Bundling turns a top-level `class Connection`
 * into `var Connection = class _Connection {` when the class body refers to itself (`new Connection(...)` in a
 * static factory); the class's `name` (stack frames, `util.inspect`, `constructor.name`) would be `_Connection`.
 * The inner binding only exists inside the class body, where it and the outer variable are the same class, so
 * naming it `Connection` there changes nothing else.
 */
function keepClassNames(code: string): string {
  let renamed = code;
  for (const [, name = ''] of code.matchAll(/^var ([\w$]+) = class _\1\b/gm)) {
    renamed = renamed.replace(new RegExp(`(?<![\\w$.])_${name.replaceAll('$', '\\$')}(?![\\w$])`, 'g'), () => name);
  }
  return renamed;
}

/**
 * The last step of each format's build, on the files as tsup wrote them:
 * - Lines that construct an error get Node's {@link NO_EXCEPTION_LINE} marker. An error's stack starts where it was
 *   constructed, and for an uncaught one Node prints that source line first: a line of our code that tells the
 *   user nothing the stack does not. With the marker the first line printed is `ConfigError: ...`. The marker is
 *   a comment at the end of the line, so no column moves and the source map stays exact; the build fails if
 *   this step changed what the code does (esbuild minifies both versions and they must be equal: they would
 *   differ if a marker landed inside a template literal or a renamed class name inside a string).
 * - Classes get their source names back (see keepClassNames).
 * - tsup's rollup pass (`treeshake`) appends a second `//# sourceMappingURL` comment to each file; one is kept.
 */
export async function finishOutput(outDir: string, extension: '.js' | '.cjs'): Promise<void> {
  const files = (await readdir(outDir, { recursive: true })).filter((file) => file.endsWith(extension));
  await Promise.all(files.map(async (file) => {
    const path = join(outDir, file);
    const original = await readFile(path, 'utf8');
    const lines = original.split('\n');
    const mapLines = lines.flatMap((line, index) => (line.startsWith('//# sourceMappingURL=') ? [index] : []));
    const kept = lines
      .filter((_line, index) => !mapLines.includes(index) || index === mapLines.at(-1))
      .map((line) => (CONSTRUCTS_ERROR.test(line) && !line.includes(NO_EXCEPTION_LINE) ? `${line} ${NO_EXCEPTION_LINE}` : line));
    const finished = keepClassNames(kept.join('\n'));
    // The class names are given back on both sides: esbuild picks minified names by character frequency, so a
    // renamed identifier (or a comment) could otherwise rename unrelated variables in one version only. Comments go
    // in a pass of their own for the same reason; what is compared is the code the markers could have changed.
    const minified = async (code: string): Promise<string> => {
      const uncommented = (await transform(code, { minifyWhitespace: true, platform: 'node', target: 'node20' })).code;
      return (await transform(uncommented, { minify: true, platform: 'node', target: 'node20' })).code;
    };
    const [before, after] = await Promise.all([keepClassNames(original), finished].map(minified));
    if (before !== after) throw new Error(`${path}: finishing the output changed the code`);
    await writeFile(path, finished);
  }));
}

export default defineConfig([
  // ESM: the library entries and the CLIs (package.json "bin", shebangs kept: kafka-eos-broker, and the kafka-eos
  // admin CLI) in one graph.
  { ...common, entry: { ...library, 'cli/broker': 'src/cli/broker.ts', 'cli/kafka-eos': 'src/cli/kafka-eos.ts' }, format: ['esm'], dts: { entry: library }, clean: true, onSuccess: () => finishOutput('dist', '.js') },
  // CommonJS: the library entries (tsup's CJS code splitting: built as split ESM, then each chunk converted).
  { ...common, entry: library, format: ['cjs'], dts: { entry: library }, clean: false, onSuccess: () => finishOutput('dist', '.cjs') },
]);
