/**
 * The parts of a KafkaJS 2.x consumer the adapter uses, written structurally so that kafka-eos's declarations do
 * not depend on KafkaJS's (it is an optional peer dependency): a KafkaJS `Consumer` is assignable to
 * {@link KafkaJsConsumerLike}.
 */

/**
 * A KafkaJS message as `eachBatch` receives it (`KafkaMessage`).
 * @public
 */
export interface KafkaJsMessage {
  /** The record key, or null (absent in KafkaJS versions that omit it). */
  readonly key?: Buffer | null;
  /** The record value, or null for a tombstone. */
  readonly value: Buffer | null;
  /** Epoch milliseconds, as a string. */
  readonly timestamp: string;
  /** The offset, as a string. */
  readonly offset: string;
  /** The record headers, decoded by KafkaJS: a Buffer per value, an array for a repeated key. */
  readonly headers?: { readonly [key: string]: Buffer | string | (Buffer | string)[] | undefined };
}

/**
 * A KafkaJS batch (`Batch`): records of one partition, control records and aborted records filtered out.
 * @public
 */
export interface KafkaJsBatch {
  /** The topic of the batch. */
  readonly topic: string;
  /** The partition of the batch. */
  readonly partition: number;
  /** The records of the batch, in offset order (control records left out). */
  readonly messages: readonly KafkaJsMessage[];
  /** The offset of the last entry fetched, control records included. */
  lastOffset(): string;
}

/**
 * What KafkaJS passes to `eachBatch` (`EachBatchPayload`), the members the adapter uses.
 * @public
 */
export interface KafkaJsEachBatchPayload {
  /** The fetched batch of one partition. */
  readonly batch: KafkaJsBatch;
  /** Sends a heartbeat when KafkaJS's `heartbeatInterval` has passed; rejects when the group rebalances. */
  heartbeat(): Promise<void>;
  /** False once KafkaJS is stopping the consumer: the adapter stops holding the batch. */
  isRunning(): boolean;
}

/**
 * The `consumer.run` configuration the adapter passes (`ConsumerRunConfig`).
 * @public
 */
export interface KafkaJsRunConfig {
  /** KafkaJS's offset auto-commit; the adapter passes `false`, since offsets commit inside the transactions. */
  autoCommit?: boolean;
  /** Whether KafkaJS marks the whole batch processed when `eachBatch` returns. */
  eachBatchAutoResolve?: boolean;
  /** How many partitions' `eachBatch` calls KafkaJS runs at once (default 1). */
  partitionsConsumedConcurrently?: number;
  /** The adapter's batch handler. */
  eachBatch?: (payload: KafkaJsEachBatchPayload) => Promise<void>;
}

/**
 * A KafkaJS instrumentation event (`InstrumentationEvent<T>`).
 * @public
 */
export interface KafkaJsInstrumentationEvent {
  /** The event's id, unique within the consumer. */
  readonly id: string;
  /** The event's name, one of {@link KafkaJsConsumerLike.events}. */
  readonly type: string;
  /** When KafkaJS emitted the event, epoch ms. */
  readonly timestamp: number;
  /** The event's payload, as KafkaJS defines it per event (for GROUP_JOIN: member id, generation, assignment). */
  readonly payload: unknown;
}

/**
 * The members of a KafkaJS 2.x `Consumer` the adapter uses. The consumer must be connected and subscribed, not yet
 * running (the adapter calls `run`), configured with `readUncommitted: false` (the default: read_committed).
 * @public
 */
export interface KafkaJsConsumerLike {
  /** Starts fetching; the adapter passes its own `eachBatch` with `autoCommit` off. */
  run(config?: KafkaJsRunConfig): Promise<void>;
  /** Moves a partition's fetch position: to the stable committed offset after a join, or where the session seeks. */
  seek(topicPartitionOffset: { topic: string; partition: number; offset: string }): void;
  /** Subscribes to an instrumentation event (group joins, rebalances, crashes, stop); returns the unsubscribe. */
  on(eventName: string, listener: (event: KafkaJsInstrumentationEvent) => void): () => void;
  /** The names of KafkaJS's instrumentation events (`consumer.events`), which the adapter subscribes to with {@link KafkaJsConsumerLike.on}. */
  readonly events: {
    /** Emitted after the consumer joined a generation, with its member id, generation and assignment. */
    readonly GROUP_JOIN: string;
    /** Emitted when the group starts a rebalance: the adapter aborts the open transaction. */
    readonly REBALANCING: string;
    /** Emitted when the consumer crashed (with whether KafkaJS restarts it). */
    readonly CRASH: string;
    /** Emitted when the consumer stopped. */
    readonly STOP: string;
  };
}
