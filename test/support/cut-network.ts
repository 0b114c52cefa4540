/**
 * A NetworkClient wrapper for tests that cuts chosen requests off: while a cut is in place, every request it
 * matches fails at once with a {@link NetworkError}, without reaching the broker. `requestSent: true` stands for a
 * request lost after it left (its outcome unknown to the client: an EndTxn the coordinator never saw), `false` for a
 * connection that could not be made (a process that is gone). Everything else is forwarded.
 */
import type { BrokerFeatures, BrokerNode, NetworkClient, RequestTarget, SendOptions, SendResult, VersionRange } from '../../src/network/network-client.js';
import { NetworkError } from '../../src/network/network-errors.js';
import type { ApiKeyName, ApiMessages } from '../../src/protocol/messages/index.generated.js';

export class CutNetwork implements NetworkClient {
  private rule: { readonly matches: (api: ApiKeyName) => boolean; readonly requestSent: boolean } | undefined;
  /** The requests failed by a cut, in order. */
  readonly cutOff: ApiKeyName[] = [];

  constructor(private readonly inner: NetworkClient) {}

  /** Fails every request `matches` selects from now on (`() => true`: everything, as for a killed process). */
  cut(matches: (api: ApiKeyName) => boolean, options: { readonly requestSent: boolean }): void {
    this.rule = { matches, requestSent: options.requestSent };
  }

  /** Lets every request through again. */
  restore(): void {
    this.rule = undefined;
  }

  versions(target: RequestTarget, api: ApiKeyName, options?: SendOptions): Promise<VersionRange> {
    return this.inner.versions(target, api, options);
  }

  send<Name extends ApiKeyName>(target: RequestTarget, api: Name, build: (version: number) => ApiMessages[Name]['request'], options?: SendOptions): Promise<SendResult<ApiMessages[Name]['response']>> {
    const rule = this.rule;
    if (rule !== undefined && rule.matches(api)) {
      this.cutOff.push(api);
      const nodeId = typeof target === 'number' ? target : null;
      return Promise.reject(new NetworkError(`${api} cut off by the test${rule.requestSent ? ' after it was sent' : ''}`, { nodeId, requestSent: rule.requestSent }));
    }
    return this.inner.send(target, api, build, options);
  }

  updateBrokers(brokers: readonly BrokerNode[]): void {
    this.inner.updateBrokers(brokers);
  }

  brokers(): readonly BrokerNode[] {
    return this.inner.brokers();
  }

  features(target: RequestTarget, options?: SendOptions): Promise<BrokerFeatures> {
    return this.inner.features === undefined ? Promise.reject(new Error('the wrapped NetworkClient reports no features')) : this.inner.features(target, options);
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
