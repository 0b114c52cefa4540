/**
 * The public producer (Kafka's `KafkaProducer`): validates the configuration, owns the accumulator, the
 * transaction manager, the metadata cache and the Sender, and exposes async operations, each bounded by
 * a timeout. It never performs I/O itself: operations change state and wake the Sender.
 *
 * Transactional (with `transactionalId`) and idempotent (default, no `transactionalId`) producers share
 * all of it; the idempotent one gets its producer id automatically on the first send.
 */
import { MetadataCache } from '../cluster/metadata-cache.js';
import { resolveProducerConfig, type ResolvedProducerConfig } from '../config/producer-config.js';
import type { ProducerOptions } from '../config/producer-options.js';
import { recordInjectedClock, type TestSeams } from '../internal/test-seams.js';
import { noopLogger, type Logger } from '../config/logger.js';
import { effectiveLogger } from '../diagnostics/debug-switch.js';
import type { ProducerOperationName } from '../diagnostics/channels.js';
import { systemClock, type Clock } from '../internal/clock.js';
import type { NetworkClient } from '../network/network-client.js';
import type { ConsumerGroupMetadata, TopicPartitionOffset } from '../common/topic-partition.js';
import { TransactionManager } from '../transaction/transaction-manager.js';
import { LEGAL_STATES, IDEMPOTENT_LEGAL_STATES } from '../transaction/transaction-state.js';
import type { TransactionState, TransactionOperation } from '../common/transaction-names.js';
import { AppendQueue } from './operations/append-queue.js';
import { OperationDeadline, operationOptionsError, validateOperationOptions, type OperationOptions } from '../internal/bounded-wait.js';
import { DefaultPartitioner } from './partitioner.js';
import { forwardTransactionManagerEvents, identityOf, ProducerEvents, type ProducerEventListener, type ProducerEventMap, type ProducerIdAndEpoch } from './producer-events.js';
import type { ProducerRecord, RecordMetadata } from '../common/record.js';
import { ProducerSend, type ProducerSendContext } from './operations/producer-send.js';
import { ProducerClosedError } from './accumulator/accumulator-errors.js';
import { closeProducer } from './operations/producer-close.js';
import { ProducerOffsets } from './operations/producer-offsets.js';
import { ProducerTransactions } from './operations/producer-transactions.js';
import { ProducerStartup } from './operations/producer-start.js';
import { RecordAccumulator } from './accumulator/record-accumulator.js';
import { accumulatorOptionsFromConfig } from './accumulator/record-accumulator-options.js';
import { NestedTransactionError } from '../errors/operation-lifecycle-errors.js';
import { PendingOperations } from './operations/pending-operation.js';
import { isInTransactionCallback, runInTransaction, type TransactionCallback, type RunInTransactionOptions } from './operations/run-in-transaction.js';
import { TransactionScope } from './operations/transaction-scope.js';
import { Sender } from './sender/sender.js';
import { createOwnNetworkClient } from '../network/tcp/own-network-client.js';
import { connectToCluster } from '../network/connect-to-cluster.js';
import { ExponentialBackoff } from '../internal/backoff.js';
import { ignore, sameValue } from '../internal/derived-promise.js';
import { ProducerTimeoutError } from '../errors/producer-errors.js';
import { producerOperationTracing, type TracedProducer } from '../diagnostics/producer-tracing.js';
import { OperationHooks } from '../internal/client-hooks.js';
import { MeteredNetworkClient } from '../metrics/metered-network-client.js';
import { ProducerMetricsRecorder, type ProducerMetrics } from '../metrics/producer-metrics.js';

export type { ProducerOptions };

/**
 * The idempotent and transactional producer. See docs/producer.md.
 *
 * @example
 * A transaction on the embedded cluster; against Kafka, pass `bootstrapServers: ['broker:9092']` instead of `network`.
 * ```ts
 * import { Producer } from 'kafka-eos';
 * import { InMemoryCluster, InProcessNetworkClient } from 'kafka-eos/testing';
 *
 * const cluster = new InMemoryCluster({ topics: [{ name: 'invoices', partitions: 3 }] });
 * const producer = new Producer({ network: new InProcessNetworkClient(cluster), transactionalId: 'invoicer-1' });
 * await producer.initTransactions(); // fences an older producer with the same transactionalId
 * await producer.transaction(async (txn) => {
 *   await txn.send([{ topic: 'invoices', key: 'o-1', value: 'invoice-1' }, { topic: 'invoices', key: 'o-2', value: 'invoice-2' }]);
 * }); // committed, or aborted if the callback throws
 * await producer.close();
 * cluster.close();
 * ```
 * @public
 */
export class Producer {
  /** The validated configuration with defaults. */
  readonly config: ResolvedProducerConfig;
  private readonly network: NetworkClient;
  /** True when the producer built the network client from `bootstrapServers`, and so closes it. */
  private readonly ownsNetwork: boolean;
  private readonly clock: Clock;
  private readonly logger: Logger;
  private readonly transactionManager: TransactionManager;
  private readonly accumulator: RecordAccumulator;
  private readonly metadata: MetadataCache;
  private readonly sender: Sender;
  private readonly partitioner: DefaultPartitioner;
  private readonly events = new ProducerEvents();
  private readonly metricsRecorder: ProducerMetricsRecorder;
  /** Observers of the five traced operations: the txn-*-time timers, then the diagnostics channels. */
  private readonly hooks: OperationHooks<ProducerOperationName, TracedProducer>;
  /** Sends that could not append at once, in call order (see {@link AppendQueue}). */
  private readonly appends = new AppendQueue();
  private lingerEndScheduled = false;
  /** The fast and slow paths of `send` (producer-send.ts). */
  private readonly sendPath: ProducerSend;
  /** sendOffsetsToTransaction (producer-offsets.ts). */
  private readonly offsetsPath: ProducerOffsets;
  /** initTransactions, commitTransaction, abortTransaction (producer-transactions.ts). */
  private readonly transactions: ProducerTransactions;
  /** The one-time start: codec, transaction version, Sender (producer-start.ts). */
  private readonly startup: ProducerStartup;
  private closed: Promise<void> | undefined;
  /** Aborted by `close()`: a `connect()` still waiting rejects with its reason (`ProducerClosedError`). */
  private readonly closing = new AbortController();
  private transactionChain: Promise<unknown> = Promise.resolve();
  /** The init/commit/abort whose caller stopped waiting before its outcome (see pending-operation.ts). */
  private readonly operations = new PendingOperations();
  /** The open transaction, for the sends issued in it that have not appended yet (see transaction-scope.ts). */
  private scope: TransactionScope | undefined;

  /** Validates `options` (a {@link ConfigError} names each bad field) and creates the producer; no I/O happens until the first call (`initTransactions()`, `send()`, ...). */
  constructor(options: ProducerOptions) {
    const { network, clock, random, ...config } = options as ProducerOptions & TestSeams; // seams: see internal/test-seams.ts
    this.config = resolveProducerConfig(config);
    this.clock = clock ?? systemClock;
    recordInjectedClock(this, clock);
    this.ownsNetwork = network === undefined;
    // producer.metrics(): every request goes through the metered decorator.
    this.metricsRecorder = new ProducerMetricsRecorder(this.clock, () => ({ total: this.config.bufferMemory, available: this.config.bufferMemory - this.accumulator.bufferedBytes }));
    this.hooks = new OperationHooks<ProducerOperationName, TracedProducer>([this.metricsRecorder, producerOperationTracing]);
    this.network = new MeteredNetworkClient(network ?? createOwnNetworkClient('producer', this.config, this.clock, random), this.metricsRecorder,
      (topicId) => this.metadata.topicName(topicId));
    this.logger = effectiveLogger(this.config.logger, this.config.logger === noopLogger);
    this.transactionManager = new TransactionManager({
      transactionalId: this.config.transactionalId ?? null,
      transactionTimeoutMs: this.config.transactionTimeoutMs,
      transactionVersion: this.config.transactionVersion === 2 ? 2 : 1,
      ...(random === undefined ? {} : { random }),
    });
    this.partitioner = new DefaultPartitioner(random);
    // A send that times out waiting for buffer memory lost its record: like the other local send failures it makes
    // an open transaction abortable (Kafka: BufferExhaustedException is an ApiException caught in doSend).
    const metrics = this.metricsRecorder;
    this.accumulator = new RecordAccumulator(accumulatorOptionsFromConfig(this.config, this.clock, {
      onWakeup: () => { this.sender.wakeup(); },
      onAppendTimedOut: (topic, error) => { this.transactionManager.maybeTransitionToErrorState(error, topic); },
      // compression-rate-avg (once per batch) and bufferpool-wait-time (sends that waited for memory only).
      onBatchEncoded: (topic, partition, uncompressed, encoded) => { metrics.batchEncoded(topic, partition, uncompressed, encoded); },
      onBufferWait: (waitedMs) => { metrics.bufferWaited(waitedMs); },
      nextStickyPartition: (topic, previous) => this.partitioner.onNewBatch(
        topic, this.metadata.topic(topic)?.partitions.length ?? 0, previous, this.metadata.availablePartitions(topic)),
    }));
    this.metadata = new MetadataCache({
      network: this.network, clock: this.clock, logger: this.logger, retryBackoffMs: this.config.retryBackoffMs, requestTimeoutMs: this.config.requestTimeoutMs,
    });
    this.sender = new Sender({
      config: this.config, network: this.network, clock: this.clock, accumulator: this.accumulator,
      transactionManager: this.transactionManager, metadata: this.metadata, logger: this.logger,
    });
    forwardTransactionManagerEvents(this.transactionManager, this.events, this.logger, () => { this.sender.wakeup(); });
    this.events.on('epochBump', () => { this.metricsRecorder.epochBumps++; });
    this.startup = new ProducerStartup({
      config: this.config, network: this.network, logger: this.logger, transactionManager: this.transactionManager, sender: this.sender,
    });
    const sendContext: ProducerSendContext = {
      config: this.config, clock: this.clock, transactionManager: this.transactionManager, accumulator: this.accumulator,
      metadata: this.metadata, sender: this.sender, partitioner: this.partitioner, appends: this.appends,
      checkOperation: (operation, issuedInOpenScope) => { this.checkOperation(operation, issuedInOpenScope); },
      transactionScope: () => this.scope,
      start: (deadline) => this.startup.start(deadline),
      deadline: (operation, options) => this.deadline(operation, options),
    };
    this.sendPath = new ProducerSend(sendContext);
    this.offsetsPath = new ProducerOffsets(sendContext, this.sendPath);
    this.transactions = new ProducerTransactions({ ...sendContext, operations: this.operations, run: () => this.startup.run() });
  }

  /** The current state (UNINITIALIZED ... FATAL_ERROR). */
  get state(): TransactionState {
    return this.transactionManager.state;
  }

  /** The producer id and epoch in use (-1 before initialization). */
  get producerIdentity(): ProducerIdAndEpoch {
    return identityOf(this.transactionManager.producerIdentity);
  }

  /** KIP-890 transaction version in use: 2 when the cluster finalized it, else 1 (decided at the first operation). */
  get transactionVersion(): 1 | 2 {
    return this.transactionManager.transactionVersion;
  }

  /** True for a producer with a transactionalId. */
  get isTransactional(): boolean {
    return this.transactionManager.isTransactional;
  }

  /** Subscribes to an event; returns the unsubscribe function. */
  on<E extends keyof ProducerEventMap>(event: E, listener: ProducerEventListener<E>): () => void {
    return this.events.on(event, listener);
  }

  /** A snapshot of the producer's metrics (Java's names; see docs/observability.md for windows and meaning). */
  metrics(): ProducerMetrics {
    return this.metricsRecorder.snapshot();
  }

  /** Unsubscribes a listener. */
  off<E extends keyof ProducerEventMap>(event: E, listener: ProducerEventListener<E>): void {
    this.events.off(event, listener);
  }

  /**
   * Connects ahead of the first operation (optional: every operation connects on first use): resolves once one
   * broker is usable (connected, ApiVersions negotiated, SASL done when configured; the others are reached when
   * needed) and the producer has started (compression codec loaded, transaction version negotiated). Bounded by
   * `timeoutMs` (default `maxBlockMs`): it rejects with `ProducerTimeoutError` whose `cause` is the last failure
   * (`ECONNREFUSED`, `ENOTFOUND`, ... with the broker's address), at once with an authentication error (SASL, TLS
   * verification), with `OperationAbortedError` when `signal` aborts, with `ProducerClosedError` when the producer
   * is or gets closed. Calls may overlap and repeat; each resolves once a broker is usable.
   */
  async connect(options: OperationOptions = {}): Promise<void> {
    const deadline = this.deadline('connect', options);
    if (this.closed !== undefined) throw new ProducerClosedError();
    const { retryBackoffMs, retryBackoffMaxMs, maxBlockMs } = this.config;
    await connectToCluster(this.network, {
      clock: this.clock, deadline: deadline.deadline, signal: options.signal, closed: this.closing.signal,
      backoff: new ExponentialBackoff({ initialMs: retryBackoffMs, maxMs: retryBackoffMaxMs, jitter: 0.2 }),
      timeoutError: (cause) => new ProducerTimeoutError('connect', options.timeoutMs ?? maxBlockMs, cause, { continues: false }),
    });
    await deadline.wait(this.startup.run());
    // Closed while it started: the start completes, but there is nothing to connect any more.
    if (this.closing.signal.aborted) throw new ProducerClosedError();
  }

  /**
   * Registers the transactional id with its coordinator, fencing older instances (InitProducerId), and
   * completes or aborts what a previous instance left open. Call once before the first transaction.
   */
  initTransactions(options: OperationOptions = {}): Promise<void> {
    return this.hooks.call('initTransactions', this.initTransactionsBody, this, options, undefined, undefined);
  }

  private readonly initTransactionsBody = (options: OperationOptions): Promise<void> => this.transactions.init(options);

  /** Opens a transaction (local: nothing is sent until the first record or offsets). */
  beginTransaction(): void {
    const startedAt = performance.now(); // txn-begin-time-ns-total: a local call, below the clock's ms resolution
    this.checkOperation('beginTransaction');
    this.transactionManager.beginTransaction();
    this.scope = new TransactionScope();
    this.metricsRecorder.txnBeginNs += (performance.now() - startedAt) * 1e6;
  }

  /**
   * Sends one record, resolving to where it was written once the broker acknowledged it; an array
   * resolves to an array, in order. In a transaction the records become visible to read_committed
   * consumers only when the transaction commits.
   */
  send(record: ProducerRecord, options?: OperationOptions): Promise<RecordMetadata>;
  /**
   * Sends several records in one call, resolving to their metadata in the same order once the broker acknowledged
   * them all. The records are checked together: a bad one refuses the call before any record of it is appended.
   */
  send(records: readonly ProducerRecord[], options?: OperationOptions): Promise<RecordMetadata[]>;
  send(input: ProducerRecord | readonly ProducerRecord[], options: OperationOptions = {}): Promise<RecordMetadata | RecordMetadata[]> {
    return this.hooks.call('send', this.sendBody, this, input, options, undefined);
  }

  private readonly sendBody = (input: ProducerRecord | readonly ProducerRecord[], options: OperationOptions): Promise<RecordMetadata | RecordMetadata[]> => {
    // The fast and slow paths live in producer-send.ts.
    return this.sendPath.send(input, options);
  };

  /**
   * Adds consumed offsets to the transaction, committed with it (KIP-98; KIP-447 group metadata lets
   * the group coordinator reject a zombie consumer's offsets). Offsets are bigints; a wrong argument is
   * refused with InvalidArgumentError before anything happens. An empty list does nothing (as in Kafka).
   */
  sendOffsetsToTransaction(offsets: readonly TopicPartitionOffset[], groupMetadata: ConsumerGroupMetadata, options: OperationOptions = {}): Promise<void> {
    return this.hooks.call('sendOffsetsToTransaction', this.sendOffsetsBody, this, offsets, groupMetadata, options);
  }

  private readonly sendOffsetsBody = (offsets: readonly TopicPartitionOffset[], groupMetadata: ConsumerGroupMetadata, options: OperationOptions): Promise<void> => {
    // The metadata wait and the registration live in producer-offsets.ts.
    return this.offsetsPath.send(offsets, groupMetadata, options);
  };

  /**
   * Flushes the transaction's records, then commits it. On a timeout, or an error whose
   * `commitOutcomeUnknown` is true, call it again: it never reports failure for a commit that may have
   * happened. An abortable error means: call abortTransaction().
   */
  commitTransaction(options: OperationOptions = {}): Promise<void> {
    return this.hooks.call('commitTransaction', this.commitTransactionBody, this, options, undefined, undefined);
  }

  private readonly commitTransactionBody = (options: OperationOptions): Promise<void> => this.transactions.commit(options);

  /**
   * Aborts the transaction: sends not yet appended and records not yet sent fail with TransactionAbortedError
   * (KIP-654); records and transactional requests in flight are waited for; then EndTxn(abort) is sent, and
   * after KIP-360/KIP-588 errors the epoch is bumped. The producer is READY again.
   */
  abortTransaction(options: OperationOptions = {}): Promise<void> {
    return this.hooks.call('abortTransaction', this.abortTransactionBody, this, options, undefined, undefined);
  }

  private readonly abortTransactionBody = (options: OperationOptions): Promise<void> => this.transactions.abort(options);

  /**
   * Ends the linger of the records buffered when the current turn of the event loop ends (one `setImmediate` per
   * turn, so that the sends of one turn share their batches). Called after the sends of a transaction callback:
   * the transaction waits for its records, so lingering only delays it.
   * @internal
   */
  endLingerAfterTurn(): void {
    if (this.lingerEndScheduled) return;
    this.lingerEndScheduled = true;
    setImmediate(() => {
      this.lingerEndScheduled = false;
      this.accumulator.endLinger();
    });
  }

  /** Sends everything buffered now (ignoring lingerMs) and resolves when every record so far completed, successfully or not. */
  async flush(options: OperationOptions = {}): Promise<void> {
    this.checkOperation('flush');
    const deadline = this.deadline('flush', options, this.config.deliveryTimeoutMs + this.config.requestTimeoutMs);
    // Records of sends issued before flush() that still wait for metadata are covered too (Kafka: flush covers
    // every send that returned, and send returns only after appending).
    if (!this.appends.isIdle) await deadline.wait(this.appends.whenIdle());
    const flushed = this.accumulator.flush();
    this.sender.wakeup();
    await deadline.wait(flushed);
  }

  /**
   * Runs `callback` in a transaction: begin, run, commit; abort on error or when `signal` aborts.
   * Concurrent calls run one after another.
   */
  transaction<T>(callback: TransactionCallback<T>, options: RunInTransactionOptions = {}): Promise<T> {
    // Inside a callback, the inner call would wait for the outer transaction, which waits for the callback.
    if (isInTransactionCallback(this)) return Promise.reject(new NestedTransactionError());
    const run = this.transactionChain.then(() => runInTransaction(this, callback, options), () => runInTransaction(this, callback, options));
    // The next transaction() runs after this one whatever its outcome.
    this.transactionChain = run.then(ignore, ignore);
    // A promise of its own for the caller: one the chain observes would hide a rejection nobody handles.
    return run.then(sameValue);
  }

  /**
   * Closes the producer, bounded by `timeoutMs` (default maxBlockMs). A commit or abort in progress is let
   * finish within the bound; an open transaction is aborted (unsent records fail with TransactionAbortedError,
   * EndTxn(abort) is sent); an idempotent producer sends what is buffered. When the bound ends first, what is
   * left fails with ProducerClosedError, except a commit whose EndTxn was sent: it fails with
   * `commitOutcomeUnknown`. The Sender stops. Calling it again returns the same promise.
   */
  close(options: { readonly timeoutMs?: number } = {}): Promise<void> {
    const invalid = operationOptionsError('close', options);
    if (invalid !== undefined) return Promise.reject(invalid);
    this.closing.abort(new ProducerClosedError());
    this.closed ??= this.doClose(options.timeoutMs ?? this.config.maxBlockMs);
    return this.closed;
  }

  private doClose(timeoutMs: number): Promise<void> {
    // Sends still waiting to append (metadata, their turn) reject now with the close, the reason they are not
    // written, rather than with the TransactionAbortedError of the abort the close then runs.
    this.scope?.end(new ProducerClosedError('send'));
    return closeProducer({
      clock: this.clock, logger: this.logger, transactionManager: this.transactionManager, accumulator: this.accumulator,
      metadata: this.metadata, sender: this.sender, network: this.network, ownsNetwork: this.ownsNetwork, started: this.startup.begun,
      beginAbort: () => this.transactions.beginAbort(), lastFailureSince: (since) => this.lastFailureSince(since),
    }, timeoutMs);
  }

  /** The single bound of one call: `timeoutMs` (default `maxBlockMs`) from now. */
  private deadline(operation: string, options: OperationOptions, defaultMs = this.config.maxBlockMs): OperationDeadline {
    validateOperationOptions(operation, options);
    return new OperationDeadline({
      clock: this.clock, timeoutMs: options.timeoutMs ?? defaultMs, operation, signal: options.signal,
      lastCause: (since) => this.lastFailureSince(since),
    });
  }

  /**
   * The last underlying failure seen since `since`, for a timeout's `cause`: a retried transactional request
   * (connection refused, broker error), else the last metadata refresh problem, else what the network client
   * knows of its connections (the last failed attempt, or one still in progress when the bound expired).
   */
  private lastFailureSince(since: number): Error | undefined {
    const retried = this.transactionManager.lastRetriedFailure;
    if (retried !== undefined && retried.at >= since) return retried.error;
    return this.metadata.lastFailure ?? this.network.lastConnectionFailure?.();
  }

  /**
   * Throws unless `operation` is legal now. `issuedInOpenScope`: a send or sendOffsetsToTransaction issued in the
   * transaction still open, resuming after a wait that a later commit waits for; a commit pending because its
   * caller timed out is waiting for exactly this call, so the pending-operation guard does not refuse it.
   */
  private checkOperation(operation: TransactionOperation, issuedInOpenScope = false): void {
    if (this.closed !== undefined) throw new ProducerClosedError(operation);
    const table = this.isTransactional ? LEGAL_STATES : IDEMPOTENT_LEGAL_STATES;
    const state = this.transactionManager.state;
    if (operation !== 'flush' && operation !== 'close' && !issuedInOpenScope) this.operations.check(operation, state, table[operation]);
    this.transactionManager.checkLegal(operation);
  }
}
