import { describe, expect, it } from 'vitest';
import { DeliveryGroup } from '../../src/producer/accumulator/delivery-group.js';
import { ProducerBatch } from '../../src/producer/accumulator/producer-batch.js';
import { appendToBatch } from './accumulator-helpers.js';

const metadata = (offset: bigint) => ({ topic: 't', partition: 0, offset, timestamp: 1 });

describe('DeliveryGroup (one promise per send(records[]) call)', () => {
  it('resolves with every record in send order, whatever order the records complete in', async () => {
    const group = new DeliveryGroup(3);
    group.resolveRecord(2, metadata(12n));
    group.resolveRecord(0, metadata(10n));
    group.resolveRecord(1, metadata(11n));
    expect((await group.promise).map((each) => each.offset)).toEqual([10n, 11n, 12n]);
  });

  it('rejects with the first failure, like Promise.all, and ignores what comes after', async () => {
    const group = new DeliveryGroup(2);
    group.rejectRecord(1, new Error('first'));
    group.rejectRecord(0, new Error('second'));
    group.resolveRecord(0, metadata(1n));
    await expect(group.promise).rejects.toThrow('first');
  });

  it('resolves at once with no records', async () => {
    expect(await new DeliveryGroup(0).promise).toEqual([]);
  });

  it('is filled in by ProducerBatch.complete and fail alongside records with promises of their own', async () => {
    const batch = new ProducerBatch({ topic: 't', partition: 3, createdMs: 0, reservedBytes: 1024, compression: 'none', transactional: false });
    const group = new DeliveryGroup(2);
    batch.append({ timestamp: 5, key: null, value: Buffer.from('a') }, group, 1);
    const own = appendToBatch(batch, { timestamp: 6, key: null, value: Buffer.from('b') });
    batch.append({ timestamp: 7, key: null, value: Buffer.from('c') }, group, 0);
    batch.complete(100n);
    expect(await own).toEqual({ topic: 't', partition: 3, offset: 101n, timestamp: 6 });
    expect(await group.promise).toEqual([
      { topic: 't', partition: 3, offset: 102n, timestamp: 7 },
      { topic: 't', partition: 3, offset: 100n, timestamp: 5 },
    ]);
    const failing = new ProducerBatch({ topic: 't', partition: 0, createdMs: 0, reservedBytes: 1024, compression: 'none', transactional: false });
    const failed = new DeliveryGroup(1);
    failing.append({ timestamp: 1, key: null, value: null }, failed, 0);
    failing.fail(new Error('broker said no'));
    await expect(failed.promise).rejects.toThrow('broker said no');
  });
});
