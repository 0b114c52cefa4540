/**
 * The batch-fate table ("one pure function decides what happens to a batch"): every protocol error
 * code x producer mode x in-flight position, against expectations written from Kafka's Java client rules, not
 * from the function under test:
 * - `Sender.canRetry`: retried while attempts and the delivery timeout allow, if the exception is a
 *   `RetriableException` (plain producer) or `TransactionManager.canRetry` says so (idempotent): a retriable
 *   error, or OUT_OF_ORDER_SEQUENCE_NUMBER for a batch that is not the next expected sequence (an earlier batch
 *   of the partition is still in flight or waiting for its retry).
 * - `Sender.completeBatch`: DUPLICATE_SEQUENCE_NUMBER completes the batch; MESSAGE_TOO_LARGE on a batch of more
 *   than one record splits it, whatever the retries left (ours not when an idempotent batch may already be in
 *   the log: its parts could not be recognised as duplicates).
 * - `TransactionManager.maybeTransitionToErrorState`: ClusterAuthorization, TransactionalIdAuthorization,
 *   ProducerFenced and UnsupportedVersion are fatal; any other batch failure of a transactional producer makes
 *   the transaction abortable.
 * - KIP-360 / KIP-588 (`handleFailedBatch`, `needToTriggerEpochBumpFromClient`): OutOfOrderSequence,
 *   UnknownProducerId and InvalidProducerEpoch bump the epoch: at the abort (transactional) or at once
 *   (idempotent); a failed batch that leaves an unresolved sequence does too. A transactional producer whose
 *   coordinator cannot bump (InitProducerId below v3, transaction version 1) never bumps: the same errors are
 *   abortable without a bump, and UNKNOWN_PRODUCER_ID restarts the partition's sequence (`resetSequenceForPartition`).
 * The Java exception of each code comes from the generated protocol table (`javaException`), itself from
 * Kafka's `Errors`. Where we deliberately differ, DIFFERENCES says so and why (docs/transactions.md).
 */
import { describe, expect, it } from 'vitest';
import { ErrorCode, errorCodeInfo, type ErrorCodeInfo } from '../../src/errors/protocol-error-codes.generated.js';
import { decideBatchFate, type BatchPosition, type ProducerMode } from '../../src/transaction/batch-fate.js';
import { describeFate } from './txn-test-driver.js';

type ModeName = 'plain' | 'idempotent' | 'transactional TV1' | 'transactional TV1, legacy coordinator' | 'transactional TV2';
type PositionName = 'only batch in flight' | 'behind an earlier batch' | 'no retries left' | 'may have been written'
  | 'several records' | 'several records, no retries left' | 'several records, may have been written';

const MODES: { readonly [Name in ModeName]: ProducerMode } = {
  plain: { idempotent: false, transactional: false, transactionVersion: 1 },
  idempotent: { idempotent: true, transactional: false, transactionVersion: 1 },
  'transactional TV1': { idempotent: true, transactional: true, transactionVersion: 1 },
  // InitProducerId below v3 (Kafka before 2.5): the client cannot ask for an epoch bump.
  'transactional TV1, legacy coordinator': { idempotent: true, transactional: true, transactionVersion: 1, coordinatorCanBumpEpoch: false },
  'transactional TV2': { idempotent: true, transactional: true, transactionVersion: 2 },
};

const BASE: BatchPosition = {
  sequenced: true, staleIdentity: false, tracked: true, behindEarlierBatch: false, partitionUnresolved: false, lastSequenced: true,
  mayHaveBeenWritten: false, retriesLeft: true, deliveryTimedOut: false, expired: false, inFlight: true, splittable: false,
};

const POSITIONS: { readonly [Name in PositionName]: BatchPosition } = {
  'only batch in flight': BASE,
  'behind an earlier batch': { ...BASE, behindEarlierBatch: true },
  'no retries left': { ...BASE, retriesLeft: false },
  'may have been written': { ...BASE, mayHaveBeenWritten: true },
  'several records': { ...BASE, splittable: true },
  'several records, no retries left': { ...BASE, splittable: true, retriesLeft: false },
  'several records, may have been written': { ...BASE, splittable: true, mayHaveBeenWritten: true },
};

const FATAL_EXCEPTIONS = new Set(['ClusterAuthorizationException', 'TransactionalIdAuthorizationException', 'UnsupportedVersionException']);
const FENCED_EXCEPTIONS = new Set(['ProducerFencedException']);
const EPOCH_BUMP_EXCEPTIONS = new Set(['OutOfOrderSequenceException', 'UnknownProducerIdException', 'InvalidProducerEpochException']);

/**
 * Codes where we deliberately differ from the Java client for an idempotent or transactional producer, with
 * our rule (the class the code gets) and why.
 */
const DIFFERENCES: { readonly [name: string]: { readonly as: 'fatal' | 'fenced' | 'record'; readonly why: string } } = {
  INVALID_PRODUCER_ID_MAPPING: { as: 'fenced', why: 'KIP-1050 classes it application-recoverable: the producer id is gone, the application re-creates the producer' },
  UNSUPPORTED_FOR_MESSAGE_FORMAT: { as: 'fatal', why: 'a pre-0.11 message format cannot carry idempotent batches at all; no later batch can succeed' },
  CORRUPT_MESSAGE: { as: 'record', why: 'our batches are built in memory with their CRC: the broker rejecting one is about its content, which a resend repeats' },
};

function exceptionOf(info: ErrorCodeInfo): string {
  return info.javaException;
}

/** The expected fate, as `describeFate` words it. */
function expected(info: ErrorCodeInfo, mode: ProducerMode, position: BatchPosition): string {
  const fate = expectedWithBump(info, mode, position);
  // needToTriggerEpochBumpFromClient is false for a legacy coordinator: abortable all the same, never a bump.
  return mode.transactional && mode.coordinatorCanBumpEpoch === false ? fate.replace(' with bump', '') : fate;
}

function expectedWithBump(info: ErrorCodeInfo, mode: ProducerMode, position: BatchPosition): string {
  const canRetry = position.retriesLeft && !position.deliveryTimedOut;
  if (info.code === ErrorCode.MESSAGE_TOO_LARGE && position.splittable && !(mode.idempotent && position.mayHaveBeenWritten)) return 'split';
  // A plain producer only asks whether the exception is retriable (Sender.canRetry without a TransactionManager).
  if (!mode.idempotent) return info.retriable && canRetry ? 'retry' : 'fail';
  const difference = DIFFERENCES[info.name];
  const retriable = difference === undefined ? info.retriable : false;
  if (info.code === ErrorCode.DUPLICATE_SEQUENCE_NUMBER) return 'complete-without-offset';
  if (difference?.as === 'fatal' || FATAL_EXCEPTIONS.has(exceptionOf(info))) return 'fail + fatal';
  if (difference?.as === 'fenced' || FENCED_EXCEPTIONS.has(exceptionOf(info))) return 'fail + fenced';
  // TransactionManager.canRetry: not the next sequence (an earlier batch is pending) -> the gap is that batch's.
  if (info.code === ErrorCode.OUT_OF_ORDER_SEQUENCE_NUMBER && position.behindEarlierBatch) return canRetry ? 'retry' : lost(mode);
  if (EPOCH_BUMP_EXCEPTIONS.has(exceptionOf(info))) {
    if (mode.transactional) return 'fail + abortable with bump';
    // Ours: an idempotent batch never written is resent under the bumped epoch (Java fails it, then bumps).
    return position.mayHaveBeenWritten ? 'fail + bump-epoch' : 'retry-new-sequence + bump-epoch';
  }
  if (retriable) return canRetry ? 'retry' : lost(mode);
  // A record-level failure: it gives its sequence back unless it may be in the log (an unresolved sequence).
  const unresolved = position.mayHaveBeenWritten || !position.lastSequenced;
  if (mode.transactional) return unresolved ? 'fail + abortable with bump' : 'fail + abortable';
  return unresolved ? 'fail + bump-epoch' : 'fail';
}

/** A sent batch lost after its last retry: its sequence is unresolved. */
function lost(mode: ProducerMode): string {
  return mode.transactional ? 'fail + abortable with bump' : 'fail + bump-epoch';
}

const CODES: readonly ErrorCodeInfo[] = Object.values(ErrorCode).filter((code) => code !== ErrorCode.NONE)
  .map((code) => errorCodeInfo(code)).filter((info): info is ErrorCodeInfo => info !== undefined);

describe('batch fate: every error code x producer mode x in-flight position (Kafka rules)', () => {
  for (const [modeName, mode] of Object.entries(MODES)) {
    for (const [positionName, position] of Object.entries(POSITIONS)) {
      it(`${modeName}, ${positionName}`, () => {
        const mismatches: string[] = [];
        for (const info of CODES) {
          const fate = decideBatchFate({ outcome: { kind: 'error', errorCode: info.code }, mode, position, producer: { fatal: false, aborting: false } });
          const actual = describeFate(fate);
          const want = expected(info, mode, position);
          if (actual !== want) mismatches.push(`${info.name} (${info.code}): expected ${want}, got ${actual}`);
          const reset = mode.coordinatorCanBumpEpoch === false && info.code === ErrorCode.UNKNOWN_PRODUCER_ID;
          if (reset && fate.sequences !== 'reset') mismatches.push(`${info.name}: the partition's sequence must restart at 0, got ${fate.sequences}`);
          if (!reset && fate.sequences === 'reset') mismatches.push(`${info.name}: unexpected sequence reset`);
        }
        expect(mismatches).toEqual([]);
      });
    }
  }

  it('covers every code of the protocol table', () => {
    expect(CODES.length).toBe(Object.keys(ErrorCode).length - 1);
  });
});

/**
 * The producer id/epoch changed while the batch waited (a KIP-360 idempotent bump, a KIP-588/TV2 bump after an
 * abort): the batch was stamped under the old identity. Java's rule (`Sender.completeBatch`: a batch is retried
 * only while `transactionManager.hasProducerIdAndEpoch(batch.producerId(), batch.producerEpoch())`, otherwise it
 * fails, "the producer id changed ... this batch will be dropped") is that a batch of an old identity is never sent
 * again under the new one when an attempt may be in the log: the broker keys its duplicate check by producer id
 * and epoch, so a resend under the new identity would be written a second time. Ours differs on purpose only for a
 * batch no attempt of which can be in the log: it is re-stamped and sent (as Java's `startSequencesAtBeginning`
 * re-stamps the batches of the partitions that triggered the bump), since nothing of it can be duplicated.
 * Either way the old identity's sequences say nothing about the new one's: no sequence effect, no producer effect.
 */
function expectedAfterIdentityChange(position: BatchPosition): string {
  return position.mayHaveBeenWritten ? 'fail (outcome-unknown)' : 'retry-new-sequence';
}

/** `describeFate` plus the sequence effect and, for a failure, the error the records get. */
function describeFully(fate: ReturnType<typeof decideBatchFate>): string {
  const error = fate.batch.kind === 'fail' ? ` (${fate.batch.error})` : '';
  const sequences = fate.sequences === 'none' ? '' : `, sequences ${fate.sequences}`;
  const described = describeFate(fate);
  return `${fate.batch.kind}${error}${described.slice(fate.batch.kind.length)}${sequences}`;
}

const IDENTITY_POSITIONS: { readonly [name: string]: BatchPosition } = {
  'in retry backoff after an error answer (not written)': { ...BASE, staleIdentity: true, inFlight: false },
  'in retry backoff after an unanswered attempt': { ...BASE, staleIdentity: true, inFlight: false, mayHaveBeenWritten: true },
  'in retry backoff after REQUEST_TIMED_OUT (written before the error)': { ...BASE, staleIdentity: true, inFlight: false, mayHaveBeenWritten: true },
  'in retry backoff, behind an earlier batch': { ...BASE, staleIdentity: true, inFlight: false, behindEarlierBatch: true, mayHaveBeenWritten: true },
  'in retry backoff, not the last sequenced': { ...BASE, staleIdentity: true, inFlight: false, lastSequenced: false, mayHaveBeenWritten: true },
  'in retry backoff, no retries left': { ...BASE, staleIdentity: true, inFlight: false, retriesLeft: false, mayHaveBeenWritten: true },
  'in retry backoff, partition has an unresolved sequence': { ...BASE, staleIdentity: true, inFlight: false, partitionUnresolved: true },
};

describe('batch fate: the producer id/epoch changed while the batch waited (identity-changed)', () => {
  const IDEMPOTENT_MODES = ['idempotent', 'transactional TV1', 'transactional TV2'] as const;
  for (const modeName of IDEMPOTENT_MODES) {
    for (const [positionName, position] of Object.entries(IDENTITY_POSITIONS)) {
      for (const producer of [{ fatal: false, aborting: false }, { fatal: false, aborting: true }]) {
        it(`${modeName}, ${positionName}${producer.aborting ? ', during an abort' : ''}`, () => {
          const fate = decideBatchFate({ outcome: { kind: 'identity-changed' }, mode: MODES[modeName], position, producer });
          expect(describeFully(fate)).toBe(expectedAfterIdentityChange(position));
        });
      }
    }
  }

  it('the answer to an attempt sent under the old identity, arriving after the change: never resent under the new one if it may be in the log', () => {
    const producer = { fatal: false, aborting: false };
    for (const modeName of IDEMPOTENT_MODES) {
      const mode = MODES[modeName];
      for (const [outcomeName, outcome] of [['no answer', { kind: 'no-answer' }], ['REQUEST_TIMED_OUT', { kind: 'error', errorCode: ErrorCode.REQUEST_TIMED_OUT }],
        ['NOT_LEADER_OR_FOLLOWER', { kind: 'error', errorCode: ErrorCode.NOT_LEADER_OR_FOLLOWER }]] as const) {
        const written = decideBatchFate({ outcome, mode, position: { ...BASE, staleIdentity: true, mayHaveBeenWritten: true }, producer });
        expect(describeFully(written), `${modeName}, ${outcomeName}, may have been written`).toBe('fail (outcome-unknown)');
        const unwritten = decideBatchFate({ outcome, mode, position: { ...BASE, staleIdentity: true }, producer });
        expect(describeFully(unwritten), `${modeName}, ${outcomeName}, never written`).toBe('retry-new-sequence');
      }
    }
  });
});

describe('batch fate: outcomes other than an error code', () => {
  const mode = MODES['transactional TV1'];
  const producer = { fatal: false, aborting: false };

  it('INVALID_PRODUCER_EPOCH on Produce is abortable with an epoch bump after EndTxn, in both transaction versions', () => {
    const fate = (transactionVersion: 1 | 2, aborting: boolean) => decideBatchFate({
      outcome: { kind: 'error', errorCode: ErrorCode.INVALID_PRODUCER_EPOCH }, mode: { ...mode, transactionVersion }, position: BASE, producer: { fatal: false, aborting },
    }).transaction;
    for (const transactionVersion of [1, 2] as const) {
      for (const aborting of [false, true]) {
        const effect = fate(transactionVersion, aborting);
        expect(effect).toEqual({ kind: 'abortable', bumpOnAbort: true, cause: 'error-code' });
      }
    }
  });

  it('an acknowledged batch completes, except after a fatal error of a transactional producer', () => {
    expect(describeFate(decideBatchFate({ outcome: { kind: 'acknowledged' }, mode, position: BASE, producer }))).toBe('complete');
    expect(describeFate(decideBatchFate({ outcome: { kind: 'acknowledged' }, mode, position: BASE, producer: { fatal: true, aborting: false } }))).toBe('fail');
    expect(describeFate(decideBatchFate({ outcome: { kind: 'acknowledged' }, mode: MODES.idempotent, position: BASE, producer: { fatal: true, aborting: false } }))).toBe('complete');
  });

  it('a lost answer is retried; out of time it is lost with an unresolved sequence', () => {
    expect(describeFate(decideBatchFate({ outcome: { kind: 'no-answer' }, mode, position: POSITIONS['may have been written'], producer }))).toBe('retry');
    expect(describeFate(decideBatchFate({ outcome: { kind: 'no-answer' }, mode, position: { ...BASE, deliveryTimedOut: true }, producer }))).toBe('fail + abortable with bump');
    expect(describeFate(decideBatchFate({ outcome: { kind: 'no-answer' }, mode: MODES.idempotent, position: { ...BASE, retriesLeft: false }, producer }))).toBe('fail + bump-epoch');
  });

  it('a batch of a previous producer id/epoch is re-stamped, unless it may be in the log', () => {
    const stale = { ...BASE, staleIdentity: true };
    expect(describeFate(decideBatchFate({ outcome: { kind: 'no-answer' }, mode, position: stale, producer }))).toBe('retry-new-sequence');
    expect(decideBatchFate({ outcome: { kind: 'no-answer' }, mode, position: { ...stale, mayHaveBeenWritten: true }, producer }).batch)
      .toEqual({ kind: 'fail', error: 'outcome-unknown' });
    expect(describeFate(decideBatchFate({ outcome: { kind: 'error', errorCode: ErrorCode.MESSAGE_TOO_LARGE }, mode, position: stale, producer }))).toBe('fail');
  });

  it('a split batch hands its sequences to the smaller batches; a stale one is split unstamped; an expired or single-record one is not split', () => {
    const several = { ...BASE, splittable: true };
    const tooLarge = { kind: 'error', errorCode: ErrorCode.MESSAGE_TOO_LARGE } as const;
    expect(decideBatchFate({ outcome: tooLarge, mode, position: several, producer })).toEqual({ batch: { kind: 'split' }, transaction: { kind: 'none' }, sequences: 'withdraw' });
    expect(decideBatchFate({ outcome: tooLarge, mode, position: { ...several, staleIdentity: true }, producer }).sequences).toBe('none');
    expect(decideBatchFate({ outcome: tooLarge, mode: MODES.plain, position: { ...several, sequenced: false }, producer }).sequences).toBe('none');
    expect(describeFate(decideBatchFate({ outcome: tooLarge, mode, position: { ...several, deliveryTimedOut: true }, producer }))).toBe('split');
    expect(describeFate(decideBatchFate({ outcome: tooLarge, mode, position: { ...several, expired: true }, producer }))).toBe('fail + abortable with bump');
    expect(describeFate(decideBatchFate({ outcome: tooLarge, mode, position: BASE, producer }))).toBe('fail + abortable');
    // RECORD_LIST_TOO_LARGE (a batch over the segment size) is not split, as in Kafka's Sender.
    expect(describeFate(decideBatchFate({ outcome: { kind: 'error', errorCode: ErrorCode.RECORD_LIST_TOO_LARGE }, mode, position: several, producer }))).toBe('fail + abortable');
  });

  it('a producer in FATAL_ERROR: losing a batch changes nothing more (no epoch bump, no abort)', () => {
    const fatal = { fatal: true, aborting: false };
    for (const each of [MODES.idempotent, mode]) {
      expect(decideBatchFate({ outcome: { kind: 'error', errorCode: ErrorCode.NOT_LEADER_OR_FOLLOWER }, mode: each, position: { ...BASE, expired: true }, producer: fatal }).transaction).toEqual({ kind: 'none' });
      expect(decideBatchFate({ outcome: { kind: 'no-answer' }, mode: each, position: { ...BASE, retriesLeft: false }, producer: fatal }).transaction).toEqual({ kind: 'none' });
    }
  });

  it('authentication failures and unusable versions are not retried', () => {
    expect(describeFate(decideBatchFate({ outcome: { kind: 'authentication-failed' }, mode: MODES.plain, position: BASE, producer }))).toBe('fail');
    expect(describeFate(decideBatchFate({ outcome: { kind: 'unsupported-version' }, mode, position: BASE, producer }))).toBe('fail + fatal');
    expect(describeFate(decideBatchFate({ outcome: { kind: 'unsupported-version' }, mode: MODES.plain, position: BASE, producer }))).toBe('fail');
  });

  it('delivery timeout: queued batches fail; in flight, a transaction aborts at once and an idempotent producer waits for the answer', () => {
    const queued = { ...BASE, inFlight: false };
    expect(describeFate(decideBatchFate({ outcome: { kind: 'delivery-timeout' }, mode, position: queued, producer }))).toBe('fail + abortable with bump');
    expect(describeFate(decideBatchFate({ outcome: { kind: 'delivery-timeout' }, mode, position: { ...queued, sequenced: false }, producer }))).toBe('fail + abortable');
    expect(describeFate(decideBatchFate({ outcome: { kind: 'delivery-timeout' }, mode, position: BASE, producer }))).toBe('expire-in-flight + abortable with bump');
    expect(describeFate(decideBatchFate({ outcome: { kind: 'delivery-timeout' }, mode: MODES.idempotent, position: BASE, producer }))).toBe('expire-in-flight');
    expect(describeFate(decideBatchFate({ outcome: { kind: 'delivery-timeout' }, mode, position: queued, producer: { fatal: false, aborting: true } }))).toBe('fail');
    const expiredAnswer = { ...BASE, expired: true };
    expect(describeFate(decideBatchFate({ outcome: { kind: 'error', errorCode: ErrorCode.DUPLICATE_SEQUENCE_NUMBER }, mode, position: expiredAnswer, producer }))).toBe('complete-without-offset');
    expect(describeFate(decideBatchFate({ outcome: { kind: 'acknowledged' }, mode, position: expiredAnswer, producer }))).toBe('complete-without-offset');
  });
});
