/**
 * The routing half of Kafka's `TxnRequestHandler`: turns a queued {@link PendingTxnRequest} into the
 * {@link OutboundTxnRequest} the Sender sends, stamped with the current producer id and epoch, shaped for the
 * wire by its API's handler module, and bound to that module's response handler (`answer`). The request
 * building, error tables and transitions stay in `handlers/`; the {@link TransactionManager} owns when a
 * request may go out.
 */
import { addOffsetsToTxnWire, buildAddOffsetsToTxn, onAddOffsetsToTxn } from './handlers/add-offsets-to-txn.js';
import { addPartitionsToTxnWire, buildAddPartitionsToTxn, onAddPartitionsToTxn } from './handlers/add-partitions-to-txn.js';
import { buildEndTxn, endTxnWire, onEndTxn } from './handlers/end-txn.js';
import { buildFindCoordinator, findCoordinatorWire, onFindCoordinator } from './handlers/find-coordinator.js';
import { buildInitProducerId, initProducerIdWire, onInitProducerId } from './handlers/init-producer-id.js';
import { buildTxnOffsetCommit, onTxnOffsetCommit, txnOffsetCommitWire } from './handlers/txn-offset-commit.js';
import type { PendingTxnRequest } from './pending-txn-request.js';
import type { TxnContext } from './txn-context.js';
import type { OutboundTxnRequest, RequestTarget, TxnApi, TxnRequestByApi, TxnResponseByApi, TxnWire } from './txn-requests.js';

/**
 * The request for `pending` with the current producer id and epoch, how it goes on the wire, and who reads
 * its answer. Takes the next request id from `ctx`.
 */
export function toOutboundTxnRequest(ctx: TxnContext, pending: PendingTxnRequest, target: RequestTarget): OutboundTxnRequest {
  const id = ctx.allocateRequestId();
  const identity = ctx.producerIdentity;
  const transactionalId = ctx.transactionalId ?? '';
  const make = <A extends TxnApi>(api: A, body: TxnRequestByApi[A], wire: TxnWire<A>, answer: (response: TxnResponseByApi[A], now: number) => void): OutboundTxnRequest<A> => (
    { id, api, target, body, wire, answer });
  switch (pending.api) {
    case 'FindCoordinator':
      return make('FindCoordinator', buildFindCoordinator(pending.coordinatorType, pending.key), findCoordinatorWire,
        (response, now) => { onFindCoordinator(ctx, pending, response, now); });
    case 'InitProducerId':
      return make('InitProducerId', buildInitProducerId(ctx.transactionalId, ctx.transactionTimeoutMs, identity), initProducerIdWire,
        (response, now) => { onInitProducerId(ctx, pending, response, now); });
    case 'AddPartitionsToTxn':
      return make('AddPartitionsToTxn', buildAddPartitionsToTxn(transactionalId, identity, pending.partitions), addPartitionsToTxnWire,
        (response, now) => { onAddPartitionsToTxn(ctx, pending, response, now); });
    case 'AddOffsetsToTxn':
      return make('AddOffsetsToTxn', buildAddOffsetsToTxn(transactionalId, identity, pending.groupMetadata.groupId), addOffsetsToTxnWire,
        (response, now) => { onAddOffsetsToTxn(ctx, pending, response, now); });
    case 'TxnOffsetCommit':
      return make('TxnOffsetCommit', buildTxnOffsetCommit(transactionalId, identity, pending.groupMetadata, pending.offsets), txnOffsetCommitWire,
        (response, now) => { onTxnOffsetCommit(ctx, pending, response, now); });
    case 'EndTxn':
      return make('EndTxn', buildEndTxn(transactionalId, identity, pending.committed), endTxnWire,
        (response, now) => { onEndTxn(ctx, pending, response, now); });
  }
}
