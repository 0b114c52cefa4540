/**
 * Runs Verify.java (Apache Kafka's own KafkaConsumer and Admin client) to read back what kafka-eos wrote:
 * the reader that is not ours. The class is compiled once into test/kafka/target/verify and reused while
 * it is newer than the source; one JVM answers every query of a call.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { KAFKA_TEST_DIR, kafkaClasspath } from './java-tools.js';

const SOURCE = join(KAFKA_TEST_DIR, 'Verify.java');
const CLASSES = join(KAFKA_TEST_DIR, 'target', 'verify');
const LOG4J = join(KAFKA_TEST_DIR, 'verify-log4j.properties');

/** One record as the Java consumer returned it. @internal */
export interface ReadRecord {
  readonly offset: number;
  readonly value: string | null;
}

/** A partition read to its end offset (LSO under read_committed, high watermark under read_uncommitted). @internal */
export interface PartitionRead {
  readonly endOffset: number;
  readonly records: readonly ReadRecord[];
  readonly values: readonly (string | null)[];
}

/** What to ask. @internal */
export type ReaderQuery =
  | { readonly kind: 'read_committed' | 'read_uncommitted'; readonly topic: string; readonly partition: number }
  | { readonly kind: 'offset'; readonly group: string; readonly topic: string; readonly partition: number };

type Answer = { readonly query: string; readonly error?: string; readonly endOffset?: number; readonly records?: ReadRecord[]; readonly offset?: number };

function compiled(classpath: string): string {
  const target = join(CLASSES, 'Verify.class');
  if (!existsSync(target) || statSync(target).mtimeMs < statSync(SOURCE).mtimeMs) {
    mkdirSync(CLASSES, { recursive: true });
    execFileSync('javac', ['-nowarn', '-cp', classpath, '-d', CLASSES, SOURCE], { stdio: ['ignore', 'ignore', 'pipe'] });
  }
  return CLASSES;
}

/**
 * The independent reader of one cluster.
 * @internal
 */
export class IndependentReader {
  private readonly classpath: string;

  constructor(private readonly bootstrapServers: string) {
    this.classpath = kafkaClasspath();
  }

  /** Answers every query with one JVM, in order. */
  query(queries: readonly ReaderQuery[]): (PartitionRead | number)[] {
    const args = queries.map((query) => query.kind === 'offset' ? `offset:${query.group}:${query.topic}:${query.partition}` : `${query.kind}:${query.topic}:${query.partition}`);
    const classes = compiled(this.classpath);
    let stdout: string;
    try {
      stdout = execFileSync('java', ['-Xmx256m', `-Dlog4j.configuration=file:${LOG4J}`, '-cp', `${classes}:${this.classpath}`, 'Verify', this.bootstrapServers, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 });
    } catch (error) {
      const out = (error as { stdout?: string }).stdout ?? '';
      throw new Error(`Verify.java failed: ${out.trim().split('\n').pop() ?? String(error)}`);
    }
    return stdout.trim().split('\n').map((line) => {
      const answer = JSON.parse(line) as Answer;
      if (answer.error !== undefined) throw new Error(`Verify.java ${answer.query}: ${answer.error}`);
      if (answer.offset !== undefined) return answer.offset;
      const records = answer.records ?? [];
      return { endOffset: answer.endOffset ?? -1, records, values: records.map((record) => record.value) };
    });
  }

  /** read_committed and read_uncommitted views of several partitions, plus stable group offsets. */
  snapshot(partitions: readonly (readonly [string, number])[], offsets: readonly (readonly [string, string, number])[] = []): Snapshot {
    const queries: ReaderQuery[] = [
      ...partitions.flatMap(([topic, partition]) => [{ kind: 'read_committed' as const, topic, partition }, { kind: 'read_uncommitted' as const, topic, partition }]),
      ...offsets.map(([group, topic, partition]) => ({ kind: 'offset' as const, group, topic, partition })),
    ];
    const answers = this.query(queries);
    const reads = new Map<string, { committed: PartitionRead; uncommitted: PartitionRead }>();
    partitions.forEach(([topic, partition], index) => {
      reads.set(`${topic}-${partition}`, { committed: answers[index * 2] as PartitionRead, uncommitted: answers[index * 2 + 1] as PartitionRead });
    });
    const stable = new Map<string, number>();
    offsets.forEach(([group, topic, partition], index) => { stable.set(`${group}/${topic}-${partition}`, answers[partitions.length * 2 + index] as number); });
    return new Snapshot(reads, stable);
  }
}

/** The reader's answers, looked up by partition. @internal */
export class Snapshot {
  constructor(
    private readonly reads: ReadonlyMap<string, { committed: PartitionRead; uncommitted: PartitionRead }>,
    private readonly stable: ReadonlyMap<string, number>,
  ) {}

  /** Values a read_committed KafkaConsumer saw. */
  committed(topic: string, partition: number): readonly (string | null)[] { return this.read(topic, partition).committed.values; }
  /** Values a read_uncommitted KafkaConsumer saw. */
  uncommitted(topic: string, partition: number): readonly (string | null)[] { return this.read(topic, partition).uncommitted.values; }
  /** Both reads with offsets. */
  read(topic: string, partition: number): { committed: PartitionRead; uncommitted: PartitionRead } {
    const read = this.reads.get(`${topic}-${partition}`);
    if (read === undefined) throw new Error(`${topic}-${partition} was not read`);
    return read;
  }

  /** The committed group offset read with require_stable, or -1. */
  offset(group: string, topic: string, partition: number): number {
    const offset = this.stable.get(`${group}/${topic}-${partition}`);
    if (offset === undefined) throw new Error(`offset of ${group} on ${topic}-${partition} was not read`);
    return offset;
  }
}
