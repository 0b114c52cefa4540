/**
 * AddPartitionsToTxn (api key 24).
 *
 * Behaviour: the transaction coordinator (placement checked: NOT_COORDINATOR) adds the partitions to the
 * transaction, starting it (Empty/Complete* -> Ongoing); an unknown partition gets
 * UNKNOWN_TOPIC_OR_PARTITION and the others OPERATION_NOT_ATTEMPTED; a stale epoch is fenced; a transaction
 * still completing answers CONCURRENT_TRANSACTIONS.
 *
 * Version notes: v0-3 carry one transaction (the client form); v2+ PRODUCER_FENCED (KIP-588); v3+ flexible;
 * v4+ batch transactions with a top-level error code and `verifyOnly` (KIP-890 part 1, the broker-to-
 * coordinator form): a verify-only entry answers NONE for partitions already in the Ongoing transaction and
 * INVALID_TXN_STATE for the others, adding nothing.
 *
 * Authorization (KafkaApis.handleAddPartitionsToTxnRequest): v0-3 need WRITE on the transactional id, else every
 * partition answers TRANSACTIONAL_ID_AUTHORIZATION_FAILED, and WRITE on each topic: when one is refused, its
 * partitions answer TOPIC_AUTHORIZATION_FAILED, unknown ones UNKNOWN_TOPIC_OR_PARTITION, the rest
 * OPERATION_NOT_ATTEMPTED, and nothing is added. v4+ (broker to coordinator) needs CLUSTER_ACTION on the cluster,
 * else CLUSTER_AUTHORIZATION_FAILED.
 *
 * Simplifications: without an authorizer, v4+ is accepted from any client; verify-only checks use the
 * produce-side rule of transaction version 1.
 */
import { ErrorCode } from '../../errors/protocol-error-codes.generated.js';
import {
  createAddPartitionsToTxnResponse,
  createAddPartitionsToTxnResponseAddPartitionsToTxnPartitionResult,
  createAddPartitionsToTxnResponseAddPartitionsToTxnResult,
  createAddPartitionsToTxnResponseAddPartitionsToTxnTopicResult,
  type AddPartitionsToTxnRequestAddPartitionsToTxnTopic,
  type AddPartitionsToTxnResponseAddPartitionsToTxnTopicResult,
} from '../../protocol/messages/add-partitions-to-txn.generated.js';
import { defineHandler } from '../broker/api-handler.js';
import { AclOperation, CLUSTER_RESOURCE_NAME, ResourceType } from '../acl/acl-binding.js';
import { writeOnTransactionalId } from '../acl/authorization-checks.js';
import type { RequestAuthorization } from '../acl/request-authorization.js';
import { CoordinatorKeyType } from '../cluster-state.js';
import type { InMemoryCluster } from '../in-memory-cluster.js';
import type { TopicPartition } from '../../common/topic-partition.js';

interface TransactionEntry {
  readonly transactionalId: string;
  readonly producerId: bigint;
  readonly producerEpoch: number;
  readonly verifyOnly: boolean;
  readonly topics: readonly AddPartitionsToTxnRequestAddPartitionsToTxnTopic[];
}

/**
 * The AddPartitionsToTxn handler.
 * @internal
 */
export const addPartitionsToTxnHandler = defineHandler('AddPartitionsToTxn', { min: 0, max: 5 }, {
  authorize(request, { authorization, version }) {
    if (version <= 3) return writeOnTransactionalId(authorization, request.v3AndBelowTransactionalId);
    return authorization.allows(AclOperation.CLUSTER_ACTION, ResourceType.CLUSTER, CLUSTER_RESOURCE_NAME) ? ErrorCode.NONE : ErrorCode.CLUSTER_AUTHORIZATION_FAILED;
  },
  handle(request, { cluster, brokerId, version, authorization }) {
    if (version <= 3) {
      const entry: TransactionEntry = {
        transactionalId: request.v3AndBelowTransactionalId,
        producerId: request.v3AndBelowProducerId,
        producerEpoch: request.v3AndBelowProducerEpoch,
        verifyOnly: false,
        topics: request.v3AndBelowTopics,
      };
      const refused = refusedTopics(cluster, entry, authorization);
      return createAddPartitionsToTxnResponse({ resultsByTopicV3AndBelow: refused ?? addOne(cluster, entry, brokerId, version) });
    }
    return createAddPartitionsToTxnResponse({
      errorCode: ErrorCode.NONE,
      resultsByTransaction: request.transactions.map((entry) =>
        createAddPartitionsToTxnResponseAddPartitionsToTxnResult({ transactionalId: entry.transactionalId, topicResults: addOne(cluster, entry, brokerId, version) }),
      ),
    });
  },
  errorResponse(request, errorCode, { version }) {
    if (version <= 3) return createAddPartitionsToTxnResponse({ resultsByTopicV3AndBelow: results(request.v3AndBelowTopics, () => errorCode) });
    return createAddPartitionsToTxnResponse({
      errorCode,
      resultsByTransaction: request.transactions.map((entry) =>
        createAddPartitionsToTxnResponseAddPartitionsToTxnResult({ transactionalId: entry.transactionalId, topicResults: results(entry.topics, () => errorCode) }),
      ),
    });
  },
});

function addOne(cluster: InMemoryCluster, entry: TransactionEntry, brokerId: number, version: number): AddPartitionsToTxnResponseAddPartitionsToTxnTopicResult[] {
  const partitions: TopicPartition[] = entry.topics.flatMap((topic) => topic.partitions.map((partition) => ({ topic: topic.name, partition })));
  let codes: readonly number[];
  if (entry.verifyOnly) {
    const notCoordinator = cluster.checkCoordinator(CoordinatorKeyType.TRANSACTION, entry.transactionalId, brokerId);
    codes = partitions.map((partition) =>
      notCoordinator !== ErrorCode.NONE
        ? notCoordinator
        : cluster.transactions.verifyPartition({ transactionalId: entry.transactionalId, producerId: entry.producerId, producerEpoch: entry.producerEpoch, partition, transactionVersion: 1 }),
    );
  } else {
    codes = cluster.addPartitionsToTxn({ transactionalId: entry.transactionalId, producerId: entry.producerId, producerEpoch: entry.producerEpoch, partitions, version, brokerId });
  }
  let next = 0;
  return results(entry.topics, () => codes[next++] ?? ErrorCode.UNKNOWN_SERVER_ERROR);
}

/** The results when a topic may not be written (nothing is added), or null when every topic may. */
function refusedTopics(cluster: InMemoryCluster, entry: TransactionEntry, authorization: RequestAuthorization): AddPartitionsToTxnResponseAddPartitionsToTxnTopicResult[] | null {
  const writable = authorization.allowed(AclOperation.WRITE, ResourceType.TOPIC, entry.topics.map((topic) => topic.name));
  if (entry.topics.every((topic) => writable.has(topic.name))) return null;
  return entry.topics.map((topic) =>
    createAddPartitionsToTxnResponseAddPartitionsToTxnTopicResult({
      name: topic.name,
      resultsByPartition: topic.partitions.map((partitionIndex) => createAddPartitionsToTxnResponseAddPartitionsToTxnPartitionResult({
        partitionIndex,
        partitionErrorCode: !writable.has(topic.name) ? ErrorCode.TOPIC_AUTHORIZATION_FAILED
          : cluster.state.partition(topic.name, partitionIndex) === undefined ? ErrorCode.UNKNOWN_TOPIC_OR_PARTITION : ErrorCode.OPERATION_NOT_ATTEMPTED,
      })),
    }),
  );
}

function results(topics: readonly AddPartitionsToTxnRequestAddPartitionsToTxnTopic[], code: () => number): AddPartitionsToTxnResponseAddPartitionsToTxnTopicResult[] {
  return topics.map((topic) =>
    createAddPartitionsToTxnResponseAddPartitionsToTxnTopicResult({
      name: topic.name,
      resultsByPartition: topic.partitions.map((partitionIndex) => createAddPartitionsToTxnResponseAddPartitionsToTxnPartitionResult({ partitionIndex, partitionErrorCode: code() })),
    }),
  );
}
