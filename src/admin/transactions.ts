/**
 * The transaction operations of KIP-664 and KIP-618, as Java's admin runs them: ListTransactions on every broker,
 * DescribeTransactions on each transactional id's coordinator, DescribeProducers on each partition's leader,
 * WriteTxnMarkers (ABORT) on the leader of the partition of a hanging transaction (`AbortTransactionHandler`), and
 * an InitProducerId per transactional id on its coordinator to fence its producers (`FenceProducersHandler`).
 */
import type { AdminCallOptions } from '../config/admin-options.js';
import { ErrorCode } from '../errors/protocol-error-codes.generated.js';
import { ProtocolError } from '../errors/protocol-error.js';
import { describeProducers as describeProducersWire } from '../protocol/requests/describe-producers.js';
import { describeTransactions as describeTransactionsWire } from '../protocol/requests/describe-transactions.js';
import { initProducerId } from '../protocol/requests/init-producer-id.js';
import { listTransactions as listTransactionsWire } from '../protocol/requests/list-transactions.js';
import { writeTxnMarkers } from '../protocol/requests/write-txn-markers.js';
import { topicPartitionKey, type TopicPartition } from '../common/topic-partition.js';
import { newStep, settleEntries, valueOf, type AdminCall, type KeyedOutcome } from './admin-call.js';
import { coordinatorError, COORDINATOR_RETRY, type AdminCoordinators } from './admin-coordinators.js';
import { partitionName, partitionsByLeader } from './admin-metadata.js';
import { listOnEveryBroker } from './broker-listing.js';

/**
 * A transaction coordinator's state names (Kafka's `TransactionState`); `Unknown` for a name this client does not know.
 * @public
 */
export type TransactionStateName =
  | 'Empty' | 'Ongoing' | 'PrepareCommit' | 'PrepareAbort' | 'CompleteCommit' | 'CompleteAbort' | 'PrepareEpochFence' | 'Dead' | 'Unknown';

/** Kafka's transaction state names, as `listTransactions` filters on them. @internal */
export const TRANSACTION_STATE_NAMES: readonly Exclude<TransactionStateName, 'Unknown'>[] = ['Empty', 'Ongoing', 'PrepareCommit', 'PrepareAbort', 'CompleteCommit', 'CompleteAbort', 'PrepareEpochFence', 'Dead'];

/** A coordinator's state name as a {@link TransactionStateName}. @internal */
export function transactionStateName(state: string): TransactionStateName {
  return TRANSACTION_STATE_NAMES.find((name) => name === state) ?? 'Unknown';
}

/**
 * One transactional id a coordinator listed.
 * @public
 */
export interface TransactionListing {
  /** The transactional id. */
  readonly transactionalId: string;
  /** The producer id it is mapped to. */
  readonly producerId: bigint;
  /** Its state on the coordinator. */
  readonly state: TransactionStateName;
  /** The broker coordinating it. */
  readonly coordinatorId: number;
}

/**
 * Options of `admin.listTransactions` (Java's `ListTransactionsOptions`); filters combine with AND, and an absent
 * filter matches everything.
 * @public
 */
export interface ListTransactionsOptions extends AdminCallOptions {
  /** Only these states. */
  readonly states?: readonly TransactionStateName[];
  /** Only these producer ids. */
  readonly producerIds?: readonly bigint[];
  /** Only transactions open longer than this, in milliseconds (KIP-994; brokers 3.8+). */
  readonly runningLongerThanMs?: number;
  /** Only transactional ids matching this RE2 regular expression as a whole (KIP-1152; brokers 4.1+). */
  readonly transactionalIdPattern?: string;
}

/**
 * A transactional id as its coordinator describes it (Java's `TransactionDescription`).
 * @public
 */
export interface TransactionDescription {
  /** The transactional id. */
  readonly transactionalId: string;
  /** The broker coordinating it. */
  readonly coordinatorId: number;
  /** Its state: `Ongoing` while a transaction is open, `Empty` or `Complete*` between transactions. */
  readonly state: TransactionStateName;
  /** The producer id it is mapped to. */
  readonly producerId: bigint;
  /** The current epoch: an instance with an older one is fenced. */
  readonly producerEpoch: number;
  /** The transaction timeout its producer asked for, in milliseconds: the coordinator aborts an open transaction after it. */
  readonly transactionTimeoutMs: number;
  /** When the open transaction started (the coordinator's clock, ms since the epoch); null when none is open. */
  readonly transactionStartTimeMs: number | null;
  /** The partitions in the open transaction (or still waiting for markers while it completes). */
  readonly partitions: readonly TopicPartition[];
}

/**
 * A producer's state on one partition, as the partition's leader keeps it (Java's `ProducerState`).
 * @public
 */
export interface ProducerState {
  /** The producer id. */
  readonly producerId: bigint;
  /** Its epoch, as the partition last saw it. */
  readonly producerEpoch: number;
  /** Sequence of its last record here, -1 when none. */
  readonly lastSequence: number;
  /** Timestamp of its last batch or marker here (ms since the epoch), -1 when none. */
  readonly lastTimestamp: number;
  /** Epoch of the coordinator that wrote its last marker here; null before any. */
  readonly coordinatorEpoch: number | null;
  /** First offset of its open transaction on this partition; null when none is open. */
  readonly currentTransactionStartOffset: bigint | null;
}

/**
 * The active producers of one partition.
 * @public
 */
export interface PartitionProducerStates extends TopicPartition {
  /** Its producers with state on the partition (Kafka drops a producer's state after `producer.id.expiration.ms` of inactivity). */
  readonly producers: readonly ProducerState[];
}

/**
 * Options of `admin.fenceProducers`.
 * @public
 */
export interface FenceProducersOptions extends AdminCallOptions {
  /** Transaction timeout written with the new epoch, in milliseconds. Default: the client's `requestTimeoutMs` (as Java's admin). */
  readonly transactionTimeoutMs?: number;
}

/**
 * Options of `admin.describeProducers`.
 * @public
 */
export interface DescribeProducersOptions extends AdminCallOptions {
  /** Ask this broker (any replica) instead of each partition's leader. */
  readonly brokerId?: number;
}

/**
 * Which transaction `admin.abortTransaction` aborts on one partition: the producer, epoch and coordinator epoch
 * (Java's `AbortTransactionSpec`), or just the transaction's first offset there, which the admin turns into those
 * with DescribeProducers (as `kafka-transactions.sh abort --start-offset`).
 * @public
 */
export type AbortTransactionSpec =
  | (TopicPartition & {
    /** The producer id of the transaction to abort (DescribeProducers lists it). */
    readonly producerId: bigint;
    /** That producer's epoch. */
    readonly producerEpoch: number;
    /** The epoch of the transaction coordinator that wrote the producer's last transaction, as DescribeProducers reports it. */
    readonly coordinatorEpoch: number;
  })
  | (TopicPartition & {
    /** The offset of the transaction's first record in the partition (what `findHangingTransactions` reports). */
    readonly startOffset: bigint;
  });

/**
 * A transactional id's producer after `admin.fenceProducers`: the bumped epoch, which fences every older instance.
 * @public
 */
export interface FencedProducer {
  /** The transactional id fenced. */
  readonly transactionalId: string;
  /** The producer id it is mapped to. */
  readonly producerId: bigint;
  /** The new epoch: every instance with an older one is fenced. */
  readonly producerEpoch: number;
}

/** Leader answers after which the partition's leader is looked up again (Java's admin "unmaps" the partition). */
const LEADER_RETRY: ReadonlySet<number> = new Set([
  ErrorCode.NOT_LEADER_OR_FOLLOWER, ErrorCode.REPLICA_NOT_AVAILABLE, ErrorCode.BROKER_NOT_AVAILABLE, ErrorCode.UNKNOWN_TOPIC_OR_PARTITION, ErrorCode.LEADER_NOT_AVAILABLE,
]);

/**
 * ListTransactions on every broker, merged.
 * @internal
 */
export async function listTransactions(call: AdminCall, filters: Omit<ListTransactionsOptions, keyof AdminCallOptions>): Promise<TransactionListing[]> {
  const fields = {
    states: filters.states ?? [],
    producerIds: filters.producerIds ?? [],
    minDurationMs: filters.runningLongerThanMs,
    transactionalIdPattern: filters.transactionalIdPattern,
  };
  const transactions = await listOnEveryBroker(call, listTransactionsWire, fields, (answer, nodeId) => answer.transactions.map((each) => ({
    transactionalId: each.transactionalId, producerId: each.producerId, state: transactionStateName(each.state), coordinatorId: nodeId,
  })));
  return transactions.sort((a, b) => a.transactionalId.localeCompare(b.transactionalId));
}

/**
 * DescribeTransactions on each id's coordinator; per id a description or its error.
 * @internal
 */
export function describeTransactions(call: AdminCall, coordinators: AdminCoordinators, transactionalIds: readonly string[]): Promise<KeyedOutcome<string, TransactionDescription>> {
  return call.keyed(transactionalIds, (pending) => coordinators.route(call, 'transaction', pending, async (nodeId, keys) => {
    const { version, answer } = await call.send(nodeId, describeTransactionsWire, { transactionalIds: keys });
    const step = newStep<string, TransactionDescription>();
    settleEntries(step, answer, (each) => (keys.includes(each.transactionalId) ? each.transactionalId : undefined), (each) => ({
      transactionalId: each.transactionalId,
      coordinatorId: nodeId,
      state: transactionStateName(each.transactionState),
      producerId: each.producerId,
      producerEpoch: each.producerEpoch,
      transactionTimeoutMs: each.transactionTimeoutMs,
      // -1 while no transaction is open.
      transactionStartTimeMs: each.transactionStartTimeMs < 0n ? null : Number(each.transactionStartTimeMs),
      partitions: each.topics.flatMap(({ topic, partitions }) => partitions.map((partition) => ({ topic, partition }))),
    }), (transactionalId, each) => { coordinatorError(step, transactionalId, new ProtocolError({ api: 'DescribeTransactions', version, errorCode: each.errorCode, resource: `transactional id ${transactionalId}` })); });
    return step;
  }));
}

/**
 * DescribeProducers on each partition's leader (or on `brokerId`), keyed by {@link topicPartitionKey}.
 * @internal
 */
export function describeProducers(call: AdminCall, partitions: readonly TopicPartition[], brokerId?: number): Promise<KeyedOutcome<string, PartitionProducerStates>> {
  const byKey = new Map(partitions.map((tp) => [topicPartitionKey(tp), tp]));
  return call.keyed([...byKey.keys()], async (pending) => {
    const { byBroker, failed, retry } = await partitionsByLeader(call, pending.map((key) => valueOf(byKey, key)), brokerId);
    const step = newStep<string, PartitionProducerStates>(failed, retry);
    await Promise.all([...byBroker].map(async ([nodeId, tps]) => {
      const { version, answer } = await call.send(nodeId, describeProducersWire, { partitions: tps });
      const asked = (each: TopicPartition): string | undefined => {
        const key = topicPartitionKey(each);
        return byKey.has(key) ? key : undefined;
      };
      settleEntries(step, answer, asked, (each) => ({
        topic: each.topic,
        partition: each.partition,
        producers: each.producers.map((producer) => ({
          producerId: producer.producerId,
          producerEpoch: producer.producerEpoch,
          lastSequence: producer.lastSequence,
          lastTimestamp: producer.lastTimestamp,
          coordinatorEpoch: producer.coordinatorEpoch < 0 ? null : producer.coordinatorEpoch,
          currentTransactionStartOffset: producer.currentTransactionStartOffset < 0n ? null : producer.currentTransactionStartOffset,
        })),
      }), (key, each) => {
        const error = new ProtocolError({ api: 'DescribeProducers', version, errorCode: each.errorCode, errorMessage: each.errorMessage, resource: partitionName(each) });
        // With an explicit broker, "not the leader" is that broker's answer, not a reason to look again.
        (LEADER_RETRY.has(each.errorCode) && brokerId === undefined ? step.retry : step.failed).set(key, error);
      });
    }));
    return step;
  });
}

/**
 * Writes an ABORT marker for the spec's producer on its partition, through the partition's leader.
 * @internal
 */
export async function abortTransaction(call: AdminCall, spec: TopicPartition & { readonly producerId: bigint; readonly producerEpoch: number; readonly coordinatorEpoch: number }): Promise<void> {
  const tp = { topic: spec.topic, partition: spec.partition };
  const key = topicPartitionKey(tp);
  const { failures } = await call.keyed([key], async () => {
    const { byBroker, failed, retry } = await partitionsByLeader(call, [tp]);
    const step = newStep<string, true>(failed, retry);
    for (const [nodeId] of byBroker) {
      const { version, answer } = await call.send(nodeId, writeTxnMarkers, {
        producerId: spec.producerId, producerEpoch: spec.producerEpoch, coordinatorEpoch: spec.coordinatorEpoch, commit: false, partitions: [tp],
      });
      const result = answer.find((each) => each.producerId === spec.producerId && each.topic === tp.topic && each.partition === tp.partition);
      if (result === undefined) {
        step.failed.set(key, new ProtocolError({ api: 'WriteTxnMarkers', version, errorCode: ErrorCode.UNKNOWN_SERVER_ERROR, errorMessage: 'the response has no entry for the partition', resource: partitionName(tp) }));
      } else if (result.errorCode === ErrorCode.NONE) {
        step.done.set(key, true);
      } else {
        const error = new ProtocolError({ api: 'WriteTxnMarkers', version, errorCode: result.errorCode, resource: partitionName(tp) });
        (LEADER_RETRY.has(result.errorCode) ? step.retry : step.failed).set(key, error);
      }
    }
    return step;
  });
  const failure = failures.get(key);
  if (failure !== undefined) throw failure;
}

/**
 * The producer, epoch and coordinator epoch of the transaction that starts at `startOffset` on the partition (as
 * `kafka-transactions.sh abort --start-offset` finds them); a coordinator epoch never set is taken as 0, which is
 * at most any real one.
 * @internal
 */
export async function abortSpecAt(call: AdminCall, tp: TopicPartition, startOffset: bigint): Promise<TopicPartition & { producerId: bigint; producerEpoch: number; coordinatorEpoch: number }> {
  const { values, failures } = await describeProducers(call, [tp]);
  const failure = failures.get(topicPartitionKey(tp));
  if (failure !== undefined) throw failure;
  const producer = values.get(topicPartitionKey(tp))?.producers.find((each) => each.currentTransactionStartOffset === startOffset);
  if (producer === undefined) {
    throw new ProtocolError({ api: 'DescribeProducers', version: 0, errorCode: ErrorCode.INVALID_TXN_STATE, errorMessage: `no open transaction starts at offset ${startOffset}`, resource: partitionName(tp) });
  }
  return { ...tp, producerId: producer.producerId, producerEpoch: producer.producerEpoch, coordinatorEpoch: producer.coordinatorEpoch ?? 0 };
}

/**
 * InitProducerId for each transactional id on its coordinator: bumps the epoch and aborts an open transaction.
 * @internal
 */
export function fenceProducers(call: AdminCall, coordinators: AdminCoordinators, transactionalIds: readonly string[], transactionTimeoutMs: number): Promise<KeyedOutcome<string, FencedProducer>> {
  return call.keyed(transactionalIds, (pending) => coordinators.route(call, 'transaction', pending, async (nodeId, keys) => {
    const step = newStep<string, FencedProducer>();
    await Promise.all(keys.map(async (transactionalId) => {
      const { version, answer } = await call.send(nodeId, initProducerId, { transactionalId, transactionTimeoutMs, producerId: -1n, producerEpoch: -1 });
      if (answer.errorCode === ErrorCode.NONE) {
        step.done.set(transactionalId, { transactionalId, producerId: answer.producerId, producerEpoch: answer.producerEpoch });
        return;
      }
      const error = new ProtocolError({ api: 'InitProducerId', version, errorCode: answer.errorCode, resource: `transactional id ${transactionalId}` });
      const again = COORDINATOR_RETRY.has(answer.errorCode) || answer.errorCode === ErrorCode.CONCURRENT_TRANSACTIONS;
      (again ? step.retry : step.failed).set(transactionalId, error);
    }));
    return step;
  }));
}
