/**
 * AddOffsetsToTxn (api key 25).
 *
 * Behaviour: the transaction coordinator (placement checked: NOT_COORDINATOR) adds the group's offsets
 * partition to the transaction, so its TxnOffsetCommit offsets are committed or dropped by the transaction's
 * marker; fencing and CONCURRENT_TRANSACTIONS as AddPartitionsToTxn.
 *
 * Version notes: v2+ PRODUCER_FENCED (KIP-588); v3+ flexible; v4 is TV2-era (same shape). Under TV2 clients
 * skip this request and send TxnOffsetCommit v5 directly.
 *
 * Simplifications: the group is not checked to exist.
 *
 * Authorization (KafkaApis.handleAddOffsetsToTxnRequest): WRITE on the transactional id, else
 * TRANSACTIONAL_ID_AUTHORIZATION_FAILED; then READ on the group, else GROUP_AUTHORIZATION_FAILED.
 */
import { createAddOffsetsToTxnResponse } from '../../protocol/messages/add-offsets-to-txn.generated.js';
import { defineHandler } from '../broker/api-handler.js';
import { authorizeTransactionalGroupOffsets } from '../acl/authorization-checks.js';
import { transactionalRequest } from './transactional-request.js';

/**
 * The AddOffsetsToTxn handler.
 * @internal
 */
export const addOffsetsToTxnHandler = defineHandler('AddOffsetsToTxn', { min: 0, max: 4 }, {
  authorize: authorizeTransactionalGroupOffsets,
  handle(request, context) {
    const errorCode = context.cluster.addOffsetsToTxn({ ...transactionalRequest(request, context), groupId: request.groupId });
    return createAddOffsetsToTxnResponse({ errorCode });
  },
  errorResponse(_request, errorCode) {
    return createAddOffsetsToTxnResponse({ errorCode });
  },
});
