/**
 * Runs kcat (Debian's kcat 1.7.1, a librdkafka C client) as the third-party client of the harness tests,
 * and reads its `-L -J` metadata. Debian's kcat has no `-M` mock mode, hence the separate mock-cluster program.
 */
import { spawn } from 'node:child_process';

/**
 * What a kcat run produced.
 * @internal
 */
export interface KcatResult {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs `kcat args`, writing `input` to its stdin (then EOF), and resolves when it exits. A run longer
 * than `timeoutMs` is killed and rejects, so a hung client fails the test instead of stalling it.
 * @internal
 */
export function runKcat(args: readonly string[], input = '', timeoutMs = 15_000): Promise<KcatResult> {
  return new Promise((resolve, reject) => {
    const child = spawn('kcat', args, { stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`kcat ${args.join(' ')} did not finish within ${timeoutMs} ms\n${stderr}`));
    }, timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(input);
  });
}

/**
 * The parts of kcat's `-L -J` output the tests read.
 * @internal
 */
export interface KcatMetadata {
  readonly brokers: readonly { readonly id: number; readonly name: string }[];
  readonly topics: readonly {
    readonly topic: string;
    readonly partitions: readonly { readonly partition: number; readonly leader: number }[];
  }[];
}

/**
 * Cluster metadata as kcat sees it (`kcat -L -J`), optionally for one topic.
 * @internal
 */
export async function kcatMetadata(bootstrapServers: string, topic?: string): Promise<KcatMetadata> {
  const args = ['-L', '-J', '-b', bootstrapServers, ...(topic === undefined ? [] : ['-t', topic])];
  const result = await runKcat(args);
  if (result.code !== 0) throw new Error(`kcat ${args.join(' ')} exited ${result.code}: ${result.stderr}`);
  return JSON.parse(result.stdout) as KcatMetadata;
}
