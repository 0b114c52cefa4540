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
  readonly key?: Buffer | null;
  readonly value: Buffer | null;
  /** Epoch milliseconds, as a string. */
  readonly timestamp: string;
  /** The offset, as a string. */
  readonly offset: string;
  readonly headers?: { readonly [key: string]: Buffer | string | (Buffer | string)[] | undefined };
}

/**
 * A KafkaJS batch (`Batch`): records of one partition, control records and aborted records filtered out.
 * @public
 */
export interface KafkaJsBatch {
  readonly topic: string;
  readonly partition: number;
  readonly messages: readonly KafkaJsMessage[];
  /** The offset of the last entry fetched, control records included. */
  lastOffset(): string;
}

/**
 * What KafkaJS passes to `eachBatch` (`EachBatchPayload`), the members the adapter uses.
 * @public
 */
export interface KafkaJsEachBatchPayload {
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
  autoCommit?: boolean;
  eachBatchAutoResolve?: boolean;
  partitionsConsumedConcurrently?: number;
  /** The adapter's batch handler. */
  eachBatch?: (payload: KafkaJsEachBatchPayload) => Promise<void>;
}

/**
 * A KafkaJS instrumentation event (`InstrumentationEvent<T>`).
 * @public
 */
export interface KafkaJsInstrumentationEvent {
  readonly id: string;
  readonly type: string;
  readonly timestamp: number;
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
  readonly events: { readonly GROUP_JOIN: string; readonly REBALANCING: string; readonly CRASH: string; readonly STOP: string };
}
