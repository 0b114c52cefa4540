/**
 * Regression: the producer never sends AddPartitionsToTxn above v3 (v4+ is broker-to-broker, KIP-890), and
 * sends TxnOffsetCommit v6 (topics by id) only when it knows every topic's id, else v5 (topics by name).
 * Before the caps, a broker advertising AddPartitionsToTxn v4+ got the broker-only batched form, and
 * TxnOffsetCommit v6 went out with the zero topic id when Metadata gave no ids.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiKeyName, ApiMessages } from '../../src/protocol/messages/index.generated.js';
import type { RequestTarget, SendOptions, SendResult } from '../../src/network/network-client.js';
import { InProcessNetworkClient } from '../../src/testing/in-process-network-client.js';
import { committedOffset } from '../interop/cluster-log.js';
import { scenario, type Scenario } from '../scenarios/scenario-helpers.js';

/** The in-process client, recording the version each request went out at. */
class RecordingNetworkClient extends InProcessNetworkClient {
  readonly sent: { readonly api: ApiKeyName; readonly version: number; readonly maxVersion: number | undefined }[] = [];

  override async send<Name extends ApiKeyName>(
    target: RequestTarget,
    api: Name,
    build: (version: number) => ApiMessages[Name]['request'],
    options: SendOptions = {},
  ): Promise<SendResult<ApiMessages[Name]['response']>> {
    const result = await super.send(target, api, build, options);
    this.sent.push({ api, version: result.version, maxVersion: options.maxVersion });
    return result;
  }

  versionsOf(api: ApiKeyName): number[] {
    return [...new Set(this.sent.filter((each) => each.api === api).map((each) => each.version))];
  }
}

const GROUP = { groupId: 'caps-group', generationId: -1, memberId: '', groupInstanceId: null };

describe('transactional request version caps', () => {
  let s: Scenario;
  afterEach(async () => { await s.close(); });

  async function commitOne(network: RecordingNetworkClient, transactionalId: string): Promise<void> {
    const producer = s.producer({ transactionalId, network });
    await s.settle(producer.initTransactions());
    producer.beginTransaction();
    await s.settle(producer.send({ topic: 'orders', partition: 1, value: 'v' }));
    await s.settle(producer.sendOffsetsToTransaction([{ topic: 'audit', partition: 0, offset: 42n }], GROUP));
    await s.settle(producer.commitTransaction());
  }

  it('sends AddPartitionsToTxn at v3 to a broker that advertises v5, and TxnOffsetCommit v6 with known topic ids', async () => {
    s = scenario();
    expect((await s.network.versions('any', 'AddPartitionsToTxn')).max).toBeGreaterThanOrEqual(4);
    expect((await s.network.versions('any', 'TxnOffsetCommit')).max).toBe(6);
    const network = new RecordingNetworkClient(s.cluster, { wireCheck: true });
    await commitOne(network, 'caps-v3');
    expect(network.versionsOf('AddPartitionsToTxn')).toEqual([3]);
    expect(network.sent.find((each) => each.api === 'AddPartitionsToTxn')?.maxVersion).toBe(3);
    expect(network.versionsOf('TxnOffsetCommit')).toEqual([6]);
    expect(s.committed('orders', 1)).toEqual(['v']);
    expect(committedOffset(s.cluster, GROUP.groupId, 'audit', 0)).toBe(42n);
    await network.close();
  });

  it('falls back to TxnOffsetCommit v5 (topics by name) when Metadata gave no topic ids, and the offset commits', async () => {
    s = scenario();
    // Metadata v9 has no topic ids (they came with v10, KIP-516). Produce is capped at v12 too: v13 addresses
    // topics by id only, and capping it is the produce dispatcher's business, not this test's.
    const network = new RecordingNetworkClient(s.cluster, { wireCheck: true, maxVersions: { Metadata: 9, Produce: 12 } });
    await commitOne(network, 'caps-v5');
    expect(network.versionsOf('Metadata')).toEqual([9]);
    expect(network.versionsOf('TxnOffsetCommit')).toEqual([5]);
    expect(committedOffset(s.cluster, GROUP.groupId, 'audit', 0)).toBe(42n);
    await network.close();
  });
});
