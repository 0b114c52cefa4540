import { defineConfig } from 'tsup';

// One build, two module formats: ESM (`import`) and CommonJS (`require`), each with its own
// declaration file, so the package works from both worlds (see package.json "exports").
export default defineConfig([
  {
    entry: { index: 'src/index.ts', 'testing/index': 'src/testing/index.ts' },
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'node20',
    platform: 'node',
    splitting: false,
    treeshake: true,
  },
  {
    // The kafka-eos-broker CLI (package.json "bin"): ESM only, shebang kept, made executable by tsup.
    entry: { 'cli/broker': 'src/cli/broker.ts' },
    format: ['esm'],
    dts: false,
    sourcemap: true,
    clean: false,
    target: 'node20',
    platform: 'node',
    splitting: false,
    treeshake: true,
  },
]);
