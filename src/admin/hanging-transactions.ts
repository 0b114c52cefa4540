/**
 * Finding hanging transactions, as `kafka-transactions.sh find-hanging` does (KIP-664, `TransactionsCommand`): every
 * open transaction a partition leader reports (DescribeProducers) whose producer last wrote there longer ago than
 * the largest transaction timeout in use, then what its coordinator knows of it (ListTransactions by producer id,
 * DescribeTransactions). Kafka's tool reports only the transactions the coordinator has no record of on that
 * partition (markers lost: nothing but an abort through the leader ends them); a transaction its coordinator still
 * tracks holds the partition's last stable offset just as well until the coordinator times it out, so it is reported
 * too, marked `orphaned: false` with the time the coordinator will abort it (`orphanedOnly` gives Kafka's list).
 */
import type { AdminCallOptions } from '../config/admin-options.js';
import { ErrorCode } from '../errors/protocol-error-codes.generated.js';
import { ProtocolError } from '../errors/protocol-error.js';
import { topicPartitionKey, type TopicPartition } from '../common/topic-partition.js';
import type { AdminCall } from './admin-call.js';
import type { AdminCoordinators } from './admin-coordinators.js';
import { fetchMetadata } from './admin-metadata.js';
import { describeProducers, describeTransactions, listTransactions, type ProducerState, type TransactionDescription, type TransactionStateName } from './transactions.js';

/** Kafka's default `transaction.max.timeout.ms`, the tool's default bound (15 minutes). */
const DEFAULT_MAX_TRANSACTION_TIMEOUT_MS = 900_000;

/**
 * Options of `admin.findHangingTransactions`.
 * @public
 */
export interface FindHangingTransactionsOptions extends AdminCallOptions {
  /**
   * The longest transaction timeout any producer uses (the brokers' `transaction.max.timeout.ms` at most): an open
   * transaction whose producer has written nothing to the partition for longer is reported. Default 900000 (15 min).
   */
  readonly maxTransactionTimeoutMs?: number;
  /** Search these topics only. Default: every topic (or `partitions`). */
  readonly topics?: readonly string[];
  /** Search these partitions only. */
  readonly partitions?: readonly TopicPartition[];
  /** Search the partitions this broker hosts a replica of, and ask it (not the leaders) for their producers. */
  readonly brokerId?: number;
  /** Report only the transactions their coordinator has no record of (exactly Kafka's `find-hanging`). Default false. */
  readonly orphanedOnly?: boolean;
}

/**
 * What a transaction's coordinator knows of it.
 * @public
 */
export interface CoordinatorView {
  /** The transactional id the coordinator lists for the producer. */
  readonly transactionalId: string;
  /** The broker coordinating it. */
  readonly coordinatorId: number;
  /** The transaction's state there, usually `Ongoing`. */
  readonly state: TransactionStateName;
  /** The transaction timeout its producer asked for, in milliseconds. */
  readonly transactionTimeoutMs: number;
  /** When the coordinator will abort the transaction for its timeout (start + timeout), or null when none is open. */
  readonly abortsAtMs: number | null;
}

/**
 * An open transaction on a partition, holding the partition's last stable offset (LSO) at its first offset, with
 * its producer and what its coordinator knows of it.
 * @public
 */
export interface OpenTransaction extends TopicPartition {
  /** The producer whose transaction it is. */
  readonly producerId: bigint;
  /** Its epoch, as the partition last saw it. */
  readonly producerEpoch: number;
  /** Epoch of the coordinator that last wrote a marker for this producer here; null before any. */
  readonly coordinatorEpoch: number | null;
  /** The transaction's first offset here: the partition's LSO cannot pass it. `abortTransaction` takes it. */
  readonly startOffset: bigint;
  /** When the producer last wrote to the partition (ms since the epoch). */
  readonly lastTimestamp: number;
  /** How long ago that was, in milliseconds. */
  readonly idleMs: number;
  /** The producer's transactional id, when a coordinator lists the producer id. */
  readonly transactionalId: string | null;
  /** The coordinator's record, when it has this transaction on this partition; null otherwise. */
  readonly coordinator: CoordinatorView | null;
  /**
   * True when no coordinator has this transaction on this partition: no marker will ever end it, only
   * `admin.abortTransaction` does (Kafka's definition of hanging). False when its coordinator still tracks it and
   * aborts it at `coordinator.abortsAtMs` (or `admin.fenceProducers` of its transactional id ends it now).
   */
  readonly orphaned: boolean;
}

/**
 * The partitions to search: `partitions`, else those of `topics` (default: every non-internal topic), narrowed to
 * the ones `brokerId` hosts a replica of.
 * @internal
 */
export async function partitionsToSearch(call: AdminCall, options: { readonly topics?: readonly string[] | undefined; readonly partitions?: readonly TopicPartition[] | undefined; readonly brokerId?: number | undefined }): Promise<TopicPartition[]> {
  if (options.partitions !== undefined) return [...options.partitions];
  const { answer } = await call.run(() => fetchMetadata(call, options.topics === undefined ? { kind: 'all' } : { kind: 'names', names: options.topics }));
  const out: TopicPartition[] = [];
  for (const topic of answer.topics) {
    if (topic.name === null || (options.topics === undefined && topic.internal)) continue;
    for (const partition of topic.partitions) {
      if (options.brokerId === undefined || partition.replicas.includes(options.brokerId)) out.push({ topic: topic.name, partition: partition.partition });
    }
  }
  return out;
}

/**
 * Finds the hanging transactions (see the module comment).
 * @internal
 */
export async function findHangingTransactions(call: AdminCall, coordinators: AdminCoordinators, options: Omit<FindHangingTransactionsOptions, keyof AdminCallOptions>): Promise<OpenTransaction[]> {
  const maxTimeoutMs = options.maxTransactionTimeoutMs ?? DEFAULT_MAX_TRANSACTION_TIMEOUT_MS;
  const partitions = await partitionsToSearch(call, options);
  if (partitions.length === 0) return [];
  const { values, failures } = await describeProducers(call, partitions, options.brokerId);
  const [failure] = failures.values();
  if (failure !== undefined) throw failure;
  const now = call.runtime.clock.now();
  const candidates: { readonly tp: TopicPartition; readonly producer: ProducerState & { readonly currentTransactionStartOffset: bigint } }[] = [];
  for (const tp of partitions) {
    for (const producer of values.get(topicPartitionKey(tp))?.producers ?? []) {
      const startOffset = producer.currentTransactionStartOffset;
      if (startOffset !== null && now - producer.lastTimestamp > maxTimeoutMs) candidates.push({ tp, producer: { ...producer, currentTransactionStartOffset: startOffset } });
    }
  }
  if (candidates.length === 0) return [];
  const coordinatorViews = await coordinatorRecords(call, coordinators, [...new Set(candidates.map(({ producer }) => producer.producerId))]);
  const found: OpenTransaction[] = [];
  for (const { tp, producer } of candidates) {
    const transaction = openTransaction(tp, producer, coordinatorViews.get(producer.producerId), now);
    if (transaction.orphaned || options.orphanedOnly !== true) found.push(transaction);
  }
  return found.sort((a, b) => a.topic.localeCompare(b.topic) || a.partition - b.partition || Number(a.startOffset - b.startOffset));
}

/** A producer id's transactional id and its coordinator's description. @internal */
export interface CoordinatorRecord {
  readonly transactionalId: string;
  readonly description: TransactionDescription | undefined;
}

/**
 * For each producer id, the transactional id a coordinator lists it under and that coordinator's description of it
 * (absent when no coordinator lists it, or the id is gone by the time it is described).
 * @internal
 */
export async function coordinatorRecords(call: AdminCall, coordinators: AdminCoordinators, producerIds: readonly bigint[]): Promise<Map<bigint, CoordinatorRecord>> {
  const listed = await listTransactions(call, { producerIds });
  const idByProducer = new Map<bigint, string>();
  for (const listing of listed) if (producerIds.includes(listing.producerId)) idByProducer.set(listing.producerId, listing.transactionalId);
  const out = new Map<bigint, CoordinatorRecord>();
  if (idByProducer.size === 0) return out;
  const { values, failures } = await describeTransactions(call, coordinators, [...new Set(idByProducer.values())]);
  for (const error of failures.values()) {
    // An id that expired between the two requests has no record, which is the answer; anything else is a failure.
    if (!(error instanceof ProtocolError) || error.errorCode !== ErrorCode.TRANSACTIONAL_ID_NOT_FOUND) throw error;
  }
  for (const [producerId, transactionalId] of idByProducer) out.set(producerId, { transactionalId, description: values.get(transactionalId) });
  return out;
}

/**
 * The {@link OpenTransaction} of `producer` on `tp`, given the coordinator's record of its producer id.
 * @internal
 */
export function openTransaction(tp: TopicPartition, producer: ProducerState & { readonly currentTransactionStartOffset: bigint }, record: CoordinatorRecord | undefined, now: number): OpenTransaction {
  const description = record?.description;
  const tracked = description !== undefined && description.producerId === producer.producerId
    && description.partitions.some((each) => each.topic === tp.topic && each.partition === tp.partition);
  return {
    topic: tp.topic,
    partition: tp.partition,
    producerId: producer.producerId,
    producerEpoch: producer.producerEpoch,
    coordinatorEpoch: producer.coordinatorEpoch,
    startOffset: producer.currentTransactionStartOffset,
    lastTimestamp: producer.lastTimestamp,
    idleMs: now - producer.lastTimestamp,
    transactionalId: record?.transactionalId ?? null,
    coordinator: tracked ? coordinatorView(description) : null,
    orphaned: !tracked,
  };
}

function coordinatorView(description: TransactionDescription): CoordinatorView {
  const { transactionalId, coordinatorId, state, transactionTimeoutMs, transactionStartTimeMs } = description;
  return { transactionalId, coordinatorId, state, transactionTimeoutMs, abortsAtMs: transactionStartTimeMs === null ? null : transactionStartTimeMs + transactionTimeoutMs };
}
