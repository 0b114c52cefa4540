/**
 * ListOffsets through each partition's leader (Java's `ListOffsetsHandler`): earliest, latest, by timestamp, the
 * largest timestamp, and under `read_committed` the last stable offset.
 */
import type { AdminCallOptions } from '../config/admin-options.js';
import { ErrorCode } from '../errors/protocol-error-codes.generated.js';
import { ProtocolError } from '../errors/protocol-error.js';
import { listOffsets as listOffsetsWire, OffsetSpecTimestamp } from '../protocol/requests/list-offsets.js';
import { topicPartitionKey, type TopicPartition } from '../common/topic-partition.js';
import { newStep, valueOf, type AdminCall, type KeyedOutcome } from './admin-call.js';
import { partitionName, partitionNameOfKey, partitionsByLeader } from './admin-metadata.js';
import { throwFailures } from './admin-errors.js';
import type { KafkaClientError } from '../errors/kafka-client-error.js';

/**
 * Which offset `admin.listOffsets` looks up: the log start, the end (high watermark; the LSO under
 * `read_committed`), the first offset with a timestamp at or after `timestamp` (ms), or the offset of the record
 * with the largest timestamp.
 * @public
 */
export type OffsetSpec = 'earliest' | 'latest' | 'max-timestamp' | {
  /** Epoch ms: the answer is the first offset whose record timestamp is at or after it. */
  readonly timestamp: number;
};

/**
 * Options of `admin.listOffsets`.
 * @public
 */
export interface ListOffsetsOptions extends AdminCallOptions {
  /** `'read_committed'` makes `'latest'` the last stable offset (LSO). Default `'read_uncommitted'`. */
  readonly isolationLevel?: 'read_committed' | 'read_uncommitted';
}

/**
 * One partition's looked-up offset.
 * @public
 */
export interface ListedPartitionOffset extends TopicPartition {
  /** -1 when there is none (a timestamp after the last record). */
  readonly offset: bigint;
  /** The record's timestamp for a timestamp lookup, else -1. */
  readonly timestamp: number;
  /** The leader epoch of the offset, -1 when unknown. */
  readonly leaderEpoch: number;
}

/** Leader answers after which the leader is looked up again. */
const LEADER_RETRY: ReadonlySet<number> = new Set([
  ErrorCode.NOT_LEADER_OR_FOLLOWER, ErrorCode.LEADER_NOT_AVAILABLE, ErrorCode.REPLICA_NOT_AVAILABLE, ErrorCode.FENCED_LEADER_EPOCH,
  ErrorCode.UNKNOWN_LEADER_EPOCH, ErrorCode.OFFSET_NOT_AVAILABLE, ErrorCode.UNKNOWN_TOPIC_OR_PARTITION, ErrorCode.KAFKA_STORAGE_ERROR,
]);

/** The wire timestamp of a spec. @internal */
export function specTimestamp(spec: OffsetSpec): bigint {
  if (spec === 'earliest') return OffsetSpecTimestamp.EARLIEST;
  if (spec === 'latest') return OffsetSpecTimestamp.LATEST;
  if (spec === 'max-timestamp') return OffsetSpecTimestamp.MAX_TIMESTAMP;
  return BigInt(spec.timestamp);
}

/**
 * ListOffsets for each of `requests` (keyed by {@link topicPartitionKey}) at one isolation level.
 * @internal
 */
export function listOffsets(call: AdminCall, requests: readonly (TopicPartition & { readonly timestamp: bigint })[], readCommitted: boolean): Promise<KeyedOutcome<string, ListedPartitionOffset>> {
  const byKey = new Map(requests.map((each) => [topicPartitionKey(each), each]));
  return call.keyed([...byKey.keys()], async (pending) => {
    const wanted = pending.map((key) => valueOf(byKey, key));
    const { byBroker, failed, retry } = await partitionsByLeader(call, wanted);
    const step = newStep<string, ListedPartitionOffset>(failed, retry);
    await Promise.all([...byBroker].map(async ([nodeId, tps]) => {
      const partitions = tps.map((tp) => valueOf(byKey, topicPartitionKey(tp)));
      const { version, answer } = await call.send(nodeId, listOffsetsWire, { readCommitted, partitions, timeoutMs: call.remainingMs() });
      for (const each of answer) {
        const key = topicPartitionKey(each);
        if (!byKey.has(key)) continue;
        if (each.errorCode === ErrorCode.NONE) {
          step.done.set(key, { topic: each.topic, partition: each.partition, offset: each.offset, timestamp: Number(each.timestamp), leaderEpoch: each.leaderEpoch });
          continue;
        }
        const error = new ProtocolError({ api: 'ListOffsets', version, errorCode: each.errorCode, resource: partitionName(each) });
        (LEADER_RETRY.has(each.errorCode) ? step.retry : step.failed).set(key, error);
      }
    }));
    return step;
  });
}

/**
 * `requests` (several specs of one partition allowed) in the order given: one ListOffsets round per distinct
 * timestamp, since a request names each partition once. Throws `AdminOperationError` naming each failed partition.
 * @internal
 */
export async function listOffsetsInOrder(call: AdminCall, requests: readonly (TopicPartition & { readonly spec: OffsetSpec })[], readCommitted: boolean): Promise<ListedPartitionOffset[]> {
  const byTimestamp = new Map<bigint, TopicPartition[]>();
  for (const { topic, partition, spec } of requests) {
    const timestamp = specTimestamp(spec);
    const list = byTimestamp.get(timestamp) ?? [];
    if (!list.some((each) => each.topic === topic && each.partition === partition)) list.push({ topic, partition });
    byTimestamp.set(timestamp, list);
  }
  const rounds = new Map(await Promise.all([...byTimestamp].map(async ([timestamp, partitions]) => [timestamp, await listOffsets(call, partitions.map((tp) => ({ ...tp, timestamp })), readCommitted)] as const)));
  const failures = new Map<string, KafkaClientError>();
  for (const outcome of rounds.values()) for (const [key, error] of outcome.failures) failures.set(partitionNameOfKey(key), error);
  throwFailures('listOffsets', [...failures].map(([resource, error]) => ({ resource, error })));
  return requests.map((request) => valueOf(valueOf(rounds, specTimestamp(request.spec)).values, topicPartitionKey(request)));
}
