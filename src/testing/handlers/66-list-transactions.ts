/**
 * ListTransactions (api key 66, KIP-664).
 *
 * Behaviour: the transactions coordinated by the receiving broker (admin clients ask every broker and
 * merge), filtered by state, producer id, duration (v1+, KIP-994) and transactional id pattern (v2+,
 * KIP-1152); unknown state names are echoed in `unknownStateFilters`.
 *
 * The pattern must match the whole id. Kafka compiles it with RE2J, a linear-time engine; here
 * {@link LinearRegex} (the RE2 subset in linear-regex.ts) does the same, so `(a+)+` cannot make one
 * request block the broker as a backtracking `RegExp` would. A pattern outside that subset (backreferences,
 * lookaround, flags) or too large answers INVALID_REQUEST.
 *
 * Authorization (KafkaApis.handleListTransactionsRequest): only the transactional ids the principal may DESCRIBE
 * are listed.
 */
import { ErrorCode } from '../../errors/protocol-error-codes.generated.js';
import { createListTransactionsResponse, createListTransactionsResponseTransactionState } from '../../protocol/messages/list-transactions.generated.js';
import { defineHandler } from '../broker/api-handler.js';
import { AclOperation, ResourceType } from '../acl/acl-binding.js';
import { CoordinatorKeyType } from '../cluster-state.js';
import { listTransactions } from '../cluster-inspection.js';
import { TransactionState } from '../transaction-state.js';
import { LinearRegex } from '../linear-regex.js';

const STATE_NAMES: ReadonlySet<string> = new Set(Object.values(TransactionState));

/**
 * The ListTransactions handler.
 * @internal
 */
export const listTransactionsHandler = defineHandler('ListTransactions', { min: 0, max: 2 }, {
  handle(request, { cluster, brokerId, version, authorization }) {
    let pattern: LinearRegex | undefined;
    if (version >= 2 && request.transactionalIdPattern !== null && request.transactionalIdPattern !== '') {
      try {
        pattern = new LinearRegex(request.transactionalIdPattern);
      } catch {
        return createListTransactionsResponse({ errorCode: ErrorCode.INVALID_REQUEST });
      }
    }
    const listed = listTransactions(cluster, {
      stateFilters: request.stateFilters,
      producerIdFilters: request.producerIdFilters,
      durationFilterMs: version >= 1 ? Number(request.durationFilter) : -1,
    });
    return createListTransactionsResponse({
      errorCode: ErrorCode.NONE,
      unknownStateFilters: request.stateFilters.filter((state) => !STATE_NAMES.has(state)),
      transactionStates: listed
        .filter((each) => cluster.checkCoordinator(CoordinatorKeyType.TRANSACTION, each.transactionalId, brokerId) === ErrorCode.NONE)
        .filter((each) => pattern === undefined || pattern.matches(each.transactionalId))
        .filter((each) => authorization.allows(AclOperation.DESCRIBE, ResourceType.TRANSACTIONAL_ID, each.transactionalId))
        .map((each) => createListTransactionsResponseTransactionState({ ...each })),
    });
  },
  errorResponse(_request, errorCode) {
    return createListTransactionsResponse({ errorCode });
  },
});
