/**
 * The consumer's options as a hand-written, documented interface (see producer-options.ts for why): what an
 * editor shows on hover and what the API report records. The zod schema in consumer-config.ts validates them
 * and fills in the defaults; a compile-time check there fails the build when the two disagree. Names are
 * camelCase versions of the Java consumer's (`session.timeout.ms` -> `sessionTimeoutMs`).
 */
import type { NetworkClient } from '../network/network-client.js';
import type { CommonClientConfig } from './common-client-options.js';
import type { SaslOptions, TlsOptions } from './network-options.js';

/**
 * A partition assignor of the classic group protocol (`partition.assignment.strategy`).
 * `'range'` is eager (every rebalance revokes everything first); `'cooperative-sticky'` is incremental
 * (KIP-429: only partitions that move are revoked).
 * @public
 */
export type PartitionAssignorName = 'range' | 'cooperative-sticky';

/**
 * The group protocol (`group.protocol`): `'classic'` is JoinGroup/SyncGroup/Heartbeat with a client-side
 * assignor; `'consumer'` is KIP-848's ConsumerGroupHeartbeat, with the assignment computed by the broker and
 * handed over incrementally (member epochs). See docs/consumer.md.
 * @public
 */
export type GroupProtocol = 'classic' | 'consumer';

/**
 * A server-side assignor of the KIP-848 `consumer` group protocol (`group.remote.assignor`): `'uniform'`
 * spreads the partitions of all subscribed topics evenly and stickily; `'range'` gives each member ranges of
 * each topic's partitions (co-partitioned topics line up).
 * @public
 */
export type GroupRemoteAssignorName = 'uniform' | 'range';

/**
 * The consumer configuration. Every option is optional except that one of `bootstrapServers` and
 * {@link ConsumerOptions.network} must be given, and `groupId` is needed to `subscribe`.
 * @public
 */
export interface ConsumerConfig extends CommonClientConfig {
  /** `group.id`: the consumer group. Required by `subscribe` (not by `assign`). Default: none. */
  readonly groupId?: string;
  /**
   * `group.instance.id`: static membership (KIP-345). A restarted instance with the same id takes over its
   * predecessor's member (and assignment) instead of triggering a rebalance; `close()` does not leave the group,
   * so a restart within `sessionTimeoutMs` keeps the assignment. Default: none (dynamic member).
   */
  readonly groupInstanceId?: string;
  /**
   * `partition.assignment.strategy`: assignors offered to the group, in order of preference. The rebalance
   * protocol is cooperative (KIP-429) only when every listed assignor is. Default `['range', 'cooperative-sticky']`
   * (eager, as the Java client's default).
   */
  readonly partitionAssignmentStrategy?: readonly PartitionAssignorName[];
  /**
   * `group.protocol`: `'classic'` (JoinGroup/SyncGroup/Heartbeat, assignment by the group leader) or
   * `'consumer'` (KIP-848, ConsumerGroupHeartbeat: the broker assigns and hands partitions over incrementally;
   * Kafka 4.0+). With `'consumer'` the broker sets the session timeout and heartbeat interval, so
   * `sessionTimeoutMs`, `heartbeatIntervalMs` and `partitionAssignmentStrategy` must not be given (as in the
   * Java client). Default `'classic'` (the Java client's default too).
   */
  readonly groupProtocol?: GroupProtocol;
  /**
   * `group.remote.assignor`: the server-side assignor the `consumer` group protocol asks for (`'uniform'` or
   * `'range'`). Only with `groupProtocol: 'consumer'`. Default: none (the broker's first configured assignor,
   * `uniform` in Kafka).
   */
  readonly groupRemoteAssignor?: GroupRemoteAssignorName;
  /**
   * `isolation.level`: `'read_committed'` returns only committed transactional records, reading up to the last
   * stable offset; `'read_uncommitted'` returns everything up to the high watermark. Default `'read_committed'`
   * (the Java client's default is `read_uncommitted`).
   */
  readonly isolationLevel?: 'read_committed' | 'read_uncommitted';
  /**
   * `auto.offset.reset`: where a partition without a committed offset (or with one out of range) starts:
   * `'earliest'`, `'latest'`, or `'none'` to fail `poll` with `NoOffsetForPartitionError`. Also decides what log
   * truncation after a leader change does (KIP-320): with `'earliest'`/`'latest'` the position moves back to the
   * first offset known to diverge, with `'none'` `poll` rejects with `LogTruncationError`. Default `'latest'`.
   */
  readonly autoOffsetReset?: 'earliest' | 'latest' | 'none';
  /**
   * `enable.auto.commit`: commit offsets in the background outside transactions: before a `poll` once
   * `autoCommitIntervalMs` passed since the last auto-commit, before partitions are revoked, and on `close()`, each
   * time the positions of what `poll` returned (at-least-once: a record is committed once the next `poll` is called,
   * so its processing should be finished by then). Needs `groupId`; refused for a consumer run by a
   * `TransactionalSession`, which commits offsets in its transactions. Default `false` (the Java client's default is
   * `true`; an exactly-once pipeline must not auto-commit).
   */
  readonly autoCommit?: boolean;
  /** `auto.commit.interval.ms`: the least time between two auto-commits, in milliseconds (with `autoCommit`). Default 5000. */
  readonly autoCommitIntervalMs?: number;
  /** `session.timeout.ms`: the coordinator removes a member that sends no heartbeat for this long, in milliseconds. Default 45000. */
  readonly sessionTimeoutMs?: number;
  /** `heartbeat.interval.ms`: time between heartbeats, in milliseconds; below `sessionTimeoutMs`. Default 3000. */
  readonly heartbeatIntervalMs?: number;
  /**
   * `max.poll.interval.ms`: the rebalance timeout (how long the group waits for this member to rejoin), and the
   * longest gap between two `poll` calls before the member leaves the group, in milliseconds. Default 300000.
   */
  readonly maxPollIntervalMs?: number;
  /** `max.poll.records`: default upper bound on the records one `poll` returns. Default 500. */
  readonly maxPollRecords?: number;
  /** `fetch.min.bytes`: the broker answers a Fetch once this many bytes are ready (or `fetchMaxWaitMs` passed). Default 1. */
  readonly fetchMinBytes?: number;
  /** `fetch.max.bytes`: upper bound of one Fetch response, in bytes (one batch may exceed it, KIP-74). Default 52428800 (50 MiB). */
  readonly fetchMaxBytes?: number;
  /** `max.partition.fetch.bytes`: upper bound per partition in one Fetch response, in bytes. Default 1048576 (1 MiB). */
  readonly maxPartitionFetchBytes?: number;
  /** `fetch.max.wait.ms`: how long the broker may hold a Fetch waiting for `fetchMinBytes`, in milliseconds. Default 500. */
  readonly fetchMaxWaitMs?: number;
  /**
   * The memory bound: fetched bytes buffered and not yet returned by `poll`. No new Fetch is sent while the
   * buffer holds this much, so a slow reader holds fetching back (back-pressure). Default 67108864 (64 MiB).
   */
  readonly maxBufferedBytes?: number;
  /**
   * `metadata.max.age.ms`: how often a pattern subscription (`subscribe(/regex/)`, classic protocol) lists the
   * cluster's topics again, so that a topic created later that matches is picked up, and how often a classic group's
   * leader refreshes its subscribed topics' metadata, so that added partitions are assigned, in milliseconds.
   * Default 300000.
   */
  readonly metadataMaxAgeMs?: number;
  /**
   * `client.rack` (librdkafka `client.rack` too): the rack or availability zone this consumer runs in. It is sent
   * in every Fetch (KIP-392) and in the group protocols' join and heartbeat requests; a broker configured with a
   * rack-aware `replica.selector.class` (Kafka's `RackAwareReplicaSelector`) then names a replica in the same rack,
   * and the consumer reads from that replica instead of the leader (saving cross-zone traffic) until the replica
   * fails or `metadataMaxAgeMs` passes, then asks the leader again. Default `''` (no rack: always read from the
   * leader).
   */
  readonly clientRack?: string;
  /**
   * `default.api.timeout.ms`: bound of `committed()`, `connect()` and of `close()` leaving the group, and how long no
   * broker may answer before `poll()` rejects with `BrokersUnreachableError`, in milliseconds. Default 60000.
   */
  readonly defaultApiTimeoutMs?: number;
}

/**
 * What `new Consumer(options)` takes: the configuration plus the network layer to use.
 * @public
 */
export interface ConsumerOptions extends ConsumerConfig {
  /**
   * The network layer (the in-memory cluster's `InProcessNetworkClient`, or a `TcpNetworkClient`); the caller
   * keeps ownership and closes it. Default: a `TcpNetworkClient` for `bootstrapServers`, closed by `close()`.
   */
  readonly network?: NetworkClient;
}

/** The options that stay optional after resolution (no default). */
type WithoutDefault = 'bootstrapServers' | 'groupId' | 'groupInstanceId' | 'groupRemoteAssignor' | 'tls' | 'sasl';

/**
 * The consumer configuration after validation, with every default filled in (`consumer.config`).
 * @public
 */
export interface ResolvedConsumerConfig extends Required<Omit<ConsumerConfig, WithoutDefault>> {
  /** See {@link ConsumerConfig.bootstrapServers}. */
  readonly bootstrapServers?: readonly string[] | undefined;
  /** See {@link ConsumerConfig.groupId}. */
  readonly groupId?: string | undefined;
  /** See {@link ConsumerConfig.groupRemoteAssignor}. */
  readonly groupRemoteAssignor?: GroupRemoteAssignorName | undefined;
  /** See {@link ConsumerConfig.groupInstanceId}. */
  readonly groupInstanceId?: string | undefined;
  /** See {@link ConsumerConfig.tls}. */
  readonly tls?: true | TlsOptions | undefined;
  /** See {@link ConsumerConfig.sasl}. */
  readonly sasl?: SaslOptions | undefined;
}
