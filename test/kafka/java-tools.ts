/**
 * Java and Maven for the real-Kafka suites: checks that a Java 17+ runtime is on the PATH, and resolves the
 * class path of the pinned Kafka jars (test/kafka/pom.xml) with Maven, which caches them in ~/.m2. The
 * class path is written to test/kafka/target/classpath.txt and reused while it is newer than the pom.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, utimesSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { KafkaClusterError } from './kafka-cluster-error.js';

/** Directory of this module: test/kafka. @internal */
export const KAFKA_TEST_DIR = dirname(fileURLToPath(import.meta.url));
const POM = join(KAFKA_TEST_DIR, 'pom.xml');
const CLASSPATH_FILE = join(KAFKA_TEST_DIR, 'target', 'classpath.txt');

/** The Kafka version pinned in pom.xml. @internal */
export function pinnedKafkaVersion(): string {
  const match = /<kafka\.version>([^<]+)<\/kafka\.version>/.exec(readFileSync(POM, 'utf8'));
  if (match?.[1] === undefined) throw new KafkaClusterError(`no <kafka.version> in ${POM}`);
  return match[1];
}

/**
 * The major version of the `java` on the PATH.
 * @throws {@link KafkaClusterError} when there is none, or it is older than 17 (Kafka 4.x brokers need 17).
 * @internal
 */
export function requireJava(): number {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error !== undefined) throw new KafkaClusterError('Java not found: the real Kafka cluster needs a Java 17+ runtime (`java`) on the PATH');
  const match = /version "(\d+)(?:\.(\d+))?/.exec(result.stderr);
  const major = match?.[1] === '1' ? Number(match[2]) : Number(match?.[1]);
  if (!Number.isInteger(major)) throw new KafkaClusterError(`cannot read the Java version from \`java -version\`: ${result.stderr.split('\n')[0] ?? ''}`);
  if (major < 17) throw new KafkaClusterError(`Java ${major} found, Kafka ${pinnedKafkaVersion()} needs Java 17 or newer`);
  return major;
}

/**
 * The class path of the broker, kafka-clients and kafka-tools jars (resolving them with Maven if needed).
 * @throws {@link KafkaClusterError} when Maven is missing or cannot resolve the jars.
 * @internal
 */
export function kafkaClasspath(log: (line: string) => void = () => undefined): string {
  if (existsSync(CLASSPATH_FILE) && statSync(CLASSPATH_FILE).mtimeMs > statSync(POM).mtimeMs) return readClasspath();
  const mvn = spawnSync('mvn', ['-v'], { encoding: 'utf8' });
  if (mvn.error !== undefined) throw new KafkaClusterError('Maven not found: the real Kafka cluster resolves its jars with `mvn` (install Maven 3)');
  log(`resolving the Kafka ${pinnedKafkaVersion()} jars with Maven (cached in ~/.m2 after the first run)`);
  const startedAt = Date.now();
  const result = spawnSync('mvn', ['-q', '-B', '-Dstyle.color=never', '-f', POM, 'dependency:build-classpath', `-Dmdep.outputFile=${CLASSPATH_FILE}`], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.status !== 0 || !existsSync(CLASSPATH_FILE)) {
    const output = `${result.stdout}\n${result.stderr}`.split('\n').find((line) => line.includes('ERROR')) ?? `exit ${String(result.status)}`;
    throw new KafkaClusterError(`Maven could not resolve the Kafka jars: ${output.trim()}`);
  }
  // Maven leaves an unchanged file untouched: mark it fresh so the next run does not resolve again.
  const now = new Date();
  utimesSync(CLASSPATH_FILE, now, now);
  log(`jars resolved in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  return readClasspath();
}

function readClasspath(): string {
  return readFileSync(CLASSPATH_FILE, 'utf8').trim();
}
