/**
 * KIP-368 re-authentication end to end: TcpNetworkClient (src/network) against the in-memory cluster's TCP face
 * started with a session lifetime (`connectionsMaxReauthMs`, or an OAUTHBEARER token's expiry), both on one
 * ManualClock so that lifetimes pass on demand. The face closes a connection whose session has run out at its
 * next request (as Kafka's SocketServer does), so a client that does not re-authenticate fails here.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Logger } from '../../../src/config/logger.js';
import { seededRandom } from '../../../src/internal/backoff.js';
import { ManualClock } from '../../../src/internal/clock.js';
import { withTestSeams } from '../../../src/internal/test-seams.js';
import { SaslAuthenticationError } from '../../../src/network/sasl/sasl-errors.js';
import type { OAuthBearerToken, SaslOptions } from '../../../src/network/sasl/sasl-mechanism.js';
import { TcpNetworkClient } from '../../../src/network/tcp/tcp-network-client.js';
import { Producer } from '../../../src/producer/producer.js';
import { createMetadataRequest } from '../../../src/protocol/messages/metadata.generated.js';
import { ZERO_UUID } from '../../../src/protocol/primitives/uuid.js';
import type { SaslServerOptions } from '../../../src/testing/sasl/sasl-server-options.js';
import { startCluster, type TcpCluster } from '../../../src/testing/tcp/tcp-cluster.js';
import { ClusterView } from '../../contract/cluster-view.js';

const started: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const resource of started.splice(0).reverse()) await resource.close();
});

/** Counts the client's connection setups and re-authentications from its debug log. */
class EventLog implements Logger {
  readonly events: string[] = [];
  debug(message: string): void { this.events.push(message); }
  info(): void { /* not needed */ }
  warn(message: string): void { this.events.push(message); }
  error(message: string): void { this.events.push(message); }
  count(message: string): number { return this.events.filter((each) => each === message).length; }
}

async function face(clock: ManualClock, sasl: SaslServerOptions): Promise<TcpCluster> {
  const cluster = await startCluster({ brokers: 1, clock, topics: [{ name: 'orders', partitions: 1 }], sasl });
  started.push(cluster);
  return cluster;
}

function client(cluster: TcpCluster, clock: ManualClock, sasl: SaslOptions, logger: Logger): TcpNetworkClient {
  const network = new TcpNetworkClient(withTestSeams({ bootstrapServers: cluster.bootstrapServers, reconnectBackoffMs: 0, sasl, logger }, { clock, random: seededRandom(7) }));
  started.push(network);
  return network;
}

async function topicNames(network: TcpNetworkClient): Promise<string[]> {
  const { response } = await network.send('any', 'Metadata', () => createMetadataRequest({ topics: [{ topicId: ZERO_UUID, name: 'orders' }], allowAutoTopicCreation: false }));
  return response.topics.map((topic) => topic.name ?? '');
}

function connectionIds(cluster: TcpCluster): number[] {
  return cluster.servers.flatMap((server) => server.connectionStats().map((each) => each.connectionId));
}

const SCRAM: SaslServerOptions = { mechanisms: ['SCRAM-SHA-512'], users: { alice: 'alice-secret' }, connectionsMaxReauthMs: 10_000 };
const ALICE: SaslOptions = { mechanism: 'scram-sha-512', username: 'alice', password: 'alice-secret' };

/** A JWT (unsigned: the face's validator decides) for `sub`, expiring `lifetimeMs` after `now`. */
function jwt(sub: string, now: number, lifetimeMs: number, id: number): string {
  const claims = { sub, iat: Math.floor(now / 1000), exp: Math.floor((now + lifetimeMs) / 1000), jti: String(id) };
  return `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;
}

describe('KIP-368 re-authentication against the in-memory cluster', () => {
  it('re-authenticates on the same connection before the session lifetime runs out, across many lifetimes', async () => {
    const clock = new ManualClock();
    const cluster = await face(clock, SCRAM);
    const log = new EventLog();
    const network = client(cluster, clock, ALICE, log);
    expect(await topicNames(network)).toEqual(['orders']);
    const [first] = connectionIds(cluster);
    for (let lifetime = 0; lifetime < 4; lifetime++) {
      // 96 % of the lifetime: past the client's 85-95 % point, before the broker's expiry.
      clock.advance(9_600);
      expect(await topicNames(network)).toEqual(['orders']);
    }
    expect(log.count('broker connection re-authenticated')).toBe(4);
    expect(log.count('broker connection ready')).toBe(1);
    expect(connectionIds(cluster)).toEqual([first]);
  });

  it('an idle connection used after its session expired re-authenticates instead of being closed (Kafka lets a SaslHandshake through)', async () => {
    const clock = new ManualClock();
    const cluster = await face(clock, SCRAM);
    const log = new EventLog();
    const network = client(cluster, clock, ALICE, log);
    await topicNames(network);
    const [first] = connectionIds(cluster);
    clock.advance(60_000);
    expect(await topicNames(network)).toEqual(['orders']);
    expect(log.count('broker connection re-authenticated')).toBe(1);
    expect(connectionIds(cluster)).toEqual([first]);
  });

  it('requests made while a re-authentication runs wait for it and are each sent once; none is written during the exchange', async () => {
    const clock = new ManualClock();
    const cluster = await face(clock, SCRAM);
    const log = new EventLog();
    const network = client(cluster, clock, ALICE, log);
    await topicNames(network);
    clock.advance(9_600);
    const results = await Promise.all(Array.from({ length: 12 }, () => topicNames(network)));
    expect(results).toEqual(Array.from({ length: 12 }, () => ['orders']));
    expect(log.count('broker connection re-authenticated')).toBe(1);
    expect(log.count('broker connection ready')).toBe(1);
  });

  it('a transactional producer keeps committing across re-authentications: every record once, one connection', async () => {
    const clock = new ManualClock();
    const cluster = await face(clock, SCRAM);
    const log = new EventLog();
    const network = client(cluster, clock, ALICE, log);
    const producer = new Producer({ network, transactionalId: 'reauth-txn', lingerMs: 0 });
    started.push({ close: () => producer.close({ timeoutMs: 5_000 }) });
    await producer.initTransactions();
    for (let transaction = 0; transaction < 12; transaction++) {
      await producer.transaction(async (txn) => {
        const sends = [0, 1, 2].map((index) => txn.send({ topic: 'orders', partition: 0, value: `${transaction}-${index}` }));
        // A third of a lifetime per transaction, while its records may still be in flight.
        clock.advance(3_300);
        await Promise.all(sends);
      });
    }
    const view = new ClusterView(cluster.cluster);
    expect(view.committed('orders', 0)).toEqual(Array.from({ length: 12 }, (_, transaction) => [0, 1, 2].map((index) => `${transaction}-${index}`)).flat());
    expect(log.count('broker connection re-authenticated')).toBeGreaterThanOrEqual(3);
    // The bootstrap connection, then broker 0's: never a reconnection.
    expect(log.count('broker connection ready')).toBe(2);
    expect(log.count('broker connection closed')).toBeLessThanOrEqual(1);
  });

  it('OAUTHBEARER: the provider is asked again at each re-authentication and its new token is what the broker validates', async () => {
    const clock = new ManualClock();
    const validated: string[] = [];
    // Kafka's validator rejects an expired token; the session lasts until the token expires (no connectionsMaxReauthMs).
    const cluster = await face(clock, {
      mechanisms: ['OAUTHBEARER'],
      oauthBearerValidator: (token) => {
        validated.push(token);
        const exp = (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp: number }).exp;
        return exp * 1000 > clock.now();
      },
    });
    const issued: string[] = [];
    const provider = (): Promise<OAuthBearerToken> => {
      const token = jwt('app', clock.now(), 20_000, issued.length);
      issued.push(token);
      return Promise.resolve({ value: token });
    };
    const log = new EventLog();
    const network = client(cluster, clock, { mechanism: 'oauthbearer', oauthBearerProvider: provider }, log);
    await topicNames(network);
    for (let round = 0; round < 3; round++) {
      clock.advance(19_200);
      expect(await topicNames(network)).toEqual(['orders']);
    }
    expect(issued).toHaveLength(4);
    expect(validated).toEqual(issued);
    expect(log.count('broker connection ready')).toBe(1);
  });

  it('a refused re-authentication fails the waiting requests with SaslAuthenticationError (nothing of theirs sent) and closes the connection', async () => {
    const clock = new ManualClock();
    let accept = true;
    const cluster = await face(clock, { mechanisms: ['OAUTHBEARER'], connectionsMaxReauthMs: 10_000, oauthBearerValidator: () => accept });
    const log = new EventLog();
    const network = client(cluster, clock, { mechanism: 'oauthbearer', oauthBearerProvider: () => Promise.resolve({ value: jwt('app', clock.now(), 3_600_000, 0) }) }, log);
    await topicNames(network);
    accept = false;
    clock.advance(9_600);
    const failures = await Promise.allSettled([topicNames(network), topicNames(network)]);
    for (const outcome of failures) {
      expect(outcome.status).toBe('rejected');
      const reason: unknown = outcome.status === 'rejected' ? outcome.reason : undefined;
      expect(reason).toBeInstanceOf(SaslAuthenticationError);
      expect((reason as Error).message).toMatch(/SASL OAUTHBEARER authentication with broker -1 \(127\.0\.0\.1:\d+\) failed: .*invalid_token/);
    }
    expect(log.count('broker re-authentication failed')).toBe(1);
    await expect.poll(() => connectionIds(cluster)).toEqual([]);
  });

  it('a re-authentication as another principal is refused by the broker', async () => {
    const clock = new ManualClock();
    const cluster = await face(clock, { mechanisms: ['OAUTHBEARER'], connectionsMaxReauthMs: 10_000 });
    let subject = 'app';
    const log = new EventLog();
    const network = client(cluster, clock, { mechanism: 'oauthbearer', oauthBearerProvider: () => Promise.resolve({ value: jwt(subject, clock.now(), 3_600_000, 0) }) }, log);
    await topicNames(network);
    subject = 'intruder';
    clock.advance(9_600);
    const error = await topicNames(network).then(() => null, (reason: unknown) => reason);
    expect(error).toBeInstanceOf(SaslAuthenticationError);
    expect((error as Error).message).toContain('Cannot change principals during re-authentication from User:app: User:intruder');
  });
});
