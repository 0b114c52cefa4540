/**
 * How the real-Kafka suites find their cluster: `KAFKA_BOOTSTRAP` (host:port,...) and
 * `KAFKA_TRANSACTION_VERSION` (the finalized transaction.version of that cluster, 1 or 2; default 2).
 * Without `KAFKA_BOOTSTRAP` the suites skip with one line saying how to run them, so `npm test` needs no
 * Java and no broker; with `KAFKA_REQUIRED=true` (set by .ci/run's real-Kafka step) a missing cluster fails.
 */
import { describe } from 'vitest';

/** The cluster under test. @internal */
export interface RealKafkaEnv {
  readonly bootstrapServers: string;
  readonly transactionVersion: 1 | 2;
}

/** The one line printed when the suites skip. @internal */
export const HOW_TO_RUN = 'real-Kafka suites skipped: run `npm run test:kafka` (starts Kafka with Java 17 + Maven), or set KAFKA_BOOTSTRAP=host:port[,host:port] and KAFKA_TRANSACTION_VERSION=1|2 to test your own cluster';

/**
 * The configured cluster, or null when the suites should skip.
 * @throws Error when `KAFKA_REQUIRED=true` and no cluster is configured, or the version is malformed.
 * @internal
 */
export function realKafkaEnv(env: NodeJS.ProcessEnv = process.env): RealKafkaEnv | null {
  const bootstrapServers = env.KAFKA_BOOTSTRAP?.trim() ?? '';
  if (bootstrapServers === '') {
    if (env.KAFKA_REQUIRED === 'true') throw new Error('KAFKA_REQUIRED=true but KAFKA_BOOTSTRAP is not set: the real-Kafka step needs a running cluster');
    return null;
  }
  const version = env.KAFKA_TRANSACTION_VERSION?.trim() ?? '2';
  if (version !== '1' && version !== '2') throw new Error(`KAFKA_TRANSACTION_VERSION must be 1 or 2, got ${version}`);
  return { bootstrapServers, transactionVersion: version === '1' ? 1 : 2 };
}

let announced = false;

/**
 * `describe` for a real-Kafka suite: runs `body` with the cluster, or registers a skipped suite and prints
 * {@link HOW_TO_RUN} once per file.
 * @internal
 */
export function describeRealKafka(name: string, body: (env: RealKafkaEnv) => void): void {
  const env = realKafkaEnv();
  if (env === null) {
    if (!announced) {
      announced = true;
      process.stderr.write(`${HOW_TO_RUN}\n`);
    }
    describe.skip(`${name} (real Kafka)`, () => { body({ bootstrapServers: '127.0.0.1:9', transactionVersion: 2 }); });
    return;
  }
  describe(`${name} (real Kafka, transaction.version ${env.transactionVersion})`, () => { body(env); });
}
