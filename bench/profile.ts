/**
 * Runs one kafka-eos bench child against a fresh bench cluster, optionally under `node --cpu-prof`, and
 * prints its result: the tool behind the profiles in docs/performance.md.
 *
 * ```sh
 * npx tsx bench/profile.ts a2                       # one run, prints rate and CPU per million records
 * npx tsx bench/profile.ts a2 --prof /tmp/prof      # same, writes a .cpuprofile into /tmp/prof
 * npx tsx bench/profile.ts a2 --root ../other-tree  # the child from another checkout (before/after runs)
 * npx tsx bench/profile.ts b1 --records 2000        # fewer records (idempotent) or transactions
 * npx tsx bench/profile.ts c0 --nagle-default       # the mock with librdkafka's default (Nagle on)
 * npx tsx bench/profile.ts c0 --node-arg=--trace-gc  # extra node flags for the child
 * ```
 *
 * `--repeat N` runs N children one after the other, each on a fresh cluster.
 */
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { ChildSpec } from './lib/bench-spec.js';
import { BENCH_LAYOUT, startBenchCluster } from './lib/bench-cluster.js';
import { runChildProcess } from './lib/child-process.js';
import { WORKLOADS } from './lib/workloads.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    prof: { type: 'string' },
    root: { type: 'string' },
    records: { type: 'string' },
    repeat: { type: 'string' },
    'nagle-default': { type: 'boolean' },
    'node-arg': { type: 'string', multiple: true },
  },
});
const id = positionals[0] ?? 'a2';
const workload = WORKLOADS.find((each) => each.id === id);
if (workload === undefined) throw new Error(`unknown workload ${id}`);
const root = resolve(values.root ?? join(import.meta.dirname, '..'));
const count = values.records === undefined ? undefined : Number(values.records);
const repeat = values.repeat === undefined ? 1 : Number(values.repeat);

for (let run = 0; run < repeat; run++) {
  const cluster = await startBenchCluster(workload.rttMs, { nagle: values['nagle-default'] === true || workload.mockNagle === true });
  try {
    const idempotent = workload.kind === 'idempotent';
    const spec: ChildSpec = {
      kind: workload.kind, form: workload.form, bootstrapServers: cluster.bootstrapServers, topic: BENCH_LAYOUT.topic, partitions: BENCH_LAYOUT.partitions,
      records: idempotent ? count ?? workload.records : 0, valueBytes: workload.valueBytes, keys: workload.keys, headers: workload.headers,
      compression: workload.compression, transactions: idempotent ? 0 : count ?? workload.transactions, recordsPerTransaction: workload.recordsPerTransaction,
      transactionalId: BENCH_LAYOUT.transactionalId, groupId: BENCH_LAYOUT.groupId, batchRecords: 1_000,
      ...(workload.lingerMs === undefined ? {} : { lingerMs: workload.lingerMs }),
      window: workload.form === 'per-record' ? 20_000 : 20, timeoutMs: 600_000,
    };
    const profArgs = values.prof === undefined ? [] : ['--cpu-prof', '--cpu-prof-interval=250', `--cpu-prof-dir=${values.prof}`];
    const result = await runChildProcess({ command: process.execPath, args: [...profArgs, ...(values['node-arg'] ?? []), '--import', 'tsx', join(root, 'bench', 'clients', 'ours.ts')] }, spec);
    if (!result.ok) {
      console.log(`run ${run}: failed: ${result.error ?? ''}`);
      continue;
    }
    const records = result.recordsTimed;
    const line = [`${id} run ${run}`, `${Math.round(records / (result.elapsedMs / 1000)).toLocaleString('en-US')} rec/s`,
      `${((result.cpuMs / 1000) / (records / 1e6)).toFixed(2)} CPU-s/M`];
    if (result.transactions > 0) {
      line.push(`${Math.round(result.transactions / (result.elapsedMs / 1000))} txn/s`, `${(result.cpuMs / result.transactions).toFixed(3)} CPU-ms/txn`);
    }
    if (result.latency !== undefined) line.push(`p50 ${result.latency.p50.toFixed(2)} ms`, `p99 ${result.latency.p99.toFixed(2)} ms`);
    console.log(line.join(', '));
  } finally {
    await cluster.close();
  }
}
