/**
 * A real Apache Kafka cluster for tests: `startKafkaCluster()` formats KRaft storage in a fresh temporary
 * directory, starts one controller and N brokers (see node-config.ts) on free 127.0.0.1 ports, pins
 * `transaction.version` at format time (`StorageTool format --feature transaction.version=N`), waits until every
 * broker is ready (readiness.ts) and returns the bootstrap servers. With `security`, the listeners are secured
 * instead (security/secured-listeners.ts: TLS, SASL, OAUTHBEARER against a local OIDC issuer, `StandardAuthorizer`)
 * and the cluster describes them in `security` and in the JSON file `securityFile`. `stop()` stops every JVM (and
 * the issuer) and removes the directory; a watchdog does the same if this process dies first. The CLI (cluster.ts)
 * and the test suites share this code.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { reservePorts } from './free-port.js';
import { prepareSecurity, superUserTls, type SecuredKafka, type SecuredKafkaDescription } from './security/secured-cluster.js';
import { brokerListenerNames, scramFormatArguments, securedBrokerProperties, securedControllerProperties, securedJvmOptions, type ClientSecurityProtocol, type KafkaSecurityOptions } from './security/secured-listeners.js';
import { kafkaClasspath, pinnedKafkaVersion, requireJava } from './java-tools.js';
import { KafkaClusterError } from './kafka-cluster-error.js';
import { KafkaNode } from './kafka-node.js';
import { brokerProperties, controllerProperties, LOG4J_PROPERTIES, renderProperties, type NodeLayout, type Properties } from './node-config.js';
import { checkBroker } from './readiness.js';
import { startWatchdog } from './watchdog.js';

/**
 * What to start.
 * @internal
 */
export interface KafkaClusterOptions {
  /** Number of brokers (default 3). */
  readonly brokers?: number;
  /** Finalized `transaction.version`: 1 (classic transactions) or 2 (KIP-890). Default 2. */
  readonly transactionVersion?: 1 | 2;
  /** First port: the controller takes it, brokers the next ones (all must be free). Default: any free ports. */
  readonly basePort?: number;
  /**
   * Extra broker properties, winning over the defaults (e.g. `replica.lag.time.max.ms` for fault tests); a function
   * of the node id for properties that differ per broker (e.g. `broker.rack`).
   */
  readonly brokerProperties?: Properties | ((nodeId: number) => Properties);
  /** Broker heap in MiB (default 512; the controller gets 256). */
  readonly brokerHeapMb?: number;
  /** Readiness deadline in ms (default 120 000). */
  readonly startTimeoutMs?: number;
  /** Progress lines (the CLI writes them to stderr). */
  readonly log?: (line: string) => void;
  /** Secured listeners instead of PLAINTEXT (see security/secured-listeners.ts). */
  readonly security?: KafkaSecurityOptions;
}

/**
 * A running cluster.
 * @internal
 */
export interface KafkaCluster {
  /** `127.0.0.1:port,127.0.0.1:port,...` of the brokers (of the first client listener when secured). */
  readonly bootstrapServers: string;
  /** The secured listeners and their credentials; undefined for a PLAINTEXT cluster. */
  readonly security: SecuredKafkaDescription | undefined;
  /** The JSON file holding {@link KafkaCluster.security} (for `KAFKA_SECURITY`). */
  readonly securityFile: string | undefined;
  readonly transactionVersion: 1 | 2;
  readonly kafkaVersion: string;
  readonly controller: KafkaNode;
  readonly brokers: readonly KafkaNode[];
  /** The temporary directory holding every node's data and log. */
  readonly dataDir: string;
  /** Class path of the Kafka jars (for Verify.java and kafka-tools). */
  readonly classpath: string;
  /** Waits until every running broker is ready again (after a restart). */
  waitUntilReady(timeoutMs?: number): Promise<void>;
  /** Stops every JVM (brokers, then the controller) and removes the data directory. Idempotent. */
  stop(): Promise<void>;
}

const POLL_MS = 250;

/**
 * Starts a real Kafka cluster (see the module comment).
 * @throws {@link KafkaClusterError} with a one-line cause; nothing is left running.
 * @internal
 */
export async function startKafkaCluster(options: KafkaClusterOptions = {}): Promise<KafkaCluster> {
  const brokerCount = options.brokers ?? 3;
  const transactionVersion = options.transactionVersion ?? 2;
  const log = options.log ?? (() => undefined);
  if (!Number.isInteger(brokerCount) || brokerCount < 1 || brokerCount > 9) throw new KafkaClusterError(`--brokers must be an integer from 1 to 9, got ${String(brokerCount)}`);
  requireJava();
  const classpath = kafkaClasspath(log);
  const kafkaVersion = pinnedKafkaVersion();
  // A broker listens once per listener (PLAINTEXT; or INTERNAL plus one per secured client protocol).
  const listenerNames = options.security === undefined ? ['PLAINTEXT'] : brokerListenerNames(options.security.protocols);
  const ports = await reservePorts(1 + brokerCount * listenerNames.length, options.basePort);
  const brokerPorts = (nodeId: number): number[] => ports.slice(1 + (nodeId - 1) * listenerNames.length, 1 + nodeId * listenerNames.length);

  const dataDir = mkdtempSync(join(tmpdir(), 'kafka-eos-kafka-'));
  const watchdog = startWatchdog(dataDir);
  let secured: SecuredKafka | undefined;
  try {
    secured = options.security === undefined ? undefined : await prepareSecurity(dataDir, options.security);
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    watchdog.release();
    throw error;
  }
  const settings = secured?.settings;
  const log4jFile = join(dataDir, 'log4j.properties');
  writeFileSync(log4jFile, LOG4J_PROPERTIES);
  // The first listener's port stands for the node (INTERNAL on a secured broker: readiness and logs use it).
  const layout = (nodeId: number): NodeLayout => ({ nodeId, port: nodeId === 0 ? ports[0]! : brokerPorts(nodeId)[0]!, dataDir: join(dataDir, `node-${nodeId}`) });
  const controllerLayout = layout(0);
  const extraProperties = (nodeId: number): Properties => typeof options.brokerProperties === 'function' ? options.brokerProperties(nodeId) : options.brokerProperties ?? {};
  const nodes = [controllerLayout, ...Array.from({ length: brokerCount }, (_, index) => layout(index + 1))].map((node) => {
    const properties = node.nodeId === 0
      ? { ...controllerProperties(node), ...(settings === undefined ? {} : securedControllerProperties(node.port, settings)) }
      : brokerProperties(node, controllerLayout, brokerCount, { ...(settings === undefined ? {} : securedBrokerProperties(brokerPorts(node.nodeId), settings)), ...extraProperties(node.nodeId) });
    const propertiesFile = join(dataDir, `node-${node.nodeId}.properties`);
    writeFileSync(propertiesFile, renderProperties(properties));
    mkdirSync(node.dataDir);
    return new KafkaNode({
      nodeId: node.nodeId, role: node.nodeId === 0 ? 'controller' : 'broker', port: node.port, propertiesFile,
      logFile: join(dataDir, `node-${node.nodeId}.log`), log4jFile, classpath,
      heapMb: node.nodeId === 0 ? 256 : options.brokerHeapMb ?? 512,
      jvmOptions: settings === undefined ? [] : securedJvmOptions(settings),
      onSpawn: (pid) => { watchdog.watchPid(pid); },
    });
  });
  const controller = nodes[0]!;
  const brokers = nodes.slice(1);
  const brokerIds = brokers.map((broker) => broker.nodeId);

  let stopped: Promise<void> | null = null;
  const stop = (): Promise<void> => {
    stopped ??= (async () => {
      await Promise.all(brokers.map((broker) => broker.stop()));
      await controller.stop();
      await secured?.close();
      rmSync(dataDir, { recursive: true, force: true });
      watchdog.release();
      process.removeListener('exit', killAllNow);
    })();
    return stopped;
  };
  // Last resort if the process exits without stop(): kill synchronously (the watchdog removes the data).
  const killAllNow = (): void => { for (const node of nodes) node.killNow(); };
  process.on('exit', killAllNow);

  // A secured cluster is checked on its INTERNAL listener with the brokers' own (super-user) certificate.
  const readinessTls = settings === undefined ? undefined : superUserTls(settings.certificates);
  const waitUntilReady = async (timeoutMs = options.startTimeoutMs ?? 120_000): Promise<void> => {
    const deadline = Date.now() + timeoutMs;
    let reason = 'not checked yet';
    for (;;) {
      const dead = nodes.find((node) => !node.running);
      if (dead !== undefined) throw dead.exitedError(await dead.waitForExit());
      const answers = await Promise.all(brokers.map((broker) => checkBroker(broker, brokerIds, transactionVersion, readinessTls)));
      const notReady = answers.find((answer) => !answer.ready);
      if (notReady === undefined) return;
      if (notReady.reason !== reason) {
        reason = notReady.reason;
        log(`waiting: ${reason}`);
      }
      if (Date.now() > deadline) throw new KafkaClusterError(`the cluster was not ready after ${timeoutMs} ms: ${reason}`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  };

  try {
    const startedAt = Date.now();
    const clusterId = newClusterId();
    log(`formatting KRaft storage (Kafka ${kafkaVersion}, cluster ${clusterId}, transaction.version=${transactionVersion}) in ${dataDir}`);
    // Every format must have ended before a failure removes the directory.
    const formatArguments = settings === undefined ? [] : scramFormatArguments(settings);
    const formatted = await Promise.allSettled(nodes.map((node) => formatStorage(node, clusterId, transactionVersion, classpath, log4jFile, formatArguments)));
    const formatFailure = formatted.find((outcome) => outcome.status === 'rejected');
    if (formatFailure !== undefined) throw formatFailure.reason;
    log(`starting the controller on ${controller.address} and ${brokerCount} broker(s) on ${brokers.map((broker) => broker.address).join(', ')}`);
    for (const node of nodes) node.start();
    await waitUntilReady();
    log(`cluster ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  } catch (error) {
    await Promise.all(nodes.map((node) => node.stop(2_000)));
    await stop();
    throw error;
  }

  const listenerBootstrap = (index: number): string => brokers.map((broker) => `127.0.0.1:${brokerPorts(broker.nodeId)[index] ?? 0}`).join(',');
  let security: SecuredKafkaDescription | undefined;
  let securityFile: string | undefined;
  if (secured !== undefined && options.security !== undefined) {
    const listeners: Partial<Record<ClientSecurityProtocol, string>> = {};
    listenerNames.forEach((name, index) => { if (name !== 'INTERNAL') listeners[name.toLowerCase() as ClientSecurityProtocol] = listenerBootstrap(index); });
    security = secured.describe(listeners, listenerBootstrap(0), kafkaVersion, transactionVersion);
    securityFile = join(dataDir, 'security.json');
    writeFileSync(securityFile, `${JSON.stringify(security, null, 2)}\n`);
  }
  return {
    bootstrapServers: secured === undefined ? listenerBootstrap(0) : listenerBootstrap(1),
    security,
    securityFile,
    transactionVersion,
    kafkaVersion,
    controller,
    brokers,
    dataDir,
    classpath,
    waitUntilReady,
    stop,
  };
}

/** Runs `kafka.tools.StorageTool format` for one node (Kafka's bin/kafka-storage.sh). */
function formatStorage(node: KafkaNode, clusterId: string, transactionVersion: number, classpath: string, log4jFile: string, extra: readonly string[]): Promise<void> {
  const args = [
    '-Xmx256m', `-Dlog4j.configuration=file:${log4jFile}`, '-Dlog4j2.StatusLogger.level=OFF', '-cp', classpath, 'kafka.tools.StorageTool',
    'format', '--cluster-id', clusterId, '--config', node.spec.propertiesFile, '--feature', `transaction.version=${transactionVersion}`, ...extra,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn('java', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => { output += chunk.toString('utf8'); });
    child.stderr.on('data', (chunk: Buffer) => { output += chunk.toString('utf8'); });
    child.once('error', (error) => { reject(new KafkaClusterError(`cannot run the Kafka storage tool: ${error.message}`)); });
    child.once('exit', (code) => {
      if (code === 0) { resolve(); return; }
      const lines = output.split('\n').filter((each) => each.trim() !== '' && !/^\s+at /.test(each));
      const line = lines.filter((each) => /Exception|Error|error/.test(each)).pop() ?? lines.pop() ?? `exit ${String(code)}`;
      reject(new KafkaClusterError(`formatting the storage of node ${node.nodeId} failed: ${line}`));
    });
  });
}

/**
 * A random KRaft cluster id (16 bytes, base64url) that does not start with '-': kafka-storage's argument parser
 * reads `--cluster-id -abc...` as a missing value followed by an option (1 run in 64 failed that way), so we draw
 * again, as Kafka's own `Uuid.randomUuid()` does.
 */
function newClusterId(): string {
  for (;;) {
    const id = randomBytes(16).toString('base64url');
    if (!id.startsWith('-')) return id;
  }
}
