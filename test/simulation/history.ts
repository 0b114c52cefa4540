/**
 * The readable record of one simulated history: every operation an actor started and how it ended, every
 * fault the schedule injected, in virtual-time order. It is what a failing seed prints, and what the
 * determinism test compares between two runs of the same seed.
 */
import type { Clock } from '../../src/internal/clock.js';

/**
 * One line of a history.
 * @internal
 */
export interface HistoryEvent {
  /** Virtual milliseconds since the history started. */
  readonly at: number;
  /** The actor (e.g. `cpp-0#1`, instance 1 of transactional id cpp-0), `fault`, or `sim`. */
  readonly who: string;
  readonly what: string;
}

/**
 * Append-only event list on the simulation's clock.
 * @internal
 */
export class History {
  readonly events: HistoryEvent[] = [];
  private readonly clock: Clock;
  private readonly start: number;

  constructor(clock: Clock) {
    this.clock = clock;
    this.start = clock.now();
  }

  /** Milliseconds of virtual time since the start. */
  elapsed(): number {
    return this.clock.now() - this.start;
  }

  add(who: string, what: string): void {
    this.events.push({ at: this.elapsed(), who, what });
  }
}

/**
 * Formats a history, one event a line: `  +12.345s  cpp-0#1         commit ok`.
 * @internal
 */
export function formatHistory(events: readonly HistoryEvent[]): string {
  return events.map((event) => `  +${(event.at / 1000).toFixed(3).padStart(8)}s  ${event.who.padEnd(14)}  ${event.what}`).join('\n');
}

/**
 * A short description of an error for the history: class, code, Kafka error name and the flags the
 * application acts on.
 * @internal
 */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const fields = error as Error & { code?: unknown; errorName?: unknown; classification?: unknown; commitOutcomeUnknown?: unknown };
  const parts = [error.constructor.name];
  if (typeof fields.code === 'string') parts.push(fields.code);
  if (typeof fields.classification === 'string') parts.push(fields.classification);
  if (fields.commitOutcomeUnknown === true) parts.push('outcome-unknown');
  return parts.join(' ');
}
