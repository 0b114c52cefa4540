/**
 * Time as a dependency. Everything that waits or times out takes a {@link Clock}, so tests drive time
 * with {@link ManualClock} instead of sleeping, and the same code runs on real time in production.
 */

/**
 * A cancellable timer returned by {@link Clock.setTimer}.
 * @public
 */
export interface Timer {
  /** Cancels the timer; a no-op if it already fired. */
  cancel(): void;
}

/**
 * Options of {@link Clock.setTimer}.
 * @public
 */
export interface TimerOptions {
  /**
   * False for a timer of background work that nobody waits for (a retry after a failure, a heartbeat): it must
   * not keep the process alive on its own (Node's `unref`). Default true.
   */
  readonly keepAlive?: boolean;
}

/**
 * The options of a background timer, one shared object (see {@link TimerOptions.keepAlive}).
 * @internal
 */
export const BACKGROUND_TIMER: TimerOptions = Object.freeze({ keepAlive: false });

/**
 * A source of wall-clock milliseconds and timers.
 * @public
 */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
  /** Calls `callback` once, `delayMs` from now. A clock may ignore `options` (a test clock keeps no process alive). */
  setTimer(delayMs: number, callback: () => void, options?: TimerOptions): Timer;
}

/**
 * The real clock: `Date.now()` and Node timers. Timers keep the process alive unless set with
 * `keepAlive: false`: a timer stands for pending work (a linger deadline, a delayed broker response, the bound of
 * an awaited call), and with the in-process cluster no socket keeps the event loop alive, so an unref'd timer
 * would let Node exit in the middle of an awaited `send()`. Background retries that no caller waits for (the
 * Sender once no record is outstanding, the consumer's group and fetch loops) use `keepAlive: false`, so that
 * a client nobody closed does not hold the process open forever against a dead broker. Whoever sets a timer
 * cancels it when the work is done or on `close()`.
 * @public
 */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimer(delayMs, callback, options) {
    const handle = setTimeout(callback, Math.max(0, delayMs));
    if (options?.keepAlive === false) handle.unref();
    return { cancel: () => { clearTimeout(handle); } };
  },
};

interface PendingTimer {
  readonly id: number;
  readonly at: number;
  readonly callback: () => void;
  readonly keepAlive: boolean;
}

/**
 * A clock that moves only when told to. Timers fire in time order (then creation order) during
 * {@link ManualClock.advance}; a timer set by a firing callback fires in the same advance when due.
 * @public
 */
export class ManualClock implements Clock {
  private current: number;
  private nextId = 0;
  private timers: PendingTimer[] = [];

  /**
   * Creates a clock that moves only when a test advances it.
   * @param startMs - The time the clock starts at, in epoch milliseconds.
   */
  constructor(startMs = 1_700_000_000_000) {
    this.current = startMs;
  }

  /** The clock's time, epoch ms: the start time plus everything {@link ManualClock.advance} moved it by. */
  now(): number {
    return this.current;
  }

  /**
   * Calls `callback` once the clock was advanced by `delayMs` or more (0 or less: at the next advance); returns the
   * handle that cancels it.
   */
  setTimer(delayMs: number, callback: () => void, options?: TimerOptions): Timer {
    const timer: PendingTimer = { id: this.nextId++, at: this.current + Math.max(0, delayMs), callback, keepAlive: options?.keepAlive !== false };
    this.timers.push(timer);
    return { cancel: () => { this.timers = this.timers.filter((t) => t !== timer); } };
  }

  /** Number of timers not yet fired or cancelled. */
  get pendingTimers(): number {
    return this.timers.length;
  }

  /** Number of pending timers that would keep a Node process alive (set without `keepAlive: false`). */
  get keepAliveTimers(): number {
    let count = 0;
    for (const timer of this.timers) if (timer.keepAlive) count++;
    return count;
  }

  /** The time at which the next timer fires, or undefined when none is pending. */
  nextTimerAt(): number | undefined {
    let earliest: number | undefined;
    for (const timer of this.timers) if (earliest === undefined || timer.at < earliest) earliest = timer.at;
    return earliest;
  }

  /** Moves time forward by `ms`, firing every timer that falls due, in order. */
  advance(ms: number): void {
    const target = this.current + Math.max(0, ms);
    for (;;) {
      let due: PendingTimer | undefined;
      for (const timer of this.timers) {
        if (timer.at <= target && (due === undefined || timer.at < due.at || (timer.at === due.at && timer.id < due.id))) due = timer;
      }
      if (due === undefined) break;
      this.timers = this.timers.filter((t) => t !== due);
      this.current = Math.max(this.current, due.at);
      due.callback();
    }
    this.current = target;
  }
}
