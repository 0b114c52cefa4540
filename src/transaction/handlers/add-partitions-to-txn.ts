/**
 * AddPartitionsToTxn (Kafka `AddPartitionsToTxnHandler`, transaction version 1): the partitions the
 * transaction is about to produce to, in one request.
 */
import type { TopicPartition } from '../pending-txn-request.js';
import type { ProducerIdentity } from '../producer-identity.js';
import type { AddPartitionsToTxnResponse, TxnRequestByApi, TxnWire } from '../txn-requests.js';

type Request = TxnRequestByApi['AddPartitionsToTxn'];

/**
 * The highest AddPartitionsToTxn version a client sends. AddPartitionsToTxnRequest.json: "Versions 3 and
 * below will be exclusively used by clients and versions 4 and above will be used by brokers" (KIP-890
 * part 1 verification). Java's `AddPartitionsToTxnRequest.Builder.forClient` pins the same range.
 */
export const ADD_PARTITIONS_TO_TXN_CLIENT_MAX_VERSION = 3;

/** The request (the client's v0-3 shape), partitions grouped by topic. */
export function buildAddPartitionsToTxn(transactionalId: string, identity: ProducerIdentity, partitions: readonly TopicPartition[]): Request {
  const topics = new Map<string, number[]>();
  for (const { topic, partition } of partitions) {
    const list = topics.get(topic);
    if (list === undefined) topics.set(topic, [partition]);
    else list.push(partition);
  }
  return {
    transactions: [], v3AndBelowTransactionalId: transactionalId, v3AndBelowProducerId: identity.producerId,
    v3AndBelowProducerEpoch: identity.producerEpoch, v3AndBelowTopics: [...topics].map(([name, list]) => ({ name, partitions: list })),
  };
}

/** AddPartitionsToTxn on the wire. */
export const addPartitionsToTxnWire: TxnWire<'AddPartitionsToTxn'> = {
  // v4+ is meant for brokers: the ceiling is v3; the v4 shape is kept for a NetworkClient that ignores
  // `maxVersion`, where it means the same for one transaction.
  atVersion: (body, version) => (version >= 4
    ? {
      transactions: [{
        transactionalId: body.v3AndBelowTransactionalId, producerId: body.v3AndBelowProducerId,
        producerEpoch: body.v3AndBelowProducerEpoch, verifyOnly: false, topics: body.v3AndBelowTopics,
      }],
      v3AndBelowTransactionalId: '', v3AndBelowProducerId: 0n, v3AndBelowProducerEpoch: 0, v3AndBelowTopics: [],
    }
    : body),
  maxVersion: () => ADD_PARTITIONS_TO_TXN_CLIENT_MAX_VERSION,
  // v4+ groups results by transaction, with a top-level error: read as the v0-3 shape.
  read: (response, version): AddPartitionsToTxnResponse => {
    if (version < 4) return response;
    if (response.errorCode !== 0) {
      return { resultsByTopicV3AndBelow: [{ name: '', resultsByPartition: [{ partitionIndex: -1, partitionErrorCode: response.errorCode }] }] };
    }
    return { resultsByTopicV3AndBelow: response.resultsByTransaction[0]?.topicResults ?? [] };
  },
  brokers: () => [],
};
