/**
 * The admin client's options as a hand-written, documented interface (see producer-options.ts for why); the zod
 * schema in admin-config.ts validates them, and a compile-time check there keeps the two in agreement. The
 * connection options are the producer's and the consumer's, with the same names and defaults.
 */
import type { NetworkClient } from '../network/network-client.js';
import type { Logger } from './logger.js';
import type { SaslOptions, TlsOptions } from './network-options.js';

/**
 * The admin client configuration. Every option is optional except that one of `bootstrapServers` and
 * {@link AdminOptions.network} must be given.
 * @public
 */
export interface AdminConfig {
  /**
   * `bootstrap.servers`: the brokers to fetch the first metadata from, as the comma-separated string every Kafka
   * tool prints (`'broker-1:9092,broker-2:9092'`; whitespace around entries is ignored, an empty entry is refused)
   * or an array of `"host:port"`. Required unless `network` is given. Resolved to the array.
   */
  readonly bootstrapServers?: string | readonly string[];
  /** `client.id`: sent in every request header; shows up in broker logs and quotas. Default `'kafka-eos'`. */
  readonly clientId?: string;
  /** `request.timeout.ms`: how long to wait for any one response, in milliseconds. Default 30000. */
  readonly requestTimeoutMs?: number;
  /**
   * `default.api.timeout.ms`: bound of a whole admin call (lookups and retries included) when the call does not
   * pass its own `timeoutMs`, in milliseconds. Default 60000.
   */
  readonly defaultApiTimeoutMs?: number;
  /** `retry.backoff.ms`: first backoff before retrying a retriable failure, in milliseconds; doubles per attempt. Default 100. */
  readonly retryBackoffMs?: number;
  /** `retry.backoff.max.ms`: cap of the exponential retry backoff, in milliseconds. Default 1000. */
  readonly retryBackoffMaxMs?: number;
  /** A logger with `debug`/`info`/`warn`/`error` methods. Default: silent. */
  readonly logger?: Logger;
  /** TLS for the TCP client built from `bootstrapServers`; `true` uses Node's defaults. Default: plaintext. */
  readonly tls?: true | TlsOptions;
  /** SASL for the TCP client built from `bootstrapServers`. Default: none. */
  readonly sasl?: SaslOptions;
}

/**
 * What `new Admin(options)` takes: the configuration plus the network layer to use.
 * @public
 */
export interface AdminOptions extends AdminConfig {
  /**
   * The network layer (the in-memory cluster's `InProcessNetworkClient`, or a `TcpNetworkClient`); the caller keeps
   * ownership and closes it. Default: a `TcpNetworkClient` for `bootstrapServers`, closed by `close()`.
   */
  readonly network?: NetworkClient;
}

/** The options that stay optional after resolution (no default). */
type WithoutDefault = 'bootstrapServers' | 'tls' | 'sasl';

/**
 * The admin configuration after validation, with every default filled in (`admin.config`).
 * @public
 */
export interface ResolvedAdminConfig extends Required<Omit<AdminConfig, WithoutDefault>> {
  /** See {@link AdminConfig.bootstrapServers}. */
  readonly bootstrapServers?: readonly string[] | undefined;
  /** See {@link AdminConfig.tls}. */
  readonly tls?: true | TlsOptions | undefined;
  /** See {@link AdminConfig.sasl}. */
  readonly sasl?: SaslOptions | undefined;
}

/**
 * Options every admin call accepts.
 * @public
 */
export interface AdminCallOptions {
  /** Bound of the whole call, lookups and retries included, in milliseconds. Default: the client's `defaultApiTimeoutMs`. */
  readonly timeoutMs?: number;
  /** Cancels the call: it rejects with `OperationAbortedError` (a request already sent may still take effect). */
  readonly signal?: AbortSignal;
}
