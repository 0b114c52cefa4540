import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/config-error.js';
import { EarlierFailureError, isEarlierFailureError } from '../../src/errors/earlier-failure-error.js';
import { ErrorCode, errorCodeName } from '../../src/errors/protocol-error-codes.generated.js';
import {
  isProducerFencedError, isTransactionError, ProducerFencedError, type TransactionError, TransactionStateError,
} from '../../src/errors/transaction-errors.js';
import { ApiKey } from '../../src/protocol/messages/index.generated.js';
import type { Producer } from '../../src/producer/producer.js';
import { ALL_TRANSACTION_OPERATIONS, LEGAL_STATES } from '../../src/transaction/transaction-state.js';
import type { TransactionOperation, TransactionState } from '../../src/common/transaction-names.js';
import { scenario, type Scenario } from './scenario-helpers.js';

const OFFSETS = [{ topic: 'audit', partition: 0, offset: 1n }];
const GROUP = { groupId: 'g', generationId: -1, memberId: '', groupInstanceId: null };

/** Calls `operation` through the public API; returns the synchronous throw or the rejection, or undefined. */
async function attempt(s: Scenario, producer: Producer, operation: TransactionOperation): Promise<unknown> {
  const call = (): Promise<unknown> => {
    switch (operation) {
      case 'initTransactions': return producer.initTransactions({ timeoutMs: 1 });
      case 'beginTransaction': producer.beginTransaction(); return Promise.resolve();
      case 'send': return producer.send({ topic: 'orders', partition: 0, value: 'm' }, { timeoutMs: 1 });
      case 'sendOffsetsToTransaction': return producer.sendOffsetsToTransaction(OFFSETS, GROUP, { timeoutMs: 1 });
      case 'commitTransaction': return producer.commitTransaction({ timeoutMs: 1 });
      case 'abortTransaction': return producer.abortTransaction({ timeoutMs: 1 });
      case 'flush': return producer.flush({ timeoutMs: 1 });
      case 'close': return producer.close({ timeoutMs: 1 });
    }
  };
  try {
    const promise = call();
    promise.catch(() => undefined);
    return await s.settle(promise.then(() => undefined, (error: unknown) => error));
  } catch (error) {
    return error;
  }
}

/** Drives a fresh transactional producer into `state` through the public API and fault injection. */
async function producerIn(s: Scenario, state: TransactionState, id: string, failure?: number): Promise<Producer> {
  const producer = s.producer({ transactionalId: id, maxBlockMs: 5_000 });
  const hold = (api: keyof typeof ApiKey): void => { s.cluster.faults.delayResponses(ApiKey[api], 1_000_000); };
  if (state === 'UNINITIALIZED') return producer;
  if (state === 'INITIALIZING') {
    hold('InitProducerId');
    void producer.initTransactions().catch(() => undefined);
    await s.settle(until(() => producer.state === 'INITIALIZING'));
    return producer;
  }
  await s.settle(producer.initTransactions());
  if (state === 'READY') return producer;
  producer.beginTransaction();
  if (state === 'IN_TRANSACTION') return producer;
  if (state === 'ABORTABLE_ERROR' || state === 'FATAL_ERROR') {
    s.cluster.faults.queueErrors(ApiKey.Produce, [failure ?? (state === 'FATAL_ERROR' ? ErrorCode.PRODUCER_FENCED : ErrorCode.TRANSACTION_ABORTABLE)]);
    await s.settle(producer.send({ topic: 'orders', partition: 1, value: 'x' }).catch(() => undefined));
    return producer;
  }
  await s.settle(producer.send({ topic: 'orders', partition: 1, value: 'x' }));
  hold('EndTxn');
  const end = state === 'COMMITTING_TRANSACTION' ? producer.commitTransaction({ timeoutMs: 1 }) : producer.abortTransaction({ timeoutMs: 1 });
  await s.settle(end.catch(() => undefined));
  return producer;
}

function until(condition: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const check = (): void => { if (condition()) resolve(); else setImmediate(check); };
    check();
  });
}

describe('misuse of every operation in every state, and calls after an earlier failure, through the public API', () => {
  let s: Scenario;
  afterEach(async () => { s.cluster.faults.clear(); await s.close(); });

  const states: TransactionState[] = ['UNINITIALIZED', 'INITIALIZING', 'READY', 'IN_TRANSACTION', 'COMMITTING_TRANSACTION', 'ABORTING_TRANSACTION'];
  for (const state of states) {
    it(`in ${state}: illegal operations throw TransactionStateError naming the state and legal states`, async () => {
      s = scenario();
      let index = 0;
      for (const operation of ALL_TRANSACTION_OPERATIONS) {
        if (LEGAL_STATES[operation].includes(state)) continue;
        const producer = await producerIn(s, state, `tx-${state}-${index++}`);
        expect(producer.state).toBe(state);
        const error = await attempt(s, producer, operation);
        expect(error, `${operation} in ${state}`).toBeInstanceOf(TransactionStateError);
        const stateError = error as TransactionStateError;
        expect(stateError.state).toBe(state);
        expect(stateError.operation).toBe(operation);
        expect(stateError.message).toContain(`in state ${state}`);
        expect(stateError.legalStates).toEqual(LEGAL_STATES[operation]);
      }
    });
  }

  // After an earlier failure the refusal is not misuse: it has the failure's class and names it (Kafka
  // `maybeFailWithError`), so a catch can decide: abort, or replace the producer.
  const failures = [
    { state: 'ABORTABLE_ERROR', code: ErrorCode.TRANSACTION_ABORTABLE, expected: EarlierFailureError, classification: 'abortable' },
    { state: 'FATAL_ERROR', code: ErrorCode.PRODUCER_FENCED, expected: ProducerFencedError, classification: 'application-recoverable' },
    { state: 'FATAL_ERROR', code: ErrorCode.CLUSTER_AUTHORIZATION_FAILED, expected: EarlierFailureError, classification: 'fatal' },
  ] as const;
  for (const { state, code, expected, classification } of failures) {
    it(`in ${state} after Produce ${errorCodeName(code)}: every illegal operation is refused with ${expected.name} (${classification}), the failure as cause`, async () => {
      s = scenario();
      let index = 0;
      for (const operation of ALL_TRANSACTION_OPERATIONS) {
        if (LEGAL_STATES[operation].includes(state)) continue;
        const producer = await producerIn(s, state, `tx-${state}-${code}-${index++}`, code);
        expect(producer.state).toBe(state);
        const error = await attempt(s, producer, operation);
        expect(error, `${operation} in ${state}`).toBeInstanceOf(expected);
        expect(isTransactionError(error)).toBe(true);
        const refusal = error as TransactionError;
        expect(refusal).toMatchObject({ classification, errorName: errorCodeName(code), api: 'Produce' });
        expect(refusal.message).toContain(`${operation}() refused`);
        expect(refusal.cause).toMatchObject({ errorName: errorCodeName(code), api: 'Produce', classification });
        if (isEarlierFailureError(error)) expect(error).toMatchObject({ operation, state, code: 'ERR_TXN_IN_ERROR_STATE' });
        else expect(isProducerFencedError(error)).toBe(true);
      }
    });
  }

  it('an idempotent producer rejects every transactional operation', async () => {
    s = scenario();
    const producer = s.producer();
    for (const operation of ['initTransactions', 'beginTransaction', 'sendOffsetsToTransaction', 'commitTransaction', 'abortTransaction'] as const) {
      expect(await attempt(s, producer, operation)).toBeInstanceOf(TransactionStateError);
    }
  });
});

describe('bad config', () => {
  it('throws a ConfigError naming every bad field', () => {
    const s = scenario();
    try {
      expect(() => s.producer({ transactionalId: 'x', acks: 1, lingerMs: -1, maxInFlightRequestsPerConnection: 9 })).toThrow(ConfigError);
      try {
        s.producer({ transactionalId: 'x', acks: 1, lingerMs: -1 });
      } catch (error) {
        const fields = (error as ConfigError).issues.map((issue) => issue.field);
        expect(fields).toEqual(expect.arrayContaining(['acks', 'lingerMs']));
      }
      expect(() => s.producer({ lingerMS: 5 } as never)).toThrow(/lingerMS: unknown option \(did you mean 'lingerMs'\?\)/);
      expect(() => s.producer({ network: undefined } as never)).toThrow(/network/);
    } finally {
      s.cluster.close();
    }
  });
});
