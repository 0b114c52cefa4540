/**
 * OffsetCommit (api key 8): an admin altering a group's offsets (Java's `AlterConsumerGroupOffsetsHandler`) sends no
 * generation and no member (the group must have no active members); a consumer committing outside a transaction
 * (Java's `ConsumerCoordinator` / `CommitRequestManager`) sends its generation id (classic) or member epoch (KIP-848)
 * with its member id, and its group instance id from v7 (KIP-345). Topics by name up to v9 and by id from v10
 * (KIP-848).
 *
 * Errors per partition (OffsetCommitResponse.java): UNKNOWN_TOPIC_OR_PARTITION, UNKNOWN_TOPIC_ID (v10+),
 * OFFSET_METADATA_TOO_LARGE, COORDINATOR_LOAD_IN_PROGRESS, COORDINATOR_NOT_AVAILABLE, NOT_COORDINATOR,
 * ILLEGAL_GENERATION, UNKNOWN_MEMBER_ID, REBALANCE_IN_PROGRESS, INVALID_COMMIT_OFFSET_SIZE,
 * TOPIC_AUTHORIZATION_FAILED, GROUP_AUTHORIZATION_FAILED, FENCED_INSTANCE_ID, STALE_MEMBER_EPOCH (v9+),
 * GROUP_ID_NOT_FOUND.
 */
import { createOffsetCommitRequest, type OffsetCommitRequest, type OffsetCommitResponse } from '../messages/offset-commit.generated.js';
import { ZERO_UUID, type Uuid } from '../primitives/uuid.js';
import { unsupported, type RequestModule } from './request-module.js';

/** Offsets to store for a group. @internal */
export interface OffsetCommitFields {
  readonly groupId: string;
  readonly offsets: readonly { readonly topic: string; readonly partition: number; readonly offset: bigint; readonly leaderEpoch: number; readonly metadata: string | null }[];
  /** Topic ids by name and names by id, for v10+. */
  readonly topicIds: ReadonlyMap<string, Uuid>;
  readonly topicNames: ReadonlyMap<Uuid, string>;
  /** The member's generation (classic) or member epoch (KIP-848); -1 (the default) for a commit outside the group. */
  readonly generationIdOrMemberEpoch?: number;
  /** The member id; '' (the default) for a commit outside the group. */
  readonly memberId?: string;
  /** The static member's `group.instance.id` (v7+); dropped below v7, where a static member cannot be named. */
  readonly groupInstanceId?: string | null;
}

const IDS_FROM = 10;
const INSTANCE_ID_FROM = 7;

function request(fields: OffsetCommitFields, version: number): OffsetCommitRequest {
  const byTopic = new Map<string, { partitionIndex: number; committedOffset: bigint; committedLeaderEpoch: number; committedMetadata: string | null }[]>();
  for (const each of fields.offsets) {
    byTopic.set(each.topic, [...(byTopic.get(each.topic) ?? []), { partitionIndex: each.partition, committedOffset: each.offset, committedLeaderEpoch: each.leaderEpoch, committedMetadata: each.metadata }]);
  }
  return createOffsetCommitRequest({
    groupId: fields.groupId,
    generationIdOrMemberEpoch: fields.generationIdOrMemberEpoch ?? -1,
    memberId: fields.memberId ?? '',
    groupInstanceId: version >= INSTANCE_ID_FROM ? (fields.groupInstanceId ?? null) : null,
    topics: [...byTopic].map(([name, partitions]) => {
      const topicId = fields.topicIds.get(name) ?? ZERO_UUID;
      if (version >= IDS_FROM && topicId === ZERO_UUID) throw unsupported('OffsetCommit', `a topic without a known id (${name})`, version);
      return { name: version >= IDS_FROM ? '' : name, topicId: version >= IDS_FROM ? topicId : ZERO_UUID, partitions };
    }),
  });
}

function read(response: OffsetCommitResponse, version: number, fields: OffsetCommitFields): readonly { readonly topic: string; readonly partition: number; readonly errorCode: number }[] {
  return response.topics.flatMap((topic) => {
    const name = version >= IDS_FROM ? (fields.topicNames.get(topic.topicId) ?? '') : topic.name;
    return topic.partitions.map((each) => ({ topic: name, partition: each.partitionIndex, errorCode: each.errorCode }));
  });
}

/** The OffsetCommit wire module (admin and consumer). @internal */
export const offsetCommit: RequestModule<'OffsetCommit', OffsetCommitFields, readonly { readonly topic: string; readonly partition: number; readonly errorCode: number }[]> = {
  api: 'OffsetCommit', request, read,
};
