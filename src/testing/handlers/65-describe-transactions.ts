/**
 * DescribeTransactions (api key 65, KIP-664).
 *
 * Behaviour: for each transactional id coordinated by the receiving broker, its state, timeout, start time,
 * producer id and epoch and the partitions in the transaction; ids coordinated elsewhere answer
 * NOT_COORDINATOR, unknown ones TRANSACTIONAL_ID_NOT_FOUND.
 *
 * Authorization (KafkaApis.handleDescribeTransactionsRequest): DESCRIBE on each transactional id, else
 * TRANSACTIONAL_ID_AUTHORIZATION_FAILED for it; only the topics the principal may DESCRIBE are listed.
 *
 * Simplifications: none beyond the coordinator's.
 */
import { ErrorCode } from '../../errors/protocol-error-codes.generated.js';
import {
  createDescribeTransactionsResponse,
  createDescribeTransactionsResponseTopicData,
  createDescribeTransactionsResponseTransactionState,
} from '../../protocol/messages/describe-transactions.generated.js';
import { defineHandler } from '../broker/api-handler.js';
import { AclOperation, ResourceType } from '../acl/acl-binding.js';
import { CoordinatorKeyType } from '../cluster-state.js';
import { describeTransactions } from '../cluster-inspection.js';

/**
 * The DescribeTransactions handler.
 * @internal
 */
export const describeTransactionsHandler = defineHandler('DescribeTransactions', { min: 0, max: 0 }, {
  handle(request, { cluster, brokerId, authorization }) {
    return createDescribeTransactionsResponse({
      transactionStates: describeTransactions(cluster, request.transactionalIds).map((description) => {
        const notCoordinator = description.transactionalId === '' ? ErrorCode.NONE : cluster.checkCoordinator(CoordinatorKeyType.TRANSACTION, description.transactionalId, brokerId);
        if (notCoordinator !== ErrorCode.NONE) return createDescribeTransactionsResponseTransactionState({ transactionalId: description.transactionalId, errorCode: notCoordinator });
        if (!authorization.allows(AclOperation.DESCRIBE, ResourceType.TRANSACTIONAL_ID, description.transactionalId)) {
          return createDescribeTransactionsResponseTransactionState({ transactionalId: description.transactionalId, errorCode: ErrorCode.TRANSACTIONAL_ID_AUTHORIZATION_FAILED });
        }
        return createDescribeTransactionsResponseTransactionState({
          ...description,
          topics: description.topics.filter((topic) => authorization.allows(AclOperation.DESCRIBE, ResourceType.TOPIC, topic.topic)).map((topic) => createDescribeTransactionsResponseTopicData({ topic: topic.topic, partitions: [...topic.partitions] })),
        });
      }),
    });
  },
  errorResponse(request, errorCode) {
    return createDescribeTransactionsResponse({
      transactionStates: request.transactionalIds.map((transactionalId) => createDescribeTransactionsResponseTransactionState({ transactionalId, errorCode })),
    });
  },
});
