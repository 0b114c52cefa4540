/**
 * Every way of authenticating the client offers, against Apache Kafka's own `SslTransportLayer`,
 * `SaslServerAuthenticator` and OAUTHBEARER validator (the secured cluster of `npm run test:kafka -- --security`):
 * mutual TLS, SASL PLAIN, SCRAM-SHA-256, SCRAM-SHA-512 and OAUTHBEARER (tokens from a local OIDC issuer through
 * `oidcClientCredentials`, validated by Kafka against the issuer's JWKS), over SASL_SSL and SASL_PLAINTEXT. Each one
 * commits transactions and reads them back read_committed with a group consumer.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { superUserTls } from './secured-cluster.js';
import { SecuredAdmin, transactionalAccess } from './secured-admin.js';
import { describeSecuredKafka, mutualTls, principalOf, saslClient, saslFor, type SecuredClientOptions } from './secured-kafka-env.js';
import { securedRoundTrip } from './secured-round-trip.js';
import type { KafkaSaslMechanism } from './secured-listeners.js';

describeSecuredKafka('authentication', (kafka) => {
  let admin: SecuredAdmin;
  beforeAll(async () => {
    admin = new SecuredAdmin({ bootstrapServers: kafka.internal, tls: superUserTls(kafka.tls) });
    const principals = new Set([kafka.principals.client, principalOf(kafka, 'PLAIN'), ...(kafka.oauth === undefined ? [] : [principalOf(kafka, 'OAUTHBEARER')])]);
    await admin.createAcls([...principals].flatMap(transactionalAccess));
  });
  afterAll(async () => { await admin.close(); });

  const cases: [string, () => SecuredClientOptions][] = [
    ['mutual TLS (SSL listener, client certificate)', () => mutualTls(kafka)],
    ...(['PLAIN', 'SCRAM-SHA-256', 'SCRAM-SHA-512', 'OAUTHBEARER'] as const).map((mechanism: KafkaSaslMechanism): [string, () => SecuredClientOptions] =>
      [`SASL_SSL ${mechanism}`, () => saslClient(kafka, 'sasl_ssl', saslFor(kafka, mechanism))]),
    ['SASL_PLAINTEXT SCRAM-SHA-512', () => saslClient(kafka, 'sasl_plaintext', saslFor(kafka, 'SCRAM-SHA-512'))],
    ['SASL_PLAINTEXT OAUTHBEARER', () => saslClient(kafka, 'sasl_plaintext', saslFor(kafka, 'OAUTHBEARER'))],
  ];

  it.each(cases)('%s: commits transactions; a read_committed group consumer reads exactly the committed records', async (label, client) => {
    const trip = await securedRoundTrip(admin, client(), label.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase());
    expect(trip.consumed).toEqual(['committed-0', 'committed-1', 'committed-2']);
    expect(trip.transactionVersion).toBe(kafka.transactionVersion);
  }, 60_000);
});
