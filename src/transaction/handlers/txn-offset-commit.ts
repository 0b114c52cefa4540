/**
 * TxnOffsetCommit (Kafka `TxnOffsetCommitHandler`): the consumed offsets, sent to the group coordinator with
 * KIP-447 group metadata; committed when the transaction commits.
 */
import { UnsupportedApiError } from '../../network/network-errors.js';
import { ZERO_UUID } from '../../protocol/primitives/uuid.js';
import type { ConsumerGroupMetadata, TopicPartitionOffset } from '../pending-txn-request.js';
import type { ProducerIdentity } from '../producer-identity.js';
import type { TxnRequestByApi, TxnWire } from '../txn-requests.js';

type Request = TxnRequestByApi['TxnOffsetCommit'];

/** The last TxnOffsetCommit version that names topics; v6 addresses them by topic id only. */
const TXN_OFFSET_COMMIT_LAST_VERSION_BY_NAME = 5;

/** The request, offsets grouped by topic (topic ids are filled in at v6 by `atVersion`). */
export function buildTxnOffsetCommit(
  transactionalId: string, identity: ProducerIdentity, group: ConsumerGroupMetadata, offsets: readonly TopicPartitionOffset[],
): Request {
  const topics = new Map<string, TopicPartitionOffset[]>();
  for (const offset of offsets) {
    const list = topics.get(offset.topic);
    if (list === undefined) topics.set(offset.topic, [offset]);
    else list.push(offset);
  }
  return {
    transactionalId, groupId: group.groupId, producerId: identity.producerId, producerEpoch: identity.producerEpoch,
    generationIdOrMemberEpoch: group.generationId, memberId: group.memberId, groupInstanceId: group.groupInstanceId,
    topics: [...topics].map(([name, list]) => ({
      name, topicId: ZERO_UUID,
      partitions: list.map((o) => ({
        partitionIndex: o.partition, committedOffset: o.offset, committedLeaderEpoch: o.leaderEpoch ?? -1, committedMetadata: o.metadata ?? null,
      })),
    })),
  };
}

/** TxnOffsetCommit on the wire. */
export const txnOffsetCommitWire: TxnWire<'TxnOffsetCommit'> = {
  atVersion: (body, version, topicId) => {
    // KIP-447 member fields exist from v3. Dropping them below v3 would silently lose the zombie-consumer
    // fencing the caller asked for, so, as Kafka's `TxnOffsetCommitRequest.Builder.build`, refuse unless they
    // are the "no generation" defaults (the Sender makes this fatal, like any version mismatch).
    const withMember = version >= 3;
    const groupMetadataSet = body.generationIdOrMemberEpoch !== -1 || body.memberId !== '' || body.groupInstanceId !== null;
    if (!withMember && groupMetadataSet) {
      throw new UnsupportedApiError('TxnOffsetCommit', null,
        `the broker's highest usable version is v${version}, which cannot carry the KIP-447 group metadata (generation id ${body.generationIdOrMemberEpoch}, member id ${JSON.stringify(body.memberId)}, group instance id ${JSON.stringify(body.groupInstanceId)}); v3+ (Kafka 2.5+) is needed to fence zombie consumers`);
    }
    return {
      ...body,
      generationIdOrMemberEpoch: withMember ? body.generationIdOrMemberEpoch : -1,
      memberId: withMember ? body.memberId : '',
      groupInstanceId: withMember ? body.groupInstanceId : null,
      topics: body.topics.map((topic) => ({ ...topic, topicId: version >= 6 ? topicId(topic.name) : ZERO_UUID })),
    };
  },
  // v6 cannot name a topic any other way than by id; an unknown id would be answered UNKNOWN_TOPIC_ID.
  maxVersion: (body, _transactionVersion, topicId) => (body.topics.every((topic) => topicId(topic.name) !== ZERO_UUID) ? undefined : TXN_OFFSET_COMMIT_LAST_VERSION_BY_NAME),
  // v6 names topics by id; answers come in request order, so the name is the request's at the same index.
  read: (response, version, body) => (version < 6 ? response : {
    topics: response.topics.map((topic, index) => ({ ...topic, name: topic.name !== '' ? topic.name : (body.topics[index]?.name ?? '') })),
  }),
  brokers: () => [],
};
