/**
 * One pipeline history, from a seed: consume-process-produce as applications write it with kafka-eos, a consumer
 * group of TransactionalSession members (pipeline-member.ts) reading a transactional input (pipeline-input.ts)
 * read_committed and writing f(input) to an output topic, a read_committed reader watching both topics
 * (pipeline-reader.ts), members joining, leaving, crashing, stalling and turning into zombies, and faults on the
 * cluster, the group and the network (pipeline-faults.ts). The actors run until the pipeline is done (every
 * committed input record processed and its offsets committed); then the drain closes everything, the reader
 * catches up, and pipeline-checker.ts checks the invariants. Same seed, same history.
 */
import { ManualClock } from '../../src/internal/clock.js';
import { InMemoryCluster } from '../../src/testing/in-memory-cluster.js';
import { ClusterObserver } from './cluster-observer.js';
import { faultExplanation } from './fault-schedule.js';
import { describeError, History } from './history.js';
import { Ledger, type TransactionOutcome } from './ledger.js';
import { readPartition } from './log-reader.js';
import { checkPipeline } from './pipeline-checker.js';
import { drawPipelineFaults } from './pipeline-faults.js';
import { inputWriter } from './pipeline-input.js';
import { pipelineMember, type MemberPlan, type MemberSpec, type PipelineConfig } from './pipeline-member.js';
import { CommittedReader } from './pipeline-reader.js';
import { PIPELINE_INPUT, PIPELINE_TOPICS, PipelineState } from './pipeline-state.js';
import { Prng } from './prng.js';
import { SimulationContext, type SimulationTimeouts, type Violation } from './simulation-context.js';
import { drain, type HistoryOptions, type HistoryResult } from './simulation.js';
import { fillInput } from './topology.js';
import { VirtualScheduler, type RunResult } from './virtual-scheduler.js';

const TIMEOUTS: SimulationTimeouts = { requestTimeoutMs: 3_000, deliveryTimeoutMs: 12_000, transactionTimeoutMs: 10_000, maxBlockMs: 15_000 };
/** Virtual time the actors get to finish the pipeline; a history that needs more has stalled (invariant 7). */
const PIPELINE_LIMIT_MS = 10 * 60_000;
/** Outcomes of session batches that nothing but a fault explains (a quiet history has none). */
const QUIET_OUTCOMES = new Set(['committed', 'empty', 'aborted:revoked', 'aborted:generation-moved']);

/** A seed's pipeline history draws from its own stream, not the producer history's of the same seed. */
const PIPELINE_STREAM = 0x6c8e9cf5;

/**
 * Options of {@link runPipelineHistory}.
 * @internal
 */
export interface PipelineHistoryOptions extends HistoryOptions {
  /** Called after the reader caught up, before checking: the checker's own tests corrupt what it saw here. */
  readonly tamperReader?: (reader: CommittedReader, context: SimulationContext) => void;
}

/**
 * Runs the pipeline history of `seed`.
 * @internal
 */
export async function runPipelineHistory(seed: number, options: PipelineHistoryOptions = {}): Promise<HistoryResult> {
  const small = options.scale === 'small';
  const prng = new Prng((seed ^ PIPELINE_STREAM) >>> 0);
  const clock = new ManualClock();
  const transactionVersion = prng.chance(0.5) ? 2 : 1;
  const partitionVerification = transactionVersion === 2 || prng.chance(0.5);
  const quiet = prng.chance(0.3);
  const markerDelayMs = !quiet && prng.chance(0.3) ? prng.int(1, 2_000) : 0;
  const config = drawConfig(prng);
  const cluster = new InMemoryCluster({
    clock, brokers: 3, transactionVersion, partitionVerification, markerDelayMs, topics: PIPELINE_TOPICS,
    consumerGroupHeartbeatIntervalMs: config.heartbeatIntervalMs, consumerGroupSessionTimeoutMs: config.sessionTimeoutMs,
  });
  const history = new History(clock);
  const observer = new ClusterObserver(cluster, history, {
    verbose: process.env.SIM_LOG !== undefined,
    explain: faultExplanation(TIMEOUTS.requestTimeoutMs),
    markersPendingMs: markerDelayMs === 0 ? 0 : markerDelayMs + TIMEOUTS.requestTimeoutMs,
  });
  const scheduler = new VirtualScheduler(clock);
  const context = new SimulationContext({
    clock, cluster, scheduler, history, ledger: new Ledger(), observer, timeouts: TIMEOUTS, wireCheck: prng.chance(0.25), prng: prng.fork(),
  });
  context.quiet = quiet;
  context.networkLatencyMs = prng.chance(0.5) ? prng.int(1, 5) : 0;
  context.backoffs = prng.fork();
  fillInput(cluster, prng.fork(), small ? 3 : 6, PIPELINE_INPUT.name, PIPELINE_INPUT.partitions);
  const pipeline = new PipelineState(context);

  const members = drawMembers(prng, small ? prng.int(2, 3) : prng.int(2, 4), quiet, config, TIMEOUTS);
  const writer = { rounds: small ? prng.int(3, 6) : prng.int(5, 12), abortChance: 0.25, pauseMs: 1_500 };
  const transactionalIds = [...members.map((member) => `pipe-${member.index}`), 'pin-writer'];
  const faults = quiet ? [] : drawPipelineFaults(prng.fork(), prng.int(1, small ? 5 : 10), small ? 10_000 : 20_000, 3, transactionalIds, pipeline, config.sessionTimeoutMs);
  history.add('sim', `pipeline seed ${seed}: transaction.version ${transactionVersion}, partition verification ${partitionVerification}, marker delay ${markerDelayMs} ms, `
  + `network latency ${context.networkLatencyMs} ms, group protocol ${config.groupProtocol}${config.groupProtocol === 'classic' ? ` (${config.assignors.join('+')})` : ''}, `
  + `session timeout ${config.sessionTimeoutMs} ms, ${members.length} member(s) (${members.map((member) => `${member.index}: join +${member.joinAtMs} ms, ${describePlan(member.plan)}`).join('; ')}), `
  + `${writer.rounds} input transaction(s), batches of ${config.maxRecords}, ${quiet ? 'quiet (no fault)' : `${faults.length} scheduled fault(s)`}`);

  const faultTimers = faults.map((fault) => clock.setTimer(fault.atMs, () => {
    context.countFault(fault.kind);
    history.add('fault', fault.apply(context));
  }));
  scheduler.spawn('pin-writer', () => inputWriter(context, pipeline, prng.fork(), writer));
  for (const member of members) {
    const memberPrng = prng.fork();
    scheduler.spawn(`pipe-${member.index}`, () => pipelineMember(context, pipeline, memberPrng, config, member));
  }
  const reader = new CommittedReader(context);
  scheduler.spawn(reader.tag, () => reader.run(pipeline));

  const outcome = await scheduler.run(PIPELINE_LIMIT_MS);
  reader.stop();
  const violations: Violation[] = [];
  if (outcome !== 'done') {
    const behind = pipeline.progress().filter((each) => each.open || each.committed < each.target)
      .map((each) => `${PIPELINE_INPUT.name}-${each.partition}: committed ${each.committed}, input up to ${each.target}${each.open ? ', a transaction open' : ''}`);
    violations.push({ invariant: 7, message: `the pipeline did not finish in ${PIPELINE_LIMIT_MS / 60_000} min of virtual time (${outcome}; actors ${[...scheduler.running].join(', ')}): ${behind.join('; ') || 'input not complete'}` });
  }
  if (quiet) {
    for (const [kind, count] of pipeline.outcomes) {
      if (!QUIET_OUTCOMES.has(kind)) violations.push({ invariant: 7, message: `quiet history: ${count} session batch(es) ended ${kind}, which no fault explains` });
    }
  }
  await drain(context, faultTimers, markerDelayMs);
  // The reader goes on through the drain; now every transaction is over and it can read to the end.
  // catchUp and close wait on the virtual clock (poll's timeout, fetches, network latency): they run as actors
  // under the scheduler, or a reader that is still behind would wait for timers nothing ever fires.
  const views = PIPELINE_TOPICS.flatMap((topic) => Array.from({ length: topic.partitions }, (_, partition) => readPartition(cluster, topic.name, partition)));
  const caughtUp = await runActor(scheduler, `${reader.tag}:catch-up`, () => reader.catchUp(views, 200));
  if (caughtUp !== 'done') context.violations.push({ invariant: 6, message: `the reader's catch-up after the drain never finished (${caughtUp})` });
  options.tamper?.(context);
  options.tamperReader?.(reader, context);
  violations.push(
    ...context.violations,
    ...scheduler.crashes.map(({ actor, error }) => ({ invariant: 0 as const, message: `actor ${actor} threw: ${describeError(error)}: ${error instanceof Error ? error.message : ''}` })),
    ...checkPipeline(context, reader),
  );
  const readerClosed = await runActor(scheduler, `${reader.tag}:close`, () => reader.close());
  if (readerClosed !== 'done') violations.push({ invariant: 6, message: `the reader's close() never settled (${readerClosed})` });
  cluster.close();
  const transactionOutcomes = new Map<TransactionOutcome, number>();
  for (const transaction of context.ledger.transactions) transactionOutcomes.set(transaction.outcome, (transactionOutcomes.get(transaction.outcome) ?? 0) + 1);
  return { seed, violations, events: history.events, faultCounts: context.faultCounts, transactionOutcomes, virtualMs: history.elapsed(), counters: pipeline.outcomes };
}

/** The consumer and session settings of a history, the same for every member. */
function drawConfig(prng: Prng): PipelineConfig {
  const sessionTimeoutMs = prng.int(3_000, 8_000);
  return {
    groupProtocol: prng.chance(0.3) ? 'consumer' : 'classic',
    assignors: prng.pick([['range'], ['cooperative-sticky'], ['range', 'cooperative-sticky']] as const),
    sessionTimeoutMs,
    heartbeatIntervalMs: Math.round(sessionTimeoutMs / prng.int(3, 10)),
    // Long enough for a batch's commit under faults (maxBlockMs); a stall past it makes the member leave the group.
    maxPollIntervalMs: prng.int(25_000, 60_000),
    fetchMaxWaitMs: prng.pick([100, 500]),
    // One batch per Fetch now and then: markers and aborted batches then come in fetches of their own.
    maxPartitionFetchBytes: prng.chance(0.3) ? 1 : 1_048_576,
    maxPollRecords: prng.int(1, 20),
    maxRecords: prng.int(1, 8),
    pollTimeoutMs: prng.pick([100, 250, 1_000]),
    maxProcessingMs: prng.pick([0, 50, 300]),
  };
}

/**
 * The members and their plans. Member 0 stays the whole history; in a quiet history everyone does (they still
 * join at different times: rebalances and revocations are the group's normal life, not faults).
 */
function drawMembers(prng: Prng, count: number, quiet: boolean, config: PipelineConfig, timeouts: SimulationTimeouts): MemberSpec[] {
  return Array.from({ length: count }, (_, index) => {
    const joinAtMs = index === 0 ? 0 : prng.int(0, 6_000);
    if (index === 0 || quiet) return { index, joinAtMs, plan: { kind: 'stay' } };
    const atMs = prng.int(500, 12_000);
    const plans: MemberPlan[] = [
      { kind: 'stay' },
      { kind: 'leave', atMs, rejoinAfterMs: prng.int(0, 5_000) },
      { kind: 'crash', atMs, restartAfterMs: prng.int(0, config.sessionTimeoutMs * 2) },
      { kind: 'zombie', atMs, zombieForMs: prng.int(500, 6_000) },
      { kind: 'stall', atMs, stallMs: prng.chance(0.5) ? timeouts.transactionTimeoutMs + prng.int(1, 3_000) : config.maxPollIntervalMs + prng.int(1, 3_000) },
    ];
    return { index, joinAtMs, plan: prng.pick(plans) };
  });
}

function describePlan(plan: MemberPlan): string {
  switch (plan.kind) {
    case 'stay': return 'stays';
    case 'leave': return `leaves at +${plan.atMs} ms, rejoins ${plan.rejoinAfterMs} ms later`;
    case 'crash': return `crashes at +${plan.atMs} ms, restarts ${plan.restartAfterMs} ms later`;
    case 'zombie': return `a new incarnation at +${plan.atMs} ms, the old one a zombie for ${plan.zombieForMs} ms`;
    case 'stall': return `stalls ${plan.stallMs} ms in a batch at +${plan.atMs} ms`;
  }
}

/** Runs `body` as an actor named `name` until it settles (or nothing can wake it, or 2 virtual minutes pass). */
async function runActor(scheduler: VirtualScheduler, name: string, body: () => Promise<void>): Promise<RunResult> {
  scheduler.spawn(name, body);
  return scheduler.runUntil(() => !scheduler.running.has(name), 120_000);
}
