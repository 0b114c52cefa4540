/**
 * Appending one COMMIT/ABORT marker to one partition of the in-memory cluster, as a leader does for a
 * WriteTxnMarkers entry (Kafka's `ReplicaManager.appendRecords` from the coordinator, `ProducerAppendInfo
 * .appendEndTxnMarker`): the producer's epoch and the coordinator epoch are checked first, then the control batch
 * is appended, the producer's state moves to the marker's epoch, and read_committed fetches waiting on the
 * partition wake up (the marker moves the last stable offset). The transaction coordinator's markers and the
 * WriteTxnMarkers API (an admin aborting a hanging transaction) both come through here.
 */
import { ErrorCode } from '../errors/protocol-error-codes.generated.js';
import { encodeEndTxnMarkerBatch } from '../protocol/record-batch/control-record.js';
import type { AppendNotifier } from './broker/append-notifier.js';
import type { ClusterState, PartitionState } from './cluster-state.js';
import type { GroupCoordinator } from './group-coordinator.js';
import type { TopicPartition } from '../common/topic-partition.js';
import type { TransactionVersion } from './transaction-metadata.js';

/**
 * One marker for one producer.
 * @public
 */
export interface TxnMarker {
  /** The producer whose transaction the marker ends. */
  readonly producerId: bigint;
  /** The producer epoch the marker is written with; one older than the partition knows is refused (INVALID_PRODUCER_EPOCH). */
  readonly producerEpoch: number;
  /** True for a COMMIT marker, false for ABORT. */
  readonly commit: boolean;
  /** The coordinator's epoch; a marker from an older coordinator is refused (TRANSACTION_COORDINATOR_FENCED). */
  readonly coordinatorEpoch: number;
  /** The transaction version (KIP-890) the transaction ran under; it decides the producer-epoch check. */
  readonly transactionVersion: TransactionVersion;
}

/**
 * Appends `marker` to `partition` at `timestamp`, or answers why not (INVALID_PRODUCER_EPOCH,
 * TRANSACTION_COORDINATOR_FENCED) without appending.
 * @internal
 */
export function appendTxnMarker(partition: PartitionState, marker: TxnMarker, timestamp: number, appends: AppendNotifier): number {
  const check = partition.producers.checkMarker(marker.producerId, marker.producerEpoch, marker.transactionVersion, marker.coordinatorEpoch);
  if (check !== ErrorCode.NONE) return check;
  const batch = encodeEndTxnMarkerBatch({ producerId: marker.producerId, producerEpoch: marker.producerEpoch, commit: marker.commit, coordinatorEpoch: marker.coordinatorEpoch, timestamp });
  partition.log.append(batch, { lastOffsetDelta: 0, producerId: marker.producerId, transactional: true, control: { commit: marker.commit }, maxTimestamp: timestamp });
  partition.producers.onMarkerAppended(marker.producerId, marker.producerEpoch, marker.coordinatorEpoch, timestamp);
  appends.notify(partition.topic, partition.partition);
  return ErrorCode.NONE;
}

/**
 * What the coordinator asks the cluster to write when a transaction completes (WriteTxnMarkers): the marker, on
 * every partition of the transaction.
 * @internal
 */
export interface TransactionMarkerRequest extends TxnMarker {
  readonly transactionalId: string;
  readonly partitions: readonly TopicPartition[];
  /** Groups whose pending transactional offsets become visible (commit) or are dropped (abort). */
  readonly groups: readonly string[];
}

/**
 * WriteTxnMarkers from the transaction coordinator: a COMMIT/ABORT control batch on every partition of the
 * transaction, then the groups' pending offsets made visible or dropped. A partition deleted since it was added,
 * or one that refuses the marker, is skipped rather than retried (a simplification versus Kafka).
 * @internal
 */
export function writeTxnMarkers(request: TransactionMarkerRequest, cluster: { readonly state: ClusterState; readonly groups: GroupCoordinator; readonly appends: AppendNotifier; readonly timestamp: number }): void {
  for (const { topic, partition: index } of request.partitions) {
    const partition = cluster.state.partition(topic, index);
    if (partition !== undefined) appendTxnMarker(partition, request, cluster.timestamp, cluster.appends);
  }
  for (const groupId of request.groups) cluster.groups.completeTransaction(groupId, request.producerId, request.commit);
}
