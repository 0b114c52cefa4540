/**
 * The fault suite's own real Kafka cluster (it kills, pauses and restarts brokers, so it cannot share the
 * contract suite's): started once per file with `startKafkaCluster` when `KAFKA_FAULTS=1` (.ci/run sets it;
 * `KAFKA_FAULTS_TRANSACTION_VERSION=1|2`, default 2), stopped after the file. Without `KAFKA_FAULTS` the
 * suite skips with one line, so `npm test` needs no Java.
 */
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe } from 'vitest';
import { startKafkaCluster, type KafkaCluster } from '../kafka-cluster.js';
import type { KafkaNode } from '../kafka-node.js';
import type { Properties } from '../node-config.js';
import { ClusterProbe } from './cluster-probe.js';

/** The one line printed when the fault suite skips. @internal */
export const HOW_TO_RUN_FAULTS = 'real-Kafka fault suite skipped: set KAFKA_FAULTS=1 (needs Java 17 + Maven; starts its own 3-broker Kafka 4.4.0 cluster, a few minutes)';

/** What a fault test gets. @internal */
export interface FaultCluster {
  readonly kafka: KafkaCluster;
  readonly probe: ClusterProbe;
  readonly transactionVersion: 1 | 2;
  /** The broker node with id `nodeId`. */
  broker(nodeId: number): KafkaNode;
  /** Changes the finalized transaction.version with Kafka's own kafka-features tool (Admin.updateFeatures). */
  setTransactionVersion(level: 1 | 2): void;
}

/** How a fault file's cluster differs from the default one. @internal */
export interface FaultClusterOptions {
  /** More broker properties (per node id when a function), over the fault suite's own. */
  readonly brokerProperties?: (nodeId: number) => Properties;
  /** Run only under this transaction.version (a file whose subject does not depend on it skips the other run). */
  readonly transactionVersion?: 1 | 2;
}

let announced = false;

/**
 * `describe` for the fault suite (see the module comment).
 * @internal
 */
export function describeKafkaFaults(name: string, body: (cluster: () => FaultCluster) => void, options: FaultClusterOptions = {}): void {
  if (process.env.KAFKA_FAULTS !== '1') {
    if (!announced) {
      announced = true;
      process.stderr.write(`${HOW_TO_RUN_FAULTS}\n`);
    }
    describe.skip(`${name} (real Kafka faults)`, () => { body(() => { throw new Error('skipped'); }); });
    return;
  }
  const version = process.env.KAFKA_FAULTS_TRANSACTION_VERSION === '1' ? 1 : 2;
  if (options.transactionVersion !== undefined && options.transactionVersion !== version) {
    describe.skip(`${name} (real Kafka faults, transaction.version ${options.transactionVersion} only)`, () => { body(() => { throw new Error('skipped'); }); });
    return;
  }
  describe(`${name} (real Kafka faults, transaction.version ${version})`, () => {
    let current: FaultCluster | undefined;
    beforeAll(async () => {
      // replica.lag.time.max.ms: a killed follower leaves the ISR quickly, so acks=all writes resume.
      const kafka = await startKafkaCluster({ brokers: 3, transactionVersion: version, brokerProperties: (nodeId) => ({ 'replica.lag.time.max.ms': 5_000, ...options.brokerProperties?.(nodeId) }), log: (line) => { process.stderr.write(`kafka-faults: ${line}\n`); } });
      const probe = new ClusterProbe(kafka.bootstrapServers);
      current = {
        kafka,
        probe,
        transactionVersion: version,
        broker(nodeId) {
          const node = kafka.brokers.find((each) => each.nodeId === nodeId);
          if (node === undefined) throw new Error(`no broker ${nodeId}`);
          return node;
        },
        setTransactionVersion(level) {
          const running = kafka.brokers.filter((each) => each.running).map((each) => each.address).join(',');
          const result = spawnSync('java', ['-Xmx128m', '-cp', kafka.classpath, 'org.apache.kafka.tools.FeatureCommand', '--bootstrap-server', running, level === 2 ? 'upgrade' : 'downgrade', '--feature', `transaction.version=${level}`], { encoding: 'utf8', timeout: 60_000 });
          if (result.status !== 0 || !/was (upgraded|downgraded) to/.test(result.stdout)) throw new Error(`kafka-features ${level}: ${result.stdout}${result.stderr}`.trim());
        },
      };
    }, 300_000);
    afterAll(async () => {
      await current?.probe.close();
      await current?.kafka.stop();
    }, 120_000);
    body(() => {
      if (current === undefined) throw new Error('the fault cluster did not start');
      return current;
    });
  });
}
