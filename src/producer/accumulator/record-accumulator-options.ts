/**
 * What the `RecordAccumulator` is configured with, and the contracts it has with the sender
 * (leader lookup, ready-check result) and with the transaction manager (producer id, epoch and
 * sequences stamped at drain).
 */
import type { ResolvedProducerConfig } from '../../config/producer-config.js';
import type { Clock } from '../../internal/clock.js';
import type { CompressionName } from '../../protocol/record-batch/compression/compression-type.js';
import type { ProducerBatch } from './producer-batch.js';

/** @internal */
export interface RecordAccumulatorOptions {
  readonly batchSize: number;
  /**
   * How far the open batch may grow past `batchSize` while its partition has a backlog (see `growBatch` in
   * batch-growth.ts); default `batchSize` (no growth).
   */
  readonly batchMaxSize?: number;
  readonly lingerMs: number;
  readonly maxRequestSize: number;
  readonly bufferMemory: number;
  readonly compression: CompressionName;
  /** In-flight Produce requests per partition (<= 5 with idempotence). */
  readonly maxInFlightPerPartition: number;
  readonly retryBackoffMs: number;
  readonly retryBackoffMaxMs: number;
  readonly deliveryTimeoutMs: number;
  readonly maxBlockMs: number;
  /** Sets the transactional bit on every batch. */
  readonly transactional: boolean;
  readonly clock: Clock;
  /** Called when there may be new work for the sender (a batch filled, flush, close, a slot freed). */
  readonly onWakeup?: () => void;
  /** Called when a send waiting for buffer memory fails with BufferExhaustedError (a local send failure). */
  readonly onAppendTimedOut?: (topic: string, error: Error) => void;
  /**
   * Called once per batch, when it is first encoded: the records section's bytes before and after compression
   * (producer.metrics() `compression-rate-avg`).
   */
  readonly onBatchEncoded?: (topic: string, partition: number, uncompressedBytes: number, encodedBytes: number) => void;
  /** Called when a send that waited for buffer memory was placed or failed: how long it waited (`bufferpool-wait-time`). */
  readonly onBufferWait?: (waitedMs: number) => void;
  /**
   * KIP-480: the next sticky partition for the topic's keyless records, when a record for `previousPartition`
   * would start a new batch there (see `RecordAccumulator.stickyPartition`). Without it there is no switch.
   */
  readonly nextStickyPartition?: (topic: string, previousPartition: number) => number;
}

/** The accumulator's callbacks into the producer (see {@link RecordAccumulatorOptions}). @internal */
export type AccumulatorHooks = Pick<RecordAccumulatorOptions, 'onWakeup' | 'onAppendTimedOut' | 'onBatchEncoded' | 'onBufferWait' | 'nextStickyPartition'>;

/**
 * Accumulator options from a resolved producer configuration.
 * @internal
 */
export function accumulatorOptionsFromConfig(config: ResolvedProducerConfig, clock: Clock, hooks: AccumulatorHooks = {}): RecordAccumulatorOptions {
  return {
    batchSize: config.batchSize,
    batchMaxSize: config.batchMaxSize,
    lingerMs: config.lingerMs,
    maxRequestSize: config.maxRequestSize,
    bufferMemory: config.bufferMemory,
    compression: config.compression,
    maxInFlightPerPartition: config.maxInFlightRequestsPerConnection,
    retryBackoffMs: config.retryBackoffMs,
    retryBackoffMaxMs: config.retryBackoffMaxMs,
    deliveryTimeoutMs: config.deliveryTimeoutMs,
    maxBlockMs: config.maxBlockMs,
    transactional: config.transactionalId !== undefined,
    clock,
    ...hooks,
  };
}

/**
 * The leader broker id of a partition from the current metadata, or undefined when unknown.
 * @internal
 */
export type LeaderLookup = (topic: string, partition: number) => number | undefined;

/**
 * The leader epoch of a partition from the current metadata, or -1 when unknown. A retried batch skips the rest
 * of its backoff when it has grown since the batch was drained (KIP-951).
 * @internal
 */
export type LeaderEpochLookup = (topic: string, partition: number) => number;

/** @internal */
export interface ReadyCheckResult {
  /** Brokers leading at least one partition with a sendable batch. */
  readonly readyNodes: ReadonlySet<number>;
  /** How long until something may become sendable (linger or backoff); Infinity if nothing pending. */
  readonly nextReadyCheckDelayMs: number;
  /** Topics with batches but no known leader: the sender should refresh metadata. */
  readonly unknownLeaderTopics: ReadonlySet<string>;
}

/**
 * The producer identity and sequence numbers, owned by the transaction manager, that drain stamps
 * on idempotent batches. Pass none for a non-idempotent producer.
 * @internal
 */
export interface DrainProducerState {
  readonly producerId: bigint;
  readonly producerEpoch: number;
  /** False while the partition may not be produced to (e.g. AddPartitionsToTxn not yet answered). */
  isPartitionSendable?(topic: string, partition: number): boolean;
  /** The base sequence of the next new batch for the partition. */
  nextSequence(topic: string, partition: number): number;
  /** Advances the partition's next sequence past a drained batch. */
  incrementSequence(topic: string, partition: number, recordCount: number): void;
  /**
   * Called with a retried batch that lost its sequence (KIP-360 reset) after a batch created later was, or
   * may have been, written: stamping and sending it would put its records after that batch's, so drain
   * removes it from the queue and the callee fails it.
   */
  failOutOfOrder?(batch: ProducerBatch): void;
}
