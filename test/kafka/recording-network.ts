/**
 * A NetworkClient wrapper that records the API and version of every request that was answered, so a
 * real-Kafka test can assert which request versions the producer used (issue 10, part 5).
 */
import type { BrokerFeatures, BrokerNode, NetworkClient, RequestTarget, SendOptions, SendResult, VersionRange } from '../../src/network/network-client.js';
import type { ApiKeyName, ApiMessages } from '../../src/protocol/messages/index.generated.js';

/** One answered request. @internal */
export interface SentRequest {
  readonly api: ApiKeyName;
  readonly version: number;
}

/**
 * Records what passes through `inner`.
 * @internal
 */
export class RecordingNetwork implements NetworkClient {
  readonly sent: SentRequest[] = [];

  constructor(private readonly inner: NetworkClient) {}

  /** Versions used for `api`, in order. */
  versionsOf(api: ApiKeyName): number[] {
    return this.sent.filter((each) => each.api === api).map((each) => each.version);
  }

  versions(target: RequestTarget, api: ApiKeyName, options?: SendOptions): Promise<VersionRange> {
    return this.inner.versions(target, api, options);
  }

  async send<Name extends ApiKeyName>(target: RequestTarget, api: Name, build: (version: number) => ApiMessages[Name]['request'], options?: SendOptions): Promise<SendResult<ApiMessages[Name]['response']>> {
    const result = await this.inner.send(target, api, build, options);
    this.sent.push({ api, version: result.version });
    return result;
  }

  updateBrokers(brokers: readonly BrokerNode[]): void { this.inner.updateBrokers(brokers); }
  brokers(): readonly BrokerNode[] { return this.inner.brokers(); }

  features(target: RequestTarget, options?: SendOptions): Promise<BrokerFeatures> {
    if (this.inner.features === undefined) return Promise.resolve({ finalizedFeaturesEpoch: -1n, finalized: new Map(), supported: new Map() });
    return this.inner.features(target, options);
  }

  close(): Promise<void> { return this.inner.close(); }
}
