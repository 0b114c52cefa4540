/**
 * The sequence of `Consumer.close()`, within its bound: a group member leaves (its partitions are revoked on the
 * way out, committing what was consumed), a manual assignment commits here; then, whatever happened, the fetcher,
 * the position lookups, the lag view and the metadata cache stop, the partitions are dropped and the network
 * client the consumer built is closed.
 */
import type { MetadataCache } from '../cluster/metadata-cache.js';
import type { NetworkClient } from '../network/network-client.js';
import type { BrokerReachability } from './broker-reachability.js';
import type { ConsumerCommits } from './consumer-commits.js';
import type { ConsumerLag } from './consumer-lag.js';
import { ConsumerClosedError } from './consumer-errors.js';
import type { Subscription } from './consumer-subscription.js';
import type { Fetcher } from './fetcher.js';
import type { Clock } from '../internal/clock.js';
import type { PartitionStates } from './partition-states.js';
import type { PositionInitializer } from './position-initializer.js';

/** What closing uses of the consumer. @internal */
export interface ConsumerCloseContext {
  readonly reachability: BrokerReachability;
  /** Woken so that waiting polls see the close. */
  readonly wakePolls: () => void;
  readonly subscription: Subscription | undefined;
  readonly commits: ConsumerCommits;
  readonly fetcher: Fetcher;
  readonly positions: PositionInitializer;
  readonly lag: ConsumerLag;
  readonly metadata: MetadataCache;
  readonly states: PartitionStates;
  readonly network: NetworkClient;
  /** True when the consumer built the network client from `bootstrapServers`, and so closes it. */
  readonly ownsNetwork: boolean;
  /** Measures what is left of `deadline` for closing the fetch sessions. */
  readonly clock: Clock;
}

/**
 * Closes the consumer: `timeoutMs` bounds the last commit of a manual assignment, `deadline` (as far away) leaving the
 * group.
 * @internal
 */
export async function closeConsumer(context: ConsumerCloseContext, timeoutMs: number, deadline: number): Promise<void> {
  const { subscription, states } = context;
  context.reachability.stop();
  context.wakePolls();
  try {
    // A member commits when its partitions are revoked on the way out; a manual assignment commits here.
    if (subscription === undefined) await context.commits.commitConsumed(timeoutMs);
    await subscription?.membership.close(deadline);
  } finally {
    subscription?.close();
    await context.fetcher.close(Math.max(0, deadline - context.clock.now()));
    context.positions.close();
    context.lag.close();
    context.metadata.close(new ConsumerClosedError('poll'));
    states.remove(states.assignment());
    if (context.ownsNetwork) await context.network.close();
  }
}
