/**
 * Code generator entry point: `npx tsx codegen/main.ts [--check] [--specs DIR]`.
 *
 * Reads Kafka's message specs (default `../shared/kafka-protocol` next to the repository) and writes
 * the codecs under src/protocol/messages/ and the error table under src/errors/. With `--check`
 * nothing is written: it lists every file that differs (or is missing, or is stale) and exits 1, so
 * CI fails when someone edits a generated file or forgets to regenerate.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './cli.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
process.exitCode = run(process.argv.slice(2), root, (line) => {
  console.log(line);
});
