/**
 * One batch of records for one topic-partition, from the first append to the broker's answer
 * (Kafka `ProducerBatch`).
 *
 * Records are encoded into a {@link RecordBatchBuilder} as they arrive. The producer id, epoch and
 * base sequence are not known then: like Kafka, they are stamped when the batch is drained
 * ({@link ProducerBatch.setProducerState}), and re-stamped if an epoch bump rewrites sequences
 * (KIP-360), by patching the header of the already-encoded batch and recomputing its CRC
 * (Kafka `MemoryRecordsBuilder.reopenAndRewriteProducerState`).
 *
 * Per-record cost: an entry in two flat arrays, the record's {@link DeliverySink} and its index there (a
 * `send(records[])` call's records share one `DeliveryGroup`); no closure or object per record until completion.
 */
import { type CompressionName, CompressionType } from '../../protocol/record-batch/compression/compression-type.js';
import { crc32c } from '../../protocol/record-batch/crc32c.js';
import { estimateRecordSizeUpperBound, RecordBatchBuilder, type RecordBatchBuilderOptions } from '../../protocol/record-batch/record-batch-builder.js';
import { decodeRecordBatch } from '../../protocol/record-batch/record-batch-decoder.js';
import { RECORD_BATCH_HEADER_SIZE, RecordBatchField } from '../../protocol/record-batch/record-batch-header.js';
import type { RecordInput } from '../../protocol/record-batch/record.js';
import type { DeliverySink } from './delivery.js';
import type { RecordMetadata } from '../../common/record.js';
import { NO_PRODUCER_EPOCH, NO_PRODUCER_ID, NO_SEQUENCE } from '../../protocol/record-batch/record-batch-header.js';

/** Mutable so that `setProducerState` can change what the builder writes at build time. */
interface MutableBuilderOptions {
  producerId: bigint;
  producerEpoch: number;
  baseSequence: number;
  transactional: boolean;
  compression: CompressionType;
  initialCapacity: number;
}

/**
 * A batch of records for one partition.
 * @internal
 */
export class ProducerBatch {
  readonly topic: string;
  readonly partition: number;
  /** When the batch was created: linger and the delivery timeout count from here. */
  readonly createdMs: number;
  /**
   * Bytes reserved from the buffer pool for this batch; set at creation (or by the split that made it), and
   * raised when the accumulator lets the batch grow past `batchSize` ({@link ProducerBatch.addReservation}).
   */
  private reserved: number;
  /**
   * Position among the batches the accumulator created, which is the send order of the partition's records.
   * A retried batch goes back to its queue in this order, so re-stamping it with fresh sequences after a
   * KIP-360 reset cannot put it behind a batch created after it.
   */
  readonly creationOrder: number;
  /** Produce attempts that ended in a retriable error. */
  attempts = 0;
  /** When the last attempt was sent or failed; retry backoff counts from here. */
  lastAttemptMs: number;
  /** Set when drained; a batch that was drained once keeps its sequence across retries. */
  drainedMs = -1;
  /** Closed batches take no more records: full, drained, or aborted. */
  closed = false;
  /**
   * Sendable now without waiting out `lingerMs`, and still open for appends until drained (see
   * `RecordAccumulator.endLinger`): records appended while the partition's in-flight limit holds it back join it.
   */
  lingerOver = false;
  /**
   * True once an attempt ended in a way that does not prove the broker did not write it: no answer (request
   * timeout, connection lost after sending) or an error the broker gives after appending (REQUEST_TIMED_OUT,
   * NOT_ENOUGH_REPLICAS_AFTER_APPEND). Such a batch never gives its sequences back when it fails: the next
   * batch would reuse them and the broker would take it for a retry of this one.
   */
  mayHaveBeenWritten = false;
  /** Why the last attempt failed (the cause reported if the batch can no longer be sent in order). */
  lastAttemptError: unknown = undefined;
  /**
   * The partition's leader epoch in the metadata when the batch was last drained (-1: unknown). A retry waits
   * out its backoff unless the leader epoch has grown since: then it goes to the new leader at once (KIP-951,
   * Kafka `ProducerBatch.hasLeaderChangedForTheOngoingRetry`).
   */
  drainedLeaderEpoch = -1;
  /** It was made by splitting a batch the broker refused as too large (see {@link ProducerBatch.split}). */
  readonly isSplit: boolean;
  /**
   * Where its records start among the records of the batch the accumulator created: 0, or for a batch made by a
   * split, that position. Batches made by splitting one batch share its creation order; this orders them.
   */
  readonly firstRecordIndex: number;

  private readonly header: MutableBuilderOptions;
  private readonly builder: RecordBatchBuilder;
  /** Per record: where its outcome goes. */
  private readonly sinks: DeliverySink[] = [];
  /** Per record: its index in its sink. */
  private readonly indices: number[] = [];
  private readonly timestamps: number[] = [];
  private encoded: Buffer | undefined;
  private encodedProducerId = NO_PRODUCER_ID;
  private encodedProducerEpoch = NO_PRODUCER_EPOCH;
  private encodedBaseSequence = NO_SEQUENCE;
  private finished = false;
  private readonly compression: CompressionName;
  private readonly onEncoded: ((topic: string, partition: number, uncompressedBytes: number, encodedBytes: number) => void) | undefined;
  private doneWaiters: (() => void)[] | undefined;

  constructor(options: {
    topic: string;
    partition: number;
    createdMs: number;
    reservedBytes: number;
    compression: CompressionName;
    transactional: boolean;
    /** See {@link ProducerBatch.creationOrder}; 0 when the batch is used alone. */
    creationOrder?: number;
    /** Told the records section's size before and after compression when the batch is first encoded (metrics). */
    onEncoded?: ((topic: string, partition: number, uncompressedBytes: number, encodedBytes: number) => void) | undefined;
    /** See {@link ProducerBatch.isSplit}; default false. */
    isSplit?: boolean;
    /** See {@link ProducerBatch.firstRecordIndex}; default 0. */
    firstRecordIndex?: number;
    /** Initial size of the encoding buffer; default `reservedBytes`. */
    initialCapacity?: number;
  }) {
    this.topic = options.topic;
    this.partition = options.partition;
    this.createdMs = options.createdMs;
    this.lastAttemptMs = options.createdMs;
    this.reserved = options.reservedBytes;
    this.creationOrder = options.creationOrder ?? 0;
    this.isSplit = options.isSplit ?? false;
    this.firstRecordIndex = options.firstRecordIndex ?? 0;
    this.compression = options.compression;
    this.onEncoded = options.onEncoded;
    this.header = {
      producerId: NO_PRODUCER_ID,
      producerEpoch: NO_PRODUCER_EPOCH,
      baseSequence: NO_SEQUENCE,
      transactional: options.transactional,
      compression: CompressionType[options.compression],
      initialCapacity: options.initialCapacity ?? options.reservedBytes,
    };
    // The builder reads producer id, epoch and sequence from this object when `build` runs.
    const builderOptions: RecordBatchBuilderOptions = this.header;
    this.builder = new RecordBatchBuilder(builderOptions);
  }

  /** Bytes reserved from the buffer pool for this batch; released exactly once when it is done. */
  get reservedBytes(): number {
    return this.reserved;
  }

  /** Counts `bytes` more reserved from the buffer pool for this batch (the caller reserved them). */
  addReservation(bytes: number): void {
    this.reserved += bytes;
  }

  /** Records in the batch. */
  get recordCount(): number {
    return this.builder.recordCount;
  }

  /** Uncompressed bytes so far, header included. */
  get estimatedSizeInBytes(): number {
    return this.builder.estimatedSizeInBytes;
  }

  /** True once every record's promise is settled. */
  get isDone(): boolean {
    return this.finished;
  }

  /** The producer id stamped at drain, or -1n. */
  get producerId(): bigint {
    return this.header.producerId;
  }

  /** The producer epoch stamped at drain, or -1. */
  get producerEpoch(): number {
    return this.header.producerEpoch;
  }

  /** The base sequence stamped at drain, or -1 when none (not drained, or not idempotent). */
  get baseSequence(): number {
    return this.header.baseSequence;
  }

  /** True when a record of `upperBoundBytes` still fits under `batchSize` (an empty batch takes anything). */
  hasRoomFor(upperBoundBytes: number, batchSize: number): boolean {
    return !this.closed && (this.builder.recordCount === 0 || this.builder.estimatedSizeInBytes + upperBoundBytes <= batchSize);
  }

  /**
   * Encodes `record`, whose outcome goes to `sink` as record `index`. The caller checked
   * {@link ProducerBatch.hasRoomFor}.
   */
  append(record: RecordInput, sink: DeliverySink, index: number): void {
    this.appendEncoded(record);
    this.sinks.push(sink);
    this.indices.push(index);
  }

  private appendEncoded(record: RecordInput): void {
    this.builder.append(record);
    this.timestamps.push(typeof record.timestamp === 'number' ? record.timestamp : Number(record.timestamp));
  }

  /**
   * Stamps the producer identity. Called at drain (first time) and by an epoch bump that rewrites
   * in-flight sequences (KIP-360). Non-idempotent producers leave the -1 defaults.
   */
  setProducerState(producerId: bigint, producerEpoch: number, baseSequence: number): void {
    this.header.producerId = producerId;
    this.header.producerEpoch = producerEpoch;
    this.header.baseSequence = baseSequence;
  }

  /**
   * The encoded batch for a Produce request, built once and patched in place if the producer state
   * changed since (the records, and so their compression, never change).
   */
  encode(): Buffer {
    let encoded = this.encoded;
    if (encoded === undefined) {
      const uncompressed = this.builder.estimatedSizeInBytes;
      encoded = this.builder.build();
      this.encoded = encoded;
      this.onEncoded?.(this.topic, this.partition, uncompressed - RECORD_BATCH_HEADER_SIZE, encoded.length - RECORD_BATCH_HEADER_SIZE);
    } else if (
      this.encodedProducerId !== this.header.producerId
      || this.encodedProducerEpoch !== this.header.producerEpoch
      || this.encodedBaseSequence !== this.header.baseSequence
    ) {
      encoded.writeBigInt64BE(this.header.producerId, RecordBatchField.producerId);
      encoded.writeInt16BE(this.header.producerEpoch, RecordBatchField.producerEpoch);
      encoded.writeInt32BE(this.header.baseSequence, RecordBatchField.baseSequence);
      encoded.writeUInt32BE(crc32c(encoded, RecordBatchField.attributes, encoded.length), RecordBatchField.crc);
    }
    this.encodedProducerId = this.header.producerId;
    this.encodedProducerEpoch = this.header.producerEpoch;
    this.encodedBaseSequence = this.header.baseSequence;
    return encoded;
  }

  /**
   * Resolves every record: offset `baseOffset + index` (or -1n for acks=0), timestamp the broker's
   * log-append time when given (>= 0), else the record's own. Returns false if already done.
   */
  complete(baseOffset: bigint, logAppendTimeMs = -1): boolean {
    if (!this.beginFinish()) return false;
    const { sinks, indices } = this;
    const unknownOffset = baseOffset < 0n;
    for (let index = 0; index < sinks.length; index++) {
      const sink = sinks[index];
      const at = indices[index];
      if (sink === undefined || at === undefined) continue;
      const metadata: RecordMetadata = {
        topic: this.topic,
        partition: this.partition,
        offset: unknownOffset ? -1n : baseOffset + BigInt(index),
        timestamp: logAppendTimeMs >= 0 ? logAppendTimeMs : (this.timestamps[index] ?? -1),
      };
      sink.resolveRecord(at, metadata);
    }
    this.endFinish();
    return true;
  }

  /** Rejects every record with `error`. Returns false if already done. */
  fail(error: unknown): boolean {
    if (!this.beginFinish()) return false;
    const { sinks, indices } = this;
    for (let index = 0; index < sinks.length; index++) {
      const sink = sinks[index];
      const at = indices[index];
      if (sink !== undefined && at !== undefined) sink.rejectRecord(at, error);
    }
    this.endFinish();
    return true;
  }

  /**
   * Splits a batch the broker refused as too large into smaller batches, in record order (Kafka
   * `ProducerBatch.split`). Records are regrouped by the rule appends follow (a batch takes a record while its size
   * plus the record's upper bound fits the target, and always its first record): the target is `batchSize`, or,
   * for a batch that was itself made by a split, half its size but at least its largest record, since regrouping
   * it by `batchSize` would rebuild it unchanged (KAFKA-8350). Every record's delivery moves to its new batch,
   * which keeps this batch's creation time and order, transactional bit and compression, and a share of its
   * reserved memory; this batch is then done without settling any record, and whoever waits for it (a flush)
   * waits for the new batches. The new batches are not stamped with a producer id or sequence: the caller decides.
   * @throws when the batch is done or has fewer than two records (a single record cannot be split).
   */
  split(batchSize: number): ProducerBatch[] {
    if (this.finished || this.recordCount < 2) throw new Error(`cannot split a batch of ${this.recordCount} record(s) that is ${this.finished ? 'done' : 'open'}`);
    const records = decodeRecordBatch(this.encode(), 0, { verifyCrc: false }).records;
    const inputs: RecordInput[] = [];
    const sizes: number[] = [];
    let largest = 0;
    for (let index = 0; index < records.length; index++) {
      const record = records[index] as (typeof records)[number];
      const input: RecordInput = { timestamp: this.timestamps[index] ?? Number(record.timestamp), key: record.key, value: record.value, headers: record.headers };
      const size = estimateRecordSizeUpperBound(input);
      inputs.push(input);
      sizes.push(size);
      largest = Math.max(largest, size);
    }
    const target = this.isSplit ? Math.max(largest, Math.floor(this.estimatedSizeInBytes / 2)) : batchSize;
    const parts: ProducerBatch[] = [];
    let part: ProducerBatch | undefined;
    for (let index = 0; index < inputs.length; index++) {
      if (part === undefined || !part.hasRoomFor(sizes[index] as number, target)) {
        if (part !== undefined) part.closed = true;
        part = new ProducerBatch({
          topic: this.topic, partition: this.partition, createdMs: this.createdMs, reservedBytes: 0, compression: this.compression,
          transactional: this.header.transactional, creationOrder: this.creationOrder, onEncoded: this.onEncoded, isSplit: true,
          firstRecordIndex: this.firstRecordIndex + index, initialCapacity: Math.min(target, this.estimatedSizeInBytes),
        });
        part.lastAttemptError = this.lastAttemptError;
        parts.push(part);
      }
      const input = inputs[index];
      const sink = this.sinks[index];
      const at = this.indices[index];
      if (input !== undefined && sink !== undefined && at !== undefined) part.append(input, sink, at);
    }
    if (part !== undefined) part.closed = true;
    this.shareReservation(parts);
    this.beginFinish();
    this.sinks.length = 0;
    this.indices.length = 0;
    const waiters = this.doneWaiters;
    this.doneWaiters = undefined;
    if (waiters !== undefined) {
      void Promise.all(parts.map((each) => each.whenDone())).then(() => { for (const waiter of waiters) waiter(); });
    }
    return parts;
  }

  /** Hands this batch's reserved memory to `parts`, in proportion to their sizes (the last takes the rest). */
  private shareReservation(parts: readonly ProducerBatch[]): void {
    const total = parts.reduce((sum, each) => sum + each.estimatedSizeInBytes, 0);
    let left = this.reserved;
    for (let index = 0; index < parts.length; index++) {
      const each = parts[index] as ProducerBatch;
      const share = index === parts.length - 1 ? left : Math.floor((this.reserved * each.estimatedSizeInBytes) / total);
      each.reserved = share;
      left -= share;
    }
  }

  /** Resolves (never rejects) once the batch is done, whatever the outcome; for `flush`. */
  whenDone(): Promise<void> {
    if (this.finished) return Promise.resolve();
    const waiters = (this.doneWaiters ??= []);
    return new Promise<void>((resolve) => {
      waiters.push(resolve);
    });
  }

  private beginFinish(): boolean {
    if (this.finished) return false;
    this.finished = true;
    this.closed = true;
    return true;
  }

  private endFinish(): void {
    // Drop references so a completed batch kept around (e.g. by a caller) holds no closures.
    this.sinks.length = 0;
    this.indices.length = 0;
    const waiters = this.doneWaiters;
    this.doneWaiters = undefined;
    if (waiters !== undefined) for (const waiter of waiters) waiter();
  }
}
