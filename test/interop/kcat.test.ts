/**
 * kcat (librdkafka's command-line client) against the TCP face: an idempotent produce, then read_committed
 * and read_uncommitted consumes around a transaction the test aborts through the cluster's own API.
 */
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import { encodeRecordBatch } from '../../src/protocol/record-batch/record-batch-builder.js';
import { CompressionType } from '../../src/protocol/record-batch/record-batch-header.js';
import { startCluster, type TcpCluster } from '../../src/testing/tcp/tcp-cluster.js';
import { readLog } from './cluster-log.js';
import { describeWithTool, executable } from './third-party-tool.js';

function kcat(args: readonly string[], input = ''): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('kcat', [...args], { stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => { stdout += chunk; });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => { stderr += chunk; });
    child.once('error', reject);
    child.once('close', (code) => { resolve({ code, stdout, stderr }); });
    child.stdin.end(input);
  });
}

async function produce(bootstrapServers: string, lines: readonly string[]): Promise<void> {
  const run = await kcat(['-P', '-b', bootstrapServers, '-t', 'kcat', '-p', '0', '-X', 'enable.idempotence=true'], `${lines.join('\n')}\n`);
  if (run.code !== 0) throw new Error(`kcat -P exited ${run.code}: ${run.stderr}`);
}

async function consume(bootstrapServers: string, isolationLevel: 'read_committed' | 'read_uncommitted'): Promise<string[]> {
  const run = await kcat(['-C', '-b', bootstrapServers, '-t', 'kcat', '-p', '0', '-o', 'beginning', '-e', '-q', '-X', `isolation.level=${isolationLevel}`, '-f', '%o %s\n']);
  if (run.code !== 0) throw new Error(`kcat -C exited ${run.code}: ${run.stderr}`);
  return run.stdout.split('\n').filter((line) => line !== '');
}

describeWithTool('kcat against the TCP face', executable('kcat', ['-V'], 'apt-get install -y kcat'), () => {
  let face: TcpCluster;

  beforeAll(async () => {
    face = await startCluster({ brokers: 2, topics: [{ name: 'kcat', partitions: 1 }] });
    await produce(face.bootstrapServers, ['k1', 'k2', 'k3']);
    // An aborted transaction written through the cluster API, between two kcat produces.
    const cluster = face.cluster;
    const { producerId, producerEpoch, errorCode } = cluster.initProducerId({ transactionalId: 'kcat-tx', transactionTimeoutMs: 60_000 });
    expect(errorCode).toBe(ErrorCode.NONE);
    expect(cluster.addPartitionsToTxn({ transactionalId: 'kcat-tx', producerId, producerEpoch, partitions: [{ topic: 'kcat', partition: 0 }] })).toEqual([ErrorCode.NONE]);
    const records = encodeRecordBatch(
      { producerId, producerEpoch, baseSequence: 0, transactional: true, compression: CompressionType.none },
      [{ timestamp: 1_700_000_000_000, key: null, value: Buffer.from('aborted') }],
    );
    expect(cluster.produce({ transactionalId: 'kcat-tx', topic: 'kcat', partition: 0, records }).errorCode).toBe(ErrorCode.NONE);
    expect(cluster.endTxn({ transactionalId: 'kcat-tx', producerId, producerEpoch, committed: false }).errorCode).toBe(ErrorCode.NONE);
    await produce(face.bootstrapServers, ['k4']);
  }, 60_000);

  afterAll(async () => {
    await face.close();
  });

  it('kcat produced idempotently: each record once, under a producer id', () => {
    const data = readLog(face.cluster, 'kcat', 0).filter((entry) => entry.kind === 'data');
    expect(data.map((entry) => entry.value)).toEqual(['k1', 'k2', 'k3', 'aborted', 'k4']);
    expect(data.filter((entry) => entry.value !== 'aborted').every((entry) => entry.producerId >= 0n)).toBe(true);
  });

  it('read_committed skips the aborted transaction and its marker', async () => {
    expect(await consume(face.bootstrapServers, 'read_committed')).toEqual(['0 k1', '1 k2', '2 k3', '5 k4']);
  });

  it('read_uncommitted returns the aborted record too', async () => {
    expect(await consume(face.bootstrapServers, 'read_uncommitted')).toEqual(['0 k1', '1 k2', '2 k3', '3 aborted', '5 k4']);
  });
});
