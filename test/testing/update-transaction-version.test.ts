import { afterEach, describe, expect, it } from 'vitest';
import { HoldingNetworkClient } from '../../src/testing/holding-network-client.js';
import { scenario, type Scenario } from '../scenarios/scenario-helpers.js';

describe('InMemoryCluster.updateTransactionVersion (UpdateFeatures at runtime)', () => {
  let s: Scenario | undefined;
  afterEach(async () => { await s?.close(); s = undefined; });

  it('ApiVersions carries the new level under a higher features epoch', async () => {
    const state = scenario({ transactionVersion: 1 });
    s = state;
    const before = await state.network.features('any');
    expect(before.finalized.get('transaction.version')).toBeUndefined();
    state.cluster.updateTransactionVersion(2);
    expect(state.cluster.transactionVersion).toBe(2);
    expect(state.cluster.finalizedFeaturesEpoch).toBe(2n);
    const after = await state.network.features('any');
    expect(after.finalized.get('transaction.version')?.max).toBe(2);
    expect(after.finalizedFeaturesEpoch).toBe(2n);
    state.cluster.updateTransactionVersion(1);
    const downgraded = await state.network.features('any');
    expect(downgraded.finalized.get('transaction.version')).toBeUndefined();
    expect(downgraded.finalizedFeaturesEpoch).toBe(3n);
    expect(state.cluster.faults.history().filter((event) => event.kind === 'control').map((event) => ('description' in event ? event.description : '')))
      .toEqual(['transaction.version finalized at 2 (features epoch 2)', 'transaction.version finalized at 1 (features epoch 3)']);
  });

  it('after an upgrade, a TV1 producer keeps committing with AddPartitionsToTxn; a new producer uses TV2', async () => {
    const state = scenario({ transactionVersion: 1 });
    s = state;
    const oldNetwork = new HoldingNetworkClient(state.network);
    const old = state.producer({ transactionalId: 'tv-old', network: oldNetwork });
    await state.settle(old.initTransactions());
    state.cluster.updateTransactionVersion(2);
    old.beginTransaction();
    await state.settle(old.send({ topic: 'orders', partition: 0, value: 'tv1' }));
    await state.settle(old.commitTransaction());
    expect(old.transactionVersion).toBe(1);
    expect(oldNetwork.requestsOf('AddPartitionsToTxn')).toHaveLength(1);

    const newNetwork = new HoldingNetworkClient(state.network);
    const fresh = state.producer({ transactionalId: 'tv-new', network: newNetwork });
    await state.settle(fresh.initTransactions());
    fresh.beginTransaction();
    await state.settle(fresh.send({ topic: 'orders', partition: 0, value: 'tv2' }));
    await state.settle(fresh.commitTransaction());
    expect(fresh.transactionVersion).toBe(2);
    expect(newNetwork.requestsOf('AddPartitionsToTxn')).toHaveLength(0);
    expect(state.committed('orders', 0)).toEqual(['tv1', 'tv2']);
  });
});
