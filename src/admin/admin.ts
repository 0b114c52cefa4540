/**
 * The admin client (Kafka's `Admin`): topics, configs, consumer groups, the cluster and, above all, transactions
 * (KIP-664: list, describe, describe producers, abort a hanging transaction; KIP-618: fence producers; and finding
 * the transaction that stalls a read_committed consumer). Same connection options, TLS/SASL, logging, metrics and
 * error model as the producer and the consumer. Every call takes `timeoutMs` and `signal`; see docs/admin.md.
 */
import { resolveAdminConfig } from '../config/admin-config.js';
import type { AdminCallOptions, AdminOptions, ResolvedAdminConfig } from '../config/admin-options.js';
import { checkOffsets, checkPartitions } from '../errors/argument-checks.js';
import { ExponentialBackoff } from '../internal/backoff.js';
import { systemClock, type Clock } from '../internal/clock.js';
import type { TestSeams } from '../internal/test-seams.js';
import { AdminMetricsRecorder, type AdminMetrics } from '../metrics/admin-metrics.js';
import type { NetworkClient } from '../network/network-client.js';
import { createOwnNetworkClient } from '../network/tcp/own-network-client.js';
import type { TopicPartition, TopicPartitionOffset } from '../transaction/pending-txn-request.js';
import { checkCallOptions, checkNames } from './admin-arguments.js';
import { adminCall, type AdminCall, type AdminRuntime } from './admin-call.js';
import { AdminCoordinators } from './admin-coordinators.js';
import { throwFailures } from './admin-errors.js';
import { partitionKey, partitionName } from './admin-metadata.js';
import { findHangingTransactions, type FindHangingTransactionsOptions, type OpenTransaction } from './hanging-transactions.js';
import { describePartitionLag, type PartitionLag } from './partition-lag.js';
import { checkAbortSpec, checkFindHanging, checkListTransactions } from './transaction-arguments.js';
import {
  abortSpecAt,
  abortTransaction,
  describeProducers,
  describeTransactions,
  fenceProducers,
  listTransactions,
  type AbortTransactionSpec,
  type DescribeProducersOptions,
  type FencedProducer,
  type ListTransactionsOptions,
  type PartitionProducerStates,
  type TransactionDescription,
  type TransactionListing,
} from './transactions.js';

export type { AdminOptions };

/**
 * Options of `admin.fenceProducers`.
 * @public
 */
export interface FenceProducersOptions extends AdminCallOptions {
  /** Transaction timeout written with the new epoch, in milliseconds. Default: the client's `requestTimeoutMs` (as Java's admin). */
  readonly transactionTimeoutMs?: number;
}

/**
 * The admin client. See docs/admin.md.
 * @public
 */
export class Admin {
  /** The validated configuration with defaults. */
  readonly config: ResolvedAdminConfig;
  private readonly runtime: AdminRuntime;
  private readonly coordinators = new AdminCoordinators();
  private readonly ownsNetwork: boolean;
  private readonly closeController = new AbortController();
  private closing: Promise<void> | undefined;

  constructor(options: AdminOptions) {
    const { network, clock, random, ...config } = options as AdminOptions & TestSeams;
    this.config = resolveAdminConfig(config);
    const resolvedClock: Clock = clock ?? systemClock;
    this.ownsNetwork = network === undefined;
    const client: NetworkClient = network ?? createOwnNetworkClient('admin', this.config, resolvedClock, random);
    this.runtime = {
      network: client,
      clock: resolvedClock,
      config: this.config,
      backoff: new ExponentialBackoff({ initialMs: this.config.retryBackoffMs, maxMs: this.config.retryBackoffMaxMs, jitter: 0.2, ...(random === undefined ? {} : { random }) }),
      metrics: new AdminMetricsRecorder(resolvedClock),
      closeSignal: this.closeController.signal,
    };
  }

  /**
   * The transactions every broker coordinates, filtered by state, producer id, how long they have been open and a
   * transactional id pattern (KIP-664, KIP-994, KIP-1152), sorted by transactional id.
   */
  async listTransactions(options?: ListTransactionsOptions): Promise<TransactionListing[]> {
    const filters = checkListTransactions(options);
    return await this.call('listTransactions', options, (call) => listTransactions(call, filters));
  }

  /**
   * Each transactional id's state as its coordinator records it, in the order given. Rejects with
   * `AdminOperationError` naming each id that failed (TRANSACTIONAL_ID_NOT_FOUND for an unknown one).
   */
  async describeTransactions(transactionalIds: readonly string[], options?: AdminCallOptions): Promise<TransactionDescription[]> {
    const ids = checkNames('describeTransactions', 'transactionalIds', transactionalIds);
    return await this.call('describeTransactions', options, async (call) => {
      const { values, failures } = await describeTransactions(call, this.coordinators, ids);
      throwFailures('describeTransactions', [...failures].map(([resource, error]) => ({ resource, error })));
      return ids.map((id) => values.get(id) as TransactionDescription);
    });
  }

  /**
   * The active producers of each partition as its leader (or `options.brokerId`) keeps them: id, epoch, last
   * sequence and timestamp, coordinator epoch, and the start offset of an open transaction.
   */
  async describeProducers(partitions: readonly TopicPartition[], options?: DescribeProducersOptions): Promise<PartitionProducerStates[]> {
    const checked = checkPartitions('describeProducers', 'partitions', partitions);
    const brokerId = options?.brokerId;
    return await this.call('describeProducers', options, async (call) => {
      const { values, failures } = await describeProducers(call, checked, brokerId);
      throwFailures('describeProducers', [...failures].map(([key, error]) => ({ resource: partitionName(checked.find((tp) => partitionKey(tp) === key) as TopicPartition), error })));
      return checked.map((tp) => values.get(partitionKey(tp)) as PartitionProducerStates);
    });
  }

  /**
   * Aborts a hanging transaction on one partition by writing an ABORT marker through the partition's leader
   * (WriteTxnMarkers, as Java's admin; needs the CLUSTER_ACTION permission). Give the producer, epoch and
   * coordinator epoch, or the transaction's `startOffset` on the partition (as found by
   * {@link Admin.findHangingTransactions}). The partition's LSO moves past the transaction; its records are never
   * returned to read_committed readers. It is the only way to end a transaction its coordinator has no record of
   * (`orphaned`); one its coordinator still tracks can also be ended on every partition at once by
   * {@link Admin.fenceProducers} of its transactional id.
   */
  async abortTransaction(spec: AbortTransactionSpec, options?: AdminCallOptions): Promise<void> {
    const checked = checkAbortSpec(spec);
    await this.call('abortTransaction', options, async (call) => {
      const resolved = 'startOffset' in checked ? await abortSpecAt(call, checked, checked.startOffset) : checked;
      await abortTransaction(call, resolved);
    });
  }

  /**
   * Fences the producers of each transactional id (KIP-618): an InitProducerId on its coordinator bumps the epoch,
   * so every running instance fails with `ProducerFencedError` on its next transactional call, and an open
   * transaction is aborted. Resolves with each id's new producer id and epoch, in the order given.
   */
  async fenceProducers(transactionalIds: readonly string[], options?: FenceProducersOptions): Promise<FencedProducer[]> {
    const ids = checkNames('fenceProducers', 'transactionalIds', transactionalIds);
    const timeout = options?.transactionTimeoutMs ?? this.config.requestTimeoutMs;
    return await this.call('fenceProducers', options, async (call) => {
      const { values, failures } = await fenceProducers(call, this.coordinators, ids, timeout);
      throwFailures('fenceProducers', [...failures].map(([resource, error]) => ({ resource, error })));
      return ids.map((id) => values.get(id) as FencedProducer);
    });
  }

  /**
   * The open transactions whose producer has written nothing to the partition for longer than
   * `maxTransactionTimeoutMs` (default 15 minutes), as `kafka-transactions.sh find-hanging` finds them, each with its
   * transactional id and what its coordinator knows: `orphaned` when no coordinator has a record of it (only
   * {@link Admin.abortTransaction} ends it), otherwise the time its coordinator will abort it. Searches every topic,
   * or `topics`, `partitions`, or the partitions `brokerId` hosts.
   */
  async findHangingTransactions(options?: FindHangingTransactionsOptions): Promise<OpenTransaction[]> {
    const checked = checkFindHanging(options);
    return await this.call('findHangingTransactions', options, (call) => findHangingTransactions(call, this.coordinators, checked));
  }

  /**
   * For read_committed readers at `positions`: per partition the lag to the high watermark and to the last stable
   * offset, whether the reader is stalled at the LSO, and the open transaction holding the LSO (producer, epoch,
   * transactional id, coordinator state). The answer to "why is my consumer not receiving anything".
   */
  async describeLag(positions: readonly TopicPartitionOffset[], options?: AdminCallOptions): Promise<PartitionLag[]> {
    const checked = checkOffsets('describeLag', positions).map((each) => ({ topic: each.topic, partition: each.partition, position: each.offset }));
    return await this.call('describeLag', options, (call) => describePartitionLag(call, this.coordinators, checked));
  }

  /** A snapshot of the admin client's metrics (calls, retries, requests per API). */
  metrics(): AdminMetrics {
    return this.runtime.metrics.snapshot();
  }

  /**
   * Closes the client: calls in progress reject with `AdminClosedError`, and so does every later call; the network
   * client it created is closed. Idempotent.
   */
  close(): Promise<void> {
    this.closing ??= this.doClose();
    return this.closing;
  }

  private async doClose(): Promise<void> {
    this.closeController.abort();
    if (this.ownsNetwork) await this.runtime.network.close();
  }

  /** Runs `body` as the call `operation` with the caller's bound and signal. */
  private call<T>(operation: string, options: unknown, body: (call: AdminCall) => Promise<T>): Promise<T> {
    const { timeoutMs, signal } = checkCallOptions(operation, options);
    return adminCall(this.runtime, operation, { timeoutMs, signal }, body);
  }
}
