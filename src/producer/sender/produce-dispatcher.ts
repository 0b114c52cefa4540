/**
 * The Produce half of the Sender (Kafka `Sender.sendProduceRequests` / `handleProduceResponse` /
 * `completeBatch`): drains ready batches per leader into Produce requests, and applies each partition's
 * answer through the transaction manager's decisions. Only called from the Sender's loop and from the
 * response callbacks of the requests it starts.
 */
import type { ResolvedProducerConfig } from '../../config/producer-config.js';
import type { Logger } from '../../config/logger.js';
import type { MetadataCache } from '../../cluster/metadata-cache.js';
import { KafkaClientError } from '../../errors/kafka-client-error.js';
import { ProtocolError } from '../../errors/protocol-error.js';
import { ErrorCode, errorCodeInfo } from '../../errors/protocol-error-codes.generated.js';
import type { NetworkClient } from '../../network/network-client.js';
import { isAuthenticationError, isNetworkError, isUnsupportedApiError } from '../../network/network-errors.js';
import { produce, type ProduceAnswer, type ProduceFields, type ProducePartitionAnswer } from '../../protocol/requests/produce.js';
import type { BatchOutcome } from '../../transaction/batch-fate.js';
import type { TransactionManager } from '../../transaction/transaction-manager.js';
import { TransactionState } from '../../common/transaction-names.js';
import type { ProducerBatch } from '../accumulator/producer-batch.js';
import type { RecordAccumulator } from '../accumulator/record-accumulator.js';
import type { DrainProducerState, LeaderEpochLookup, LeaderLookup } from '../accumulator/record-accumulator-options.js';
import { learnBrokers } from '../../cluster/learn-brokers.js';
import { outcomeUnknown, settleBatch, type SettleContext } from './settle-batch.js';

type PartitionAnswer = ProducePartitionAnswer['answer'];

/** A partition's error answer that names its current leader (KIP-951, Produce v10+). */
function isLeaderHint(answer: PartitionAnswer): boolean {
  const code = answer.errorCode;
  return (code === ErrorCode.NOT_LEADER_OR_FOLLOWER || code === ErrorCode.FENCED_LEADER_EPOCH)
    && answer.currentLeader.leaderId >= 0 && answer.currentLeader.leaderEpoch >= 0;
}

const ACKNOWLEDGED: BatchOutcome = { kind: 'acknowledged' };
const NO_ANSWER: BatchOutcome = { kind: 'no-answer' };
const AUTHENTICATION_FAILED: BatchOutcome = { kind: 'authentication-failed' };
const UNSUPPORTED_VERSION: BatchOutcome = { kind: 'unsupported-version' };
const DELIVERY_TIMEOUT: BatchOutcome = { kind: 'delivery-timeout' };
const IDENTITY_CHANGED: BatchOutcome = { kind: 'identity-changed' };

/**
 * The error of a batch that was not written and can no longer be: a batch of the same partition created after
 * it is (or may be) in the log, so writing it now would put its records after that batch's.
 */
function wouldReorder(batch: ProducerBatch): KafkaClientError {
  const cause = batch.lastAttemptError;
  return new KafkaClientError('ERR_PRODUCE_WOULD_REORDER',
    `${batch.recordCount} record(s) for ${batch.topic}-${batch.partition} were not written and cannot be any more: a later batch of the partition is in the log`,
    cause === undefined ? {} : { cause });
}

/**
 * Produce errors a broker gives after appending to the leader's log (the replicas did not catch up in time):
 * the batch may be in the log although the answer is an error.
 */
const WRITTEN_BEFORE_ERROR: ReadonlySet<number> = new Set([ErrorCode.REQUEST_TIMED_OUT, ErrorCode.NOT_ENOUGH_REPLICAS_AFTER_APPEND]);

/**
 * What the dispatcher needs from the Sender.
 * @internal
 */
export interface ProduceDispatcherOptions {
  readonly config: ResolvedProducerConfig;
  readonly network: NetworkClient;
  readonly accumulator: RecordAccumulator;
  readonly transactionManager: TransactionManager;
  readonly metadata: MetadataCache;
  readonly logger: Logger;
  /** Registers a request promise with the Sender (so none floats) and wakes it when the promise settles. */
  readonly track: (work: Promise<void>) => void;
  readonly isStopped: () => boolean;
  readonly now: () => number;
}

/**
 * Produce requests: drain, send, complete/retry/fail.
 * @internal
 */
export class ProduceDispatcher {
  private readonly options: ProduceDispatcherOptions;
  private readonly inFlightPerNode = new Map<number, number>();
  /**
   * Which sequence generation a batch was registered in with `PartitionSequences.addInFlight`, so that it is
   * added once per generation: not again when a retry, or a split part `trackSplit` registered, is drained, but
   * again after an epoch change reset the sequences.
   */
  private readonly registered = new WeakMap<ProducerBatch, number>();
  private generation = 0;
  private readonly leaderFor: LeaderLookup;
  private readonly leaderEpochFor: LeaderEpochLookup;
  private readonly producerState: DrainProducerState;
  private readonly topicId: ProduceFields['topicId'];

  constructor(options: ProduceDispatcherOptions) {
    this.options = options;
    const { metadata, transactionManager: tm } = options;
    this.leaderFor = (topic, partition) => metadata.leaderFor(topic, partition);
    this.leaderEpochFor = (topic, partition) => metadata.leaderEpochFor(topic, partition);
    this.topicId = (topic) => metadata.topicId(topic);
    // One object for the producer's lifetime: drain reads the identity through getters (no per-drain allocation).
    this.producerState = {
      get producerId() { return tm.producerIdentity.producerId; },
      get producerEpoch() { return tm.producerIdentity.producerEpoch; },
      isPartitionSendable: (topic, partition) => tm.isSendable(topic, partition),
      nextSequence: (topic, partition) => tm.sequences.nextSequence(topic, partition),
      incrementSequence: (topic, partition, recordCount) => { tm.sequences.assignSequence(topic, partition, recordCount); },
      failOutOfOrder: (batch) => { options.accumulator.fail(batch, wouldReorder(batch)); },
    };
  }

  /**
   * Called when the producer id or epoch changed: queued batches stamped with the old one get new sequences,
   * except those an unanswered attempt may have written: under a new identity the broker could not recognise
   * a resend as a duplicate, so they fail with an unknown outcome instead (Kafka `canRetry` refuses a batch
   * of a stale producer id/epoch).
   */
  onIdentityChanged(): void {
    this.generation++;
    const { accumulator, transactionManager: tm } = this.options;
    const { producerId, producerEpoch } = tm.producerIdentity;
    const failed: ProducerBatch[] = [];
    accumulator.resetProducerState((batch) => {
      if (batch.producerId === producerId && batch.producerEpoch === producerEpoch) return false;
      // The batch's fate under the new identity: re-stamped, or (an attempt may be in the log) failed.
      const fate = tm.handleBatchOutcome({ topic: batch.topic, partition: batch.partition, batch, outcome: IDENTITY_CHANGED, inFlight: false });
      if (fate.batch.kind === 'retry-new-sequence') return true;
      failed.push(batch);
      return false;
    });
    for (const batch of failed) accumulator.fail(batch, outcomeUnknown(batch, undefined));
  }

  /** Drains and sends what is ready. Returns the delay until something may become ready (Infinity: wait for an event). */
  sendReady(now: number): number {
    const { accumulator, metadata, transactionManager: tm, config } = this.options;
    // Nothing queued, as in most Sender iterations of a small transaction: nothing to check, and no per-call
    // sets allocated (their garbage set the young-generation GC's pace; docs/performance.md).
    if (!accumulator.hasUndrained()) return Infinity;
    const ready = accumulator.ready(now, this.leaderFor, this.leaderEpochFor);
    for (const topic of ready.unknownLeaderTopics) metadata.requestUpdate(topic);
    if (config.idempotent && !this.canProduce()) return ready.nextReadyCheckDelayMs;
    const nodes = new Set<number>();
    for (const node of ready.readyNodes) {
      if ((this.inFlightPerNode.get(node) ?? 0) < config.maxInFlightRequestsPerConnection) nodes.add(node);
    }
    if (nodes.size === 0) return ready.nextReadyCheckDelayMs;
    const drained = accumulator.drain(now, nodes, this.leaderFor, config.idempotent ? this.producerState : undefined, this.leaderEpochFor);
    for (const [node, batches] of drained) {
      if (config.idempotent) {
        for (const batch of batches) {
          if (this.registered.get(batch) === this.generation) continue;
          this.registered.set(batch, this.generation);
          tm.sequences.addInFlight(batch.topic, batch.partition, batch);
        }
      }
      this.send(node, batches);
    }
    return ready.nextReadyCheckDelayMs;
  }

  /**
   * Fails batches older than the delivery timeout (KIP-91), queued or in flight (Kafka
   * `Sender.sendProducerData`); what that does to the producer is the batch's fate (`batch-fate.ts`).
   */
  expireBatches(now: number): void {
    const { accumulator } = this.options;
    // Nothing can have expired before the oldest expirable batch's deadline: skip the two scans (each built an
    // array per partition on every Sender iteration, ~4% of a one-record transaction's CPU).
    const nextExpiry = accumulator.nextExpiryAt();
    if (nextExpiry === undefined || nextExpiry > now) return;
    for (const batch of accumulator.expiredBatches(now)) settleBatch(this.settleContext(), batch, DELIVERY_TIMEOUT, batch.lastAttemptError, { inFlight: false });
    for (const batch of accumulator.expiredInFlightBatches(now)) settleBatch(this.settleContext(), batch, DELIVERY_TIMEOUT, batch.lastAttemptError, { inFlight: true });
  }

  private settleContext(): SettleContext {
    const { config, accumulator, transactionManager } = this.options;
    return { config, accumulator, transactionManager, now: this.options.now(), trackSplit: this.trackSplit };
  }

  /** The batches of a split that carry its sequences are in flight for the bookkeeping from now on (registered once). */
  private readonly trackSplit = (parts: readonly ProducerBatch[]): void => {
    const sequences = this.options.transactionManager.sequences;
    for (const part of parts) {
      this.registered.set(part, this.generation);
      sequences.addInFlight(part.topic, part.partition, part);
    }
  };

  private canProduce(): boolean {
    const tm = this.options.transactionManager;
    if (!tm.producerIdentity.isValid) return false;
    const state = tm.state;
    return tm.isTransactional
      ? state === TransactionState.IN_TRANSACTION || state === TransactionState.COMMITTING_TRANSACTION
      : state === TransactionState.READY;
  }

  private send(node: number, batches: ProducerBatch[]): void {
    const { network, config, transactionManager: tm } = this.options;
    this.inFlightPerNode.set(node, (this.inFlightPerNode.get(node) ?? 0) + 1);
    const expectResponse = config.acks !== 0;
    const fields: ProduceFields = {
      transactionalId: tm.transactionalId, acks: config.acks, timeoutMs: config.requestTimeoutMs, batches, topicId: this.topicId,
      transactionsV1: tm.isTransactional && tm.transactionVersion === 1,
    };
    const maxVersion = produce.maxVersion?.(fields);
    this.options.logger.debug('sending Produce', { node, batches: batches.length });
    const options = { timeoutMs: config.requestTimeoutMs, expectResponse, ...(maxVersion === undefined ? {} : { maxVersion }) };
    const work = network.send(node, 'Produce', (version) => produce.request(fields, version), options).then(
      (result) => {
        this.release(node);
        if (this.options.isStopped()) return;
        if (!expectResponse) {
          for (const batch of batches) this.options.accumulator.complete(batch, -1n);
          return;
        }
        this.handleResponse(batches, produce.read(result.response, result.version, fields), result.version);
      },
      (error: unknown) => {
        this.release(node);
        if (this.options.isStopped()) return;
        this.handleFailure(batches, error);
      },
    );
    this.options.track(work);
  }

  private release(node: number): void {
    this.inFlightPerNode.set(node, Math.max(0, (this.inFlightPerNode.get(node) ?? 1) - 1));
  }

  /** No answer: every batch goes back in sequence order; the broker dedupes a copy it already applied (KIP-98). */
  private handleFailure(batches: readonly ProducerBatch[], error: unknown): void {
    if (isUnsupportedApiError(error)) {
      // No Produce version both sides speak: never sent, and no retry can help (fatal for an idempotent producer).
      this.options.logger.error('Produce cannot be sent: no usable version', { error: error.message });
      for (const batch of batches) settleBatch(this.settleContext(), batch, UNSUPPORTED_VERSION, error);
      return;
    }
    this.options.logger.warn('Produce failed, retrying', { error: error instanceof Error ? error.message : String(error), batches: batches.length });
    // Only a request that provably never left cannot have been written.
    const mayHaveBeenWritten = !(isNetworkError(error) && !error.requestSent);
    const outcome = isAuthenticationError(error) ? AUTHENTICATION_FAILED : NO_ANSWER;
    for (const batch of batches) {
      if (mayHaveBeenWritten) batch.mayHaveBeenWritten = true;
      this.options.metadata.requestUpdate(batch.topic);
      settleBatch(this.settleContext(), batch, outcome, error);
    }
  }

  private handleResponse(batches: readonly ProducerBatch[], response: ProduceAnswer, version: number): void {
    const answered = new Set<ProducerBatch>();
    const answers: { readonly batch: ProducerBatch; readonly answer: PartitionAnswer }[] = [];
    for (const { topic, answer } of response.partitions) {
      const batch = batches.find((each) => each.topic === topic && each.partition === answer.index);
      if (batch === undefined || answered.has(batch)) continue;
      answered.add(batch);
      answers.push({ batch, answer });
    }
    // Errors first: a fatal error on one partition must fail the acknowledged batches of the same response of a
    // transactional producer too (batch-fate.ts, `acknowledged`), whatever order the broker listed the partitions in.
    let leaderHints = false;
    for (const { batch, answer } of answers) {
      if (answer.errorCode === 0) continue;
      this.completeBatch(batch, answer, version);
      if (isLeaderHint(answer)) leaderHints = true;
    }
    for (const { batch, answer } of answers) if (answer.errorCode === 0) this.completeBatch(batch, answer, version);
    if (leaderHints) this.adoptLeaderHints(answers, response.nodeEndpoints);
    for (const batch of batches) {
      if (answered.has(batch)) continue;
      // Not answered for this partition: nothing proves it was not written.
      batch.mayHaveBeenWritten = true;
      settleBatch(this.settleContext(), batch, NO_ANSWER, new Error(`Produce response did not mention ${batch.topic}-${batch.partition}`));
    }
  }

  /**
   * KIP-951: a partition answered NOT_LEADER_OR_FOLLOWER or FENCED_LEADER_EPOCH names its current leader, and the
   * answer lists that broker's address; the metadata takes the leader at once when its epoch is newer (Kafka
   * `Sender.handleProduceResponse` -> `Metadata.updatePartitionLeadership`), so the retry goes there without
   * waiting for a Metadata refresh or the retry backoff (see `headReadyAt`). The refresh the error asked for
   * still happens.
   */
  private adoptLeaderHints(answers: readonly { readonly batch: ProducerBatch; readonly answer: PartitionAnswer }[], endpoints: ProduceAnswer['nodeEndpoints']): void {
    const { metadata, network, logger } = this.options;
    learnBrokers(network, endpoints);
    for (const { batch, answer } of answers) {
      if (!isLeaderHint(answer)) continue;
      const { leaderId, leaderEpoch } = answer.currentLeader;
      if (metadata.updatePartitionLeadership(batch.topic, batch.partition, leaderId, leaderEpoch)) {
        logger.debug('leader from the Produce answer adopted', { topic: batch.topic, partition: batch.partition, leaderId, leaderEpoch });
      }
    }
  }

  private completeBatch(batch: ProducerBatch, answer: PartitionAnswer, version: number): void {
    const { config, metadata } = this.options;
    const written = answer.errorCode === 0 || (batch.isDone && answer.errorCode === ErrorCode.DUPLICATE_SEQUENCE_NUMBER);
    const lastOffset = written ? answer.baseOffset + BigInt(batch.recordCount - 1) : undefined;
    if (answer.errorCode === 0) {
      const details = { baseOffset: answer.baseOffset, logAppendTimeMs: Number(answer.logAppendTimeMs), ...(lastOffset === undefined ? {} : { lastOffset }) };
      settleBatch(this.settleContext(), batch, ACKNOWLEDGED, undefined, details);
      return;
    }
    const resource = `${batch.topic}-${batch.partition}`;
    const brokerError = new ProtocolError({ api: 'Produce', version, errorCode: answer.errorCode, errorMessage: answer.errorMessage, resource });
    if (!batch.isDone) {
      if (WRITTEN_BEFORE_ERROR.has(answer.errorCode)) batch.mayHaveBeenWritten = true;
      if (errorCodeInfo(answer.errorCode)?.invalidMetadata === true) metadata.requestUpdate(batch.topic);
      if (config.idempotent) this.options.logger.warn('Produce error', { resource, error: brokerError.errorName });
    }
    const records = batch.recordCount;
    const bytes = batch.estimatedSizeInBytes;
    const done = settleBatch(this.settleContext(), batch, { kind: 'error', errorCode: answer.errorCode }, brokerError, lastOffset === undefined ? {} : { lastOffset });
    if (done === 'split') this.options.logger.warn('batch too large for the topic, split into smaller ones', { resource, records, bytes });
  }
}
