import { describe, expect, it } from 'vitest';
import { CorruptInputError } from '../../../src/errors/codec-errors.js';
import { ControlRecordType, decodeControlRecord, encodeEndTxnMarkerBatch } from '../../../src/protocol/record-batch/control-record.js';
import { decodeRecordBatches } from '../../../src/protocol/record-batch/record-batch-decoder.js';

describe('transaction markers', () => {
  it.each([true, false])('encodes and decodes a %s marker batch (commit?)', (commit) => {
    const batch = encodeEndTxnMarkerBatch({ producerId: 4000n, producerEpoch: 3, commit, coordinatorEpoch: 17, timestamp: 1_700_000_000_123, baseOffset: 55n });
    const { batches } = decodeRecordBatches(batch);
    const decoded = batches[0]!;
    expect(decoded.isControl).toBe(true);
    expect(decoded.isTransactional).toBe(true);
    expect(decoded.header).toMatchObject({ producerId: 4000n, producerEpoch: 3, baseSequence: -1, recordCount: 1, attributes: 0x30, baseOffset: 55n });
    const record = decoded.records[0]!;
    expect(record.offset).toBe(55n);
    expect(record.key!.toString('hex')).toBe(commit ? '00000001' : '00000000');
    expect(record.value!.toString('hex')).toBe('000000000011');
    expect(decodeControlRecord(record)).toEqual({ version: 0, type: commit ? 1 : 0, isTransactionMarker: true, commit, coordinatorEpoch: 17 });
  });

  it('reads the known prefix of a newer marker version and skips non-marker control types', () => {
    expect(decodeControlRecord({ key: Buffer.from('00010001', 'hex'), value: Buffer.from('0001000000070000', 'hex') })).toMatchObject({
      version: 1,
      commit: true,
      coordinatorEpoch: 7,
    });
    expect(decodeControlRecord({ key: Buffer.from('00000002', 'hex'), value: Buffer.from('00', 'hex') })).toEqual({
      version: 0,
      type: ControlRecordType.leaderChange,
      isTransactionMarker: false,
      commit: false,
      coordinatorEpoch: undefined,
    });
  });

  it('rejects short or missing keys and values with a typed error', () => {
    expect(() => decodeControlRecord({ key: null, value: null })).toThrow(CorruptInputError);
    expect(() => decodeControlRecord({ key: Buffer.from('0000', 'hex'), value: null })).toThrow(CorruptInputError);
    expect(() => decodeControlRecord({ key: Buffer.from('00000001', 'hex'), value: Buffer.from('0000', 'hex') })).toThrow(CorruptInputError);
    expect(() => decodeControlRecord({ key: Buffer.from('ffff0001', 'hex'), value: null })).toThrow(CorruptInputError);
  });
});
