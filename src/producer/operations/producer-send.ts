/**
 * The send path of {@link Producer}: the fast path (append before `send()` returns) and the slow path (wait for
 * the start, the metadata or an earlier call, then append in call order), the partition choice and the append
 * itself. The Producer keeps the public `send` and delegates here.
 */
import { anySignal } from '../../internal/any-signal.js';
import type { MetadataCache } from '../../cluster/metadata-cache.js';
import type { ResolvedProducerConfig } from '../../config/producer-config.js';
import { InvalidArgumentError, InvalidTopicError, topicNameProblem } from '../../errors/argument-errors.js';
import { KafkaClientError } from '../../errors/kafka-client-error.js';
import { OperationAbortedError } from '../../errors/producer-errors.js';
import { TransactionStateError } from '../../errors/transaction-errors.js';
import type { Clock } from '../../internal/clock.js';
import type { TransactionManager } from '../../transaction/transaction-manager.js';
import { TransactionState, type TransactionOperation } from '../../common/transaction-names.js';
import type { AppendQueue } from './append-queue.js';
import { bounded, validateOperationOptions, type OperationDeadline, type OperationOptions } from '../../internal/bounded-wait.js';
import { DeliveryGroup } from '../accumulator/delivery-group.js';
import { RecordDelivery } from '../accumulator/delivery.js';
import { ignore, sameValue } from '../../internal/derived-promise.js';
import { estimateRecordSizeUpperBound } from '../../protocol/record-batch/record-batch-builder.js';
import type { DefaultPartitioner } from '../partitioner.js';
import { keyBytes, toRecordInput, validateSendInput } from '../producer-record.js';
import type { ProducerRecord, RecordMetadata } from '../../common/record.js';
import { ProducerClosedError } from '../accumulator/accumulator-errors.js';
import type { RecordAccumulator } from '../accumulator/record-accumulator.js';
import type { Sender } from '../sender/sender.js';
import type { TransactionScope } from './transaction-scope.js';
import { asError } from '../../internal/abort-race.js';

/** What the send path uses of the Producer: its parts, and its start, deadline and misuse checks. */
export interface ProducerSendContext {
  readonly config: ResolvedProducerConfig;
  readonly clock: Clock;
  readonly transactionManager: TransactionManager;
  readonly accumulator: RecordAccumulator;
  readonly metadata: MetadataCache;
  readonly sender: Sender;
  readonly partitioner: DefaultPartitioner;
  /** Sends that could not append at once, in call order (see {@link AppendQueue}). */
  readonly appends: AppendQueue;
  /**
   * Refuses `operation` in the current state. `issuedInOpenScope`: the call was issued in the transaction still
   * open, before an operation now pending (a commit whose caller timed out while it waited for this very call),
   * so that pending operation does not refuse it.
   */
  readonly checkOperation: (operation: TransactionOperation, issuedInOpenScope?: boolean) => void;
  /** The open transaction (undefined for an idempotent producer or between transactions). */
  readonly transactionScope: () => TransactionScope | undefined;
  readonly start: (deadline: OperationDeadline) => Promise<void>;
  readonly deadline: (operation: string, options: OperationOptions) => OperationDeadline;
}

/**
 * Appends records for `Producer.send` and returns the caller's promise.
 * @internal
 */
export class ProducerSend {
  private readonly context: ProducerSendContext;

  constructor(context: ProducerSendContext) {
    this.context = context;
  }

  /** `Producer.send`: one record resolves to its metadata, an array to an array, in order. */
  send(input: ProducerRecord | readonly ProducerRecord[], options: OperationOptions): Promise<RecordMetadata | RecordMetadata[]> {
    const { appends, sender, accumulator } = this.context;
    let records: readonly ProducerRecord[];
    try {
      // Plain JavaScript may pass anything: refuse a bad record before anything happens.
      validateSendInput(input);
      validateOperationOptions('send', options);
      records = isRecordArray(input) ? input : [input];
      this.context.checkOperation('send');
      // Fast path: started, every topic known and no earlier call still waiting to append, so the records are
      // appended before send() returns and an abort or commit called right after sees them (no await between
      // the state check and the append).
      if (appends.isIdle && sender.isRunning && this.topicsKnown(records)) {
        const batchesBefore = accumulator.batchesCreated;
        // One clock reading per call: the create time of records without their own timestamp and of new batches.
        // A `send(records[])` appends synchronously, so its records share the millisecond anyway; a reading per
        // record cost more than the rest of the append here (docs/performance.md).
        const now = this.context.clock.now();
        if (!isRecordArray(input) && options.signal === undefined) {
          // One record, nothing to race: the caller's promise follows the delivery directly (no array, no
          // Promise.all, no async frame per send). `then` gives the caller its own promise, so a rejection
          // the caller ignores is still reported as unhandled.
          const delivery = this.append(input, now).then(sameValue);
          this.wakeAfterAppend(batchesBefore);
          return delivery;
        }
        if (isRecordArray(input)) {
          // One promise for the whole call, filled in by the batches (see DeliveryGroup), not one per record.
          const group = new DeliveryGroup(input.length);
          for (let index = 0; index < input.length; index++) this.append(input[index] as ProducerRecord, now, group, index);
          this.wakeAfterAppend(batchesBefore);
          return this.awaitGroup(group, options);
        }
        const deliveries = [this.append(input, now)];
        this.wakeAfterAppend(batchesBefore);
        return this.collect(input, deliveries, options);
      }
    } catch (error) {
      return Promise.reject(asError(error));
    }
    // Slow path: wait for the start, the metadata, or an earlier call still waiting, then append in call order.
    // The turn ends once the records are appended (not acknowledged), so later calls and flush() go on at once.
    // The records belong to the transaction open now: its abort ends their wait (see transaction-scope.ts).
    const scope = this.context.transactionScope();
    const deadline = this.context.deadline('send', scope === undefined ? options : withSignal(options, scope.signal));
    return appends.enqueue((earlierCallsDone) => this.appendInTurn(records, deadline, earlierCallsDone, scope))
      .then((deliveries) => this.collect(input, deliveries, options));
  }

  /** Waits for a topic's metadata within what is left of the call's deadline. */
  async awaitTopic(topic: string, deadline: OperationDeadline): Promise<void> {
    this.context.sender.wakeup();
    // The cache rejects at the deadline with the more precise error (topic unknown, inconsistent metadata);
    // the grace lets it win over the generic timeout. One millisecond was not enough: Node computes a timer's
    // expiry from the event loop's cached time, which can lag the clock by a few ms, so the generic timer,
    // set earlier, could fire first (a flaky MetadataTimeoutError in hostile-broker.test.ts).
    await deadline.wait(this.context.metadata.awaitTopic(topic, deadline.deadline), 25);
  }

  /** The slow path: waits for the start, the earlier calls and unknown topics, then appends; returns the deliveries. */
  private async appendInTurn(
    records: readonly ProducerRecord[], deadline: OperationDeadline, earlierCallsDone: Promise<void>, scope: TransactionScope | undefined,
  ): Promise<Promise<RecordMetadata>[]> {
    try {
      await this.context.start(deadline);
      await deadline.wait(earlierCallsDone);
    } catch (error) {
      // The wait ended because the transaction was aborted: report the abort, not the interrupted wait.
      if (scope?.error !== undefined) throw scope.error;
      // Timed out before its turn came: the records were never appended (a local failure, as below).
      this.failedLocally(error, records[0]?.topic ?? '');
      throw error;
    }
    const deliveries: Promise<RecordMetadata>[] = [];
    for (const record of records) {
      // Only an unknown topic makes send wait (maxBlockMs for the whole call), as in Kafka's waitOnMetadata.
      if (this.context.metadata.topic(record.topic) === undefined) {
        try {
          // A name no broker accepts fails at once (Kafka: InvalidTopicException from the metadata) instead of
          // waiting for metadata until the timeout.
          const problem = topicNameProblem(record.topic);
          if (problem !== undefined) throw new InvalidTopicError(record.topic, problem);
          await this.awaitTopic(record.topic, deadline);
        } catch (error) {
          // Aborted while it waited: the abort is the outcome, and the transaction open now (if any) is not
          // this record's, so it must not be made abortable by it.
          if (scope?.error !== undefined) throw scope.error;
          this.failedLocally(error, record.topic);
          throw error;
        }
      }
      // Its transaction was aborted while it waited: it must not be written by whichever transaction is open now.
      if (scope?.error !== undefined) throw scope.error;
      // A commit called after this send waits for it to append (it belongs to that commit): if the commit's caller
      // timed out meanwhile, the commit is the pending operation, and it must not refuse the send it waits for.
      this.context.checkOperation('send', scope !== undefined && scope === this.context.transactionScope());
      deliveries.push(this.append(record, this.context.clock.now()));
    }
    this.context.sender.wakeup();
    return deliveries;
  }

  /**
   * A send failed after it was accepted and before its record was appended (record too large, metadata
   * timeout, invalid topic or partition): the record is lost, so an open transaction becomes abortable, as
   * in Kafka 3.2+. Refusals that leave the record with the caller and change nothing
   * (misuse, a closed producer, a bad argument, the caller's own signal) do not.
   */
  private failedLocally(error: unknown, resource: string): void {
    if (!(error instanceof Error) || error instanceof TransactionStateError || error instanceof ProducerClosedError
      || error instanceof InvalidArgumentError || error instanceof OperationAbortedError) return;
    this.context.transactionManager.maybeTransitionToErrorState(error, resource);
  }

  /** True when every record's topic has metadata (a loop, not `every` with a closure: this runs per send). */
  private topicsKnown(records: readonly ProducerRecord[]): boolean {
    for (const record of records) if (this.context.metadata.topic(record.topic) === undefined) return false;
    return true;
  }

  /**
   * Wakes the Sender after fast-path appends, unless they only added records to open batches of a non-transactional
   * producer: that changes no decision of the Sender (its linger and expiry timers were set when the batch was
   * created; a batch filling up or a wait for memory wake it from the accumulator). Waking it per record made it
   * run a whole iteration, with a new sleep timer, for every `send(record)`. A transactional producer is always
   * woken: its first record to a partition needs an AddPartitionsToTxn.
   */
  private wakeAfterAppend(batchesBefore: number): void {
    if (this.context.transactionManager.isTransactional || this.context.accumulator.batchesCreated !== batchesBefore) this.context.sender.wakeup();
  }

  /** The caller's promise for a group (its own, so a rejection it ignores is reported as unhandled). */
  private awaitGroup(group: DeliveryGroup, options: OperationOptions): Promise<RecordMetadata[]> {
    if (options.signal === undefined) return group.promise.then(sameValue);
    const { clock, config } = this.context;
    // Deliveries are bounded by deliveryTimeoutMs inside the Sender; the signal only stops waiting.
    return bounded(group.promise, { clock, timeoutMs: config.deliveryTimeoutMs + config.requestTimeoutMs, operation: 'send', signal: options.signal });
  }

  private async collect(input: ProducerRecord | readonly ProducerRecord[], deliveries: Promise<RecordMetadata>[], options: OperationOptions): Promise<RecordMetadata | RecordMetadata[]> {
    const { clock, config } = this.context;
    const all = Promise.all(deliveries);
    // Deliveries are bounded by deliveryTimeoutMs inside the Sender; the signal only stops waiting.
    const results = options.signal === undefined ? await all
      : await bounded(all, { clock, timeoutMs: config.deliveryTimeoutMs + config.requestTimeoutMs, operation: 'send', signal: options.signal });
    return isRecordArray(input) ? results : (results[0] as RecordMetadata);
  }

  /** Appends one record: returns its promise, or, with `group`, hands its outcome to the group at `index`. */
  private append(record: ProducerRecord, now: number): Promise<RecordMetadata>;
  private append(record: ProducerRecord, now: number, group: DeliveryGroup, index: number): undefined;
  private append(record: ProducerRecord, now: number, group?: DeliveryGroup, index = 0): Promise<RecordMetadata> | undefined {
    try {
      return this.appendOrThrow(record, now, group, index);
    } catch (error) {
      this.failedLocally(error, record.topic);
      throw error;
    }
  }

  /** {@link ProducerSend.append} without the local-failure handling; `now` is the call's clock reading. */
  private appendOrThrow(record: ProducerRecord, now: number, group: DeliveryGroup | undefined, index: number): Promise<RecordMetadata> | undefined {
    const { config, metadata, partitioner, accumulator, transactionManager } = this.context;
    const topic = metadata.topic(record.topic);
    if (topic === undefined) throw new KafkaClientError('ERR_UNKNOWN_TOPIC', `no metadata for topic ${record.topic}`);
    const partitionCount = topic.partitions.length;
    const key = keyBytes(record);
    const input = toRecordInput(record, key, now);
    let partition = record.partition ?? (config.partitioner !== undefined
      ? config.partitioner({ topic: record.topic, key, value: input.value === null ? null : Buffer.from(input.value), partitionCount })
      : partitioner.partition({ topic: record.topic, key, value: null, partitionCount }, metadata.availablePartitions(record.topic)));
    if (!Number.isInteger(partition) || partition < 0 || partition >= partitionCount) {
      throw new KafkaClientError('ERR_INVALID_PARTITION', `partition ${partition} is not in [0, ${partitionCount}) for topic ${record.topic}`);
    }
    // Checked before the append so that it fails the send like the checks above (the accumulator checks again).
    const recordSize = estimateRecordSizeUpperBound(input);
    const tooLarge = accumulator.checkRecordSize(record.topic, partition, recordSize);
    if (tooLarge !== undefined) throw tooLarge;
    // KIP-480: a keyless record sticks to the partition until its batch is full, then moves on (in the accumulator).
    const sticky = record.partition === undefined && key === null && config.partitioner === undefined;
    let delivery: RecordDelivery | undefined;
    const sink = group ?? (delivery = new RecordDelivery());
    partition = accumulator.append(record.topic, partition, input, now, sink, group === undefined ? 0 : index, recordSize, sticky);
    if (transactionManager.isTransactional) {
      transactionManager.maybeAddPartition(record.topic, partition);
    } else if (config.idempotent && transactionManager.state === TransactionState.UNINITIALIZED) {
      // (maybeAddPartition does nothing for an idempotent producer but repeat, per record, the state check that
      // send() made once for the call: nothing between them can make 'send' illegal without throwing.)
      transactionManager.initProducerId();
    }
    if (delivery === undefined) return undefined;
    // Observed here so a record whose caller stopped waiting never becomes an unhandled rejection.
    delivery.promise.catch(ignore);
    return delivery.promise;
  }
}

/** `options` whose signal also aborts when `signal` does. */
function withSignal(options: OperationOptions, signal: AbortSignal): OperationOptions {
  return options.signal === undefined ? { ...options, signal } : { ...options, signal: anySignal(options.signal, signal).signal };
}

function isRecordArray(input: ProducerRecord | readonly ProducerRecord[]): input is readonly ProducerRecord[] {
  return Array.isArray(input);
}
