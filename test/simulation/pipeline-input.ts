/**
 * The pipeline's input writer: a transactional producer appending to the input topic while the members consume
 * it, some transactions committed, some aborted on purpose (their records must never be processed), each with its
 * COMMIT or ABORT marker between the records the members read. It behaves as transactional-flow.ts describes
 * (retry, abort after an abortable error, replace after fencing), and its sends and transactions go into the
 * ledger like any writer's.
 */
import type { Prng } from './prng.js';
import type { PipelineState } from './pipeline-state.js';
import { PIPELINE_INPUT } from './pipeline-state.js';
import type { SimulationContext } from './simulation-context.js';
import { beginOnInstance, closeInstance, finishTransaction, sendRecords, type OutgoingRecord } from './transactional-flow.js';

/**
 * The writer's shape.
 * @internal
 */
export interface InputWriterSpec {
  readonly rounds: number;
  /** Chance that a transaction is aborted on purpose. */
  readonly abortChance: number;
  /** Longest pause between transactions. */
  readonly pauseMs: number;
}

/** Writes `spec.rounds` transactions of 1-6 records to random input partitions, then marks the input complete. @internal */
export async function inputWriter(context: SimulationContext, pipeline: PipelineState, prng: Prng, spec: InputWriterSpec): Promise<void> {
  const transactionalId = 'pin-writer';
  let instance = context.newInstance(transactionalId, true);
  for (let round = 0; round < spec.rounds; round++) {
    await context.scheduler.sleep(prng.int(0, spec.pauseMs));
    if (!(await beginOnInstance(context, instance))) {
      await closeInstance(context, instance);
      instance = context.newInstance(transactionalId, true);
      continue;
    }
    const transaction = context.ledger.beginTransaction(instance.tag, transactionalId, context.clock.now());
    const records: OutgoingRecord[] = Array.from({ length: prng.int(1, 6) }, (_, index) => ({
      topic: PIPELINE_INPUT.name, partition: prng.int(0, PIPELINE_INPUT.partitions - 1), payload: `w${transaction.id}-${index}`,
    }));
    const healthy = await sendRecords(context, instance, transaction, records);
    const abort = prng.chance(spec.abortChance);
    transaction.intent = abort ? 'abort' : 'commit';
    if (await finishTransaction(context, instance, transaction, healthy && !abort) === 'replace') {
      await closeInstance(context, instance);
      instance = context.newInstance(transactionalId, true);
    }
  }
  await closeInstance(context, instance);
  pipeline.inputDone = true;
  context.history.add('pin-writer', 'input complete');
}
