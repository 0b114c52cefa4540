/**
 * TLS settings of the in-memory cluster's TCP face (Kafka's `ssl.keystore.*`, `ssl.truststore.*` and
 * `ssl.client.auth` of an SSL or SASL_SSL listener), handed to `node:tls` `createServer`.
 */

/**
 * PEM text or bytes, or several of them.
 * @public
 */
export type PemInput = string | Buffer | readonly (string | Buffer)[];

/**
 * The `tls` option of `startCluster`.
 * @public
 */
export interface TcpTlsOptions {
  /** The listener's private key (PEM). */
  readonly key: PemInput;
  /** The listener's certificate chain (PEM); its names must match what clients connect to (e.g. 127.0.0.1, localhost). */
  readonly cert: PemInput;
  /** CAs trusted for client certificates (mutual TLS). */
  readonly ca?: PemInput;
  /** Passphrase of an encrypted `key`. */
  readonly passphrase?: string;
  /** Require and verify a client certificate signed by `ca` (Kafka's `ssl.client.auth=required`). Default false. */
  readonly requestCert?: boolean;
}
