/**
 * Authentication that Apache Kafka refuses fails at once, named, and fatal: wrong SASL passwords and unknown
 * users, OAUTHBEARER tokens Kafka's validator rejects (expired, for another audience, signed by a key the issuer's
 * JWKS does not hold) or that the identity provider will not issue, a broker certificate the client does not
 * trust, a host name the certificate does not name, and a client certificate the broker does not trust or does
 * not get. Each case bounds the time (a few seconds, against `maxBlockMs` 20 s and Kafka's 60 s default), checks
 * the error class and code, the broker named in the message, and the producer's state afterwards (FATAL_ERROR:
 * retrying cannot help until the configuration changes, as Java's `TransactionManager.authenticationFailed`).
 */
import { createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterEach, expect, it } from 'vitest';
import { isAuthenticationError } from '../../../src/network/network-errors.js';
import { oidcClientCredentials } from '../../../src/network/sasl/oidc-client-credentials.js';
import type { OAuthBearerToken } from '../../../src/network/sasl/sasl-mechanism.js';
import type { Producer } from '../../../src/producer/producer.js';
import { uniqueName } from '../kafka-admin.js';
import { signJwt } from './oidc-issuer.js';
import type { SecuredKafkaDescription } from './secured-cluster.js';
import { describeSecuredKafka, listener, saslClient, saslFor, trustedCa, type SecuredClientOptions } from './secured-kafka-env.js';
import { securedProducer } from './secured-round-trip.js';

/** What a case expects. */
interface Expected {
  readonly code: 'ERR_SASL_AUTHENTICATION' | 'ERR_SSL_AUTHENTICATION';
  readonly reason: RegExp;
}

const SASL = (reason: RegExp): Expected => ({ code: 'ERR_SASL_AUTHENTICATION', reason });
const TLS = (reason: RegExp): Expected => ({ code: 'ERR_SSL_AUTHENTICATION', reason });
/** Kafka's OAUTHBEARER refusal: the RFC 7628 error challenge, acknowledged, then SASL_AUTHENTICATION_FAILED. */
const INVALID_TOKEN = /\{"status":"invalid_token"\}/;

/** A token signed like the run's issuer would, with `claims` over the usual ones. */
function token(kafka: SecuredKafkaDescription, claims: Readonly<Record<string, unknown>>, key = kafka.oauth?.privateKeyPem ?? ''): () => Promise<OAuthBearerToken> {
  const oauth = kafka.oauth;
  if (oauth === undefined) throw new Error('the secured cluster has no OAUTHBEARER');
  const now = Math.floor(Date.now() / 1000);
  const value = signJwt(createPrivateKey(key), oauth.keyId, { iss: oauth.issuer, aud: oauth.audience, sub: oauth.clientId, iat: now, exp: now + 600, scope: 'kafka', ...claims });
  return () => Promise.resolve({ value });
}

function cases(kafka: SecuredKafkaDescription): [string, () => SecuredClientOptions, Expected][] {
  const oauth = (provider: () => Promise<OAuthBearerToken>): SecuredClientOptions => saslClient(kafka, 'sasl_ssl', { mechanism: 'oauthbearer', oauthBearerProvider: provider });
  const now = Math.floor(Date.now() / 1000);
  const tls = (options: Record<string, unknown>): SecuredClientOptions => ({ bootstrapServers: listener(kafka, 'ssl'), tls: { ca: trustedCa(kafka), cert: readFileSync(kafka.tls.clientCertFile), key: readFileSync(kafka.tls.clientKeyFile), ...options } });
  return [
    ['SASL_SSL PLAIN, wrong password', () => saslClient(kafka, 'sasl_ssl', saslFor(kafka, 'PLAIN', 'alice', 'wrong')), SASL(/Invalid username or password/)],
    ['SASL_SSL SCRAM-SHA-256, wrong password', () => saslClient(kafka, 'sasl_ssl', saslFor(kafka, 'SCRAM-SHA-256', 'alice', 'wrong')), SASL(/invalid credentials with SASL mechanism SCRAM-SHA-256/)],
    ['SASL_PLAINTEXT SCRAM-SHA-512, wrong password', () => saslClient(kafka, 'sasl_plaintext', saslFor(kafka, 'SCRAM-SHA-512', 'alice', 'wrong')), SASL(/invalid credentials with SASL mechanism SCRAM-SHA-512/)],
    ['SASL_SSL SCRAM-SHA-512, unknown user', () => saslClient(kafka, 'sasl_ssl', saslFor(kafka, 'SCRAM-SHA-512', 'mallory', 'x')), SASL(/invalid credentials with SASL mechanism SCRAM-SHA-512/)],
    // Past Kafka's 30 s clock skew allowance (sasl.oauthbearer.clock.skew.seconds).
    ['OAUTHBEARER, expired token', () => oauth(token(kafka, { iat: now - 600, exp: now - 120 })), SASL(INVALID_TOKEN)],
    ['OAUTHBEARER, token for another audience', () => oauth(token(kafka, { aud: 'another-cluster' })), SASL(INVALID_TOKEN)],
    ['OAUTHBEARER, token from another issuer', () => oauth(token(kafka, { iss: 'https://issuer.invalid' })), SASL(INVALID_TOKEN)],
    ['OAUTHBEARER, token signed by a key the issuer\'s JWKS does not hold', () => oauth(token(kafka, {}, readFileSync(kafka.tls.rogueKeyFile, 'utf8'))), SASL(INVALID_TOKEN)],
    ['OAUTHBEARER, the token endpoint refuses the client secret', () => oauth(oidcClientCredentials({ tokenEndpointUrl: kafka.oauth?.tokenEndpointUrl ?? '', clientId: kafka.oauth?.clientId ?? '', clientSecret: 'wrong' })),
      SASL(/the oauthBearerProvider callback failed: .*HTTP 401/)],
    ['SSL, the broker certificate is not trusted', () => tls({ ca: readFileSync(kafka.tls.rogueCaFile) }), TLS(/self-signed certificate in certificate chain/)],
    ['SASL_SSL, the broker certificate is not trusted', () => ({ ...saslClient(kafka, 'sasl_ssl', saslFor(kafka, 'SCRAM-SHA-512')), tls: { ca: readFileSync(kafka.tls.rogueCaFile) } }), TLS(/self-signed certificate in certificate chain/)],
    ['SSL, host name mismatch', () => tls({ servername: 'kafka.invalid' }), TLS(/Hostname\/IP does not match certificate's altnames: Host: kafka\.invalid/)],
    ['mutual TLS, a client certificate from an untrusted CA', () => tls({ cert: readFileSync(kafka.tls.rogueCertFile), key: readFileSync(kafka.tls.rogueKeyFile) }), TLS(/the broker sent the TLS alert "certificate unknown"/)],
    ['mutual TLS, no client certificate', () => tls({ cert: undefined, key: undefined }), TLS(/the broker sent the TLS alert "bad certificate"/)],
  ];
}

async function failureOf(promise: Promise<unknown>): Promise<{ error: Error; elapsedMs: number }> {
  const startedAt = Date.now();
  try {
    await promise;
  } catch (error) {
    if (error instanceof Error) return { error, elapsedMs: Date.now() - startedAt };
    throw new Error(`rejected with a non-error: ${String(error)}`);
  }
  throw new Error('expected a rejection');
}

describeSecuredKafka('authentication failures', (kafka) => {
  const producers: Producer[] = [];
  afterEach(async () => {
    for (const producer of producers.splice(0)) await producer.close({ timeoutMs: 2_000 });
  });

  it.each(cases(kafka))('%s: initTransactions fails within 5 s with the named authentication error; the producer is fatal', async (_label, client, expected) => {
    const options = client();
    const producer = securedProducer(options, { transactionalId: uniqueName('sec-refused') });
    producers.push(producer);
    const { error, elapsedMs } = await failureOf(producer.initTransactions());
    expect(isAuthenticationError(error), `${error.name}: ${error.message}`).toBe(true);
    expect((error as { code?: string }).code).toBe(expected.code);
    expect(error.message).toMatch(expected.reason);
    // Named: the bootstrap placeholder -1 and its address.
    expect(error.message).toContain(`broker -1 (${options.bootstrapServers[0] ?? ''})`);
    expect(elapsedMs).toBeLessThan(5_000);
    expect(producer.state).toBe('FATAL_ERROR');
  }, 30_000);

  it('an idempotent send (no transaction) fails within 5 s with the same error instead of waiting maxBlockMs for metadata', async () => {
    const producer = securedProducer(saslClient(kafka, 'sasl_ssl', saslFor(kafka, 'SCRAM-SHA-512', 'alice', 'wrong')));
    producers.push(producer);
    const { error, elapsedMs } = await failureOf(producer.send({ topic: uniqueName('sec-unreachable'), value: 'x' }));
    expect((error as { code?: string }).code).toBe('ERR_SASL_AUTHENTICATION');
    expect(elapsedMs).toBeLessThan(5_000);
  }, 30_000);
});
