/**
 * DescribeTransactions (api key 65, KIP-664), version 0: a coordinator's record of each transactional id it owns.
 *
 * Errors per transactional id (DescribeTransactionsResponse.java): NOT_COORDINATOR, COORDINATOR_NOT_AVAILABLE,
 * COORDINATOR_LOAD_IN_PROGRESS, TRANSACTIONAL_ID_NOT_FOUND, TRANSACTIONAL_ID_AUTHORIZATION_FAILED.
 */
import { createDescribeTransactionsRequest, type DescribeTransactionsRequest, type DescribeTransactionsResponse, type DescribeTransactionsResponseTransactionState } from '../messages/describe-transactions.generated.js';
import type { RequestModule } from './request-module.js';

function request(fields: { readonly transactionalIds: readonly string[] }): DescribeTransactionsRequest {
  return createDescribeTransactionsRequest({ transactionalIds: [...fields.transactionalIds] });
}

/** The decoded states as they are: the API has one version, so they are already version-free. */
function read(response: DescribeTransactionsResponse): readonly DescribeTransactionsResponseTransactionState[] {
  return response.transactionStates;
}

/** The DescribeTransactions wire module. @internal */
export const describeTransactions: RequestModule<'DescribeTransactions', { readonly transactionalIds: readonly string[] }, readonly DescribeTransactionsResponseTransactionState[]> = {
  api: 'DescribeTransactions', request, read,
};
