/**
 * A Logger that records what a producer said, used by the contract suite as the client-side request log
 * (the Sender logs every transactional request it sends, and every one that got no answer) and as a
 * condition source: a scenario waits for a log line instead of sleeping. Works the same on every target,
 * because it observes the producer, not the broker.
 */
import type { LogFields, Logger } from '../../src/config/logger.js';

/**
 * One recorded line.
 * @internal
 */
export interface LogLine {
  readonly level: 'debug' | 'info' | 'warn' | 'error';
  readonly message: string;
  readonly fields: LogFields;
}

interface Waiter {
  readonly predicate: (line: LogLine) => boolean;
  readonly resolve: () => void;
}

/**
 * Records log lines and resolves waiters when a matching line arrives.
 * @internal
 */
export class ProducerLog implements Logger {
  readonly lines: LogLine[] = [];
  private waiters: Waiter[] = [];

  debug(message: string, fields: LogFields = {}): void { this.add({ level: 'debug', message, fields }); }
  info(message: string, fields: LogFields = {}): void { this.add({ level: 'info', message, fields }); }
  warn(message: string, fields: LogFields = {}): void { this.add({ level: 'warn', message, fields }); }
  error(message: string, fields: LogFields = {}): void { this.add({ level: 'error', message, fields }); }

  /** The transactional APIs the Sender sent, in order (FindCoordinator, InitProducerId, AddPartitionsToTxn, ...). */
  transactionalRequests(): string[] {
    return this.lines.filter((line) => line.message === 'sending transactional request').map((line) => String(line.fields.api));
  }

  /** Transactional requests that got no answer (disconnect, timeout), by API. */
  unanswered(): string[] {
    return this.lines.filter((line) => line.message === 'transactional request got no answer').map((line) => String(line.fields.api));
  }

  /** Resolves once a line recorded from now on matches. */
  next(predicate: (line: LogLine) => boolean): Promise<void> {
    return new Promise((resolve) => { this.waiters.push({ predicate, resolve }); });
  }

  private add(line: LogLine): void {
    this.lines.push(line);
    const matched = this.waiters.filter((waiter) => waiter.predicate(line));
    if (matched.length === 0) return;
    this.waiters = this.waiters.filter((waiter) => !matched.includes(waiter));
    for (const waiter of matched) waiter.resolve();
  }
}
