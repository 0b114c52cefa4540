/**
 * TxnOffsetCommit (api key 28): a transaction's consumed offsets, sent to the group coordinator, committed when the
 * transaction commits. KIP-447's group metadata (generation or member epoch, member id, group instance id) exists
 * from v3: dropping it below v3 would silently lose the zombie-consumer fencing the caller asked for, so, as Java's
 * `TxnOffsetCommitRequest.Builder.build`, a request carrying it (anything but the "no generation" defaults) cannot
 * go lower. v6 names topics by id only: a request naming a topic whose id is not known stays at v5; its answer
 * comes in request order and is read with the request's names.
 *
 * Errors per partition (TxnOffsetCommitResponse.java): NOT_COORDINATOR, COORDINATOR_NOT_AVAILABLE,
 * COORDINATOR_LOAD_IN_PROGRESS, CONCURRENT_TRANSACTIONS, INVALID_PRODUCER_EPOCH, PRODUCER_FENCED,
 * UNKNOWN_PRODUCER_ID, INVALID_PRODUCER_ID_MAPPING, UNKNOWN_TOPIC_OR_PARTITION, UNSUPPORTED_FOR_MESSAGE_FORMAT,
 * OFFSET_METADATA_TOO_LARGE, REQUEST_TIMED_OUT, GROUP_AUTHORIZATION_FAILED, TRANSACTIONAL_ID_AUTHORIZATION_FAILED,
 * ILLEGAL_GENERATION, UNKNOWN_MEMBER_ID, FENCED_INSTANCE_ID (v3+), STALE_MEMBER_EPOCH, GROUP_ID_NOT_FOUND (v6),
 * UNKNOWN_TOPIC_ID (v6), TRANSACTION_ABORTABLE (v5+).
 */
import { createTxnOffsetCommitRequest, type TxnOffsetCommitRequest, type TxnOffsetCommitResponse } from '../messages/txn-offset-commit.generated.js';
import { ZERO_UUID, type Uuid } from '../primitives/uuid.js';
import { unsupported, type PartitionErrorsAnswer, type RequestModule } from './request-module.js';

/** One partition's offset. @internal */
export interface TxnOffsetCommitPartition {
  readonly partitionIndex: number;
  readonly committedOffset: bigint;
  /** -1: unknown. */
  readonly committedLeaderEpoch: number;
  readonly committedMetadata: string | null;
}

/** The offsets of one transaction for one group. @internal */
export interface TxnOffsetCommitFields {
  readonly transactionalId: string;
  readonly groupId: string;
  readonly producerId: bigint;
  readonly producerEpoch: number;
  /** KIP-447 group metadata; -1, '' and null: none ("no generation"). */
  readonly generationIdOrMemberEpoch: number;
  readonly memberId: string;
  readonly groupInstanceId: string | null;
  readonly topics: readonly { readonly name: string; readonly partitions: readonly TxnOffsetCommitPartition[] }[];
  /** A topic's id (ZERO_UUID: unknown), for v6 (which names topics by id only). */
  readonly topicId: (topic: string) => Uuid;
}

/** The answer per topic and partition, topics by name (v6 answers by topic id are read with the request's names). @internal */
export type TxnOffsetCommitAnswer = PartitionErrorsAnswer;

/** The first version with KIP-447's group metadata. */
const GROUP_METADATA_FROM = 3;
/** The first version that names topics by id only. */
const TOPIC_IDS_FROM = 6;

function request(fields: TxnOffsetCommitFields, version: number): TxnOffsetCommitRequest {
  const { transactionalId, groupId, producerId, producerEpoch, generationIdOrMemberEpoch, memberId, groupInstanceId } = fields;
  const topics = fields.topics.map(({ name, partitions }) => ({
    name: version >= TOPIC_IDS_FROM ? '' : name,
    topicId: version >= TOPIC_IDS_FROM ? fields.topicId(name) : ZERO_UUID,
    partitions: partitions.map((each) => ({ ...each })),
  }));
  const base = { transactionalId, groupId, producerId, producerEpoch, topics };
  if (version >= GROUP_METADATA_FROM) return createTxnOffsetCommitRequest({ ...base, generationIdOrMemberEpoch, memberId, groupInstanceId });
  if (generationIdOrMemberEpoch !== -1 || memberId !== '' || groupInstanceId !== null) {
    throw unsupported('TxnOffsetCommit',
      `KIP-447 group metadata (generation id ${generationIdOrMemberEpoch}, member id ${JSON.stringify(memberId)}, group instance id ${JSON.stringify(groupInstanceId)}): v3+ (Kafka 2.5+) is needed to fence zombie consumers`,
      version);
  }
  return createTxnOffsetCommitRequest(base);
}

function read(response: TxnOffsetCommitResponse, _version: number, fields: TxnOffsetCommitFields): TxnOffsetCommitAnswer {
  return {
    topics: response.topics.map((topic, index) => ({
      // v6 names topics by id; answers come in request order, so the name is the request's at the same index.
      name: topic.name !== '' ? topic.name : (fields.topics[index]?.name ?? ''),
      partitions: topic.partitions.map(({ partitionIndex, errorCode }) => ({ partitionIndex, errorCode })),
    })),
  };
}

/** v5 when a topic has no known id (v6 could not name it: the coordinator would answer UNKNOWN_TOPIC_ID). */
function maxVersion(fields: TxnOffsetCommitFields): number | undefined {
  return fields.topics.every((topic) => fields.topicId(topic.name) !== ZERO_UUID) ? undefined : TOPIC_IDS_FROM - 1;
}

/** The TxnOffsetCommit wire module. @internal */
export const txnOffsetCommit: RequestModule<'TxnOffsetCommit', TxnOffsetCommitFields, TxnOffsetCommitAnswer> = { api: 'TxnOffsetCommit', request, read, maxVersion };
