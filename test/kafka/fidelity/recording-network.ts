/**
 * A NetworkClient wrapper that records, for every response a producer receives, the API and every non-zero
 * error code anywhere in it (top level, per topic, per partition): the broker's side of the trace the
 * fidelity suite compares. Versions are not recorded: the in-memory cluster and real Kafka may negotiate
 * different versions of the same API, and the fidelity question is what the broker answered.
 */
import { errorCodeInfo } from '../../../src/errors/protocol-error-codes.generated.js';
import type { ApiKeyName, ApiMessages } from '../../../src/protocol/messages/index.generated.js';
import type { BrokerFeatures, BrokerNode, NetworkClient, RequestTarget, SendOptions, SendResult, VersionRange } from '../../../src/network/network-client.js';

/** One answered (or failed) request. @internal */
export interface RecordedResponse {
  readonly api: ApiKeyName;
  /** Non-zero error codes found in the response, in document order, de-duplicated. */
  readonly errorCodes: readonly number[];
  /** Set when no response came (network error, timeout). */
  readonly failure?: string;
}

/** Collects every `errorCode` field of a decoded response. */
function errorCodesOf(value: unknown, into: number[]): void {
  if (Array.isArray(value)) { for (const each of value) errorCodesOf(each, into); return; }
  if (value === null || typeof value !== 'object') return;
  for (const [key, field] of Object.entries(value)) {
    if (key === 'errorCode' && typeof field === 'number') {
      if (field !== 0 && !into.includes(field)) into.push(field);
    } else {
      errorCodesOf(field, into);
    }
  }
}

/**
 * Delegates to `inner` and records responses.
 * @internal
 */
export class RecordingNetworkClient implements NetworkClient {
  readonly responses: RecordedResponse[] = [];

  constructor(private readonly inner: NetworkClient) {}

  versions(target: RequestTarget, api: ApiKeyName, options?: SendOptions): Promise<VersionRange> {
    return this.inner.versions(target, api, options);
  }

  async send<Name extends ApiKeyName>(
    target: RequestTarget,
    api: Name,
    build: (version: number) => ApiMessages[Name]['request'],
    options?: SendOptions,
  ): Promise<SendResult<ApiMessages[Name]['response']>> {
    try {
      const result = await this.inner.send(target, api, build, options);
      const errorCodes: number[] = [];
      errorCodesOf(result.response, errorCodes);
      this.responses.push({ api, errorCodes });
      return result;
    } catch (error) {
      this.responses.push({ api, errorCodes: [], failure: error instanceof Error ? error.name : String(error) });
      throw error;
    }
  }

  updateBrokers(brokers: readonly BrokerNode[]): void { this.inner.updateBrokers(brokers); }
  brokers(): readonly BrokerNode[] { return this.inner.brokers(); }
  features(target: RequestTarget, options?: SendOptions): Promise<BrokerFeatures> {
    if (this.inner.features === undefined) return Promise.resolve({ finalizedFeaturesEpoch: -1n, finalized: new Map(), supported: new Map() });
    return this.inner.features(target, options);
  }

  close(): Promise<void> { return this.inner.close(); }

  /**
   * Responses recorded since `from`, as `Api` or `Api:code,code` strings. Left out, because their number
   * depends on timing and not on the broker's semantics: Metadata and ApiVersions, responses whose errors are
   * all retriable (a coordinator still loading, a leader moving, CONCURRENT_TRANSACTIONS) and repeats (how the
   * client batches AddPartitionsToTxn depends on its timing: the trace says which APIs answered which codes).
   */
  since(from: number): string[] {
    const lines = this.responses.slice(from)
      .filter((each) => each.api !== 'Metadata' && each.api !== 'ApiVersions' && each.failure === undefined)
      .filter((each) => each.errorCodes.length === 0 || !each.errorCodes.every((code) => errorCodeInfo(code)?.retriable === true))
      .map((each) => each.errorCodes.length === 0 ? each.api : `${each.api}:${each.errorCodes.join(',')}`);
    return [...new Set(lines)];
  }
}
