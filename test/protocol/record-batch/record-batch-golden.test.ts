import { describe, expect, it } from 'vitest';
import { crc32cBytewise } from '../../../src/protocol/record-batch/crc32c.js';
import { CompressionType, decodeRecordBatchHeader, verifyRecordBatchCrc } from '../../../src/protocol/record-batch/record-batch-header.js';
import { encodeRecordBatch } from '../../../src/protocol/record-batch/record-batch-builder.js';
import { decodeRecordBatches } from '../../../src/protocol/record-batch/record-batch-decoder.js';

/**
 * A transactional batch worked out by hand from the magic-2 layout (KIP-98, DefaultRecordBatch /
 * DefaultRecord). The CRC is taken from the independent bytewise CRC-32C over bytes 21..end.
 */
/** Hex with `#` comments to the end of each line. */
const hex = (s: string): Buffer => Buffer.from(s.replace(/#.*$/gm, '').replace(/\s+/g, ''), 'hex');

const recordsSection = hex(`
  1c  # length 14 (zig-zag 28)
    00  # attributes
    00  # timestampDelta 0
    00  # offsetDelta 0
    04 6b31  # key "k1"
    04 7631  # value "v1"
    02  # 1 header
      02 68  # key "h"
      02 78  # value "x"
  22  # length 17 (zig-zag 34)
    00  # attributes
    0a  # timestampDelta 5
    02  # offsetDelta 1
    04 6b32  # key "k2"
    0c 76616c756532  # value "value2"
    02  # 1 header
      02 68  # key "h"
      01  # value null (-1)
`);

const headerBeforeCrc = hex(`
  0000000000000000  # baseOffset 0
  00000052          # batchLength 82
  ffffffff          # partitionLeaderEpoch -1
  02                # magic
`);

const headerAfterCrc = hex(`
  0010              # attributes: transactional
  00000001          # lastOffsetDelta 1
  0000018bcfe56800  # baseTimestamp 1700000000000
  0000018bcfe56805  # maxTimestamp 1700000000005
  00000000000003e8  # producerId 1000
  0005              # producerEpoch 5
  00000007          # baseSequence 7
  00000002          # recordCount 2
`);

function expectedBatch(): Buffer {
  const crcInput = Buffer.concat([headerAfterCrc, recordsSection]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32cBytewise(crcInput));
  return Buffer.concat([headerBeforeCrc, crc, crcInput]);
}

const options = {
  producerId: 1000n,
  producerEpoch: 5,
  baseSequence: 7,
  transactional: true,
  compression: CompressionType.none,
} as const;

const records = [
  { timestamp: 1_700_000_000_000, key: Buffer.from('k1'), value: Buffer.from('v1'), headers: [{ key: 'h', value: Buffer.from('x') }] },
  { timestamp: 1_700_000_000_005n, key: Buffer.from('k2'), value: Buffer.from('value2'), headers: [{ key: 'h', value: null }] },
];

describe('record batch golden bytes', () => {
  it('has the hand-computed section sizes', () => {
    expect(recordsSection.length).toBe(33);
    expect(expectedBatch().length).toBe(94);
  });

  it('encodes byte-exact', () => {
    expect(encodeRecordBatch(options, records).toString('hex')).toBe(expectedBatch().toString('hex'));
  });

  it('decodes the hand-built bytes', () => {
    const bytes = expectedBatch();
    expect(verifyRecordBatchCrc(bytes)).toBe(true);
    const header = decodeRecordBatchHeader(bytes);
    expect(header).toMatchObject({ batchLength: 82, lastOffsetDelta: 1, producerId: 1000n, producerEpoch: 5, baseSequence: 7, recordCount: 2 });
    const { batches, partialTrailingBytes } = decodeRecordBatches(bytes);
    expect(partialTrailingBytes).toBe(0);
    expect(batches).toHaveLength(1);
    const batch = batches[0]!;
    expect(batch.isTransactional).toBe(true);
    expect(batch.isControl).toBe(false);
    expect(batch.records).toEqual([
      { offset: 0n, timestamp: 1_700_000_000_000n, key: Buffer.from('k1'), value: Buffer.from('v1'), headers: [{ key: 'h', value: Buffer.from('x') }] },
      { offset: 1n, timestamp: 1_700_000_000_005n, key: Buffer.from('k2'), value: Buffer.from('value2'), headers: [{ key: 'h', value: null }] },
    ]);
  });
});
