/**
 * A retry waits out its backoff unless its partition's leader epoch grew since the batch was last drained: then it
 * goes to the new leader at once (KIP-951; Kafka `RecordAccumulator.shouldBackoff` with
 * `ProducerBatch.hasLeaderChangedForTheOngoingRetry`).
 */
import { describe, expect, it } from 'vitest';
import { appendOne, BROKER_ONE, leaderOne, makeAccumulator, record, TOPIC } from './accumulator-helpers.js';

describe('a retry to a new leader skips its backoff (KIP-951)', () => {
  function retried(): { accumulator: ReturnType<typeof makeAccumulator>['accumulator']; clock: ReturnType<typeof makeAccumulator>['clock']; epoch: { value: number } } {
    const { accumulator, clock } = makeAccumulator({ retryBackoffMs: 1_000, retryBackoffMaxMs: 1_000, lingerMs: 0 });
    const epoch = { value: 3 };
    void appendOne(accumulator, TOPIC, 0, record(0), clock.now());
    const [batch] = accumulator.drain(clock.now(), BROKER_ONE, leaderOne, undefined, () => epoch.value).get(1)!;
    expect(batch!.drainedLeaderEpoch).toBe(3);
    accumulator.reenqueue(batch!, clock.now());
    return { accumulator, clock, epoch };
  }

  it('the same leader epoch: the retry waits out its backoff', () => {
    const { accumulator, clock, epoch } = retried();
    const ready = accumulator.ready(clock.now(), leaderOne, () => epoch.value);
    expect(ready.readyNodes.size).toBe(0);
    expect(ready.nextReadyCheckDelayMs).toBe(1_000);
  });

  it('a newer leader epoch: the retry is ready now and drains', () => {
    const { accumulator, clock, epoch } = retried();
    epoch.value = 4;
    expect(accumulator.ready(clock.now(), leaderOne, () => epoch.value).readyNodes.has(1)).toBe(true);
    const [again] = accumulator.drain(clock.now(), BROKER_ONE, leaderOne, undefined, () => epoch.value).get(1)!;
    expect(again!.drainedLeaderEpoch).toBe(4);
    // Failing again under the same leader: the backoff applies again.
    accumulator.reenqueue(again!, clock.now());
    expect(accumulator.ready(clock.now(), leaderOne, () => epoch.value).readyNodes.size).toBe(0);
  });

  it('an unknown epoch (-1) or no epoch lookup never skips the backoff', () => {
    const { accumulator, clock } = retried();
    expect(accumulator.ready(clock.now(), leaderOne, () => -1).readyNodes.size).toBe(0);
    expect(accumulator.ready(clock.now(), leaderOne).readyNodes.size).toBe(0);
  });
});
