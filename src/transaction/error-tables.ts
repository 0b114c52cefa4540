/**
 * Every API's error table in one place, for tests and docs: each table is owned by its handler module
 * (`handlers/<api>.ts`) or, for Produce, by `batch-fate.ts`; this file only lists them.
 */
import { actionIn, classificationOf, type ErrorAction, type ErrorTable } from '../errors/classify.js';
import type { ErrorClassification } from '../errors/transaction-errors.js';
import { PRODUCE_ERRORS } from './batch-fate.js';
import { ADD_OFFSETS_TO_TXN_ERRORS } from './handlers/add-offsets-to-txn.js';
import { ADD_PARTITIONS_TO_TXN_ERRORS } from './handlers/add-partitions-to-txn.js';
import { END_TXN_ERRORS } from './handlers/end-txn.js';
import { FIND_COORDINATOR_ERRORS } from './handlers/find-coordinator.js';
import { INIT_PRODUCER_ID_ERRORS } from './handlers/init-producer-id.js';
import { TXN_OFFSET_COMMIT_ERRORS } from './handlers/txn-offset-commit.js';

/**
 * The APIs whose errors the transaction core classifies.
 * @internal
 */
export type ClassifiedApi = 'FindCoordinator' | 'InitProducerId' | 'AddPartitionsToTxn' | 'AddOffsetsToTxn' | 'TxnOffsetCommit' | 'EndTxn' | 'Produce';

/**
 * The per-API decision tables.
 * @internal
 */
export const ERROR_TABLES: { readonly [Api in ClassifiedApi]: ErrorTable } = {
  FindCoordinator: FIND_COORDINATOR_ERRORS,
  InitProducerId: INIT_PRODUCER_ID_ERRORS,
  AddPartitionsToTxn: ADD_PARTITIONS_TO_TXN_ERRORS,
  AddOffsetsToTxn: ADD_OFFSETS_TO_TXN_ERRORS,
  TxnOffsetCommit: TXN_OFFSET_COMMIT_ERRORS,
  EndTxn: END_TXN_ERRORS,
  Produce: PRODUCE_ERRORS,
};

/**
 * The action for `errorCode` returned by `api`.
 * @internal
 */
export function errorAction(api: ClassifiedApi, errorCode: number): ErrorAction {
  return actionIn(ERROR_TABLES[api], errorCode, api === 'Produce' ? 'fail-batch' : 'fatal');
}

/**
 * The KIP-1050 class of `errorCode` returned by `api` (undefined for success).
 * @internal
 */
export function classifyError(api: ClassifiedApi, errorCode: number): ErrorClassification | undefined {
  return classificationOf(errorAction(api, errorCode));
}
