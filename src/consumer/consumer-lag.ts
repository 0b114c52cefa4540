/**
 * `Consumer.describeLag`: the lag of the consumer's own positions, read through the admin's lag view (built on first
 * use). A read_uncommitted consumer reads past open transactions, so none of its partitions is `stalled`.
 */
import { LagInspector } from '../admin/lag-inspector.js';
import type { PartitionLag } from '../admin/partition-lag.js';
import type { ResolvedConsumerConfig } from '../config/consumer-options.js';
import type { Clock } from '../internal/clock.js';
import type { NetworkClient } from '../network/network-client.js';
import type { PartitionStates } from './partition-states.js';

/**
 * The consumer's view of its lag.
 * @internal
 */
export class ConsumerLag {
  private inspector: LagInspector | undefined;

  constructor(private readonly network: NetworkClient, private readonly clock: Clock, private readonly config: ResolvedConsumerConfig, private readonly states: PartitionStates) {}

  /** See `Consumer.describeLag`. */
  async describe(options: { readonly signal?: AbortSignal | undefined; readonly timeoutMs?: number | undefined }): Promise<PartitionLag[]> {
    const { requestTimeoutMs, defaultApiTimeoutMs, retryBackoffMs, retryBackoffMaxMs, logger, clientId } = this.config;
    this.inspector ??= new LagInspector(this.network, this.clock, { requestTimeoutMs, defaultApiTimeoutMs, retryBackoffMs, retryBackoffMaxMs, logger, clientId });
    const positions = this.states.assignment().map((tp) => ({ ...tp, position: this.states.get(tp)?.position ?? null }));
    const lag = await this.inspector.describe('describeLag', positions, { timeoutMs: options.timeoutMs, signal: options.signal });
    return this.config.isolationLevel === 'read_committed' ? lag : lag.map((each) => ({ ...each, stalled: false }));
  }

  /** Stops the lag view, when one was built. */
  close(): void {
    this.inspector?.close();
  }
}
