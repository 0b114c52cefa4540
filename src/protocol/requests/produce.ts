/**
 * Produce (api key 0): record batches for partition leaders. v3 is the first with record batches (magic 2) and the
 * transactional id; v10 adds the current leader of a partition answered NOT_LEADER_OR_FOLLOWER or
 * FENCED_LEADER_EPOCH and the leaders' endpoints (KIP-951); v12 tells the broker the client speaks transaction
 * version 2 (the broker adds the partition to the transaction itself, KIP-890); v13 names topics by id only
 * (KIP-516).
 *
 * The version cap (`maxVersion`): a transactional producer under transaction version 1 stays at v11, as Java's
 * `ProduceRequest.LAST_STABLE_VERSION_BEFORE_TRANSACTION_V2`; a request with a topic whose id Metadata did not give
 * stays at v12, the last version that carries names. `read` names every answered topic, whatever the version.
 *
 * The request is built from the batches themselves (`encode()` is called once per batch, when the request is
 * built): this module adds no object per record, only the topic and partition entries of the request.
 *
 * Errors (ProduceResponse.java): CORRUPT_MESSAGE, UNKNOWN_TOPIC_OR_PARTITION, NOT_LEADER_OR_FOLLOWER,
 * INVALID_TOPIC_EXCEPTION, RECORD_LIST_TOO_LARGE, NOT_ENOUGH_REPLICAS, NOT_ENOUGH_REPLICAS_AFTER_APPEND,
 * INVALID_REQUIRED_ACKS, TOPIC_AUTHORIZATION_FAILED, UNSUPPORTED_FOR_MESSAGE_FORMAT, INVALID_PRODUCER_EPOCH,
 * CLUSTER_AUTHORIZATION_FAILED, TRANSACTIONAL_ID_AUTHORIZATION_FAILED, INVALID_RECORD, plus (as the broker's
 * `ReplicaManager` answers) REQUEST_TIMED_OUT, MESSAGE_TOO_LARGE, KAFKA_STORAGE_ERROR, FENCED_LEADER_EPOCH,
 * OUT_OF_ORDER_SEQUENCE_NUMBER, DUPLICATE_SEQUENCE_NUMBER, UNKNOWN_PRODUCER_ID, INVALID_TXN_STATE,
 * PRODUCER_FENCED, INVALID_TIMESTAMP, UNKNOWN_TOPIC_ID (v13+), TRANSACTION_ABORTABLE (v12+).
 */
import type { ProduceRequest, ProduceResponse, ProduceResponsePartitionProduceResponse } from '../messages/produce.generated.js';
import { ZERO_UUID, type Uuid } from '../primitives/uuid.js';
import { unsupported, type RequestModule } from './request-module.js';

/** A batch as the request needs it: where it goes and its encoded bytes. @internal */
export interface ProduceBatchSource {
  readonly topic: string;
  readonly partition: number;
  /** The batch's bytes (magic 2), encoded once. */
  encode(): Buffer;
}

/** A Produce request's content. @internal */
export interface ProduceFields {
  readonly transactionalId: string | null;
  readonly acks: number;
  readonly timeoutMs: number;
  readonly batches: readonly ProduceBatchSource[];
  /** The topic's id from Metadata; {@link ZERO_UUID} when it gave none. */
  readonly topicId: (topic: string) => Uuid;
  /** The producer is transactional under transaction version 1 (Produce stays below v12). */
  readonly transactionsV1: boolean;
}

/** One partition's answer, its topic named. @internal */
export interface ProducePartitionAnswer {
  readonly topic: string;
  /** The generated partition answer (`errorMessage` null and `currentLeader` -1 where the version had none). */
  readonly answer: ProduceResponsePartitionProduceResponse;
}

/** The broker's answer. @internal */
export interface ProduceAnswer {
  readonly partitions: readonly ProducePartitionAnswer[];
  /** The addresses of the leaders named in `currentLeader` (v10+; empty before). */
  readonly nodeEndpoints: ProduceResponse['nodeEndpoints'];
}

/** The first version that tells the broker the client speaks transaction version 2 (KIP-890). */
const TRANSACTIONS_V2_FROM = 12;
/** The first version that names topics by id only (KIP-516). */
const TOPIC_IDS_FROM = 13;

/**
 * Whether a broker whose highest Produce version is `maxVersion` can take transaction version 2 (KIP-890), as
 * Java's `TransactionManager.isTransactionV2Enabled` requires.
 * @internal
 */
export function produceSupportsTransactionsV2(maxVersion: number): boolean {
  return maxVersion >= TRANSACTIONS_V2_FROM;
}

function request(fields: ProduceFields, version: number): ProduceRequest {
  const byId = version >= TOPIC_IDS_FROM;
  const topics = new Map<string, ProduceRequest['topicData'][number]>();
  for (const batch of fields.batches) {
    let topic = topics.get(batch.topic);
    if (topic === undefined) {
      const topicId = fields.topicId(batch.topic);
      if (byId && topicId === ZERO_UUID) throw unsupported('Produce', `to ${batch.topic} without a topic id`, version);
      topic = { name: batch.topic, topicId, partitionData: [] };
      topics.set(batch.topic, topic);
    }
    topic.partitionData.push({ index: batch.partition, records: batch.encode() });
  }
  return { transactionalId: fields.transactionalId, acks: fields.acks, timeoutMs: fields.timeoutMs, topicData: [...topics.values()] };
}

function read(response: ProduceResponse, version: number, fields: ProduceFields): ProduceAnswer {
  const partitions: ProducePartitionAnswer[] = [];
  for (const topic of response.responses) {
    const name = version >= TOPIC_IDS_FROM ? topicNamed(topic.topicId, fields) : topic.name;
    if (name === undefined) continue; // an id the request did not carry: nothing of ours
    for (const answer of topic.partitionResponses) partitions.push({ topic: name, answer });
  }
  return { partitions, nodeEndpoints: response.nodeEndpoints };
}

/** The request's topic with id `topicId` (a request holds a few topics: a scan allocates nothing). */
function topicNamed(topicId: Uuid, fields: ProduceFields): string | undefined {
  for (const batch of fields.batches) if (fields.topicId(batch.topic) === topicId) return batch.topic;
  return undefined;
}

function maxVersion(fields: ProduceFields): number | undefined {
  if (fields.transactionsV1) return TRANSACTIONS_V2_FROM - 1;
  return fields.batches.every((batch) => fields.topicId(batch.topic) !== ZERO_UUID) ? undefined : TOPIC_IDS_FROM - 1;
}

/** The Produce wire module. @internal */
export const produce: RequestModule<'Produce', ProduceFields, ProduceAnswer> = { api: 'Produce', request, read, maxVersion };
