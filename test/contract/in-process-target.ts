/**
 * The contract target on the in-process face: `InProcessNetworkClient` (with `wireCheck`, so every request
 * and response goes through the codecs at the negotiated version) over an `InMemoryCluster`, both on one
 * ManualClock. `settle` advances the clock timer by timer until the awaited promise settles, yielding to
 * pending callbacks between steps: cluster time passes, wall time does not.
 */
import { seededRandom } from '../../src/internal/backoff.js';
import { ManualClock } from '../../src/internal/clock.js';
import { Producer } from '../../src/producer/producer.js';
import { InMemoryCluster } from '../../src/testing/in-memory-cluster.js';
import { InProcessNetworkClient } from '../../src/testing/in-process-network-client.js';
import { CONTRACT_PRODUCER_DEFAULTS, CONTRACT_TOPICS, type ContractTarget, type ContractTargetFactory } from './contract-target.js';
import { withTestSeams } from '../../src/internal/test-seams.js';

/** Bound on cluster time one settle may take: far beyond any scenario's bounds, so a hang fails loudly. */
const MAX_SETTLE_MS = 600_000;

const yieldToCallbacks = (): Promise<void> => new Promise((resolve) => { setImmediate(resolve); });

/**
 * Builds in-process targets.
 * @internal
 */
export const inProcessTarget: ContractTargetFactory = (options) => {
  const clock = new ManualClock();
  const cluster = new InMemoryCluster({ brokers: 3, topics: CONTRACT_TOPICS, clock, ...(options.transactionVersion === undefined ? {} : { transactionVersion: options.transactionVersion }) });
  const network = new InProcessNetworkClient(cluster, { wireCheck: true });
  const producers: Producer[] = [];
  let seed = 1;

  async function settle<T>(promise: Promise<T>): Promise<T> {
    let outcome: { ok: true; value: T } | { ok: false; error: unknown } | undefined;
    promise.then((value) => { outcome = { ok: true, value }; }, (error: unknown) => { outcome = { ok: false, error }; });
    const start = clock.now();
    for (;;) {
      for (let spin = 0; spin < 5 && outcome === undefined; spin++) await yieldToCallbacks();
      if (outcome !== undefined) break;
      if (clock.now() - start > MAX_SETTLE_MS) throw new Error(`promise did not settle within ${MAX_SETTLE_MS} ms of cluster time`);
      const next = clock.nextTimerAt();
      clock.advance(next === undefined ? 10 : Math.max(1, Math.min(next - clock.now(), 1_000)));
    }
    if (!outcome.ok) throw outcome.error;
    return outcome.value;
  }

  const target: ContractTarget = {
    name: 'in-process face (ManualClock)',
    cluster,
    makeProducer(producerOptions) {
      const producer = new Producer(withTestSeams({ ...CONTRACT_PRODUCER_DEFAULTS, network, ...producerOptions }, { clock, random: seededRandom(seed++) }));
      producers.push(producer);
      return producer;
    },
    settle,
    now: () => clock.now(),
    setBrokerUp(brokerId, up) {
      cluster.setBrokerUp(brokerId, up);
      return Promise.resolve();
    },
    async close() {
      for (const producer of producers.splice(0)) await settle(producer.close({ timeoutMs: 5_000 }));
      await network.close();
      cluster.close();
    },
  };
  return Promise.resolve(target);
};
