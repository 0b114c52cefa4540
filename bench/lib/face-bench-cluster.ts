/**
 * The broker of the consumer-side workloads (e, f): kafka-eos's in-memory cluster on its TCP
 * face, in the runner's process, with 3 brokers and the bench topic of 6 partitions, pre-filled once per workload
 * with transactions (every tenth aborted), so that read_committed has aborted batches to filter and markers to
 * step over. The librdkafka mock cannot serve these rows: it writes no markers and its Fetch ignores the isolation
 * level (LSO = high watermark, no aborted-transaction index; ../shared/notes/librdkafka-mock.md).
 *
 * Also: a fresh output topic per pipeline run, and the checks of a run (the output topic read_committed holds
 * exactly one record per input record; the group's offsets are past every input record).
 */
import { Producer } from '../../src/producer/producer.js';
import { InProcessNetworkClient } from '../../src/testing/in-process-network-client.js';
import { startCluster, type TcpCluster } from '../../src/testing/tcp/tcp-cluster.js';
import { committedOffset, committedValues } from '../../test/interop/cluster-log.js';
import { BENCH_LAYOUT } from './bench-cluster.js';

/** Records per pre-fill transaction. */
const FILL_TRANSACTION_RECORDS = 1_000;

/** Every this many pre-fill transactions, one is aborted (its records are in the log, filtered by read_committed). */
const ABORT_EVERY = 10;

/**
 * A running TCP face with the bench topic pre-filled.
 * @internal
 */
export interface FaceBench {
  readonly face: TcpCluster;
  /** Committed input records (what a read_committed reader of the whole topic gets). */
  readonly committedRecords: number;
  /** Records of aborted pre-fill transactions (in the log, never delivered). */
  readonly abortedRecords: number;
}

/**
 * Writes `committedRecords` records of `valueBytes` bytes to `topic`, round robin over {@link BENCH_LAYOUT}'s
 * partitions, in transactions of {@link FILL_TRANSACTION_RECORDS}, every {@link ABORT_EVERY}th one aborted (in
 * addition), through `producer` (initialised here, not closed). Returns the number of aborted records.
 * @internal
 */
export async function fillTransactions(producer: Producer, topic: string, committedRecords: number, valueBytes: number): Promise<number> {
  await producer.initTransactions();
  const value = Buffer.alloc(valueBytes, 0x61);
  let written = 0;
  let abortedRecords = 0;
  for (let transaction = 1; written < committedRecords; transaction++) {
    const abort = transaction % ABORT_EVERY === 0;
    const count = abort ? FILL_TRANSACTION_RECORDS : Math.min(FILL_TRANSACTION_RECORDS, committedRecords - written);
    producer.beginTransaction();
    const sent = producer.send(Array.from({ length: count }, (_, i) => ({ topic, partition: (written + i) % BENCH_LAYOUT.partitions, value })));
    sent.catch(() => undefined);
    if (abort) {
      await producer.flush();
      await producer.abortTransaction();
      abortedRecords += count;
    } else {
      await producer.commitTransaction();
      await sent;
      written += count;
    }
  }
  return abortedRecords;
}

/**
 * Starts the face and pre-fills the bench topic with {@link fillTransactions}.
 * @internal
 */
export async function startFaceBench(committedRecords: number, valueBytes: number): Promise<FaceBench> {
  const face = await startCluster({ brokers: BENCH_LAYOUT.brokers, topics: [{ name: BENCH_LAYOUT.topic, partitions: BENCH_LAYOUT.partitions }] });
  let abortedRecords: number;
  try {
    const network = new InProcessNetworkClient(face.cluster);
    const producer = new Producer({ network, clientId: 'bench-fill', transactionalId: 'bench-fill', lingerMs: 0 });
    try {
      abortedRecords = await fillTransactions(producer, BENCH_LAYOUT.topic, committedRecords, valueBytes);
    } finally {
      await producer.close();
      await network.close();
    }
  } catch (error) {
    await face.close();
    throw error;
  }
  return { face, committedRecords, abortedRecords };
}

/**
 * Creates `name` with the bench topic's partition count (the output of one pipeline run).
 * @internal
 */
export function createOutputTopic(bench: FaceBench, name: string): void {
  const errorCode = bench.face.cluster.state.createTopic(name, { partitions: BENCH_LAYOUT.partitions });
  if (errorCode !== 0) throw new Error(`cannot create ${name}: error ${errorCode}`);
}

/**
 * Output records visible read_committed in `topic`.
 * @internal
 */
export function committedOutput(bench: FaceBench, topic: string): number {
  let total = 0;
  for (let partition = 0; partition < BENCH_LAYOUT.partitions; partition++) total += committedValues(bench.face.cluster, topic, partition).length;
  return total;
}

/**
 * Whether `groupId` committed, for every input partition, an offset past its last data record (the offset after the
 * last record, or past the marker after it: clients differ on which).
 * @internal
 */
export function groupCommittedEverything(bench: FaceBench, groupId: string): boolean {
  for (let partition = 0; partition < BENCH_LAYOUT.partitions; partition++) {
    const logEnd = bench.face.cluster.state.partition(BENCH_LAYOUT.topic, partition)?.log.logEndOffset ?? -1n;
    // The log ends with the marker of the last pre-fill transaction touching the partition: last record = logEnd - 2.
    if (committedOffset(bench.face.cluster, groupId, BENCH_LAYOUT.topic, partition) < logEnd - 1n) return false;
  }
  return true;
}
