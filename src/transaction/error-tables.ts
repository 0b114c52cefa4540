/**
 * Every API's error table in one place, for tests and docs: each transactional API's table is owned by its
 * handler module (`handlers/<api>.ts`) and read here from the handler registry; Produce's is owned by
 * `batch-fate.ts`.
 */
import { actionIn, classificationOf, type ErrorAction, type ErrorTable } from '../errors/classify.js';
import type { ErrorClassification } from '../errors/transaction-errors.js';
import { PRODUCE_ERRORS } from './batch-fate.js';
import { TXN_HANDLERS } from './txn-handlers.js';
import type { TxnApi } from './txn-requests.js';

/**
 * The APIs whose errors the transaction core classifies.
 * @internal
 */
export type ClassifiedApi = TxnApi | 'Produce';

/** Each transactional API's table, from its handler. */
function transactionalTables(): { readonly [Api in TxnApi]: ErrorTable } {
  const tables: Partial<Record<TxnApi, ErrorTable>> = {};
  for (const handler of Object.values(TXN_HANDLERS)) tables[handler.api] = handler.errors;
  return tables as { readonly [Api in TxnApi]: ErrorTable };
}

/**
 * The per-API decision tables.
 * @internal
 */
export const ERROR_TABLES: { readonly [Api in ClassifiedApi]: ErrorTable } = { ...transactionalTables(), Produce: PRODUCE_ERRORS };

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
