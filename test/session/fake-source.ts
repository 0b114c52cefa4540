/**
 * A scripted TransactionalSource for the session's tests: input records held in memory per partition, positions
 * moved by poll and seek, an assignment the test changes (revoke, lose, assign) through the listeners exactly as a
 * consumer would (awaiting each listener before the partitions change), and committed offsets read from the
 * in-memory cluster with require_stable through the real OffsetFetch path (fetchCommittedOffsets).
 */
import { InvalidArgumentError } from '../../src/errors/argument-errors.js';
import { OperationAbortedError } from '../../src/errors/producer-errors.js';
import type { Clock } from '../../src/internal/clock.js';
import type { NetworkClient } from '../../src/network/network-client.js';
import { withTestSeams } from '../../src/internal/test-seams.js';
import { fetchCommittedOffsets } from '../../src/session/committed-offsets.js';
import type { AssignmentListener, ConsumedBatch, ConsumedRecord, PollOptions, TransactionalSource } from '../../src/consumer/transactional-source.js';
import type { ConsumerGroupMetadata, TopicPartition, TopicPartitionOffset } from '../../src/common/topic-partition.js';

const key = (tp: TopicPartition): string => `${tp.topic}:${tp.partition}`;

export class FakeSource implements TransactionalSource {
  private readonly listeners = new Set<AssignmentListener>();
  private assigned: TopicPartition[];
  private readonly positions = new Map<string, bigint>();
  /** Every seek, in order. */
  readonly seeks: TopicPartitionOffset[][] = [];
  /** Called at the start of each poll (after the first `polls` count). */
  onPoll: ((count: number) => Promise<void> | void) | undefined;
  polls = 0;
  /** When set, a poll that finds nothing waits for its signal (a consumer waiting for records) and rejects. */
  blockEmptyPolls = false;
  metadata: ConsumerGroupMetadata;

  constructor(
    private readonly network: NetworkClient,
    private readonly clock: Clock,
    readonly groupId: string,
    /** Input values per partition of `topic`; record i of partition p has offset i. */
    private readonly input: Map<string, readonly string[]>,
    assigned: readonly TopicPartition[],
  ) {
    this.assigned = [...assigned];
    for (const tp of assigned) this.positions.set(key(tp), 0n);
    this.metadata = { groupId, generationId: -1, memberId: '', groupInstanceId: null };
  }

  groupMetadata(): ConsumerGroupMetadata {
    return this.metadata;
  }

  assignment(): readonly TopicPartition[] {
    return this.assigned;
  }

  async poll(options: PollOptions = {}): Promise<ConsumedBatch> {
    this.polls++;
    await this.onPoll?.(this.polls);
    const max = options.maxRecords ?? Number.MAX_SAFE_INTEGER;
    const records: ConsumedRecord[] = [];
    const nextOffsets: TopicPartitionOffset[] = [];
    for (const tp of this.assigned) {
      const values = this.input.get(key(tp)) ?? [];
      let position = this.positions.get(key(tp)) ?? 0n;
      const start = position;
      while (records.length < max && position < BigInt(values.length)) {
        records.push({
          topic: tp.topic, partition: tp.partition, offset: position, timestamp: 0,
          key: null, value: Buffer.from(values[Number(position)] ?? ''), headers: [], leaderEpoch: -1,
        });
        position++;
      }
      if (position !== start) {
        this.positions.set(key(tp), position);
        nextOffsets.push({ topic: tp.topic, partition: tp.partition, offset: position });
      }
    }
    if (records.length === 0 && this.blockEmptyPolls) {
      const signal = options.signal;
      await new Promise<void>((resolve) => {
        if (signal === undefined || signal.aborted) resolve();
        else signal.addEventListener('abort', () => { resolve(); }, { once: true });
      });
      throw new OperationAbortedError('poll', signal?.reason);
    }
    return { records, nextOffsets };
  }

  /** Like the group consumer's seek: a partition that is not assigned is refused (InvalidArgumentError), and nothing moves. */
  seek(offsets: readonly TopicPartitionOffset[]): void {
    offsets.forEach((each, index) => {
      if (!this.assigned.some((tp) => key(tp) === key(each))) throw new InvalidArgumentError('seek', `offsets[${index}]`, `is ${each.topic}-${each.partition}, which is not assigned to this consumer`);
    });
    this.seeks.push([...offsets]);
    for (const each of offsets) this.positions.set(key(each), each.offset);
  }

  /** Called at the start of each committed-offsets read, with the read's number (from 1): a test revokes partitions there. */
  onCommitted: ((count: number) => Promise<void> | void) | undefined;
  committedReads = 0;

  async committed(partitions: readonly TopicPartition[], options: { readonly signal?: AbortSignal } = {}): Promise<readonly TopicPartitionOffset[]> {
    this.committedReads++;
    await this.onCommitted?.(this.committedReads);
    return fetchCommittedOffsets(this.network, this.groupId, partitions, withTestSeams({ ...options }, { clock: this.clock }));
  }

  addAssignmentListener(listener: AssignmentListener): () => void {
    this.listeners.add(listener);
    return () => { this.listeners.delete(listener); };
  }

  get listenerCount(): number {
    return this.listeners.size;
  }

  /** An orderly revocation: every listener is awaited before the partitions go. */
  async revoke(partitions: readonly TopicPartition[]): Promise<void> {
    for (const listener of this.listeners) await listener.onPartitionsRevoked?.(partitions);
    this.remove(partitions);
  }

  /** A loss (session timeout): listeners are awaited, then the partitions are gone. */
  async lose(partitions: readonly TopicPartition[]): Promise<void> {
    for (const listener of this.listeners) await listener.onPartitionsLost?.(partitions);
    this.remove(partitions);
  }

  /** Assigns partitions; their positions start at the group's committed offsets (require_stable). */
  async assign(partitions: readonly TopicPartition[]): Promise<void> {
    const committed = await this.committed(partitions);
    for (const tp of partitions) {
      this.assigned.push(tp);
      this.positions.set(key(tp), committed.find((each) => key(each) === key(tp))?.offset ?? 0n);
    }
    for (const listener of this.listeners) await listener.onPartitionsAssigned?.(partitions);
  }

  private remove(partitions: readonly TopicPartition[]): void {
    const gone = new Set(partitions.map(key));
    this.assigned = this.assigned.filter((tp) => !gone.has(key(tp)));
  }
}
