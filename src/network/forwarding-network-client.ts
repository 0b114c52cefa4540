/**
 * A {@link NetworkClient} that hands everything to another one: the base of the decorators that watch requests
 * (the producer's metrics, the consumer's broker reachability), which override only what they observe.
 */
import type { ApiKeyName, ApiMessages } from '../protocol/messages/api-keys.generated.js';
import type { BrokerFeatures, BrokerNode, NetworkClient, RequestTarget, SendOptions, SendResult, VersionRange } from './network-client.js';

/**
 * Forwards every member to `inner`, the optional ones only when `inner` has them.
 * @internal
 */
export class ForwardingNetworkClient implements NetworkClient {
  readonly features?: (target: RequestTarget, options?: SendOptions) => Promise<BrokerFeatures>;
  readonly lastConnectionFailure?: () => Error | undefined;

  constructor(protected readonly inner: NetworkClient) {
    if (inner.features !== undefined) {
      this.features = (target, options) => this.forwardFeatures((inner.features as NonNullable<NetworkClient['features']>).call(inner, target, options));
    }
    if (inner.lastConnectionFailure !== undefined) this.lastConnectionFailure = () => inner.lastConnectionFailure?.();
  }

  versions(target: RequestTarget, api: ApiKeyName, options?: SendOptions): Promise<VersionRange> {
    return this.inner.versions(target, api, options);
  }

  send<Name extends ApiKeyName>(
    target: RequestTarget, api: Name, build: (version: number) => ApiMessages[Name]['request'], options?: SendOptions,
  ): Promise<SendResult<ApiMessages[Name]['response']>> {
    return this.inner.send(target, api, build, options);
  }

  updateBrokers(brokers: readonly BrokerNode[]): void {
    this.inner.updateBrokers(brokers);
  }

  brokers(): readonly BrokerNode[] {
    return this.inner.brokers();
  }

  close(): Promise<void> {
    return this.inner.close();
  }

  /** What `features` returns of `inner`'s answer (a decorator may watch it). */
  protected forwardFeatures(work: Promise<BrokerFeatures>): Promise<BrokerFeatures> {
    return work;
  }
}
