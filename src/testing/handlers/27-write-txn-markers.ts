/**
 * WriteTxnMarkers (api key 27): a COMMIT or ABORT marker per producer on each named partition, as a
 * partition leader writes it for a transaction coordinator, or for an admin aborting a hanging transaction
 * (KIP-664, Java's `Admin.abortTransaction`).
 *
 * Behaviour: per partition, NOT_LEADER_OR_FOLLOWER when the receiving broker does not lead it,
 * UNKNOWN_TOPIC_OR_PARTITION for an unknown one, INVALID_PRODUCER_EPOCH for an epoch below the producer's (at or
 * below it for a TV2 marker), TRANSACTION_COORDINATOR_FENCED for a coordinator epoch below that of the producer's
 * last marker; otherwise the marker is appended and the partition's last stable offset moves past the producer's
 * open transaction.
 *
 * Version notes: v2 adds the marker's transaction version (KIP-1228); below it, and at 0 or 1, markers are checked
 * as TV1 markers.
 *
 * Simplifications: no CLUSTER_ACTION authorization (the cluster has no ACLs); group offsets of the transaction are
 * not completed by this API (only the coordinator's own markers do that).
 */
import {
  createWriteTxnMarkersResponse,
  createWriteTxnMarkersResponseWritableTxnMarkerPartitionResult,
  createWriteTxnMarkersResponseWritableTxnMarkerResult,
  createWriteTxnMarkersResponseWritableTxnMarkerTopicResult,
  type WriteTxnMarkersRequest,
  type WriteTxnMarkersRequestWritableTxnMarker,
  type WriteTxnMarkersResponse,
} from '../../protocol/messages/write-txn-markers.generated.js';
import { defineHandler } from '../broker/api-handler.js';

/**
 * The WriteTxnMarkers handler.
 * @internal
 */
export const writeTxnMarkersHandler = defineHandler('WriteTxnMarkers', { min: 1, max: 2 }, {
  handle(request, { cluster, brokerId }) {
    return markersResponse(request, (marker, topic, partition) => cluster.writeTxnMarker({
      topic,
      partition,
      brokerId,
      producerId: marker.producerId,
      producerEpoch: marker.producerEpoch,
      commit: marker.transactionResult,
      coordinatorEpoch: marker.coordinatorEpoch,
      transactionVersion: marker.transactionVersion >= 2 ? 2 : 1,
    }));
  },
  errorResponse(request, errorCode) {
    return markersResponse(request, () => errorCode);
  },
});

/** The response: for each marker, each of its partitions answered with `codeOf`, in request order. */
function markersResponse(request: WriteTxnMarkersRequest, codeOf: (marker: WriteTxnMarkersRequestWritableTxnMarker, topic: string, partition: number) => number): WriteTxnMarkersResponse {
  return createWriteTxnMarkersResponse({
    markers: request.markers.map((marker) => createWriteTxnMarkersResponseWritableTxnMarkerResult({
      producerId: marker.producerId,
      topics: marker.topics.map((topic) => createWriteTxnMarkersResponseWritableTxnMarkerTopicResult({
        name: topic.name,
        partitions: topic.partitionIndexes.map((partitionIndex) => createWriteTxnMarkersResponseWritableTxnMarkerPartitionResult({ partitionIndex, errorCode: codeOf(marker, topic.name, partitionIndex) })),
      })),
    })),
  });
}
