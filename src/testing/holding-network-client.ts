/**
 * A NetworkClient wrapper for tests: it records every request a client sends (API, target, version, request
 * and answer), and can hold the answer of one request until the test releases it, rewritten if wanted (an
 * error for some partitions only, a late error for a request that was applied), or fail it as a dropped
 * connection after the broker applied it. Lets a test call a public operation while a given request is
 * provably in flight. Wraps any NetworkClient, typically an {@link InProcessNetworkClient}.
 */
import type { ApiKeyName, ApiMessages } from '../protocol/messages/index.generated.js';
import type { BrokerFeatures, BrokerNode, NetworkClient, RequestTarget, SendOptions, SendResult, VersionRange } from '../network/network-client.js';
import { NetworkError } from '../network/network-errors.js';

/**
 * One request seen by a {@link HoldingNetworkClient}, in the order sent. `response` is what the client got
 * (after any rewrite); `undefined` until answered, or when the request failed.
 * @public
 */
export interface ObservedRequest {
  /** The request's API. */
  readonly api: ApiKeyName;
  /** Where the client sent it: a broker's node id, or `'any'`. */
  readonly target: RequestTarget;
  /** The broker that answered; undefined until answered. */
  nodeId: number | undefined;
  /** The version it was built at; undefined until sent. */
  version: number | undefined;
  /** The request body as the client built it; undefined until built. */
  request: unknown;
  /** The answer the client got (after any rewrite); undefined until answered, or when the request failed. */
  response: unknown;
  /** Why the request failed (network error, timeout, or {@link HeldRequest.dropConnection}). */
  error: unknown;
}

/**
 * A held request. `sent` resolves once the request reached the broker (for a deferred hold: once the client
 * handed it over; the broker sees it only at release).
 * @public
 */
export interface HeldRequest<Name extends ApiKeyName> {
  /** Resolves once the request reached the broker (for a deferred hold: once the client handed it over). */
  readonly sent: Promise<void>;
  /** True once {@link HeldRequest.release} or {@link HeldRequest.dropConnection} was called. */
  readonly isReleased: boolean;
  /** Lets the answer through, rewritten by `rewrite` when given (e.g. an error code for one partition). */
  release(rewrite?: (response: ApiMessages[Name]['response']) => ApiMessages[Name]['response']): void;
  /**
   * The broker applies the request (at once, or now for a deferred hold), then the connection drops: the
   * client gets a {@link NetworkError} with `requestSent: true` instead of the answer.
   */
  dropConnection(): void;
}

type Outcome = { readonly kind: 'answer'; readonly rewrite: ((response: unknown) => unknown) | undefined } | { readonly kind: 'drop' };

interface Hold {
  readonly api: ApiKeyName;
  readonly deferred: boolean;
  readonly markSent: () => void;
  readonly outcome: Promise<Outcome>;
}

/**
 * Forwards to another NetworkClient, recording every request and holding the ones a test asked for.
 * @public
 */
export class HoldingNetworkClient implements NetworkClient {
  private readonly holds: Hold[] = [];
  /** Every request sent through this client, in order. */
  readonly requests: ObservedRequest[] = [];

  /**
   * Wraps `inner`; every request is held until a test releases it.
   * @param inner - The client that sends what is released.
   */
  constructor(private readonly inner: NetworkClient) {}

  /** The requests of one API, in order. */
  requestsOf(api: ApiKeyName): ObservedRequest[] {
    return this.requests.filter((each) => each.api === api);
  }

  /**
   * Holds the answer to the next request of `api`. The request reaches the broker at once (applied, answer
   * late), or with `deferred` only when released (in flight from the client's view, not yet applied: inject a
   * fault before releasing to have it answered with an error it was not applied for).
   */
  hold<Name extends ApiKeyName>(api: Name, options: { readonly deferred?: boolean } = {}): HeldRequest<Name> {
    let markSent!: () => void;
    const sent = new Promise<void>((resolve) => { markSent = resolve; });
    let settle!: (outcome: Outcome) => void;
    const outcome = new Promise<Outcome>((resolve) => { settle = resolve; });
    this.holds.push({ api, deferred: options.deferred === true, markSent, outcome });
    let isReleased = false;
    return {
      sent,
      get isReleased() { return isReleased; },
      release(rewrite) {
        isReleased = true;
        settle({ kind: 'answer', rewrite: rewrite as ((response: unknown) => unknown) | undefined });
      },
      dropConnection() {
        isReleased = true;
        settle({ kind: 'drop' });
      },
    };
  }

  /** The wrapped client's version range for `api`. */
  versions(target: RequestTarget, api: ApiKeyName, options?: SendOptions): Promise<VersionRange> {
    return this.inner.versions(target, api, options);
  }

  /**
   * Sends through the wrapped client and records the request; the answer waits when a {@link
   * HoldingNetworkClient.hold} matches it.
   */
  async send<Name extends ApiKeyName>(
    target: RequestTarget, api: Name, build: (version: number) => ApiMessages[Name]['request'], options?: SendOptions,
  ): Promise<SendResult<ApiMessages[Name]['response']>> {
    const observed: ObservedRequest = { api, target, nodeId: undefined, version: undefined, request: undefined, response: undefined, error: undefined };
    this.requests.push(observed);
    const recordingBuild = (version: number): ApiMessages[Name]['request'] => {
      const request = build(version);
      observed.version = version;
      observed.request = request;
      return request;
    };
    const index = this.holds.findIndex((each) => each.api === api);
    try {
      if (index < 0) {
        const answer = await this.inner.send(target, api, recordingBuild, options);
        observed.nodeId = answer.nodeId;
        observed.response = answer.response;
        return answer;
      }
      const [hold] = this.holds.splice(index, 1);
      if (hold === undefined) throw new Error('unreachable: the hold was found above');
      // The held request must not time out inside the inner client while the test holds it.
      const forward = (): Promise<SendResult<ApiMessages[Name]['response']>> => this.inner.send(target, api, recordingBuild, { ...options, timeoutMs: 24 * 3600_000 });
      const early = hold.deferred ? undefined : forward();
      early?.catch(() => undefined);
      hold.markSent();
      const outcome = await hold.outcome;
      const answer = await (early ?? forward());
      observed.nodeId = answer.nodeId;
      if (outcome.kind === 'drop') {
        throw new NetworkError(`connection to broker ${answer.nodeId} dropped after ${api} was applied (held by the test)`, { nodeId: answer.nodeId, requestSent: true });
      }
      const response = outcome.rewrite === undefined ? answer.response : outcome.rewrite(answer.response) as ApiMessages[Name]['response'];
      observed.response = response;
      return { ...answer, response };
    } catch (error) {
      observed.error = error;
      throw error;
    }
  }

  /** Passes Metadata's broker addresses to the wrapped client. */
  updateBrokers(brokers: readonly BrokerNode[]): void {
    this.inner.updateBrokers(brokers);
  }

  /** The wrapped client's known brokers. */
  brokers(): readonly BrokerNode[] {
    return this.inner.brokers();
  }

  /** The wrapped client's broker features; rejects when it reports none. */
  features(target: RequestTarget, options?: SendOptions): Promise<BrokerFeatures> {
    if (this.inner.features === undefined) return Promise.reject(new Error('the wrapped NetworkClient reports no features'));
    return this.inner.features(target, options);
  }

  /** Closes the wrapped client. */
  close(): Promise<void> {
    return this.inner.close();
  }
}
