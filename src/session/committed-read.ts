/**
 * Every read of the group's committed offsets the session makes (the rewind after an abort, resolving an unknown
 * commit) is bounded by `committedTimeoutMs`: the bound is passed to the source as `timeoutMs`, and enforced here
 * too, on the session's clock, for a source that does not honour it (the read's signal then aborts, and the call
 * rejects with {@link ConsumerTimeoutError}). Without it an unreachable group coordinator held a batch for the
 * source's own default (60 s for the consumer) instead.
 */
import { ConsumerTimeoutError } from '../consumer/consumer-errors.js';
import { anySignal } from '../internal/any-signal.js';
import type { Clock } from '../internal/clock.js';
import type { TopicPartition, TopicPartitionOffset } from '../common/topic-partition.js';
import type { TransactionalSource } from '../consumer/transactional-source.js';
import { asError } from '../internal/abort-race.js';

/** The bound of one committed-offsets read. @internal */
export interface CommittedReadBound {
  readonly timeoutMs: number;
  readonly clock: Clock;
}

/** `source.committed(partitions)` within `bound`, stopped by `signal` too. @internal */
export async function readCommitted(
  source: TransactionalSource, partitions: readonly TopicPartition[], bound: CommittedReadBound, signal: AbortSignal | undefined,
): Promise<readonly TopicPartitionOffset[]> {
  const { timeoutMs, clock } = bound;
  const expiry = new AbortController();
  // Built up front so that the rejection is typed as the error it is (an abort reason is any).
  const timeout = new ConsumerTimeoutError('committed', timeoutMs);
  const timer = clock.setTimer(timeoutMs, () => { expiry.abort(timeout); });
  const combined = anySignal(signal, expiry.signal);
  try {
    return await new Promise<readonly TopicPartitionOffset[]>((resolve, reject) => {
      const onExpiry = (): void => { reject(timeout); };
      expiry.signal.addEventListener('abort', onExpiry, { once: true });
      const done = (): void => { expiry.signal.removeEventListener('abort', onExpiry); };
      Promise.resolve().then(() => source.committed(partitions, { timeoutMs, signal: combined.signal })).then(
        (offsets) => { done(); resolve(offsets); },
        (error: unknown) => {
          done();
          const expired = expiry.signal.aborted && !(signal?.aborted ?? false);
          reject(expired ? timeout : asError(error));
        },
      );
    });
  } finally {
    timer.cancel();
    combined.dispose();
  }
}
