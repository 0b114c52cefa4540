/**
 * Fetch (api key 1), consumer fetches only.
 *
 * Behaviour: each partition reads whole stored batches from `fetchOffset` up to the high watermark
 * (read_uncommitted) or the last stable offset (read_committed), honouring `partitionMaxBytes` and the
 * request's `maxBytes` with KIP-74's "at least one batch" rule; batches are returned as one concatenated
 * records buffer. read_committed answers also list the aborted transactions overlapping the returned range
 * (KIP-98), so consumers drop aborted records. When nothing at all can be returned and `maxWaitMs > 0`,
 * the fetch parks until an append (data or marker) reaches one of its partitions or `maxWaitMs` elapses on
 * the cluster clock, then reads again (Kafka's DelayedFetch).
 *
 * Fetch sessions (KIP-227, v7+; fetch-session-cache.ts holds them): epoch 0 opens a session and the full answer
 * carries its id; an incremental Fetch updates the session's partitions (added or changed ones, `forgottenTopicsData`
 * removed) and reads every partition of the session, but answers only those with records, an error, a preferred
 * read replica, or a high watermark or log start offset different from the last answer (Kafka's
 * `IncrementalFetchContext`); epoch -1 closes the session.
 *
 * Reading from followers (KIP-392, v11+): a replica that is not the leader serves a consumer's Fetch (every replica
 * here holds the leader's log). With `replicaSelector: 'rack-aware'` (Kafka's `RackAwareReplicaSelector`) the
 * leader answers a Fetch carrying a `rackId` with `preferredReadReplica` when a live replica other than itself is
 * in that rack and the leader is not (empty records for that partition).
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
 * Simplifications: follower fetches (replicaId/replicaState) are served as consumer fetches; lastFetchedEpoch is
 * not checked (no diverging epoch: consumers do not send it, only followers do); any append wakes a parked fetch
 * rather than waiting for `minBytes`.
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
  type FetchRequestFetchPartition,
  type FetchResponse,
  type FetchResponseFetchableTopicResponse,
  type FetchResponseNodeEndpoint,
  type FetchResponsePartitionData,
} from '../../protocol/messages/fetch.generated.js';
import type { InMemoryCluster } from '../in-memory-cluster.js';
import { defineHandler, type HandlerContext } from '../broker/api-handler.js';
import { IsolationLevel } from '../isolation-level.js';
import type { TopicPartition } from '../../common/topic-partition.js';
import { resolveTopicName } from './topic-lookup.js';
import { AclOperation, ResourceType } from '../acl/acl-binding.js';
import type { Uuid } from '../../protocol/primitives/uuid.js';
import { sessionPartitionKey, type FetchSessionState, type FetchSessionPartition } from '../fetch-session-cache.js';
import { preferredReadReplica } from '../replica-selector.js';

const EMPTY_RECORDS = Buffer.alloc(0);

/**
 * The Fetch handler.
 * @internal
 */
export const fetchHandler = defineHandler('Fetch', { min: 4, max: 18 }, {
  async handle(request, context) {
    const { cluster, brokerId, version } = context;
    const usesTopicIds = version >= 13;
    const now = cluster.clock.now();
    const sessions = version >= 7;
    let session: FetchSessionState | undefined;
    let wanted: FetchSessionPartition[];
    if (sessions && request.sessionEpoch > 0) {
      const found = cluster.fetchSessions.lookup(brokerId, request.sessionId, request.sessionEpoch, usesTopicIds, now);
      if (typeof found === 'number') return createFetchResponse({ errorCode: found, sessionId: 0, responses: [] });
      session = found;
      wanted = updateSession(found, request, context);
    } else {
      if (sessions && request.sessionId !== 0) cluster.fetchSessions.remove(brokerId, request.sessionId);
      wanted = requested(request, context);
    }
    let read = readOnce(wanted, request, context);
    if (read.bytes === 0 && request.maxWaitMs > 0 && read.partitions.length > 0) {
      await cluster.appends.waitForAppend(read.partitions, cluster.clock, request.maxWaitMs);
      read = readOnce(wanted, request, context);
    }
    const entries = session === undefined ? read.entries : read.entries.filter(mustRespond);
    for (const { wanted: each, data } of read.entries) {
      each.highWatermark = data.highWatermark;
      each.logStartOffset = data.logStartOffset;
    }
    const opens = sessions && request.sessionEpoch === 0;
    const sessionId = opens ? cluster.fetchSessions.create(brokerId, usesTopicIds, wanted, now) : (session?.id ?? 0);
    return respond(entries, sessionId, read.leaders, context);
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

interface ReadEntry {
  readonly wanted: FetchSessionPartition;
  readonly data: FetchResponsePartitionData;
}

interface FetchRead {
  readonly entries: ReadEntry[];
  readonly bytes: number;
  /** The readable partitions, to wait on. */
  readonly partitions: TopicPartition[];
  /** Leaders named in NOT_LEADER_OR_FOLLOWER answers (v16+ lists their endpoints). */
  readonly leaders: Set<number>;
}

/** The partitions a full Fetch (or one outside a session) names. */
function requested(request: FetchRequest, { cluster, version }: HandlerContext): FetchSessionPartition[] {
  const out: FetchSessionPartition[] = [];
  for (const topic of request.topics) {
    const name = resolveTopicName(cluster, topic.topic, topic.topicId, version >= 13);
    for (const wanted of topic.partitions) out.push(sessionPartition(name, topic.topicId, wanted));
  }
  return out;
}

function sessionPartition(topic: string | undefined, topicId: Uuid, wanted: FetchRequestFetchPartition): FetchSessionPartition {
  return {
    topic, topicId, partition: wanted.partition, fetchOffset: wanted.fetchOffset, partitionMaxBytes: wanted.partitionMaxBytes,
    currentLeaderEpoch: wanted.currentLeaderEpoch, highWatermark: -1n, logStartOffset: -1n,
  };
}

/** Applies an incremental Fetch to its session (added or changed partitions, then forgotten ones); returns them all. */
function updateSession(session: FetchSessionState, request: FetchRequest, { cluster, version }: HandlerContext): FetchSessionPartition[] {
  const byId = version >= 13;
  for (const topic of request.topics) {
    const name = resolveTopicName(cluster, topic.topic, topic.topicId, byId);
    for (const wanted of topic.partitions) {
      const key = sessionPartitionKey(session.usesTopicIds, topic.topic, topic.topicId, wanted.partition);
      const cached = session.partitions.get(key);
      if (cached === undefined) {
        session.partitions.set(key, sessionPartition(name, topic.topicId, wanted));
        continue;
      }
      cached.fetchOffset = wanted.fetchOffset;
      cached.partitionMaxBytes = wanted.partitionMaxBytes;
      cached.currentLeaderEpoch = wanted.currentLeaderEpoch;
    }
  }
  for (const topic of request.forgottenTopicsData) {
    for (const partition of topic.partitions) session.partitions.delete(sessionPartitionKey(session.usesTopicIds, topic.topic, topic.topicId, partition));
  }
  return [...session.partitions.values()];
}

/** Whether an incremental answer carries the partition (Kafka's `CachedPartition.maybeUpdateResponseData`). */
function mustRespond({ wanted, data }: ReadEntry): boolean {
  return data.errorCode !== ErrorCode.NONE || (data.records?.length ?? 0) > 0 || data.preferredReadReplica >= 0
    || data.highWatermark !== wanted.highWatermark || data.logStartOffset !== wanted.logStartOffset;
}

function readOnce(wanted: readonly FetchSessionPartition[], request: FetchRequest, context: HandlerContext): FetchRead {
  const { cluster, brokerId, version, authorization } = context;
  const isolationLevel = request.isolationLevel === 1 ? IsolationLevel.READ_COMMITTED : IsolationLevel.READ_UNCOMMITTED;
  let bytes = 0;
  const partitions: TopicPartition[] = [];
  const leaders = new Set<number>();
  const entries = wanted.map((each): ReadEntry => {
    const name = each.topic;
    const index = each.partition;
    if (name === undefined) return { wanted: each, data: createFetchResponsePartitionData({ partitionIndex: index, errorCode: ErrorCode.UNKNOWN_TOPIC_ID, records: EMPTY_RECORDS }) };
    if (!authorization.allows(AclOperation.READ, ResourceType.TOPIC, name)) {
      return { wanted: each, data: createFetchResponsePartitionData({ partitionIndex: index, errorCode: ErrorCode.TOPIC_AUTHORIZATION_FAILED, records: EMPTY_RECORDS }) };
    }
    const remaining = request.maxBytes - bytes;
    const result = cluster.fetch({
      topic: name,
      partition: index,
      fetchOffset: each.fetchOffset,
      maxBytes: Math.min(each.partitionMaxBytes, remaining),
      isolationLevel,
      brokerId,
      currentLeaderEpoch: version >= 9 ? each.currentLeaderEpoch : -1,
      // KIP-392: from v11 a consumer may read from any replica.
      fromFollower: version >= 11,
    });
    if (result.errorCode !== ErrorCode.NONE) {
      const data = createFetchResponsePartitionData({
        partitionIndex: index,
        errorCode: result.errorCode,
        highWatermark: result.highWatermark,
        lastStableOffset: result.lastStableOffset,
        logStartOffset: result.logStartOffset,
        records: EMPTY_RECORDS,
      });
      if (version >= 12) addCurrentLeader(cluster, name, index, data, version >= 16 ? leaders : undefined);
      return { wanted: each, data };
    }
    const preferred = version >= 11 ? preferredReadReplica(cluster.state, cluster.replicaSelector, name, index, brokerId, request.rackId) : -1;
    if (preferred >= 0) {
      return { wanted: each, data: createFetchResponsePartitionData({
        partitionIndex: index, highWatermark: result.highWatermark, lastStableOffset: result.lastStableOffset, logStartOffset: result.logStartOffset,
        preferredReadReplica: preferred, records: EMPTY_RECORDS,
      }) };
    }
    partitions.push({ topic: name, partition: index });
    // KIP-74: the first batch of the response is returned even past maxBytes; later ones only if they fit.
    const batches = bytes > 0 && remaining <= 0 ? [] : result.batches;
    const records = batches.length === 0 ? EMPTY_RECORDS : Buffer.concat(batches);
    bytes += records.length;
    return { wanted: each, data: createFetchResponsePartitionData({
      partitionIndex: index,
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
    }) };
  });
  return { entries, bytes, partitions, leaders };
}

/** The answer: entries grouped by topic in their order, and the endpoints of the leaders named. */
function respond(entries: readonly ReadEntry[], sessionId: number, leaders: ReadonlySet<number>, { cluster, version }: HandlerContext): FetchResponse {
  const responses: FetchResponseFetchableTopicResponse[] = [];
  let current: { readonly key: FetchSessionPartition; readonly topic: FetchResponseFetchableTopicResponse } | undefined;
  for (const { wanted, data } of entries) {
    if (current === undefined || current.key.topic !== wanted.topic || current.key.topicId !== wanted.topicId) {
      current = { key: wanted, topic: createFetchResponseFetchableTopicResponse({ topic: version <= 12 ? (wanted.topic ?? '') : '', topicId: wanted.topicId, partitions: [] }) };
      responses.push(current.topic);
    }
    current.topic.partitions.push(data);
  }
  const nodeEndpoints: FetchResponseNodeEndpoint[] = [];
  for (const leaderId of leaders) {
    const broker = cluster.state.broker(leaderId);
    if (broker !== undefined) nodeEndpoints.push(createFetchResponseNodeEndpoint({ nodeId: broker.nodeId, host: broker.host, port: broker.port, rack: broker.rack }));
  }
  return createFetchResponse({ sessionId, responses, nodeEndpoints });
}

function addCurrentLeader(cluster: InMemoryCluster, topic: string, index: number, response: FetchResponsePartitionData, leaders: Set<number> | undefined): void {
  const partition = cluster.state.partition(topic, index);
  if (partition === undefined || response.errorCode !== ErrorCode.NOT_LEADER_OR_FOLLOWER) return;
  response.currentLeader = createFetchResponseLeaderIdAndEpoch({ leaderId: partition.leaderId, leaderEpoch: partition.leaderEpoch });
  leaders?.add(partition.leaderId);
}
