/**
 * The options of the in-memory cluster (its own file so in-memory-cluster.ts stays one concept).
 */
import type { Clock } from '../internal/clock.js';
import type { AuthorizationOptions } from './acl/acl-authorizer.js';
import type { ClusterStateOptions } from './cluster-state.js';
import type { TransactionVersion } from './transaction-metadata.js';
import type { FetchSessionCacheOptions } from './fetch-session-cache.js';
import type { ReplicaSelectorName } from './replica-selector.js';

/**
 * Options of an {@link InMemoryCluster}.
 * @public
 */
export interface InMemoryClusterOptions extends ClusterStateOptions {
  /** Time source for transaction timeouts, sessions, marker delays and time-based retention. Default: the system clock. */
  readonly clock?: Clock;
  /** Finalized `transaction.version` feature (KIP-890). Default 1. */
  readonly transactionVersion?: TransactionVersion;
  /** See `TransactionCoordinatorOptions.markerDelayMs`. Default 0 (markers written before EndTxn answers). */
  readonly markerDelayMs?: number | 'manual';
  /** Kafka's `transaction.max.timeout.ms`. Default 900000. */
  readonly maxTransactionTimeoutMs?: number;
  /** KIP-890 part 1 produce verification (`transaction.partition.verification.enable`). Default true. */
  readonly partitionVerification?: boolean;
  /** Topics created at start; `maxMessageBytes` is the topic's `max.message.bytes` (default: `messageMaxBytes`). */
  readonly topics?: readonly {
    /** The topic's name. */
    readonly name: string;
    /** How many partitions it has. Default: the cluster's `defaultPartitions` (1 unless set). */
    readonly partitions?: number;
    /** The topic's `max.message.bytes`: the largest record batch a Produce may write to it, in bytes. */
    readonly maxMessageBytes?: number;
  }[];
  /** Kafka's `group.consumer.heartbeat.interval.ms` for KIP-848 consumer groups (sent to members). Default 5000. */
  readonly consumerGroupHeartbeatIntervalMs?: number;
  /** Kafka's `group.consumer.session.timeout.ms` for KIP-848 consumer groups. Default 45000. */
  readonly consumerGroupSessionTimeoutMs?: number;
  /**
   * Enforce ACLs as Kafka's `StandardAuthorizer` does (see acl/acl-authorizer.ts): every request is checked for its
   * principal (the SASL user, the client certificate's subject, `User:ANONYMOUS` otherwise, or the in-process
   * client's `principal`). Default: no authorizer, everything allowed.
   */
  readonly authorization?: AuthorizationOptions;
  /**
   * Kafka's `replica.selector.class`: `'rack-aware'` (`RackAwareReplicaSelector`) makes a leader name a replica in
   * the consumer's rack (`brokerRacks`, the consumer's `clientRack`) as its preferred read replica (KIP-392).
   * Default `'leader'` (consumers always read from the leader).
   */
  readonly replicaSelector?: ReplicaSelectorName;
  /** The brokers' incremental fetch session caches (KIP-227). Default: 1000 slots per broker, as Kafka's. */
  readonly fetchSessions?: FetchSessionCacheOptions;
}
