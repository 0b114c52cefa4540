import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/internal/clock.js';
import { DeadlineTimer } from '../../src/internal/deadline-timer.js';

/** A DeadlineTimer over a set of deadlines, recording when each expired. */
function harness() {
  const clock = new ManualClock(0);
  const pending = new Set<number>();
  const expired: [deadline: number, at: number][] = [];
  const timer = new DeadlineTimer(clock, (now) => {
    let next = Infinity;
    for (const deadline of [...pending]) {
      if (deadline <= now) {
        pending.delete(deadline);
        expired.push([deadline, now]);
      } else {
        next = Math.min(next, deadline);
      }
    }
    return next;
  });
  const add = (deadline: number): void => {
    pending.add(deadline);
    timer.schedule(deadline);
  };
  return { clock, pending, expired, timer, add };
}

describe('DeadlineTimer', () => {
  it('fires at each deadline, earliest first, with one timer armed at a time', () => {
    const { clock, expired, timer, add } = harness();
    add(300);
    add(100);
    add(200);
    expect(clock.pendingTimers).toBe(1);
    expect(timer.nextFireAt).toBe(100);
    clock.advance(99);
    expect(expired).toEqual([]);
    clock.advance(1);
    expect(expired).toEqual([[100, 100]]);
    expect(timer.nextFireAt).toBe(200);
    clock.advance(200);
    expect(expired).toEqual([[100, 100], [200, 200], [300, 300]]);
    expect(clock.pendingTimers).toBe(0);
    expect(timer.nextFireAt).toBe(Infinity);
  });

  it('a later deadline does not re-arm; one that was dropped meanwhile makes the timer fire early, find nothing and re-arm', () => {
    const { clock, pending, expired, timer, add } = harness();
    add(100);
    add(500);
    pending.delete(100); // e.g. the request was answered
    clock.advance(100);
    expect(expired).toEqual([]);
    expect(timer.nextFireAt).toBe(500);
    clock.advance(400);
    expect(expired).toEqual([[500, 500]]);
  });

  it('cancel disarms it', () => {
    const { clock, pending, expired, timer, add } = harness();
    add(100);
    timer.cancel();
    pending.clear(); // the owner is closing: it fails its requests itself
    expect(clock.pendingTimers).toBe(0);
    clock.advance(1_000);
    expect(expired).toEqual([]);
    add(1_500);
    clock.advance(500);
    expect(expired).toEqual([[1_500, 1_500]]);
  });

  it('arms a deadline beyond Node\'s longest timer delay for that delay, and re-arms from there', () => {
    const { clock, expired, add } = harness();
    const far = 2 ** 31 + 1_000;
    add(far);
    clock.advance(2 ** 31 - 1);
    expect(expired).toEqual([]);
    expect(clock.pendingTimers).toBe(1);
    clock.advance(1_001);
    expect(expired).toEqual([[far, far]]);
  });
});
