/**
 * The producer's options as a hand-written, documented interface: what an editor shows on hover and what the
 * API report (etc/kafka-eos.api.md) records. The zod schema in producer-config.ts validates these options and
 * fills in the defaults, but does not define them: a compile-time check there fails the build when the
 * schema and this interface disagree on a name or a type. Names are camelCase versions of the Java client's
 * (`linger.ms` -> `lingerMs`); docs/configuration.md maps each to Java and librdkafka.
 */
import type { NetworkClient } from '../network/network-client.js';
import type { CommonClientConfig } from './common-client-options.js';
import type { SaslOptions, TlsOptions } from './network-options.js';

/**
 * What a partitioner sees for one record.
 * @public
 */
export interface PartitionerArgs {
  /** The topic being produced to. */
  readonly topic: string;
  /** The serialized key, or null for a keyless record. */
  readonly key: Buffer | null;
  /** The serialized value, or null for a tombstone. */
  readonly value: Buffer | null;
  /** How many partitions the topic has, from the latest metadata. */
  readonly partitionCount: number;
}

/**
 * A user partitioner (Java `partitioner.class`): returns an integer in `[0, partitionCount)`.
 * It must be synchronous and cheap: it runs once per record on the send path.
 * @public
 */
export type Partitioner = (args: PartitionerArgs) => number;

/**
 * The producer configuration. Every option is optional except that one of `bootstrapServers` and
 * {@link ProducerOptions.network} must be given.
 * @public
 */
export interface ProducerConfig extends CommonClientConfig {
  /**
   * `transactional.id`: enables transactions; implies idempotence and `acks: 'all'`. Keep it stable across
   * restarts of the same logical producer, so that a restarted instance fences its zombie. Default: none.
   */
  readonly transactionalId?: string;
  /** `enable.idempotence`: producer id plus per-partition sequence numbers, so retries never duplicate. Default `true`. */
  readonly idempotent?: boolean;
  /** `acks`: `'all'` (or -1) waits for the full ISR; 1 for the leader only; 0 for no response. Default `'all'`. */
  readonly acks?: 'all' | -1 | 0 | 1;
  /** `linger.ms`: how long a non-full batch waits for more records, in milliseconds. Default 5. */
  readonly lingerMs?: number;
  /** `batch.size`: a batch is closed once adding a record would exceed this many bytes. Default 16384 (16 KiB). */
  readonly batchSize?: number;
  /**
   * How far a partition's open batch may grow past `batchSize`, in bytes (librdkafka's `batch.size`; Java has no
   * equivalent). A batch grows only while it could not be sent anyway: the partition already has
   * `maxInFlightRequestsPerConnection` batches in flight, or other batches of the partition wait to be sent ahead of
   * it; and only while `bufferMemory` has room for the growth (otherwise it closes at its current size; a send never
   * waits for memory because a batch grows). Otherwise batches close at `batchSize` as usual. Must be >= `batchSize` and, when larger, <= `maxRequestSize`.
   * Default: 1048576 (1 MiB), or `maxRequestSize` when that is smaller, and never below `batchSize`; set it to
   * `batchSize` for batches that never grow.
   */
  readonly batchMaxSize?: number;
  /** `max.request.size`: upper bound of one Produce request, and so of one record, in bytes. Default 1048576 (1 MiB). */
  readonly maxRequestSize?: number;
  /** `buffer.memory`: total bytes of records waiting to be sent; `send` waits for space beyond it. Default 33554432 (32 MiB). */
  readonly bufferMemory?: number;
  /** `compression.type`: codec for record batches. Default `'none'`. */
  readonly compression?: 'none' | 'gzip' | 'snappy' | 'lz4' | 'zstd';
  /** `max.in.flight.requests.per.connection`: unacknowledged Produce requests per partition; at most 5 with idempotence. Default 5. */
  readonly maxInFlightRequestsPerConnection?: number;
  /** `retries`: how often a failed batch is retried (bounded in time by `deliveryTimeoutMs` anyway). Default 2147483647. */
  readonly retries?: number;
  /** `delivery.timeout.ms`: upper bound from `send` to success or failure, retries included, in milliseconds (KIP-91). Default 120000. */
  readonly deliveryTimeoutMs?: number;
  /** `transaction.timeout.ms`: the coordinator aborts a transaction open longer than this, in milliseconds. Default 60000. */
  readonly transactionTimeoutMs?: number;
  /** `max.block.ms`: bound on waiting for buffer space, metadata and transactional calls, in milliseconds. Default 60000. */
  readonly maxBlockMs?: number;
  /** `partitioner.class`: a custom partition choice. Default: murmur2 of the key, sticky for keyless records. */
  readonly partitioner?: Partitioner;
  /**
   * Transaction protocol (KIP-890): `'auto'` uses version 2 when the broker's finalized `transaction.version`
   * is 2 or more, else 1. Default `'auto'`.
   */
  readonly transactionVersion?: 'auto' | 1 | 2;
}

/**
 * What `new Producer(options)` takes: the configuration plus the network layer to use.
 * @public
 */
export interface ProducerOptions extends ProducerConfig {
  /**
   * The network layer (the in-memory cluster's `InProcessNetworkClient`, or a `TcpNetworkClient` shared with
   * others); the caller keeps ownership and closes it. Default: a `TcpNetworkClient` for `bootstrapServers`,
   * closed by `close()`.
   */
  readonly network?: NetworkClient;
}

/** The options that stay optional after resolution (no default). */
type WithoutDefault = 'bootstrapServers' | 'transactionalId' | 'partitioner' | 'tls' | 'sasl';

/**
 * The configuration after validation, with every default filled in (`producer.config`). `acks` is the wire
 * value: -1 for `'all'`.
 * @public
 */
export interface ResolvedProducerConfig extends Required<Omit<ProducerConfig, WithoutDefault | 'acks'>> {
  /** See {@link ProducerConfig.bootstrapServers}. */
  readonly bootstrapServers?: readonly string[] | undefined;
  /** See {@link ProducerConfig.transactionalId}. */
  readonly transactionalId?: string | undefined;
  /** See {@link ProducerConfig.partitioner}. */
  readonly partitioner?: Partitioner | undefined;
  /** See {@link ProducerConfig.tls}. */
  readonly tls?: true | TlsOptions | undefined;
  /** See {@link ProducerConfig.sasl}. */
  readonly sasl?: SaslOptions | undefined;
  /** `acks` as Produce carries it: -1 (all), 0 or 1. */
  readonly acks: -1 | 0 | 1;
}
