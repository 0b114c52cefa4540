/**
 * KIP-368 against Apache Kafka: the secured cluster's SASL listeners have `connections.max.reauth.ms` (the CI run
 * sets 10 s), so a transactional run longer than a few lifetimes only keeps its connections by re-authenticating
 * on them; Kafka closes a connection whose session ran out at its next request. With OAUTHBEARER the tokens come
 * from a second issuer of the run's key with a short lifetime, so `oidcClientCredentials` refreshes them during
 * the run and each re-authentication must present the current one (Kafka rejects an expired token).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Logger } from '../../../src/config/logger.js';
import { oidcClientCredentials } from '../../../src/network/sasl/oidc-client-credentials.js';
import type { OAuthBearerToken, SaslOptions } from '../../../src/network/sasl/sasl-mechanism.js';
import { TcpNetworkClient } from '../../../src/network/tcp/tcp-network-client.js';
import { uniqueName } from '../kafka-admin.js';
import { startOidcIssuer, type OidcIssuer } from './oidc-issuer.js';
import { superUserTls, type SecuredKafkaDescription } from './secured-cluster.js';
import { SecuredAdmin, transactionalAccess } from './secured-admin.js';
import { describeSecuredKafka, saslClient, saslFor } from './secured-kafka-env.js';
import { securedProducer } from './secured-round-trip.js';
import { Consumer } from '../../../src/consumer/consumer.js';

/** The client's connection events, from its logger. */
class ConnectionEvents implements Logger {
  readonly events: string[] = [];
  debug(message: string, fields?: Readonly<Record<string, unknown>>): void { this.events.push(`${message} ${JSON.stringify(fields ?? {})}`); }
  info(): void { /* not needed */ }
  warn(message: string, fields?: Readonly<Record<string, unknown>>): void { this.events.push(`${message} ${JSON.stringify(fields ?? {})}`); }
  error(message: string, fields?: Readonly<Record<string, unknown>>): void { this.events.push(`${message} ${JSON.stringify(fields ?? {})}`); }
  count(message: string): number { return this.events.filter((each) => each.startsWith(`${message} `)).length; }
  /** Anything a run without re-authentication would log: failures, connections the broker closed, timeouts. */
  problems(): string[] { return this.events.filter((each) => /failed|closed by the broker|timed out/.test(each)); }
}

const REFRESH_CLIENT = 'kafka-eos-refresh';
const TOKEN_LIFETIME_SECONDS = 12;

/**
 * Commits transactions of 3 records for `durationMs` on a network client of its own; returns how many, and what a
 * read_committed consumer then reads back.
 */
async function transactionalRun(kafka: SecuredKafkaDescription, admin: SecuredAdmin, sasl: SaslOptions, label: string, durationMs: number, events: ConnectionEvents): Promise<{ transactions: number; consumed: number; distinct: number }> {
  const topic = uniqueName(`sec-reauth-${label}`);
  await admin.createTopics([{ name: topic, partitions: 1 }]);
  const client = saslClient(kafka, 'sasl_ssl', sasl);
  const network = new TcpNetworkClient({ ...client, clientId: `reauth-${label}`, requestTimeoutMs: 10_000, logger: events });
  const producer = securedProducer(client, { network, transactionalId: uniqueName(`sec-reauth-${label}`) });
  let transactions = 0;
  try {
    await producer.initTransactions();
    const until = Date.now() + durationMs;
    while (Date.now() < until) {
      const id = transactions++;
      await producer.transaction(async (txn) => {
        await Promise.all([0, 1, 2].map((index) => txn.send({ topic, partition: 0, value: `${id}-${index}` })));
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await producer.close({ timeoutMs: 5_000 });
    await network.close();
  }
  const consumer = new Consumer({ ...saslClient(kafka, 'sasl_ssl', saslFor(kafka, 'SCRAM-SHA-512')), groupId: uniqueName(`sec-reauth-read-${label}`), autoOffsetReset: 'earliest', requestTimeoutMs: 10_000 });
  const values: string[] = [];
  try {
    consumer.subscribe([topic]);
    const deadline = Date.now() + 30_000;
    while (values.length < transactions * 3 && Date.now() < deadline) {
      for (const record of (await consumer.poll({ timeoutMs: 500 })).records) values.push(Buffer.from(record.value ?? new Uint8Array()).toString('utf8'));
    }
  } finally {
    await consumer.close({ timeoutMs: 5_000 });
  }
  return { transactions, consumed: values.length, distinct: new Set(values).size };
}

describeSecuredKafka('re-authentication (KIP-368)', (kafka) => {
  let admin: SecuredAdmin;
  let issuer: OidcIssuer | undefined;
  beforeAll(async () => {
    admin = new SecuredAdmin({ bootstrapServers: kafka.internal, tls: superUserTls(kafka.tls) });
    await admin.createAcls([...transactionalAccess('User:alice'), ...transactionalAccess(`User:${REFRESH_CLIENT}`)]);
    if (kafka.oauth !== undefined) {
      issuer = await startOidcIssuer({
        audience: kafka.oauth.audience, issuer: kafka.oauth.issuer, privateKeyPem: kafka.oauth.privateKeyPem, keyId: kafka.oauth.keyId,
        clients: { [REFRESH_CLIENT]: { secret: 'refresh-secret', lifetimeSeconds: TOKEN_LIFETIME_SECONDS } },
      });
    }
  });
  afterAll(async () => {
    await issuer?.close();
    await admin.close();
  });

  it.runIf(kafka.reauthMs > 0)('SCRAM-SHA-512: a transactional run over 3 session lifetimes re-authenticates on its connections; nothing fails, every record is read once', async () => {
    const events = new ConnectionEvents();
    const run = await transactionalRun(kafka, admin, saslFor(kafka, 'SCRAM-SHA-512'), 'scram', kafka.reauthMs * 3, events);
    expect(events.problems()).toEqual([]);
    expect(events.count('broker connection re-authenticated')).toBeGreaterThanOrEqual(2);
    expect(run.consumed).toBe(run.transactions * 3);
    expect(run.distinct).toBe(run.transactions * 3);
  }, 180_000);

  it.runIf(kafka.oauth !== undefined)('OAUTHBEARER: tokens refreshed by oidcClientCredentials during the run are the ones presented at re-authentication', async () => {
    const events = new ConnectionEvents();
    const presented: string[] = [];
    const provider = oidcClientCredentials({ tokenEndpointUrl: issuer?.tokenEndpointUrl ?? '', clientId: REFRESH_CLIENT, clientSecret: 'refresh-secret' });
    const recording = async (): Promise<OAuthBearerToken> => {
      const token = await provider();
      presented.push(token.value);
      return token;
    };
    // Kafka ends an OAUTHBEARER session when its token expires, connections.max.reauth.ms or not.
    const run = await transactionalRun(kafka, admin, { mechanism: 'oauthbearer', oauthBearerProvider: recording }, 'oauth', TOKEN_LIFETIME_SECONDS * 1000 * 3, events);
    expect(events.problems()).toEqual([]);
    expect(events.count('broker connection re-authenticated')).toBeGreaterThanOrEqual(2);
    // Every token the issuer handed out was presented to Kafka; at least three, so re-authentications used refreshed ones.
    expect(new Set(presented)).toEqual(new Set(issuer?.issued));
    expect(issuer?.issued.length ?? 0).toBeGreaterThanOrEqual(3);
    expect(run.consumed).toBe(run.transactions * 3);
    expect(run.distinct).toBe(run.transactions * 3);
  }, 180_000);
});
