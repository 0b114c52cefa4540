/**
 * `Producer.connect()` on the in-memory cluster (ManualClock): it resolves once a broker is usable and the producer
 * has started, repeats and overlaps, rejects within its bound naming the last failure (and says the call stopped),
 * refuses bad options from plain JavaScript, aborts on its signal, and rejects with `ProducerClosedError` when the
 * producer is or gets closed. The real-socket failures (ECONNREFUSED, ENOTFOUND, TLS, SASL) are in
 * test/network/tcp/dead-or-wrong-broker.test.ts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { InvalidArgumentError } from '../../src/errors/argument-errors.js';
import { OperationAbortedError, ProducerTimeoutError } from '../../src/errors/producer-errors.js';
import { isNetworkError } from '../../src/network/network-errors.js';
import { ProducerClosedError } from '../../src/producer/accumulator/accumulator-errors.js';
import { scenario, type Scenario } from './scenario-helpers.js';

let s: Scenario | undefined;
afterEach(async () => { await s?.close(); s = undefined; });

function allBrokersUp(current: Scenario, up: boolean): void {
  for (const broker of current.cluster.state.brokers()) current.cluster.setBrokerUp(broker.nodeId, up);
}

describe('Producer.connect()', () => {
  it('resolves once a broker is usable and the producer started; calls repeat and overlap', async () => {
    s = scenario();
    const producer = s.producer({ transactionalId: 'connect-ok' });
    await s.settle(Promise.all([producer.connect(), producer.connect({ timeoutMs: 5 })]));
    await s.settle(producer.connect());
    await s.settle(producer.initTransactions());
  });

  it('rejects at its bound naming the last failure, as a call that stopped; succeeds once a broker is back', async () => {
    s = scenario();
    const current = s;
    allBrokersUp(current, false);
    const producer = current.producer({ maxBlockMs: 60_000 });
    const startedAt = current.clock.now();
    const error = await current.settleError(producer.connect({ timeoutMs: 2_000 }));
    expect(error).toBeInstanceOf(ProducerTimeoutError);
    expect(current.clock.now() - startedAt).toBeLessThanOrEqual(2_000);
    expect(isNetworkError(error.cause)).toBe(true);
    expect(error.message).toContain(`connect() did not complete within 2000 ms; last error: ${(error.cause as Error).message}`);
    expect(error.message).not.toContain('it may still complete');
    const connecting = producer.connect();
    current.clock.advance(3_000);
    allBrokersUp(current, true);
    await current.settle(connecting);
    await current.settle(producer.send({ topic: 'orders', partition: 0, value: 'v' }));
  });

  it('refuses bad options from plain JavaScript, aborts on its signal, and rejects once the producer closes', async () => {
    s = scenario();
    const current = s;
    allBrokersUp(current, false);
    const producer = current.producer();
    expect(await current.settleError(producer.connect({ timeoutMs: -1 }))).toMatchObject({ argument: 'options.timeoutMs' });
    expect(await current.settleError(producer.connect({ signal: 'stop' } as never))).toBeInstanceOf(InvalidArgumentError);
    expect(await current.settleError(producer.connect(42 as never))).toMatchObject({ argument: 'options' });
    const controller = new AbortController();
    const aborted = producer.connect({ signal: controller.signal });
    current.clock.advance(500);
    controller.abort(new Error('give up'));
    expect(await current.settleError(aborted)).toBeInstanceOf(OperationAbortedError);
    const waiting = producer.connect();
    current.clock.advance(500);
    const closing = producer.close({ timeoutMs: 1_000 });
    expect(await current.settleError(waiting)).toBeInstanceOf(ProducerClosedError);
    await current.settle(closing);
    expect(await current.settleError(producer.connect())).toBeInstanceOf(ProducerClosedError);
  });
});
