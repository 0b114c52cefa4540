/**
 * Fetch (api key 1), versions 4-18, consumer fetches only.
 *
 * Behaviour: each partition reads whole stored batches from `fetchOffset` up to the high watermark
 * (read_uncommitted) or the last stable offset (read_committed), honouring `partitionMaxBytes` and the
 * request's `maxBytes` with KIP-74's "at least one batch" rule; batches are returned as one concatenated
 * records buffer. read_committed answers also list the aborted transactions overlapping the returned range
 * (KIP-98), so consumers drop aborted records. When nothing at all can be returned and `maxWaitMs > 0`,
 * the fetch parks until an append (data or marker) reaches one of its partitions or `maxWaitMs` elapses on
 * the cluster clock, then reads again (Kafka's DelayedFetch).
 *
 * Leader epochs (KIP-320, v9+): a `currentLeaderEpoch` older than the partition's is answered FENCED_LEADER_EPOCH,
 * a newer one UNKNOWN_LEADER_EPOCH; -1 is not checked.
 *
 * Version notes: v13+ addresses topics by id (UNKNOWN_TOPIC_ID for an unknown id); v12+ reports the current
 * leader (tagged) with NOT_LEADER_OR_FOLLOWER; v16+ lists that leader's endpoint (KIP-951).
 *
 * Authorization (KafkaApis.handleFetchRequest): READ on each topic, else TOPIC_AUTHORIZATION_FAILED for its
 * partitions.
 *
 * Simplifications: no fetch sessions (KIP-227: sessionId is always 0, every fetch is a full fetch, forgotten
 * topics are ignored); follower fetches (replicaId/replicaState) are served as consumer fetches;
 * lastFetchedEpoch is not checked (no diverging epoch: consumers do not send it, only followers do);
 * no preferred read replica (KIP-392); any append wakes a parked fetch rather than waiting for `minBytes`.
 */
import { ErrorCode } from '../../errors/protocol-error-codes.generated.js';
import {
  createFetchResponse,
  createFetchResponseAbortedTransaction,
  createFetchResponseFetchableTopicResponse,
  createFetchResponseLeaderIdAndEpoch,
  createFetchResponseNodeEndpoint,
  createFetchResponsePartitionData,
  type FetchRequest,
  type FetchResponse,
  type FetchResponseNodeEndpoint,
  type FetchResponsePartitionData,
} from '../../protocol/messages/fetch.generated.js';
import type { InMemoryCluster } from '../in-memory-cluster.js';
import { defineHandler, type HandlerContext } from '../broker/api-handler.js';
import { IsolationLevel } from '../isolation-level.js';
import type { TopicPartition } from '../../common/topic-partition.js';
import { resolveTopicName } from './topic-lookup.js';
import { AclOperation, ResourceType } from '../acl/acl-binding.js';

const EMPTY_RECORDS = Buffer.alloc(0);

/**
 * The Fetch handler.
 * @internal
 */
export const fetchHandler = defineHandler({
  api: 'Fetch',
  minVersion: 4,
  maxVersion: 18,
  async handle(request, context) {
    const first = readOnce(request, context);
    if (first.bytes > 0 || request.maxWaitMs <= 0 || first.partitions.length === 0) return first.response;
    await context.cluster.appends.waitForAppend(first.partitions, context.cluster.clock, request.maxWaitMs);
    return readOnce(request, context).response;
  },
  errorResponse(request, errorCode, { version }) {
    return createFetchResponse({
      errorCode: version >= 7 ? errorCode : 0,
      responses: request.topics.map((topic) =>
        createFetchResponseFetchableTopicResponse({
          topic: version <= 12 ? topic.topic : '',
          topicId: topic.topicId,
          partitions: topic.partitions.map((partition) => createFetchResponsePartitionData({ partitionIndex: partition.partition, errorCode, records: EMPTY_RECORDS })),
        }),
      ),
    });
  },
});

interface FetchRead {
  readonly response: FetchResponse;
  readonly bytes: number;
  /** The readable partitions, to wait on. */
  readonly partitions: TopicPartition[];
}

function readOnce(request: FetchRequest, { cluster, brokerId, version, authorization }: HandlerContext): FetchRead {
  const isolationLevel = request.isolationLevel === 1 ? IsolationLevel.READ_COMMITTED : IsolationLevel.READ_UNCOMMITTED;
  let bytes = 0;
  const partitions: TopicPartition[] = [];
  const leaders = new Set<number>();
  const responses = request.topics.map((topic) => {
    const name = resolveTopicName(cluster, topic.topic, topic.topicId, version >= 13);
    const readable = name !== undefined && authorization.allows(AclOperation.READ, ResourceType.TOPIC, name);
    const partitionData = topic.partitions.map((wanted): FetchResponsePartitionData => {
      if (name === undefined) return createFetchResponsePartitionData({ partitionIndex: wanted.partition, errorCode: ErrorCode.UNKNOWN_TOPIC_ID, records: EMPTY_RECORDS });
      if (!readable) return createFetchResponsePartitionData({ partitionIndex: wanted.partition, errorCode: ErrorCode.TOPIC_AUTHORIZATION_FAILED, records: EMPTY_RECORDS });
      const remaining = request.maxBytes - bytes;
      const result = cluster.fetch({
        topic: name,
        partition: wanted.partition,
        fetchOffset: wanted.fetchOffset,
        maxBytes: Math.min(wanted.partitionMaxBytes, remaining),
        isolationLevel,
        brokerId,
        currentLeaderEpoch: version >= 9 ? wanted.currentLeaderEpoch : -1,
      });
      if (result.errorCode !== ErrorCode.NONE) {
        const response = createFetchResponsePartitionData({
          partitionIndex: wanted.partition,
          errorCode: result.errorCode,
          highWatermark: result.highWatermark,
          lastStableOffset: result.lastStableOffset,
          logStartOffset: result.logStartOffset,
          records: EMPTY_RECORDS,
        });
        if (version >= 12) addCurrentLeader(cluster, name, wanted.partition, response, version >= 16 ? leaders : undefined);
        return response;
      }
      partitions.push({ topic: name, partition: wanted.partition });
      // KIP-74: the first batch of the response is returned even past maxBytes; later ones only if they fit.
      const batches = bytes > 0 && remaining <= 0 ? [] : result.batches;
      const records = batches.length === 0 ? EMPTY_RECORDS : Buffer.concat(batches);
      bytes += records.length;
      return createFetchResponsePartitionData({
        partitionIndex: wanted.partition,
        errorCode: ErrorCode.NONE,
        highWatermark: result.highWatermark,
        lastStableOffset: result.lastStableOffset,
        logStartOffset: result.logStartOffset,
        abortedTransactions:
          isolationLevel === IsolationLevel.READ_COMMITTED
            ? (batches.length === 0 ? [] : result.abortedTransactions).map((aborted) =>
                createFetchResponseAbortedTransaction({ producerId: aborted.producerId, firstOffset: aborted.firstOffset }),
              )
            : null,
        records,
      });
    });
    return createFetchResponseFetchableTopicResponse({ topic: version <= 12 ? topic.topic : '', topicId: topic.topicId, partitions: partitionData });
  });
  const nodeEndpoints: FetchResponseNodeEndpoint[] = [];
  for (const leaderId of leaders) {
    const broker = cluster.state.broker(leaderId);
    if (broker !== undefined) nodeEndpoints.push(createFetchResponseNodeEndpoint({ nodeId: broker.nodeId, host: broker.host, port: broker.port, rack: broker.rack }));
  }
  return { response: createFetchResponse({ responses, nodeEndpoints }), bytes, partitions };
}

function addCurrentLeader(cluster: InMemoryCluster, topic: string, index: number, response: FetchResponsePartitionData, leaders: Set<number> | undefined): void {
  const partition = cluster.state.partition(topic, index);
  if (partition === undefined || response.errorCode !== ErrorCode.NOT_LEADER_OR_FOLLOWER) return;
  response.currentLeader = createFetchResponseLeaderIdAndEpoch({ leaderId: partition.leaderId, leaderEpoch: partition.leaderEpoch });
  leaders?.add(partition.leaderId);
}
