/**
 * Subscription by pattern (`subscribe(/orders[.].+/)`). Kafka matches a topic when the *whole* name matches the
 * pattern (Java's `Pattern.matcher(topic).matches()`, RE2/J's `matches` on the broker), unlike `RegExp.test`, which
 * finds the pattern anywhere: the pattern is anchored here to match the same topics.
 *
 * Classic protocol: the consumer lists every topic (Metadata for all topics, without creating any) when it
 * subscribes and then every `metadataMaxAgeMs` (Java refreshes metadata on `metadata.max.age.ms` for a pattern
 * subscription for the same reason), matches the names itself, internal topics excluded (Java's
 * `exclude.internal.topics=true`), and rejoins the group when the matching set changed, so that a topic created
 * later is assigned.
 *
 * KIP-848 `consumer` protocol: the pattern's source goes to the broker as `SubscribedTopicRegex`, which resolves it
 * with RE2/J and assigns; the listing here only names the topic ids the broker assigns.
 */
import type { Logger } from '../config/logger.js';
import { describeValue, InvalidArgumentError } from '../errors/argument-errors.js';
import type { Clock } from '../internal/clock.js';
import { sleep, Wakeup } from '../internal/waits.js';
import type { NetworkClient } from '../network/network-client.js';
import { metadata as metadataWire } from '../protocol/requests/metadata.js';
import type { Uuid } from '../protocol/primitives/uuid.js';
import { ErrorCode } from '../errors/protocol-error-codes.generated.js';

/**
 * Checks a subscription pattern from plain JavaScript: a `RegExp` without the stateful `g`/`y` flags and without
 * the `i`/`m`/`s` flags, which the broker's `SubscribedTopicRegex` (a bare RE2/J pattern) cannot carry: the same
 * pattern means the same topics under both group protocols. Returns the anchored matcher.
 * @internal
 */
export function checkTopicPattern(operation: string, pattern: unknown): RegExp {
  if (!(pattern instanceof RegExp)) throw new InvalidArgumentError(operation, 'topics', `must be an array of topic names or a RegExp, got ${describeValue(pattern)}`);
  const refused = pattern.flags.replace(/[ud]/g, '');
  if (refused !== '') {
    throw new InvalidArgumentError(operation, 'topics', `must be a RegExp without flags (got /${pattern.source}/${pattern.flags}): the broker's SubscribedTopicRegex carries the pattern alone; write case variants into the pattern ([Oo]rders)`);
  }
  if (pattern.source === '(?:)') throw new InvalidArgumentError(operation, 'topics', 'must not be an empty pattern');
  return new RegExp(`^(?:${pattern.source})$`, pattern.flags);
}

/**
 * Dependencies of a {@link TopicLister}.
 * @internal
 */
export interface TopicListerOptions {
  readonly network: NetworkClient;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly requestTimeoutMs: number;
  /** How often the topics are listed again. */
  readonly intervalMs: number;
  /** Retry delay after a failed listing. */
  readonly retryBackoffMs: number;
  /** Called after each successful listing with every non-internal topic (name to id). */
  readonly onListed: (topics: ReadonlyMap<string, Uuid>) => void;
}

/**
 * Lists the cluster's topics now and then in the background.
 * @internal
 */
export class TopicLister {
  private readonly wakeup = new Wakeup();
  private readonly stop = new AbortController();
  private loop: Promise<void> | undefined;
  private latest: ReadonlyMap<string, Uuid> | undefined;
  private readonly waiters = new Set<() => void>();

  constructor(private readonly options: TopicListerOptions) {}

  /** Starts listing (at once, then every `intervalMs`). */
  start(): void {
    this.loop ??= this.run();
  }

  /** Lists again now (a topic id the broker assigned is unknown). Resolves after the next listing (or on close). */
  refresh(): Promise<ReadonlyMap<string, Uuid>> {
    this.start();
    const done = new Promise<ReadonlyMap<string, Uuid>>((resolve) => {
      const waiter = (): void => { this.waiters.delete(waiter); resolve(this.latest ?? new Map()); };
      this.waiters.add(waiter);
    });
    this.wakeup.notify();
    return done;
  }

  close(): void {
    this.stop.abort(new Error('consumer closing'));
    this.wakeup.notify();
    for (const waiter of [...this.waiters]) waiter();
  }

  private async run(): Promise<void> {
    const { clock, intervalMs, retryBackoffMs, logger } = this.options;
    while (!this.stop.signal.aborted) {
      let waitMs = intervalMs;
      try {
        this.latest = await this.list();
        this.options.onListed(this.latest);
        for (const waiter of [...this.waiters]) waiter();
      } catch (error) {
        if (this.isStopped()) return;
        logger.debug('listing topics for a pattern subscription failed; retrying', { error: String(error) });
        waitMs = retryBackoffMs;
      }
      await sleep(clock, waitMs, { wake: this.wakeup, signal: this.stop.signal, keepAlive: false }).catch(() => undefined);
    }
  }

  /** `close()` may abort during any await of the loop (a method, so that flow narrowing does not assume otherwise). */
  private isStopped(): boolean {
    return this.stop.signal.aborted;
  }

  private async list(): Promise<ReadonlyMap<string, Uuid>> {
    const fields = { kind: 'all' } as const;
    const { response, version } = await this.options.network.send('any', 'Metadata', (v) => metadataWire.request(fields, v), { timeoutMs: this.options.requestTimeoutMs, signal: this.stop.signal });
    const topics = new Map<string, Uuid>();
    for (const topic of metadataWire.read(response, version, fields).topics) {
      if (topic.name !== null && !topic.internal && topic.errorCode === ErrorCode.NONE) topics.set(topic.name, topic.topicId);
    }
    return topics;
  }
}
