/**
 * What `subscribe` starts: the group membership of the configured protocol, for a list of topics or a pattern
 * (see pattern-subscription.ts for how each protocol resolves a pattern).
 */
import { ConsumerGroupMembership, type ConsumerGroupMembershipOptions } from './consumer-group-membership.js';
import { newMemberId } from './consumer-group-member.js';
import { GroupMembership } from './group-membership.js';
import type { Membership } from './membership.js';
import { assignorsFor } from './partition-assignor.js';
import { TopicLister } from './pattern-subscription.js';
import type { Uuid } from '../protocol/primitives/uuid.js';

/**
 * Dependencies of a subscription: those of a membership, and the randomness of KIP-848 member ids.
 * @internal
 */
export type SubscriptionOptions = Pick<ConsumerGroupMembershipOptions, 'groupId' | 'config' | 'network' | 'metadata' | 'clock' | 'coordinator' | 'backoff' | 'hooks'> & {
  readonly random: (() => number) | undefined;
};

/**
 * A started subscription.
 * @internal
 */
export interface Subscription {
  readonly membership: Membership;
  /** Stops listing topics (a pattern subscription); membership is closed separately. */
  close(): void;
}

/** Joins the group subscribed to `topics`, in the background. */
export function subscribeToTopics(topics: readonly string[], options: SubscriptionOptions): Subscription {
  for (const topic of topics) options.metadata.requestUpdate(topic);
  const membership = newMembership(options, { topics });
  membership.start();
  return { membership, close: () => undefined };
}

/**
 * Joins the group subscribed to the topics `pattern` (anchored) matches: the classic protocol matches here on every
 * listing and rejoins when the set changed; the `consumer` protocol hands `source` to the broker.
 */
export function subscribeToPattern(pattern: RegExp, source: string, options: SubscriptionOptions): Subscription {
  const { config, network, clock, metadata } = options;
  let matched: readonly string[] = [];
  let membership: Membership | undefined;
  const lister = new TopicLister({
    network, clock, logger: config.logger, requestTimeoutMs: config.requestTimeoutMs, intervalMs: config.metadataMaxAgeMs, retryBackoffMs: config.retryBackoffMs,
    onListed: (topics) => {
      if (config.groupProtocol === 'consumer') return;
      const next = [...topics.keys()].filter((name) => pattern.test(name)).sort();
      if (membership !== undefined && next.join('\u0000') === matched.join('\u0000')) return;
      config.logger.info('pattern subscription matches', { groupId: options.groupId, pattern: source, topics: next });
      matched = next;
      for (const topic of next) metadata.requestUpdate(topic);
      if (membership === undefined) {
        membership = classic;
        classic.start();
      } else {
        membership.rejoin();
      }
    },
  });
  if (config.groupProtocol === 'consumer') {
    const kip848 = newMembership(options, {
      topics: [], topicRegex: source,
      namesForIds: async (ids) => {
        const listed = await lister.refresh();
        return [...listed].filter(([, id]) => ids.includes(id)).map(([name]) => name);
      },
    });
    kip848.start();
    return { membership: kip848, close: () => { lister.close(); } };
  }
  const classic = newMembership(options, { topics: () => matched });
  lister.start();
  return { membership: classic, close: () => { lister.close(); } };
}

/** What a membership subscribes to. */
interface MembershipTopics {
  /** Names, or the names a pattern matches now (classic). */
  readonly topics: readonly string[] | (() => readonly string[]);
  readonly topicRegex?: string;
  readonly namesForIds?: (ids: readonly Uuid[]) => Promise<readonly string[]>;
}

function newMembership(options: SubscriptionOptions, subscription: MembershipTopics): Membership {
  const { groupId, config, network, metadata, clock, coordinator, backoff, hooks, random } = options;
  const shared = { groupId, config, network, metadata, clock, coordinator, backoff, hooks };
  const { topics } = subscription;
  if (config.groupProtocol === 'consumer') {
    return new ConsumerGroupMembership({
      ...shared, topics: typeof topics === 'function' ? topics() : topics, topicRegex: subscription.topicRegex, namesForIds: subscription.namesForIds, memberId: newMemberId(random),
    });
  }
  return new GroupMembership({ ...shared, topics: typeof topics === 'function' ? topics : () => topics, assignors: assignorsFor(config.partitionAssignmentStrategy) });
}
