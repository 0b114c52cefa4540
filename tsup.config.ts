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
};

const common: Options = {
  target: 'node20',
  platform: 'node',
  sourcemap: false,
  splitting: true,
  // Syntax and whitespace minification (constant folding, shorter statements, no indentation), identifiers kept:
  // stack traces still name every function and class. Whitespace alone was ~27% of the root entry, whose size
  // limit (400 KB with its chunks, issue 13) the merged issue 11/12 fixes had pushed to 414 KB.
  minifySyntax: true,
  minifyWhitespace: true,
  minifyIdentifiers: false,
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
