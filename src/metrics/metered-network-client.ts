/**
 * A {@link NetworkClient} decorator that feeds {@link ProducerMetricsRecorder} from the requests the producer
 * sends: latency, in-flight counts and totals per broker; for Produce, the records, batch sizes, retries and
 * errors per partition (read from the record batch headers and the response), and the throttle time. Work is
 * per request and per partition of a Produce, never per record.
 */
import { isObjectRecord } from '../errors/argument-checks.js';
import type { ApiKeyName, ApiMessages } from '../protocol/messages/api-keys.generated.js';
import type { ProduceRequest, ProduceResponse } from '../protocol/messages/produce.generated.js';
import type { NetworkClient, RequestTarget, SendOptions, SendResult } from '../network/network-client.js';
import { ForwardingNetworkClient } from '../network/forwarding-network-client.js';
import type { Uuid } from '../protocol/primitives/uuid.js';
import type { ProducerMetricsRecorder } from './producer-metrics.js';

// Record batch v2 header offsets (docs/record-batch.md).
const PRODUCER_EPOCH_OFFSET = 51;
const BASE_SEQUENCE_OFFSET = 53;
const RECORD_COUNT_OFFSET = 57;
const HEADER_SIZE = 61;

/**
 * Counts what goes through `inner` into `metrics`; `topicName` maps a topic id (Produce v13+) to its name.
 * @internal
 */
export class MeteredNetworkClient extends ForwardingNetworkClient {
  private readonly metrics: ProducerMetricsRecorder;
  private readonly topicName: (topicId: Uuid) => string | undefined;

  constructor(inner: NetworkClient, metrics: ProducerMetricsRecorder, topicName: (topicId: Uuid) => string | undefined) {
    super(inner);
    this.metrics = metrics;
    this.topicName = topicName;
  }

  override async send<Name extends ApiKeyName>(
    target: RequestTarget,
    api: Name,
    build: (version: number) => ApiMessages[Name]['request'],
    options?: SendOptions,
  ): Promise<SendResult<ApiMessages[Name]['response']>> {
    const metrics = this.metrics;
    const startedAt = metrics.clock.now();
    if (api === 'FindCoordinator') metrics.coordinatorLookups++;
    let produce: ProduceRequest | undefined;
    const builder = api === 'Produce'
      ? (version: number) => { const request = build(version); produce = request as ProduceRequest; return request; }
      : build;
    const broker = target === 'any' ? undefined : metrics.broker(target);
    metrics.requestsInFlight++;
    if (broker !== undefined) broker.inFlight++;
    let result: SendResult<ApiMessages[Name]['response']>;
    try {
      result = await this.inner.send(target, api, builder, options);
    } catch (error) {
      const nodeId = target === 'any' ? (isObjectRecord(error) ? error.nodeId : undefined) : target;
      this.finish(startedAt, broker, typeof nodeId === 'number' ? nodeId : undefined);
      if (produce !== undefined) this.countProduce(produce, undefined);
      throw error;
    }
    this.finish(startedAt, broker, result.nodeId);
    if (produce !== undefined) this.countProduce(produce, result.response as ProduceResponse | undefined);
    return result;
  }

  private finish(startedAt: number, broker: { inFlight: number } | undefined, nodeId: number | undefined): void {
    const metrics = this.metrics;
    const now = metrics.clock.now();
    const latency = now - startedAt;
    metrics.requestsInFlight--;
    if (broker !== undefined) broker.inFlight--;
    metrics.requestLatency.record(now, latency);
    if (nodeId !== undefined) metrics.broker(nodeId).requests.record(now, latency);
  }

  /** Records, batches and retries of a Produce request; errors and throttle time of its response (undefined: no answer). */
  private countProduce(request: ProduceRequest, response: ProduceResponse | undefined): void {
    const metrics = this.metrics;
    const now = metrics.clock.now();
    let recordsInRequest = 0;
    for (const topicData of request.topicData) {
      const topic = topicData.name !== '' ? topicData.name : this.topicName(topicData.topicId) ?? topicData.topicId;
      for (const partitionData of topicData.partitionData) {
        const records = partitionData.records;
        if (records === null || records.length < HEADER_SIZE) continue;
        const count = records.readInt32BE(RECORD_COUNT_OFFSET);
        const epoch = records.readInt16BE(PRODUCER_EPOCH_OFFSET);
        const sequence = records.readInt32BE(BASE_SEQUENCE_OFFSET);
        const stats = metrics.partition(topic, partitionData.index);
        const retry = sequence >= 0 && epoch === stats.lastEpoch && sequence <= stats.lastSequence;
        if (retry) {
          stats.retries += count;
          metrics.recordRetries.record(now, count, count);
        } else {
          if (sequence >= 0) { stats.lastSequence = sequence; stats.lastEpoch = epoch; }
          stats.sent.record(now, count, count);
          metrics.records.record(now, count, count);
        }
        stats.bytes.record(now, records.length);
        metrics.batchSize.record(now, records.length);
        recordsInRequest += count;
      }
    }
    metrics.recordsPerRequest.record(now, recordsInRequest);
    if (response === undefined) return;
    metrics.throttle.record(now, response.throttleTimeMs);
    for (const topicResponse of response.responses) {
      for (const partitionResponse of topicResponse.partitionResponses) {
        if (partitionResponse.errorCode === 0) continue;
        const topic = topicResponse.name !== '' ? topicResponse.name : this.topicName(topicResponse.topicId) ?? topicResponse.topicId;
        const failed = this.sentCount(request, topic, partitionResponse.index);
        metrics.partition(topic, partitionResponse.index).errors += failed;
        metrics.recordErrors.record(now, failed, failed);
      }
    }
  }

  /** Records the request carried for one partition (looked up only for a partition answered with an error). */
  private sentCount(request: ProduceRequest, topic: string, partition: number): number {
    for (const topicData of request.topicData) {
      const name = topicData.name !== '' ? topicData.name : this.topicName(topicData.topicId) ?? topicData.topicId;
      if (name !== topic) continue;
      for (const partitionData of topicData.partitionData) {
        if (partitionData.index !== partition) continue;
        const records = partitionData.records;
        return records === null || records.length < HEADER_SIZE ? 0 : records.readInt32BE(RECORD_COUNT_OFFSET);
      }
    }
    return 0;
  }
}
