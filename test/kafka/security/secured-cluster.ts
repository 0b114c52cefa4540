/**
 * The launcher's side of a secured real-Kafka run: before the JVMs start, `prepareSecurity` makes the run's
 * certificates, users and passwords, and starts the OIDC issuer when OAUTHBEARER is enabled (the brokers read its
 * JWKS); once the brokers listen, {@link SecuredKafka.describe} gives the {@link SecuredKafkaDescription} the
 * suites read (written as JSON to `security.json` in the cluster's directory, its path passed in `KAFKA_SECURITY`).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { TlsOptions } from '../../../src/config/network-options.js';
import { KafkaClusterError } from '../kafka-cluster-error.js';
import { BROKER_DN, CLIENT_DN, createTestCertificates, ROGUE_DN, type TestCertificates } from './certificates.js';
import { startOidcIssuer, type OidcIssuer } from './oidc-issuer.js';
import { CLIENT_SECURITY_PROTOCOLS, KAFKA_SASL_MECHANISMS, type ClientSecurityProtocol, type KafkaSaslMechanism, type KafkaSecurityOptions, type SecuritySettings } from './secured-listeners.js';

/** The OAuth client the suites use, and the issuer's key so that tests can sign tokens of their own. @internal */
export interface OAuthDescription {
  readonly tokenEndpointUrl: string;
  readonly jwksUrl: string;
  readonly issuer: string;
  readonly audience: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly keyId: string;
  readonly privateKeyPem: string;
}

/** What the security suites need to know about the secured cluster (the JSON in `KAFKA_SECURITY`). @internal */
export interface SecuredKafkaDescription {
  readonly kafkaVersion: string;
  readonly transactionVersion: 1 | 2;
  /** Bootstrap servers of each client listener that is open. */
  readonly listeners: Readonly<Partial<Record<ClientSecurityProtocol, string>>>;
  /** Bootstrap servers of the brokers' INTERNAL listener (mutual TLS; the brokers' certificate is a super user). */
  readonly internal: string;
  readonly saslMechanisms: readonly KafkaSaslMechanism[];
  /** `connections.max.reauth.ms` of the SASL listeners (0: none). */
  readonly reauthMs: number;
  /** The SASL super user (`User:admin`), known to PLAIN and SCRAM. */
  readonly superUser: { readonly username: string; readonly password: string };
  /** Ordinary SASL users (PLAIN and SCRAM), with no ACL of their own: tests grant what they need. */
  readonly users: Readonly<Record<string, string>>;
  readonly tls: TestCertificates;
  /** Kafka principals of the certificates. */
  readonly principals: { readonly broker: string; readonly client: string; readonly rogue: string };
  readonly oauth: OAuthDescription | undefined;
}

/** The launcher's handle on a run's security. @internal */
export interface SecuredKafka {
  readonly settings: SecuritySettings;
  describe(listeners: Readonly<Partial<Record<ClientSecurityProtocol, string>>>, internal: string, kafkaVersion: string, transactionVersion: 1 | 2): SecuredKafkaDescription;
  /** Stops the OIDC issuer. */
  close(): Promise<void>;
}

const OAUTH_AUDIENCE = 'kafka-eos';
const OAUTH_CLIENT_ID = 'kafka-eos-app';
const ORDINARY_USERS = ['alice', 'bob'];

/**
 * Validates `options`, makes the certificates in `directory` and starts the issuer if needed.
 * @throws {@link KafkaClusterError} naming the bad option or the failed step.
 * @internal
 */
export async function prepareSecurity(directory: string, options: KafkaSecurityOptions): Promise<SecuredKafka> {
  if (options.protocols.length === 0) throw new KafkaClusterError(`--security needs at least one of ${CLIENT_SECURITY_PROTOCOLS.join(', ')}`);
  for (const protocol of options.protocols) {
    if (!CLIENT_SECURITY_PROTOCOLS.includes(protocol)) throw new KafkaClusterError(`--security: unknown protocol '${protocol}'; expected ${CLIENT_SECURITY_PROTOCOLS.join(', ')}`);
  }
  const mechanisms = [...new Set(options.saslMechanisms ?? KAFKA_SASL_MECHANISMS)];
  for (const mechanism of mechanisms) {
    if (!KAFKA_SASL_MECHANISMS.includes(mechanism)) throw new KafkaClusterError(`--sasl-mechanisms: unknown mechanism '${mechanism}'; expected ${KAFKA_SASL_MECHANISMS.join(', ')}`);
  }
  const reauthMs = options.reauthMs ?? 0;
  if (!Number.isInteger(reauthMs) || reauthMs < 0) throw new KafkaClusterError(`--reauth-ms must be a non-negative integer, got ${String(options.reauthMs)}`);
  const sasl = options.protocols.some((each) => each.startsWith('sasl_'));
  if (sasl && mechanisms.length === 0) throw new KafkaClusterError('--sasl-mechanisms must list at least one mechanism for a SASL listener');

  const certificates = createTestCertificates(directory);
  const password = (): string => randomBytes(9).toString('hex');
  const superUser = { username: 'admin', password: password() };
  const users = Object.fromEntries(ORDINARY_USERS.map((user) => [user, password()]));
  const clientSecret = password();
  let issuer: OidcIssuer | undefined;
  if (sasl && mechanisms.includes('OAUTHBEARER')) {
    issuer = await startOidcIssuer({ audience: OAUTH_AUDIENCE, clients: { [OAUTH_CLIENT_ID]: { secret: clientSecret } } });
  }
  const settings: SecuritySettings = {
    options: { ...options, saslMechanisms: mechanisms, reauthMs },
    mechanisms: sasl ? mechanisms : [],
    certificates,
    users: { [superUser.username]: superUser.password, ...users },
    oidc: issuer === undefined ? undefined : { jwksUrl: issuer.jwksUrl, issuer: issuer.issuer, audience: issuer.audience },
  };
  return {
    settings,
    describe: (listeners, internal, kafkaVersion, transactionVersion) => ({
      kafkaVersion, transactionVersion, listeners, internal, saslMechanisms: settings.mechanisms, reauthMs, superUser, users,
      tls: certificates,
      principals: { broker: `User:${BROKER_DN}`, client: `User:${CLIENT_DN}`, rogue: `User:${ROGUE_DN}` },
      oauth: issuer === undefined ? undefined : {
        tokenEndpointUrl: issuer.tokenEndpointUrl, jwksUrl: issuer.jwksUrl, issuer: issuer.issuer, audience: issuer.audience,
        clientId: OAUTH_CLIENT_ID, clientSecret, keyId: issuer.keyId, privateKeyPem: issuer.privateKeyPem,
      },
    }),
    close: () => issuer?.close() ?? Promise.resolve(),
  };
}

/**
 * TLS options of the test tooling's super-user client: the brokers' own certificate on the INTERNAL listener.
 * @internal
 */
export function superUserTls(certificates: TestCertificates): TlsOptions {
  return { ca: readFileSync(certificates.caFile), cert: readFileSync(certificates.brokerCertFile), key: readFileSync(certificates.brokerKeyFile) };
}
