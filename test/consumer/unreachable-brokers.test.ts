/**
 * A consumer whose brokers are all unreachable does not return empty batches silently forever: once no broker has
 * answered for `defaultApiTimeoutMs`, `poll` rejects with `BrokersUnreachableError` naming the last failure, the
 * `error` event fires, a warn is logged and the `brokers-unreachable-*` metrics say so; it reports again each
 * `defaultApiTimeoutMs` while the outage lasts and consumes again once a broker answers. Its background loops
 * leave no timer that keeps the process alive. On the in-memory cluster with every broker down, on a ManualClock.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { Consumer } from '../../src/consumer/consumer.js';
import { BrokersUnreachableError, ConsumerClosedError, ConsumerTimeoutError } from '../../src/consumer/consumer-errors.js';
import type { ConsumerOptions } from '../../src/config/consumer-options.js';
import { InvalidArgumentError } from '../../src/errors/argument-errors.js';
import { OperationAbortedError } from '../../src/errors/producer-errors.js';
import { isNetworkError } from '../../src/network/network-errors.js';
import { withTestSeams } from '../../src/internal/test-seams.js';
import { seededRandom } from '../../src/internal/backoff.js';
import { TransactionalSession } from '../../src/session/transactional-session.js';
import type { SessionBatchHandler } from '../../src/session/session-types.js';
import { scenario, type Scenario } from '../scenarios/scenario-helpers.js';

const DEFAULT_API_TIMEOUT_MS = 10_000;

interface LogLine { readonly level: string; readonly message: string; readonly fields: Record<string, unknown> | undefined }

let s: Scenario | undefined;
const consumers: Consumer[] = [];
afterEach(async () => {
  for (const consumer of consumers.splice(0)) await s?.settle(consumer.close({ timeoutMs: 1_000 })).catch(() => undefined);
  await s?.close();
  s = undefined;
});

function consumerOn(current: Scenario, logs: LogLine[], extra: Partial<ConsumerOptions> = {}): Consumer {
  const log = (level: string) => (message: string, fields?: Record<string, unknown>): void => { logs.push({ level, message, fields }); };
  const consumer = new Consumer(withTestSeams({
    network: current.network, groupId: 'g', autoOffsetReset: 'earliest', defaultApiTimeoutMs: DEFAULT_API_TIMEOUT_MS,
    logger: { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') }, ...extra,
  }, { clock: current.clock, random: seededRandom(7) }));
  consumers.push(consumer);
  return consumer;
}

function allBrokersUp(current: Scenario, up: boolean): void {
  for (const broker of current.cluster.state.brokers()) current.cluster.setBrokerUp(broker.nodeId, up);
}

describe('a consumer whose brokers are all unreachable', () => {
  it('polls empty until defaultApiTimeoutMs, then rejects naming the failure, with an event, a warn and metrics', async () => {
    s = scenario();
    const current = s;
    allBrokersUp(current, false);
    const logs: LogLine[] = [];
    const consumer = consumerOn(current, logs);
    const events: Error[] = [];
    consumer.on('error', ({ error }) => { events.push(error); });
    consumer.subscribe(['orders']);
    const startedAt = current.clock.now();

    // Empty batches first: an outage shorter than defaultApiTimeoutMs is not reported.
    const first = await current.settle(consumer.poll({ timeoutMs: 1_000 }));
    expect(first.records).toEqual([]);
    expect(events).toEqual([]);

    // A long poll ends when the report is due, not at its own timeout.
    const error = await current.settleError(consumer.poll({ timeoutMs: 60_000 }));
    const reportedAt = current.clock.now();
    expect(error).toBeInstanceOf(BrokersUnreachableError);
    expect(reportedAt - startedAt).toBeGreaterThanOrEqual(DEFAULT_API_TIMEOUT_MS);
    expect(reportedAt - startedAt).toBeLessThan(DEFAULT_API_TIMEOUT_MS + 2_000);
    expect(error instanceof BrokersUnreachableError ? error.unreachableMs : Number.NaN).toBeGreaterThanOrEqual(DEFAULT_API_TIMEOUT_MS);
    expect(isNetworkError(error.cause)).toBe(true);
    expect(error.message).toContain((error.cause as Error).message);
    expect(error.message).toMatch(/no broker (is up|reachable)|connection refused/);
    expect(events).toEqual([error]);
    expect(logs.some((line) => line.level === 'warn' && line.message.includes('no broker reachable'))).toBe(true);
    const metrics = consumer.metrics().consumer;
    expect(metrics['brokers-unreachable-total']).toBe(1);
    expect(metrics['brokers-unreachable-time-ms']).toBeGreaterThanOrEqual(DEFAULT_API_TIMEOUT_MS);

    // Raised once: the next poll waits again, and the outage is reported again a defaultApiTimeoutMs later.
    expect((await current.settle(consumer.poll({ timeoutMs: 1_000 }))).records).toEqual([]);
    const again = await current.settleError(consumer.poll({ timeoutMs: 60_000 }));
    expect(again).toBeInstanceOf(BrokersUnreachableError);
    expect(current.clock.now() - reportedAt).toBeGreaterThanOrEqual(DEFAULT_API_TIMEOUT_MS);
    expect(consumer.metrics().consumer['brokers-unreachable-total']).toBe(2);
    expect(events).toHaveLength(2);

    // The brokers come back: records flow, the outage is over.
    allBrokersUp(current, true);
    const producer = current.producer();
    await current.settle(producer.send({ topic: 'orders', partition: 0, value: 'back' }));
    let received = 0;
    for (let round = 0; round < 50 && received === 0; round++) received += (await current.settle(consumer.poll({ timeoutMs: 1_000 }))).records.length;
    expect(received).toBe(1);
    expect(consumer.metrics().consumer['brokers-unreachable-time-ms']).toBe(0);
    expect(logs.some((line) => line.level === 'info' && line.message.includes('a broker answered again'))).toBe(true);
  });

  it('leaves no timer that keeps the process alive while nobody polls', async () => {
    s = scenario();
    const current = s;
    allBrokersUp(current, false);
    const consumer = consumerOn(current, []);
    consumer.subscribe(['orders']);
    await current.settleError(consumer.poll({ timeoutMs: 60_000 }));
    // The group loop goes on retrying in the background, on timers that do not hold the process open.
    for (let step = 0; step < 50; step++) {
      current.clock.advance(100);
      await new Promise((resolve) => { setImmediate(resolve); });
    }
    expect(current.clock.pendingTimers).toBeGreaterThan(0);
    expect(current.clock.keepAliveTimers).toBe(0);
  });
});

describe('Consumer.connect()', () => {
  it('resolves once a broker is usable, and again when called again', async () => {
    s = scenario();
    const consumer = consumerOn(s, []);
    await s.settle(consumer.connect());
    await s.settle(Promise.all([consumer.connect(), consumer.connect({ timeoutMs: 5 })]));
  });

  it('rejects within its bound naming the last failure, and succeeds once a broker is back', async () => {
    s = scenario();
    const current = s;
    allBrokersUp(current, false);
    const consumer = consumerOn(current, []);
    const startedAt = current.clock.now();
    const error = await current.settleError(consumer.connect({ timeoutMs: 3_000 }));
    expect(error).toBeInstanceOf(ConsumerTimeoutError);
    expect(current.clock.now() - startedAt).toBeLessThanOrEqual(3_000);
    expect(isNetworkError(error.cause)).toBe(true);
    expect(error.message).toContain('connect() did not complete within 3000 ms; last error: ');
    expect(error.message).toContain((error.cause as Error).message);
    // Within the default bound (defaultApiTimeoutMs), the brokers come back after a while.
    const connecting = consumer.connect();
    current.clock.advance(2_000);
    allBrokersUp(current, true);
    await current.settle(connecting);
  });

  it('refuses bad options from plain JavaScript, aborts on its signal, and rejects once the consumer closes', async () => {
    s = scenario();
    const current = s;
    allBrokersUp(current, false);
    const consumer = consumerOn(current, []);
    const bad = await current.settleError(consumer.connect({ timeoutMs: 'soon' } as never));
    expect(bad).toBeInstanceOf(InvalidArgumentError);
    expect(bad).toMatchObject({ argument: 'options.timeoutMs' });
    expect(await current.settleError(consumer.connect(null as never))).toMatchObject({ argument: 'options' });
    const controller = new AbortController();
    const aborted = consumer.connect({ signal: controller.signal });
    current.clock.advance(500);
    controller.abort(new Error('give up'));
    expect(await current.settleError(aborted)).toBeInstanceOf(OperationAbortedError);
    const waiting = consumer.connect();
    current.clock.advance(500);
    const closing = consumer.close({ timeoutMs: 1_000 });
    expect(await current.settleError(waiting)).toBeInstanceOf(ConsumerClosedError);
    await current.settle(closing);
    expect(await current.settleError(consumer.connect())).toBeInstanceOf(ConsumerClosedError);
  });
});

describe('a transactional session over a consumer whose brokers are all unreachable', () => {
  it('run() rejects with BrokersUnreachableError once defaultApiTimeoutMs passed; the session stays usable and goes on once a broker is back', async () => {
    s = scenario();
    const current = s;
    const producer = current.producer({ transactionalId: 'session-outage' });
    await current.settle(producer.initTransactions());
    const consumer = consumerOn(current, []);
    consumer.subscribe(['orders']);
    const session = new TransactionalSession({ producer, source: consumer, pollTimeoutMs: 1_000 });
    const handler: SessionBatchHandler = async (batch, transaction) => {
      for (const record of batch.records) await transaction.send({ topic: 'audit', value: record.value });
    };
    allBrokersUp(current, false);
    const outcomes: string[] = [];
    const error = await current.settleError(session.run(handler, { onOutcome: (outcome) => { outcomes.push(outcome.status); } }));
    expect(error).toBeInstanceOf(BrokersUnreachableError);
    expect(outcomes.every((status) => status === 'empty')).toBe(true);
    expect(session.isClosed).toBe(false);

    allBrokersUp(current, true);
    await current.settle(current.producer().send({ topic: 'orders', partition: 1, value: 'after the outage' }));
    let committed = 0;
    for (let round = 0; round < 50 && committed === 0; round++) {
      const outcome = await current.settle(session.runOnce(handler));
      if (outcome.status === 'committed') committed += outcome.records;
    }
    expect(committed).toBe(1);
    expect([0, 1].flatMap((partition) => current.committed('audit', partition))).toEqual(['after the outage']);
    await current.settle(session.close());
  });
});
