/**
 * librdkafka 2.12+ through its Node clients (node-rdkafka 3.6.1 = librdkafka 2.12.0, @confluentinc/kafka-javascript
 * 1.10.1 = 2.15.1, from bench/peers) against the TCP face: idempotent produce, a committed and an aborted
 * transaction, a read_committed group consumer that commits. These librdkafka versions send their all-topics
 * Metadata v13 with 3 bytes after the body (docs/in-memory-cluster.md, "Closing rules"), which the face used to
 * refuse by closing the connection; Debian's librdkafka 2.0.2 (kcat, python3-confluent-kafka) never gets there.
 * The client runs in a child process (fixtures/rdkafka-node-roundtrip.ts): librdkafka's threads stay out of the
 * test worker.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startCluster, type TcpCluster } from '../../src/testing/tcp/tcp-cluster.js';
import { committedOffset, committedValues, markers, readLog } from './cluster-log.js';
import { benchPeer, describeWithTool } from './third-party-tool.js';

const script = fileURLToPath(new URL('./fixtures/rdkafka-node-roundtrip.ts', import.meta.url));

interface Report {
  readonly read: readonly { readonly partition: number; readonly offset: number; readonly value: string }[];
  readonly committed: readonly { readonly partition: number; readonly offset: number | null }[];
}

function runClient(moduleName: string, bootstrapServers: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, moduleName, bootstrapServers], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => { stdout += chunk; });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => { stderr += chunk; });
    child.once('error', reject);
    child.once('close', (code) => { resolve({ code, stdout, stderr }); });
  });
}

for (const moduleName of ['node-rdkafka', '@confluentinc/kafka-javascript']) {
  describeWithTool(`${moduleName} (librdkafka 2.12+) against the TCP face`, benchPeer(moduleName), () => {
    let face: TcpCluster;
    let report: Report;

    beforeAll(async () => {
      face = await startCluster({ brokers: 2, topics: [{ name: 'rdk', partitions: 3 }] });
      const run = await runClient(moduleName, face.bootstrapServers);
      if (run.code !== 0) throw new Error(`client exited ${run.code}\nstdout: ${run.stdout}\nstderr: ${run.stderr.slice(-4000)}`);
      report = JSON.parse(run.stdout) as Report;
    }, 120_000);

    afterAll(async () => {
      await face.close();
    });

    it('read_committed reads the idempotent and the committed records, none of the aborted ones', () => {
      expect(report.read.map((record) => record.value).sort()).toEqual(['c0', 'c1', 'c2', 'i0', 'i1', 'i2', 'i3', 'i4', 'i5']);
      for (const partition of [0, 1, 2]) {
        expect(report.read.filter((record) => record.partition === partition).map((record) => record.value)).toEqual(committedValues(face.cluster, 'rdk', partition));
      }
    });

    it('the log holds what the client wrote: idempotent batches under a producer id, a COMMIT and an ABORT per partition', () => {
      for (const partition of [0, 1, 2]) {
        const data = readLog(face.cluster, 'rdk', partition).filter((entry) => entry.kind === 'data');
        expect(data.map((entry) => entry.value)).toEqual([`i${partition}`, `i${partition + 3}`, `c${partition}`, `a${partition}`]);
        expect(data.every((entry) => entry.producerId >= 0n)).toBe(true);
        expect(markers(face.cluster, 'rdk', partition)).toEqual(['commit', 'abort']);
      }
    });

    it("the group's committed offsets are what the client committed: past its last record, at most the log end", () => {
      for (const partition of [0, 1, 2]) {
        const last = Math.max(...report.read.filter((record) => record.partition === partition).map((record) => record.offset));
        const committed = report.committed.find((entry) => entry.partition === partition)?.offset ?? null;
        expect(committed).not.toBeNull();
        expect(committedOffset(face.cluster, 'rdk-group', 'rdk', partition)).toBe(BigInt(committed ?? -1));
        // librdkafka's position steps over the COMMIT marker, the aborted record and its ABORT marker after the
        // last record it returned (as the Java consumer's does), so it commits anywhere from last + 1 to the log end.
        expect(committed).toBeGreaterThanOrEqual(last + 1);
        expect(committed).toBeLessThanOrEqual(readLog(face.cluster, 'rdk', partition).length);
      }
    });
  });
}
