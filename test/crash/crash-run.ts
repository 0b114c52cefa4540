/**
 * The crash tests' driver: fills `input`, starts pipeline workers as child processes in one
 * consumer group, and while they run applies a seeded random schedule of faults to them:
 * - `kill-restart`: SIGKILL mid-transaction, then a new process with the same transactional id (fences the old
 *   epoch, aborts its open transaction);
 * - `pause-resume`: SIGSTOP past the session timeout (the group moves its partitions on), then SIGCONT: the zombie
 *   carries on with its open transaction, whose offsets the group must refuse (KIP-447 generation check);
 * - `pause-replace`: SIGSTOP, and a replacement with a NEW transactional id joins and takes the zombie's partitions
 *   over; the replacement's start offsets must wait for the zombie's pending transaction (require_stable); then
 *   SIGCONT the zombie, which stays on as a member;
 * - `retire`: SIGKILL for good; its open transaction is left to the coordinator's transaction timeout;
 * - `short-pause`: SIGSTOP shorter than the session timeout (a GC pause), then SIGCONT.
 * Faults overlap (the next one starts while earlier ones still wait). After the schedule every identity is running
 * again, the driver waits until the group's committed offsets reach the end of `input`, closes the workers with
 * SIGTERM and returns what happened; the caller then reads `output` and the group's offsets with an independent
 * read_committed reader and checks them (exactly-once-check.ts).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seededRandom } from '../../src/internal/backoff.js';
import { TcpNetworkClient } from '../../src/network/tcp/tcp-network-client.js';
import { Producer } from '../../src/producer/producer.js';
import { fetchCommittedOffsets } from '../../src/session/committed-offsets.js';
import { inputValue, type WorkerConfig } from './pipeline.js';
import type { Violation } from './violations.js';
import { WorkerProcess, type WorkerTally } from './worker-process.js';

/** @internal */
export type FaultKind = 'kill-restart' | 'pause-resume' | 'pause-replace' | 'retire' | 'short-pause';

/** @internal */
export interface CrashRunOptions {
  readonly bootstrapServers: string;
  readonly client: WorkerConfig['client'];
  readonly seed: number;
  readonly input: string;
  readonly output: string;
  readonly group: string;
  /** Prefix of the workers' transactional ids (made unique per run by the caller). */
  readonly transactionalIdPrefix: string;
  readonly partitions: number;
  readonly records: number;
  /** Workers started at first. */
  readonly workers: number;
  /** At most this many identities alive at once (`pause-replace` adds one, `retire` removes one). */
  readonly maxWorkers: number;
  /** How many faults the schedule applies. */
  readonly faults: number;
  readonly sessionTimeoutMs: number;
  readonly transactionTimeoutMs: number;
  readonly requestTimeoutMs?: number;
  readonly maxRecords?: number;
  readonly batchDelayMs?: number;
  /** Bound of the whole wait for the input to be consumed after the schedule. */
  readonly drainTimeoutMs: number;
  /** A negative control: the workers break exactly-once this way (violations.ts), and the check must say so. */
  readonly violation?: Violation;
  /** Workers run the session with the dead-letter policy and fail on poison records (pipeline.ts, `WorkerConfig.deadLetter`). */
  readonly deadLetter?: WorkerConfig['deadLetter'];
  readonly log?: (line: string) => void;
}

/** @internal */
export interface CrashRunResult {
  readonly seed: number;
  /** The schedule as applied, one line per fault. */
  readonly schedule: readonly string[];
  /** Records written to each input partition (its end offset: the loader is idempotent, not transactional). */
  readonly inputEnd: readonly bigint[];
  readonly drained: boolean;
  readonly workers: Readonly<Record<string, WorkerTally>>;
  /** Workers' stderr and exits, for diagnosis. */
  readonly logFile: string;
  readonly elapsedMs: number;
}

/** Runs the pipeline under the fault schedule until the input is consumed (or `drainTimeoutMs` passes). @internal */
export async function runCrashTest(options: CrashRunOptions): Promise<CrashRunResult> {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  const random = seededRandom(options.seed);
  const between = (low: number, high: number): number => Math.round(low + random() * (high - low));
  const logFile = join(mkdtempSync(join(tmpdir(), 'kafka-eos-crash-')), 'workers.log');
  log(`seed ${options.seed}, ${options.client} workers${options.violation === undefined ? '' : ` breaking exactly-once (${options.violation})`}, logs in ${logFile}`);

  const loader = new InputLoader(options);
  // Half the input before the workers start, the rest in chunks between faults: there is work whenever a fault hits.
  await loader.fill(Math.floor(options.records / 2));
  const workers: WorkerProcess[] = [];
  let next = 0;
  const config = (transactionalId: string): WorkerConfig => ({
    bootstrapServers: options.bootstrapServers, client: options.client, group: options.group, transactionalId,
    input: options.input, output: options.output, sessionTimeoutMs: options.sessionTimeoutMs,
    heartbeatIntervalMs: Math.max(100, Math.floor(options.sessionTimeoutMs / 6)), transactionTimeoutMs: options.transactionTimeoutMs,
    requestTimeoutMs: options.requestTimeoutMs ?? Math.min(5_000, options.transactionTimeoutMs), maxRecords: options.maxRecords ?? 20,
    batchDelayMs: options.batchDelayMs ?? 150, ...(options.violation === undefined ? {} : { violation: options.violation }),
    ...(options.deadLetter === undefined ? {} : { deadLetter: options.deadLetter }),
  });
  let finishing = false;
  const restartOnExit = (worker: WorkerProcess): void => {
    // A worker that died on its own (a bug, or an error the session gave up on) is restarted like a crashed one.
    if (!finishing && !worker.retired && !worker.busy) setTimeout(() => { if (!worker.alive && !finishing && !worker.retired) worker.start(); }, 200);
  };
  const spawnIdentity = (): WorkerProcess => {
    const name = `w${next++}`;
    const worker = new WorkerProcess(name, config(`${options.transactionalIdPrefix}-${name}`), logFile, restartOnExit);
    workers.push(worker);
    worker.start();
    return worker;
  };
  for (let i = 0; i < options.workers; i++) spawnIdentity();

  const schedule: string[] = [];
  const running: Promise<void>[] = [];
  const note = (line: string): void => {
    const stamped = `+${((Date.now() - started) / 1000).toFixed(1)}s ${line}`;
    schedule.push(line);
    log(stamped);
  };
  const pauseMs = (): number => between(options.sessionTimeoutMs * 1.3, options.sessionTimeoutMs * 2);
  try {
    // Faults start once every worker runs and the pipeline has committed something (bounded: slow machines).
    const warmUp = Date.now() + 60_000;
    while (Date.now() < warmUp && !(workers.every((worker) => worker.ready) && workers.some((worker) => worker.tally.committedBatches > 0))) await sleep(100);
    note('workers running; faults start');
    const chunk = Math.ceil((options.records - loader.written) / options.faults);
    for (let fault = 0; fault < options.faults; fault++) {
      const live = workers.filter((worker) => !worker.retired);
      const idle = live.filter((worker) => !worker.busy && worker.alive);
      if (idle.length === 0) {
        await sleep(200);
        fault--;
        continue;
      }
      await loader.fill(Math.min(options.records, loader.written + chunk));
      // Running workers first (a fault during start-up is the rarer case).
      const ready = idle.filter((worker) => worker.ready);
      const pool = ready.length > 0 && random() < 0.9 ? ready : idle;
      const target = pool[Math.floor(random() * pool.length)] as WorkerProcess;
      const kind = pickFault(random(), live.length, options.maxWorkers, options.workers);
      target.busy = true;
      running.push(applyFault(kind, target).finally(() => { target.busy = false; }));
      await sleep(between(300, 1_500));
    }
    await Promise.all(running);
    await loader.fill(options.records);
    for (const worker of workers) if (!worker.retired && !worker.alive) worker.start();
    note('schedule done: every identity running; waiting for the input to be consumed');
    const inputEnd = loader.endOffsets();
    const drained = await waitDrained(options, inputEnd, Date.now() + options.drainTimeoutMs);
    note(drained ? 'input consumed: group offsets at the end of input' : 'input NOT consumed within the drain timeout');
    return { seed: options.seed, schedule, inputEnd, drained, workers: Object.fromEntries(workers.map((worker) => [worker.name, worker.tally])), logFile, elapsedMs: Date.now() - started };
  } finally {
    finishing = true;
    await Promise.all(workers.map((worker) => worker.terminate(10_000)));
    await loader.close();
  }

  async function applyFault(kind: FaultKind, target: WorkerProcess): Promise<void> {
    switch (kind) {
      case 'kill-restart': {
        const down = between(0, 1_000);
        note(`kill-restart ${target.name} (pid ${String(target.pid)}), restarted with the same transactional id after ${down} ms`);
        await target.kill();
        await sleep(down);
        target.start();
        return;
      }
      case 'pause-resume': {
        const ms = pauseMs();
        note(`pause-resume ${target.name}: SIGSTOP for ${ms} ms (session timeout ${options.sessionTimeoutMs} ms)`);
        target.pause();
        await sleep(ms);
        target.resume();
        return;
      }
      case 'pause-replace': {
        const ms = pauseMs();
        target.pause();
        const replacement = spawnIdentity();
        replacement.busy = true;
        note(`pause-replace ${target.name}: SIGSTOP for ${ms} ms; replacement ${replacement.name} with a new transactional id`);
        await sleep(ms);
        target.resume();
        replacement.busy = false;
        return;
      }
      case 'retire':
        note(`retire ${target.name} (pid ${String(target.pid)}): SIGKILL, never restarted`);
        target.retired = true;
        await target.kill();
        return;
      case 'short-pause': {
        const ms = between(200, Math.floor(options.sessionTimeoutMs / 2));
        note(`short-pause ${target.name}: SIGSTOP for ${ms} ms`);
        target.pause();
        await sleep(ms);
        target.resume();
        return;
      }
    }
  }
}

/** The fault for a draw in [0, 1), given how many identities are alive. */
function pickFault(draw: number, live: number, maxWorkers: number, minWorkers: number): FaultKind {
  const kinds: FaultKind[] = ['kill-restart', 'kill-restart', 'pause-resume', 'pause-resume', 'short-pause'];
  if (live < maxWorkers) kinds.push('pause-replace', 'pause-replace');
  if (live > minWorkers) kinds.push('retire');
  return kinds[Math.floor(draw * kinds.length)] as FaultKind;
}

/** Writes input record n (`inputValue(n)`) to partition n % partitions with an idempotent producer. */
class InputLoader {
  written = 0;
  private readonly producer: Producer;

  constructor(private readonly options: CrashRunOptions) {
    this.producer = new Producer({ bootstrapServers: options.bootstrapServers.split(','), clientId: 'crash-loader', lingerMs: 5 });
  }

  /** Writes records up to (not including) `upTo`. */
  async fill(upTo: number): Promise<void> {
    const from = this.written;
    if (upTo <= from) return;
    await this.producer.send(Array.from({ length: upTo - from }, (_, i) => from + i).map((n) => ({ topic: this.options.input, partition: n % this.options.partitions, key: `k-${n}`, value: inputValue(n) })));
    this.written = upTo;
  }

  /** Each input partition's end offset (records written to it: the loader is idempotent, not transactional). */
  endOffsets(): bigint[] {
    const { partitions } = this.options;
    return Array.from({ length: partitions }, (_, p) => BigInt(Math.floor(this.written / partitions) + (p < this.written % partitions ? 1 : 0)));
  }

  close(): Promise<void> {
    return this.producer.close();
  }
}

/** Polls the group's committed offsets (our own require_stable read: progress only, not the check) until they reach `inputEnd`. */
async function waitDrained(options: CrashRunOptions, inputEnd: readonly bigint[], deadline: number): Promise<boolean> {
  const network = new TcpNetworkClient({ bootstrapServers: options.bootstrapServers, clientId: 'crash-driver' });
  const partitions = inputEnd.map((_, partition) => ({ topic: options.input, partition }));
  try {
    while (Date.now() < deadline) {
      try {
        const committed = await fetchCommittedOffsets(network, options.group, partitions, { timeoutMs: 2_000 });
        const reached = inputEnd.every((end, partition) => committed.find((each) => each.partition === partition)?.offset === end);
        if (reached) return true;
      } catch {
        // a pending transaction (UNSTABLE_OFFSET_COMMIT past 2 s) or a coordinator move: ask again
      }
      await sleep(500);
    }
    return false;
  } finally {
    await network.close();
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => { setTimeout(resolve, ms); });
}
