/**
 * OffsetDelete (api key 47, KIP-496): removes a group's committed offsets for partitions it no longer consumes.
 *
 * Errors (OffsetDeleteResponse.java): top level GROUP_AUTHORIZATION_FAILED, NOT_COORDINATOR,
 * COORDINATOR_NOT_AVAILABLE, COORDINATOR_LOAD_IN_PROGRESS, INVALID_GROUP_ID, GROUP_ID_NOT_FOUND, NON_EMPTY_GROUP;
 * per partition GROUP_SUBSCRIBED_TO_TOPIC (an active member is subscribed to it), TOPIC_AUTHORIZATION_FAILED,
 * UNKNOWN_TOPIC_OR_PARTITION.
 */
import { createOffsetDeleteRequest, type OffsetDeleteRequest, type OffsetDeleteResponse } from '../messages/offset-delete.generated.js';
import type { TopicPartition } from '../../common/topic-partition.js';
import type { RequestModule } from './request-module.js';

/** A group's offsets to delete. @internal */
export interface OffsetDeleteFields {
  readonly groupId: string;
  readonly partitions: readonly TopicPartition[];
}

/** The answer. @internal */
export interface DeletedOffsets {
  readonly errorCode: number;
  readonly partitions: readonly { readonly topic: string; readonly partition: number; readonly errorCode: number }[];
}

function request(fields: OffsetDeleteFields): OffsetDeleteRequest {
  const byTopic = new Map<string, { partitionIndex: number }[]>();
  for (const { topic, partition } of fields.partitions) byTopic.set(topic, [...(byTopic.get(topic) ?? []), { partitionIndex: partition }]);
  return createOffsetDeleteRequest({ groupId: fields.groupId, topics: [...byTopic].map(([name, partitions]) => ({ name, partitions })) });
}

function read(response: OffsetDeleteResponse): DeletedOffsets {
  return {
    errorCode: response.errorCode,
    partitions: response.topics.flatMap((topic) => topic.partitions.map((each) => ({ topic: topic.name, partition: each.partitionIndex, errorCode: each.errorCode }))),
  };
}

/** The OffsetDelete wire module. @internal */
export const offsetDelete: RequestModule<'OffsetDelete', OffsetDeleteFields, DeletedOffsets> = { api: 'OffsetDelete', request, read };
