/**
 * The admin client's view of the cluster, asked fresh for each call (as Java's admin does): Metadata without
 * creating topics (the producer's metadata cache asks with auto-creation on, which an admin describing a missing
 * topic must never do), the brokers it names handed to the network client, and the partitions of a call grouped
 * by leader for the requests only a leader answers (DescribeProducers, WriteTxnMarkers, ListOffsets).
 */
import { usableBrokers } from '../cluster/metadata-response-checks.js';
import { ErrorCode } from '../errors/protocol-error-codes.generated.js';
import { ProtocolError } from '../errors/protocol-error.js';
import { metadata, type MetadataAnswer, type MetadataFields } from '../protocol/requests/metadata.js';
import { topicPartitionKey, type TopicPartition } from '../common/topic-partition.js';
import { RetriableFailure, type AdminCall, type KeyedStep } from './admin-call.js';

/**
 * `topic-partition`, as errors and tables name a partition.
 * @internal
 */
export function partitionName(tp: TopicPartition): string {
  return `${tp.topic}-${tp.partition}`;
}

/**
 * The `topic-partition` name of a {@link topicPartitionKey}.
 * @internal
 */
export function partitionNameOfKey(key: string): string {
  const at = key.lastIndexOf('\u0000');
  return `${key.slice(0, at)}-${key.slice(at + 1)}`;
}

/**
 * Metadata for `fields` from any broker; the brokers it names become the network client's.
 * @internal
 */
export async function fetchMetadata(call: AdminCall, fields: MetadataFields): Promise<{ readonly version: number; readonly answer: MetadataAnswer }> {
  const { version, answer } = await call.send('any', metadata, fields);
  if (answer.errorCode !== ErrorCode.NONE) throw new ProtocolError({ api: 'Metadata', version, errorCode: answer.errorCode });
  const { brokers, dropped } = usableBrokers(answer.brokers);
  if (dropped.length > 0) call.runtime.config.logger.warn('metadata names brokers that cannot be used; ignoring them', { dropped });
  if (brokers.length > 0) call.runtime.network.updateBrokers(brokers);
  return { version, answer };
}

/**
 * The node ids of every broker in the cluster (Metadata for no topics).
 * @internal
 */
export async function brokerIds(call: AdminCall): Promise<number[]> {
  const { answer } = await fetchMetadata(call, { kind: 'names', names: [] });
  return answer.brokers.map((broker) => broker.nodeId).filter((nodeId) => nodeId >= 0);
}

/**
 * Makes sure the network client knows broker `nodeId`'s address (a request to a named broker before any Metadata
 * named it), asking Metadata when it does not; fails with BROKER_NOT_AVAILABLE for a broker the cluster does not have.
 * @internal
 */
export async function ensureBroker(call: AdminCall, nodeId: number): Promise<void> {
  if (call.runtime.network.brokers().some((broker) => broker.nodeId === nodeId)) return;
  const { version, answer } = await fetchMetadata(call, { kind: 'names', names: [] });
  if (!answer.brokers.some((broker) => broker.nodeId === nodeId)) throw new ProtocolError({ api: 'Metadata', version, errorCode: ErrorCode.BROKER_NOT_AVAILABLE, resource: `broker ${nodeId}` });
}

/**
 * The leader of each of `partitions` (keyed by {@link topicPartitionKey}): done with the leader's node id, failed for a
 * topic or partition that does not exist, retried while a partition has no leader.
 * @internal
 */
export async function leadersOf(call: AdminCall, partitions: readonly TopicPartition[]): Promise<KeyedStep<string, number>> {
  const topics = [...new Set(partitions.map((each) => each.topic))];
  const { version, answer } = await fetchMetadata(call, { kind: 'names', names: topics });
  const done = new Map<string, number>();
  const failed = new Map<string, ProtocolError>();
  const retry = new Map<string, Error>();
  for (const tp of partitions) {
    const key = topicPartitionKey(tp);
    const topic = answer.topics.find((each) => each.name === tp.topic);
    const topicError = topic === undefined ? ErrorCode.UNKNOWN_TOPIC_OR_PARTITION : topic.errorCode;
    if (topicError === ErrorCode.LEADER_NOT_AVAILABLE) {
      retry.set(key, new RetriableFailure(`${tp.topic}: leader not available`));
      continue;
    }
    if (topicError !== ErrorCode.NONE) {
      failed.set(key, new ProtocolError({ api: 'Metadata', version, errorCode: topicError, resource: tp.topic }));
      continue;
    }
    const partition = topic?.partitions.find((each) => each.partition === tp.partition);
    if (partition === undefined) {
      failed.set(key, new ProtocolError({ api: 'Metadata', version, errorCode: ErrorCode.UNKNOWN_TOPIC_OR_PARTITION, resource: partitionName(tp) }));
    } else if (partition.leaderId < 0) {
      retry.set(key, new RetriableFailure(`${partitionName(tp)} has no leader`));
    } else {
      done.set(key, partition.leaderId);
    }
  }
  return { done, failed, retry };
}

/**
 * Groups `partitions` by the broker that leads them (or all to `brokerId` when given), keyed as {@link leadersOf}.
 * @internal
 */
export async function partitionsByLeader(call: AdminCall, partitions: readonly TopicPartition[], brokerId?: number): Promise<{
  readonly byBroker: ReadonlyMap<number, TopicPartition[]>;
  readonly failed: ReadonlyMap<string, ProtocolError>;
  readonly retry: ReadonlyMap<string, Error>;
}> {
  const byBroker = new Map<number, TopicPartition[]>();
  if (brokerId !== undefined) {
    await ensureBroker(call, brokerId);
    byBroker.set(brokerId, [...partitions]);
    return { byBroker, failed: new Map(), retry: new Map() };
  }
  const { done, failed, retry } = await leadersOf(call, partitions);
  for (const tp of partitions) {
    const leader = done?.get(topicPartitionKey(tp));
    if (leader !== undefined) byBroker.set(leader, [...(byBroker.get(leader) ?? []), tp]);
  }
  return { byBroker, failed: failed as ReadonlyMap<string, ProtocolError>, retry: retry ?? new Map() };
}
