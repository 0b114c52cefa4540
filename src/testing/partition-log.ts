/**
 * One partition's log in the in-memory cluster: record batches stored exactly as written, with
 * broker-assigned offsets, the high watermark, log start offset, last stable offset and the
 * aborted-transactions index that read_committed consumers need (Kafka's `UnifiedLog` plus
 * `TransactionIndex`, KIP-98).
 *
 * Simplifications versus Kafka:
 * - One replica per partition, so the high watermark equals the log end offset (no ISR, no follower fetch).
 * - Offsets are JavaScript numbers inside the log (exact up to 2^53, far beyond any test run); bigint at the
 *   method boundary because that is what the wire types use.
 * - Retention is a count/size bound on whole batches (oldest first), not time- or segment-based; it exists
 *   so long runs stay bounded. Producer state is not rebuilt when batches are evicted.
 * - The log does not validate batches (CRC, magic, record count): the caller decodes the header first.
 */
import { setBaseOffset, setPartitionLeaderEpoch } from '../protocol/record-batch/record-batch-header.js';
import { decodeRecordBatch } from '../protocol/record-batch/record-batch-decoder.js';
import { ErrorCode } from '../errors/protocol-error-codes.generated.js';
import { IsolationLevel } from './isolation-level.js';
import { LeaderEpochCache } from './leader-epoch-cache.js';

/**
 * What the log needs to know about a batch being appended (decoded from its header by the caller).
 * @internal
 */
export interface LogAppendInfo {
  /** `lastOffsetDelta` from the batch header: the batch spans `lastOffsetDelta + 1` offsets. */
  readonly lastOffsetDelta: number;
  /** Producer id from the header, `-1n` for a non-idempotent batch. */
  readonly producerId: bigint;
  /** The batch's transactional attribute bit. */
  readonly transactional: boolean;
  /** Set for a COMMIT/ABORT control batch (transaction marker). */
  readonly control?: { readonly commit: boolean };
  /** The batch's max timestamp (ms), for timestamp lookups. */
  readonly maxTimestamp: number;
  /** The leader epoch the batch is written in, stamped into its header (default: the latest assigned, else -1). */
  readonly leaderEpoch?: number;
}

/**
 * An entry of the aborted-transactions index, as Fetch returns it (`FetchResponse.AbortedTransaction`).
 * @public
 */
export interface AbortedTransaction {
  /** The producer id whose transaction aborted. */
  readonly producerId: bigint;
  /** Offset of the producer's first batch in the aborted transaction. */
  readonly firstOffset: bigint;
  /** Offset of the ABORT marker. */
  readonly lastOffset: bigint;
}

/**
 * Result of a partition log's `fetch`.
 * @public
 */
export interface LogFetchResult {
  /** 0, or the fetch's error (OFFSET_OUT_OF_RANGE for an offset outside the log). */
  readonly errorCode: number;
  /** The offset after the last record written (every write is replicated at once here). */
  readonly highWatermark: bigint;
  /**
   * The first offset of the oldest open transaction, or the high watermark when none is open; `read_committed` reads
   * stop here.
   */
  readonly lastStableOffset: bigint;
  /** The first offset still in the log (retention evicts older batches). */
  readonly logStartOffset: bigint;
  /** Stored batches, whole and in offset order, to be concatenated into the response's records field. */
  readonly batches: readonly Buffer[];
  /** Aborted transactions overlapping the returned range; empty for read_uncommitted. */
  readonly abortedTransactions: readonly AbortedTransaction[];
}

/**
 * Retention bound of a partition log. Whichever limit is hit first evicts the oldest batches.
 * @public
 */
export interface RetentionOptions {
  /** Maximum stored bytes per partition (whole batches; Kafka's `retention.bytes`). Default: unbounded. */
  readonly maxBytes?: number;
  /** Maximum stored batches per partition. Default: unbounded. */
  readonly maxBatches?: number;
  /**
   * Maximum age of a batch, by its largest record timestamp against the cluster clock (Kafka's
   * `retention.ms`); checked on every append to the partition. Default: unbounded.
   */
  readonly maxAgeMs?: number;
}

/**
 * `ListOffsets` special timestamps (Kafka's `ListOffsetsRequest`).
 * @public
 */
export const ListOffsetsTimestamp = {
  /** The offset after the last record (the LSO under `read_committed`). */
  LATEST: -1n,
  /** The log start offset. */
  EARLIEST: -2n,
  /** The offset of the record with the highest timestamp (KIP-734). */
  MAX_TIMESTAMP: -3n,
} as const;

interface StoredBatch {
  readonly baseOffset: number;
  readonly lastOffset: number;
  readonly buffer: Buffer;
  readonly maxTimestamp: number;
}

interface MutableAbortedTransaction {
  readonly producerId: bigint;
  readonly firstOffset: number;
  readonly lastOffset: number;
}

/**
 * A partition's record log.
 * @internal
 */
export class PartitionLog {
  // Batches live in an array with a moving head so retention evicts in O(1); an evicted slot is cleared
  // at once (so its buffer can be collected), and the array is compacted when the dead prefix gets large.
  private batches: (StoredBatch | undefined)[] = [];
  private head = 0;
  private storedBytes = 0;
  private startOffset = 0;
  private endOffset = 0;
  /** producerId -> first offset of its open transaction in this partition. */
  private readonly ongoing = new Map<bigint, number>();
  private aborted: MutableAbortedTransaction[] = [];
  private readonly retention: RetentionOptions;
  private readonly now: () => number;
  /** Where each leader epoch starts (OffsetForLeaderEpoch answers from it). */
  private readonly epochs = new LeaderEpochCache();

  /** `now` is the clock `maxAgeMs` is measured against (the cluster's). */
  constructor(retention: RetentionOptions = {}, now: () => number = Date.now) {
    this.retention = retention;
    this.now = now;
  }

  /** First offset still stored. */
  get logStartOffset(): bigint {
    return BigInt(this.startOffset);
  }

  /** Next offset to be assigned. */
  get logEndOffset(): bigint {
    return BigInt(this.endOffset);
  }

  /** Equal to the log end offset: there is one replica (see the file header). */
  get highWatermark(): bigint {
    return BigInt(this.endOffset);
  }

  /** First offset of the earliest open transaction, or the high watermark when none is open. */
  get lastStableOffset(): bigint {
    return BigInt(this.lastStableOffsetNumber());
  }

  /** Number of stored batches (after retention). */
  get batchCount(): number {
    return this.batches.length - this.head;
  }

  /** Bytes held in stored batches (after retention). */
  get sizeInBytes(): number {
    return this.storedBytes;
  }

  /** First offset of `producerId`'s open transaction here, if it has one. */
  ongoingTransactionFirstOffset(producerId: bigint): bigint | undefined {
    const first = this.ongoing.get(producerId);
    return first === undefined ? undefined : BigInt(first);
  }

  /**
   * Appends a batch, rewriting its baseOffset in place (brokers assign offsets; the field is outside
   * the CRC), and updates the open-transaction and aborted-transaction bookkeeping.
   * @returns the assigned base offset.
   */
  append(buffer: Buffer, info: LogAppendInfo): bigint {
    const baseOffset = this.endOffset;
    setBaseOffset(buffer, 0, BigInt(baseOffset));
    // The broker stamps the epoch it leads in (outside the CRC), so consumers can validate their positions (KIP-320).
    const leaderEpoch = info.leaderEpoch ?? this.epochs.latestEpoch;
    this.epochs.assign(leaderEpoch, baseOffset);
    setPartitionLeaderEpoch(buffer, 0, leaderEpoch);
    const lastOffset = baseOffset + info.lastOffsetDelta;
    this.batches.push({ baseOffset, lastOffset, buffer, maxTimestamp: info.maxTimestamp });
    this.storedBytes += buffer.length;
    this.endOffset = lastOffset + 1;
    if (info.control !== undefined) {
      // A marker ends the producer's transaction here (ProducerStateManager.completeTxn); an ABORT
      // adds the span to the index read_committed fetches consult (TransactionIndex.append).
      const first = this.ongoing.get(info.producerId);
      this.ongoing.delete(info.producerId);
      if (!info.control.commit && first !== undefined) {
        this.aborted.push({ producerId: info.producerId, firstOffset: first, lastOffset: baseOffset });
      }
    } else if (info.transactional && !this.ongoing.has(info.producerId)) {
      this.ongoing.set(info.producerId, baseOffset);
    }
    this.enforceRetention();
    return BigInt(baseOffset);
  }

  /**
   * Reads from `fetchOffset`: whole batches up to the high watermark (read_uncommitted) or the last
   * stable offset (read_committed), at least one batch even past `maxBytes` (KIP-74).
   */
  fetch(fetchOffset: bigint, maxBytes: number, isolationLevel: IsolationLevel): LogFetchResult {
    const offset = Number(fetchOffset);
    const lastStable = this.lastStableOffsetNumber();
    const base = {
      highWatermark: BigInt(this.endOffset),
      lastStableOffset: BigInt(lastStable),
      logStartOffset: BigInt(this.startOffset),
    };
    if (offset < this.startOffset || offset > this.endOffset) {
      return { ...base, errorCode: ErrorCode.OFFSET_OUT_OF_RANGE, batches: [], abortedTransactions: [] };
    }
    const upper = isolationLevel === IsolationLevel.READ_COMMITTED ? lastStable : this.endOffset;
    const batches: Buffer[] = [];
    let bytes = 0;
    let lastReturned = offset - 1;
    for (let index = this.findBatchIndex(offset); index < this.batches.length; index++) {
      const batch = this.batches[index];
      if (batch === undefined || batch.baseOffset >= upper) break;
      if (batches.length > 0 && bytes + batch.buffer.length > maxBytes) break;
      batches.push(batch.buffer);
      bytes += batch.buffer.length;
      lastReturned = batch.lastOffset;
    }
    const abortedTransactions =
      isolationLevel === IsolationLevel.READ_COMMITTED && batches.length > 0
        ? this.collectAborted(offset, lastReturned)
        : [];
    return { ...base, errorCode: ErrorCode.NONE, batches, abortedTransactions };
  }

  /**
   * ListOffsets lookup: EARLIEST (-2), LATEST (-1: high watermark, or last stable offset for
   * read_committed), MAX_TIMESTAMP (-3, KIP-734), or the first batch whose max timestamp is at least
   * `timestamp`. Answers `-1n` offset when no batch qualifies, as Kafka does.
   */
  listOffset(timestamp: bigint, isolationLevel: IsolationLevel): { offset: bigint; timestamp: bigint } {
    if (timestamp === ListOffsetsTimestamp.EARLIEST) return { offset: BigInt(this.startOffset), timestamp: -1n };
    if (timestamp === ListOffsetsTimestamp.LATEST) {
      const latest = isolationLevel === IsolationLevel.READ_COMMITTED ? this.lastStableOffsetNumber() : this.endOffset;
      return { offset: BigInt(latest), timestamp: -1n };
    }
    let best: StoredBatch | undefined;
    for (let index = this.head; index < this.batches.length; index++) {
      const batch = this.batches[index];
      if (batch === undefined) continue;
      if (timestamp === ListOffsetsTimestamp.MAX_TIMESTAMP) {
        if (best === undefined || batch.maxTimestamp > best.maxTimestamp) best = batch;
      } else if (batch.maxTimestamp >= Number(timestamp)) {
        return recordAtOrAfter(batch, timestamp);
      }
    }
    if (best !== undefined) return recordAtOrAfter(best, BigInt(best.maxTimestamp));
    return { offset: -1n, timestamp: -1n };
  }

  /** Records that a leader took over in `epoch` at the current log end offset (Kafka's makeLeader). */
  assignLeaderEpoch(epoch: number): void {
    this.epochs.assign(epoch, this.endOffset);
  }

  /** OffsetForLeaderEpoch: the end offset of `epoch` in this log (see {@link LeaderEpochCache.endOffsetFor}). */
  endOffsetForEpoch(epoch: number): { readonly leaderEpoch: number; readonly endOffset: bigint } {
    const { leaderEpoch, endOffset } = this.epochs.endOffsetFor(epoch, this.endOffset);
    return { leaderEpoch, endOffset: BigInt(endOffset) };
  }

  /**
   * Drops the suffix of the log from the batch holding `offset` on (an unclean leader election: the new leader never
   * had those records), with the epochs, open transactions and aborted spans that started there. Not below the log
   * start offset. Producer state is not rebuilt: an idempotent producer whose batches were dropped gets sequence errors.
   * @returns the new log end offset.
   */
  truncateTo(offset: bigint): bigint {
    const index = this.findBatchIndex(Math.max(this.startOffset, Number(offset)));
    const first = this.batches[index];
    if (first === undefined) return BigInt(this.endOffset);
    const end = first.baseOffset;
    for (let each = index; each < this.batches.length; each++) this.storedBytes -= this.batches[each]?.buffer.length ?? 0;
    this.batches.length = index;
    this.endOffset = end;
    this.epochs.truncateFromEnd(end);
    for (const [producerId, firstOffset] of this.ongoing) if (firstOffset >= end) this.ongoing.delete(producerId);
    this.aborted = this.aborted.filter((entry) => entry.lastOffset < end);
    return BigInt(end);
  }

  /** The aborted-transactions index (after retention), for inspection. */
  abortedTransactions(): readonly AbortedTransaction[] {
    return this.aborted.map(toPublicAborted);
  }

  /** Every open transaction here: producerId and first offset. */
  ongoingTransactions(): readonly { producerId: bigint; firstOffset: bigint }[] {
    return [...this.ongoing].map(([producerId, first]) => ({ producerId, firstOffset: BigInt(first) }));
  }

  private lastStableOffsetNumber(): number {
    let lowest = this.endOffset;
    for (const first of this.ongoing.values()) if (first < lowest) lowest = first;
    return lowest;
  }

  /** Index of the first live batch whose last offset is >= `offset` (binary search). */
  private findBatchIndex(offset: number): number {
    let low = this.head;
    let high = this.batches.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const batch = this.batches[middle];
      if (batch !== undefined && batch.lastOffset < offset) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private collectAborted(from: number, to: number): AbortedTransaction[] {
    const result: AbortedTransaction[] = [];
    for (const entry of this.aborted) {
      if (entry.lastOffset >= from && entry.firstOffset <= to) result.push(toPublicAborted(entry));
    }
    return result;
  }

  private enforceRetention(): void {
    const { maxBytes, maxBatches, maxAgeMs } = this.retention;
    const oldestKept = maxAgeMs === undefined ? -Infinity : this.now() - maxAgeMs;
    // The newest batch stays, as Kafka keeps the active segment: the log end offset must stay readable.
    while (this.batchCount > 1) {
      const evicted = this.batches[this.head];
      if (evicted === undefined) break;
      const overBytes = maxBytes !== undefined && this.storedBytes > maxBytes;
      const overBatches = maxBatches !== undefined && this.batchCount > maxBatches;
      const tooOld = evicted.maxTimestamp < oldestKept;
      if (!overBytes && !overBatches && !tooOld) break;
      this.batches[this.head] = undefined;
      this.head++;
      this.storedBytes -= evicted.buffer.length;
      this.startOffset = evicted.lastOffset + 1;
    }
    // Aborted spans wholly below the log start can no longer be fetched; entries are in marker order.
    while (this.aborted.length > 0 && (this.aborted[0]?.lastOffset ?? Infinity) < this.startOffset) this.aborted.shift();
    if (this.head > 1024 && this.head * 2 > this.batches.length) {
      this.batches = this.batches.slice(this.head);
      this.head = 0;
    }
  }
}

function toPublicAborted(entry: MutableAbortedTransaction): AbortedTransaction {
  return { producerId: entry.producerId, firstOffset: BigInt(entry.firstOffset), lastOffset: BigInt(entry.lastOffset) };
}

/**
 * The first record of `batch` with a timestamp at or after `timestamp`, as Kafka's timestamp lookup answers (the
 * batch's max timestamp says one is there); a control batch answers with its own offset.
 */
function recordAtOrAfter(batch: StoredBatch, timestamp: bigint): { offset: bigint; timestamp: bigint } {
  const decoded = decodeRecordBatch(batch.buffer, 0, { verifyCrc: false });
  const record = decoded.isControl ? undefined : decoded.records.find((each) => each.timestamp >= timestamp);
  return record === undefined ? { offset: BigInt(batch.baseOffset), timestamp: BigInt(batch.maxTimestamp) } : { offset: record.offset, timestamp: record.timestamp };
}
