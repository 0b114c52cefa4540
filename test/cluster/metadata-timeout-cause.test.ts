/**
 * A metadata wait whose bound has already run out when it starts (a very short `maxBlockMs`, or an event loop busy
 * long enough that the send reaches the wait after its deadline) still names the connection attempt: it starts the
 * refresh nobody had started yet, and the `MetadataTimeoutError` carries what the network client reports about it,
 * never a bare "not present in metadata".
 */
import { expect, it } from 'vitest';
import { MetadataCache, MetadataTimeoutError } from '../../src/cluster/metadata-cache.js';
import { noopLogger } from '../../src/config/logger.js';
import { ManualClock } from '../../src/internal/clock.js';
import { NetworkError } from '../../src/network/network-errors.js';
import type { BrokerNode, NetworkClient } from '../../src/network/network-client.js';

/** A network whose connection attempt never completes; it describes the attempt once one has started. */
class ConnectingNetwork implements NetworkClient {
  attempts = 0;
  versions(): Promise<{ min: number; max: number }> { return new Promise(() => undefined); }
  send(): Promise<never> {
    this.attempts++;
    return new Promise(() => undefined);
  }

  lastConnectionFailure(): Error | undefined {
    return this.attempts === 0 ? undefined : new NetworkError('broker -1 (127.0.0.1:9092) is not usable yet: still waiting for the TCP connection after 0 ms', { nodeId: -1, requestSent: false });
  }

  updateBrokers(): void { /* no brokers learnt */ }
  brokers(): readonly BrokerNode[] { return []; }
  close(): Promise<void> { return Promise.resolve(); }
}

it('a wait that starts past its deadline starts the refresh and names the attempt in progress', async () => {
  const clock = new ManualClock(1_000);
  const network = new ConnectingNetwork();
  const cache = new MetadataCache({ network, clock, logger: noopLogger, retryBackoffMs: 100, requestTimeoutMs: 30_000 });
  const error = await cache.awaitTopic('orders', 999).then(() => undefined, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(MetadataTimeoutError);
  expect(network.attempts).toBe(1);
  expect((error as MetadataTimeoutError).message).toContain('still waiting for the TCP connection');
  expect((error as MetadataTimeoutError).cause).toBeInstanceOf(NetworkError);
});
