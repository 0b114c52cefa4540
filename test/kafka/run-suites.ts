/**
 * `npm run test:kafka -- [--brokers N] [--transaction-version 1|2] [vitest args...]`: runs the real-Kafka
 * suites (test/kafka/*.test.ts). With KAFKA_BOOTSTRAP set they run against that cluster as-is (a user's
 * own cluster; KAFKA_TRANSACTION_VERSION says its finalized transaction.version). Without it, a fresh
 * cluster is started (kafka-cluster.ts), the suites run against it, and it is stopped afterwards whatever
 * the outcome (and by its watchdog if this process dies). Exits with vitest's exit code.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { KAFKA_TEST_DIR } from './java-tools.js';
import { KafkaClusterError } from './kafka-cluster-error.js';
import { startKafkaCluster, type KafkaCluster } from './kafka-cluster.js';

const ROOT = join(KAFKA_TEST_DIR, '..', '..');
const VITEST = join(ROOT, 'node_modules', 'vitest', 'vitest.mjs');

function runVitest(env: NodeJS.ProcessEnv, extra: readonly string[]): Promise<number> {
  // vitest's file filters are substrings, and all of them apply: `test/kafka` alone also matched test/kafkajs, and
  // with a file named on the command line (`test:kafka -- test/kafka/x.test.ts`) it still ran every suite.
  const filters = extra.some((arg) => arg.startsWith('test/')) ? [] : ['test/kafka/'];
  const args = [VITEST, 'run', ...filters, '--testTimeout=120000', '--hookTimeout=120000', '--no-file-parallelism', ...extra];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: 'inherit' });
    child.once('exit', (code, signal) => { resolve(code ?? (signal === null ? 1 : 128)); });
  });
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: { 'brokers': { type: 'string', default: '3' }, 'transaction-version': { type: 'string', default: '2' } },
    allowPositionals: true,
    strict: false,
  });
  const vitestArgs = positionals;
  if (process.env.KAFKA_BOOTSTRAP !== undefined && process.env.KAFKA_BOOTSTRAP !== '') {
    process.stderr.write(`test:kafka: against KAFKA_BOOTSTRAP=${process.env.KAFKA_BOOTSTRAP} (transaction.version ${process.env.KAFKA_TRANSACTION_VERSION ?? '2'})\n`);
    return runVitest({ ...process.env, KAFKA_REQUIRED: 'true' }, vitestArgs);
  }
  const version = String(values['transaction-version']);
  if (version !== '1' && version !== '2') throw new KafkaClusterError(`--transaction-version must be 1 or 2, got ${version}`);
  let cluster: KafkaCluster | null = null;
  const onSignal = (signal: NodeJS.Signals): void => {
    process.stderr.write(`test:kafka: ${signal}, stopping the cluster\n`);
    void (cluster?.stop() ?? Promise.resolve()).finally(() => { process.exit(130); });
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  cluster = await startKafkaCluster({
    brokers: Number(values.brokers),
    transactionVersion: version === '1' ? 1 : 2,
    log: (line) => { process.stderr.write(`test:kafka: ${line}\n`); },
  });
  try {
    process.stderr.write(`test:kafka: Kafka ${cluster.kafkaVersion}, ${cluster.brokers.length} brokers at ${cluster.bootstrapServers}, transaction.version ${version}\n`);
    return await runVitest({ ...process.env, KAFKA_BOOTSTRAP: cluster.bootstrapServers, KAFKA_TRANSACTION_VERSION: version, KAFKA_REQUIRED: 'true' }, vitestArgs);
  } finally {
    await cluster.stop();
    process.stderr.write('test:kafka: cluster stopped\n');
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  process.stderr.write(`test:kafka: ${error instanceof KafkaClusterError ? error.message : error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
  process.exitCode = 1;
}
