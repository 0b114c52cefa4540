/**
 * The broker's own latency distribution, without a producer: one request at a time (ApiVersions, answered
 * without any log or coordinator work) against a fresh bench mock, a configurable number of times, and its
 * percentiles. A transaction of c0 is 3 such round trips in sequence, so this is the floor under c0's tail:
 * whatever p99 a bare round trip has on this machine, no client's transaction p99 goes below it.
 *
 * ```sh
 * npx tsx bench/round-trip-floor.ts --requests 20000
 * npx tsx bench/round-trip-floor.ts --rtt 5 --requests 300 --warmup 20   # c5's mock: what one 5 ms round trip takes
 * npx tsx bench/round-trip-floor.ts --bootstrap 127.0.0.1:9092   # any broker
 * ```
 */
import { parseArgs } from 'node:util';
import { TcpNetworkClient } from '../src/network/tcp/tcp-network-client.js';
import { createApiVersionsRequest } from '../src/protocol/messages/api-versions.generated.js';
import { startBenchCluster } from './lib/bench-cluster.js';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '20000' },
    warmup: { type: 'string', default: '2000' },
    bootstrap: { type: 'string' },
    rtt: { type: 'string', default: '0' },
  },
});
const cluster = values.bootstrap === undefined ? await startBenchCluster(Number(values.rtt)) : undefined;
const network = new TcpNetworkClient({ bootstrapServers: values.bootstrap ?? cluster?.bootstrapServers ?? '', clientId: 'round-trip-floor' });
const request = (): Promise<unknown> => network.send('any', 'ApiVersions', () => createApiVersionsRequest({ clientSoftwareName: 'kafka-eos', clientSoftwareVersion: '0' }));
try {
  for (let i = 0; i < Number(values.warmup); i++) await request();
  const count = Number(values.requests);
  const latencies = new Float64Array(count);
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const begun = performance.now();
    await request();
    latencies[i] = performance.now() - begun;
  }
  const elapsed = performance.now() - started;
  latencies.sort();
  const at = (q: number): string => (latencies[Math.min(count - 1, Math.floor(q * count))] ?? Number.NaN).toFixed(3);
  console.log(`${count} ApiVersions round trips, one at a time: ${Math.round(count / (elapsed / 1000))} per second, `
    + `p50 ${at(0.5)} ms, p90 ${at(0.9)}, p99 ${at(0.99)}, p99.9 ${at(0.999)}, max ${at(1)} ms`);
} finally {
  await network.close();
  await cluster?.close();
}
