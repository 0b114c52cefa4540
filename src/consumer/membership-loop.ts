/**
 * The driver loop both group protocols share (the classic `GroupMembership` and the KIP-848
 * `ConsumerGroupMembership`): it runs the protocol's passes until membership stops, parks after a poll timeout
 * until the next `poll`, backs off after a failed pass (forgetting the coordinator after a network error or a
 * timeout, as Kafka's `AbstractCoordinator` marks it unknown) and ends membership on a fatal error. One loop per
 * member keeps every step, callbacks included, in order.
 */
import type { ResolvedConsumerConfig } from '../config/consumer-options.js';
import type { ExponentialBackoff } from '../internal/backoff.js';
import type { Clock } from '../internal/clock.js';
import { sleep, Wakeup } from '../internal/waits.js';
import { isNetworkError, RequestTimeoutError } from '../network/network-errors.js';
import type { CoordinatorLookup } from '../cluster/coordinator-cache.js';
import type { GroupMembershipError } from './consumer-errors.js';
import type { MembershipHooks } from './membership.js';

/**
 * What the loop reads of a membership's dependencies.
 * @internal
 */
export interface MembershipLoopOptions {
  readonly groupId: string;
  readonly config: Pick<ResolvedConsumerConfig, 'maxPollIntervalMs' | 'logger'>;
  readonly clock: Clock;
  readonly coordinator: CoordinatorLookup;
  readonly backoff: ExponentialBackoff;
  readonly hooks: Pick<MembershipHooks, 'fatal'>;
}

/**
 * One protocol's part of the loop.
 * @internal
 */
export interface MembershipPass {
  /** One pass (join, reconcile, wait, heartbeat...): true when it got through to the coordinator, which ends the backoff. */
  run(): Promise<boolean>;
  /**
   * What an error of a pass means: `again` goes round at once, `retry` backs off and goes round, a
   * {@link GroupMembershipError} ends membership.
   */
  failed(error: unknown): 'again' | 'retry' | GroupMembershipError;
  /** The debug log message of a retried failure. */
  readonly retryMessage: string;
}

/**
 * The loop of one member.
 * @internal
 */
export class MembershipLoop {
  /** Notified to cut the loop's waits short (a rejoin, a refused commit, a poll after a poll timeout, close). */
  readonly wakeup = new Wakeup();
  private stopped = false;
  private waitingForPoll = false;
  private lastPollAt: number;
  private readonly abort = new AbortController();
  private loop: Promise<void> | undefined;

  constructor(private readonly options: MembershipLoopOptions) {
    this.lastPollAt = options.clock.now();
  }

  /** Aborts the requests in flight when membership stops. */
  get signal(): AbortSignal {
    return this.abort.signal;
  }

  /** Starts the loop in the background (once). */
  start(pass: MembershipPass): void {
    this.loop ??= this.run(pass);
  }

  /** True once membership has stopped (a method, so that flow narrowing does not assume it unchanged across awaits). */
  isStopped(): boolean {
    return this.stopped;
  }

  /** `poll` was called: resets the `maxPollIntervalMs` clock and ends the wait after a poll timeout. */
  polled(): void {
    this.lastPollAt = this.options.clock.now();
    if (this.waitingForPoll) {
      this.waitingForPoll = false;
      this.wakeup.notify();
    }
  }

  /** `poll` was not called within `maxPollIntervalMs`. */
  pollOverdue(): boolean {
    return this.options.clock.now() - this.lastPollAt > this.options.config.maxPollIntervalMs;
  }

  /** After a poll timeout: no pass runs until the next `poll`. */
  awaitPoll(): void {
    this.waitingForPoll = true;
  }

  /** Waits `ms` on the cluster clock, or until woken. */
  sleep(ms: number): Promise<void> {
    return sleep(this.options.clock, ms, { wake: this.wakeup, keepAlive: false });
  }

  /** Stops at once: no further pass, and the requests in flight are aborted with `reason`. */
  halt(reason: string): void {
    this.stopped = true;
    this.abort.abort(new Error(reason));
  }

  /** Stops and waits for the loop to end. */
  async stop(): Promise<void> {
    this.halt('consumer closing');
    this.wakeup.notify();
    await this.loop?.catch(() => undefined);
  }

  private async run(pass: MembershipPass): Promise<void> {
    const { config, backoff } = this.options;
    let failures = 0;
    while (!this.stopped) {
      try {
        if (this.waitingForPoll) {
          await this.sleep(config.maxPollIntervalMs);
          continue;
        }
        if (await pass.run()) failures = 0;
      } catch (error) {
        if (this.isStopped()) return;
        const verdict = pass.failed(error);
        if (verdict === 'again') continue;
        if (verdict !== 'retry') {
          this.stopped = true;
          this.options.hooks.fatal(verdict);
          return;
        }
        if (isNetworkError(error) || error instanceof RequestTimeoutError) this.options.coordinator.invalidate();
        config.logger.debug(pass.retryMessage, { groupId: this.options.groupId, error: String(error) });
        await this.sleep(backoff.delayMs(failures++)).catch(() => undefined);
      }
    }
  }
}
