/**
 * A batch whose attempt may already be in the log waits in its retry backoff (the default 100 ms to 1 s, 20 %
 * jitter, on the ManualClock) when the producer id/epoch changes under it: an epoch bump set off by another
 * partition's answer (KIP-360 for an idempotent producer; KIP-588 for a transactional one, where the bump
 * follows the abort). The broker recognises a resend as a duplicate only under the identity the attempt was
 * written with, so the batch must never go out again under the new one: it fails with an unknown outcome
 * (idempotent) or with the transaction's abort (transactional), and its record is in the log once.
 *
 * Each test steps the clock by hand: the unanswered attempt times out, the batch is re-queued with its backoff,
 * and only then, at a later instant and well inside that backoff, does the other partition's answer change the
 * identity. Without the guard (`decideBatchFate`'s `identity-changed` rule, applied by the Sender's
 * `onIdentityChanged`), the batch would be re-stamped under the new epoch when its backoff ends and written a
 * second time.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { KafkaClientError } from '../../src/errors/kafka-client-error.js';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import { TransactionAbortedError } from '../../src/errors/transaction-errors.js';
import { ApiKey } from '../../src/protocol/messages/index.generated.js';
import type { Producer } from '../../src/producer/producer.js';
import { scenario, type Scenario } from './scenario-helpers.js';

/** Kafka's defaults: a first retry 100 ms after the failure (80-120 ms with jitter), doubling up to 1 s. */
const BACKOFF = { retryBackoffMs: 100, retryBackoffMaxMs: 1_000 };
const REQUEST_TIMEOUT_MS = 1_000;
/** The shortest first backoff with 20 % jitter. */
const SHORTEST_BACKOFF_MS = 80;

type Settled = { readonly offset: bigint } | { readonly error: unknown };

function track(send: Promise<{ readonly offset: bigint }>): { readonly settled: () => Settled | undefined } {
  let settled: Settled | undefined;
  send.then((metadata) => { settled = { offset: metadata.offset }; }, (error: unknown) => { settled = { error }; });
  return { settled: () => settled };
}

/** How a tracked send ended: its offset, the code of its error, or undefined while pending. */
function outcomeOf(send: ReturnType<typeof track>): bigint | string | undefined {
  const settled = send.settled();
  if (settled === undefined) return undefined;
  if ('offset' in settled) return settled.offset;
  return settled.error instanceof KafkaClientError ? settled.error.code : String(settled.error);
}

const turn = (): Promise<void> => new Promise((resolve) => { setImmediate(resolve); });

/** Lets everything due at the current instant run (answers and the Sender's loop), without moving the clock. */
async function drainInstant(): Promise<void> {
  for (let spin = 0; spin < 20; spin++) await turn();
}

/** Advances the clock by `ms`, one timer at a time, running what each instant schedules. */
async function advance(state: Scenario, ms: number): Promise<void> {
  const until = state.clock.now() + ms;
  for (;;) {
    await drainInstant();
    const next = state.clock.nextTimerAt();
    if (next === undefined || next > until) break;
    state.clock.advance(Math.max(0, next - state.clock.now()));
  }
  state.clock.advance(Math.max(0, until - state.clock.now()));
  await drainInstant();
}

function identityOf(producer: Producer): string {
  const { producerId, producerEpoch } = producer.producerIdentity;
  return `${producerId}/${producerEpoch}`;
}

describe('a batch that may be written, in retry backoff when the producer id/epoch changes', () => {
  let s: Scenario | undefined;
  afterEach(async () => {
    await s?.close();
    s = undefined;
  });

  /**
   * Puts `x` on orders-0 with its response lost, and advances until the attempt timed out and the batch sits in
   * its backoff. Returns the tracker and the instant the batch was re-queued.
   */
  async function unansweredInBackoff(state: Scenario, producer: Producer): Promise<{ readonly x: ReturnType<typeof track>; readonly requeuedAt: number }> {
    state.cluster.faults.dropResponses(ApiKey.Produce, { times: 1 });
    const sentAt = state.clock.now();
    const x = track(producer.send({ topic: 'orders', partition: 0, value: 'x' }));
    await drainInstant();
    expect(state.uncommitted('orders', 0).filter((value) => value === 'x')).toHaveLength(1); // the lost attempt was written
    await advance(state, REQUEST_TIMEOUT_MS + 1);
    const requeuedAt = state.clock.now();
    expect(requeuedAt - sentAt).toBeGreaterThan(REQUEST_TIMEOUT_MS);
    expect(x.settled()).toBeUndefined(); // re-queued, waiting out its backoff
    // A further 20 ms: the identity changes at a later instant than the timeout, still inside the backoff.
    await advance(state, 20);
    expect(x.settled()).toBeUndefined();
    expect(state.uncommitted('orders', 0).filter((value) => value === 'x')).toHaveLength(1); // not resent yet
    return { x, requeuedAt };
  }

  it('idempotent, KIP-360: OUT_OF_ORDER_SEQUENCE_NUMBER on another partition bumps the epoch; the batch fails with an unknown outcome and is written once', async () => {
    const state = scenario();
    s = state;
    const producer = state.producer({ requestTimeoutMs: REQUEST_TIMEOUT_MS, ...BACKOFF });
    await state.settle(producer.send([{ topic: 'orders', partition: 0, value: 'warm-0' }, { topic: 'orders', partition: 1, value: 'warm-1' }]));
    const before = identityOf(producer);
    const { x, requeuedAt } = await unansweredInBackoff(state, producer);

    state.cluster.faults.queueErrors(ApiKey.Produce, [ErrorCode.OUT_OF_ORDER_SEQUENCE_NUMBER]);
    const y = track(producer.send({ topic: 'orders', partition: 1, value: 'y' }));
    await drainInstant();
    const changedAt = state.clock.now();
    expect(identityOf(producer)).not.toBe(before); // the epoch was bumped (InitProducerId) ...
    expect(changedAt - requeuedAt).toBeLessThan(SHORTEST_BACKOFF_MS); // ... while x still waited for its retry

    await advance(state, 5_000); // far past any backoff: a re-stamped x would have gone out by now
    expect(state.uncommitted('orders', 0)).toEqual(['warm-0', 'x']);
    expect(outcomeOf(x)).toBe('ERR_PRODUCE_OUTCOME_UNKNOWN');
    expect(y.settled()).toEqual({ offset: 1n }); // y, never written, went out again under the new epoch
    expect(state.uncommitted('orders', 1)).toEqual(['warm-1', 'y']);
    // The partition goes on under the new identity.
    const z = await state.settle(producer.send({ topic: 'orders', partition: 0, value: 'z' }));
    expect(z.offset).toBe(2n);
    expect(state.uncommitted('orders', 0)).toEqual(['warm-0', 'x', 'z']);
  });

  it('idempotent, KIP-360: UNKNOWN_PRODUCER_ID on another partition; the re-queued batch is not re-stamped', async () => {
    const state = scenario();
    s = state;
    const producer = state.producer({ requestTimeoutMs: REQUEST_TIMEOUT_MS, ...BACKOFF });
    await state.settle(producer.send([{ topic: 'orders', partition: 0, value: 'warm-0' }, { topic: 'orders', partition: 2, value: 'warm-2' }]));
    const before = identityOf(producer);
    const { x } = await unansweredInBackoff(state, producer);

    state.cluster.faults.queueErrors(ApiKey.Produce, [ErrorCode.UNKNOWN_PRODUCER_ID]);
    track(producer.send({ topic: 'orders', partition: 2, value: 'y' }));
    await drainInstant();
    expect(identityOf(producer)).not.toBe(before);
    await advance(state, 5_000);
    expect(state.uncommitted('orders', 0)).toEqual(['warm-0', 'x']);
    expect(outcomeOf(x)).toBe('ERR_PRODUCE_OUTCOME_UNKNOWN');
  });

  it('idempotent: a later, longer backoff (after the second unanswered attempt, ~200 ms) is no different', async () => {
    const state = scenario();
    s = state;
    const producer = state.producer({ requestTimeoutMs: REQUEST_TIMEOUT_MS, ...BACKOFF });
    await state.settle(producer.send([{ topic: 'orders', partition: 0, value: 'warm-0' }, { topic: 'orders', partition: 1, value: 'warm-1' }]));
    const before = identityOf(producer);
    // When each attempt at orders-0 reached the broker.
    const attempts: number[] = [];
    const produce = state.cluster.produce.bind(state.cluster);
    state.cluster.produce = (request) => {
      if (request.topic === 'orders' && request.partition === 0) attempts.push(state.clock.now());
      return produce(request);
    };
    // Two lost answers: the first attempt writes x, the retry is a duplicate the broker drops, answered by nobody either.
    state.cluster.faults.dropResponses(ApiKey.Produce, { times: 2 });
    const x = track(producer.send({ topic: 'orders', partition: 0, value: 'x' }));
    await advance(state, REQUEST_TIMEOUT_MS + 300); // first timeout, backoff 80-120 ms, the retry goes out
    expect(attempts).toHaveLength(2);
    const retriedAt = attempts[1] ?? 0;
    await advance(state, retriedAt + REQUEST_TIMEOUT_MS + 1 - state.clock.now()); // the retry timed out: backoff 160-240 ms
    await advance(state, 120);
    expect(attempts).toHaveLength(2);
    expect(x.settled()).toBeUndefined();
    expect(state.uncommitted('orders', 0).filter((value) => value === 'x')).toHaveLength(1);
    state.cluster.faults.queueErrors(ApiKey.Produce, [ErrorCode.OUT_OF_ORDER_SEQUENCE_NUMBER]);
    track(producer.send({ topic: 'orders', partition: 1, value: 'y' }));
    await drainInstant();
    expect(identityOf(producer)).not.toBe(before);
    await advance(state, 5_000);
    expect(attempts).toHaveLength(2); // never sent again
    expect(state.uncommitted('orders', 0)).toEqual(['warm-0', 'x']);
    expect(outcomeOf(x)).toBe('ERR_PRODUCE_OUTCOME_UNKNOWN');
  });

  it('transactional, KIP-588: INVALID_PRODUCER_EPOCH on another partition; the abort fails the re-queued batch, the bumped epoch never carries it', async () => {
    const state = scenario();
    s = state;
    const producer = state.producer({ transactionalId: 'backoff-588', requestTimeoutMs: REQUEST_TIMEOUT_MS, ...BACKOFF });
    await state.settle(producer.initTransactions());
    producer.beginTransaction();
    await state.settle(producer.send([{ topic: 'orders', partition: 0, value: 'warm-0' }, { topic: 'orders', partition: 1, value: 'warm-1' }]));
    const before = identityOf(producer);
    const { x } = await unansweredInBackoff(state, producer);

    state.cluster.faults.queueErrors(ApiKey.Produce, [ErrorCode.INVALID_PRODUCER_EPOCH]);
    const y = track(producer.send({ topic: 'orders', partition: 1, value: 'y' }));
    await drainInstant();
    expect(y.settled()).toBeDefined();
    await state.settle(producer.abortTransaction());
    expect(identityOf(producer)).not.toBe(before); // KIP-588: the abort bumped the epoch
    const settledX = x.settled();
    expect(settledX !== undefined && 'error' in settledX ? settledX.error : settledX).toBeInstanceOf(TransactionAbortedError);
    // The next transaction under the new epoch does not carry x.
    producer.beginTransaction();
    await state.settle(producer.send({ topic: 'orders', partition: 0, value: 'z' }));
    await state.settle(producer.commitTransaction());
    await advance(state, 5_000);
    expect(state.uncommitted('orders', 0).filter((value) => value === 'x')).toHaveLength(1);
    expect(state.committed('orders', 0)).toEqual(['z']);
  });
});
