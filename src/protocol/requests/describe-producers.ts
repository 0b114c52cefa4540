/**
 * DescribeProducers (api key 61, KIP-664), version 0: the producer state a partition's leader keeps (id, epoch,
 * last sequence and timestamp, coordinator epoch, the first offset of an open transaction).
 *
 * Errors per partition (DescribeProducersResponse.java): NOT_LEADER_OR_FOLLOWER, UNKNOWN_TOPIC_OR_PARTITION,
 * TOPIC_AUTHORIZATION_FAILED, INVALID_REQUEST; UNKNOWN_SERVER_ERROR.
 */
import { createDescribeProducersRequest, type DescribeProducersRequest, type DescribeProducersResponse } from '../messages/describe-producers.generated.js';
import type { RequestModule } from './request-module.js';

/** One producer's state on a partition. @internal */
export interface ProducerStateRow {
  readonly producerId: bigint;
  readonly producerEpoch: number;
  readonly lastSequence: number;
  readonly lastTimestamp: number;
  /** -1 until a marker was written for this producer on the partition. */
  readonly coordinatorEpoch: number;
  /** First offset of the producer's open transaction on the partition, -1 when none. */
  readonly currentTransactionStartOffset: bigint;
}

/** One partition's answer. @internal */
export interface DescribedPartitionProducers {
  readonly topic: string;
  readonly partition: number;
  readonly errorCode: number;
  readonly errorMessage: string | null;
  readonly producers: readonly ProducerStateRow[];
}

/** The partitions to describe. @internal */
export interface DescribeProducersFields {
  readonly partitions: readonly { readonly topic: string; readonly partition: number }[];
}

function request(fields: DescribeProducersFields): DescribeProducersRequest {
  const byTopic = new Map<string, number[]>();
  for (const { topic, partition } of fields.partitions) byTopic.set(topic, [...(byTopic.get(topic) ?? []), partition]);
  return createDescribeProducersRequest({ topics: [...byTopic].map(([name, partitionIndexes]) => ({ name, partitionIndexes })) });
}

function read(response: DescribeProducersResponse): readonly DescribedPartitionProducers[] {
  return response.topics.flatMap((topic) => topic.partitions.map((each) => ({
    topic: topic.name,
    partition: each.partitionIndex,
    errorCode: each.errorCode,
    errorMessage: each.errorMessage,
    producers: each.activeProducers.map((producer) => ({
      producerId: producer.producerId,
      producerEpoch: producer.producerEpoch,
      lastSequence: producer.lastSequence,
      lastTimestamp: Number(producer.lastTimestamp),
      coordinatorEpoch: producer.coordinatorEpoch,
      currentTransactionStartOffset: producer.currentTxnStartOffset,
    })),
  })));
}

/** The DescribeProducers wire module. @internal */
export const describeProducers: RequestModule<'DescribeProducers', DescribeProducersFields, readonly DescribedPartitionProducers[]> = { api: 'DescribeProducers', request, read };
