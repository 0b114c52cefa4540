import { describe, expect, it } from 'vitest';
import { FaultRegistry } from '../../src/testing/fault-registry.js';
import { ManualClock } from '../../src/internal/clock.js';
import { InMemoryCluster } from '../../src/testing/in-memory-cluster.js';
import { batch } from './batches.js';

const PRODUCE = 0;
const END_TXN = 26;

describe('FaultRegistry', () => {
  it('queues errors per API key in order and consumes each once', () => {
    const faults = new FaultRegistry();
    faults.queueErrors(END_TXN, [51, 51, 7]);
    expect(faults.take(PRODUCE, 1)).toBeUndefined();
    expect([faults.take(END_TXN, 1), faults.take(END_TXN, 2), faults.take(END_TXN, 1), faults.take(END_TXN, 1)]).toEqual([
      { kind: 'error', errorCode: 51 },
      { kind: 'error', errorCode: 51 },
      { kind: 'error', errorCode: 7 },
      undefined,
    ]);
    faults.assertNoPendingFaults();
  });

  it('scopes faults to a broker and counts `times`', () => {
    const faults = new FaultRegistry();
    faults.dropResponses(PRODUCE, { brokerId: 2, times: 2 });
    faults.delayResponses(PRODUCE, 30);
    expect(faults.take(PRODUCE, 1)).toEqual({ kind: 'delay', delayMs: 30 });
    expect(faults.take(PRODUCE, 1)).toBeUndefined();
    expect(faults.pending()).toEqual([{ id: 1, apiKey: PRODUCE, brokerId: 2, action: { kind: 'drop-response' }, remaining: 2 }]);
    expect(() => { faults.assertNoPendingFaults(); }).toThrow(/never triggered/);
    expect(faults.take(PRODUCE, 2)).toEqual({ kind: 'drop-response' });
    expect(faults.take(PRODUCE, 2)).toEqual({ kind: 'drop-response' });
    expect(faults.pending()).toEqual([]);
    faults.closeConnections(END_TXN);
    faults.clear();
    expect(faults.pending()).toEqual([]);
    expect(() => { faults.failRequests(PRODUCE, 6, { times: 0 }); }).toThrow(RangeError);
  });

  it('records injections, applications and cluster controls in its history', () => {
    const clock = new ManualClock();
    const cluster = new InMemoryCluster({ clock, brokers: 2, topics: [{ name: 't', partitions: 1 }] });
    cluster.faults.failRequests(PRODUCE, 6);
    cluster.faults.take(PRODUCE, 1);
    cluster.setBrokerUp(2, false);
    const leader = cluster.state.partition('t', 0)!.leaderId;
    const other = leader === 1 ? 2 : 1;
    cluster.moveLeader('t', 0, other);
    const records = batch({ values: ['x'] });
    expect(cluster.produce({ transactionalId: null, topic: 't', partition: 0, records, brokerId: leader }).errorCode).toBe(6);
    expect(cluster.state.partition('t', 0)!.leaderEpoch).toBe(1);
    cluster.advanceClock(5);
    expect(clock.now()).toBe(1_700_000_000_005);
    expect(cluster.faults.history().map((event) => event.kind)).toEqual(['injected', 'applied', 'control', 'control', 'control']);
    const onSystemClock = new InMemoryCluster();
    expect(() => { onSystemClock.advanceClock(1); }).toThrow(TypeError);
  });
});
