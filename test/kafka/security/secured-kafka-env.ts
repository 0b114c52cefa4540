/**
 * How the security suites find the secured cluster: `KAFKA_SECURITY` names the JSON file the launcher wrote
 * (secured-cluster.ts; `npm run test:kafka -- --security` sets it, `npm run kafka:cluster -- --security ...`
 * prints it). Without it the suites skip with one line saying how to run them, so `npm test` needs neither Java
 * nor a broker. The helpers turn the description into client options, one per way of authenticating.
 */
import { readFileSync } from 'node:fs';
import { describe } from 'vitest';
import type { TlsOptions } from '../../../src/config/network-options.js';
import type { SaslOptions } from '../../../src/network/sasl/sasl-mechanism.js';
import { oidcClientCredentials } from '../../../src/network/sasl/oidc-client-credentials.js';
import type { SecuredKafkaDescription } from './secured-cluster.js';
import type { ClientSecurityProtocol, KafkaSaslMechanism } from './secured-listeners.js';

/** The one line printed when the security suites skip. @internal */
export const HOW_TO_RUN_SECURITY = 'security suites skipped: run `npm run test:kafka -- --security` (starts a secured Kafka with Java 17 + Maven), or set KAFKA_SECURITY to the file `npm run kafka:cluster -- --security ssl,sasl_ssl,sasl_plaintext` prints';

/**
 * The secured cluster's description, or null when the suites should skip.
 * @internal
 */
export function securedKafkaEnv(env: NodeJS.ProcessEnv = process.env): SecuredKafkaDescription | null {
  const file = env.KAFKA_SECURITY?.trim() ?? '';
  if (file === '') return null;
  return JSON.parse(readFileSync(file, 'utf8')) as SecuredKafkaDescription;
}

let announced = false;

/**
 * `describe` for a security suite: runs `body` with the secured cluster, or registers a skipped suite.
 * @internal
 */
export function describeSecuredKafka(name: string, body: (kafka: SecuredKafkaDescription) => void): void {
  const kafka = securedKafkaEnv();
  if (kafka === null) {
    if (!announced) {
      announced = true;
      process.stderr.write(`${HOW_TO_RUN_SECURITY}\n`);
    }
    describe.skip(`${name} (secured Kafka)`, () => undefined);
    return;
  }
  describe(`${name} (secured Kafka ${kafka.kafkaVersion}, transaction.version ${kafka.transactionVersion})`, () => { body(kafka); });
}

/** Network options of a client: where it connects and how it authenticates. @internal */
export interface SecuredClientOptions {
  readonly bootstrapServers: readonly string[];
  readonly tls?: TlsOptions;
  readonly sasl?: SaslOptions;
}

/** The run's CA, trusted by every client. @internal */
export function trustedCa(kafka: SecuredKafkaDescription): Buffer {
  return readFileSync(kafka.tls.caFile);
}

/** A listener's bootstrap servers; fails the test when the cluster does not open it. @internal */
export function listener(kafka: SecuredKafkaDescription, protocol: ClientSecurityProtocol): string[] {
  const bootstrap = kafka.listeners[protocol];
  if (bootstrap === undefined) throw new Error(`the secured cluster has no ${protocol} listener (it has ${Object.keys(kafka.listeners).join(', ')})`);
  return bootstrap.split(',');
}

/** Mutual TLS on the SSL listener with the trusted client certificate (principal `kafka.principals.client`). @internal */
export function mutualTls(kafka: SecuredKafkaDescription): SecuredClientOptions {
  return { bootstrapServers: listener(kafka, 'ssl'), tls: { ca: trustedCa(kafka), cert: readFileSync(kafka.tls.clientCertFile), key: readFileSync(kafka.tls.clientKeyFile) } };
}

/** The SASL options of `mechanism` for `user` (PLAIN and SCRAM), or the run's OAuth client (OAUTHBEARER). @internal */
export function saslFor(kafka: SecuredKafkaDescription, mechanism: KafkaSaslMechanism, user = 'alice', password?: string): SaslOptions {
  const secret = password ?? (user === kafka.superUser.username ? kafka.superUser.password : kafka.users[user] ?? '');
  switch (mechanism) {
    case 'PLAIN': return { mechanism: 'plain', username: user, password: secret };
    case 'SCRAM-SHA-256': return { mechanism: 'scram-sha-256', username: user, password: secret };
    case 'SCRAM-SHA-512': return { mechanism: 'scram-sha-512', username: user, password: secret };
    case 'OAUTHBEARER': {
      const oauth = kafka.oauth;
      if (oauth === undefined) throw new Error('the secured cluster has no OAUTHBEARER');
      return { mechanism: 'oauthbearer', oauthBearerProvider: oidcClientCredentials({ tokenEndpointUrl: oauth.tokenEndpointUrl, clientId: oauth.clientId, clientSecret: oauth.clientSecret }) };
    }
  }
}

/** `sasl` over SASL_SSL (trusting the run's CA) or SASL_PLAINTEXT. @internal */
export function saslClient(kafka: SecuredKafkaDescription, protocol: 'sasl_ssl' | 'sasl_plaintext', sasl: SaslOptions): SecuredClientOptions {
  return protocol === 'sasl_ssl'
    ? { bootstrapServers: listener(kafka, protocol), tls: { ca: trustedCa(kafka) }, sasl }
    : { bootstrapServers: listener(kafka, protocol), sasl };
}

/** The Kafka principal a SASL user or the OAuth client authenticates as. @internal */
export function principalOf(kafka: SecuredKafkaDescription, mechanism: KafkaSaslMechanism, user = 'alice'): string {
  return mechanism === 'OAUTHBEARER' ? `User:${kafka.oauth?.clientId ?? ''}` : `User:${user}`;
}
