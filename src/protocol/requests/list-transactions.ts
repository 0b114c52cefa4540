/**
 * ListTransactions (api key 66, KIP-664): the transactions one coordinator knows, filtered by state, producer id,
 * how long they have been open (v1+, KIP-994) and a transactional id pattern (v2+, KIP-1152). Admin clients ask
 * every broker and merge the answers.
 *
 * Errors the response can carry (ListTransactionsResponse.java): COORDINATOR_LOAD_IN_PROGRESS,
 * COORDINATOR_NOT_AVAILABLE, INVALID_REQUEST (a pattern the broker cannot compile), UNKNOWN_SERVER_ERROR.
 */
import { createListTransactionsRequest, type ListTransactionsRequest, type ListTransactionsResponse } from '../messages/list-transactions.generated.js';
import { unsupported, type RequestModule } from './request-module.js';

/** What to list. @internal */
export interface ListTransactionsFields {
  readonly states: readonly string[];
  readonly producerIds: readonly bigint[];
  /** Only transactions open longer than this many milliseconds (v1+); undefined for no bound. */
  readonly minDurationMs?: number | undefined;
  /** Only transactional ids the whole of which match this RE2 pattern (v2+); undefined for all. */
  readonly transactionalIdPattern?: string | undefined;
}

/** One broker's answer. @internal */
export interface ListTransactionsAnswer {
  readonly errorCode: number;
  /** State filters the broker did not recognise. */
  readonly unknownStates: readonly string[];
  readonly transactions: readonly { readonly transactionalId: string; readonly producerId: bigint; readonly state: string }[];
}

function request(fields: ListTransactionsFields, version: number): ListTransactionsRequest {
  if (fields.minDurationMs !== undefined && version < 1) throw unsupported('ListTransactions', 'DurationFilter', version);
  if (fields.transactionalIdPattern !== undefined && version < 2) throw unsupported('ListTransactions', 'TransactionalIdPattern', version);
  return createListTransactionsRequest({
    stateFilters: [...fields.states],
    producerIdFilters: [...fields.producerIds],
    durationFilter: fields.minDurationMs === undefined ? -1n : BigInt(fields.minDurationMs),
    transactionalIdPattern: fields.transactionalIdPattern ?? null,
  });
}

function read(response: ListTransactionsResponse): ListTransactionsAnswer {
  return {
    errorCode: response.errorCode,
    unknownStates: response.unknownStateFilters,
    transactions: response.transactionStates.map((each) => ({ transactionalId: each.transactionalId, producerId: each.producerId, state: each.transactionState })),
  };
}

/** The ListTransactions wire module. @internal */
export const listTransactions: RequestModule<'ListTransactions', ListTransactionsFields, ListTransactionsAnswer> = { api: 'ListTransactions', request, read };
