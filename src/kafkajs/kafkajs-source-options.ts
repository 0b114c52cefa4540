/**
 * Options of the KafkaJS adapter.
 */
import type { Logger } from '../config/logger.js';
import type { SaslOptions, TlsOptions } from '../config/network-options.js';
import type { NetworkClient } from '../network/network-client.js';
import type { KafkaJsConsumerLike } from './kafkajs-types.js';
import type { KafkaJsGroupGenerations } from './group-generations.js';

/**
 * Options of `new KafkaJsSource(options)`.
 * @public
 */
export interface KafkaJsSourceOptions {
  /** A connected KafkaJS 2.x consumer, subscribed, not yet running, with `readUncommitted: false` (the default). */
  readonly consumer: KafkaJsConsumerLike;
  /** The consumer's `groupId` (KafkaJS does not expose it). */
  readonly groupId: string;
  /**
   * Brokers for the adapter's own connection, which reads committed offsets with require_stable (KafkaJS cannot):
   * a comma-separated string (`'broker-1:9092,broker-2:9092'`; whitespace around entries is ignored, an empty entry
   * is refused) or an array of `"host:port"`, such as the `brokers` array given to KafkaJS. Required unless
   * `network` is given.
   */
  readonly bootstrapServers?: string | readonly string[];
  /** A network client to read committed offsets through instead (e.g. a `TcpNetworkClient` you share); not closed by the adapter. */
  readonly network?: NetworkClient;
  /** `client.id` of the adapter's own connection. Default `'kafka-eos-kafkajs-source'`. */
  readonly clientId?: string;
  /** TLS for the adapter's own connection. Default: plaintext. */
  readonly tls?: true | TlsOptions;
  /** SASL for the adapter's own connection. Default: none. */
  readonly sasl?: SaslOptions;
  /**
   * How often the adapter calls KafkaJS's `heartbeat()` while a batch is held for the session, in milliseconds
   * (KafkaJS sends one only when its own `heartbeatInterval` has passed). Default 1000.
   */
  readonly heartbeatIntervalMs?: number;
  /** Bound of one committed-offsets read (waits out UNSTABLE_OFFSET_COMMIT), in milliseconds. Default 60000. */
  readonly committedTimeoutMs?: number;
  /** KafkaJS's `partitionsConsumedConcurrently`: batches of this many partitions can be held, and polled together. Default 1. */
  readonly partitionsConsumedConcurrently?: number;
  /**
   * Learns the group generation from KafkaJS's connections (pass `generations.socketFactory()` as the `socketFactory`
   * of the `Kafka` instance the consumer comes from), so that `groupMetadata()` carries the real generation and member
   * id (KIP-447 zombie fencing). Default: none; the "no generation" metadata is sent (see docs/migration-from-kafkajs.md).
   */
  readonly generations?: KafkaJsGroupGenerations;
  /** A logger with `debug`/`info`/`warn`/`error` methods. Default: silent. */
  readonly logger?: Logger;
}
