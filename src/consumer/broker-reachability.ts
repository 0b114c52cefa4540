/**
 * Whether the consumer reaches any broker. A consumer whose brokers are all unreachable would otherwise return
 * empty batches forever while its group and fetch loops retry in silence. Every request the consumer sends goes
 * through a decorator of its network client that watches the outcome: an answer (or a negotiated connection)
 * means a broker is reachable; a network failure, a request timeout or an authentication failure does not.
 *
 * The rule: once no broker has answered for `reportAfterMs` (`defaultApiTimeoutMs`, the bound of the consumer's
 * other calls) while requests kept failing, the consumer reports it: a {@link BrokersUnreachableError} naming the
 * last failure, which `poll` raises once, an `error` event, a warn log and the `brokers-unreachable-*` metrics.
 * While it lasts it reports again every `reportAfterMs`. An authentication failure (SASL, TLS verification) is
 * reported at once, as itself: retrying cannot fix the configuration (Java's consumer throws it from `poll`).
 * The background loops keep retrying either way; the first answer ends the outage (logged at info).
 */
import type { Logger } from '../config/logger.js';
import type { Clock } from '../internal/clock.js';
import type { ApiKeyName, ApiMessages } from '../protocol/messages/api-keys.generated.js';
import type { BrokerFeatures, NetworkClient, RequestTarget, SendOptions, SendResult, VersionRange } from '../network/network-client.js';
import { ForwardingNetworkClient } from '../network/forwarding-network-client.js';
import { isAuthenticationError, isNetworkError, isRequestTimeoutError, isUnsupportedApiError } from '../network/network-errors.js';
import { BrokersUnreachableError } from './consumer-errors.js';

/**
 * Options of a {@link BrokerReachability}.
 * @internal
 */
export interface BrokerReachabilityOptions {
  readonly clock: Clock;
  readonly logger: Logger;
  /** How long no broker may answer before it is reported (`defaultApiTimeoutMs`). */
  readonly reportAfterMs: number;
  /** A report was made (wake `poll`, emit the `error` event). */
  readonly onReport: (error: Error) => void;
}

/**
 * The reachability of the consumer's brokers, and the decorated network client that feeds it.
 * @internal
 */
export class BrokerReachability {
  /** The consumer's network client, watched. */
  readonly network: NetworkClient;
  /** Reports made so far. */
  reports = 0;
  private readonly options: BrokerReachabilityOptions;
  /** When the current outage began (the first failure since the last answer); undefined while brokers answer. */
  private unreachableSince: number | undefined;
  private lastFailure: Error | undefined;
  /** When the current outage was last reported. */
  private reportedAt: number | undefined;
  /** The report `poll` has not raised yet. */
  private pending: Error | undefined;
  /** Set when the consumer closes: the requests of its close (LeaveGroup) report nothing. */
  private stopped = false;

  constructor(inner: NetworkClient, options: BrokerReachabilityOptions) {
    this.options = options;
    this.network = new WatchedNetworkClient(inner, this.reached, this.failed);
  }

  /** How long no broker has answered (0 while one does). */
  unreachableMs(): number {
    return this.unreachableSince === undefined ? 0 : this.options.clock.now() - this.unreachableSince;
  }

  /** Milliseconds until the next report is due (`Infinity` while brokers answer): how long a `poll` may sleep. */
  reportDueInMs(): number {
    const since = this.unreachableSince;
    if (since === undefined) return Infinity;
    return Math.max(0, (this.reportedAt ?? since) + this.options.reportAfterMs - this.options.clock.now());
  }

  /** The consumer is closing: no more reports. */
  stop(): void {
    this.stopped = true;
    this.pending = undefined;
  }

  /** The report `poll` raises, once (after making it, when it is due now). */
  take(): Error | undefined {
    this.check(false);
    const pending = this.pending;
    this.pending = undefined;
    return pending;
  }

  private readonly reached = (): void => {
    if (this.unreachableSince === undefined) return;
    if (this.reportedAt !== undefined) {
      this.options.logger.info('a broker answered again', { unreachableMs: this.unreachableMs() });
    }
    this.unreachableSince = undefined;
    this.lastFailure = undefined;
    this.reportedAt = undefined;
    this.pending = undefined;
  };

  private readonly failed = (error: Error): void => {
    this.unreachableSince ??= this.options.clock.now();
    this.lastFailure = error;
    this.check(isAuthenticationError(error));
  };

  /** Reports the outage when it is due: `reportAfterMs` after it began or was last reported (`atOnce`: since it began). */
  private check(atOnce: boolean): void {
    const since = this.unreachableSince;
    if (since === undefined || this.stopped) return;
    const at = this.options.clock.now();
    const from = this.reportedAt ?? (atOnce ? -Infinity : since);
    if (at - from < this.options.reportAfterMs) return;
    const cause = this.lastFailure;
    const error = cause !== undefined && isAuthenticationError(cause) ? cause : new BrokersUnreachableError(at - since, cause);
    this.reportedAt = at;
    this.pending = error;
    this.reports++;
    this.options.logger.warn('no broker reachable; poll() rejects with the cause, retrying in the background', { unreachableMs: at - since, error: error.message });
    this.options.onReport(error);
  }
}

/** Forwards to `inner`, telling the outcome of each request: answered, or a failure to reach the broker. */
class WatchedNetworkClient extends ForwardingNetworkClient {
  constructor(inner: NetworkClient, private readonly reached: () => void, private readonly failed: (error: Error) => void) {
    super(inner);
  }

  override versions(target: RequestTarget, api: ApiKeyName, options?: SendOptions): Promise<VersionRange> {
    return this.watch(super.versions(target, api, options));
  }

  override send<Name extends ApiKeyName>(
    target: RequestTarget, api: Name, build: (version: number) => ApiMessages[Name]['request'], options?: SendOptions,
  ): Promise<SendResult<ApiMessages[Name]['response']>> {
    return this.watch(super.send(target, api, build, options));
  }

  protected override forwardFeatures(work: Promise<BrokerFeatures>): Promise<BrokerFeatures> {
    return this.watch(work);
  }

  private watch<T>(work: Promise<T>): Promise<T> {
    return work.then(
      (value) => { this.reached(); return value; },
      (error: unknown) => {
        // An unsupported API was still an answer (ApiVersions); an aborted request or a codec error says nothing.
        if (isUnsupportedApiError(error)) this.reached();
        else if (isNetworkError(error) || isRequestTimeoutError(error) || isAuthenticationError(error)) this.failed(error);
        throw error;
      },
    );
  }
}
