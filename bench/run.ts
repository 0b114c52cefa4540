/**
 * Benchmarks kafka-eos side by side with KafkaJS, node-rdkafka, @confluentinc/kafka-javascript and kcat
 * on a fresh librdkafka mock cluster per run. The consumer-side rows (e: read_committed fetch
 * throughput, f: the exactly-once pipeline) run on kafka-eos's in-memory cluster's TCP face
 * instead, pre-filled once per workload (bench/lib/face-bench-cluster.ts). Run: `npm run bench` (= `tsx bench/run.ts`), with
 * `--quick`, `--runs N`, `--only a2,c`, `--clients ...`, `--pin`, and `--variant batchMaxSize=1048576` (repeatable: kafka-eos
 * run again with extra producer options, a row of its own on the producer workloads); docs/performance.md explains the setup
 * and the results. `--broker kafka` instead starts one real 3-broker Apache Kafka
 * cluster for the whole run (a fresh replication-factor-3 topic per run, acks=all) and adds the Java
 * producer (kafka-tools' ProducerPerformance) as the reference peer; the consumer-side rows (e, f) read a topic
 * pre-filled once per workload there, and the pipeline row adds Java's KIP-447 loop; it writes bench/results-kafka.svg.
 *
 * Per workload and run the clients are interleaved (the starting client rotates each run), each in its own
 * child process; after each child the partitions' end offsets are checked against what it produced, and on a
 * compressed row the stored batches' codec against the row's.
 * Writes bench/results/<date>.json and bench/results.svg and prints markdown tables.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { KafkaCluster } from '../test/kafka/kafka-cluster.js';
import type { MockCluster } from '../test/librdkafka-mock/mock-cluster.js';
import type { RawRequestTarget } from '../test/librdkafka-mock/raw-request.js';
import { PEERS_DIR, peerInstalled } from './clients/peer-modules.js';
import { BENCH_LAYOUT, countRecords, injectOncePerTransaction, mockPartitionLeaders, startBenchCluster } from './lib/bench-cluster.js';
import { WARM_UP_MIN_MS, warmUpTransactions, type ChildSpec } from './lib/bench-spec.js';
import { killRunningChildren, runChildProcess, type ChildCommand } from './lib/child-process.js';
import { parseBenchOptions, type BenchVariant } from './lib/cli-options.js';
import { javaCommand, javaPipelineCommand } from './lib/java-peer.js';
import { committedOutput, createOutputTopic, fillTransactions, groupCommittedEverything, startFaceBench, type FaceBench } from './lib/face-bench-cluster.js';
import { Producer } from '../src/producer/producer.js';
import { countCommittedKafkaRecords, countKafkaRecords, createBenchTopic, KAFKA_REPLICATION_FACTOR, kafkaGroupCommittedEverything, startKafkaBenchCluster } from './lib/kafka-bench-cluster.js';
import { kcatAvailable, kcatCommand, kcatConsumeCommand, kcatInputFile } from './lib/kcat-peer.js';
import { codecUnsupported } from './lib/peer-codecs.js';
import { markdownTables } from './lib/report-markdown.js';
import { resultsSvg } from './lib/report-svg.js';
import { codecMismatch, partitionLeaders } from './lib/stored-codecs.js';
import type { RunSample, WorkloadSamples } from './lib/summarize.js';
import { CLIENT_IDS, kafkaWorkload, onFace, scaledWorkload, WORKLOADS, type ClientId, type Workload } from './lib/workloads.js';

const HERE = dirname(fileURLToPath(import.meta.url));

/** Records per send(array) call in the batch form. */
const BATCH_RECORDS = 1_000;

/** Outstanding calls per client and form: enough to keep each client's pipeline full, no more. */
function windowFor(client: ClientId, workload: Workload): number {
  switch (client) {
    case 'kafka-eos':
      return workload.form === 'per-record' ? 20_000 : 20;
    case 'kafkajs-adapter':
      return 1;
    case 'kafkajs':
      // Each KafkaJS send() is its own Produce request; more outstanding only queues on the broker lock.
      return workload.form === 'per-record' ? 100 : 5;
    case 'node-rdkafka':
    case 'confluent':
    case 'kcat':
    case 'java':
      return 100_000;
  }
}

function nodeChild(file: string, ...args: string[]): ChildCommand {
  return { command: process.execPath, args: ['--import', 'tsx', join(HERE, 'clients', file), ...args] };
}

function installedClients(requested: readonly string[], broker: 'mock' | 'kafka'): ClientId[] {
  const wanted = requested.length === 0 ? [...CLIENT_IDS] : CLIENT_IDS.filter((client) => requested.includes(client));
  const unknown = requested.filter((client) => !(CLIENT_IDS as readonly string[]).includes(client));
  if (unknown.length > 0) throw new Error(`unknown client(s) ${unknown.join(', ')}; known: ${CLIENT_IDS.join(', ')}`);
  const peerPackage: Partial<Record<ClientId, string>> = { kafkajs: 'kafkajs', 'kafkajs-adapter': 'kafkajs', 'node-rdkafka': 'node-rdkafka', confluent: '@confluentinc/kafka-javascript' };
  return wanted.filter((client) => {
    const name = peerPackage[client];
    if (name !== undefined && !peerInstalled(name)) {
      console.log(`skip ${client}: ${name} is not installed in ${PEERS_DIR} (cd bench/peers && CKJS_LINKING=dynamic npm install)`);
      return false;
    }
    if (client === 'java') return broker === 'kafka';
    if (client === 'kcat' && !kcatAvailable()) {
      console.log('skip kcat: kcat or /usr/bin/time is missing (apt-get install -y kcat time)');
      return false;
    }
    return true;
  });
}

/** Where one run produces: the mock's fixed names, or a fresh topic and transactional id per run on real Kafka. */
interface RunTarget {
  readonly bootstrapServers: string;
  readonly topic: string;
  readonly transactionalId: string;
  readonly transactionVersion?: 1 | 2;
  /** Consumer-side rows: a fresh group (and output topic) per run. */
  readonly groupId?: string;
  readonly outputTopic?: string;
}

function specFor(workload: Workload, client: ClientId, target: RunTarget, variant?: BenchVariant): ChildSpec {
  if (onFace(workload)) return faceSpecFor(workload, client, target);
  const override = workload.countFor?.[client];
  const records = workload.kind === 'idempotent' ? override ?? workload.records : 0;
  const transactions = workload.kind === 'idempotent' ? 0 : override ?? workload.transactions;
  // Generous bound: 20 µs per record or 600 ms per transaction (KafkaJS's b1 on real Kafka takes ~500 ms), the
  // untimed warm-up transactions included, plus a minute.
  const timeoutMs = 60_000 + WARM_UP_MIN_MS + records * 0.02 + (transactions + warmUpTransactions(transactions)) * (600 + 4 * workload.rttMs);
  return {
    kind: workload.kind, form: workload.form, bootstrapServers: target.bootstrapServers, topic: target.topic, partitions: BENCH_LAYOUT.partitions,
    records, valueBytes: workload.valueBytes, keys: workload.keys, headers: workload.headers, compression: workload.compression,
    transactions, recordsPerTransaction: workload.recordsPerTransaction, transactionalId: target.transactionalId,
    ...(target.transactionVersion === undefined ? {} : { transactionVersion: target.transactionVersion }),
    groupId: BENCH_LAYOUT.groupId, batchRecords: BATCH_RECORDS, ...(workload.lingerMs === undefined ? {} : { lingerMs: workload.lingerMs }), window: windowFor(client, workload), timeoutMs: Math.round(timeoutMs),
    ...(variant === undefined ? {} : { producerOptions: variant.producerOptions }),
  };
}

/** Consumer-side rows: `records` committed input records to read (the whole pre-filled topic). */
function faceSpecFor(workload: Workload, client: ClientId, target: RunTarget): ChildSpec {
  return {
    kind: workload.kind, form: workload.form, bootstrapServers: target.bootstrapServers, topic: target.topic, partitions: BENCH_LAYOUT.partitions,
    records: workload.records, valueBytes: workload.valueBytes, keys: false, headers: false, compression: 'none',
    transactions: 0, recordsPerTransaction: workload.recordsPerTransaction, transactionalId: target.transactionalId,
    groupId: target.groupId ?? BENCH_LAYOUT.groupId, batchRecords: BATCH_RECORDS, window: windowFor(client, workload),
    // Generous: 0.5 ms per record (KafkaJS's transactional loop is the slowest), plus a minute for joins.
    timeoutMs: Math.round(60_000 + workload.records * 0.5),
    ...(target.outputTopic === undefined ? {} : { outputTopic: target.outputTopic }),
    ...(client === 'kafkajs-adapter' ? { kafkajsMode: 'adapter' as const } : client === 'kafkajs' ? { kafkajsMode: 'loop' as const } : {}),
  };
}

function consumerCommandFor(client: ClientId, spec: ChildSpec, kafka: KafkaCluster | undefined): ChildCommand {
  switch (client) {
    case 'kafka-eos':
      return nodeChild('ours-consumer.ts');
    case 'kafkajs':
    case 'kafkajs-adapter':
      return nodeChild('kafkajs-consumer.ts');
    case 'node-rdkafka':
      return nodeChild('rdkafka-consumer.ts', 'node-rdkafka');
    case 'confluent':
      return nodeChild('rdkafka-consumer.ts', '@confluentinc/kafka-javascript');
    case 'kcat':
      if (spec.kind !== 'consume') throw new Error('kcat runs the consume rows only');
      return kcatConsumeCommand(spec);
    case 'java':
      if (spec.kind !== 'pipeline' || kafka === undefined) throw new Error('java runs the pipeline row on real Kafka only');
      return javaPipelineCommand(spec, kafka.classpath);
  }
}

async function commandFor(client: ClientId, spec: ChildSpec, pin: boolean, kafka: KafkaCluster | undefined): Promise<ChildCommand> {
  let command: ChildCommand;
  if (spec.kind === 'consume' || spec.kind === 'pipeline') {
    command = consumerCommandFor(client, spec, kafka);
    return pin ? { ...command, command: 'taskset', args: ['-c', '1', command.command, ...command.args] } : command;
  }
  switch (client) {
    case 'kafka-eos':
      command = nodeChild('ours.ts');
      break;
    case 'kafkajs':
    case 'kafkajs-adapter':
      command = nodeChild('kafkajs.ts');
      break;
    case 'node-rdkafka':
      command = nodeChild('rdkafka.ts', 'node-rdkafka');
      break;
    case 'confluent':
      command = nodeChild('rdkafka.ts', '@confluentinc/kafka-javascript');
      break;
    case 'kcat':
      command = kcatCommand(spec, await kcatInputFile(spec));
      break;
    case 'java':
      if (kafka === undefined) throw new Error('the java peer runs on real Kafka only (--broker kafka)');
      command = javaCommand(spec, kafka.classpath);
      break;
  }
  return pin ? { ...command, command: 'taskset', args: ['-c', '1', command.command, ...command.args] } : command;
}

let activeCluster: MockCluster | undefined;
let faceBench: FaceBench | undefined;
let kafkaCluster: KafkaCluster | undefined;
/** The consumer-side rows on real Kafka: the topic pre-filled for the current workload. */
let kafkaFill: { readonly topic: string; readonly committedRecords: number } | undefined;
let runCounter = 0;

/**
 * Pre-fills a fresh replicated topic on real Kafka for a read_committed row, as {@link startFaceBench} does on the
 * face: kafka-eos's transactional producer over TCP, transactions of 1,000 records, every tenth aborted.
 */
async function fillKafkaTopic(kafka: KafkaCluster, workload: Workload): Promise<{ topic: string; committedRecords: number; abortedRecords: number }> {
  const topic = `bench-${workload.id}-fill-${Date.now().toString(36)}`;
  createBenchTopic(kafka, topic);
  const producer = new Producer({ bootstrapServers: kafka.bootstrapServers.split(','), clientId: 'bench-fill', transactionalId: `bench-fill-${topic}`, lingerMs: 0 });
  try {
    const abortedRecords = await fillTransactions(producer, topic, workload.records, workload.valueBytes);
    return { topic, committedRecords: workload.records, abortedRecords };
  } finally {
    await producer.close();
  }
}

async function runOnKafka(kafka: KafkaCluster, workload: Workload, client: ClientId, run: number, pin: boolean, variant?: BenchVariant): Promise<RunSample> {
  const suffix = `${Date.now().toString(36)}-${runCounter++}`;
  if (kafkaFill !== undefined) {
    // Consumer-side rows: a fresh group (and output topic) per run over the pre-filled topic; the child read exactly
    // the committed records; a pipeline run also left exactly one output record per input record, read_committed,
    // and the group's offsets past every input record.
    const groupId = `bench-group-${suffix}`;
    const outputTopic = workload.kind === 'pipeline' ? `bench-out-${workload.id}-${client}-${suffix}` : undefined;
    if (outputTopic !== undefined) createBenchTopic(kafka, outputTopic);
    const spec = faceSpecFor(workload, client, {
      bootstrapServers: kafka.bootstrapServers, topic: kafkaFill.topic, transactionalId: `bench-txn-${suffix}`, groupId, ...(outputTopic === undefined ? {} : { outputTopic }),
    });
    const result = await runChildProcess(await commandFor(client, spec, pin, kafka), spec);
    const read = result.recordsConsumed ?? 0;
    if (outputTopic === undefined) return { client, run, result, endOffsetTotal: read, verified: result.ok && read === kafkaFill.committedRecords };
    const output = result.ok ? countCommittedKafkaRecords(kafka, outputTopic) : 0;
    const verified = result.ok && read === kafkaFill.committedRecords && output === kafkaFill.committedRecords
      && kafkaGroupCommittedEverything(kafka, groupId, kafkaFill.topic);
    return { client, run, result, endOffsetTotal: output, verified };
  }
  const target: RunTarget = { bootstrapServers: kafka.bootstrapServers, topic: `bench-${workload.id}-${client}-${suffix}`, transactionalId: `bench-txn-${suffix}`, transactionVersion: 2 };
  createBenchTopic(kafka, target.topic);
  const spec = specFor(workload, client, target, variant);
  const result = await runChildProcess(await commandFor(client, spec, pin, kafka), spec);
  const endOffsetTotal = countKafkaRecords(kafka, target.topic);
  // Transactional runs also leave one commit marker per partition and transaction in the log.
  const verified = result.ok && (workload.kind === 'idempotent' ? endOffsetTotal === result.recordsProduced : endOffsetTotal >= result.recordsProduced)
    && await codecVerified(workload, () => partitionLeaders(kafka.bootstrapServers, target.topic), target.topic);
  return { client, run, result, endOffsetTotal, verified, ...(variant === undefined ? {} : { variant: variant.label }) };
}

/** End offsets count records whatever the codec: a compressed row also checks the stored batches' codec. */
async function codecVerified(workload: Workload, leaders: () => Promise<ReadonlyMap<number, RawRequestTarget>>, topic: string): Promise<boolean> {
  // A failed read-back marks the run unverified rather than ending the whole bench.
  const mismatch = await codecMismatch(workload.compression, leaders, topic).catch((error: unknown) => `codec check failed: ${String(error)}`);
  if (mismatch !== undefined) console.log(`  ${topic}: ${mismatch}`);
  return mismatch === undefined;
}

/** A consumer-side run on the pre-filled face: a fresh group, transactional id and output topic per run. */
async function runOnFace(bench: FaceBench, workload: Workload, client: ClientId, run: number, pin: boolean): Promise<RunSample> {
  const suffix = `${workload.id}-${client}-${run}`;
  const outputTopic = workload.kind === 'pipeline' ? `bench-out-${suffix}` : undefined;
  if (outputTopic !== undefined) createOutputTopic(bench, outputTopic);
  const groupId = `bench-group-${suffix}`;
  const spec = specFor(workload, client, {
    bootstrapServers: bench.face.bootstrapServers, topic: BENCH_LAYOUT.topic, transactionalId: `bench-txn-${suffix}`, groupId,
    ...(outputTopic === undefined ? {} : { outputTopic }),
  });
  const result = await runChildProcess(await commandFor(client, spec, pin, undefined), spec);
  // consume: the child read exactly the committed records (ok says so); pipeline: also exactly one output record
  // per input record, read_committed, and the group's offsets past every input record.
  const output = outputTopic === undefined ? result.recordsConsumed ?? 0 : committedOutput(bench, outputTopic);
  const verified = result.ok && result.recordsConsumed === bench.committedRecords
    && (outputTopic === undefined || (output === bench.committedRecords && groupCommittedEverything(bench, groupId)));
  return { client, run, result, endOffsetTotal: output, verified };
}

async function runOnce(workload: Workload, client: ClientId, run: number, pin: boolean, variant?: BenchVariant): Promise<RunSample> {
  if (faceBench !== undefined) return runOnFace(faceBench, workload, client, run, pin);
  if (kafkaCluster !== undefined) return runOnKafka(kafkaCluster, workload, client, run, pin, variant);
  const cluster = await startBenchCluster(workload.rttMs, { nagle: workload.mockNagle === true });
  activeCluster = cluster;
  try {
    if (pin && cluster.pid !== undefined) execFileSync('taskset', ['-a', '-p', '-c', '0', String(cluster.pid)], { stdio: 'ignore' });
    const spec = specFor(workload, client, { bootstrapServers: cluster.bootstrapServers, topic: BENCH_LAYOUT.topic, transactionalId: BENCH_LAYOUT.transactionalId }, variant);
    if (workload.inject !== undefined) {
      await injectOncePerTransaction(cluster, workload.inject.api, workload.inject.error, spec.transactions);
    }
    const result = await runChildProcess(await commandFor(client, spec, pin, undefined), spec);
    const endOffsetTotal = Number(await countRecords(cluster));
    const verified = result.ok && endOffsetTotal === result.recordsProduced && await codecVerified(workload, () => Promise.resolve(mockPartitionLeaders(cluster)), BENCH_LAYOUT.topic);
    return { client, run, result, endOffsetTotal, verified, ...(variant === undefined ? {} : { variant: variant.label }) };
  } finally {
    activeCluster = undefined;
    await cluster.close();
  }
}

function describe(sample: RunSample, workload: Workload): string {
  const { result } = sample;
  if (!result.ok) return `FAILED: ${result.error ?? ''}`;
  if (workload.kind === 'consume' || workload.kind === 'pipeline') {
    const rate = Math.round((result.recordsTimed * 1000) / result.elapsedMs);
    const out = workload.kind === 'pipeline' ? `, ${Math.round((result.transactions * 1000) / result.elapsedMs)} txn/s, output ${sample.endOffsetTotal} read_committed` : '';
    return `${rate} rec/s in${out}, ${(result.cpuMs / 1000).toFixed(2)} CPU-s, ${Math.round(result.peakRssKb / 1024)} MB RSS, read ${result.recordsConsumed ?? 0}${sample.verified ? ', verified' : ', NOT VERIFIED'}`;
  }
  const check = sample.verified
    ? `verified ${sample.endOffsetTotal}${workload.compression === 'none' ? '' : ` ${workload.compression}`}`
    : `MISMATCH end offsets ${sample.endOffsetTotal} ${sample.endOffsetTotal === result.recordsProduced ? 'but codec' : `!= ${result.recordsProduced}`}`;
  const java = result.javaAvgLatencyMs === undefined ? '' : `, send latency avg ${result.javaAvgLatencyMs.toFixed(1)} ms max ${result.latency?.max.toFixed(0) ?? '?'} ms`;
  const rate = workload.kind === 'commit-latency'
    ? `${Math.round((result.transactions * 1000) / result.elapsedMs)} txn/s p50 ${result.latency?.p50.toFixed(2) ?? '?'} ms`
    : `${Math.round((result.recordsTimed * 1000) / result.elapsedMs)} rec/s`;
  return `${rate}, ${(result.cpuMs / 1000).toFixed(2)} CPU-s, ${Math.round(result.peakRssKb / 1024)} MB RSS${java}, ${check}`;
}

function machine(pin: boolean): string {
  const cpu = cpus();
  const broker = kafkaCluster === undefined
    ? ''
    : `, real Apache Kafka ${kafkaCluster.kafkaVersion} (1 KRaft controller + ${BENCH_LAYOUT.brokers} brokers on this machine, transaction.version 2, topics of ${BENCH_LAYOUT.partitions} partitions with replication factor ${KAFKA_REPLICATION_FACTOR} and min.insync.replicas 2, acks=all)`;
  return `${cpu.length} x ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${process.platform}${pin ? ', client on CPU 1 and mock on CPU 0 (taskset)' : ', no CPU pinning'}${broker}`;
}

async function main(): Promise<void> {
  const options = parseBenchOptions(process.argv.slice(2));
  const clients = installedClients(options.clients, options.broker);
  const available = options.broker === 'kafka' ? WORKLOADS.flatMap((workload) => kafkaWorkload(workload) ?? []) : WORKLOADS;
  const selected = available.filter((workload) => options.only.length === 0 || options.only.includes(workload.id) || options.only.includes(workload.group));
  if (selected.length === 0) throw new Error(`--only ${options.only.join(',')} matches no workload (ids: ${WORKLOADS.map((workload) => workload.id).join(', ')}; groups a-f)`);
  if (options.broker === 'kafka') {
    kafkaCluster = await startKafkaBenchCluster();
    console.log(`real Kafka ${kafkaCluster.kafkaVersion} at ${kafkaCluster.bootstrapServers}`);
  }
  try {
    await runAll(options, clients, selected);
  } finally {
    await kafkaCluster?.stop();
    kafkaCluster = undefined;
  }
}

async function runAll(options: ReturnType<typeof parseBenchOptions>, clients: readonly ClientId[], selected: readonly Workload[]): Promise<void> {
  const results: WorkloadSamples[] = [];
  for (const full of selected) {
    const unsupported = new Map(full.clients.flatMap((client) => {
      const reason = clients.includes(client) ? codecUnsupported(client, full.compression) : undefined;
      return reason === undefined ? [] : [[client, reason] as const];
    }));
    const runnable = full.clients.filter((client) => clients.includes(client) && !unsupported.has(client));
    const workload = scaledWorkload({ ...full, clients: runnable }, options.divisor);
    const samples: RunSample[] = [];
    console.log(`\n== ${workload.id} ${workload.title} (${options.runs} runs) ==`);
    for (const [client, reason] of unsupported) console.log(`  skip ${client}: ${reason}`);
    if (onFace(workload) && kafkaCluster !== undefined) {
      const fill = await fillKafkaTopic(kafkaCluster, workload);
      kafkaFill = fill;
      console.log(`  pre-filled ${fill.committedRecords} committed + ${fill.abortedRecords} aborted records in ${fill.topic} on real Kafka`);
    } else if (onFace(workload)) {
      faceBench = await startFaceBench(workload.records, workload.valueBytes);
      console.log(`  pre-filled ${faceBench.committedRecords} committed + ${faceBench.abortedRecords} aborted records on the in-memory cluster's TCP face`);
    }
    try {
      for (let run = 0; run < options.runs; run++) {
        // Interleave: each run starts with the next client, so drift of the machine spreads over all.
        const order = workload.clients.map((_, i) => workload.clients[(i + run) % workload.clients.length]!);
        for (const client of order) {
          // kafka-eos's --variant rows run right after its default row (the producer workloads only).
          const variants = client === 'kafka-eos' && !onFace(workload) ? [undefined, ...options.variants] : [undefined];
          for (const variant of variants) {
            const sample = await runOnce(workload, client, run, options.pin, variant);
            samples.push(sample);
            console.log(`  run ${run + 1} ${(variant === undefined ? client : `${client} (${variant.label})`).padEnd(15)} ${describe(sample, workload)}`);
          }
        }
      }
    } finally {
      await faceBench?.face.close();
      faceBench = undefined;
      kafkaFill = undefined;
    }
    results.push({ workload, samples });
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const description = machine(options.pin);
  mkdirSync(join(HERE, 'results'), { recursive: true });
  const jsonPath = join(HERE, 'results', `${stamp}.json`);
  writeFileSync(jsonPath, `${JSON.stringify({ machine: description, options, results }, null, 2)}\n`);
  const svgPath = join(HERE, options.broker === 'kafka' ? 'results-kafka.svg' : 'results.svg');
  writeFileSync(svgPath, resultsSvg(results, `${description}; ${options.runs} runs per client${options.divisor > 1 ? `, counts / ${options.divisor}` : ''}`));
  console.log(`\nMachine: ${description}\n`);
  console.log(markdownTables(results));
  console.log(`\nwrote ${jsonPath} and ${svgPath}`);
}

function stopCluster(): void {
  killRunningChildren();
  const cluster = activeCluster;
  const kafka = kafkaCluster;
  void Promise.allSettled([cluster?.close(), kafka?.stop(), faceBench?.face.close()]).finally(() => process.exit(130));
}

process.once('SIGINT', stopCluster);
process.once('SIGTERM', stopCluster);
await main();
