/**
 * A test NetworkClient that forwards to another one and can hold the answer of one request until the test
 * releases it, optionally rewritten (an error answer arriving late, after the request was applied or not).
 * Lets a scenario call a public operation while a given request is provably in flight.
 */
import type { ApiKeyName, ApiMessages } from '../../src/protocol/messages/index.generated.js';
import type { BrokerFeatures, BrokerNode, NetworkClient, RequestTarget, SendOptions, SendResult, VersionRange } from '../../src/network/network-client.js';

/** One held request: `sent` resolves once it reached the broker; `release` lets its answer through. */
export interface HeldRequest<Name extends ApiKeyName> {
  readonly sent: Promise<void>;
  readonly isReleased: boolean;
  /** Lets the answer through, rewritten by `rewrite` when given. */
  release(rewrite?: (response: ApiMessages[Name]['response']) => ApiMessages[Name]['response']): void;
}

interface Hold {
  readonly api: ApiKeyName;
  readonly deferred: boolean;
  readonly sent: () => void;
  readonly released: Promise<((response: unknown) => unknown) | undefined>;
}

export class HoldingNetwork implements NetworkClient {
  private readonly holds: Hold[] = [];
  /** Every answer received, in order (after any rewrite). */
  readonly answers: { readonly api: ApiKeyName; readonly response: unknown }[] = [];

  constructor(private readonly inner: NetworkClient) {}

  /**
   * Holds the answer to the next request of `api`. The request reaches the broker at once (applied, answer
   * late), or with `deferred` only when released (in flight from the client's view, not yet applied: inject a
   * fault before releasing to have it answered with an error it was not applied for).
   */
  hold<Name extends ApiKeyName>(api: Name, options: { readonly deferred?: boolean } = {}): HeldRequest<Name> {
    let markSent!: () => void;
    const sent = new Promise<void>((resolve) => { markSent = resolve; });
    let release!: (rewrite: ((response: unknown) => unknown) | undefined) => void;
    const released = new Promise<((response: unknown) => unknown) | undefined>((resolve) => { release = resolve; });
    this.holds.push({ api, deferred: options.deferred === true, sent: markSent, released });
    let isReleased = false;
    return {
      sent,
      get isReleased() { return isReleased; },
      release(rewrite) {
        isReleased = true;
        release(rewrite as ((response: unknown) => unknown) | undefined);
      },
    };
  }

  versions(nodeId: RequestTarget, api: ApiKeyName, options?: SendOptions): Promise<VersionRange> {
    return this.inner.versions(nodeId, api, options);
  }

  async send<Name extends ApiKeyName>(
    target: RequestTarget, api: Name, build: (version: number) => ApiMessages[Name]['request'], options?: SendOptions,
  ): Promise<SendResult<ApiMessages[Name]['response']>> {
    const index = this.holds.findIndex((each) => each.api === api);
    if (index < 0) {
      const answer = await this.inner.send(target, api, build, options);
      this.answers.push({ api, response: answer.response });
      return answer;
    }
    const hold = this.holds.splice(index, 1)[0]!;
    const forward = (): Promise<SendResult<ApiMessages[Name]['response']>> => this.inner.send(target, api, build, { ...options, timeoutMs: 24 * 3600_000 });
    const result = hold.deferred ? undefined : forward();
    hold.sent();
    const rewrite = await hold.released;
    const answer = await (result ?? forward());
    const response = rewrite === undefined ? answer.response : rewrite(answer.response) as ApiMessages[Name]['response'];
    this.answers.push({ api, response });
    return { ...answer, response };
  }

  updateBrokers(brokers: readonly BrokerNode[]): void {
    this.inner.updateBrokers(brokers);
  }

  brokers(): readonly BrokerNode[] {
    return this.inner.brokers();
  }

  features(target: RequestTarget, options?: SendOptions): Promise<BrokerFeatures> {
    if (this.inner.features === undefined) return Promise.reject(new Error('no features'));
    return this.inner.features(target, options);
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
