/**
 * Maps the transaction manager's version-agnostic request bodies onto the generated request types at
 * the version the network layer negotiated, and the generated responses back onto what the manager
 * reads. Field names already match (the manager uses the camelCase of the JSON specs); what this file
 * adds is the per-version shape: fields a version lacks must stay at their spec default, or the codec
 * refuses to encode them.
 */
import type { ApiMessages } from '../protocol/messages/index.generated.js';
import { ZERO_UUID, type Uuid } from '../protocol/primitives/uuid.js';
import type {
  AddPartitionsToTxnResponse, OutboundTxnRequest, TxnApi, TxnRequestByApi, TxnResponseByApi,
} from '../transaction/txn-requests.js';

/**
 * Topic name -> id, for TxnOffsetCommit v6 (topics by id); ZERO_UUID when the id is unknown.
 * @internal
 */
export type TopicIdLookup = (topic: string) => Uuid;

/**
 * The highest AddPartitionsToTxn version a client sends. AddPartitionsToTxnRequest.json: "Versions 3 and
 * below will be exclusively used by clients and versions 4 and above will be used by brokers" (KIP-890
 * part 1 verification). Java's `AddPartitionsToTxnRequest.Builder.forClient` pins the same range.
 * @internal
 */
export const ADD_PARTITIONS_TO_TXN_CLIENT_MAX_VERSION = 3;

/** The last EndTxn version for transactions v1 (Java: `EndTxnRequest.Builder` caps at v4 unless transactions v2). @internal */
export const END_TXN_MAX_VERSION_TRANSACTIONS_V1 = 4;

/** The last TxnOffsetCommit version that names topics; v6 addresses them by topic id only. */
const TXN_OFFSET_COMMIT_LAST_VERSION_BY_NAME = 5;

/**
 * The version ceiling for `outbound` (passed as `SendOptions.maxVersion`), or undefined for none:
 * AddPartitionsToTxn stays at v3 (v4+ is broker-to-broker), EndTxn at v4 under transactions v1, and TxnOffsetCommit stays at v5 unless the
 * id of every topic in it is known (v6 cannot name a topic any other way; an unknown id would be answered
 * UNKNOWN_TOPIC_ID). Kafka's request builders express the same as `latestAllowedVersion`.
 * @internal
 */
export function transactionalMaxVersion(outbound: OutboundTxnRequest, topicId: TopicIdLookup, transactionVersion: 1 | 2): number | undefined {
  const body: TxnRequestByApi[TxnApi] = outbound.body;
  switch (body.api) {
    case 'AddPartitionsToTxn':
      return ADD_PARTITIONS_TO_TXN_CLIENT_MAX_VERSION;
    case 'TxnOffsetCommit':
      return body.topics.every((topic) => topicId(topic.name) !== ZERO_UUID) ? undefined : TXN_OFFSET_COMMIT_LAST_VERSION_BY_NAME;
    case 'EndTxn':
      // EndTxn v5 makes the coordinator end the transaction the KIP-890 way (bump the epoch): under
      // transactions v1 real Kafka then fences the producer's next request with PRODUCER_FENCED.
      return transactionVersion === 2 ? undefined : END_TXN_MAX_VERSION_TRANSACTIONS_V1;
    case 'FindCoordinator':
    case 'InitProducerId':
    case 'AddOffsetsToTxn':
      return undefined;
  }
}

/**
 * The generated request for `outbound` at `version`.
 * @internal
 */
export function buildTransactionalRequest<A extends TxnApi>(
  outbound: OutboundTxnRequest<A>,
  version: number,
  topicId: TopicIdLookup,
): ApiMessages[A]['request'] {
  const body: TxnRequestByApi[TxnApi] = outbound.body;
  // The casts below are safe: `body.api === outbound.api === A` by construction of OutboundTxnRequest.
  switch (body.api) {
    case 'FindCoordinator': {
      // v0-3 take one key (v0 only for groups: it has no key type); v4+ take a list (KIP-699).
      const request: ApiMessages['FindCoordinator']['request'] = version >= 4
        ? { key: '', keyType: body.keyType, coordinatorKeys: [...body.coordinatorKeys] }
        : { key: body.key, keyType: version >= 1 ? body.keyType : 0, coordinatorKeys: [] };
      return request;
    }
    case 'InitProducerId': {
      // KIP-360: v3+ carries the current id/epoch so the coordinator bumps instead of fencing.
      const canBump = version >= 3;
      const request: ApiMessages['InitProducerId']['request'] = {
        transactionalId: body.transactionalId,
        transactionTimeoutMs: body.transactionTimeoutMs,
        producerId: canBump ? body.producerId : -1n,
        producerEpoch: canBump ? body.producerEpoch : -1,
      };
      return request;
    }
    case 'AddPartitionsToTxn': {
      const topics = body.v3AndBelowTopics.map((topic) => ({ name: topic.name, partitions: [...topic.partitions] }));
      // v4+ is meant for brokers (KIP-890 verification): the Sender caps at v3 (transactionalMaxVersion); the
      // v4 shape is kept for a NetworkClient that ignores `maxVersion`, where it means the same for one transaction.
      const request: ApiMessages['AddPartitionsToTxn']['request'] = version >= 4
        ? {
          transactions: [{
            transactionalId: body.v3AndBelowTransactionalId, producerId: body.v3AndBelowProducerId,
            producerEpoch: body.v3AndBelowProducerEpoch, verifyOnly: false, topics,
          }],
          v3AndBelowTransactionalId: '', v3AndBelowProducerId: 0n, v3AndBelowProducerEpoch: 0, v3AndBelowTopics: [],
        }
        : {
          transactions: [], v3AndBelowTransactionalId: body.v3AndBelowTransactionalId,
          v3AndBelowProducerId: body.v3AndBelowProducerId, v3AndBelowProducerEpoch: body.v3AndBelowProducerEpoch, v3AndBelowTopics: topics,
        };
      return request;
    }
    case 'AddOffsetsToTxn': {
      const request: ApiMessages['AddOffsetsToTxn']['request'] = {
        transactionalId: body.transactionalId, producerId: body.producerId, producerEpoch: body.producerEpoch, groupId: body.groupId,
      };
      return request;
    }
    case 'TxnOffsetCommit': {
      // KIP-447 member fields exist from v3; older brokers cannot fence zombie consumers.
      const withMember = version >= 3;
      const request: ApiMessages['TxnOffsetCommit']['request'] = {
        transactionalId: body.transactionalId, groupId: body.groupId, producerId: body.producerId, producerEpoch: body.producerEpoch,
        generationIdOrMemberEpoch: withMember ? body.generationIdOrMemberEpoch : -1,
        memberId: withMember ? body.memberId : '',
        groupInstanceId: withMember ? body.groupInstanceId : null,
        topics: body.topics.map((topic) => ({
          name: topic.name,
          topicId: version >= 6 ? topicId(topic.name) : ZERO_UUID,
          partitions: topic.partitions.map((each) => ({
            partitionIndex: each.partitionIndex, committedOffset: each.committedOffset,
            committedLeaderEpoch: each.committedLeaderEpoch, committedMetadata: each.committedMetadata,
          })),
        })),
      };
      return request;
    }
    case 'EndTxn': {
      const request: ApiMessages['EndTxn']['request'] = {
        transactionalId: body.transactionalId, producerId: body.producerId, producerEpoch: body.producerEpoch, committed: body.committed,
      };
      return request;
    }
  }
}

/**
 * What the manager reads from a generated response. Only AddPartitionsToTxn v4+ (results grouped by
 * transaction, with a top-level error) and EndTxn before v5 (no producer id/epoch) need reshaping.
 * @internal
 */
export function toTransactionalResponse<A extends TxnApi>(request: OutboundTxnRequest<A>, response: ApiMessages[A]['response'], version: number): TxnResponseByApi[A] {
  const api: TxnApi = request.api;
  const body: TxnRequestByApi[TxnApi] = request.body;
  if (api === 'TxnOffsetCommit' && version >= 6 && body.api === 'TxnOffsetCommit') {
    // v6 names topics by id; answers come in request order, so the name is the request's at the same index.
    const generated = response as ApiMessages['TxnOffsetCommit']['response'];
    const topics = generated.topics.map((topic, index) => ({ ...topic, name: topic.name !== '' ? topic.name : (body.topics[index]?.name ?? '') }));
    const mapped: TxnResponseByApi['TxnOffsetCommit'] = { topics };
    return mapped as TxnResponseByApi[A];
  }
  if (api === 'AddPartitionsToTxn' && version >= 4) {
    const generated = response as ApiMessages['AddPartitionsToTxn']['response'];
    const topics = generated.resultsByTransaction[0]?.topicResults ?? [];
    const mapped: AddPartitionsToTxnResponse = generated.errorCode !== 0
      ? { resultsByTopicV3AndBelow: [{ name: '', resultsByPartition: [{ partitionIndex: -1, partitionErrorCode: generated.errorCode }] }] }
      : { resultsByTopicV3AndBelow: topics };
    return mapped as TxnResponseByApi[A];
  }
  if (api === 'EndTxn' && version < 5) {
    const generated = response as ApiMessages['EndTxn']['response'];
    return { errorCode: generated.errorCode } as TxnResponseByApi[A];
  }
  return response as TxnResponseByApi[A];
}
