/**
 * Where a transaction's time goes: runs the bench's transaction loop (begin, `send` not awaited,
 * `sendOffsetsToTransaction`, `commitTransaction`) with kafka-eos over TCP and reports, per transaction,
 * the requests sent per API, their mean latency, the time of each phase and the client CPU. The tool behind
 * the b1 and round-trip figures in docs/performance.md.
 *
 * ```sh
 * npx tsx bench/txn-phases.ts --transactions 2000 --records 100          # b1's shape, on a fresh bench mock
 * npx tsx bench/txn-phases.ts --transactions 300 --records 1 --rtt 5     # c5's shape: round trips per transaction
 * npx tsx bench/txn-phases.ts --bootstrap localhost:9092 --topic t --transaction-version 2   # a real cluster
 * ```
 * Options: `--linger MS` (default: the producer's), `--nagle` (mock with Nagle on), `--awaited` (await each
 * `send` before `sendOffsetsToTransaction`), `--trace N` (the request timeline of transactions N to N+2),
 * `--no-offsets` (no `sendOffsetsToTransaction`: the shape of Kafka's ProducerPerformance with transactions), `--patterns` (each transaction's answers in arrival order, counted per distinct sequence), `--ct-backoff MS` (first CONCURRENT_TRANSACTIONS retry delay), `--concurrent` (the TransactionManager's internal
 * `concurrentTransactionalRequests`: AddPartitionsToTxn and AddOffsetsToTxn in flight together), `--serialize` (the
 * internal `offsetsAfterProduce` on: the offsets request never shares the flight with the transaction's Produce),
 * `--warmup N` (N untimed transactions first, for steady-state figures), `--tail` (which of the transactions over
 * 3x the median overlapped a garbage collection, from `PerformanceObserver('gc')`), `--client-delay MS` (each
 * answer handed on MS ms late: injected latency on a real cluster), `--sched` (with `--tail`: how much of the slow
 * transactions' excess was the main thread waiting for a CPU, from Linux's `/proc/self/task/<pid>/schedstat`, and
 * their CPU on the main thread and in the whole process, e.g. V8's compiler and GC threads; implies no timelines),
 * `--marks` (a `-- transaction N` line every 500 transactions, to place `node --trace-opt` output in time).
 */
import { PerformanceObserver } from 'node:perf_hooks';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ExponentialBackoff } from '../src/internal/backoff.js';
import { TcpNetworkClient } from '../src/network/tcp/tcp-network-client.js';
import { Producer } from '../src/producer/producer.js';
import type { ProducerRecord } from '../src/common/record.js';
import { BENCH_LAYOUT, startBenchCluster } from './lib/bench-cluster.js';
import { percentile } from './lib/stats.js';

const { values } = parseArgs({
  options: {
    transactions: { type: 'string', default: '2000' },
    records: { type: 'string', default: '100' },
    rtt: { type: 'string', default: '0' },
    linger: { type: 'string' },
    nagle: { type: 'boolean', default: false },
    awaited: { type: 'boolean', default: false },
    concurrent: { type: 'boolean', default: false },
    'one-in-flight': { type: 'boolean', default: false },
    serialize: { type: 'boolean', default: false },
    bootstrap: { type: 'string' },
    topic: { type: 'string', default: BENCH_LAYOUT.topic },
    'transactional-id': { type: 'string', default: BENCH_LAYOUT.transactionalId },
    'group-id': { type: 'string', default: BENCH_LAYOUT.groupId },
    'transaction-version': { type: 'string', default: '1' },
    trace: { type: 'string' },
    patterns: { type: 'boolean', default: false },
    'no-offsets': { type: 'boolean', default: false },
    'ct-backoff': { type: 'string' },
    warmup: { type: 'string', default: '0' },
    tail: { type: 'boolean', default: false },
    'client-delay': { type: 'string', default: '0' },
    sched: { type: 'boolean', default: false },
    marks: { type: 'boolean', default: false },
  },
});
const transactions = Number(values.transactions);
const perTransaction = Number(values.records);
const clientDelayMs = Number(values['client-delay']);
const cluster = values.bootstrap === undefined ? await startBenchCluster(Number(values.rtt), { nagle: values.nagle }) : undefined;
const bootstrapServers = values.bootstrap ?? cluster?.bootstrapServers ?? '';
console.log(`brokers ${bootstrapServers}`);

/** Requests per API and their summed latency, counted around the network client's `send`. */
const requests = new Map<string, { count: number; totalMs: number }>();
/** Non-zero error codes found anywhere in a response, per API and code (e.g. CONCURRENT_TRANSACTIONS = 51). */
const errors = new Map<string, number>();

function collectErrors(api: string, value: unknown): void {
  if (Array.isArray(value)) {
    for (const each of value) collectErrors(api, each);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, field] of Object.entries(value)) {
      if (/errorcode$/i.test(key) && typeof field === 'number' && field !== 0) errors.set(`${api} error ${field}`, (errors.get(`${api} error ${field}`) ?? 0) + 1);
      else if (typeof field === 'object') collectErrors(api, field);
    }
  }
}
const network = new TcpNetworkClient({ bootstrapServers, clientId: 'txn-phases' });
const send = network.send.bind(network);
/** `--trace N`: the request timeline of transaction N (start and answer of each request, ms from its begin). */
const trace: string[] = [];
let tracing = false;
let traceStart = 0;
/** `--patterns`: each transaction's answers in arrival order (API and error code), counted per distinct sequence. */
let answers: string[] = [];
const patterns = new Map<string, number>();
network.send = async (target, api, build, options) => {
  const started = performance.now();
  if (tracing) trace.push(`${(started - traceStart).toFixed(2)} -> ${api} to ${String(target)}`);
  try {
    const result = await send(target, api, build, options);
    // `--client-delay MS`: every answer is handed on MS ms late, as if the round trip were that much longer
    // (latency injection for a real cluster, where the mock's `--rtt` is not available).
    if (clientDelayMs > 0) await new Promise((resolve) => { setTimeout(resolve, clientDelayMs); });
    collectErrors(api, result.response);
    if (values.patterns) {
      const code = /[eE]rrorCode":([1-9][0-9]*)/.exec(JSON.stringify(result.response, (_key, field: unknown) => (typeof field === 'bigint' ? String(field) : field)));
      answers.push(code === null ? api : `${api}!${code[1] ?? ''}`);
    }
    if (tracing) {
      const error = /[eE]rrorCode":([1-9][0-9]*)/.exec(JSON.stringify(result.response, (_key, field: unknown) => (typeof field === 'bigint' ? String(field) : field)));
      trace.push(`${(performance.now() - traceStart).toFixed(2)} <- ${api}${error === null ? '' : ` error ${error[1] ?? ''}`}`);
    }
    return result;
  } finally {
    const entry = requests.get(api) ?? { count: 0, totalMs: 0 };
    entry.count++;
    entry.totalMs += performance.now() - started;
    requests.set(api, entry);
  }
};

const producer = new Producer({
  network, clientId: 'txn-phases', transactionalId: values['transactional-id'],
  transactionVersion: Number(values['transaction-version']) === 2 ? 2 : 1,
  ...(values.linger === undefined ? {} : { lingerMs: Number(values.linger) }),
});
if (values['ct-backoff'] !== undefined) {
  // The CONCURRENT_TRANSACTIONS backoff's first delay (it doubles from there up to 500 ms).
  const manager = (producer as unknown as { transactionManager: { ctx: { concurrentBackoff: ExponentialBackoff } } }).transactionManager;
  manager.ctx.concurrentBackoff = new ExponentialBackoff({ initialMs: Number(values['ct-backoff']), maxMs: 500 });
}
if (values.serialize) {
  (producer as unknown as { transactionManager: { setOffsetsAfterProduce(enabled: boolean): void } }).transactionManager.setOffsetsAfterProduce(true);
}
if (values.concurrent || values['one-in-flight']) {
  (producer as unknown as { transactionManager: { setConcurrentTransactionalRequests(enabled: boolean): void } }).transactionManager.setConcurrentTransactionalRequests(!values['one-in-flight']);
}

const value = Buffer.alloc(100, 0x61);
const records: ProducerRecord[] = Array.from({ length: perTransaction }, () => ({ topic: values.topic, value }));
const groupMetadata = { groupId: values['group-id'], generationId: -1, memberId: '', groupInstanceId: null };

/** One transaction of the loop; resolves with the times after send, sendOffsets, commit and the send's answer. */
async function runTransaction(offset: number): Promise<readonly [number, number, number, number]> {
  producer.beginTransaction();
  const sent = producer.send(records);
  sent.catch(() => undefined);
  if (values.awaited) await sent;
  const t1 = performance.now();
  if (!values['no-offsets']) await producer.sendOffsetsToTransaction([{ topic: values.topic, partition: 0, offset: BigInt(offset) }], groupMetadata);
  const t2 = performance.now();
  await producer.commitTransaction();
  const t3 = performance.now();
  await sent;
  return [t1, t2, t3, performance.now()];
}

try {
  await producer.initTransactions();
  const warmUp = Number(values.warmup);
  for (let i = 0; i < warmUp; i++) await runTransaction(i);
  requests.clear();
  if (values.marks) console.log('-- timed phase starts');
  errors.clear();
  patterns.clear();
  const gcs: { start: number; end: number; kind: number }[] = [];
  const gcObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) gcs.push({ start: entry.startTime, end: entry.startTime + entry.duration, kind: ((entry as unknown as { detail?: { kind?: number } }).detail)?.kind ?? 0 });
  });
  if (values.tail) gcObserver.observe({ entryTypes: ['gc'] });
  const begins: number[] = [];
  /**
   * `--sched`, per transaction: the main thread's CPU and run-queue wait (ns, Linux schedstat) and the whole
   * process's user and system CPU (µs, all threads).
   */
  const sched: { mainCpuNs: number; waitNs: number; userUs: number; systemUs: number }[] = [];
  const schedstat = `/proc/self/task/${process.pid}/schedstat`;
  const readSchedstat = (): [cpuNs: number, waitNs: number] => {
    const fields = readFileSync(schedstat, 'latin1').split(' ');
    return [Number(fields[0]), Number(fields[1])];
  };
  const timelines: string[] = [];
  const phase = { send: 0, sendOffsets: 0, commit: 0, ackAfterCommit: 0 };
  const latencies: number[] = [];
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < transactions; i++) {
    const t0 = performance.now();
    tracing = (values.tail && !values.sched) || (values.trace !== undefined && Number(values.trace) <= i && i < Number(values.trace) + 3);
    if (values.tail) trace.length = 0;
    traceStart = t0;
    if (tracing) trace.push(`-- transaction ${i}`);
    answers = [];
    const schedBefore: [number, number] = values.sched ? readSchedstat() : [0, 0];
    const usageBefore = values.sched ? process.cpuUsage() : undefined;
    if (values.marks && i % 500 === 0) console.log(`-- transaction ${i}`);
    const [t1, t2, t3, t4] = await runTransaction(warmUp + i);
    if (values.sched) {
      const schedAfter = readSchedstat();
      const usage = process.cpuUsage(usageBefore);
      sched.push({ mainCpuNs: schedAfter[0] - schedBefore[0], waitNs: schedAfter[1] - schedBefore[1], userUs: usage.user, systemUs: usage.system });
    }
    phase.send += t1 - t0;
    phase.sendOffsets += t2 - t1;
    phase.commit += t3 - t2;
    phase.ackAfterCommit += t4 - t3;
    latencies.push(t4 - t0);
    begins.push(t0);
    if (values.tail) timelines.push(trace.join(' | '));
    const pattern = answers.join(' ');
    patterns.set(pattern, (patterns.get(pattern) ?? 0) + 1);
  }
  const elapsed = performance.now() - started;
  const used = process.cpuUsage(cpu);
  gcObserver.disconnect();
  const unsorted = [...latencies];
  latencies.sort((a, b) => a - b);
  const at = (q: number): number => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
  const per = (ms: number): string => (ms / transactions).toFixed(3);
  console.log(`${transactions} txns x ${perTransaction} records: ${Math.round(transactions / (elapsed / 1000))} txn/s, ${Math.round((transactions * perTransaction) / (elapsed / 1000)).toLocaleString('en-US')} records/s, `
    + `p50 ${at(0.5).toFixed(2)} ms, p99 ${at(0.99).toFixed(2)} ms, CPU ${((used.user + used.system) / 1000 / transactions).toFixed(3)} ms/txn `
    + `(user ${(used.user / 1000 / transactions).toFixed(3)}, system ${(used.system / 1000 / transactions).toFixed(3)})`);
  console.log(`phases ms/txn: send ${per(phase.send)}, sendOffsets ${per(phase.sendOffsets)}, commit ${per(phase.commit)}, after commit ${per(phase.ackAfterCommit)}`);
  const rtt = Number(values.rtt);
  for (const [api, entry] of [...requests].sort()) {
    console.log(`  ${api.padEnd(20)} ${(entry.count / transactions).toFixed(2)} per txn, mean ${(entry.totalMs / entry.count).toFixed(3)} ms`);
  }
  for (const [what, count] of [...errors].sort()) console.log(`  ${what}: ${(count / transactions).toFixed(2)} per txn`);
  if (!values.tail) for (const line of trace) console.log(`  ${line}`);
  if (values.patterns) {
    console.log('answers per transaction, in arrival order (API!error code), most frequent first (all):');
    for (const [pattern, count] of [...patterns].sort((a, b) => b[1] - a[1])) console.log(`  ${String(count).padStart(6)}  ${pattern}`);
  }
  if (values.tail) {
    // Which slow transactions overlapped a GC pause (kind 1 scavenge, 2 mark-sweep-compact, 4 incremental, 8 weak callbacks).
    const threshold = 3 * at(0.5);
    let slow = 0;
    let withGc = 0;
    let descheduled = 0;
    let excessSlowMs = 0;
    const slowSched = { mainCpuNs: 0, waitNs: 0, userUs: 0, systemUs: 0 };
    const byKind = new Map<number, number>();
    for (let i = 0; i < unsorted.length; i++) {
      const latency = unsorted[i] ?? 0;
      if (latency <= threshold) continue;
      slow++;
      const begin = begins[i] ?? 0;
      const overlapping = gcs.filter((gc) => gc.end > begin && gc.start < begin + latency);
      const sample = sched[i];
      if (sample !== undefined) {
        for (const key of ['mainCpuNs', 'waitNs', 'userUs', 'systemUs'] as const) slowSched[key] += sample[key];
        if (sample.waitNs > 0.5e6) descheduled++;
      }
      excessSlowMs += latency - at(0.5);
      if (overlapping.length > 0) withGc++;
      else if (slow - withGc <= 8) console.log(`  slow, no GC: ${latency.toFixed(2)} ms: ${timelines[i] ?? ''}`);
      for (const gc of overlapping) byKind.set(gc.kind, (byKind.get(gc.kind) ?? 0) + 1);
    }
    const gcMs = gcs.reduce((sum, gc) => sum + gc.end - gc.start, 0);
    console.log(`tail: ${slow} of ${unsorted.length} transactions over 3x p50 (${threshold.toFixed(2)} ms), ${withGc} of them overlapped a GC; `
      + `GCs ${gcs.length} (${gcMs.toFixed(0)} ms, ${(gcMs / gcs.length).toFixed(2)} ms mean), kinds in slow transactions ${JSON.stringify([...byKind])}`);
    if (values.sched) {
      const median = (key: keyof typeof slowSched): number => percentile(sched.map((sample) => sample[key]).sort((a, b) => a - b), 0.5);
      const totalWaitMs = sched.reduce((sum, sample) => sum + sample.waitNs, 0) / 1e6;
      const perSlow = (total: number, unit: number): string => (total / unit / Math.max(1, slow)).toFixed(3);
      console.log(`  run-queue wait of the main thread: ${totalWaitMs.toFixed(0)} ms in all; slow transactions waited ${(slowSched.waitNs / 1e6).toFixed(0)} ms of their ${excessSlowMs.toFixed(0)} ms over p50; ${descheduled} of ${slow} waited > 0.5 ms`);
      console.log(`  main-thread CPU per transaction: p50 ${(median('mainCpuNs') / 1e6).toFixed(3)} ms; slow transactions: ${perSlow(slowSched.mainCpuNs, 1e6)} ms mean, ${(slowSched.mainCpuNs / 1e6).toFixed(0)} ms in all`);
      console.log(`  process CPU per transaction (all threads): p50 user ${(median('userUs') / 1e3).toFixed(3)} system ${(median('systemUs') / 1e3).toFixed(3)} ms; slow transactions: user ${perSlow(slowSched.userUs, 1e3)} system ${perSlow(slowSched.systemUs, 1e3)} ms mean`);
    }
    console.log(`  p90 ${at(0.9).toFixed(2)} p95 ${at(0.95).toFixed(2)} p99 ${at(0.99).toFixed(2)} p99.9 ${at(0.999).toFixed(2)} max ${at(1).toFixed(2)} ms`);
  }
  if (rtt > 0) console.log(`round trips per transaction (p50 / rtt): ${(at(0.5) / rtt).toFixed(2)}`);
} finally {
  await producer.close();
  await network.close();
  await cluster?.close();
}
