/**
 * The TCP network client's options as hand-written, documented interfaces (see producer-options.ts for why).
 * The zod schemas in tcp-network-client-config.ts validate them; a compile-time check there
 * keeps the two in agreement.
 */
import type { OAuthBearerToken, SaslOptions } from '../network/sasl/sasl-mechanism.js';
import type { Logger } from './logger.js';

export type { OAuthBearerToken, SaslOptions };

/**
 * TLS settings (`security.protocol=SSL`), shared by the TCP client and the producer configuration.
 * PEM values are strings, Buffers, or arrays of them. `undefined` means the same as an absent option.
 * @public
 */
export interface TlsOptions {
  /** Trusted CA certificates (PEM). Default: Node's root store. */
  readonly ca?: string | Buffer | readonly (string | Buffer)[] | undefined;
  /** Client certificate chain (PEM) for mutual TLS (`ssl.keystore` in Java). Default: none. */
  readonly cert?: string | Buffer | readonly (string | Buffer)[] | undefined;
  /** Client private key (PEM). Default: none. */
  readonly key?: string | Buffer | readonly (string | Buffer)[] | undefined;
  /** Passphrase of an encrypted `key`. Default: none. */
  readonly passphrase?: string | undefined;
  /** SNI and certificate host name. Default: the broker's host, unless it is an IP address. */
  readonly servername?: string | undefined;
  /** `false` accepts any server certificate: for tests only. Default `true`. */
  readonly rejectUnauthorized?: boolean | undefined;
}

/**
 * Options of `new TcpNetworkClient(options)`. Names follow the Java client's; defaults are Kafka's.
 * @public
 */
export interface TcpNetworkClientOptions {
  /**
   * `bootstrap.servers`: `"host:port,host:port"` (whitespace around entries is ignored, an empty entry is refused)
   * or an array of `"host:port"` (IPv6 hosts in brackets); tried in turn until one answers. Required.
   */
  readonly bootstrapServers: string | readonly string[];
  /** `client.id`: sent in every request header. Default `'kafka-eos'`. */
  readonly clientId?: string;
  /** `request.timeout.ms`: default bound per request, from hand-off to response, in milliseconds. Default 30000. */
  readonly requestTimeoutMs?: number;
  /** `socket.connection.setup.timeout.ms`: bound on TCP connect plus TLS handshake, in milliseconds. Default 10000. */
  readonly connectionTimeoutMs?: number;
  /** `reconnect.backoff.ms`: wait after a failed connection before the next attempt to that broker, in milliseconds. Default 50. */
  readonly reconnectBackoffMs?: number;
  /** `reconnect.backoff.max.ms`: cap of the exponential reconnect backoff, in milliseconds (KIP-144). Default 1000. */
  readonly reconnectBackoffMaxMs?: number;
  /** `max.in.flight.requests.per.connection`: written-but-unanswered requests per broker (1-1000); more wait in a queue. Default 5. */
  readonly maxInFlightRequestsPerConnection?: number;
  /** Requests that may wait for an in-flight slot per broker; beyond it `send` fails at once with `requestSent: false`. Default 10000. */
  readonly maxQueuedRequestsPerConnection?: number;
  /** TLS (`security.protocol=SSL`); `true` uses Node's defaults. Default: plaintext. */
  readonly tls?: true | TlsOptions;
  /** SASL (`SASL_PLAINTEXT`, or `SASL_SSL` together with `tls`). Default: none. */
  readonly sasl?: SaslOptions;
  /** A logger with `debug`/`info`/`warn`/`error` methods. Default: silent. */
  readonly logger?: Logger;
}
