/**
 * The two plain writer workloads: a transactional writer (begin, a few sends, commit or abort, with the
 * same actor-played faults as the consume-process-produce worker: abandoning an instance mid-transaction
 * and stalling past the transaction timeout) and an idempotent writer (bursts of concurrent sends, an
 * occasional restart). Records go to explicit partitions so each instance's per-partition counter is the
 * send order the checker verifies (invariant 2).
 */
import type { Prng } from './prng.js';
import type { SimulationContext } from './simulation-context.js';
import { OUTPUT_TOPICS } from './topology.js';
import { beginOnInstance, closeInstance, finishTransaction, sendRecords, type OutgoingRecord } from './transactional-flow.js';

/**
 * A writer's shape.
 * @internal
 */
export interface WriterSpec {
  readonly index: number;
  readonly rounds: number;
  readonly abandonChance: number;
  readonly stallChance: number;
}

/** `count` records to one random partition: a pipeline when sent a millisecond apart. */
function partitionRun(prng: Prng, count: number, label: string): OutgoingRecord[] {
  const topic = prng.pick(OUTPUT_TOPICS);
  const partition = prng.int(0, topic.partitions - 1);
  return Array.from({ length: count }, (_, index) => ({ topic: topic.name, partition, payload: `${label}-${index}` }));
}

function randomRecords(prng: Prng, count: number, label: string): OutgoingRecord[] {
  const records: OutgoingRecord[] = [];
  for (let index = 0; index < count; index++) {
    const topic = prng.pick(OUTPUT_TOPICS);
    records.push({ topic: topic.name, partition: prng.int(0, topic.partitions - 1), payload: `${label}-${index}` });
  }
  return records;
}

/** Transactional writer: `rounds` transactions, most committed, some aborted on purpose. @internal */
export async function transactionalWriter(context: SimulationContext, prng: Prng, spec: WriterSpec): Promise<void> {
  const transactionalId = `tw-${spec.index}`;
  let instance = context.newInstance(transactionalId, true);
  for (let round = 0; round < spec.rounds; round++) {
    if (!(await beginOnInstance(context, instance))) {
      await closeInstance(context, instance);
      instance = context.newInstance(transactionalId, true);
      continue;
    }
    const transaction = context.ledger.beginTransaction(instance.tag, transactionalId, context.clock.now());
    // Half the transactions start with a pipeline: 3-6 records to one partition, 1 ms apart.
    let healthy = prng.chance(0.5)
      ? await sendRecords(context, instance, transaction, partitionRun(prng, prng.int(3, 6), `t${transaction.id}a`), 1)
      : await sendRecords(context, instance, transaction, randomRecords(prng, prng.int(1, 4), `t${transaction.id}a`));
    if (healthy && prng.chance(0.4)) {
      await context.scheduler.sleep(prng.int(0, 1_000));
      healthy = await sendRecords(context, instance, transaction, randomRecords(prng, prng.int(1, 3), `t${transaction.id}b`));
    }
    if (prng.chance(spec.abandonChance)) {
      context.countFault('abandon-mid-transaction');
      transaction.outcome = 'abandoned';
      transaction.intent = 'close';
      const close = prng.chance(0.5);
      context.history.add(instance.tag, `restarts mid-transaction: ${close ? 'closes without committing' : 'dropped without closing'}`);
      if (close) await closeInstance(context, instance);
      instance = context.newInstance(transactionalId, true);
      continue;
    }
    if (prng.chance(spec.stallChance)) {
      const stallMs = context.timeouts.transactionTimeoutMs + prng.int(1, 5_000);
      context.countFault('stall-past-transaction-timeout');
      context.history.add(instance.tag, `stalls ${stallMs} ms inside the transaction (past transactionTimeoutMs)`);
      context.observer.disrupt(`stalled ${stallMs} ms`, context.clock.now(), context.clock.now() + stallMs, instance.tag);
      await context.scheduler.sleep(stallMs);
    }
    const deliberateAbort = prng.chance(0.15);
    transaction.intent = deliberateAbort ? 'abort' : 'commit';
    const outcome = await finishTransaction(context, instance, transaction, healthy && !deliberateAbort);
    if (outcome === 'replace') {
      await closeInstance(context, instance);
      instance = context.newInstance(transactionalId, true);
    }
  }
  await closeInstance(context, instance);
}

/** Idempotent writer: `rounds` bursts of concurrent sends; restarts now and then, or after a fatal error. @internal */
export async function idempotentWriter(context: SimulationContext, prng: Prng, spec: WriterSpec): Promise<void> {
  const base = `idem-${spec.index}`;
  let instance = context.newInstance(base, false);
  for (let round = 0; round < spec.rounds; round++) {
    // Half the rounds are a pipeline: 3-6 records to one partition, 1 ms apart; the others one burst.
    if (prng.chance(0.5)) await sendRecords(context, instance, null, partitionRun(prng, prng.int(3, 6), `r${round}`), 1);
    else await sendRecords(context, instance, null, randomRecords(prng, prng.int(1, 6), `r${round}`));
    const fatal = instance.producer.state === 'FATAL_ERROR';
    if (fatal || prng.chance(spec.abandonChance)) {
      if (!fatal) context.countFault('restart-idempotent');
      context.history.add(instance.tag, fatal ? 'fatal: replaced' : 'restarts');
      await closeInstance(context, instance);
      instance = context.newInstance(base, false);
    }
    await context.scheduler.sleep(prng.int(0, 500));
  }
  await closeInstance(context, instance);
}
