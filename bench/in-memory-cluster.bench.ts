/**
 * In-memory cluster benchmark: the in-process produce path, 1,000,000 records of 100-byte
 * values in idempotent batches of 1,000, through (a) the cluster's produce() call and (b) the full
 * in-process face (InProcessNetworkClient -> RequestDispatcher -> Produce handler -> log), with a
 * retention bound so memory stays flat however long it runs. Target: at least 1 million records/s.
 *
 * Run: `npm run bench:cluster [-- records]`. Not part of the test suite. Batches are encoded before the
 * clock starts (that cost belongs to the client, see bench/codec.bench.ts); each path is run once to
 * warm up and then measured three times, best round reported.
 */
import { createProduceRequest } from '../src/protocol/messages/produce.generated.js';
import { CompressionType } from '../src/protocol/record-batch/record-batch-header.js';
import { encodeRecordBatch } from '../src/protocol/record-batch/record-batch-builder.js';
import { InMemoryCluster } from '../src/testing/in-memory-cluster.js';
import { InProcessNetworkClient } from '../src/testing/in-process-network-client.js';

const TOTAL_RECORDS = Number(process.argv[2] ?? 1_000_000);
const BATCH_SIZE = 1_000;
const PARTITIONS = 6;
const ROUNDS = 3;
const RETENTION = { maxBytes: 16 * 1024 * 1024 };
const batchCount = Math.ceil(TOTAL_RECORDS / BATCH_SIZE);
const value = Buffer.alloc(100, 0x61);

/** Pre-encoded idempotent batches with the sequences each partition expects, starting from `firstSequence`. */
function encodeBatches(producerId: bigint): Buffer[][] {
  const perPartition: Buffer[][] = Array.from({ length: PARTITIONS }, () => []);
  for (let b = 0; b < batchCount; b++) {
    const partition = b % PARTITIONS;
    const sequence = (perPartition[partition]?.length ?? 0) * BATCH_SIZE;
    const records = Array.from({ length: BATCH_SIZE }, (_, i) => ({ timestamp: 1_700_000_000_000 + i, key: null, value }));
    perPartition[partition]?.push(
      encodeRecordBatch({ producerId, producerEpoch: 0, baseSequence: sequence, transactional: false, compression: CompressionType.none }, records),
    );
  }
  return perPartition;
}

interface Result {
  readonly seconds: number;
  readonly cpuUs: number;
}

async function measure(run: () => Promise<void>): Promise<Result> {
  await run();
  let best: Result | undefined;
  for (let round = 0; round < ROUNDS; round++) {
    const cpu = process.cpuUsage();
    const start = process.hrtime.bigint();
    await run();
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    const used = process.cpuUsage(cpu);
    const result = { seconds, cpuUs: used.user + used.system };
    if (best === undefined || result.seconds < best.seconds) best = result;
  }
  return best as Result;
}

let peakHeapBytes = 0;
let peakStoredBytes = 0;

/** Samples memory while the cluster still holds its logs. */
function sample(cluster: InMemoryCluster): void {
  peakHeapBytes = Math.max(peakHeapBytes, process.memoryUsage().heapUsed);
  let stored = 0;
  for (let partition = 0; partition < PARTITIONS; partition++) stored += cluster.state.partition('bench', partition)?.log.sizeInBytes ?? 0;
  peakStoredBytes = Math.max(peakStoredBytes, stored);
}

function freshCluster(): InMemoryCluster {
  return new InMemoryCluster({ brokers: 1, retention: RETENTION, topics: [{ name: 'bench', partitions: PARTITIONS }] });
}

function producerIdOf(cluster: InMemoryCluster): bigint {
  const result = cluster.initProducerId({ transactionalId: null, transactionTimeoutMs: 60_000 });
  return result.producerId;
}

function direct(): Promise<void> {
  const cluster = freshCluster();
  const batches = encodeBatches(producerIdOf(cluster));
  for (let i = 0; i < batchCount; i++) {
    const partition = i % PARTITIONS;
    const batch = batches[partition]?.[Math.floor(i / PARTITIONS)];
    if (batch === undefined) continue;
    const result = cluster.produce({ transactionalId: null, topic: 'bench', partition, records: batch });
    if (result.errorCode !== 0) throw new Error(`produce failed with error ${result.errorCode}`);
  }
  sample(cluster);
  cluster.close();
  return Promise.resolve();
}

async function inProcessFace(): Promise<void> {
  const cluster = freshCluster();
  // Produce v12 addresses topics by name (v13 needs topic ids); the path measured is the same.
  const network = new InProcessNetworkClient(cluster, { maxVersions: { Produce: 12 } });
  const batches = encodeBatches(producerIdOf(cluster));
  for (let i = 0; i < batchCount; i++) {
    const partition = i % PARTITIONS;
    const records = batches[partition]?.[Math.floor(i / PARTITIONS)];
    if (records === undefined) continue;
    const { response } = await network.send('any', 'Produce', () =>
      createProduceRequest({ acks: -1, timeoutMs: 30_000, topicData: [{ name: 'bench', topicId: 'AAAAAAAAAAAAAAAAAAAAAA', partitionData: [{ index: partition, records }] }] }),
    );
    const code = response.responses[0]?.partitionResponses[0]?.errorCode;
    if (code !== 0) throw new Error(`Produce failed with error ${String(code)}`);
  }
  sample(cluster);
  await network.close();
  cluster.close();
}

const directResult = await measure(direct);
const faceResult = await measure(inProcessFace);

const row = (name: string, r: Result): string =>
  `${name.padEnd(44)}${Math.round(TOTAL_RECORDS / r.seconds).toLocaleString('en-US').padStart(14)}${(r.cpuUs / TOTAL_RECORDS).toFixed(3).padStart(14)}`;
console.log(`in-memory cluster produce path: ${TOTAL_RECORDS.toLocaleString('en-US')} x 100-byte records, batches of ${BATCH_SIZE}, `
  + `${PARTITIONS} partitions, retention ${RETENTION.maxBytes / 1024 / 1024} MiB per partition; Node ${process.version}; best of ${ROUNDS}`);
console.log(`${'path'.padEnd(44)}${'records/s'.padStart(14)}${'CPU-us/rec'.padStart(14)}`);
console.log(row('InMemoryCluster.produce (state model)', directResult));
console.log(row('InProcessNetworkClient -> dispatcher -> log', faceResult));
console.log(`memory at the end of a run (logs still held): peak heap ${(peakHeapBytes / 1e6).toFixed(0)} MB, stored batches `
  + `${(peakStoredBytes / 1e6).toFixed(0)} MB of ${((TOTAL_RECORDS * 100) / 1e6).toFixed(0)} MB written (bounded by retention ${PARTITIONS} x ${RETENTION.maxBytes / 1024 / 1024} MiB)`);
const met = TOTAL_RECORDS / faceResult.seconds >= 1_000_000;
console.log(`target >= 1,000,000 records/s through the in-process face: ${met ? 'met' : 'NOT met'}`);
