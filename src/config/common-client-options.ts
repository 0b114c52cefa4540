/**
 * The options every client (producer, consumer, admin) takes with the same name, meaning and default, as Java's
 * `CommonClientConfigs` are: declared once here so that each client's interface documents them the same way, and
 * each client's zod schema validates them (schema-parts.ts, tcp-network-client-config.ts).
 */
import type { Logger } from './logger.js';
import type { SaslOptions, TlsOptions } from './network-options.js';

/**
 * The options the producer, the consumer and the admin client share: where the brokers are, how the TCP client
 * built for them connects, and how requests are timed out and retried.
 * @public
 */
export interface CommonClientConfig {
  /**
   * `bootstrap.servers`: the brokers to fetch the first metadata from, as the comma-separated string every Kafka
   * tool prints (`'broker-1:9092,broker-2:9092'`; whitespace around entries is ignored, an empty entry is
   * refused) or an array of `"host:port"` (IPv6 hosts in brackets). Required unless a network client is passed
   * as `network`. Resolved to the array.
   */
  readonly bootstrapServers?: string | readonly string[];
  /**
   * `client.id`: sent in every request header; shows up in broker logs and quotas, and a consumer group's broker
   * derives member ids from it. Default `'kafka-eos'`.
   */
  readonly clientId?: string;
  /** `request.timeout.ms`: how long to wait for any one response, in milliseconds. Default 30000. */
  readonly requestTimeoutMs?: number;
  /**
   * `retry.backoff.ms`: first backoff before retrying a retriable failure, in milliseconds; doubles per attempt
   * (KIP-580). Default 100.
   */
  readonly retryBackoffMs?: number;
  /** `retry.backoff.max.ms`: cap of the exponential retry backoff, in milliseconds (KIP-580). Default 1000. */
  readonly retryBackoffMaxMs?: number;
  /** A logger with `debug`/`info`/`warn`/`error` methods. Default: silent. */
  readonly logger?: Logger;
  /**
   * TLS for the TCP client built from `bootstrapServers` (`security.protocol=SSL`); `true` uses Node's defaults.
   * Default: plaintext.
   */
  readonly tls?: true | TlsOptions;
  /** SASL for the TCP client built from `bootstrapServers` (PLAIN, SCRAM-SHA-256/512, OAUTHBEARER). Default: none. */
  readonly sasl?: SaslOptions;
}
