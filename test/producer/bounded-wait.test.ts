import { describe, expect, it } from 'vitest';
import { ProducerTimeoutError } from '../../src/errors/producer-errors.js';
import { ManualClock } from '../../src/internal/clock.js';
import { OperationDeadline } from '../../src/internal/bounded-wait.js';

describe('OperationDeadline', () => {
  it('gives each wait only what is left of the call and names the whole bound in the timeout', async () => {
    const clock = new ManualClock();
    const deadline = new OperationDeadline({ clock, timeoutMs: 1_000, operation: 'op' });
    let releaseFirst!: () => void;
    const first = deadline.wait(new Promise<void>((resolve) => { releaseFirst = resolve; }));
    clock.advance(700);
    releaseFirst();
    await first;
    expect(deadline.remainingMs()).toBe(300);
    let outcome: unknown;
    const second = deadline.wait(new Promise<never>(() => undefined)).catch((error: unknown) => { outcome = error; });
    clock.advance(299);
    await Promise.resolve();
    expect(outcome).toBeUndefined();
    clock.advance(1);
    await second;
    expect(outcome).toBeInstanceOf(ProducerTimeoutError);
    expect((outcome as ProducerTimeoutError).timeoutMs).toBe(1_000);
    expect(deadline.remainingMs()).toBe(0);
  });

  it('rejects with the signal when it aborts first', async () => {
    const clock = new ManualClock();
    const controller = new AbortController();
    const deadline = new OperationDeadline({ clock, timeoutMs: 1_000, operation: 'op', signal: controller.signal });
    const waiting = deadline.wait(new Promise<never>(() => undefined));
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ code: 'ERR_OPERATION_ABORTED' });
    expect(clock.pendingTimers).toBe(0);
  });
});
