/**
 * One timer for many deadlines. A connection gives each request a deadline (its request timeout); arming
 * and cancelling a timer per request cost a Node `Timeout`, a closure and a timer-list update each, four to
 * five times per one-record transaction, and that garbage paced the young-generation GC whose pauses made
 * the p99 latency (docs/performance.md). Here the timer is armed for the earliest deadline only, and left armed when requests
 * finish: when it fires, the owner expires what is due and names the next deadline, so under steady traffic
 * with one timeout value the timer is re-armed once per timeout period, not once per request.
 */
import { BACKGROUND_TIMER, type Clock, type Timer } from './clock.js';

/** The longest delay Node's timers take (2^31 - 1 ms, ~24.8 days). */
const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

/**
 * Fires `onDue(now)` no later than the earliest deadline passed to {@link DeadlineTimer.schedule}; `onDue`
 * expires whatever is due and returns the next deadline to wait for (`Infinity`: none).
 * @internal
 */
export class DeadlineTimer {
  private readonly clock: Clock;
  private readonly onDue: (now: number) => number;
  private timer: Timer | null = null;
  private armedAt = Infinity;
  private keepsAlive = true;

  constructor(clock: Clock, onDue: (now: number) => number) {
    this.clock = clock;
    this.onDue = onDue;
  }

  /** The time the timer fires at (`Infinity` when disarmed). */
  get nextFireAt(): number {
    return this.armedAt;
  }

  /** Makes sure `onDue` runs no later than `deadline` (epoch ms of the clock). */
  schedule(deadline: number): void {
    if (deadline >= this.armedAt) return;
    this.timer?.cancel();
    this.armedAt = deadline;
    // Node fires a longer delay after 1 ms; firing early at the longest delay is harmless (onDue finds nothing due).
    this.timer = this.clock.setTimer(Math.min(deadline - this.clock.now(), MAX_TIMER_DELAY_MS), this.fire, this.keepsAlive ? undefined : BACKGROUND_TIMER);
  }

  /**
   * Whether the timer keeps the process alive (see {@link TimerOptions.keepAlive}; default true). A change
   * re-arms an armed timer for the same time.
   */
  setKeepAlive(keepAlive: boolean): void {
    if (keepAlive === this.keepsAlive) return;
    this.keepsAlive = keepAlive;
    const armedAt = this.armedAt;
    if (armedAt === Infinity) return;
    this.cancel();
    this.schedule(armedAt);
  }

  /** Disarms the timer (the owner is closing). */
  cancel(): void {
    this.timer?.cancel();
    this.timer = null;
    this.armedAt = Infinity;
  }

  private readonly fire = (): void => {
    this.timer = null;
    this.armedAt = Infinity;
    const next = this.onDue(this.clock.now());
    if (next !== Infinity) this.schedule(next);
  };
}
