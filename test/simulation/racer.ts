/**
 * The racing actor: an application that does not await its calls in turn. Each round it fires sends (and
 * sometimes sendOffsetsToTransaction, and sometimes a call with a bad argument) without awaiting them, then
 * races one of: commit, abort, close, commit + abort together, a commit that times out and is retried,
 * a `transaction()` callback that nests `transaction()`. The outcomes it may see are the documented ones
 * (docs/transactions.md "Aborting and closing", docs/producer.md, docs/errors.md); anything else is an
 * invariant 8 violation ("a call raced against another ended in an undocumented way"). It also feeds the
 * ledger, so the checker's safety invariants (1, 2, 5) and progress invariant (7) cover its transactions.
 */
import { InvalidArgumentError } from '../../src/errors/argument-errors.js';
import { ProducerTimeoutError } from '../../src/errors/producer-errors.js';
import { NestedTransactionError, PendingOperationError } from '../../src/errors/operation-lifecycle-errors.js';
import { describeTransactions } from '../../src/testing/cluster-inspection.js';
import { ApiKey } from '../../src/protocol/messages/index.generated.js';
import { describeError } from './history.js';
import type { SendEntry, TransactionEntry } from './ledger.js';
import type { Prng } from './prng.js';
import type { OperationResult, ProducerInstance, SimulationContext } from './simulation-context.js';
import { INPUT_TOPIC, OUTPUT_TOPICS } from './topology.js';
import { closeInstance, initInstance, refusedIn, sendFailureOutcome } from './transactional-flow.js';

/**
 * A racer's shape.
 * @internal
 */
export interface RacerSpec {
  readonly index: number;
  readonly rounds: number;
}

/** A topic that does not exist (the cluster does not auto-create topics). */
const MISSING_TOPIC = 'missing-topic';

const RACES = ['commit', 'commit', 'abort', 'abort', 'close', 'commit-and-abort', 'commit-timeout-retry', 'nested-transaction'] as const;
type Race = (typeof RACES)[number];

interface FiredSend {
  readonly entry: SendEntry;
  readonly result: Promise<OperationResult<unknown>>;
  settled: boolean;
}

/** The group a racer commits offsets for: the offset is 1000 + the transaction id, so the checker can tell which transaction wrote it. @internal */
export function racerGroup(index: number): string {
  return `race-group-${index}`;
}

/** Runs the racer's rounds. @internal */
export async function racer(context: SimulationContext, prng: Prng, spec: RacerSpec): Promise<void> {
  const transactionalId = `race-${spec.index}`;
  let instance = context.newInstance(transactionalId, true);
  for (let round = 0; round < spec.rounds; round++) {
    if (!instance.initialized && !(await initInstance(context, instance))) {
      await closeInstance(context, instance);
      instance = context.newInstance(transactionalId, true);
      continue;
    }
    const race = prng.pick(RACES);
    context.history.add(instance.tag, `races: ${race}`);
    const replace = race === 'nested-transaction' ? await nestedTransaction(context, prng, instance) : await raceRound(context, prng, instance, race);
    if (replace) {
      await closeInstance(context, instance);
      instance = context.newInstance(transactionalId, true);
    }
    await context.scheduler.sleep(prng.int(0, 300));
  }
  await closeInstance(context, instance);
}

function violation(context: SimulationContext, who: string, message: string): void {
  context.violations.push({ invariant: 8, message: `${who}: ${message}` });
}

/**
 * Fires 1-4 sends of `transaction` without awaiting them; sometimes one more with a bad partition. A
 * `pipelined` round instead fires 3-5 sends to one partition 1 ms apart (still not awaited): each goes out in
 * its own Produce while the earlier ones are in flight, the pipeline the `error-retriable-produce` fault hits.
 */
async function fireSends(context: SimulationContext, prng: Prng, instance: ProducerInstance, transaction: TransactionEntry,
  options: { readonly allowMissingTopic: boolean; readonly pipelined: boolean }): Promise<FiredSend[]> {
  const fired: FiredSend[] = [];
  const { pipelined } = options;
  const count = pipelined ? prng.int(3, 5) : prng.int(1, 4);
  const badAt = !pipelined && prng.chance(0.2) ? prng.int(0, count - 1) : -1;
  // A send to a topic no broker has fails locally (metadata timeout, 300 ms): the record is lost, so the
  // transaction must become abortable and its commit must not resolve.
  const missingAt = !pipelined && options.allowMissingTopic && prng.chance(0.1) ? prng.int(0, count - 1) : -1;
  if (missingAt >= 0 && transaction.intent === 'commit') transaction.intent = 'race';
  const pipelineTopic = prng.pick(OUTPUT_TOPICS);
  const pipelinePartition = prng.int(0, pipelineTopic.partitions - 1);
  if (pipelined) context.observer.pipelines.add(instance.tag);
  for (let index = 0; index < count; index++) {
    if (pipelined && index > 0) await context.scheduler.sleep(1);
    const bad = index === badAt;
    const missing = index === missingAt && !bad;
    const topic = pipelined ? pipelineTopic : missing ? { name: MISSING_TOPIC, partitions: 1 } : prng.pick(OUTPUT_TOPICS);
    const partition = pipelined ? pipelinePartition : bad ? -1 : prng.int(0, topic.partitions - 1);
    const entry = context.ledger.recordSend({ value: context.nextValue(instance, topic.name, partition, `x${transaction.id}-${index}`), topic: topic.name, partition, instance: instance.tag, transaction });
    const send: FiredSend = {
      entry,
      result: context.operation(instance.tag, `send ${entry.value}${bad ? ' (bad partition)' : ''} (not awaited)`, context.sendBoundMs,
        () => instance.producer.send({ topic: entry.topic, partition: entry.partition, value: entry.value }, missing ? { timeoutMs: 300 } : {})),
      settled: false,
    };
    void send.result.then((result) => {
      send.settled = true;
      if (result.ok) {
        entry.outcome = 'acknowledged';
        entry.offset = (result.value as { offset: bigint }).offset;
        if (bad) violation(context, instance.tag, `send to partition -1 was acknowledged (${entry.value})`);
      } else {
        entry.outcome = sendFailureOutcome(result.error);
        // A send issued in the open transaction joins it: a commit (or an abort) called after it, or that
        // commit's pending-operation guard after its caller timed out, never refuses it (the
        // simulation regressions found by the racing actor). Only a transaction that already failed may refuse it:
        // ABORTABLE_ERROR (an earlier send failed locally, or an abortable answer) or FATAL_ERROR.
        const refused = refusedIn(result.error);
        if (!bad && refused !== undefined
          && (result.error instanceof PendingOperationError || (refused !== 'ABORTABLE_ERROR' && refused !== 'FATAL_ERROR'))) {
          violation(context, instance.tag, `send ${entry.value}, issued in the open transaction ${transaction.id}, was refused: ${describeError(result.error)} in state ${refused}`);
        }
        if (bad) {
          entry.outcome = 'definitely-failed';
          if (!(result.error instanceof InvalidArgumentError)) violation(context, instance.tag, `send to partition -1 failed with ${describeError(result.error)}, not InvalidArgumentError`);
        }
      }
    });
    if (bad) transaction.badSends.push(entry);
    fired.push(send);
  }
  context.observer.pipelines.delete(instance.tag);
  return fired;
}

/** A racer transaction: begin, fire sends (and maybe offsets), then race `race`. True when the instance must be replaced. */
async function raceRound(context: SimulationContext, prng: Prng, instance: ProducerInstance, race: Exclude<Race, 'nested-transaction'>): Promise<boolean> {
  try {
    instance.producer.beginTransaction();
  } catch (error) {
    context.history.add(instance.tag, `beginTransaction refused: ${describeError(error)}`);
    return true;
  }
  const transaction = context.ledger.beginTransaction(instance.tag, instance.transactionalId ?? '', context.clock.now());
  const wireAtBegin = context.observer.requests(instance.tag).length;
  transaction.intent = race === 'abort' ? 'abort' : race === 'close' ? 'close' : race === 'commit-and-abort' ? 'race' : 'commit';
  const sends = await fireSends(context, prng, instance, transaction, { allowMissingTopic: true, pipelined: prng.chance(0.3) });
  let offsets: Promise<OperationResult<void>> | undefined;
  if (prng.chance(0.5)) {
    const offset = BigInt(1000 + transaction.id);
    context.racerOffsets.set(`${racerGroup(Number(instance.transactionalId?.slice(5)))}@${offset}`, transaction);
    offsets = context.operation(instance.tag, `sendOffsetsToTransaction ${INPUT_TOPIC}-0@${offset} (not awaited)`, context.callBoundMs,
      () => instance.producer.sendOffsetsToTransaction([{ topic: INPUT_TOPIC, partition: 0, offset }],
        { groupId: racerGroup(Number(instance.transactionalId?.slice(5))), generationId: -1, memberId: '', groupInstanceId: null }));
  }
  // Let some of them reach the wire before the race, or none.
  if (prng.chance(0.6)) await context.scheduler.sleep(prng.int(0, 8));
  const all = async (): Promise<void> => { await Promise.all([...sends.map((send) => send.result), offsets]); };
  const checkCommit = async (): Promise<void> => {
    const unsettled = sends.filter((send) => !send.settled && transaction.badSends.every((bad) => bad !== send.entry));
    if (unsettled.length > 0) violation(context, instance.tag, `commit of transaction ${transaction.id} resolved while ${unsettled.length} of its sends had not (${unsettled.map((send) => send.entry.value).join(', ')})`);
    await all();
    for (const send of sends) {
      if (transaction.badSends.includes(send.entry)) continue;
      if (send.entry.outcome !== 'acknowledged') violation(context, instance.tag, `commit of transaction ${transaction.id} resolved but ${send.entry.value} was not acknowledged`);
    }
    // sendOffsetsToTransaction called before the commit (not awaited) is part of the commit: the commit waits
    // for it. Only a ProducerTimeoutError may accompany a resolved commit (the caller stopped waiting because
    // faults delayed it; the offsets may or may not be in, and checkRacerOffsets accepts either).
    const offsetsResult = offsets === undefined ? undefined : await offsets;
    if (offsetsResult !== undefined && !offsetsResult.ok && !(offsetsResult.error instanceof ProducerTimeoutError)) {
      violation(context, instance.tag, `commit of transaction ${transaction.id} resolved but its sendOffsetsToTransaction failed with ${describeError(offsetsResult.error)}`);
    }
  };
  const call = (name: string, run: () => Promise<void>): Promise<OperationResult<void>> => context.operation(instance.tag, `${name} (txn ${transaction.id})`, context.callBoundMs, run);

  switch (race) {
    case 'commit': {
      const commit = await call('commitTransaction (sends not awaited)', () => instance.producer.commitTransaction());
      if (commit.ok) {
        transaction.commitCalled = true;
        transaction.outcome = 'committed';
        await checkCommit();
        return false;
      }
      await all();
      return finishAfterFailure(context, instance, transaction, commit.error);
    }
    case 'abort': {
      const abort = await watchAbort(context, instance, transaction, wireAtBegin,
        () => call('abortTransaction (sends not awaited)', () => instance.producer.abortTransaction()));
      if (abort.ok) {
        // Unsent records fail with TransactionAbortedError in the abort, sent ones are waited for: nothing of
        // the transaction is still pending once the abort resolved (one turn of the loop for the callbacks).
        await context.scheduler.sleep(0);
        const unsettled = sends.filter((send) => !send.settled);
        if (unsettled.length > 0) violation(context, instance.tag, `abort of transaction ${transaction.id} resolved while ${unsettled.length} of its sends had not (${unsettled.map((send) => send.entry.value).join(', ')})`);
      }
      await all();
      if (abort.ok) {
        transaction.outcome = 'aborted';
        return false;
      }
      return true;
    }
    case 'close': {
      // A fenced or fatal producer cannot abort: its transaction is left to the coordinator's timeout (documented),
      // also when the fatal answer (to a request sent before the close) arrives during the close.
      const fatalBefore = isFatal(instance);
      const faultsBefore = faultTotal(context);
      const appliedBefore = appliedFaults(context);
      instance.closedAt = context.clock.now();
      const close = await context.operation(instance.tag, `close mid-transaction ${transaction.id} (sends not awaited)`, 5_000, () => instance.producer.close({ timeoutMs: 5_000 }));
      transaction.outcome = 'abandoned';
      // Before the coordinator's timeout: a close that returned normally, with no fault around it, aborted the transaction.
      if (close.ok && !fatalBefore && !isFatal(instance) && faultTotal(context) === faultsBefore && appliedFaults(context) === appliedBefore && context.cluster.state.brokers().every((broker) => broker.up)) {
        const [description] = describeTransactions(context.cluster, [instance.transactionalId ?? '']);
        if (description?.transactionState === 'Ongoing' && description.producerId === instance.producer.producerIdentity.producerId) {
          violation(context, instance.tag, `close() returned but transaction ${transaction.id} is still Ongoing at the coordinator (only its timeout would abort it)`);
        }
      }
      await all();
      return true;
    }
    case 'commit-and-abort': {
      const commit = call('commitTransaction (raced with abort)', () => instance.producer.commitTransaction());
      const abort = watchAbort(context, instance, transaction, wireAtBegin,
        () => call('abortTransaction (raced with commit)', () => instance.producer.abortTransaction()));
      const [committed, aborted] = await Promise.all([commit, abort]);
      await all();
      if (committed.ok && aborted.ok) violation(context, instance.tag, `both commit and abort of transaction ${transaction.id} resolved`);
      if (committed.ok) {
        transaction.commitCalled = true;
        transaction.outcome = 'committed';
        await checkCommit();
        return false;
      }
      transaction.commitCalled = refusedIn(committed.error) === undefined;
      if (aborted.ok) {
        transaction.outcome = 'aborted';
        return false;
      }
      transaction.outcome = transaction.commitCalled ? 'unknown' : 'abandoned';
      return true;
    }
    case 'commit-timeout-retry': {
      const first = await call('commitTransaction timeoutMs 1', () => instance.producer.commitTransaction({ timeoutMs: 1 }));
      if (!first.ok) {
        transaction.commitCalled = true;
        // Until a commit call observes the outcome, every other operation refuses with PendingOperationError.
        try {
          instance.producer.beginTransaction();
          violation(context, instance.tag, `beginTransaction accepted while commit of transaction ${transaction.id} was pending`);
          return true;
        } catch (error) {
          if (refusedIn(error) === undefined) violation(context, instance.tag, `beginTransaction during a pending commit threw ${describeError(error)}`);
          else if (first.error instanceof Error && first.error.name.includes('Timeout') && !(error instanceof PendingOperationError)) {
            violation(context, instance.tag, `beginTransaction after a commit timeout threw ${describeError(error)}, not PendingOperationError`);
          }
        }
        // Half the time the retry comes late, once the commit may have completed in the background: the retry
        // must then return that outcome (Java's semantics), not refuse because nothing is committing any more.
        if (prng.chance(0.5)) await context.scheduler.sleep(prng.int(1, 200));
        for (let attempt = 0; attempt < 3; attempt++) {
          const retry = await call('commitTransaction (retry joins the pending commit)', () => instance.producer.commitTransaction());
          if (retry.ok) {
            transaction.outcome = 'committed';
            await checkCommit();
            return false;
          }
          if (!(retry.error instanceof Error && retry.error.name.includes('Timeout'))) {
            await all();
            return finishAfterFailure(context, instance, transaction, retry.error);
          }
        }
        transaction.outcome = 'unknown';
        await all();
        return true;
      }
      transaction.commitCalled = true;
      transaction.outcome = 'committed';
      await checkCommit();
      return false;
    }
  }
}

/** The requests that add to a transaction: partitions, the offsets' partition, the offsets themselves. */
const CONTENT_NAMES: ReadonlyMap<number, string> = new Map([[ApiKey.AddPartitionsToTxn, 'AddPartitionsToTxn'], [ApiKey.AddOffsetsToTxn, 'AddOffsetsToTxn'], [ApiKey.TxnOffsetCommit, 'TxnOffsetCommit']]);
const TRANSACTION_CONTENT: ReadonlySet<number> = new Set(CONTENT_NAMES.keys());

/**
 * Runs an abort and checks, from the wire, that it settled what was only queued instead of sending it
 * (docs/transactions.md, "Aborting and closing"): an AddPartitionsToTxn, AddOffsetsToTxn or TxnOffsetCommit
 * of the transaction that was still queued when the abort was called fails with TransactionAbortedError and
 * is never sent. So while the abort runs, the instance may send only retries of the kinds it had already
 * sent in this transaction (the answers of what was in flight are waited for, and may be retried).
 */
async function watchAbort(context: SimulationContext, instance: ProducerInstance, transaction: TransactionEntry, wireAtBegin: number,
  abort: () => Promise<OperationResult<void>>): Promise<OperationResult<void>> {
  const wire = context.observer.requests(instance.tag);
  const calledAt = wire.length;
  const sentBefore = new Set(wire.slice(wireAtBegin, calledAt).map((request) => request.apiKey));
  const result = await abort();
  if (result.ok) {
    const late = wire.slice(calledAt).filter((request) => TRANSACTION_CONTENT.has(request.apiKey) && !sentBefore.has(request.apiKey));
    if (late.length > 0) {
      violation(context, instance.tag, `abort of transaction ${transaction.id} sent ${late.map((request) => CONTENT_NAMES.get(request.apiKey) ?? String(request.apiKey)).join(', ')} that was only queued when it was called (it must fail with TransactionAbortedError, unsent)`);
    }
  }
  return result;
}

/** After a failed commit: abort if the producer allows it, else replace. */
async function finishAfterFailure(context: SimulationContext, instance: ProducerInstance, transaction: TransactionEntry, error: unknown): Promise<boolean> {
  transaction.commitCalled = refusedIn(error) === undefined || error instanceof PendingOperationError;
  const abort = await context.operation(instance.tag, `abortTransaction after failed commit (txn ${transaction.id})`, context.callBoundMs, () => instance.producer.abortTransaction());
  if (abort.ok) {
    transaction.outcome = 'aborted';
    return false;
  }
  transaction.outcome = transaction.commitCalled ? 'unknown' : 'abandoned';
  return true;
}

/** `transaction()` whose callback fires sends and calls `transaction()` again: it must reject with NestedTransactionError. */
async function nestedTransaction(context: SimulationContext, prng: Prng, instance: ProducerInstance): Promise<boolean> {
  let transaction: TransactionEntry | undefined;
  let sends: FiredSend[] = [];
  const throwInside = prng.chance(0.3);
  const result = await context.operation(instance.tag, `transaction(callback)${throwInside ? ' that throws' : ''}`, context.callBoundMs * 2, () => instance.producer.transaction(async () => {
    transaction = context.ledger.beginTransaction(instance.tag, instance.transactionalId ?? '', context.clock.now());
    transaction.intent = throwInside ? 'abort' : 'commit';
    sends = await fireSends(context, prng, instance, transaction, { allowMissingTopic: false, pipelined: false });
    const nested = await context.operation(instance.tag, 'nested transaction()', 1, () => instance.producer.transaction(() => Promise.resolve()));
    if (nested.ok || !(nested.error instanceof NestedTransactionError)) {
      violation(context, instance.tag, `nested transaction() ${nested.ok ? 'resolved' : `failed with ${describeError(nested.error)}`}, not NestedTransactionError`);
    }
    await Promise.all(sends.map((send) => send.result));
    if (throwInside) throw new Error('callback fails on purpose');
  }, { retries: 0 }));
  await Promise.all(sends.map((send) => send.result));
  if (transaction === undefined) return !result.ok;
  if (result.ok) {
    transaction.commitCalled = true;
    transaction.outcome = 'committed';
    for (const send of sends) {
      if (transaction.badSends.includes(send.entry)) continue;
      if (send.entry.outcome !== 'acknowledged') violation(context, instance.tag, `transaction() of transaction ${transaction.id} resolved but ${send.entry.value} was not acknowledged`);
    }
    return false;
  }
  // transaction() aborts on a callback error; on a commit failure it aborts too. The outcome is unknown to the user only if the commit was attempted.
  transaction.outcome = throwInside && result.error instanceof Error && result.error.message === 'callback fails on purpose' ? 'aborted' : 'unknown';
  return instance.producer.state !== 'READY';
}

/** True once the producer is in FATAL_ERROR (a function, so the state is read anew after an await). */
function isFatal(instance: ProducerInstance): boolean {
  return instance.producer.state === 'FATAL_ERROR';
}

/** Request faults the cluster applied so far (a queued fault injected earlier may hit the close's requests). */
function appliedFaults(context: SimulationContext): number {
  return context.cluster.faults.history().filter((event) => event.kind === 'applied').length;
}

function faultTotal(context: SimulationContext): number {
  let total = 0;
  for (const count of context.faultCounts.values()) total += count;
  return total;
}
