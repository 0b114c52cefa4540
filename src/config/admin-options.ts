/**
 * The admin client's options as a hand-written, documented interface (see producer-options.ts for why); the zod
 * schema in admin-config.ts validates them, and a compile-time check there keeps the two in agreement. The
 * options every client shares (bootstrap servers, timeouts, TLS, SASL) are declared once in common-client-options.ts.
 */
import type { NetworkClient } from '../network/network-client.js';
import type { CommonClientConfig } from './common-client-options.js';
import type { SaslOptions, TlsOptions } from './network-options.js';

/**
 * The admin client configuration. Every option is optional except that one of `bootstrapServers` and
 * {@link AdminOptions.network} must be given.
 * @public
 */
export interface AdminConfig extends CommonClientConfig {
  /**
   * `default.api.timeout.ms`: bound of a whole admin call (lookups and retries included) when the call does not
   * pass its own `timeoutMs`, in milliseconds. Default 60000.
   */
  readonly defaultApiTimeoutMs?: number;
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
