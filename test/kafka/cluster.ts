/**
 * `npm run kafka:cluster -- --brokers N --transaction-version 1|2 [--base-port P] [--security ssl,sasl_ssl,sasl_plaintext
 * [--sasl-mechanisms PLAIN,SCRAM-SHA-256,SCRAM-SHA-512,OAUTHBEARER] [--reauth-ms MS]]`: starts a real Apache Kafka
 * cluster (kafka-cluster.ts), prints the bootstrap servers alone on the first stdout line (of the first secured
 * listener with `--security`, followed by a second line: the path of the JSON file describing every listener, the
 * certificates and the credentials, which the security suites read from `KAFKA_SECURITY`), logs to stderr, and runs
 * in the foreground until SIGINT or SIGTERM, then stops every JVM and removes its data. Errors are one line on stderr
 * and exit code 1, with nothing left running.
 *
 * The process chain is `npm -> sh -c -> tsx -> node (this file) -> JVMs`, and a signal to `npm` or `sh` does not
 * reach this process: npm hands it to `sh`, which dies without passing it on (and SIGKILL reaches nobody). So this
 * process also watches that chain (src/cli/parent-watch.ts, as `kafka-eos-broker` does) and stops the cluster
 * when any process in it is gone. If this process itself is killed, the watchdog (watchdog.ts) kills the JVMs.
 */
import { parseArgs } from 'node:util';
import { watchParents } from '../../src/cli/parent-watch.js';
import { KafkaClusterError } from './kafka-cluster-error.js';
import { startKafkaCluster, type KafkaCluster } from './kafka-cluster.js';
import type { ClientSecurityProtocol, KafkaSaslMechanism, KafkaSecurityOptions } from './security/secured-listeners.js';

const USAGE = 'usage: npm run kafka:cluster -- [--brokers N] [--transaction-version 1|2] [--base-port P] [--security ssl,sasl_ssl,sasl_plaintext [--sasl-mechanisms PLAIN,SCRAM-SHA-256,SCRAM-SHA-512,OAUTHBEARER] [--reauth-ms MS]]';

const list = (value: string): string[] => value.split(',').map((each) => each.trim()).filter((each) => each !== '');

function fail(message: string): never {
  process.stderr.write(`kafka:cluster: ${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({ options: {
      brokers: { type: 'string', default: '3' },
      'transaction-version': { type: 'string', default: '2' },
      'base-port': { type: 'string' },
      security: { type: 'string' },
      'sasl-mechanisms': { type: 'string' },
      'reauth-ms': { type: 'string' },
      help: { type: 'boolean', default: false },
    } }));
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}; ${USAGE}`);
  }
  if (values.help) { process.stderr.write(`${USAGE}\n`); return; }
  const brokers = Number(values.brokers);
  const transactionVersion = values['transaction-version'];
  if (transactionVersion !== '1' && transactionVersion !== '2') fail(`--transaction-version must be 1 or 2, got ${transactionVersion}`);
  const basePort = values['base-port'] === undefined ? undefined : Number(values['base-port']);
  if (basePort !== undefined && (!Number.isInteger(basePort) || basePort < 1 || basePort > 65_000)) fail(`--base-port must be a port number, got ${String(values['base-port'])}`);
  if (values.security === undefined && (values['sasl-mechanisms'] !== undefined || values['reauth-ms'] !== undefined)) fail('--sasl-mechanisms and --reauth-ms need --security');
  // Names are checked (with a one-line error) by the launcher before anything starts.
  const security: KafkaSecurityOptions | undefined = values.security === undefined ? undefined : {
    protocols: list(values.security).map((each) => each.toLowerCase() as ClientSecurityProtocol),
    ...(values['sasl-mechanisms'] === undefined ? {} : { saslMechanisms: list(values['sasl-mechanisms']).map((each) => each.toUpperCase() as KafkaSaslMechanism) }),
    ...(values['reauth-ms'] === undefined ? {} : { reauthMs: Number(values['reauth-ms']) }),
  };

  let cluster: KafkaCluster | null = null;
  const state = { stopping: false };
  const shutdown = (why: string): void => {
    if (state.stopping) return;
    state.stopping = true;
    process.stderr.write(`kafka:cluster: ${why}, stopping\n`);
    void (cluster?.stop() ?? Promise.resolve()).then(() => { process.exit(0); }, (error: unknown) => { fail(`stop failed: ${String(error)}`); });
  };
  process.on('SIGINT', () => { shutdown('SIGINT'); });
  process.on('SIGTERM', () => { shutdown('SIGTERM'); });
  process.on('SIGHUP', () => { shutdown('SIGHUP'); });
  watchParents((reason) => { shutdown(reason); });

  try {
    cluster = await startKafkaCluster({
      brokers,
      transactionVersion: transactionVersion === '1' ? 1 : 2,
      ...(basePort === undefined ? {} : { basePort }),
      ...(security === undefined ? {} : { security }),
      log: (line) => { process.stderr.write(`kafka:cluster: ${line}\n`); },
    });
  } catch (error) {
    fail(error instanceof KafkaClusterError ? error.message : `unexpected failure: ${error instanceof Error ? error.stack ?? error.message : String(error)}`);
  }
  if (state.stopping) { await cluster.stop(); process.exit(0); }
  process.stdout.write(`${cluster.bootstrapServers}\n`);
  if (cluster.securityFile !== undefined) {
    process.stdout.write(`${cluster.securityFile}\n`);
    process.stderr.write(`kafka:cluster: secured listeners ${JSON.stringify(cluster.security?.listeners)}; run the security suites with KAFKA_SECURITY=${cluster.securityFile}\n`);
  }
  process.stderr.write(`kafka:cluster: Kafka ${cluster.kafkaVersion}, ${cluster.brokers.length} broker(s), transaction.version=${cluster.transactionVersion}; Ctrl-C or SIGTERM stops it\n`);
  const running = cluster;
  // Foreground: a broker that dies on its own ends the run (the others are stopped).
  await Promise.race(running.brokers.map(async (broker) => { const code = await broker.waitForExit(); return { broker, code }; }).concat([running.controller.waitForExit().then((code) => ({ broker: running.controller, code }))]))
    .then(async ({ broker, code }) => {
      if (state.stopping) return;
      state.stopping = true;
      await running.stop();
      fail(`${broker.role} ${broker.nodeId} exited on its own (code ${String(code)})`);
    });
}

await main();
