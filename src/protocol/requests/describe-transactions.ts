/**
 * DescribeTransactions (api key 65, KIP-664), version 0: a coordinator's record of each transactional id it owns.
 *
 * Errors per transactional id (DescribeTransactionsResponse.java): NOT_COORDINATOR, COORDINATOR_NOT_AVAILABLE,
 * COORDINATOR_LOAD_IN_PROGRESS, TRANSACTIONAL_ID_NOT_FOUND, TRANSACTIONAL_ID_AUTHORIZATION_FAILED.
 */
import { createDescribeTransactionsRequest, type DescribeTransactionsRequest, type DescribeTransactionsResponse } from '../messages/describe-transactions.generated.js';
import type { RequestModule } from './request-module.js';

/** One transactional id as its coordinator describes it. @internal */
export interface DescribedTransaction {
  readonly transactionalId: string;
  readonly errorCode: number;
  readonly state: string;
  readonly transactionTimeoutMs: number;
  /** When the open transaction started (coordinator clock, ms), -1 when none is open. */
  readonly transactionStartTimeMs: number;
  readonly producerId: bigint;
  readonly producerEpoch: number;
  readonly partitions: readonly { readonly topic: string; readonly partition: number }[];
}

function request(fields: { readonly transactionalIds: readonly string[] }): DescribeTransactionsRequest {
  return createDescribeTransactionsRequest({ transactionalIds: [...fields.transactionalIds] });
}

function read(response: DescribeTransactionsResponse): readonly DescribedTransaction[] {
  return response.transactionStates.map((each) => ({
    transactionalId: each.transactionalId,
    errorCode: each.errorCode,
    state: each.transactionState,
    transactionTimeoutMs: each.transactionTimeoutMs,
    transactionStartTimeMs: Number(each.transactionStartTimeMs),
    producerId: each.producerId,
    producerEpoch: each.producerEpoch,
    partitions: each.topics.flatMap((topic) => topic.partitions.map((partition) => ({ topic: topic.topic, partition }))),
  }));
}

/** The DescribeTransactions wire module. @internal */
export const describeTransactions: RequestModule<'DescribeTransactions', { readonly transactionalIds: readonly string[] }, readonly DescribedTransaction[]> = {
  api: 'DescribeTransactions', request, read,
};
