/**
 * One simulated history, from a seed: build a cluster on a ManualClock, fill the input, draw the workload
 * shape and the fault schedule, run the actors on the virtual scheduler, drain (faults off, every
 * instance closed, the coordinator's transaction timeout allowed to fire), then check the invariants.
 * Everything random comes from the seed, so `runHistory(seed)` is a pure function of `seed`.
 */
import { ManualClock } from '../../src/internal/clock.js';
import { InMemoryCluster } from '../../src/testing/in-memory-cluster.js';
import { checkHistory } from './checker.js';
import { ClusterObserver } from './cluster-observer.js';
import { consumeProcessProduce } from './consume-process-produce.js';
import { drawFaultSchedule, faultExplanation } from './fault-schedule.js';
import { describeError, History, type HistoryEvent } from './history.js';
import { Ledger, type TransactionOutcome } from './ledger.js';
import { Prng } from './prng.js';
import { SimulationContext, type SimulationTimeouts, type Violation } from './simulation-context.js';
import { fillInput, INPUT_PARTITIONS, TOPICS } from './topology.js';
import { VirtualScheduler } from './virtual-scheduler.js';
import { racer } from './racer.js';
import { describeTransactions } from '../../src/testing/cluster-inspection.js';
import { idempotentWriter, transactionalWriter } from './writers.js';

/**
 * Options of {@link runHistory}.
 * @internal
 */
export interface HistoryOptions {
  /** `small` for the fixed seeds of `npm test`; `full` (default) for long runs. */
  readonly scale?: 'small' | 'full';
  /** Called after the drain, before checking: the checker's own tests corrupt the cluster here. */
  readonly tamper?: (context: SimulationContext) => void;
}

/**
 * What one history produced.
 * @internal
 */
export interface HistoryResult {
  readonly seed: number;
  readonly violations: readonly Violation[];
  readonly events: readonly HistoryEvent[];
  readonly faultCounts: ReadonlyMap<string, number>;
  readonly transactionOutcomes: ReadonlyMap<TransactionOutcome, number>;
  readonly virtualMs: number;
  /** Workload-specific counts for the summary (the pipeline's session batch outcomes). */
  readonly counters?: ReadonlyMap<string, number>;
}

const TIMEOUTS: SimulationTimeouts = { requestTimeoutMs: 3_000, deliveryTimeoutMs: 12_000, transactionTimeoutMs: 10_000, maxBlockMs: 15_000 };
const HISTORY_LIMIT_MS = 30 * 60_000;

/**
 * Runs the history of `seed`.
 * @internal
 */
export async function runHistory(seed: number, options: HistoryOptions = {}): Promise<HistoryResult> {
  const small = options.scale === 'small';
  const prng = new Prng(seed);
  const clock = new ManualClock();
  const transactionVersion = prng.chance(0.5) ? 2 : 1;
  // The broker varies per seed: KIP-890 produce verification (TV1 only: under TV2 the produce adds the
  // partition itself, and the in-memory cluster needs verification on for that) and markers written some
  // time after EndTxn answers (a real coordinator's marker channel), which widens the PrepareCommit window.
  const partitionVerification = transactionVersion === 2 || prng.chance(0.5);
  const delayMarkers = prng.chance(0.3);
  const markerDelayDraw = prng.int(1, 2_000);
  // A quiet history has no fault at all, scheduled or actor-played: progress invariant 7 applies to it.
  // Delayed markers count as a fault (an abort right after a TV2 commit whose markers are still pending is
  // answered INVALID_TXN_STATE by the coordinator, as Kafka's endTransaction does in PrepareCommit: see
  // docs/testing.md), so a quiet history writes them at once.
  const quiet = prng.chance(0.3);
  const markerDelayMs = delayMarkers && !quiet ? markerDelayDraw : 0;
  const brokers = 3;
  const cluster = new InMemoryCluster({ clock, brokers, transactionVersion, partitionVerification, markerDelayMs, topics: TOPICS });
  const history = new History(clock);
  const ledger = new Ledger();
  const observer = new ClusterObserver(cluster, history, {
    verbose: process.env.SIM_LOG !== undefined,
    explain: faultExplanation(TIMEOUTS.requestTimeoutMs),
    // While the markers of a transaction are pending, an abort of the next one fails (see above): the
    // observer counts that window, per transactional id, as a disruption (progress invariant 7).
    markersPendingMs: markerDelayMs === 0 ? 0 : markerDelayMs + TIMEOUTS.requestTimeoutMs,
  });
  const scheduler = new VirtualScheduler(clock);
  const wireCheck = prng.chance(0.25);
  const context = new SimulationContext({ clock, cluster, scheduler, history, ledger, observer, timeouts: TIMEOUTS, wireCheck, prng: prng.fork() });
  context.quiet = quiet;
  // Answers take 1-5 ms of virtual time in half the histories, so requests are in flight when a racer acts.
  context.networkLatencyMs = prng.chance(0.5) ? prng.int(1, 5) : 0;
  // Retry backoffs drawn per producer (10 ms to 1 s, capped at 1-20 times that) in half the histories, from a
  // stream of their own: the other half keep the fixed 50 ms, and no other draw of the history moves.
  const backoffs = new Prng((seed ^ 0x5f3759df) >>> 0);
  if (backoffs.chance(0.5)) context.backoffs = backoffs.fork();
  fillInput(cluster, prng.fork(), small ? 8 : 16);

  const cppWorkers = prng.int(1, 2);
  const workers = Array.from({ length: cppWorkers }, (_, index) => ({
    index,
    groupId: `group-${index}`,
    partitions: Array.from({ length: INPUT_PARTITIONS }, (_, partition) => partition).filter((partition) => partition % cppWorkers === index),
  }));
  const transactionalWriters = prng.int(0, small ? 1 : 2);
  const idempotentWriters = prng.int(0, small ? 1 : 2);
  const racers = prng.int(1, small ? 1 : 2);
  const rounds = (): number => (small ? prng.int(2, 4) : prng.int(3, 8));
  const transactionalIds = [
    ...workers.map((worker) => `cpp-${worker.index}`),
    ...Array.from({ length: transactionalWriters }, (_, index) => `tw-${index}`),
    ...Array.from({ length: racers }, (_, index) => `race-${index}`),
  ];
  const faultCount = prng.int(0, small ? 6 : 12);
  const faults = drawFaultSchedule(prng.fork(), quiet ? 0 : faultCount, small ? 12_000 : 20_000, brokers, transactionalIds, workers.map((worker) => worker.groupId));
  const actorFaults = quiet ? 0 : 1;
  history.add('sim', `seed ${seed}: transaction.version ${transactionVersion}, partition verification ${partitionVerification}, marker delay ${markerDelayMs} ms, network latency ${context.networkLatencyMs} ms, ${context.backoffs === undefined ? 'fixed' : 'drawn'} retry backoffs, wireCheck ${wireCheck}, ${cppWorkers} consume-process-produce worker(s), ${transactionalWriters} transactional and ${idempotentWriters} idempotent writer(s), ${racers} racer(s), ${quiet ? 'quiet (no fault)' : `${faults.length} scheduled fault(s)`}`);

  const faultTimers = faults.map((fault) => clock.setTimer(fault.atMs, () => {
    context.countFault(fault.kind);
    history.add('fault', fault.apply(context));
  }));
  for (const worker of workers) {
    const actorPrng = prng.fork();
    const spec = { index: worker.index, partitions: worker.partitions, rounds: rounds(), zombieChance: 0.12 * actorFaults, abandonChance: 0.08 * actorFaults, stallChance: 0.06 * actorFaults };
    scheduler.spawn(`cpp-${worker.index}`, () => consumeProcessProduce(context, actorPrng, spec));
  }
  for (let index = 0; index < transactionalWriters; index++) {
    const actorPrng = prng.fork();
    const spec = { index, rounds: rounds(), abandonChance: 0.08 * actorFaults, stallChance: 0.06 * actorFaults };
    scheduler.spawn(`tw-${index}`, () => transactionalWriter(context, actorPrng, spec));
  }
  for (let index = 0; index < idempotentWriters; index++) {
    const actorPrng = prng.fork();
    const spec = { index, rounds: rounds(), abandonChance: 0.1 * actorFaults, stallChance: 0 };
    scheduler.spawn(`idem-${index}`, () => idempotentWriter(context, actorPrng, spec));
  }
  for (let index = 0; index < racers; index++) {
    const actorPrng = prng.fork();
    const spec = { index, rounds: small ? prng.int(3, 6) : prng.int(4, 10) };
    scheduler.spawn(`race-${index}`, () => racer(context, actorPrng, spec));
  }

  const outcome = await scheduler.run(HISTORY_LIMIT_MS);
  const violations: Violation[] = [];
  if (outcome !== 'done') {
    const waiting = [...context.pendingOperations.values()].join('; ');
    violations.push({ invariant: 6, message: `actors ${[...scheduler.running].join(', ')} never finished (${outcome}); operations still waiting: ${waiting === '' ? 'none' : waiting}` });
  }
  if (quiet) violations.push(...openAfterClose(context, transactionalIds));
  await drain(context, faultTimers, markerDelayMs);
  options.tamper?.(context);
  violations.push(
    ...context.violations,
    ...scheduler.crashes.map(({ actor, error }) => ({ invariant: 0 as const, message: `actor ${actor} threw: ${describeError(error)}: ${error instanceof Error ? error.message : ''}` })),
    ...checkHistory(context, workers),
  );
  cluster.close();
  const transactionOutcomes = new Map<TransactionOutcome, number>();
  for (const transaction of ledger.transactions) transactionOutcomes.set(transaction.outcome, (transactionOutcomes.get(transaction.outcome) ?? 0) + 1);
  return { seed, violations, events: history.events, faultCounts: context.faultCounts, transactionOutcomes, virtualMs: history.elapsed() };
}

/**
 * Invariant 7, checked before the drain lets the coordinator's transaction timeout clean up: in a quiet
 * history every actor closed its last instance, so no transaction may still be open at the coordinator.
 */
function openAfterClose(context: SimulationContext, transactionalIds: readonly string[]): Violation[] {
  return describeTransactions(context.cluster, transactionalIds)
    .filter((description) => description.transactionState === 'Ongoing')
    .map((description) => ({ invariant: 7 as const, message: `quiet history: every instance of ${description.transactionalId} closed, but its transaction is still Ongoing at the coordinator (only transactionTimeoutMs would end it)` }));
}

/**
 * Ends the history: no more faults, every broker up, no network partition, every session, consumer and instance
 * closed (zombies included), then the clock moves past the transaction timeout so the coordinator aborts what
 * dropped instances left open, as Kafka's `transactionalIdExpiration` / timeout scan would.
 * @internal
 */
export async function drain(context: SimulationContext, faultTimers: readonly { cancel(): void }[], markerDelayMs: number): Promise<void> {
  const { cluster, clock, scheduler, history } = context;
  for (const timer of faultTimers) timer.cancel();
  cluster.faults.clear();
  context.observer.healAll();
  for (const broker of cluster.state.brokers()) if (!broker.up) cluster.setBrokerUp(broker.nodeId, true);
  history.add('sim', 'drain: faults off, brokers up, closing every instance');
  let open = context.closers.length + context.instances.length;
  for (const close of context.closers) close().then(() => { open--; }, () => { open--; });
  for (const instance of context.instances) {
    instance.closedAt ??= clock.now();
    instance.producer.close({ timeoutMs: 5_000 }).then(() => { open--; }, () => { open--; });
  }
  const closed = await scheduler.runUntil(() => open === 0, 120_000);
  if (closed !== 'done') context.violations.push({ invariant: 6, message: `${open} close() call(s) never settled (${closed})` });
  let timedOut = false;
  // The timeout abort's markers are written markerDelayMs after it.
  clock.setTimer(context.timeouts.transactionTimeoutMs + 1_000 + markerDelayMs, () => { timedOut = true; });
  await scheduler.runUntil(() => timedOut, 60_000);
  for (const instance of context.instances) await instance.network.close();
  for (const transaction of context.ledger.transactions) if (transaction.outcome === 'open') transaction.outcome = 'abandoned';
  for (const description of context.pendingOperations.values()) context.violations.push({ invariant: 6, message: `operation never settled: ${description}` });
}
