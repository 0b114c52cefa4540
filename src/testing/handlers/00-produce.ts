/**
 * Produce (api key 0).
 *
 * Behaviour: each partition's `records` (one magic-2 batch) goes through `InMemoryCluster.produce`:
 * leadership, CRC, idempotence window, KIP-890 verification (implicit add under TV2 from v12). The records
 * buffer is copied before it is stored, because the log rewrites the base offset in place and the caller
 * (in-process face, or a pooled socket buffer) may reuse its memory. acks=0 requests get no response.
 * NOT_LEADER_OR_FOLLOWER carries the current leader and its endpoint from v10 (KIP-951).
 *
 * Version notes: v13 addresses topics by id (UNKNOWN_TOPIC_ID for an unknown id); v12+ is TV2's implicit
 * partition add when the cluster finalizes transaction.version 2; v8+ carries errorMessage and recordErrors (the
 * records a batch was refused for, e.g. without a key on a compacted topic).
 *
 * Authorization (KafkaApis.handleProduceRequest): transactional records need WRITE on the transactional id, else
 * every partition answers TRANSACTIONAL_ID_AUTHORIZATION_FAILED; each topic needs WRITE, else its partitions answer
 * TOPIC_AUTHORIZATION_FAILED (checked before the topic's existence). Idempotent records need nothing more.
 *
 * Simplifications: acks 1 and -1 are the same (one replica); `timeoutMs` is ignored; logAppendTimeMs is
 * always -1 (CreateTime topics). The records are validated as Kafka's LogValidator validates them, without its
 * timestamp checks (src/testing/batch-validation.ts).
 */
import { ErrorCode } from '../../errors/protocol-error-codes.generated.js';
import {
  createProduceResponse,
  createProduceResponseBatchIndexAndErrorMessage,
  createProduceResponseLeaderIdAndEpoch,
  createProduceResponseNodeEndpoint,
  createProduceResponsePartitionProduceResponse,
  createProduceResponseTopicProduceResponse,
  type ProduceResponseNodeEndpoint,
  type ProduceResponsePartitionProduceResponse,
} from '../../protocol/messages/produce.generated.js';
import { defineHandler } from '../broker/api-handler.js';
import { resolveTopicName } from './topic-lookup.js';
import { isTransactional, RecordBatchField } from '../../protocol/record-batch/record-batch-header.js';
import { AclOperation, ResourceType } from '../acl/acl-binding.js';
import { writeOnTransactionalId } from '../acl/authorization-checks.js';
import { recordErrorsOf } from '../produce-append.js';

/**
 * The Produce handler.
 * @internal
 */
export const produceHandler = defineHandler('Produce', { min: 3, max: 13 }, {
  respondsTo: (request) => request.acks !== 0,
  authorize(request, { authorization }) {
    if (!request.topicData.some((topic) => topic.partitionData.some((data) => hasTransactionalRecords(data.records)))) return ErrorCode.NONE;
    return request.transactionalId === null ? ErrorCode.TRANSACTIONAL_ID_AUTHORIZATION_FAILED : writeOnTransactionalId(authorization, request.transactionalId);
  },
  handle(request, { cluster, brokerId, version, authorization }) {
    const leaders = new Set<number>();
    const responses = request.topicData.map((topic) => {
      const name = resolveTopicName(cluster, topic.name, topic.topicId, version >= 13);
      const writable = name !== undefined && authorization.allows(AclOperation.WRITE, ResourceType.TOPIC, name);
      const partitionResponses = topic.partitionData.map((data): ProduceResponsePartitionProduceResponse => {
        if (name === undefined) return createProduceResponsePartitionProduceResponse({ index: data.index, errorCode: ErrorCode.UNKNOWN_TOPIC_ID, baseOffset: -1n });
        if (!writable) return createProduceResponsePartitionProduceResponse({ index: data.index, errorCode: ErrorCode.TOPIC_AUTHORIZATION_FAILED, baseOffset: -1n });
        if (data.records === null) {
          return createProduceResponsePartitionProduceResponse({ index: data.index, errorCode: ErrorCode.INVALID_RECORD, baseOffset: -1n });
        }
        const result = cluster.produce({
          transactionalId: request.transactionalId,
          topic: name,
          partition: data.index,
          records: Buffer.from(data.records),
          brokerId,
          version,
        });
        const response = createProduceResponsePartitionProduceResponse({
          index: data.index,
          errorCode: result.errorCode,
          baseOffset: result.baseOffset,
          logAppendTimeMs: -1n,
          logStartOffset: version >= 5 ? result.logStartOffset : -1n,
          errorMessage: version >= 8 ? result.errorMessage : null,
          recordErrors: version >= 8 ? recordErrorsOf(result).map((each) => createProduceResponseBatchIndexAndErrorMessage({ batchIndex: each.batchIndex, batchIndexErrorMessage: each.message })) : [],
        });
        const partition = cluster.state.partition(name, data.index);
        if (version >= 10 && result.errorCode === ErrorCode.NOT_LEADER_OR_FOLLOWER && partition !== undefined) {
          response.currentLeader = createProduceResponseLeaderIdAndEpoch({ leaderId: partition.leaderId, leaderEpoch: partition.leaderEpoch });
          leaders.add(partition.leaderId);
        }
        return response;
      });
      return createProduceResponseTopicProduceResponse({ name: version <= 12 ? topic.name : '', topicId: topic.topicId, partitionResponses });
    });
    const nodeEndpoints: ProduceResponseNodeEndpoint[] = [];
    for (const leaderId of leaders) {
      const broker = cluster.state.broker(leaderId);
      if (broker !== undefined) nodeEndpoints.push(createProduceResponseNodeEndpoint({ nodeId: broker.nodeId, host: broker.host, port: broker.port, rack: broker.rack }));
    }
    return createProduceResponse({ responses, nodeEndpoints });
  },
  errorResponse(request, errorCode, { version }) {
    return createProduceResponse({
      responses: request.topicData.map((topic) =>
        createProduceResponseTopicProduceResponse({
          name: version <= 12 ? topic.name : '',
          topicId: topic.topicId,
          partitionResponses: topic.partitionData.map((data) => createProduceResponsePartitionProduceResponse({ index: data.index, errorCode, baseOffset: -1n })),
        }),
      ),
    });
  },
});

/** Kafka's `RequestUtils.hasTransactionalRecords`: the (first) batch has the transactional bit. */
function hasTransactionalRecords(records: Uint8Array | null): boolean {
  if (records === null || records.length < RecordBatchField.attributes + 2) return false;
  return isTransactional(new DataView(records.buffer, records.byteOffset, records.byteLength).getInt16(RecordBatchField.attributes));
}
