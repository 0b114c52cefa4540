/**
 * A member of the pipeline's consumer group, as an application runs it: kafka-eos's group `Consumer`
 * (read_committed, real group generations: classic eager or cooperative, or KIP-848) as the source of a
 * `TransactionalSession`, whose producer has the member's transactional id and is rebuilt when fenced. Each batch
 * is one transaction: the handler sends f(record) for each record, the session commits the batch's offsets with
 * the member's group metadata (KIP-447). Each handler run is a transaction in the ledger, ended by the outcome the
 * session reported.
 *
 * An incarnation is one process of the member: its consumer, its session and its producers. The member's plan
 * plays the faults of a process: leave the group and come back (a rebalance for the others), crash mid-batch (the
 * process vanishes with a transaction open; a restart with the same transactional id fences it), become a zombie
 * (a new incarnation starts while the old one runs on for a while: both in the group, one transactional id),
 * stall inside a batch (past the transaction timeout or the poll interval). A network partition of an incarnation
 * (pipeline-faults.ts) makes a zombie of it too: the group moves on without it.
 */
import { Consumer } from '../../src/consumer/consumer.js';
import { withTestSeams } from '../../src/internal/test-seams.js';
import type { SessionBatchHandler } from '../../src/session/session-types.js';
import { TransactionalSession } from '../../src/session/transactional-session.js';
import { ProducerTimeoutError } from '../../src/errors/producer-errors.js';
import { TransactionError, TransactionStateError } from '../../src/errors/transaction-errors.js';
import { InvalidArgumentError } from '../../src/errors/argument-errors.js';
import { KafkaClientError } from '../../src/errors/kafka-client-error.js';
import type { InProcessNetworkClient } from '../../src/testing/in-process-network-client.js';
import { describeError } from './history.js';
import type { TransactionEntry } from './ledger.js';
import { PIPELINE_GROUP, PIPELINE_INPUT, PIPELINE_OUTPUT, pipelineOutput, type PipelineState } from './pipeline-state.js';
import type { Prng } from './prng.js';
import type { ProducerInstance, SimulationContext } from './simulation-context.js';
import { sendFailureOutcome } from './transactional-flow.js';

/**
 * The consumer and session settings of a history (the same for every member).
 * @internal
 */
export interface PipelineConfig {
  readonly groupProtocol: 'classic' | 'consumer';
  readonly assignors: readonly ('range' | 'cooperative-sticky')[];
  readonly sessionTimeoutMs: number;
  readonly heartbeatIntervalMs: number;
  readonly maxPollIntervalMs: number;
  readonly fetchMaxWaitMs: number;
  readonly maxPartitionFetchBytes: number;
  readonly maxPollRecords: number;
  /** The session's records per batch (= per transaction). */
  readonly maxRecords: number;
  readonly pollTimeoutMs: number;
  /** Longest "processing" inside a batch (virtual time between the poll and the sends). */
  readonly maxProcessingMs: number;
}

/**
 * What happens to a member during the history, `atMs` after it joined.
 * @internal
 */
export type MemberPlan =
  | { readonly kind: 'stay' }
  | { readonly kind: 'leave'; readonly atMs: number; readonly rejoinAfterMs: number }
  | { readonly kind: 'crash'; readonly atMs: number; readonly restartAfterMs: number }
  | { readonly kind: 'zombie'; readonly atMs: number; readonly zombieForMs: number }
  | { readonly kind: 'stall'; readonly atMs: number; readonly stallMs: number };

/**
 * One member.
 * @internal
 */
export interface MemberSpec {
  readonly index: number;
  readonly joinAtMs: number;
  readonly plan: MemberPlan;
}

/** A bound no batch of a healthy session comes near (polls, commits, their retries and a committed-offsets read). */
const RUN_ONCE_BOUND_MS = 180_000;

/** Thrown by the handler: the session aborts the batch, rewinds, and rethrows it. */
class HandlerFailure extends Error {}

/** An error `runOnce` must never reject with when the application calls it correctly. */
function isMisuse(error: unknown): boolean {
  if (error instanceof HandlerFailure) return false;
  return error instanceof InvalidArgumentError || error instanceof TransactionStateError || !(error instanceof KafkaClientError);
}

const CRASHED = Symbol('crashed');

/**
 * One process of a member.
 * @internal
 */
export class Incarnation {
  readonly tag: string;
  readonly consumer: Consumer;
  readonly session: TransactionalSession;
  readonly producers: ProducerInstance[] = [];
  /** A stall the plan asked for, taken by the next batch. */
  stallNextMs = 0;
  /** The plan asked for a crash in the next batch. */
  crashNext = false;
  crashed = false;
  private readonly network: InProcessNetworkClient;
  private openTransaction: TransactionEntry | undefined;
  /** The group generation when the open batch started (what `abortKind` compares with). */
  private batchGeneration = -1;
  private onCrash: () => void = () => undefined;
  private readonly crash = new Promise<typeof CRASHED>((resolve) => { this.onCrash = () => { resolve(CRASHED); }; });
  private closing: Promise<void> | undefined;

  constructor(private readonly context: SimulationContext, private readonly pipeline: PipelineState, private readonly prng: Prng,
    private readonly config: PipelineConfig, private readonly transactionalId: string) {
    this.tag = context.nextTag(`${transactionalId}-c`);
    this.network = context.newNetwork(this.tag);
    const classic = config.groupProtocol === 'classic'
      ? { partitionAssignmentStrategy: [...config.assignors], sessionTimeoutMs: config.sessionTimeoutMs, heartbeatIntervalMs: config.heartbeatIntervalMs }
      : {};
    this.consumer = new Consumer(withTestSeams({
      network: this.network, clientId: this.tag, groupId: PIPELINE_GROUP, groupProtocol: config.groupProtocol, ...classic,
      isolationLevel: 'read_committed', autoOffsetReset: 'earliest', maxPollIntervalMs: config.maxPollIntervalMs,
      fetchMaxWaitMs: config.fetchMaxWaitMs, maxPartitionFetchBytes: config.maxPartitionFetchBytes, maxPollRecords: config.maxPollRecords,
      requestTimeoutMs: context.timeouts.requestTimeoutMs, defaultApiTimeoutMs: 20_000, ...context.drawBackoff(),
    }, { clock: context.clock, random: context.newRandom() }));
    const first = this.newProducer();
    this.session = new TransactionalSession({
      producer: first.producer, source: this.consumer, maxRecords: config.maxRecords, pollTimeoutMs: config.pollTimeoutMs,
      rebuildProducer: () => {
        pipeline.count('producer-rebuilt');
        return this.newProducer().producer;
      },
    });
    this.consumer.subscribe([PIPELINE_INPUT.name]);
    context.closers.push(() => this.close());
    context.history.add(this.tag, `joins group ${PIPELINE_GROUP} (${config.groupProtocol}${config.groupProtocol === 'classic' ? `, ${config.assignors.join('+')}` : ''})`);
  }

  /**
   * The summary's name of an abort. ILLEGAL_GENERATION on TxnOffsetCommit while the group moved to a new generation
   * during the batch is `generation-moved`: the classic consumer rejoins in the background, so a rebalance that
   * another member's join starts can complete between reading the generation and the coordinator checking it (Java's
   * consumer rejoins only inside poll()). Progress invariant 7 accepts it in a quiet history, as it accepts `revoked`.
   */
  private abortKind(reason: string, error: unknown): string {
    const moved = this.consumer.groupMetadata().generationId !== this.batchGeneration;
    const illegalGeneration = error instanceof KafkaClientError && error.code === 'ERR_TXN_ILLEGAL_GENERATION';
    return reason === 'abortable-error' && illegalGeneration && moved ? 'generation-moved' : reason;
  }

  /** Every instance tag of this process (its consumer and its producers): what a network partition cuts off. */
  tags(): string[] {
    return [this.tag, ...this.producers.map((each) => each.tag)];
  }

  /** One `runOnce`: 'ok' to go on, 'failed' when the session cannot (a new incarnation takes over), 'crashed'. */
  async runBatch(): Promise<'ok' | 'failed' | 'crashed'> {
    const result = await this.context.operation(this.tag, 'runOnce', RUN_ONCE_BOUND_MS, () => Promise.race([this.session.runOnce(this.handler), this.crash]));
    const transaction = this.openTransaction;
    this.openTransaction = undefined;
    if (result.ok) {
      const outcome = result.value;
      if (outcome === CRASHED) {
        if (transaction !== undefined) transaction.outcome = 'abandoned';
        return 'crashed';
      }
      this.pipeline.count(outcome.status === 'aborted' ? `aborted:${this.abortKind(outcome.reason, outcome.error)}` : outcome.status);
      if (outcome.status === 'aborted') {
        const cause = outcome.error === undefined ? '' : `: ${describeError(outcome.error)}: ${outcome.error instanceof Error ? outcome.error.message : 'not an Error'}`;
        this.context.history.add(this.tag, `batch aborted (${outcome.reason})${cause}`);
      }
      if (transaction !== undefined) transaction.outcome = outcome.status === 'committed' ? 'committed' : outcome.status === 'aborted' ? 'aborted' : 'unknown';
      return 'ok';
    }
    const error = result.error;
    this.pipeline.count(`rejected:${error instanceof HandlerFailure ? 'handler' : describeError(error)}`);
    if (isMisuse(error)) {
      // The application made no bad call: a misuse error, or one the client does not classify, is the client's bug.
      this.context.violations.push({ invariant: 8, message: `${this.tag}: runOnce rejected with ${describeError(error)}: ${error instanceof Error ? error.message : String(error)}` });
    }
    // The session rethrows the handler's own error only after aborting the batch; anything else leaves it open.
    if (transaction !== undefined) transaction.outcome = error instanceof HandlerFailure ? 'aborted' : 'unknown';
    if (error instanceof HandlerFailure) return 'ok';
    // An unknown commit is resolved by the next call.
    if ((error instanceof TransactionError && error.commitOutcomeUnknown) || error instanceof ProducerTimeoutError) return 'ok';
    return 'failed';
  }

  /** Leaves the group and stops, as `close()` on everything does: the session, the consumer, the producers. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      this.pipeline.live.delete(this);
      if (!this.crashed) this.context.history.add(this.tag, 'closes (leaves the group)');
      await this.context.operation(this.tag, 'session.close', RUN_ONCE_BOUND_MS, () => this.session.close());
      await this.context.operation(this.tag, 'consumer.close', 30_000, () => this.consumer.close({ timeoutMs: 10_000 }));
      for (const producer of this.producers) {
        producer.closedAt ??= this.context.clock.now();
        await this.context.operation(producer.tag, 'close', 5_000, () => producer.producer.close({ timeoutMs: 5_000 }));
      }
      await this.network.close();
    })();
    return this.closing;
  }

  /** The process vanishes: its network goes (no LeaveGroup, no abort reaches the cluster); what it held stays until timeouts. */
  vanish(): void {
    if (this.crashed) return;
    this.crashed = true;
    this.pipeline.live.delete(this);
    this.context.history.add(this.tag, `crashes (${this.openTransaction === undefined ? 'between batches' : 'with a transaction open'})`);
    void this.network.close();
    for (const producer of this.producers) void producer.network.close();
    this.onCrash();
  }

  private newProducer(): ProducerInstance {
    const instance = this.context.newInstance(this.transactionalId, true, this.context.drawBackoff());
    this.producers.push(instance);
    return instance;
  }

  private currentProducer(): ProducerInstance {
    const current = this.session.producer;
    const instance = this.producers.find((each) => each.producer === current);
    if (instance === undefined) throw new Error('simulation bug: the session uses a producer the member did not create');
    return instance;
  }

  private readonly handler: SessionBatchHandler = async (batch, tx) => {
    const { context } = this;
    const instance = this.currentProducer();
    const transaction = context.ledger.beginTransaction(instance.tag, this.transactionalId, context.clock.now());
    transaction.intent = 'commit';
    this.openTransaction = transaction;
    this.batchGeneration = this.consumer.groupMetadata().generationId;
    context.history.add(instance.tag, `processes ${batch.records.map((record) => `${record.topic}-${record.partition}@${record.offset}`).join(' ')} (generation ${this.consumer.groupMetadata().generationId})`);
    if (this.crashNext) {
      this.vanish();
      await new Promise<never>(() => undefined); // the process is gone: this batch never ends
    }
    const stall = this.stallNextMs;
    this.stallNextMs = 0;
    if (stall > 0) context.history.add(this.tag, `stalls ${stall} ms inside the batch`);
    const processingMs = this.prng.int(0, this.config.maxProcessingMs) + stall;
    if (processingMs > 0) await context.scheduler.sleep(processingMs);
    const sends = batch.records.map(async (record) => {
      const { partition, payload } = pipelineOutput(record.partition, record.offset);
      const entry = context.ledger.recordSend({ value: context.nextValue(instance, PIPELINE_OUTPUT.name, partition, payload), topic: PIPELINE_OUTPUT.name, partition, instance: instance.tag, transaction });
      try {
        const metadata = await tx.send({ topic: PIPELINE_OUTPUT.name, partition, value: entry.value });
        entry.outcome = 'acknowledged';
        entry.offset = metadata.offset;
        return true;
      } catch (error) {
        entry.outcome = sendFailureOutcome(error);
        return false;
      }
    });
    if ((await Promise.all(sends)).includes(false)) throw new HandlerFailure('a send of the batch failed');
  };
}

/** Runs one member: joins, processes batches until the pipeline is done, and plays its plan on the way. @internal */
export async function pipelineMember(context: SimulationContext, pipeline: PipelineState, prng: Prng, config: PipelineConfig, spec: MemberSpec): Promise<void> {
  const transactionalId = `pipe-${spec.index}`;
  pipeline.running++;
  try {
    await context.scheduler.sleep(spec.joinAtMs);
    const joinedAt = context.clock.now();
    let plan: MemberPlan = spec.plan;
    const restartAfterMs = plan.kind === 'crash' ? plan.restartAfterMs : 0;
    let incarnation = start(context, pipeline, prng, config, transactionalId);
    while (!pipeline.done()) {
      if (plan.kind !== 'stay' && context.clock.now() - joinedAt >= plan.atMs) {
        incarnation = await play(context, pipeline, prng, config, transactionalId, incarnation, plan);
        plan = { kind: 'stay' };
        continue;
      }
      const result = await incarnation.runBatch();
      if (result === 'failed') {
        context.history.add(incarnation.tag, 'session failed: a new incarnation takes over');
        await incarnation.close();
        incarnation = start(context, pipeline, prng, config, transactionalId);
      } else if (result === 'crashed') {
        await context.scheduler.sleep(restartAfterMs);
        incarnation = start(context, pipeline, prng, config, transactionalId);
      }
    }
    await incarnation.close();
  } finally {
    pipeline.running--;
    if (pipeline.running === 0) pipeline.membersDone = true;
  }
}

function start(context: SimulationContext, pipeline: PipelineState, prng: Prng, config: PipelineConfig, transactionalId: string): Incarnation {
  const incarnation = new Incarnation(context, pipeline, prng.fork(), config, transactionalId);
  pipeline.live.add(incarnation);
  return incarnation;
}

/** Plays a plan on the running incarnation; returns the incarnation that goes on. */
async function play(context: SimulationContext, pipeline: PipelineState, prng: Prng, config: PipelineConfig, transactionalId: string,
  incarnation: Incarnation, plan: Exclude<MemberPlan, { kind: 'stay' }>): Promise<Incarnation> {
  switch (plan.kind) {
    case 'leave':
      context.countFault('member-leave');
      await incarnation.close();
      await context.scheduler.sleep(plan.rejoinAfterMs);
      return start(context, pipeline, prng, config, transactionalId);
    case 'crash':
      // Crashes inside its next batch (runBatch reports it; the member restarts after plan.restartAfterMs).
      context.countFault('member-crash');
      incarnation.crashNext = true;
      return incarnation;
    case 'stall':
      context.countFault('member-stall');
      incarnation.stallNextMs = plan.stallMs;
      return incarnation;
    case 'zombie': {
      context.countFault('member-zombie');
      context.history.add(incarnation.tag, `becomes a zombie for ${plan.zombieForMs} ms: a new incarnation of ${transactionalId} starts`);
      const zombie = incarnation;
      const until = context.clock.now() + plan.zombieForMs;
      pipeline.running++;
      context.scheduler.spawn(`${zombie.tag}/zombie`, async () => {
        try {
          while (context.clock.now() < until && !pipeline.done() && !zombie.crashed) {
            if (await zombie.runBatch() !== 'ok') break;
          }
          await zombie.close();
        } finally {
          pipeline.running--;
          if (pipeline.running === 0) pipeline.membersDone = true;
        }
      });
      return start(context, pipeline, prng, config, transactionalId);
    }
  }
}
