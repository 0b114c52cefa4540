/**
 * A static member (`groupInstanceId`) restarted after a crash, on the KIP-848 `consumer` protocol: the coordinator
 * still holds the crashed instance's member until its session times out and refuses the new one with
 * UNRELEASED_INSTANCE_ID meanwhile (as Kafka 4.4 does). The consumer joins again with backoff until the old
 * session is gone, within `defaultApiTimeoutMs`, and takes the partitions over without failing; when the instance
 * id stays held (a second live process with the same id), it fails with the typed `UnreleasedInstanceIdError`.
 * Driven on the cluster's ManualClock.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { ConsumerOptions } from '../../src/config/consumer-options.js';
import { Consumer } from '../../src/consumer/consumer.js';
import { GroupMembershipError, isUnreleasedInstanceIdError, UnreleasedInstanceIdError } from '../../src/consumer/consumer-errors.js';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import { ManualClock } from '../../src/internal/clock.js';
import { withTestSeams } from '../../src/internal/test-seams.js';
import type { NetworkClient } from '../../src/network/network-client.js';
import { InMemoryCluster } from '../../src/testing/in-memory-cluster.js';
import { InProcessNetworkClient } from '../../src/testing/in-process-network-client.js';
import { CutNetwork } from '../support/cut-network.js';

const SESSION_TIMEOUT_MS = 10_000;

const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

function setup() {
  const clock = new ManualClock();
  const cluster = new InMemoryCluster({ brokers: 1, clock, topics: [{ name: 'in', partitions: 2 }], consumerGroupHeartbeatIntervalMs: 500, consumerGroupSessionTimeoutMs: SESSION_TIMEOUT_MS });
  closers.push(() => { cluster.close(); return Promise.resolve(); });
  const warnings: string[] = [];
  const consumer = (network: NetworkClient, extra: Partial<ConsumerOptions> = {}): Consumer => {
    const logger = { debug: () => undefined, info: () => undefined, error: () => undefined, warn: (message: string) => { warnings.push(message); } };
    const instance = new Consumer(withTestSeams({
      network, groupId: 'g', groupProtocol: 'consumer', groupInstanceId: 'worker-1', autoOffsetReset: 'earliest', fetchMaxWaitMs: 20,
      maxPollIntervalMs: 600_000, retryBackoffMs: 100, retryBackoffMaxMs: 1_000, logger, ...extra,
    } satisfies ConsumerOptions, { clock }));
    instance.subscribe(['in']);
    return instance;
  };
  /** Moves the clock in 100 ms steps (letting I/O run between) until `condition` holds, or fails after `maxMs`. */
  const advanceUntil = async (condition: () => boolean, what: string, maxMs: number): Promise<number> => {
    const start = clock.now();
    for (;;) {
      for (let spin = 0; spin < 20; spin++) await new Promise((resolve) => { setImmediate(resolve); });
      if (condition()) return clock.now() - start;
      if (clock.now() - start > maxMs) throw new Error(`${what}: not within ${maxMs} ms of cluster time`);
      clock.advance(100);
    }
  };
  return { clock, cluster, warnings, consumer, advanceUntil };
}

describe('UNRELEASED_INSTANCE_ID after a crash (KIP-848 static membership)', () => {
  it('the restarted instance joins again until the crashed one\'s session times out, then owns its partitions; poll never fails', async () => {
    const { cluster, warnings, consumer, advanceUntil } = setup();
    const network = new CutNetwork(new InProcessNetworkClient(cluster, { clientId: 'first' }));
    const first = consumer(network);
    await advanceUntil(() => first.assignment().length === 2, 'the first instance owns both partitions', 10_000);
    network.cut(() => true, { requestSent: false }); // killed: no leave heartbeat, the coordinator keeps the member for its session timeout
    closers.push(() => first.close({ timeoutMs: 0 }).catch(() => undefined));

    const restarted = consumer(new InProcessNetworkClient(cluster, { clientId: 'restarted' }));
    closers.push(() => restarted.close({ timeoutMs: 1_000 }));
    const polls: Promise<unknown>[] = [];
    let failure: unknown;
    const waited = await advanceUntil(() => {
      if (polls.length === 0 || failure !== undefined) polls.push(restarted.poll({ timeoutMs: 0 }).catch((error: unknown) => { failure = error; }));
      return restarted.assignment().length === 2 || failure !== undefined;
    }, 'the restarted instance owns both partitions', 30_000);
    expect(failure).toBeUndefined();
    expect(restarted.assignment().map((tp) => tp.partition).sort()).toEqual([0, 1]);
    // Refused while the crashed member's session ran, then accepted.
    expect(warnings.filter((line) => line.startsWith('groupInstanceId still held'))).toHaveLength(1);
    expect(waited).toBeGreaterThanOrEqual(SESSION_TIMEOUT_MS - 2_000);
    expect(waited).toBeLessThan(SESSION_TIMEOUT_MS + 3_000);
    await Promise.all(polls);
  });

  it('an instance id held by a live member past defaultApiTimeoutMs fails the consumer with UnreleasedInstanceIdError', async () => {
    const { cluster, consumer, advanceUntil } = setup();
    const live = consumer(new InProcessNetworkClient(cluster, { clientId: 'live' }));
    closers.push(() => live.close({ timeoutMs: 1_000 }));
    await advanceUntil(() => live.assignment().length === 2, 'the live instance owns both partitions', 10_000);

    const duplicate = consumer(new InProcessNetworkClient(cluster, { clientId: 'duplicate' }), { defaultApiTimeoutMs: 5_000 });
    closers.push(() => duplicate.close({ timeoutMs: 1_000 }).catch(() => undefined));
    let failure: unknown;
    let polling: Promise<unknown> | undefined;
    const waited = await advanceUntil(() => {
      polling ??= duplicate.poll({ timeoutMs: 60_000 }).then(() => { polling = undefined; }, (error: unknown) => { failure = error; });
      return failure !== undefined;
    }, 'the duplicate fails', 30_000);
    expect(failure).toBeInstanceOf(UnreleasedInstanceIdError);
    expect(failure).toBeInstanceOf(GroupMembershipError);
    expect(isUnreleasedInstanceIdError(failure)).toBe(true);
    expect(failure).toMatchObject({ code: 'ERR_UNRELEASED_INSTANCE_ID', groupId: 'g', groupInstanceId: 'worker-1', cause: { errorCode: ErrorCode.UNRELEASED_INSTANCE_ID } });
    expect((failure as UnreleasedInstanceIdError).waitedMs).toBeGreaterThanOrEqual(5_000);
    expect(waited).toBeLessThan(5_000 + 2_000);
    expect(duplicate.assignment()).toEqual([]);
    expect(live.assignment()).toHaveLength(2); // the live member was never disturbed
    expect(isUnreleasedInstanceIdError(new GroupMembershipError('g', 'other'))).toBe(false);
  });
});
