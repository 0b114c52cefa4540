/**
 * kcat (Debian's kcat, a librdkafka C client) as the C ceiling of the idempotent throughput rows. kcat
 * reads one record per line from a file prepared once per variant (values of printable random
 * characters, so lines need no escaping; `key:value` lines with `-K :` for the keyed variant), runs under
 * `/usr/bin/time` for its CPU time and peak RSS, and is timed end to end (its connection setup included,
 * which a few milliseconds of a multi-second run hide).
 */
import { execFileSync } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import type { ChildResult, ChildSpec } from './bench-spec.js';
import type { ChildCommand } from './child-process.js';

/**
 * Whether kcat and /usr/bin/time are installed (`apt-get install -y kcat time`).
 * @internal
 */
export function kcatAvailable(): boolean {
  try {
    execFileSync('kcat', ['-V'], { stdio: 'ignore', timeout: 10_000 });
    return existsSync('/usr/bin/time');
  } catch {
    return false;
  }
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+/';

/**
 * Writes (once per process and variant) the input file for `spec` and returns its path.
 * @internal
 */
export async function kcatInputFile(spec: ChildSpec): Promise<string> {
  const path = join(tmpdir(), `kafka-eos-bench-${process.pid}-${spec.records}-${spec.valueBytes}-${spec.keys ? 'k' : 'n'}.txt`);
  if (existsSync(path)) return path;
  let seed = 0x2545f491;
  const value = Array.from({ length: spec.valueBytes }, (_, i) => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return i % 2 === 0 ? ALPHABET[(seed >>> 0) % 64] : String.fromCharCode(0x61 + (i % 26));
  }).join('');
  const out = createWriteStream(path);
  const chunk: string[] = [];
  for (let i = 0; i < spec.records; i++) {
    chunk.push(spec.keys ? `key-${i % 1000}:${value}` : value);
    if (chunk.length === 10_000 || i === spec.records - 1) {
      if (!out.write(`${chunk.join('\n')}\n`)) await new Promise<void>((resolve) => { out.once('drain', () => { resolve(); }); });
      chunk.length = 0;
    }
  }
  out.end();
  await finished(out);
  return path;
}

/** `/usr/bin/time -f` line: elapsed seconds, user seconds, system seconds, max RSS KiB. */
const TIME_FORMAT = 'BENCH_TIME %e %U %S %M';

function parseKcat(spec: ChildSpec) {
  return (_stdout: string, stderr: string, code: number | null): ChildResult => {
    const line = stderr.split('\n').reverse().find((each) => each.startsWith('BENCH_TIME '));
    const fields = line?.split(' ').slice(1).map(Number) ?? [];
    const [elapsed, user, system, rss] = fields;
    if (code !== 0 || elapsed === undefined || user === undefined || system === undefined || rss === undefined) {
      return { ok: false, error: `kcat exited ${code}: ${stderr.trim().split('\n').slice(-2).join(' | ')}`, recordsTimed: 0, recordsProduced: 0, valueBytesTimed: 0, transactions: 0, elapsedMs: 0, cpuMs: 0, peakRssKb: 0 };
    }
    return {
      ok: true, recordsTimed: spec.records, recordsProduced: spec.records, valueBytesTimed: spec.records * spec.valueBytes, transactions: 0,
      elapsedMs: elapsed * 1000, cpuMs: (user + system) * 1000, peakRssKb: rss,
    };
  };
}

/**
 * The command producing `spec` with kcat from `inputFile`: idempotent, acks=all, librdkafka defaults otherwise.
 * @internal
 */
export function kcatCommand(spec: ChildSpec, inputFile: string): ChildCommand {
  const args = ['-f', TIME_FORMAT, 'kcat', '-P', '-q', '-b', spec.bootstrapServers, '-t', spec.topic,
    '-X', 'enable.idempotence=true', '-X', 'acks=all', '-X', 'queue.buffering.max.messages=1000000', '-l', inputFile];
  if (spec.keys) args.push('-K', ':');
  if (spec.headers) args.push('-H', 'trace-id=4bf92f3577b34da6a3ce929d0e0e4736', '-H', 'source=bench');
  if (spec.compression !== 'none') args.push('-z', spec.compression);
  return { command: '/usr/bin/time', args, parse: parseKcat(spec) };
}

/**
 * The command reading `spec.records` committed records with kcat (Debian's, librdkafka 2.0.2; workload e): the simple
 * consumer (no group) over every partition from the beginning, `isolation.level=read_committed`, exiting at the end
 * of the partitions (`-e`), one line per record counted by `wc -l`. Timed end to end (start, metadata and the first
 * fetch included, which the Node clients' rows leave out), CPU of kcat and wc. The librdkafka reference of these rows:
 * node-rdkafka 3.6 and @confluentinc/kafka-javascript 1.10 (librdkafka 2.12/2.15) cannot connect to the in-memory
 * cluster's TCP face, which refuses their Metadata v13 requests (docs/performance.md).
 * @internal
 */
export function kcatConsumeCommand(spec: ChildSpec): ChildCommand {
  const kcat = ['kcat', '-C', '-q', '-e', '-o', 'beginning', '-b', spec.bootstrapServers, '-t', spec.topic, '-X', 'isolation.level=read_committed', '-f', "'%o\\n'"];
  return {
    command: '/usr/bin/time',
    args: ['-f', TIME_FORMAT, 'bash', '-c', `set -o pipefail; ${kcat.join(' ')} | wc -l`],
    parse: (stdout, stderr, code) => {
      const result = parseKcat(spec)(stdout, stderr, code);
      const read = Number(stdout.trim().split('\n').at(-1));
      if (!result.ok) return result;
      return { ...result, ok: read === spec.records, ...(read === spec.records ? {} : { error: `kcat read ${read} records, expected ${spec.records}` }), recordsConsumed: read };
    },
  };
}
