/**
 * librdkafka (Debian's python3-confluent-kafka) against the TCP face. The scenario runs in a Python child
 * process (fixtures/librdkafka_transactions.py: commit across two topics with sendOffsets, abort, commit,
 * zombie fencing, read_committed consumer); this side asserts on its JSON report and, independently, on
 * the cluster's state: logs, markers, committed offsets, transaction metadata.
 *
 * The interpreter: $KAFKA_EOS_PYTHON, else the first of /usr/bin/python3 (Debian's, where apt installs the
 * module) and python3 on PATH that can import confluent_kafka.
 */
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startCluster, type TcpCluster } from '../../src/testing/tcp/tcp-cluster.js';
import { TransactionState } from '../../src/testing/transaction-state.js';
import { committedOffset, committedValues, markers, readLog } from './cluster-log.js';
import { describeWithTool, type ThirdPartyTool } from './third-party-tool.js';

const script = fileURLToPath(new URL('./fixtures/librdkafka_transactions.py', import.meta.url));
const INSTALL = 'apt-get install -y python3-confluent-kafka';

function findPython(): { readonly tool: ThirdPartyTool; readonly python: string } {
  const candidates = [process.env['KAFKA_EOS_PYTHON'], '/usr/bin/python3', 'python3'].filter((each): each is string => each !== undefined && each !== '');
  for (const python of candidates) {
    const probe = spawnSync(python, ['-c', 'import confluent_kafka'], { stdio: 'ignore', timeout: 20_000 });
    if (probe.error === undefined && probe.status === 0) return { python, tool: { name: 'python3-confluent-kafka', available: true, install: INSTALL } };
  }
  return { python: 'python3', tool: { name: 'python3-confluent-kafka', available: false, install: INSTALL } };
}

interface ScriptReport {
  readonly librdkafka: [string, number];
  readonly offsets_group_committed: number;
  readonly fenced: { readonly name: string; readonly code: number; readonly fatal: boolean; readonly message: string } | null;
  readonly consumed: Record<'py-a' | 'py-b', { readonly offset: number; readonly value: string }[]>;
  readonly reader_positions: Record<'py-a' | 'py-b', number>;
  readonly reader_committed: Record<'py-a' | 'py-b', number>;
}

function runScript(python: string, bootstrapServers: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(python, [script, bootstrapServers], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => { stdout += chunk; });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => { stderr += chunk; });
    child.once('error', reject);
    child.once('close', (code) => { resolve({ code, stdout, stderr }); });
  });
}

const { python, tool } = findPython();

describeWithTool('librdkafka (python3-confluent-kafka) against the TCP face', tool, () => {
  let face: TcpCluster;
  let report: ScriptReport;

  beforeAll(async () => {
    face = await startCluster({
      brokers: 3,
      topics: [{ name: 'py-in' }, { name: 'py-a' }, { name: 'py-b' }],
    });
    const run = await runScript(python, face.bootstrapServers);
    if (run.code !== 0) throw new Error(`script exited ${run.code}\nstdout: ${run.stdout}\nstderr: ${run.stderr.slice(-4000)}`);
    report = JSON.parse(run.stdout) as ScriptReport;
  }, 120_000);

  afterAll(async () => {
    await face.close();
  });

  it('read_committed consumer sees exactly the committed records, in order', () => {
    expect(report.consumed['py-a'].map((record) => record.value)).toEqual(['a1', 'a2', 'a3', 'a4']);
    expect(report.consumed['py-b'].map((record) => record.value)).toEqual(['b1', 'b2']);
    // Offsets skip the markers and the aborted records. py-a: a1 a2 C | x1 A | a3 C | a4 C; py-b: b1 C | x2 A | b2 C.
    expect(report.consumed['py-a'].map((record) => record.offset)).toEqual([0, 1, 5, 7]);
    expect(report.consumed['py-b'].map((record) => record.offset)).toEqual([0, 4]);
  });

  it('the cluster holds the markers of every transaction on every partition it touched', () => {
    expect(markers(face.cluster, 'py-a', 0)).toEqual(['commit', 'abort', 'commit', 'commit']);
    expect(markers(face.cluster, 'py-b', 0)).toEqual(['commit', 'abort', 'commit']);
    expect(readLog(face.cluster, 'py-a', 0).flatMap((entry) => (entry.kind === 'data' ? [entry.value] : []))).toEqual(['a1', 'a2', 'x1', 'a3', 'a4']);
    expect(committedValues(face.cluster, 'py-a', 0)).toEqual(['a1', 'a2', 'a3', 'a4']);
    expect(committedValues(face.cluster, 'py-b', 0)).toEqual(['b1', 'b2']);
    expect(face.cluster.state.partition('py-a', 0)?.log.abortedTransactions()).toHaveLength(1);
  });

  it('send_offsets_to_transaction committed the group offset with the first transaction', () => {
    expect(report.offsets_group_committed).toBe(42);
    expect(committedOffset(face.cluster, 'py-offsets', 'py-in', 0)).toBe(42n);
  });

  it('the consumer group committed its position', () => {
    expect(report.reader_committed).toEqual(report.reader_positions);
    expect(committedOffset(face.cluster, 'py-reader', 'py-a', 0)).toBe(BigInt(report.reader_positions['py-a']));
    expect(committedOffset(face.cluster, 'py-reader', 'py-b', 0)).toBe(BigInt(report.reader_positions['py-b']));
    expect(report.reader_positions['py-a']).toBeGreaterThanOrEqual(8);
  });

  it('a second producer with the same transactional.id fences the first', () => {
    expect(report.fenced).not.toBeNull();
    expect(report.fenced?.fatal).toBe(true);
    // librdkafka maps the coordinator's fencing answer (INVALID_PRODUCER_EPOCH to AddPartitionsToTxn v0-v1,
    // KIP-588) to its fatal local error _FENCED.
    expect(report.fenced?.name).toBe('_FENCED');
    expect(report.fenced?.message).toMatch(/fenced by a newer instance/);
    expect(readLog(face.cluster, 'py-a', 0).some((entry) => entry.kind === 'data' && entry.value === 'zombie')).toBe(false);
    const metadata = face.cluster.transactions.metadata('py-tx');
    expect(metadata?.state).toBe(TransactionState.COMPLETE_COMMIT);
    // One producer id for the transactional id; the successor's epoch is above the one the first used.
    const producerIds = new Set(readLog(face.cluster, 'py-a', 0).map((entry) => entry.producerId));
    expect(producerIds).toEqual(new Set([metadata?.producerId]));
    expect(metadata?.producerEpoch).toBeGreaterThanOrEqual(1);
  });
});
