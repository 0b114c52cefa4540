/**
 * The part of every consumer-side child (workloads e and f) that is not client-specific: read
 * the {@link ChildSpec}, let the client consume (or run its pipeline) until `spec.records` committed input records
 * went through, time it with a {@link ConsumeMeter}, and print one {@link ChildResult} line.
 *
 * The timed section starts when the first batch arrives (consume) or the first transaction commits (pipeline),
 * and that first batch is not counted: group join, metadata and the first fetch differ a lot between clients
 * (KafkaJS's join alone takes seconds) and are not what these rows compare. CPU is `process.cpuUsage()` over the
 * same window, which includes librdkafka's threads in the librdkafka-based peers.
 */
import { RESULT_PREFIX, type ChildResult, type ChildSpec } from '../lib/bench-spec.js';
import { readSpec } from './child-harness.js';

/**
 * Counts records as a client sees them and times the steady state.
 * @internal
 */
export class ConsumeMeter {
  private started: number | undefined;
  private cpuBefore: NodeJS.CpuUsage | undefined;
  private ended: number | undefined;
  private cpu: NodeJS.CpuUsage | undefined;
  /** Every record seen, first batch included. */
  consumed = 0;
  private timedRecords = 0;
  private timedBytes = 0;
  private timedOut = 0;
  private timedTransactions = 0;
  private resolveDone: () => void = () => undefined;
  /** Settles once `expected` records were counted. */
  readonly done: Promise<void> = new Promise((resolve) => { this.resolveDone = resolve; });

  constructor(readonly expected: number) {}

  get finished(): boolean {
    return this.ended !== undefined;
  }

  /**
   * One batch (consume) or one committed transaction (pipeline) of `records` input records with `valueBytes` bytes
   * of values, `out` output records. The first call starts the clock and is not counted.
   */
  add(records: number, valueBytes: number, out = 0, transactions = 0): void {
    if (records === 0 || this.ended !== undefined) return;
    this.consumed += records;
    if (this.started === undefined) {
      this.started = performance.now();
      this.cpuBefore = process.cpuUsage();
    } else {
      this.timedRecords += records;
      this.timedBytes += valueBytes;
      this.timedOut += out;
      this.timedTransactions += transactions;
    }
    if (this.consumed >= this.expected) {
      this.ended = performance.now();
      this.cpu = process.cpuUsage(this.cpuBefore);
      this.resolveDone();
    }
  }

  /** The result; `ok` only when `expected` records were reached, exactly. */
  result(): ChildResult {
    const started = this.started ?? 0;
    const elapsedMs = (this.ended ?? performance.now()) - started;
    const cpu = this.cpu ?? process.cpuUsage(this.cpuBefore);
    const exact = this.consumed === this.expected;
    return {
      ok: exact,
      ...(exact ? {} : { error: `consumed ${this.consumed} records, expected ${this.expected}` }),
      recordsTimed: this.timedRecords, recordsProduced: this.timedOut, valueBytesTimed: this.timedBytes, transactions: this.timedTransactions,
      elapsedMs, cpuMs: (cpu.user + cpu.system) / 1000, peakRssKb: process.resourceUsage().maxRSS,
      recordsConsumed: this.consumed, recordsOut: this.timedOut,
    };
  }
}

/**
 * A consumer-side client: `run` consumes (or runs the pipeline) until `meter.done`, feeding the meter; `close`
 * releases everything (not timed).
 * @internal
 */
export interface ConsumeClient {
  run(meter: ConsumeMeter): Promise<void>;
  close(): Promise<void>;
}

function printResult(result: ChildResult): void {
  process.stdout.write(`${RESULT_PREFIX}${JSON.stringify(result)}\n`);
}

function failed(error: unknown, meter: ConsumeMeter | undefined): ChildResult {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const base = meter?.result();
  return { ...(base ?? { recordsTimed: 0, recordsProduced: 0, valueBytesTimed: 0, transactions: 0, elapsedMs: 0, cpuMs: 0, peakRssKb: process.resourceUsage().maxRSS }), ok: false, error: message };
}

/**
 * Runs a consumer-side child: builds the client, runs it to `spec.records`, prints the result and exits (2 after
 * `spec.timeoutMs`, with what was counted so far).
 * @internal
 */
export async function runConsumeChild(create: (spec: ChildSpec) => Promise<ConsumeClient>): Promise<void> {
  const spec = readSpec();
  const meter = new ConsumeMeter(spec.records);
  const timer = setTimeout(() => {
    printResult(failed(new Error(`timed out after ${spec.timeoutMs} ms`), meter));
    process.exit(2);
  }, spec.timeoutMs);
  timer.unref();
  let result: ChildResult;
  try {
    const client = await create(spec);
    await client.run(meter);
    result = meter.result();
    await client.close();
  } catch (error: unknown) {
    result = failed(error, meter);
  }
  clearTimeout(timer);
  printResult(result);
  // librdkafka-based peers keep native threads alive, KafkaJS its timers: exit once the result is out.
  process.exit(result.ok ? 0 : 1);
}

/**
 * Sum of the value lengths of `records`: every client touches every record's value once, as an application would.
 * @internal
 */
export function valueBytes(records: readonly { readonly value: { readonly length: number } | null | undefined }[]): number {
  let total = 0;
  for (const record of records) total += record.value?.length ?? 0;
  return total;
}
