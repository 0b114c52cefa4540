/**
 * AddOffsetsToTxn (api key 25), transaction version 1: the consumer group whose offsets the transaction commits,
 * sent to the transaction coordinator before TxnOffsetCommit goes to the group coordinator. Every version has the
 * same fields.
 *
 * Errors (AddOffsetsToTxnResponse.java): NOT_COORDINATOR, COORDINATOR_NOT_AVAILABLE, COORDINATOR_LOAD_IN_PROGRESS,
 * CONCURRENT_TRANSACTIONS, INVALID_PRODUCER_ID_MAPPING, INVALID_PRODUCER_EPOCH, PRODUCER_FENCED (v4+),
 * INVALID_TXN_STATE, UNKNOWN_PRODUCER_ID, GROUP_AUTHORIZATION_FAILED, TRANSACTIONAL_ID_AUTHORIZATION_FAILED,
 * TRANSACTION_ABORTABLE (v4+).
 */
import { createAddOffsetsToTxnRequest, type AddOffsetsToTxnRequest, type AddOffsetsToTxnResponse } from '../messages/add-offsets-to-txn.generated.js';
import type { RequestModule } from './request-module.js';

/** The transaction and the group. @internal */
export interface AddOffsetsToTxnFields {
  readonly transactionalId: string;
  readonly producerId: bigint;
  readonly producerEpoch: number;
  readonly groupId: string;
}

/** The coordinator's answer. @internal */
export interface AddOffsetsToTxnAnswer {
  readonly errorCode: number;
}

function request(fields: AddOffsetsToTxnFields): AddOffsetsToTxnRequest {
  const { transactionalId, producerId, producerEpoch, groupId } = fields;
  return createAddOffsetsToTxnRequest({ transactionalId, producerId, producerEpoch, groupId });
}

function read(response: AddOffsetsToTxnResponse): AddOffsetsToTxnAnswer {
  return { errorCode: response.errorCode };
}

/** The AddOffsetsToTxn wire module. @internal */
export const addOffsetsToTxn: RequestModule<'AddOffsetsToTxn', AddOffsetsToTxnFields, AddOffsetsToTxnAnswer> = { api: 'AddOffsetsToTxn', request, read };
