/**
 * The consumer's offset commits outside transactions: `commit()` and `autoCommit` (Java's `enable.auto.commit`),
 * on top of the {@link OffsetCommitter}. What is committed by default is what `poll` handed out: each assigned
 * partition's position (Java's `SubscriptionState.allConsumed()`).
 *
 * Auto-commit follows Java's consumer: before a `poll`, once `autoCommitIntervalMs` passed since the last one, the
 * positions are committed in the background (`poll` does not wait; a failure is logged and reported as a `commit`
 * event, and the next interval commits the later positions); before partitions are revoked and on `close()`, the
 * commit is awaited (bounded), so that the next owner starts where this member stopped. Lost partitions are not
 * committed: another member may own them already.
 *
 * A consumer that a `TransactionalSession` runs is claimed by it ({@link claimForTransactionalSession}): its offsets
 * are committed inside the session's transactions, so a plain commit is refused, and so is `autoCommit`.
 */
import { ConfigError } from '../config/config-error.js';
import type { ResolvedConsumerConfig } from '../config/consumer-options.js';
import type { Clock } from '../internal/clock.js';
import type { TopicPartitionOffset } from '../common/topic-partition.js';
import { ConsumerOwnedBySessionError } from './consumer-errors.js';
import { fencedCommitError } from './offset-committer.js';
import type { OffsetCommitter } from './offset-committer.js';
import { asError } from '../internal/abort-race.js';

/**
 * Consumers a session may claim, each with the function that claims it. A registry rather than a method keeps the
 * claim off the consumer's public surface (a user has no reason to call it).
 */
const claimable = new WeakMap<object, () => void>();

/**
 * Called by a `TransactionalSession` on its source: a kafka-eos `Consumer` then refuses plain commits; one with
 * `autoCommit` is refused with a {@link ConfigError} naming the session's `source`. Other sources are left alone.
 * @internal
 */
export function claimForTransactionalSession(source: object): void {
  claimable.get(source)?.();
}

/**
 * Dependencies of {@link ConsumerCommits}.
 * @internal
 */
export interface ConsumerCommitsOptions {
  readonly config: ResolvedConsumerConfig;
  readonly clock: Clock;
  /** Undefined without a `groupId`. */
  readonly committer: OffsetCommitter | undefined;
  /** The positions of what `poll` handed out, per assigned partition. */
  readonly consumed: () => TopicPartitionOffset[];
  /** Reports a finished commit (the `commit` event). */
  readonly report: (offsets: readonly TopicPartitionOffset[], error: Error | undefined, auto: boolean) => void;
}

/**
 * Plain and automatic offset commits of one consumer.
 * @internal
 */
export class ConsumerCommits {
  private ownedBySession = false;
  /** The membership error that fenced this member's groupInstanceId, once it happened. */
  private fencedBy: Error | undefined;
  private nextAutoCommitAt: number;

  constructor(owner: object, private readonly options: ConsumerCommitsOptions) {
    this.nextAutoCommitAt = options.clock.now() + options.config.autoCommitIntervalMs;
    claimable.set(owner, () => {
      if (options.config.autoCommit) {
        throw new ConfigError('session options', [{ field: 'source', message: 'is a consumer with autoCommit: true; the session commits its offsets inside transactions, so create it without autoCommit' }]);
      }
      this.ownedBySession = true;
    });
  }

  /** `commit()`: `offsets`, or the positions of what `poll` returned; refused for a session's consumer. */
  async commit(offsets: readonly TopicPartitionOffset[] | undefined, bound: { readonly deadline: number; readonly timeoutMs: number; readonly signal?: AbortSignal | undefined }): Promise<void> {
    if (this.ownedBySession) throw new ConsumerOwnedBySessionError('commit');
    if (this.fencedBy !== undefined) throw fencedCommitError(this.options.config.groupId ?? '', this.options.config.groupInstanceId ?? null, this.fencedBy);
    const committer = this.committerOrThrow();
    const chosen = offsets ?? this.options.consumed();
    try {
      await committer.commit(chosen, bound);
    } catch (error) {
      this.options.report(chosen, asError(error), false);
      throw error;
    }
    if (chosen.length > 0) this.options.report(chosen, undefined, false);
  }

  /**
   * Another consumer took this member's `groupInstanceId` (the membership stopped for good): every later commit is
   * refused with `FencedInstanceIdError`, as the coordinator would refuse it, whatever the membership's identity
   * after it was reset (Java's consumer fails its commits with `FencedInstanceIdException` once fenced).
   */
  instanceFenced(error: Error): void {
    this.fencedBy ??= error;
  }

  /** Before a poll: commits in the background once the interval passed. */
  beforePoll(): void {
    const { config, clock, committer } = this.options;
    if (!config.autoCommit || committer === undefined || this.fencedBy !== undefined || clock.now() < this.nextAutoCommitAt) return;
    this.nextAutoCommitAt = clock.now() + config.autoCommitIntervalMs;
    void this.autoCommit(config.defaultApiTimeoutMs);
  }

  /** Before revocation, or on close: commits what was consumed and waits (up to `timeoutMs`); never rejects. */
  async commitConsumed(timeoutMs: number): Promise<void> {
    if (!this.options.config.autoCommit || this.options.committer === undefined || this.fencedBy !== undefined) return;
    this.nextAutoCommitAt = this.options.clock.now() + this.options.config.autoCommitIntervalMs;
    await this.autoCommit(timeoutMs);
  }

  private async autoCommit(timeoutMs: number): Promise<void> {
    const committer = this.options.committer;
    const offsets = this.options.consumed();
    if (committer === undefined || offsets.length === 0) return;
    try {
      await committer.commit(offsets, { deadline: this.options.clock.now() + timeoutMs, timeoutMs });
      this.options.report(offsets, undefined, true);
    } catch (error) {
      const failure = asError(error);
      this.options.config.logger.warn('auto-commit failed; the next one commits the later positions', { groupId: this.options.config.groupId, error: failure.message });
      this.options.report(offsets, failure, true);
    }
  }

  private committerOrThrow(): OffsetCommitter {
    if (this.options.committer === undefined) throw new ConfigError('consumer config', [{ field: 'groupId', message: 'is required to commit offsets' }]);
    return this.options.committer;
  }
}
