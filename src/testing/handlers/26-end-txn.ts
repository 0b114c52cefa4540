/**
 * EndTxn (api key 26).
 *
 * Behaviour: the transaction coordinator (placement checked: NOT_COORDINATOR) runs the two-phase commit:
 * Ongoing -> PrepareCommit/PrepareAbort, COMMIT/ABORT markers on every partition of the transaction and
 * the groups' offsets completed, then CompleteCommit/CompleteAbort (markers written before the answer by
 * default, or later with `markerDelayMs`). A retry of the same outcome succeeds; the other outcome while
 * completing answers INVALID_TXN_STATE, the same one CONCURRENT_TRANSACTIONS.
 *
 * Version notes: v2+ PRODUCER_FENCED (KIP-588); v3+ flexible; v5 under transaction version 2 (KIP-890) bumps
 * the epoch on every commit/abort and returns the new producer id and epoch, which the client must adopt;
 * a retry arriving with the previous epoch is recognised.
 *
 * Simplifications: see TransactionCoordinator (marker writes cannot fail).
 *
 * Authorization (KafkaApis.handleEndTxnRequest): WRITE on the transactional id, else
 * TRANSACTIONAL_ID_AUTHORIZATION_FAILED.
 */
import { createEndTxnResponse } from '../../protocol/messages/end-txn.generated.js';
import { defineHandler } from '../broker/api-handler.js';
import { authorizeTransactionalIdWrite } from '../acl/authorization-checks.js';
import { transactionalRequest } from './transactional-request.js';

/**
 * The EndTxn handler.
 * @internal
 */
export const endTxnHandler = defineHandler('EndTxn', { min: 0, max: 5 }, {
  authorize: authorizeTransactionalIdWrite,
  handle(request, context) {
    const result = context.cluster.endTxn({ ...transactionalRequest(request, context), committed: request.committed });
    const bumped = context.version >= 5;
    return createEndTxnResponse({
      errorCode: result.errorCode,
      producerId: bumped ? result.producerId : -1n,
      producerEpoch: bumped ? result.producerEpoch : -1,
    });
  },
  errorResponse(_request, errorCode) {
    return createEndTxnResponse({ errorCode });
  },
});
