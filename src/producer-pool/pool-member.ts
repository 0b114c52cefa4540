/**
 * One member of a producer pool: a transactional producer with the id `${prefix}-${index}`, whether a
 * transaction runs on it, and its counters. Its request, batch and transaction metrics are the producer's own
 * (`producer.metrics()`: each member meters its requests over the shared network client separately).
 */
import type { TransactionState } from '../common/transaction-names.js';
import type { ProducerMetrics } from '../metrics/producer-metrics.js';
import type { Producer } from '../producer/producer.js';

/**
 * The metrics of one member of a producer pool.
 * @public
 */
export interface ProducerPoolMemberMetrics {
  /** The member's transactional id, `${transactionalIdPrefix}-${index}`. */
  readonly transactionalId: string;
  /** The member's producer state (READY between transactions). */
  readonly state: TransactionState;
  /** True while a `transaction()` callback, its commit or its abort runs on the member. */
  readonly busy: boolean;
  /** Transactions committed on the member. */
  readonly transactionsCommitted: number;
  /** Transactions that ended without a commit (aborted, or failed with the outcome unknown). */
  readonly transactionsFailed: number;
  /** The member producer's own metrics (Java's names; see docs/observability.md). */
  readonly producer: ProducerMetrics;
}

/**
 * The metrics of a producer pool: the waiting callers and each member.
 * @public
 */
export interface ProducerPoolMetrics {
  /** Members running a transaction now. */
  readonly busy: number;
  /** Callers waiting for a free member now. */
  readonly queued: number;
  /** Callers that had to wait for a member, in total. */
  readonly waitsTotal: number;
  /** Milliseconds callers waited for a member, in total (divide by `waitsTotal` for the mean wait). */
  readonly waitTimeMsTotal: number;
  /** One entry per member, in index order. */
  readonly members: readonly ProducerPoolMemberMetrics[];
}

/** @internal */
export class PoolMember {
  busy = false;
  transactionsCommitted = 0;
  transactionsFailed = 0;

  constructor(readonly transactionalId: string, readonly producer: Producer) {}

  metrics(): ProducerPoolMemberMetrics {
    return {
      transactionalId: this.transactionalId, state: this.producer.state, busy: this.busy,
      transactionsCommitted: this.transactionsCommitted, transactionsFailed: this.transactionsFailed, producer: this.producer.metrics(),
    };
  }
}
