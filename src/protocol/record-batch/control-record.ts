/**
 * Transaction markers: the COMMIT/ABORT control records a transaction coordinator has each
 * partition leader append when a transaction ends (KIP-98; Kafka `EndTransactionMarker`,
 * `ControlRecordType`, `MemoryRecords.withEndTransactionMarker`).
 *
 * A marker is a batch with the control and transactional attribute bits, the producer's id and
 * epoch, no base sequence, and exactly one record whose
 * - key is `ControlRecordTypeSchema` prefixed by its version: int16 version (0) + int16 type, and
 * - value is `EndTxnMarker` prefixed by its version: int16 version (0) + int32 coordinatorEpoch.
 *
 * Hand-written rather than generated: the two schemas are one field each, and these bytes sit in
 * record keys/values rather than in a request, so the message codecs' framing does not apply.
 */
import { CorruptInputError } from '../../errors/codec-errors.js';
import { CompressionType } from './compression/compression-type.js';
import type { DecodedRecord } from './record.js';
import { encodeRecordBatch } from './record-batch-builder.js';

/**
 * Control record types (Kafka `ControlRecordType`). Only ABORT and COMMIT are transaction markers;
 * the others are KRaft metadata-log records a client may still see and should skip.
 * @public
 */
export const ControlRecordType = {
  /** The ABORT marker ending a producer's aborted transaction in a partition. */
  abort: 0,
  /** The COMMIT marker ending a producer's committed transaction in a partition. */
  commit: 1,
  /** KRaft's leader change record (metadata log only). */
  leaderChange: 2,
  /** KRaft's snapshot header record (metadata log only). */
  snapshotHeader: 3,
  /** KRaft's snapshot footer record (metadata log only). */
  snapshotFooter: 4,
} as const;

/**
 * One of the {@link ControlRecordType} values (other values decode as plain numbers).
 * @public
 */
export type ControlRecordType = (typeof ControlRecordType)[keyof typeof ControlRecordType];

/** The control record key and EndTxnMarker value versions this library writes. */
const CURRENT_VERSION = 0;
const KEY_SIZE = 4;
const END_TXN_MARKER_VALUE_SIZE = 6;

/**
 * What a transaction coordinator asks a leader to write (WriteTxnMarkers).
 * @public
 */
export interface EndTxnMarkerOptions {
  /** The producer whose transaction ends. */
  readonly producerId: bigint;
  /** The producer epoch the marker carries. */
  readonly producerEpoch: number;
  /** True for a COMMIT marker, false for ABORT. */
  readonly commit: boolean;
  /** The transaction coordinator's epoch, written in the marker's value. */
  readonly coordinatorEpoch: number;
  /** Epoch milliseconds. */
  readonly timestamp: number | bigint;
  /** Defaults to 0n; the leader assigns the real offset on append. */
  readonly baseOffset?: bigint;
  /** Defaults to -1 (unknown); the leader stamps its own. */
  readonly partitionLeaderEpoch?: number;
}

/**
 * Encodes a one-record COMMIT or ABORT marker batch.
 * @public
 */
export function encodeEndTxnMarkerBatch(options: EndTxnMarkerOptions): Buffer {
  const key = Buffer.allocUnsafe(KEY_SIZE);
  key.writeInt16BE(CURRENT_VERSION, 0);
  key.writeInt16BE(options.commit ? ControlRecordType.commit : ControlRecordType.abort, 2);
  const value = Buffer.allocUnsafe(END_TXN_MARKER_VALUE_SIZE);
  value.writeInt16BE(CURRENT_VERSION, 0);
  value.writeInt32BE(options.coordinatorEpoch, 2);
  return encodeRecordBatch(
    {
      ...(options.baseOffset === undefined ? {} : { baseOffset: options.baseOffset }),
      ...(options.partitionLeaderEpoch === undefined ? {} : { partitionLeaderEpoch: options.partitionLeaderEpoch }),
      producerId: options.producerId,
      producerEpoch: options.producerEpoch,
      baseSequence: -1, // RecordBatch.NO_SEQUENCE: markers are not part of the producer's sequence
      transactional: true,
      control: true,
      compression: CompressionType.none,
    },
    [{ timestamp: options.timestamp, key, value }],
  );
}

/**
 * A decoded control record. `coordinatorEpoch` is present for COMMIT/ABORT markers only.
 * @public
 */
export interface ControlRecord {
  /** The key's schema version (0 today; newer versions are read by their known prefix). */
  version: number;
  /** A {@link ControlRecordType} value, or another number for types this library does not know. */
  type: number;
  /** True for COMMIT/ABORT markers. */
  isTransactionMarker: boolean;
  /** COMMIT (true) or ABORT (false); false when not a transaction marker. */
  commit: boolean;
  /** The EndTxnMarker's coordinator epoch, or undefined when not a transaction marker. */
  coordinatorEpoch: number | undefined;
}

/**
 * Decodes the record of a control batch.
 * @throws CorruptInputError when the key is missing or short, or a marker's value is.
 * @public
 */
export function decodeControlRecord(record: Pick<DecodedRecord, 'key' | 'value'>): ControlRecord {
  const key = record.key;
  if (key === null || key.length < KEY_SIZE) {
    throw new CorruptInputError(`control record key of ${key?.length ?? 'null'} bytes, expected ${KEY_SIZE}`, 0);
  }
  const version = key.readInt16BE(0);
  if (version < 0) throw new CorruptInputError(`control record key version ${version}`, 0);
  const type = key.readInt16BE(2);
  const isTransactionMarker = type === ControlRecordType.abort || type === ControlRecordType.commit;
  if (!isTransactionMarker) return { version, type, isTransactionMarker, commit: false, coordinatorEpoch: undefined };
  const value = record.value;
  // Later versions may append fields; like Kafka's EndTransactionMarker, read the known prefix.
  if (value === null || value.length < END_TXN_MARKER_VALUE_SIZE) {
    throw new CorruptInputError(`end transaction marker value of ${value?.length ?? 'null'} bytes, expected ${END_TXN_MARKER_VALUE_SIZE}`, 0);
  }
  if (value.readInt16BE(0) < 0) throw new CorruptInputError(`end transaction marker version ${value.readInt16BE(0)}`, 0);
  return { version, type, isTransactionMarker, commit: type === ControlRecordType.commit, coordinatorEpoch: value.readInt32BE(2) };
}
