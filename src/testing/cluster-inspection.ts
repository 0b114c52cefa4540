/**
 * DescribeProducers, DescribeTransactions and ListTransactions (KIP-664) over the in-memory cluster's
 * state, shaped like the responses so handlers copy fields across.
 *
 * Simplification versus Kafka: every transactional id is visible from any broker (the handler decides
 * whether to enforce coordinator placement), and the ListTransactions duration filter (KIP-994) compares
 * against the transaction start time of Ongoing transactions only.
 */
import { ErrorCode } from '../errors/protocol-error-codes.generated.js';
import type { InMemoryCluster } from './in-memory-cluster.js';
import type { ProducerStateDescription } from './producer-state.js';
import type { TransactionState } from './transaction-state.js';

/**
 * DescribeProducers for one partition.
 * @public
 */
export function describeProducers(
  cluster: InMemoryCluster,
  topic: string,
  partition: number,
): {
  /** 0, or UNKNOWN_TOPIC_OR_PARTITION for a partition the cluster does not have. */
  readonly errorCode: number;
  /** Every producer with state on the partition, with its open transaction's first offset if any. */
  readonly producers: readonly ProducerStateDescription[];
} {
  const state = cluster.state.partition(topic, partition);
  if (state === undefined) return { errorCode: ErrorCode.UNKNOWN_TOPIC_OR_PARTITION, producers: [] };
  return { errorCode: ErrorCode.NONE, producers: state.producers.describe((producerId) => state.log.ongoingTransactionFirstOffset(producerId)) };
}

/**
 * One DescribeTransactions answer.
 * @public
 */
export interface TransactionDescription {
  /** The transactional id described. */
  readonly transactionalId: string;
  /** 0, TRANSACTIONAL_ID_NOT_FOUND for an id the coordinator does not know, or INVALID_REQUEST for `''`. */
  readonly errorCode: number;
  /** The coordinator's state of the id (`Ongoing`, `PrepareCommit`, `CompleteAbort`, ...), `''` on an error. */
  readonly transactionState: TransactionState | '';
  /** The timeout the producer registered, ms: the coordinator aborts a transaction open longer than this. */
  readonly transactionTimeoutMs: number;
  /** When the open transaction started, epoch ms of the cluster's clock; -1 when none is open. */
  readonly transactionStartTimeMs: bigint;
  /** The producer id holding the transactional id, -1 on an error. */
  readonly producerId: bigint;
  /** The producer's current epoch, -1 on an error. */
  readonly producerEpoch: number;
  /** The partitions in the open transaction, by topic. */
  readonly topics: readonly {
    /** A topic with partitions in the transaction. */
    readonly topic: string;
    /** Its partitions in the transaction, ascending. */
    readonly partitions: readonly number[];
  }[];
}

/**
 * DescribeTransactions; unknown ids answer TRANSACTIONAL_ID_NOT_FOUND.
 * @public
 */
export function describeTransactions(cluster: InMemoryCluster, transactionalIds: readonly string[]): TransactionDescription[] {
  return transactionalIds.map((transactionalId) => {
    const metadata = cluster.transactions.metadata(transactionalId);
    if (metadata === undefined || metadata.state === 'Dead') {
      return {
        transactionalId,
        errorCode: transactionalId === '' ? ErrorCode.INVALID_REQUEST : ErrorCode.TRANSACTIONAL_ID_NOT_FOUND,
        transactionState: '',
        transactionTimeoutMs: 0,
        transactionStartTimeMs: -1n,
        producerId: -1n,
        producerEpoch: -1,
        topics: [],
      };
    }
    const byTopic = new Map<string, number[]>();
    for (const { topic, partition } of metadata.partitions.values()) {
      const list = byTopic.get(topic) ?? [];
      list.push(partition);
      byTopic.set(topic, list);
    }
    return {
      transactionalId,
      errorCode: ErrorCode.NONE,
      transactionState: metadata.state,
      transactionTimeoutMs: metadata.transactionTimeoutMs,
      transactionStartTimeMs: BigInt(metadata.transactionStartTimeMs),
      producerId: metadata.producerId,
      producerEpoch: metadata.producerEpoch,
      topics: [...byTopic].map(([topic, partitions]) => ({ topic, partitions: partitions.sort((a, b) => a - b) })),
    };
  });
}

/**
 * ListTransactions filters; empty or absent filters match everything.
 * @public
 */
export interface ListTransactionsFilters {
  /** Only transactions in these coordinator states (`Ongoing`, `PrepareCommit`, ...); all when empty or absent. */
  readonly stateFilters?: readonly string[];
  /** Only transactions of these producer ids; all when empty or absent. */
  readonly producerIdFilters?: readonly bigint[];
  /** Only transactions running longer than this (ms), KIP-994; -1 or absent for no filter. */
  readonly durationFilterMs?: number;
}

/**
 * ListTransactions.
 * @public
 */
export function listTransactions(
  cluster: InMemoryCluster,
  filters: ListTransactionsFilters = {},
): readonly {
  /** The transactional id. */
  readonly transactionalId: string;
  /** The producer id holding it. */
  readonly producerId: bigint;
  /** The coordinator's state of the id. */
  readonly transactionState: TransactionState;
}[] {
  const states = filters.stateFilters ?? [];
  const producerIds = filters.producerIdFilters ?? [];
  const duration = filters.durationFilterMs ?? -1;
  const now = cluster.clock.now();
  return cluster.transactions
    .allMetadata()
    .filter((metadata) => metadata.state !== 'Dead')
    .filter((metadata) => states.length === 0 || states.includes(metadata.state))
    .filter((metadata) => producerIds.length === 0 || producerIds.includes(metadata.producerId))
    .filter((metadata) => duration < 0 || (metadata.transactionStartTimeMs >= 0 && now - metadata.transactionStartTimeMs > duration))
    .map((metadata) => ({ transactionalId: metadata.transactionalId, producerId: metadata.producerId, transactionState: metadata.state }));
}
