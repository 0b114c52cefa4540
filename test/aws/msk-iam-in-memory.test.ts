/**
 * MSK IAM end to end on the in-memory cluster's TCP face: the client's OAUTHBEARER with mskIamTokenProvider
 * against a local validator that recomputes the SigV4 signature from the URL it receives (msk-iam-validator.ts,
 * sharing no code with src/aws) and bounds the session by the token's expiry, as an MSK broker's session ends
 * with its token. Client and face share one ManualClock, so token lifetimes pass on demand. No AWS is reached:
 * this proves the token's shape and arithmetic and the re-authentication it drives, not MSK's acceptance.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { mskIamTokenProvider, type AwsCredentials } from '../../src/aws/index.js';
import type { Logger } from '../../src/config/logger.js';
import { seededRandom } from '../../src/internal/backoff.js';
import { ManualClock } from '../../src/internal/clock.js';
import { withTestSeams } from '../../src/internal/test-seams.js';
import { SaslAuthenticationError } from '../../src/network/sasl/sasl-errors.js';
import { TcpNetworkClient } from '../../src/network/tcp/tcp-network-client.js';
import { Producer } from '../../src/producer/producer.js';
import { createMetadataRequest } from '../../src/protocol/messages/metadata.generated.js';
import { ZERO_UUID } from '../../src/protocol/primitives/uuid.js';
import { startCluster, type TcpCluster } from '../../src/testing/tcp/tcp-cluster.js';
import { ClusterView } from '../contract/cluster-view.js';
import { mskIamValidator } from './msk-iam-validator.js';

const started: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const resource of started.splice(0).reverse()) await resource.close();
});

const ROLE = 'arn:aws:sts::123456789012:assumed-role/orders-app/session';
const KEYS = {
  ASIAFIRST: { secretAccessKey: 'first-secret', principal: ROLE },
  ASIASECOND: { secretAccessKey: 'second-secret', principal: ROLE },
};

class EventLog implements Logger {
  readonly events: string[] = [];
  debug(message: string): void { this.events.push(message); }
  info(): void { /* not needed */ }
  warn(message: string): void { this.events.push(message); }
  error(message: string): void { this.events.push(message); }
  count(message: string): number { return this.events.filter((each) => each === message).length; }
}

async function face(clock: ManualClock, region = 'eu-west-1'): Promise<{ cluster: TcpCluster; validator: ReturnType<typeof mskIamValidator> }> {
  const validator = mskIamValidator({ region, keys: KEYS, clock });
  const cluster = await startCluster({ brokers: 1, clock, topics: [{ name: 'orders', partitions: 1 }], sasl: { mechanisms: ['OAUTHBEARER'], oauthBearerValidator: (token) => validator.validate(token) } });
  started.push(cluster);
  return { cluster, validator };
}

function client(cluster: TcpCluster, clock: ManualClock, provider: () => Promise<{ value: string }>, logger: Logger = new EventLog()): TcpNetworkClient {
  const network = new TcpNetworkClient(withTestSeams({ bootstrapServers: cluster.bootstrapServers, reconnectBackoffMs: 0, sasl: { mechanism: 'oauthbearer', oauthBearerProvider: provider }, logger }, { clock, random: seededRandom(3) }));
  started.push(network);
  return network;
}

async function topicNames(network: TcpNetworkClient): Promise<string[]> {
  const { response } = await network.send('any', 'Metadata', () => createMetadataRequest({ topics: [{ topicId: ZERO_UUID, name: 'orders' }], allowAutoTopicCreation: false }));
  return response.topics.map((topic) => topic.name ?? '');
}

describe('MSK IAM tokens on the in-memory cluster', () => {
  it('a transactional producer authenticates with an MSK IAM token and commits', async () => {
    const clock = new ManualClock();
    const { cluster, validator } = await face(clock);
    const credentials = { accessKeyId: 'ASIAFIRST', secretAccessKey: 'first-secret', sessionToken: 'session-1' };
    const network = client(cluster, clock, mskIamTokenProvider({ region: 'eu-west-1', credentials, clock }));
    const producer = new Producer({ network, transactionalId: 'msk-iam-txn', lingerMs: 0 });
    started.push({ close: () => producer.close({ timeoutMs: 5_000 }) });
    await producer.initTransactions();
    await producer.transaction(async (txn) => { await txn.send({ topic: 'orders', partition: 0, value: 'paid' }); });
    expect(new ClusterView(cluster.cluster).committed('orders', 0)).toEqual(['paid']);
    expect(validator.seen.length).toBeGreaterThanOrEqual(1);
    expect(validator.seen.every((token) => token.accepted && token.userAgent === 'kafka-eos' && token.expires === '900')).toBe(true);
  });

  it('the token\'s expiry bounds the session: the client re-authenticates with new tokens, rotated credentials included, on one connection', async () => {
    const clock = new ManualClock();
    const { cluster, validator } = await face(clock);
    let credentials: AwsCredentials = { accessKeyId: 'ASIAFIRST', secretAccessKey: 'first-secret', sessionToken: 'session-1' };
    const log = new EventLog();
    const network = client(cluster, clock, mskIamTokenProvider({ region: 'eu-west-1', credentials: () => Promise.resolve(credentials), expiresInSeconds: 60, clock }), log);
    expect(await topicNames(network)).toEqual(['orders']);
    for (let lifetime = 0; lifetime < 4; lifetime++) {
      // 96 % of the token's 60 s: past the client's 85-95 % point, before the session ends.
      clock.advance(57_600);
      if (lifetime === 2) credentials = { accessKeyId: 'ASIASECOND', secretAccessKey: 'second-secret', sessionToken: 'session-2' };
      expect(await topicNames(network)).toEqual(['orders']);
    }
    expect(log.count('broker connection re-authenticated')).toBe(4);
    expect(log.count('broker connection ready')).toBe(1);
    expect(validator.seen.map((token) => [token.accessKeyId, token.accepted])).toEqual([
      ['ASIAFIRST', true], ['ASIAFIRST', true], ['ASIAFIRST', true], ['ASIASECOND', true], ['ASIASECOND', true],
    ]);
    // Each token was signed when it was used (X-Amz-Date moves with the clock).
    expect(new Set(validator.seen.map((token) => token.amzDate)).size).toBe(5);
  });

  it('a token signed with a wrong secret or for another region is refused at once with SaslAuthenticationError', async () => {
    const clock = new ManualClock();
    const { cluster, validator } = await face(clock);
    const wrongSecret = client(cluster, clock, mskIamTokenProvider({ region: 'eu-west-1', credentials: { accessKeyId: 'ASIAFIRST', secretAccessKey: 'not-the-secret' }, clock }));
    const refused = await topicNames(wrongSecret).catch((caught: unknown) => caught);
    expect(refused).toBeInstanceOf(SaslAuthenticationError);
    expect((refused as Error).message).toContain('{"status":"invalid_token"}');
    const otherRegion = client(cluster, clock, mskIamTokenProvider({ region: 'us-east-1', credentials: { accessKeyId: 'ASIAFIRST', secretAccessKey: 'first-secret' }, clock }));
    expect(await topicNames(otherRegion).catch((caught: unknown) => caught)).toBeInstanceOf(SaslAuthenticationError);
    expect(validator.seen.map((token) => token.reason)).toEqual(['signature mismatch', 'not https://kafka.eu-west-1.amazonaws.com/']);
  });
});
