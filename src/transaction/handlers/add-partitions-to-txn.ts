/**
 * AddPartitionsToTxn (Kafka `AddPartitionsToTxnHandler`, transaction version 1): the partitions the
 * transaction is about to produce to, in one request.
 */
import { actionIn, COORDINATOR_BUSY, COORDINATOR_MOVED, type ErrorTable, FENCED } from '../../errors/classify.js';
import { applyErrorAction, keepWorst, type WorstError } from '../error-actions.js';
import type { PendingOf } from '../pending-txn-request.js';
import type { TopicPartition } from '../../common/topic-partition.js';
import type { ProducerIdentity } from '../producer-identity.js';
import { isProduceHeldForOffsets } from '../offsets-produce-overlap.js';
import { TransactionState } from '../../common/transaction-names.js';
import type { TxnContext } from '../txn-context.js';
import { addPartitionsToTxn } from '../../protocol/requests/add-partitions-to-txn.js';
import { defineTxnHandler, transactionCoordinatorOf, type TxnHandler } from '../txn-handler.js';
import { txnWire, type TxnRequestByApi, type TxnApiWire } from '../txn-requests.js';

type Request = TxnRequestByApi['AddPartitionsToTxn'];

/**
 * The AddPartitionsToTxn response fields read (the v0-3 shape; v4+ answers are normalised to it).
 * @internal
 */
export interface AddPartitionsToTxnResponse {
  readonly resultsByTopicV3AndBelow: readonly {
    readonly name: string;
    readonly resultsByPartition: readonly { readonly partitionIndex: number; readonly partitionErrorCode: number }[];
  }[];
}

declare module '../txn-requests.js' {
  interface TxnApiTypes {
    AddPartitionsToTxn: { response: AddPartitionsToTxnResponse; pending: { partitions: TopicPartition[] } };
  }
}

/** The request (in the client's v0-3 fields), partitions grouped by topic. */
export function buildAddPartitionsToTxn(transactionalId: string, identity: ProducerIdentity, partitions: readonly TopicPartition[]): Request {
  const topics = new Map<string, number[]>();
  for (const { topic, partition } of partitions) {
    const list = topics.get(topic);
    if (list === undefined) topics.set(topic, [partition]);
    else list.push(partition);
  }
  return {
    transactions: [], v3AndBelowTransactionalId: transactionalId, v3AndBelowProducerId: identity.producerId,
    v3AndBelowProducerEpoch: identity.producerEpoch, v3AndBelowTopics: [...topics].map(([name, list]) => ({ name, partitions: list })),
  };
}

/** AddPartitionsToTxn on the wire: the wire module (the client's versions), answers in the core's shape. */
const addPartitionsToTxnWire: TxnApiWire<'AddPartitionsToTxn'> = txnWire(addPartitionsToTxn,
  (body) => ({ transactionalId: body.v3AndBelowTransactionalId, producerId: body.v3AndBelowProducerId, producerEpoch: body.v3AndBelowProducerEpoch, topics: body.v3AndBelowTopics }),
  (answer): AddPartitionsToTxnResponse => ({
    resultsByTopicV3AndBelow: answer.topics.map(({ name, partitions }) => ({
      name, resultsByPartition: partitions.map(({ partitionIndex, errorCode }) => ({ partitionIndex, partitionErrorCode: errorCode })),
    })),
  }));

/** AddPartitionsToTxn's error table (Kafka `AddPartitionsToTxnHandler`). */
const ADD_PARTITIONS_TO_TXN_ERRORS: ErrorTable = {
  NONE: 'none', ...COORDINATOR_MOVED, ...COORDINATOR_BUSY, ...FENCED,
  UNKNOWN_TOPIC_OR_PARTITION: 'retry',
  TRANSACTIONAL_ID_AUTHORIZATION_FAILED: 'fatal', INVALID_TXN_STATE: 'fatal',
  INVALID_PRODUCER_ID_MAPPING: 'fenced',
  TOPIC_AUTHORIZATION_FAILED: 'abort', TRANSACTION_ABORTABLE: 'abort',
  UNKNOWN_PRODUCER_ID: 'abort-and-bump',
  OPERATION_NOT_ATTEMPTED: 'not-attempted',
};

/** The answer: the partitions join the transaction (they may be produced to), or the worst error's action applies. */
function onAddPartitionsToTxn(ctx: TxnContext, pending: PendingOf<'AddPartitionsToTxn'>, response: AddPartitionsToTxnResponse, now: number): void {
  const worst: WorstError = { action: 'none', code: 0, resource: undefined };
  for (const topic of response.resultsByTopicV3AndBelow) {
    for (const result of topic.resultsByPartition) {
      keepWorst(worst, actionIn(ADD_PARTITIONS_TO_TXN_ERRORS, result.partitionErrorCode), result.partitionErrorCode, `${topic.name}-${result.partitionIndex}`);
    }
  }
  if (worst.action === 'none' || worst.action === 'not-attempted' || worst.action === 'duplicate') {
    for (const { topic, partition } of pending.partitions) {
      ctx.pendingPartitions.delete(topic, partition);
      ctx.partitionsInTransaction.add(topic, partition);
    }
    ctx.markTransactionStarted();
    pending.result.done();
    return;
  }
  if (worst.action !== 'retry' && worst.action !== 'retry-short' && worst.action !== 'rediscover') {
    for (const { topic, partition } of pending.partitions) ctx.pendingPartitions.delete(topic, partition);
  }
  applyErrorAction(ctx, pending, worst.action, worst.code, now, worst.resource);
}

/**
 * Registers a partition the transaction is about to produce to. TV1: it joins the next AddPartitionsToTxn and
 * may not be produced to before that succeeds. TV2: added implicitly by Produce.
 */
export function maybeAddPartition(ctx: TxnContext, topic: string, partition: number): void {
  ctx.checkLegal('send');
  if (!ctx.isTransactional) return;
  if (ctx.transactionVersion === 2) {
    ctx.partitionsInTransaction.add(topic, partition);
    ctx.markTransactionStarted();
    return;
  }
  if (ctx.partitionsInTransaction.has(topic, partition) || ctx.pendingPartitions.has(topic, partition)) return;
  ctx.newPartitions.add(topic, partition);
}

/** True when the partition may be produced to: always for idempotent producers, after its add otherwise. */
export function isPartitionAdded(ctx: TxnContext, topic: string, partition: number): boolean {
  return !ctx.isTransactional || ctx.partitionsInTransaction.has(topic, partition);
}

/** True when the partition waits for (or is in) an AddPartitionsToTxn. */
export function isPartitionPendingAdd(ctx: TxnContext, topic: string, partition: number): boolean {
  return ctx.newPartitions.has(topic, partition) || ctx.pendingPartitions.has(topic, partition);
}

/**
 * True when a batch for the partition may be sent now (producer id known, not re-initializing, partition added
 * to an open transaction, and no offsets request of the transaction queued first or in flight: see
 * offsets-produce-overlap.ts).
 */
export function isSendable(ctx: TxnContext, topic: string, partition: number): boolean {
  if (!ctx.producerIdentity.isValid) return false;
  if (!ctx.isTransactional) return ctx.state === TransactionState.READY;
  const open = ctx.state === TransactionState.IN_TRANSACTION || ctx.state === TransactionState.COMMITTING_TRANSACTION;
  return open && ctx.partitionsInTransaction.has(topic, partition) && !isProduceHeldForOffsets(ctx);
}

/** AddPartitionsToTxn: to the transaction coordinator. */
export const addPartitionsToTxnHandler: TxnHandler<'AddPartitionsToTxn'> = defineTxnHandler({
  api: 'AddPartitionsToTxn',
  coordinator: transactionCoordinatorOf,
  build: (ctx, pending) => buildAddPartitionsToTxn(ctx.transactionalId ?? '', ctx.producerIdentity, pending.partitions),
  wire: addPartitionsToTxnWire,
  onResponse: onAddPartitionsToTxn,
  errors: ADD_PARTITIONS_TO_TXN_ERRORS,
});
