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

export default defineConfig([
  // ESM: the library entries and the kafka-eos-broker CLI (package.json "bin", shebang kept) in one graph.
  { ...common, entry: { ...library, 'cli/broker': 'src/cli/broker.ts' }, format: ['esm'], dts: { entry: library }, clean: true },
  // CommonJS: the library entries (tsup's CJS code splitting: built as split ESM, then each chunk converted).
  { ...common, entry: library, format: ['cjs'], dts: { entry: library }, clean: false },
]);
