/**
 * AddPartitionsToTxn (api key 24), as a transactional producer sends it under transaction version 1: the
 * partitions its transaction is about to produce to, for one transactional id. AddPartitionsToTxnRequest.json:
 * "Versions 3 and below will be exclusively used by clients and versions 4 and above will be used by brokers"
 * (KIP-890 part 1 verification), so `maxVersion` is 3, as Java's `AddPartitionsToTxnRequest.Builder.forClient`.
 * The v4+ shape (one transaction of a batch, results by transaction with a top-level error) is still built and
 * read, for a network client that does not honour the cap: it means the same for one transaction.
 *
 * Errors per partition (AddPartitionsToTxnResponse.java): NOT_COORDINATOR, COORDINATOR_NOT_AVAILABLE,
 * COORDINATOR_LOAD_IN_PROGRESS, CONCURRENT_TRANSACTIONS, INVALID_PRODUCER_EPOCH, PRODUCER_FENCED,
 * INVALID_PRODUCER_ID_MAPPING, INVALID_TXN_STATE, TRANSACTIONAL_ID_AUTHORIZATION_FAILED, TOPIC_AUTHORIZATION_FAILED,
 * UNKNOWN_TOPIC_OR_PARTITION, OPERATION_NOT_ATTEMPTED, UNKNOWN_PRODUCER_ID, TRANSACTION_ABORTABLE (v5+); v4+ also
 * a top-level error (CLUSTER_AUTHORIZATION_FAILED, ...), read here as every partition's.
 */
import { createAddPartitionsToTxnRequest, type AddPartitionsToTxnRequest, type AddPartitionsToTxnResponse } from '../messages/add-partitions-to-txn.generated.js';
import type { PartitionErrorsAnswer, RequestModule } from './request-module.js';

/** One transaction's new partitions. @internal */
export interface AddPartitionsToTxnFields {
  readonly transactionalId: string;
  readonly producerId: bigint;
  readonly producerEpoch: number;
  readonly topics: readonly { readonly name: string; readonly partitions: readonly number[] }[];
}

/** The answer per topic and partition. @internal */
export type AddPartitionsToTxnAnswer = PartitionErrorsAnswer;

/** The first version of the brokers' batched shape. */
const BATCHED_FROM = 4;
/** The highest version a client sends. */
const CLIENT_MAX_VERSION = 3;

function request(fields: AddPartitionsToTxnFields, version: number): AddPartitionsToTxnRequest {
  const { transactionalId, producerId, producerEpoch } = fields;
  const topics = fields.topics.map(({ name, partitions }) => ({ name, partitions: [...partitions] }));
  if (version < BATCHED_FROM) {
    return createAddPartitionsToTxnRequest({ v3AndBelowTransactionalId: transactionalId, v3AndBelowProducerId: producerId, v3AndBelowProducerEpoch: producerEpoch, v3AndBelowTopics: topics });
  }
  return createAddPartitionsToTxnRequest({ transactions: [{ transactionalId, producerId, producerEpoch, verifyOnly: false, topics }] });
}

function read(response: AddPartitionsToTxnResponse, version: number, fields: AddPartitionsToTxnFields): AddPartitionsToTxnAnswer {
  const byPartition = (results: AddPartitionsToTxnResponse['resultsByTopicV3AndBelow']): AddPartitionsToTxnAnswer => ({
    topics: results.map((topic) => ({ name: topic.name, partitions: topic.resultsByPartition.map((each) => ({ partitionIndex: each.partitionIndex, errorCode: each.partitionErrorCode })) })),
  });
  if (version < BATCHED_FROM) return byPartition(response.resultsByTopicV3AndBelow);
  if (response.errorCode !== 0) {
    return { topics: fields.topics.map(({ name, partitions }) => ({ name, partitions: partitions.map((partitionIndex) => ({ partitionIndex, errorCode: response.errorCode })) })) };
  }
  return byPartition(response.resultsByTransaction[0]?.topicResults ?? []);
}

/** The AddPartitionsToTxn wire module (the client's form). @internal */
export const addPartitionsToTxn: RequestModule<'AddPartitionsToTxn', AddPartitionsToTxnFields, AddPartitionsToTxnAnswer> = {
  api: 'AddPartitionsToTxn', request, read, maxVersion: () => CLIENT_MAX_VERSION,
};
