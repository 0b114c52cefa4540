/**
 * What OffsetCommit and TxnOffsetCommit do alike on the broker (Kafka's `KafkaApis.handleOffsetCommitRequest` and
 * `handleTxnOffsetCommitRequest`): each topic is resolved (by id from the version that addresses topics by id) and
 * checked for READ; the partitions of a refused topic all get its code, the others go to the group coordinator,
 * whose codes come back in request order.
 */
import { ErrorCode } from '../../errors/protocol-error-codes.generated.js';
import type { Uuid } from '../../protocol/primitives/uuid.js';
import { AclOperation, ResourceType } from '../acl/acl-binding.js';
import type { RequestAuthorization } from '../acl/request-authorization.js';
import type { OffsetCommitEntry } from '../group-coordinator.js';
import type { InMemoryCluster } from '../in-memory-cluster.js';
import { resolveTopicName } from './topic-lookup.js';

/**
 * A topic of an OffsetCommit or TxnOffsetCommit request.
 * @internal
 */
export interface CommitRequestTopic {
  readonly name: string;
  readonly topicId: Uuid;
  readonly partitions: readonly {
    readonly partitionIndex: number;
    readonly committedOffset: bigint;
    readonly committedLeaderEpoch: number;
    readonly committedMetadata: string | null;
  }[];
}

/**
 * The entries to hand to the group coordinator, and per topic the code of all its partitions (UNKNOWN_TOPIC_ID,
 * TOPIC_AUTHORIZATION_FAILED) or null when they go to the coordinator. `leaderEpochs` false: the version has no
 * committed leader epoch, which is stored as -1.
 * @internal
 */
export function commitEntries(cluster: InMemoryCluster, authorization: RequestAuthorization, topics: readonly CommitRequestTopic[], options: { readonly byTopicId: boolean; readonly leaderEpochs: boolean }): { readonly entries: OffsetCommitEntry[]; readonly refused: readonly (number | null)[] } {
  const entries: OffsetCommitEntry[] = [];
  const refused: (number | null)[] = [];
  for (const topic of topics) {
    const name = resolveTopicName(cluster, topic.name, topic.topicId, options.byTopicId);
    const code = name === undefined ? ErrorCode.UNKNOWN_TOPIC_ID : authorization.allows(AclOperation.READ, ResourceType.TOPIC, name) ? null : ErrorCode.TOPIC_AUTHORIZATION_FAILED;
    refused.push(code);
    if (name === undefined || code !== null) continue;
    for (const partition of topic.partitions) {
      entries.push({
        topic: name,
        partition: partition.partitionIndex,
        offset: partition.committedOffset,
        leaderEpoch: options.leaderEpochs ? partition.committedLeaderEpoch : -1,
        metadata: partition.committedMetadata,
      });
    }
  }
  return { entries, refused };
}

/**
 * Each request partition's code, as `codeOf(topicIndex, partitionIndex)` for {@link commitResponseTopics}: its topic's
 * refusal, else the coordinator's next code.
 * @internal
 */
export function commitResultCodes(topics: readonly CommitRequestTopic[], refused: readonly (number | null)[], codes: readonly number[]): (topic: number, partition: number) => number {
  let next = 0;
  const perPartition = topics.map((topic, index) => topic.partitions.map(() => refused[index] ?? codes[next++] ?? ErrorCode.UNKNOWN_SERVER_ERROR));
  return (topic, partition) => perPartition[topic]?.[partition] ?? ErrorCode.UNKNOWN_SERVER_ERROR;
}

/**
 * The response's topics in request order, each partition answered with `codeOf(topicIndex, partitionIndex)`;
 * `byName` false: the version addresses topics by id and the name is left empty. `topic` and `partition` are the response
 * message's constructors.
 * @internal
 */
export function commitResponseTopics<Topic, Partition>(
  topics: readonly CommitRequestTopic[], byName: boolean, codeOf: (topic: number, partition: number) => number,
  topic: (fields: { name: string; topicId: Uuid; partitions: Partition[] }) => Topic,
  partition: (fields: { partitionIndex: number; errorCode: number }) => Partition,
): Topic[] {
  return topics.map((each, topicIndex) => topic({
    name: byName ? each.name : '',
    topicId: each.topicId,
    partitions: each.partitions.map((entry, index) => partition({ partitionIndex: entry.partitionIndex, errorCode: codeOf(topicIndex, index) })),
  }));
}
