import { afterEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import type { ApiMessages } from '../../src/protocol/messages/index.generated.js';
import { HoldingNetworkClient } from '../../src/testing/holding-network-client.js';
import { scenario, txn, type Scenario } from '../scenarios/scenario-helpers.js';

type ProduceResponse = ApiMessages['Produce']['response'];

describe('HoldingNetworkClient (kafka-eos/testing)', () => {
  let s: Scenario | undefined;
  afterEach(async () => { await s?.close(); s = undefined; });

  it('observes every request with its version, request and answer', async () => {
    const state = scenario();
    s = state;
    const network = new HoldingNetworkClient(state.network);
    const producer = state.producer({ transactionalId: 'observe', network });
    await state.settle(producer.initTransactions());
    producer.beginTransaction();
    await state.settle(producer.send({ topic: 'orders', partition: 0, value: 'x' }));
    await state.settle(producer.commitTransaction());
    const apis = network.requests.map((each) => each.api);
    expect(apis).toEqual(expect.arrayContaining(['FindCoordinator', 'InitProducerId', 'AddPartitionsToTxn', 'Produce', 'EndTxn']));
    const [end] = network.requestsOf('EndTxn');
    expect(end?.version).toBeGreaterThanOrEqual(0);
    expect(end?.request).toMatchObject({ transactionalId: 'observe', committed: true });
    expect(end?.response).toMatchObject({ errorCode: 0 });
  });

  it('holds one response, and rewrites it into an error for one partition of the response', async () => {
    const state = scenario({ brokers: 1 }); // one leader: both partitions go in one Produce request
    s = state;
    const network = new HoldingNetworkClient(state.network);
    const producer = state.producer({ transactionalId: 'per-partition', network, lingerMs: 50 });
    await state.settle(producer.initTransactions());
    producer.beginTransaction();
    const partitions = [0, 1];
    const held = network.hold('Produce');
    const sends = partitions.map((partition) => producer.send({ topic: 'orders', partition, value: `p${partition}` }).then(() => 'ok', (e: unknown) => txn(e).errorName));
    await state.settle(held.sent);
    held.release((response: ProduceResponse) => ({
      ...response,
      responses: response.responses.map((topic) => ({
        ...topic,
        partitionResponses: topic.partitionResponses.map((p) => (p.index === 0 ? { ...p, errorCode: ErrorCode.INVALID_RECORD } : p)),
      })),
    }));
    const outcomes = await state.settle(Promise.all(sends));
    expect(outcomes[0]).toBe('INVALID_RECORD');
    expect(outcomes[1]).toBe('ok');
    expect(network.requestsOf('Produce')).toHaveLength(1);
    expect(producer.state).toBe('ABORTABLE_ERROR');
    await state.settle(producer.abortTransaction());
  });

  it('applied, then the connection dropped: the client retries and the broker deduplicates', async () => {
    const state = scenario();
    s = state;
    const network = new HoldingNetworkClient(state.network);
    const producer = state.producer({ transactionalId: 'applied-dropped', network });
    await state.settle(producer.initTransactions());
    producer.beginTransaction();
    const held = network.hold('Produce');
    const send = producer.send({ topic: 'audit', partition: 0, value: 'once' });
    await state.settle(held.sent);
    expect(state.uncommitted('audit', 0)).toEqual(['once']); // applied before the drop
    held.dropConnection();
    const result = await state.settle(send);
    await state.settle(producer.commitTransaction());
    expect(result.offset).toBe(0n);
    expect(state.committed('audit', 0)).toEqual(['once']);
    const produce = network.requestsOf('Produce');
    expect(produce.length).toBeGreaterThanOrEqual(2);
    expect(produce[0]?.error).toBeDefined();
  });
});
