/**
 * Runs librdkafka_crash_reader.py (librdkafka through Debian's python3-confluent-kafka): the crash tests'
 * independent reader on the in-memory cluster's TCP face (and usable on any cluster).
 */
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ThirdPartyTool } from '../interop/third-party-tool.js';
import type { IndependentRead } from './exactly-once-check.js';

const SCRIPT = fileURLToPath(new URL('./librdkafka_crash_reader.py', import.meta.url));
const INSTALL = 'apt-get install -y python3-confluent-kafka';

/** The interpreter that can import confluent_kafka: $KAFKA_EOS_PYTHON, /usr/bin/python3 (Debian's), python3. @internal */
export function findLibrdkafkaPython(): { readonly tool: ThirdPartyTool; readonly python: string } {
  const candidates = [process.env['KAFKA_EOS_PYTHON'], '/usr/bin/python3', 'python3'].filter((each): each is string => each !== undefined && each !== '');
  for (const python of candidates) {
    const probe = spawnSync(python, ['-c', 'import confluent_kafka'], { stdio: 'ignore', timeout: 20_000 });
    if (probe.error === undefined && probe.status === 0) return { python, tool: { name: 'python3-confluent-kafka', available: true, install: INSTALL } };
  }
  return { python: 'python3', tool: { name: 'python3-confluent-kafka', available: false, install: INSTALL } };
}

interface Report {
  readonly librdkafka: string;
  readonly stable: boolean;
  readonly input: readonly (readonly [number, number, string])[];
  readonly output: readonly (readonly [number, number, string])[];
  readonly committed: Readonly<Record<string, number>>;
}

/** What librdkafka reads, read_committed; `stable` false if a transaction stayed open on the output for 60 s. @internal */
export async function readWithLibrdkafka(python: string, args: { readonly bootstrapServers: string; readonly group: string; readonly input: string; readonly output: string; readonly partitions: number }): Promise<IndependentRead & { readonly librdkafka: string; readonly stable: boolean }> {
  const { code, stdout, stderr } = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(python, [SCRIPT, args.bootstrapServers, args.group, args.input, args.output, String(args.partitions)], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => { out += chunk; });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => { err += chunk; });
    child.once('error', reject);
    child.once('close', (exit) => { resolve({ code: exit, stdout: out, stderr: err }); });
  });
  if (code !== 0) throw new Error(`librdkafka reader exited ${String(code)}: ${stderr.slice(-2_000)}`);
  const report = JSON.parse(stdout) as Report;
  const records = (rows: Report['input']) => rows.map(([partition, offset, value]) => ({ partition, offset, value }));
  return {
    librdkafka: report.librdkafka,
    stable: report.stable,
    input: records(report.input),
    output: records(report.output),
    committed: new Map(Object.entries(report.committed).map(([partition, offset]) => [Number(partition), offset])),
  };
}
