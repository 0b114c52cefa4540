/**
 * `npm run test:kafka -- [--brokers N] [--transaction-version 1|2] [--security] [vitest args...]`: runs the real-Kafka
 * suites (test/kafka/*.test.ts and their folders, except test/kafka/security). With KAFKA_BOOTSTRAP set they run
 * against that cluster as-is (a user's own cluster; KAFKA_TRANSACTION_VERSION says its finalized
 * transaction.version). Without it, a fresh cluster is started (kafka-cluster.ts), the suites run against it, and it
 * is stopped afterwards whatever the outcome (and by its watchdog if this process dies). Exits with vitest's exit code.
 *
 * With `--security`: the security suites (test/kafka/security) instead, against a secured cluster with every
 * listener (SSL with client certificates, SASL_SSL and SASL_PLAINTEXT with PLAIN, SCRAM-SHA-256, SCRAM-SHA-512 and
 * OAUTHBEARER, `connections.max.reauth.ms` 10 s, StandardAuthorizer), 1 broker by default; the suites read its
 * description from KAFKA_SECURITY.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { KAFKA_TEST_DIR } from './java-tools.js';
import { KafkaClusterError } from './kafka-cluster-error.js';
import { startKafkaCluster, type KafkaCluster } from './kafka-cluster.js';

const ROOT = join(KAFKA_TEST_DIR, '..', '..');
const VITEST = join(ROOT, 'node_modules', 'vitest', 'vitest.mjs');

const SECURITY_SUITES = 'test/kafka/security/';
/** The secured cluster's SASL session lifetime: short enough that the re-authentication suite sees several. */
const SECURITY_REAUTH_MS = 10_000;

function runVitest(env: NodeJS.ProcessEnv, extra: readonly string[], security: boolean): Promise<number> {
  // vitest's file filters are substrings, and all of them apply: `test/kafka` alone also matched test/kafkajs, and
  // with a file named on the command line (`test:kafka -- test/kafka/x.test.ts`) it still ran every suite.
  const named = extra.some((arg) => arg.startsWith('test/'));
  const filters = named ? [] : [security ? SECURITY_SUITES : 'test/kafka/'];
  // The plaintext runs leave the security suites to the secured cluster.
  const exclude = security || named ? [] : ['--exclude', `${SECURITY_SUITES}**`];
  const args = [VITEST, 'run', ...filters, ...exclude, '--testTimeout=120000', '--hookTimeout=120000', '--no-file-parallelism', ...extra];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: 'inherit' });
    child.once('exit', (code, signal) => { resolve(code ?? (signal === null ? 1 : 128)); });
  });
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: { brokers: { type: 'string' }, 'transaction-version': { type: 'string', default: '2' }, security: { type: 'boolean', default: false } },
    allowPositionals: true,
    strict: false,
  });
  const vitestArgs = positionals;
  const security = values.security === true;
  if (!security && process.env.KAFKA_BOOTSTRAP !== undefined && process.env.KAFKA_BOOTSTRAP !== '') {
    process.stderr.write(`test:kafka: against KAFKA_BOOTSTRAP=${process.env.KAFKA_BOOTSTRAP} (transaction.version ${process.env.KAFKA_TRANSACTION_VERSION ?? '2'})\n`);
    return runVitest({ ...process.env, KAFKA_REQUIRED: 'true' }, vitestArgs, false);
  }
  if (security && process.env.KAFKA_SECURITY !== undefined && process.env.KAFKA_SECURITY !== '') {
    process.stderr.write(`test:kafka: security suites against KAFKA_SECURITY=${process.env.KAFKA_SECURITY}\n`);
    return runVitest(process.env, vitestArgs, true);
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
    brokers: Number(values.brokers ?? (security ? '1' : '3')),
    transactionVersion: version === '1' ? 1 : 2,
    ...(security ? { security: { protocols: ['ssl', 'sasl_ssl', 'sasl_plaintext'], reauthMs: SECURITY_REAUTH_MS } } : {}),
    log: (line) => { process.stderr.write(`test:kafka: ${line}\n`); },
  });
  try {
    process.stderr.write(`test:kafka: Kafka ${cluster.kafkaVersion}, ${cluster.brokers.length} brokers at ${cluster.bootstrapServers}, transaction.version ${version}${security ? ', secured' : ''}\n`);
    const env = security
      ? { ...process.env, KAFKA_SECURITY: cluster.securityFile ?? '' }
      : { ...process.env, KAFKA_BOOTSTRAP: cluster.bootstrapServers, KAFKA_TRANSACTION_VERSION: version, KAFKA_REQUIRED: 'true' };
    return await runVitest(env, vitestArgs, security);
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
