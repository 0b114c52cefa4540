/**
 * Starts test/admin/hanging-producer-child.ts and waits for its `open` line: a producer whose transaction (one
 * record on each of the first `partitions` partitions) stays open after `kill()` (SIGKILL), as a crashed service's
 * would.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const CHILD = fileURLToPath(new URL('./hanging-producer-child.ts', import.meta.url));

/** The killed producer's identity and the offset of its open transaction's record on each partition. @internal */
export interface HangingProducer {
  readonly producerId: bigint;
  readonly producerEpoch: number;
  /** By partition number. */
  readonly offsets: readonly bigint[];
  /** SIGKILLs the process (idempotent) and waits for it to exit. */
  kill(): Promise<void>;
}

/** Spawns the child and resolves once its transaction is open. @internal */
export async function startHangingProducer(bootstrapServers: string, transactionalId: string, topic: string, transactionTimeoutMs: number, partitions = 1): Promise<HangingProducer> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, bootstrapServers, transactionalId, topic, String(transactionTimeoutMs), String(partitions)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => { child.once('exit', () => { resolve(); }); });
  const kill = async (): Promise<void> => {
    child.kill('SIGKILL');
    await exited;
  };
  try {
    const line = await new Promise<string>((resolve, reject) => {
      createInterface({ input: child.stdout }).once('line', resolve);
      child.once('exit', (code) => { reject(new Error(`the hanging producer exited (${String(code)}) before opening its transaction`)); });
    });
    const [, producerId, producerEpoch, ...offsets] = line.split(' ');
    return { producerId: BigInt(producerId ?? '-1'), producerEpoch: Number(producerEpoch), offsets: offsets.map(BigInt), kill };
  } catch (error) {
    await kill();
    throw error;
  }
}
