/**
 * Produce requests carrying a record batch, byte-exact, worked out by hand from ProduceRequest.json
 * and the magic-2 batch layout. The batch CRC comes from the independent bytewise CRC-32C, so a
 * codec or builder bug cannot hide behind a symmetric encode/decode.
 */
import { describe, expect, it } from 'vitest';
import { decodeRequest } from '../../../src/protocol/broker-framing.js';
import { encodeRequest } from '../../../src/protocol/framing.js';
import { ApiKey } from '../../../src/protocol/messages/index.generated.js';
import { ProduceRequest } from '../../../src/protocol/messages/produce.generated.js';
import { Writer } from '../../../src/protocol/primitives/writer.js';
import { crc32cBytewise } from '../../../src/protocol/record-batch/crc32c.js';
import { encodeRecordBatch } from '../../../src/protocol/record-batch/record-batch-builder.js';
import { CompressionType } from '../../../src/protocol/record-batch/record-batch-header.js';
import { decodeRecordBatches } from '../../../src/protocol/record-batch/record-batch-decoder.js';

/** Hex with `#` comments to the end of each line. */
const hex = (s: string): Buffer => Buffer.from(s.replace(/#.*$/gm, '').replace(/\s+/g, ''), 'hex');

const afterCrc = hex(`
  0010              # attributes: transactional, no compression, CreateTime
  00000000          # lastOffsetDelta 0
  0000018bcfe56800  # baseTimestamp 1700000000000
  0000018bcfe56800  # maxTimestamp 1700000000000
  00000000000003e8  # producerId 1000
  0000              # producerEpoch 0
  00000000          # baseSequence 0
  00000001          # recordCount 1
  10                # record length 8 (zig-zag 16)
    00              # attributes
    00              # timestampDelta 0
    00              # offsetDelta 0
    01              # key null (-1)
    04 6869         # value "hi"
    00              # no headers
`);

function batch(): Buffer {
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32cBytewise(afterCrc));
  return Buffer.concat([
    hex(`
      0000000000000000  # baseOffset 0 (the broker assigns it)
      0000003a          # batchLength 58: leader epoch + magic + crc + 40 header bytes + 9 record bytes
      ffffffff          # partitionLeaderEpoch -1
      02                # magic 2
    `),
    crc,
    afterCrc,
  ]);
}

const body = (): ProduceRequest =>
  ProduceRequest.create({
    transactionalId: 'tx',
    acks: -1,
    timeoutMs: 30_000,
    topicData: [{ name: 't', topicId: 'AAAAAAAAAAAAAAAAAAAAAA', partitionData: [{ index: 0, records: batch() }] }],
  });

describe('Produce request golden vectors with a record batch', () => {
  it('the builder produces the hand-computed batch', () => {
    const built = encodeRecordBatch(
      { producerId: 1000n, producerEpoch: 0, baseSequence: 0, transactional: true, compression: CompressionType.none },
      [{ timestamp: 1_700_000_000_000, key: null, value: Buffer.from('hi') }],
    );
    expect(built.toString('hex')).toBe(batch().toString('hex'));
    expect(batch().length).toBe(70);
  });

  it('Produce v3: non-flexible, records as int32-length bytes', () => {
    const expected = Buffer.concat([
      hex(`
        0000006e      # frame size 110
        0000 0003     # api key 0 (Produce), version 3
        00000001      # correlation id 1
        0001 63       # client id "c"
        0002 7478     # TransactionalId "tx"
        ffff          # Acks -1
        00007530      # TimeoutMs 30000
        00000001      # TopicData: 1 topic
          0001 74     # Name "t"
          00000001    # PartitionData: 1 partition
            00000000  # Index 0
            00000046  # Records: 70 bytes
      `),
      batch(),
    ]);
    const writer = new Writer();
    encodeRequest(writer, { apiKey: ApiKey.Produce, apiVersion: 3, correlationId: 1, clientId: 'c' }, body());
    expect(writer.toBuffer().toString('hex')).toBe(expected.toString('hex'));
    const decoded = decodeRequest(expected).body as ProduceRequest;
    expect(decoded.transactionalId).toBe('tx');
    const records = decoded.topicData[0]!.partitionData[0]!.records!;
    expect(decodeRecordBatches(records).batches[0]!.records[0]!.value).toEqual(Buffer.from('hi'));
  });

  it('Produce v9: flexible, compact records and tagged-field sections', () => {
    const expected = Buffer.concat([
      hex(`
        00000067      # frame size 103
        0000 0009     # api key 0 (Produce), version 9
        00000001      # correlation id 1
        0001 63       # client id "c" (int16 length even in header v2)
        00            # header tagged fields
        03 7478       # TransactionalId "tx", compact
        ffff          # Acks -1
        00007530      # TimeoutMs 30000
        02            # TopicData: compact array of 1
          02 74       # Name "t", compact
          02          # PartitionData: compact array of 1
            00000000  # Index 0
            47        # Records: compact, uvarint(70 + 1)
      `),
      batch(),
      hex(`
            00        # partition tagged fields
          00          # topic tagged fields
        00            # body tagged fields
      `),
    ]);
    const writer = new Writer();
    encodeRequest(writer, { apiKey: ApiKey.Produce, apiVersion: 9, correlationId: 1, clientId: 'c' }, body());
    expect(writer.toBuffer().toString('hex')).toBe(expected.toString('hex'));
    expect((decodeRequest(expected).body as ProduceRequest).topicData[0]!.partitionData[0]!.records).toEqual(batch());
  });
});
