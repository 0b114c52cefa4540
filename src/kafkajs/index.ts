/**
 * kafka-eos/kafkajs: a KafkaJS 2.x consumer as a `TransactionalSource` for kafka-eos's `TransactionalSession`.
 * KafkaJS is an optional peer dependency: this entry never imports it (the consumer is typed
 * structurally), so installing kafka-eos does not install KafkaJS. See docs/migration-from-kafkajs.md.
 * @packageDocumentation
 * @module kafka-eos/kafkajs
 */
export { KafkaJsSource, KafkaJsSourceClosedError } from './kafkajs-source.js';
export type { KafkaJsSourceOptions } from './kafkajs-source-options.js';
export { KafkaJsGroupGenerations, type KafkaJsSocketFactory } from './group-generations.js';
export type {
  KafkaJsConsumerLike,
  KafkaJsEachBatchPayload,
  KafkaJsBatch,
  KafkaJsMessage,
  KafkaJsRunConfig,
  KafkaJsInstrumentationEvent,
} from './kafkajs-types.js';
