/**
 * Runs the simulation's actors on one event loop and one ManualClock, like FoundationDB's deterministic
 * simulator: actors run until every one of them waits on a timer (microtask quiescence, reached in one
 * `setImmediate` turn because nothing in the client or the cluster schedules work outside the Clock), then
 * the clock jumps to the next timer. No real time passes and nothing depends on wall-clock scheduling, so
 * the same seed always produces the same interleaving.
 */
import type { ManualClock } from '../../src/internal/clock.js';

const turn = (): Promise<void> => new Promise((resolve) => { setImmediate(resolve); });

/**
 * Why {@link VirtualScheduler.run} returned.
 * - `done`: every actor finished.
 * - `deadlock`: actors are still waiting but no timer is pending: nothing can ever wake them.
 * - `time-limit`: virtual time reached the limit with actors still running.
 * @internal
 */
export type RunResult = 'done' | 'deadlock' | 'time-limit';

/**
 * Actor bookkeeping and the advance loop.
 * @internal
 */
export class VirtualScheduler {
  readonly clock: ManualClock;
  /** Actors still running, by name (names are unique within a history). */
  readonly running = new Set<string>();
  /** Errors actors threw: a bug in the simulation or an error the client should never raise. */
  readonly crashes: { readonly actor: string; readonly error: unknown }[] = [];
  private jumpMs = 0;
  /** Virtual milliseconds skipped by clock jumps so far (an operation's bound stretches by the jumps it spans). */
  jumpedMs = 0;
  /** Each clock jump as applied: clock time before and after (a jump requested by an overdue timer applies later). */
  readonly jumps: { readonly from: number; readonly to: number }[] = [];

  constructor(clock: ManualClock) {
    this.clock = clock;
  }

  /** Starts an actor; it runs on the next turns of the loop. */
  spawn(name: string, body: () => Promise<void>): void {
    if (this.running.has(name)) throw new Error(`simulation bug: actor ${name} spawned twice`);
    this.running.add(name);
    body().then(
      () => { this.running.delete(name); },
      (error: unknown) => { this.crashes.push({ actor: name, error }); this.running.delete(name); },
    );
  }

  /** Resolves after `ms` of virtual time. */
  sleep(ms: number): Promise<void> {
    return new Promise((resolve) => { this.clock.setTimer(ms, resolve); });
  }

  /**
   * Asks the loop to move the clock forward by `ms` at its next step (a clock jump fault). A timer callback
   * cannot advance the clock itself: ManualClock.advance is not re-entrant.
   */
  requestJump(ms: number): void {
    this.jumpMs += ms;
  }

  /** Advances until every actor finished, nothing can wake them, or `limitMs` of virtual time passed. */
  async run(limitMs: number): Promise<RunResult> {
    return this.runUntil(() => this.running.size === 0, limitMs);
  }

  /** Advances until `isDone()`, with the same stop rules as {@link run}. */
  async runUntil(isDone: () => boolean, limitMs: number): Promise<RunResult> {
    const start = this.clock.now();
    for (;;) {
      await turn();
      if (isDone()) return 'done';
      if (this.jumpMs > 0) {
        const jump = this.jumpMs;
        this.jumpMs = 0;
        this.jumpedMs += jump;
        this.jumps.push({ from: this.clock.now(), to: this.clock.now() + jump });
        this.clock.advance(jump);
        continue;
      }
      const next = this.clock.nextTimerAt();
      if (next === undefined) return 'deadlock';
      if (next - start > limitMs) return 'time-limit';
      this.clock.advance(Math.max(0, next - this.clock.now()));
    }
  }
}
