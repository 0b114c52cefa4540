/**
 * EndTxn (api key 26): commits or aborts a transaction on its coordinator. v5 is transaction version 2 (KIP-890):
 * the coordinator ends the transaction by bumping the epoch and answers with the producer id and epoch of the next
 * transaction; under transaction version 1 real Kafka then fences the producer's next request with PRODUCER_FENCED,
 * so a TV1 producer stays at v4 (`maxVersion`), as Java's `EndTxnRequest.Builder`.
 *
 * Errors (EndTxnResponse.java): NOT_COORDINATOR, COORDINATOR_NOT_AVAILABLE, COORDINATOR_LOAD_IN_PROGRESS,
 * CONCURRENT_TRANSACTIONS, INVALID_TXN_STATE, INVALID_PRODUCER_ID_MAPPING, INVALID_PRODUCER_EPOCH,
 * PRODUCER_FENCED (v4+), UNKNOWN_PRODUCER_ID, TRANSACTIONAL_ID_AUTHORIZATION_FAILED, TRANSACTION_ABORTABLE (v5+).
 */
import { createEndTxnRequest, type EndTxnRequest, type EndTxnResponse } from '../messages/end-txn.generated.js';
import type { RequestModule } from './request-module.js';

/** The transaction to end. @internal */
export interface EndTxnFields {
  readonly transactionalId: string;
  readonly producerId: bigint;
  readonly producerEpoch: number;
  readonly committed: boolean;
  /** The producer's transaction version: v5 only under 2. */
  readonly transactionVersion: 1 | 2;
}

/** The coordinator's answer; the next transaction's producer id and epoch from v5. @internal */
export interface EndTxnAnswer {
  readonly errorCode: number;
  readonly producerId?: bigint;
  readonly producerEpoch?: number;
}

/** The first version with the next transaction's producer id and epoch (transaction version 2). */
const NEXT_EPOCH_FROM = 5;

/**
 * Whether a broker whose highest EndTxn version is `maxVersion` can take transaction version 2 (KIP-890), as
 * Java's `TransactionManager.isTransactionV2Enabled` requires.
 * @internal
 */
export function endTxnSupportsTransactionsV2(maxVersion: number): boolean {
  return maxVersion >= NEXT_EPOCH_FROM;
}

function request(fields: EndTxnFields): EndTxnRequest {
  const { transactionalId, producerId, producerEpoch, committed } = fields;
  return createEndTxnRequest({ transactionalId, producerId, producerEpoch, committed });
}

function read(response: EndTxnResponse, version: number): EndTxnAnswer {
  // Before v5 the answer has no producer id/epoch (the generated defaults would read as -1).
  if (version < NEXT_EPOCH_FROM) return { errorCode: response.errorCode };
  return { errorCode: response.errorCode, producerId: response.producerId, producerEpoch: response.producerEpoch };
}

function maxVersion(fields: EndTxnFields): number | undefined {
  return fields.transactionVersion === 2 ? undefined : NEXT_EPOCH_FROM - 1;
}

/** The EndTxn wire module. @internal */
export const endTxn: RequestModule<'EndTxn', EndTxnFields, EndTxnAnswer> = { api: 'EndTxn', request, read, maxVersion };
