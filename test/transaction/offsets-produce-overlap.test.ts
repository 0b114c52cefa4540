/**
 * The order of a transaction's requests, as measured against Apache Kafka 4.4.0 (docs/performance.md,
 * "Round trips per transaction"). A partition registered before the offsets gets its AddPartitionsToTxn queued
 * ahead of AddOffsetsToTxn. With the internal `offsetsAfterProduce` policy on (off by default), the offsets
 * request (TV1 AddOffsetsToTxn, TV2 TxnOffsetCommit) and the transaction's Produce requests are never in flight
 * together (offsets-produce-overlap.ts).
 */
import { describe, expect, it } from 'vitest';
import { GROUP, OFFSETS, answerNext, expectNext, initialized } from './txn-test-driver.js';

describe('request order (TV1)', () => {
  it('a partition registered before the offsets is added first', () => {
    const manager = initialized();
    manager.beginTransaction();
    manager.maybeAddPartition('t', 0);
    void manager.sendOffsetsToTransaction(OFFSETS, GROUP);
    answerNext(manager, 0, 'AddPartitionsToTxn', 0);
    expectNext(manager, 0, 'AddOffsetsToTxn');
  });
});

describe('offsetsAfterProduce on: offsets request and Produce never share the flight', () => {
  it('TV1: AddOffsetsToTxn waits for the in-flight Produce; batches wait while it is queued first or in flight', () => {
    const manager = initialized({ offsetsAfterProduce: true });
    manager.beginTransaction();
    manager.maybeAddPartition('t', 0);
    answerNext(manager, 0, 'AddPartitionsToTxn', 0);
    expect(manager.isSendable('t', 0)).toBe(true);
    // A Produce of partition t-0 is now in flight; then the offsets are registered.
    void manager.sendOffsetsToTransaction(OFFSETS, GROUP);
    expect(manager.isSendable('t', 0)).toBe(false); // queued first: no new Produce, so it cannot starve
    expect(manager.nextRequest(1, { hasInFlightProduce: true })).toBeUndefined();
    const addOffsets = expectNext(manager, 2, 'AddOffsetsToTxn');
    expect(manager.isSendable('t', 0)).toBe(false); // in flight
    manager.handleResponse(addOffsets, { errorCode: 0 }, 3);
    // TxnOffsetCommit (to the group coordinator) may overlap the Produce under TV1.
    expect(manager.isSendable('t', 0)).toBe(true);
    answerNext(manager, 3, 'FindCoordinator', 0);
    expect(manager.nextRequest(3, { hasInFlightProduce: true })?.api).toBe('TxnOffsetCommit');
  });

  it('TV2: TxnOffsetCommit waits for the in-flight Produce; batches wait while it is queued first or in flight', () => {
    const manager = initialized({ transactionVersion: 2, offsetsAfterProduce: true });
    manager.beginTransaction();
    manager.maybeAddPartition('t', 0);
    expect(manager.isSendable('t', 0)).toBe(true);
    void manager.sendOffsetsToTransaction(OFFSETS, GROUP);
    expect(manager.isSendable('t', 0)).toBe(false);
    answerNext(manager, 0, 'FindCoordinator', 0);
    expect(manager.nextRequest(1, { hasInFlightProduce: true })).toBeUndefined();
    const commitOffsets = expectNext(manager, 2, 'TxnOffsetCommit');
    expect(manager.isSendable('t', 0)).toBe(false);
    manager.handleResponse(commitOffsets, { topics: [{ name: 'in', partitions: [{ partitionIndex: 2, errorCode: 0 }] }] }, 3);
    expect(manager.isSendable('t', 0)).toBe(true);
  });

  it('off (the default): both may overlap', () => {
    const manager = initialized({ transactionVersion: 2 });
    manager.beginTransaction();
    manager.maybeAddPartition('t', 0);
    void manager.sendOffsetsToTransaction(OFFSETS, GROUP);
    expect(manager.isSendable('t', 0)).toBe(true);
    answerNext(manager, 0, 'FindCoordinator', 0);
    expect(manager.nextRequest(1, { hasInFlightProduce: true })?.api).toBe('TxnOffsetCommit');
  });
});
