/**
 * The client side of one SASL exchange, sans-I/O: the authenticator (sasl-authenticator.ts) carries
 * the bytes in SaslAuthenticate requests; a mechanism only turns server bytes into client bytes.
 * Mirrors Java's `javax.security.sasl.SaslClient` (`evaluateChallenge`, `isComplete`).
 */

/**
 * One client-side SASL exchange.
 * @internal
 */
export interface SaslSession {
  /** The mechanism's registered name as Kafka expects it in SaslHandshake, e.g. `SCRAM-SHA-512`. */
  readonly mechanism: string;
  /** The client's first message. */
  initialResponse(): Promise<Buffer>;
  /**
   * The client's next message for the server's `challenge`, or null when the exchange is complete
   * on the client side. Throws a `SaslAuthenticationError` when the server cannot be trusted.
   * `signal` abandons a slow step (SCRAM's key derivation) when the connection or client closes.
   */
  respond(challenge: Buffer, signal?: AbortSignal): Promise<Buffer | null>;
}

/**
 * What an OAUTHBEARER token callback returns (KIP-255, KIP-342 extensions).
 * @public
 */
export interface OAuthBearerToken {
  /** The compact-serialised token (usually a JWT), sent as `auth=Bearer <value>`. */
  readonly value: string;
  /** SASL extensions (KIP-342), e.g. `{ logicalCluster: 'lkc-123' }` for Confluent Cloud. */
  readonly extensions?: Readonly<Record<string, string>>;
}

/**
 * SASL settings of the TCP network client.
 * @public
 */
export type SaslOptions =
  | {
    /** SASL/PLAIN: the password travels as is, so use it over TLS only. */
    readonly mechanism: 'plain';
    /** The user name the broker authenticates. */
    readonly username: string;
    /** The user's password. */
    readonly password: string;
  }
  | {
    /** SASL/SCRAM with SHA-256 or SHA-512 (RFC 5802, 7677): the password never travels. */
    readonly mechanism: 'scram-sha-256' | 'scram-sha-512';
    /** The SCRAM user name, as created on the cluster (`kafka-configs --alter --add-config 'SCRAM-SHA-512=[...]'`). */
    readonly username: string;
    /** The user's password. */
    readonly password: string;
    /**
       * Most PBKDF2 iterations the client computes when the server asks; a server asking more fails
       * authentication at once. Default 16384, the most Kafka's brokers store (`ScramMechanism.maxIterations`);
       * at least 4096.
       */
    readonly maxIterations?: number | undefined;
  }
  | {
    /** SASL/OAUTHBEARER (KIP-255): a bearer token from your identity provider. */
    readonly mechanism: 'oauthbearer';
    /** Called for every new connection (and re-authentication): a current token, e.g. from `oidcClientCredentials`. */
    readonly oauthBearerProvider: () => Promise<OAuthBearerToken>;
  };
