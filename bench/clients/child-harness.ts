/**
 * The part of every client child that is not client-specific: read the {@link ChildSpec}, build the
 * records once (every client sends the same reused value buffers, keys and headers, so record
 * generation costs nothing in the comparison), drive the workload through a {@link BenchClient}, time it
 * with `process.cpuUsage()` and `performance.now()`, and print one {@link ChildResult} line.
 *
 * The timed section starts after connecting, the warm-up record (idempotent) or `initTransactions` and
 * {@link warmUpDone}: untimed transactions (transactional), so what is compared is steady-state
 * production, not connection setup or the JIT's warm-up.
 */
import { RESULT_PREFIX, warmUpDone, type ChildResult, type ChildSpec, type LatencySummary } from '../lib/bench-spec.js';
import { percentile } from '../lib/stats.js';

/**
 * One record as every client builds it from: index `i` of the cyclic record pool.
 * @internal
 */
export interface BenchRecord {
  readonly key: string | null;
  readonly value: Buffer;
  readonly headers: Readonly<Record<string, string>> | null;
}

/**
 * What a client adapter implements; the harness calls it in this order and never concurrently.
 * @internal
 */
export interface BenchClient {
  /** Connect and fetch a producer id: one idempotent record, awaited (not timed). */
  warmUp(record: BenchRecord): Promise<void>;
  /** Produce `count` records of the pool (cyclic) and resolve when all are acknowledged. */
  produce(pool: readonly BenchRecord[], count: number): Promise<void>;
  /** initTransactions (not timed). */
  initTransactions(): Promise<void>;
  /** begin, send `records`, sendOffsetsToTransaction(offset `index`), commit; resolves after the commit. */
  transaction(records: readonly BenchRecord[], index: number): Promise<void>;
  close(): Promise<void>;
}

/** Headers of the keys-and-headers variant: two small ones, as a tracing header pair would be. */
const HEADERS: Readonly<Record<string, string>> = { 'trace-id': '4bf92f3577b34da6a3ce929d0e0e4736', source: 'bench' };

/** Distinct keys in the pool: enough to spread evenly over 6 partitions by murmur2. */
const POOL_SIZE = 1_000;

/**
 * The spec the runner passed in `BENCH_SPEC`.
 * @internal
 */
export function readSpec(): ChildSpec {
  const raw = process.env.BENCH_SPEC;
  if (raw === undefined) throw new Error('BENCH_SPEC is not set: children are started by bench/run.ts');
  return JSON.parse(raw) as ChildSpec;
}

/**
 * The cyclic record pool for `spec`. Values are one shared buffer per pool slot (random bytes with a
 * fixed seed, so gzip compresses them no better than real payloads would).
 * @internal
 */
export function recordPool(spec: ChildSpec): BenchRecord[] {
  let seed = 0x9e3779b9;
  const next = (): number => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return seed >>> 0;
  };
  // Half random, half repeated text: compressible about 2:1, like typical JSON payloads.
  const value = Buffer.alloc(spec.valueBytes);
  for (let i = 0; i < value.length; i++) value[i] = i % 2 === 0 ? next() & 0xff : 0x61 + (i % 26);
  const pool: BenchRecord[] = [];
  for (let i = 0; i < POOL_SIZE; i++) {
    pool.push({ key: spec.keys ? `key-${i}` : null, value, headers: spec.headers ? HEADERS : null });
  }
  return pool;
}

function printResult(result: ChildResult): void {
  process.stdout.write(`${RESULT_PREFIX}${JSON.stringify(result)}\n`);
}

function summarize(latencies: Float64Array): LatencySummary {
  const sorted = Float64Array.from(latencies).sort();
  return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), p999: percentile(sorted, 0.999), max: sorted[sorted.length - 1] ?? Number.NaN, samples: sorted.length };
}

function failed(error: unknown): ChildResult {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return { ok: false, error: message, recordsTimed: 0, recordsProduced: 0, valueBytesTimed: 0, transactions: 0, elapsedMs: 0, cpuMs: 0, peakRssKb: process.resourceUsage().maxRSS };
}

async function drive(client: BenchClient, spec: ChildSpec): Promise<ChildResult> {
  const pool = recordPool(spec);
  const first = pool[0]!;
  let recordsProduced = 0;
  let latency: LatencySummary | undefined;
  let cpuBefore: NodeJS.CpuUsage;
  let started: number;
  let recordsTimed: number;
  let transactions = 0;
  switch (spec.kind) {
    case 'idempotent': {
      await client.warmUp(first);
      recordsProduced = 1;
      cpuBefore = process.cpuUsage();
      started = performance.now();
      await client.produce(pool, spec.records);
      recordsTimed = spec.records;
      break;
    }
    case 'transactional':
    case 'commit-latency': {
      await client.initTransactions();
      const records = Array.from({ length: spec.recordsPerTransaction }, (_, i) => pool[i % pool.length]!);
      const latencies = new Float64Array(spec.transactions);
      // Untimed warm-up transactions, same rule for every client: without them a 2,000-transaction row measures
      // mostly the JIT of the JavaScript clients (c0 ran at ~1,150 txn/s over 2,000 transactions and ~2,050 over
      // 15,000). At least `warmUpTransactions` of them and at least WARM_UP_MIN_MS (see there).
      let warmUp = 0;
      const warmUpStarted = performance.now();
      while (!warmUpDone(warmUp, performance.now() - warmUpStarted, spec.transactions)) await client.transaction(records, warmUp++);
      recordsProduced = warmUp * spec.recordsPerTransaction;
      cpuBefore = process.cpuUsage();
      started = performance.now();
      for (let i = 0; i < spec.transactions; i++) {
        const begun = performance.now();
        await client.transaction(records, warmUp + i);
        latencies[i] = performance.now() - begun;
      }
      transactions = spec.transactions;
      recordsTimed = spec.transactions * spec.recordsPerTransaction;
      if (spec.kind === 'commit-latency') latency = summarize(latencies);
      break;
    }
    case 'consume':
    case 'pipeline':
      throw new Error(`${spec.kind} runs in the consumer-side children (consume-harness.ts)`);
  }
  const elapsedMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  recordsProduced += recordsTimed;
  await client.close();
  return {
    ok: true, recordsTimed, recordsProduced, valueBytesTimed: recordsTimed * spec.valueBytes, transactions, elapsedMs,
    cpuMs: (cpu.user + cpu.system) / 1000, peakRssKb: process.resourceUsage().maxRSS, ...(latency === undefined ? {} : { latency }),
  };
}

/**
 * Runs the child: builds the client with `create`, drives the spec, prints the result and exits. A run
 * longer than `spec.timeoutMs` prints a failed result and exits 2, so a hung client cannot stall the runner.
 * @internal
 */
export async function runChild(create: (spec: ChildSpec) => Promise<BenchClient>): Promise<void> {
  const spec = readSpec();
  const timer = setTimeout(() => {
    printResult(failed(new Error(`timed out after ${spec.timeoutMs} ms`)));
    process.exit(2);
  }, spec.timeoutMs);
  timer.unref();
  let result: ChildResult;
  try {
    result = await drive(await create(spec), spec);
  } catch (error: unknown) {
    result = failed(error);
  }
  clearTimeout(timer);
  printResult(result);
  // librdkafka-based peers keep native threads alive; exit explicitly once the result is out.
  process.exit(result.ok ? 0 : 1);
}

/**
 * Keeps at most `window` promises outstanding: {@link PromiseWindow.swap} stores the new promise and
 * returns the one `window` places back, which the caller awaits (when defined) before the next call;
 * {@link PromiseWindow.drain} waits for the rest. A ring, so no allocation per record beyond the client's
 * own promise.
 * @internal
 */
export class PromiseWindow {
  private readonly ring: (Promise<unknown> | undefined)[];
  private next = 0;

  constructor(window: number) {
    this.ring = new Array<Promise<unknown> | undefined>(window).fill(undefined);
  }

  /** Stores `promise` and returns the promise it replaces (undefined while the ring fills). */
  swap(promise: Promise<unknown>): Promise<unknown> | undefined {
    // Attach a handler now so a rejection while waiting its turn is never reported as unhandled.
    promise.catch(() => undefined);
    const slot = this.next;
    this.next = slot + 1 === this.ring.length ? 0 : slot + 1;
    const previous = this.ring[slot];
    this.ring[slot] = promise;
    return previous;
  }

  /** Awaits every promise still stored. */
  async drain(): Promise<void> {
    await Promise.all(this.ring.filter((promise) => promise !== undefined));
    for (let i = 0; i < this.ring.length; i++) this.ring[i] = undefined;
  }
}
