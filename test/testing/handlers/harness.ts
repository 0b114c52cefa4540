/** Test harness: a cluster on a ManualClock and in-process clients that round-trip every message through the codecs. */
import { ManualClock } from '../../../src/internal/clock.js';
import type { ApiKeyName, ApiMessages } from '../../../src/protocol/messages/index.generated.js';
import { InMemoryCluster, type InMemoryClusterOptions } from '../../../src/testing/in-memory-cluster.js';
import { InProcessNetworkClient } from '../../../src/testing/in-process-network-client.js';

export interface Harness {
  readonly clock: ManualClock;
  readonly cluster: InMemoryCluster;
  /** A wire-checked client capped at `version` for `api` (or unbounded). */
  client(caps?: { readonly [Name in ApiKeyName]?: number }): InProcessNetworkClient;
  /** Sends at exactly `version` (asserts the negotiation landed there) to `target`. */
  call<Name extends ApiKeyName>(
    api: Name,
    version: number,
    build: (version: number) => ApiMessages[Name]['request'],
    target?: number | 'any',
  ): Promise<ApiMessages[Name]['response']>;
  close(): void;
}

export function harness(options: Omit<InMemoryClusterOptions, 'clock'> = {}): Harness {
  const clock = new ManualClock();
  const cluster = new InMemoryCluster({ clock, ...options });
  const clients: InProcessNetworkClient[] = [];
  const client = (caps: { readonly [Name in ApiKeyName]?: number } = {}): InProcessNetworkClient => {
    const created = new InProcessNetworkClient(cluster, { wireCheck: true, maxVersions: caps, clientId: 'test' });
    clients.push(created);
    return created;
  };
  return {
    clock,
    cluster,
    client,
    async call(api, version, build, target = 'any') {
      const caps: { [Name in ApiKeyName]?: number } = {};
      caps[api] = version;
      const result = await client(caps).send(target, api, build);
      if (result.version !== version) throw new Error(`${api} negotiated v${result.version}, wanted v${version}`);
      return result.response;
    },
    close() {
      for (const each of clients) void each.close();
      cluster.close();
    },
  };
}

/** Lets queued promise callbacks run (no timers involved). */
export async function flush(): Promise<void> {
  for (let index = 0; index < 50; index++) await Promise.resolve();
}

/** Tracks whether a promise settled, without awaiting it. */
export function track<T>(promise: Promise<T>): { readonly settled: () => boolean; readonly promise: Promise<T> } {
  let done = false;
  promise.then(
    () => {
      done = true;
    },
    () => {
      done = true;
    },
  );
  return { settled: () => done, promise };
}
