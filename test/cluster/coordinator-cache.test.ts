/**
 * CoordinatorCache over a scripted network client: lookups, the cache, invalidation, concurrent lookups sharing
 * one FindCoordinator (batched at v4+, one key per request below), the address handed to the network client, and a
 * caller's abort ending only its own wait.
 */
import { describe, expect, it } from 'vitest';
import { CoordinatorCache } from '../../src/cluster/coordinator-cache.js';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import { ProtocolError } from '../../src/errors/protocol-error.js';
import type { BrokerNode, NetworkClient, SendResult } from '../../src/network/network-client.js';
import { NetworkError, isRequestAbortedError } from '../../src/network/network-errors.js';
import type { ApiMessages } from '../../src/protocol/messages/api-keys.generated.js';
import { FindCoordinatorResponse } from '../../src/protocol/messages/find-coordinator.generated.js';

type Request = ApiMessages['FindCoordinator']['request'];
interface Sent { readonly request: Request; readonly timeoutMs: number | undefined; answer(response: FindCoordinatorResponse): void; fail(error: Error): void }

/** Answers FindCoordinator at `version` when the test says so; knows broker 1 only. */
function scriptedNetwork(version: number): { readonly network: NetworkClient; readonly sent: Sent[]; brokers: BrokerNode[] } {
  const sent: Sent[] = [];
  const state = { brokers: [{ nodeId: 1, host: 'b1', port: 9092, rack: null }] as BrokerNode[] };
  const network = {
    send(_target: unknown, api: string, build: (version: number) => Request, options?: { timeoutMs?: number }): Promise<SendResult<FindCoordinatorResponse>> {
      expect(api).toBe('FindCoordinator');
      const request = build(version);
      return new Promise((resolve, reject) => {
        sent.push({ request, timeoutMs: options?.timeoutMs, answer: (response) => { resolve({ nodeId: 1, version, response }); }, fail: reject });
      });
    },
    brokers: () => state.brokers,
    updateBrokers: (brokers: readonly BrokerNode[]) => { state.brokers = [...brokers]; },
  } as unknown as NetworkClient;
  return { network, sent, get brokers() { return state.brokers; }, set brokers(value) { state.brokers = value; } };
}

const found = (key: string, nodeId: number, errorCode = 0): FindCoordinatorResponse['coordinators'][number] =>
  ({ key, nodeId, host: nodeId >= 0 ? `b${nodeId}` : '', port: nodeId >= 0 ? 9092 : -1, errorCode, errorMessage: null });

/** Lets queued microtasks (the cache's batching) run. */
const settle = (): Promise<void> => new Promise((resolve) => { setImmediate(resolve); });

describe('CoordinatorCache', () => {
  it('looks a coordinator up once, then answers from the cache, and hands its address to the network client', async () => {
    const net = scriptedNetwork(4);
    const cache = new CoordinatorCache(net.network, 5_000);
    const first = cache.find('group', 'g');
    await settle();
    expect(net.sent).toHaveLength(1);
    expect(net.sent[0]?.request).toMatchObject({ keyType: 0, coordinatorKeys: ['g'] });
    expect(net.sent[0]?.timeoutMs).toBe(5_000);
    net.sent[0]?.answer(FindCoordinatorResponse.create({ coordinators: [found('g', 2)] }));
    expect(await first).toBe(2);
    expect(net.brokers.map((broker) => broker.nodeId)).toEqual([1, 2]);
    expect(await cache.find('group', 'g')).toBe(2);
    expect(net.sent).toHaveLength(1);
  });

  it('forgets a coordinator on invalidate, and after a coordinator error or no answer, not after other failures', async () => {
    const net = scriptedNetwork(4);
    const cache = new CoordinatorCache(net.network, 5_000);
    const lookUp = async (nodeId: number): Promise<number> => {
      const pending = cache.find('transaction', 'tx');
      await settle();
      net.sent.at(-1)?.answer(FindCoordinatorResponse.create({ coordinators: [found('tx', nodeId)] }));
      return pending;
    };
    expect(await lookUp(2)).toBe(2);
    cache.invalidate('transaction', 'tx');
    expect(await lookUp(3)).toBe(3);
    expect(cache.invalidateAfter('transaction', 'tx', ErrorCode.INVALID_PRODUCER_EPOCH)).toBe(false);
    expect(await cache.find('transaction', 'tx')).toBe(3);
    expect(cache.invalidateAfter('transaction', 'tx', ErrorCode.NOT_COORDINATOR)).toBe(true);
    expect(await lookUp(1)).toBe(1);
    expect(cache.invalidateAfter('transaction', 'tx', new NetworkError('reset', { nodeId: 1, requestSent: true }))).toBe(true);
    expect(await lookUp(2)).toBe(2);
    expect(cache.invalidateAfter('transaction', 'tx', new ProtocolError({ api: 'EndTxn', version: 4, errorCode: ErrorCode.COORDINATOR_NOT_AVAILABLE }))).toBe(true);
    expect(await lookUp(3)).toBe(3);
    expect(net.sent).toHaveLength(5);
  });

  it('concurrent lookups share one request: the same key waits for it, other keys of the kind join the batch (v4+)', async () => {
    const net = scriptedNetwork(4);
    const cache = new CoordinatorCache(net.network, 5_000);
    const lookups = [cache.find('group', 'a'), cache.find('group', 'a'), cache.find('group', 'b'), cache.find('transaction', 'a')];
    await settle();
    expect(net.sent.map((each) => [each.request.keyType, each.request.coordinatorKeys])).toEqual([[0, ['a', 'b']], [1, ['a']]]);
    const late = cache.find('group', 'b');
    await settle();
    expect(net.sent).toHaveLength(2);
    net.sent[0]?.answer(FindCoordinatorResponse.create({ coordinators: [found('a', 2), found('b', 3)] }));
    net.sent[1]?.answer(FindCoordinatorResponse.create({ coordinators: [found('a', 1)] }));
    expect(await Promise.all([...lookups, late])).toEqual([2, 2, 3, 1, 3]);
  });

  it('below v4 a batch goes one key per request, each key answered in turn', async () => {
    const net = scriptedNetwork(3);
    const cache = new CoordinatorCache(net.network, 5_000);
    const lookups = Promise.all([cache.find('group', 'a'), cache.find('group', 'b')]);
    await settle();
    expect(net.sent.map((each) => each.request.key)).toEqual(['a']);
    net.sent[0]?.answer(FindCoordinatorResponse.create({ nodeId: 2, host: 'b2', port: 9092 }));
    await settle();
    expect(net.sent.map((each) => each.request.key)).toEqual(['a', 'b']);
    net.sent[1]?.answer(FindCoordinatorResponse.create({ nodeId: 3, host: 'b3', port: 9092 }));
    expect(await lookups).toEqual([2, 3]);
  });

  it('a key answered with an error rejects with the broker error, the others resolve; nothing is cached for it', async () => {
    const net = scriptedNetwork(4);
    const cache = new CoordinatorCache(net.network, 5_000);
    const ok = cache.find('group', 'a');
    const refused = cache.find('group', 'b');
    await settle();
    net.sent[0]?.answer(FindCoordinatorResponse.create({ coordinators: [found('a', 2), found('b', -1, ErrorCode.GROUP_AUTHORIZATION_FAILED)] }));
    expect(await ok).toBe(2);
    await expect(refused).rejects.toMatchObject({ api: 'FindCoordinator', errorCode: ErrorCode.GROUP_AUTHORIZATION_FAILED, message: expect.stringContaining('group b') as unknown });
    const again = cache.find('group', 'b');
    await settle();
    expect(net.sent).toHaveLength(2);
    net.sent[1]?.fail(new NetworkError('reset', { nodeId: 1, requestSent: false }));
    await expect(again).rejects.toBeInstanceOf(NetworkError);
  });

  it("a caller's abort ends its own wait; the shared lookup goes on for the others", async () => {
    const net = scriptedNetwork(4);
    const cache = new CoordinatorCache(net.network, 5_000);
    const controller = new AbortController();
    const aborted = cache.find('group', 'g', { signal: controller.signal, timeoutMs: 700 });
    const other = cache.find('group', 'g');
    await settle();
    expect(net.sent[0]?.timeoutMs).toBe(700);
    controller.abort(new Error('stop'));
    const error: unknown = await aborted.catch((caught: unknown) => caught);
    expect(isRequestAbortedError(error)).toBe(true);
    net.sent[0]?.answer(FindCoordinatorResponse.create({ coordinators: [found('g', 2)] }));
    expect(await other).toBe(2);
  });
});
