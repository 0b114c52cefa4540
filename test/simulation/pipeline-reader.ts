/**
 * A read_committed reader of the pipeline's topics: kafka-eos's `Consumer` on a manual assignment of every input
 * and output partition, polling from the start of the history to its end, under the same faults as everyone. It
 * records every record it was handed; the checker then requires, per partition, exactly the records of committed
 * transactions (and plain records), each once, in offset order: a record of an aborted or still open transaction
 * handed out at any moment, or a record skipped, is a violation (invariant 1).
 */
import { Consumer } from '../../src/consumer/consumer.js';
import { withTestSeams } from '../../src/internal/test-seams.js';
import { describeError } from './history.js';
import { PIPELINE_TOPICS, type PipelineState } from './pipeline-state.js';
import type { PartitionView } from './log-reader.js';
import type { SimulationContext, Violation } from './simulation-context.js';

/** One record the reader was handed. @internal */
export interface ReadRecord {
  readonly offset: bigint;
  readonly value: string;
}

/**
 * The reader and what it saw.
 * @internal
 */
export class CommittedReader {
  /** Per `topic-partition`, what poll handed out, in order. */
  readonly seen = new Map<string, ReadRecord[]>();
  readonly tag: string;
  private readonly consumer: Consumer;
  private readonly network;
  private stopped = false;

  constructor(private readonly context: SimulationContext) {
    this.tag = context.nextTag('reader');
    this.network = context.newNetwork(this.tag);
    this.consumer = new Consumer(withTestSeams({
      network: this.network, clientId: this.tag, isolationLevel: 'read_committed', autoOffsetReset: 'earliest', fetchMaxWaitMs: 500,
      requestTimeoutMs: context.timeouts.requestTimeoutMs, ...context.drawBackoff(),
    }, { clock: context.clock, random: context.newRandom() }));
    this.consumer.assign(PIPELINE_TOPICS.flatMap((topic) => Array.from({ length: topic.partitions }, (_, partition) => ({ topic: topic.name, partition }))));
  }

  /** Polls until every member is done, or {@link CommittedReader.stop}. */
  async run(pipeline: PipelineState): Promise<void> {
    while (!pipeline.membersDone && !this.stopped) await this.pollOnce(250);
  }

  /** Ends {@link CommittedReader.run} after its current poll (the history is over, finished or not). */
  stop(): void {
    this.stopped = true;
  }

  /** After the drain: polls until it saw as many records per partition as `views` hold committed (or gives up after `polls`). */
  async catchUp(views: readonly PartitionView[], polls: number): Promise<void> {
    const behind = (): boolean => views.some((view) => (this.seen.get(`${view.topic}-${view.partition}`)?.length ?? 0) < view.committed.length);
    for (let poll = 0; poll < polls && behind(); poll++) await this.pollOnce(250);
  }

  close(): Promise<void> {
    this.stopped = true;
    return this.consumer.close({ timeoutMs: 1_000 }).finally(() => this.network.close());
  }

  private async pollOnce(timeoutMs: number): Promise<void> {
    try {
      const batch = await this.consumer.poll({ timeoutMs });
      for (const record of batch.records) {
        const key = `${record.topic}-${record.partition}`;
        const list = this.seen.get(key) ?? [];
        list.push({ offset: record.offset, value: Buffer.from(record.value ?? []).toString() });
        this.seen.set(key, list);
      }
    } catch (error) {
      // A fetch error is reported once by poll and fetching goes on.
      this.context.history.add(this.tag, `poll failed: ${describeError(error)}`);
    }
  }
}

/**
 * Invariant 1 for a read_committed consumer: per partition, what the reader was handed is exactly the committed
 * view of the log (offsets and values), nothing of an aborted or open transaction, nothing twice, nothing skipped.
 * @internal
 */
export function checkReader(reader: CommittedReader, views: readonly PartitionView[]): Violation[] {
  const violations: Violation[] = [];
  for (const view of views) {
    const key = `${view.topic}-${view.partition}`;
    const seen = reader.seen.get(key) ?? [];
    const expected = view.committed;
    const length = Math.max(seen.length, expected.length);
    for (let index = 0; index < length; index++) {
      const got = seen[index];
      const want = expected[index];
      if (got !== undefined && want !== undefined && got.offset === want.offset && got.value === want.value) continue;
      const what = got === undefined
        ? `never handed out ${want?.value ?? '?'} (offset ${want?.offset ?? '?'}), visible to read_committed`
        : want === undefined || got.offset < want.offset || got.value !== want.value
          ? `handed out ${got.value} at offset ${got.offset}, which read_committed must not see there (aborted, open, or a duplicate)`
          : `skipped ${want.value} at offset ${want.offset}`;
      violations.push({ invariant: 1, message: `read_committed reader, ${key}, record ${index}: ${what}` });
      break; // the rest of the partition is shifted: the first difference says it
    }
  }
  return violations;
}
