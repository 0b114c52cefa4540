/**
 * WriteTxnMarkers (api key 27), as an admin sends it to a partition's leader to abort a hanging transaction
 * (KIP-664; Java's `AbortTransactionHandler`): one ABORT marker for one producer on the named partitions. The
 * request carries no transaction version (v2's field stays at its default), so the leader checks the marker as
 * a TV0/TV1 marker: its epoch must be at least the producer's current one there.
 *
 * Errors per partition (WriteTxnMarkersResponse.java): CORRUPT_MESSAGE, INVALID_PRODUCER_EPOCH,
 * UNKNOWN_TOPIC_OR_PARTITION, NOT_LEADER_OR_FOLLOWER, MESSAGE_TOO_LARGE, RECORD_LIST_TOO_LARGE, NOT_ENOUGH_REPLICAS,
 * NOT_ENOUGH_REPLICAS_AFTER_APPEND, INVALID_REQUIRED_ACKS, TRANSACTION_COORDINATOR_FENCED, REQUEST_TIMED_OUT,
 * CLUSTER_AUTHORIZATION_FAILED.
 */
import { createWriteTxnMarkersRequest, type WriteTxnMarkersRequest, type WriteTxnMarkersResponse } from '../messages/write-txn-markers.generated.js';
import type { RequestModule } from './request-module.js';

/** One marker to write. @internal */
export interface WriteTxnMarkerFields {
  readonly producerId: bigint;
  readonly producerEpoch: number;
  readonly coordinatorEpoch: number;
  /** True for COMMIT, false for ABORT. */
  readonly commit: boolean;
  readonly partitions: readonly { readonly topic: string; readonly partition: number }[];
}

/** One partition's outcome. @internal */
export interface WrittenMarker {
  readonly producerId: bigint;
  readonly topic: string;
  readonly partition: number;
  readonly errorCode: number;
}

function request(fields: WriteTxnMarkerFields): WriteTxnMarkersRequest {
  const byTopic = new Map<string, number[]>();
  for (const { topic, partition } of fields.partitions) byTopic.set(topic, [...(byTopic.get(topic) ?? []), partition]);
  return createWriteTxnMarkersRequest({
    markers: [{
      producerId: fields.producerId,
      producerEpoch: fields.producerEpoch,
      transactionResult: fields.commit,
      coordinatorEpoch: fields.coordinatorEpoch,
      transactionVersion: 0,
      topics: [...byTopic].map(([name, partitionIndexes]) => ({ name, partitionIndexes })),
    }],
  });
}

function read(response: WriteTxnMarkersResponse): readonly WrittenMarker[] {
  return response.markers.flatMap((marker) => marker.topics.flatMap((topic) => topic.partitions.map((each) => ({
    producerId: marker.producerId, topic: topic.name, partition: each.partitionIndex, errorCode: each.errorCode,
  }))));
}

/** The WriteTxnMarkers wire module. @internal */
export const writeTxnMarkers: RequestModule<'WriteTxnMarkers', WriteTxnMarkerFields, readonly WrittenMarker[]> = { api: 'WriteTxnMarkers', request, read };
