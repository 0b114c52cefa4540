/**
 * Reproduces the per-record `send()` slowdown found by the benchmark (docs/performance.md, "Findings"):
 * with many `send(record)` calls outstanding, kafka-eos completes about one record per `lingerMs`
 * (~170 records/s) instead of ~90,000/s, and sends fail with ProducerTimeoutError after `maxBlockMs`.
 *
 * Run: `npx tsx bench/repro-per-record-stall.ts <records> <window> [warm]`, e.g. `300000 1000` (slow:
 * no warm-up send, so the first sends all take the not-yet-started path) against `300000 1000 warm`
 * (fast). `1000000 20000` in bench/run.ts's a1 row also stalls after a warm-up. Prints progress every 2 s.
 */
import { TcpNetworkClient } from '../src/network/tcp/tcp-network-client.js';
import { Producer } from '../src/producer/producer.js';
import { countRecords, startBenchCluster } from './lib/bench-cluster.js';

const records = Number(process.argv[2] ?? 300_000);
const window = Number(process.argv[3] ?? 1_000);
const warm = process.argv[4] === 'warm';
const cluster = await startBenchCluster(0);
const network = new TcpNetworkClient({ bootstrapServers: cluster.bootstrapServers });
const producer = new Producer({ network, maxBlockMs: 10_000 });
const value = Buffer.alloc(100, 97);
let done = 0;
let failed = 0;
let firstError: unknown;
const started = performance.now();
const progress = setInterval(() => { console.log(`${Math.round(performance.now() - started)} ms: ${done} acknowledged, ${failed} failed`); }, 2_000);
try {
  if (warm) await producer.send({ topic: 'bench', value });
  const ring: (Promise<void> | undefined)[] = new Array<Promise<void> | undefined>(window).fill(undefined);
  for (let i = 0; i < records; i++) {
    const delivery = producer.send({ topic: 'bench', value }).then(() => { done++; }, (error: unknown) => { failed++; firstError ??= error; });
    const previous = ring[i % window];
    ring[i % window] = delivery;
    if (previous !== undefined) await previous;
  }
  await Promise.all(ring.filter((delivery) => delivery !== undefined));
} finally {
  clearInterval(progress);
  console.log(`${Math.round(performance.now() - started)} ms: ${done} acknowledged, ${failed} failed (${String(firstError)}); end offsets ${await countRecords(cluster)}`);
  await producer.close().catch(() => undefined);
  await network.close();
  await cluster.close();
}
