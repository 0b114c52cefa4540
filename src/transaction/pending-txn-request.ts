/**
 * The manager's record of one queued transactional request (Kafka's `TxnRequestHandler`): what to send,
 * which result it settles, and its retry bookkeeping. The wire body is built when it is sent, so a retry
 * after an epoch change carries the current producer id and epoch.
 */
import type { QueuedRequest } from './txn-request-queue.js';
import type { TransactionalRequestResult } from './transactional-request-result.js';
import type { CoordinatorType, TxnApi } from './txn-requests.js';
import type { ConsumerGroupMetadata, TopicPartition, TopicPartitionOffset } from '../common/topic-partition.js';

interface PendingBase extends QueuedRequest {
  /** Retries after ordinary retriable errors or lost responses. */
  attempts: number;
  /** Retries after CONCURRENT_TRANSACTIONS (short backoff). */
  concurrentAttempts: number;
  readonly result: TransactionalRequestResult;
}

/**
 * One queued request, by API.
 * @internal
 */
export type PendingTxnRequest =
  | PendingBase & { readonly api: 'FindCoordinator'; readonly coordinatorType: CoordinatorType; readonly key: string }
  | PendingBase & { readonly api: 'InitProducerId'; readonly isEpochBump: boolean }
  | PendingBase & { readonly api: 'AddPartitionsToTxn'; partitions: TopicPartition[] }
  | PendingBase & { readonly api: 'AddOffsetsToTxn'; readonly offsets: readonly TopicPartitionOffset[]; readonly groupMetadata: ConsumerGroupMetadata }
  | PendingBase & { readonly api: 'TxnOffsetCommit'; offsets: TopicPartitionOffset[]; readonly groupMetadata: ConsumerGroupMetadata }
  | PendingBase & { readonly api: 'EndTxn'; readonly committed: boolean; /** A copy was sent and its answer lost. */ sent: boolean };

/**
 * The queued request of one API.
 * @internal
 */
export type PendingOf<A extends TxnApi> = Extract<PendingTxnRequest, { api: A }>;
