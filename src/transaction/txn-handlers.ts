/**
 * The registry of the transactional APIs: one line per handler module. Typed as {@link TxnHandlers}, so an API
 * of `TxnApiTypes` without its handler here, or a handler under another API's name, does not compile. The
 * request routing (`txn-request-handler.ts`) and the error tables (`error-tables.ts`) read every API from here.
 */
import { addOffsetsToTxnHandler } from './handlers/add-offsets-to-txn.js';
import { addPartitionsToTxnHandler } from './handlers/add-partitions-to-txn.js';
import { endTxnHandler } from './handlers/end-txn.js';
import { findCoordinatorHandler } from './handlers/find-coordinator.js';
import { initProducerIdHandler } from './handlers/init-producer-id.js';
import { txnOffsetCommitHandler } from './handlers/txn-offset-commit.js';
import type { TxnHandlers } from './txn-handler.js';

/**
 * Every transactional API's handler, by API.
 * @internal
 */
export const TXN_HANDLERS: TxnHandlers = {
  FindCoordinator: findCoordinatorHandler,
  InitProducerId: initProducerIdHandler,
  AddPartitionsToTxn: addPartitionsToTxnHandler,
  AddOffsetsToTxn: addOffsetsToTxnHandler,
  TxnOffsetCommit: txnOffsetCommitHandler,
  EndTxn: endTxnHandler,
};
