import { describe, expect, it } from 'vitest';
import { AdminTimeoutError } from '../../src/admin/admin-errors.js';
import { ConsumerTimeoutError } from '../../src/consumer/consumer-errors.js';
import { isOperationTimeoutError, OperationTimeoutError } from '../../src/errors/operation-timeout-error.js';
import { DeliveryTimeoutError, ProducerTimeoutError } from '../../src/errors/producer-errors.js';
import { MetadataTimeoutError } from '../../src/cluster/metadata-cache.js';

describe('OperationTimeoutError', () => {
  const cause = new Error('connect ECONNREFUSED 127.0.0.1:9092');

  it('is what the three clients throw when a call runs out of its bound, each with its own code', () => {
    const errors = [
      new ProducerTimeoutError('commitTransaction', 60_000, cause),
      new ConsumerTimeoutError('committed', 30_000, cause),
      new AdminTimeoutError('listTransactions', 10_000, cause),
    ];
    expect(errors.map((error) => error.code)).toEqual(['ERR_PRODUCER_TIMEOUT', 'ERR_CONSUMER_TIMEOUT', 'ERR_ADMIN_TIMEOUT']);
    for (const error of errors) {
      expect(error).toBeInstanceOf(OperationTimeoutError);
      expect(isOperationTimeoutError(error)).toBe(true);
      expect(error.cause).toBe(cause);
    }
    expect(errors.map((error) => [error.operation, error.timeoutMs])).toEqual([['commitTransaction', 60_000], ['committed', 30_000], ['listTransactions', 10_000]]);
  });

  it('words the call, the bound and the last failure; the producer adds what to do next', () => {
    expect(new AdminTimeoutError('listTransactions', 10_000, cause).message).toBe('listTransactions() did not complete within 10000 ms; last error: connect ECONNREFUSED 127.0.0.1:9092');
    expect(new ConsumerTimeoutError('connect', 5_000).message).toBe('connect() did not complete within 5000 ms');
    expect(new ProducerTimeoutError('send', 60_000).message).toBe('send() did not complete within 60000 ms; it may still complete: call it again to wait for the outcome');
    expect(new ProducerTimeoutError('connect', 1_000, undefined, { continues: false }).message).toBe('connect() did not complete within 1000 ms');
    expect(new ProducerTimeoutError('send', 1, cause).name).toBe('ProducerTimeoutError');
  });

  it('holds for an error built by another copy of the package (the brand), not for bounds on records or other values', () => {
    const foreign = Object.assign(new Error('x'), {
      [Symbol.for('kafka-eos.KafkaClientError')]: true,
      [Symbol.for('kafka-eos.OperationTimeoutError')]: true,
    });
    expect(isOperationTimeoutError(foreign)).toBe(true);
    expect(isOperationTimeoutError(new DeliveryTimeoutError('t', 0, 1, 120_000))).toBe(false);
    expect(isOperationTimeoutError(new MetadataTimeoutError('t', 60_000, undefined))).toBe(false);
    for (const value of [undefined, null, 'ERR_PRODUCER_TIMEOUT', { code: 'ERR_PRODUCER_TIMEOUT' }, new Error('timeout')]) {
      expect(isOperationTimeoutError(value)).toBe(false);
    }
  });
});
