/**
 * No silent hangs: an operation called without `await` against a dead broker (a closed port) must not keep the
 * process alive forever with nothing printed. Its rejection reaches `unhandledRejection` within the operation's
 * bound (no internal handler may swallow it), naming ECONNREFUSED, and the process then exits by itself: the
 * background retries it left (Sender, metadata, reconnects, the consumer's group loop) do not hold it open.
 * Real child processes (tsx on src) run test/scenarios/fixtures/forgotten-await.ts; the timings are measured in
 * the child, from its start, and bounded generously.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DeliveryTimeoutError, ProducerTimeoutError } from '../../src/errors/producer-errors.js';
import { scenario, type Scenario } from './scenario-helpers.js';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
const FIXTURE = 'test/scenarios/fixtures/forgotten-await.ts';
/** The bound every operation of the fixture has (maxBlockMs, defaultApiTimeoutMs). */
const BOUND_MS = 2_000;
/** How late after its bound a rejection may be reported, and how long the process may then take to exit. */
const SLACK_MS = 3_000;

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => { server.listen(0, '127.0.0.1', () => { resolve(); }); });
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => { server.close(() => { resolve(); }); });
  return port;
}

interface ChildOutcome { readonly code: number | null; readonly signal: NodeJS.Signals | null; readonly stdout: string; readonly stderr: string }

/** Runs the fixture; a child still alive after `limitMs` is killed (and the outcome says so with `SIGKILL`). */
async function runChild(mode: string, handle: boolean, limitMs = 40_000): Promise<ChildOutcome> {
  const port = await closedPort();
  const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE, mode, String(port), ...(handle ? ['handle'] : [])], { cwd: repositoryRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => { stdout += chunk.toString(); });
  child.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
  const killer = setTimeout(() => { child.kill('SIGKILL'); }, limitMs);
  try {
    return await new Promise((resolve) => { child.on('exit', (code, signal) => { resolve({ code, signal, stdout, stderr }); }); });
  } finally {
    clearTimeout(killer);
  }
}

/** `unhandledRejection <ms> <text>` lines and the `exit <ms>` line of a child's output. */
function parse(stdout: string): { rejections: { readonly at: number; readonly text: string }[]; exitAt: number | undefined } {
  const rejections = [...stdout.matchAll(/^unhandledRejection (\d+) (.*)$/gm)].map((match) => ({ at: Number(match[1]), text: match[2] ?? '' }));
  const exit = /^exit (\d+)$/m.exec(stdout);
  return { rejections, exitAt: exit === null ? undefined : Number(exit[1]) };
}

/** A rejection the child must report: its text, and when (ms after `boundFrom`), by default at the operation's bound. */
interface Expected { readonly text: RegExp; readonly atMs?: number }

function expectReportedThenExited(outcome: ChildOutcome, expected: readonly Expected[], boundFrom = 0): void {
  const context = `stdout:\n${outcome.stdout}\nstderr:\n${outcome.stderr}`;
  expect(outcome.signal, `the child was still running (killed); ${context}`).toBeNull();
  expect(outcome.code, context).toBe(0);
  const { rejections, exitAt } = parse(outcome.stdout);
  expect(rejections, context).toHaveLength(expected.length);
  for (const { text, atMs = BOUND_MS } of expected) {
    const found = rejections.find((each) => text.test(each.text));
    expect(found, `${String(text)}; ${context}`).toBeDefined();
    const at = (found?.at ?? Number.NaN) - boundFrom;
    expect(at, context).toBeGreaterThanOrEqual(atMs - 50);
    expect(at, context).toBeLessThan(atMs + SLACK_MS);
  }
  expect(exitAt, context).toBeDefined();
  expect((exitAt ?? 0) - Math.max(...rejections.map((each) => each.at)), context).toBeLessThan(SLACK_MS);
}

describe('a forgotten await against a dead broker', () => {
  it('initTransactions(), send(), connect() of producers: each rejection reaches unhandledRejection within maxBlockMs, then the process exits by itself', async () => {
    expectReportedThenExited(await runChild('producer', true), [
      { text: /^ProducerTimeoutError: initTransactions\(\) .*ECONNREFUSED/ },
      { text: /^MetadataTimeoutError: Topic orders not present in metadata .*ECONNREFUSED/ },
      { text: /^ProducerTimeoutError: connect\(\) .*ECONNREFUSED/ },
    ]);
  }, 60_000);

  it('commitTransaction() after the broker went away: the same', async () => {
    const outcome = await runChild('commit', true);
    const stoppedAt = Number(/^broker stopped (\d+)$/m.exec(outcome.stdout)?.[1] ?? Number.NaN);
    expectReportedThenExited(outcome, [{ text: /^ProducerTimeoutError: commitTransaction\(\) .*ECONNREFUSED/ }], stoppedAt);
  }, 60_000);

  it('a subscribed consumer\'s poll() (rejected once defaultApiTimeoutMs passed without a broker) and connect(): the same', async () => {
    expectReportedThenExited(await runChild('consumer', true), [
      { text: /^BrokersUnreachableError: no broker answered .*ECONNREFUSED/ },
      { text: /^ConsumerTimeoutError: connect\(\) .*ECONNREFUSED/ },
    ]);
  }, 60_000);

  it('a session\'s runOnce() (its producer cannot initialize) and a producer\'s transaction() refused at once: both reported', async () => {
    expectReportedThenExited(await runChild('session', true), [
      { text: /^ProducerTimeoutError: initTransactions\(\) .*ECONNREFUSED/ },
      { text: /^TransactionStateError: /, atMs: 0 },
    ]);
  }, 60_000);

  it('without an unhandledRejection listener, Node prints the error (its name and cause first) and exits with code 1', async () => {
    const outcome = await runChild('init', false);
    expect(outcome.signal).toBeNull();
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain('ProducerTimeoutError: initTransactions() did not complete within 2000 ms');
    expect(outcome.stderr).toContain('ECONNREFUSED');
  }, 60_000);
});

describe('background retries and the process: which timers keep it alive (ManualClock)', () => {
  let s: Scenario | undefined;
  afterEach(async () => { await s?.close(); s = undefined; });

  const yieldToIo = (): Promise<void> => new Promise((resolve) => { setImmediate(resolve); });
  async function runFor(current: Scenario, ms: number): Promise<void> {
    for (let step = 0; step < ms / 50; step++) {
      current.clock.advance(50);
      await yieldToIo();
    }
  }

  it('after initTransactions() timed out, its retries go on in the background on timers that do not keep the process alive', async () => {
    s = scenario();
    const current = s;
    for (const broker of current.cluster.state.brokers()) current.cluster.setBrokerUp(broker.nodeId, false);
    const producer = current.producer({ transactionalId: 'background', maxBlockMs: 2_000 });
    expect(await current.settleError(producer.initTransactions())).toBeInstanceOf(ProducerTimeoutError);
    await runFor(current, 3_000);
    expect(current.clock.pendingTimers).toBeGreaterThan(0);
    expect(current.clock.keepAliveTimers).toBe(0);
    // The retries were not dropped: once a broker is back, calling it again completes it.
    for (const broker of current.cluster.state.brokers()) current.cluster.setBrokerUp(broker.nodeId, true);
    await current.settle(producer.initTransactions());
  });

  it('records not yet delivered keep it alive until their delivery timeout, and no longer', async () => {
    s = scenario();
    const current = s;
    const producer = current.producer({ deliveryTimeoutMs: 5_000, requestTimeoutMs: 1_000 });
    await current.settle(producer.send({ topic: 'orders', partition: 0, value: 'first' }));
    for (const broker of current.cluster.state.brokers()) current.cluster.setBrokerUp(broker.nodeId, false);
    const sent = producer.send({ topic: 'orders', partition: 0, value: 'second' });
    sent.catch(() => undefined);
    await runFor(current, 2_000);
    expect(current.clock.keepAliveTimers).toBeGreaterThan(0);
    expect(await current.settleError(sent)).toBeInstanceOf(DeliveryTimeoutError);
    await runFor(current, 2_000);
    expect(current.clock.keepAliveTimers).toBe(0);
  });
});
