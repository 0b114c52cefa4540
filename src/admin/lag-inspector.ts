/**
 * {@link describePartitionLag} for a client that is not an admin client: the consumer's `describeLag()` runs it over
 * the consumer's own network client, with the consumer's request timeout, API timeout, retry backoff and logger.
 */
import type { ResolvedAdminConfig } from '../config/admin-options.js';
import { ExponentialBackoff } from '../internal/backoff.js';
import type { Clock } from '../internal/clock.js';
import { AdminMetricsRecorder } from '../metrics/admin-metrics.js';
import type { NetworkClient } from '../network/network-client.js';
import type { TopicPartition } from '../common/topic-partition.js';
import { adminCall, type AdminRuntime } from './admin-call.js';
import { AdminCoordinators } from './admin-coordinators.js';
import { describePartitionLag, type PartitionLag } from './partition-lag.js';

/**
 * Lag and stall inspection over a borrowed network client.
 * @internal
 */
export class LagInspector {
  private readonly runtime: AdminRuntime;
  private readonly coordinators = new AdminCoordinators();
  private readonly closeController = new AbortController();

  constructor(network: NetworkClient, clock: Clock, config: Pick<ResolvedAdminConfig, 'clientId' | 'requestTimeoutMs' | 'defaultApiTimeoutMs' | 'retryBackoffMs' | 'retryBackoffMaxMs' | 'logger'>) {
    this.runtime = {
      network,
      clock,
      config,
      backoff: new ExponentialBackoff({ initialMs: config.retryBackoffMs, maxMs: config.retryBackoffMaxMs, jitter: 0.2 }),
      metrics: new AdminMetricsRecorder(clock),
      closeSignal: this.closeController.signal,
    };
  }

  /** The lag of each position, as `admin.describeLag`; `operation` names the caller's method in errors. */
  describe(operation: string, positions: readonly (TopicPartition & { readonly position: bigint | null })[], options: { readonly timeoutMs?: number | undefined; readonly signal?: AbortSignal | undefined }): Promise<PartitionLag[]> {
    return adminCall(this.runtime, operation, options, (call) => describePartitionLag(call, this.coordinators, positions));
  }

  /** Fails the inspections in progress (their client is closing). */
  close(): void {
    this.closeController.abort();
  }
}
