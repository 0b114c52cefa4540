/**
 * The consume-process-produce workload (KIP-98's motivating loop, Kafka Streams' exactly-once task): each
 * transaction reads the group's committed offsets (OffsetFetch with requireStable, KIP-447), fetches a
 * chunk of input with read_committed, writes the derived records, adds the consumed offsets with
 * sendOffsetsToTransaction and commits. Faults the actor itself plays: zombies (the current instance keeps
 * running one transaction in the background while a successor with the same transactional.id takes over),
 * abandoning an instance mid-transaction (closed or simply dropped), and stalling past the transaction
 * timeout so the coordinator aborts it.
 */
import { decodeRecordBatches } from '../../src/protocol/record-batch/record-batch-decoder.js';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import type { Prng } from './prng.js';
import type { ProducerInstance, SimulationContext } from './simulation-context.js';
import { derivedOutputs, INPUT_TOPIC } from './topology.js';
import { closeInstance, finishTransaction, initInstance, sendOffsets, sendRecords, type OutgoingRecord } from './transactional-flow.js';

/**
 * One worker: a transactional id, its consumer group and the input partitions it owns.
 * @internal
 */
export interface ConsumeProcessProduceSpec {
  readonly index: number;
  readonly partitions: readonly number[];
  readonly rounds: number;
  /** Probabilities of the actor-played faults, per round. */
  readonly zombieChance: number;
  readonly abandonChance: number;
  readonly stallChance: number;
}

type RoundResult = 'committed' | 'aborted' | 'replace' | 'abandoned' | 'idle';

/** Runs the worker's rounds, replacing instances as the application would. @internal */
export async function consumeProcessProduce(context: SimulationContext, prng: Prng, spec: ConsumeProcessProduceSpec): Promise<void> {
  const transactionalId = `cpp-${spec.index}`;
  let instance = context.newInstance(transactionalId, true);
  for (let round = 0; round < spec.rounds; round++) {
    if (!instance.initialized && !(await initInstance(context, instance))) {
      await closeInstance(context, instance);
      instance = context.newInstance(transactionalId, true);
      continue;
    }
    if (prng.chance(spec.zombieChance)) {
      // The old instance carries on with one transaction while its successor initializes: the successor's
      // InitProducerId must fence it (or it commits first, and the successor sees its offsets).
      const zombie = instance;
      const zombiePrng = prng.fork();
      context.countFault('zombie');
      context.history.add(zombie.tag, 'becomes a zombie: a successor takes over');
      context.observer.disrupt('zombie: fenced by its successor', context.clock.now(), Number.POSITIVE_INFINITY, zombie.tag);
      context.scheduler.spawn(`${zombie.tag}/zombie`, async () => {
        await runRound(context, zombiePrng, zombie, spec, { abandonChance: 0, stallChance: 0 });
        await closeInstance(context, zombie);
      });
      await context.scheduler.sleep(prng.int(0, 3_000));
      instance = context.newInstance(transactionalId, true);
      continue;
    }
    const result = await runRound(context, prng, instance, spec, spec);
    if (result === 'replace') await closeInstance(context, instance);
    if (result === 'replace' || result === 'abandoned') instance = context.newInstance(transactionalId, true);
    if (result === 'idle') await context.scheduler.sleep(500);
  }
  await closeInstance(context, instance);
}

/** One transaction of the loop. */
async function runRound(context: SimulationContext, prng: Prng, instance: ProducerInstance, spec: ConsumeProcessProduceSpec,
  chances: { readonly abandonChance: number; readonly stallChance: number }): Promise<RoundResult> {
  const groupId = `group-${spec.index}`;
  const chosen = prng.chance(0.3) && spec.partitions.length > 1 ? [...spec.partitions] : [prng.pick(spec.partitions)];
  const positions = await committedPositions(context, instance.tag, groupId, chosen);
  if (positions === undefined) return 'idle';
  const chunk = prng.int(1, 4);
  const consumed: { partition: number; offsets: number[] }[] = [];
  for (const [partition, position] of positions) {
    const offsets = readInput(context, partition, position, chunk);
    if (offsets.length > 0) consumed.push({ partition, offsets });
  }
  if (consumed.length === 0) return 'idle';
  context.history.add(instance.tag, `consumes ${consumed.map((each) => `${INPUT_TOPIC}-${each.partition}[${each.offsets.join(',')}]`).join(' ')}`);

  try {
    instance.producer.beginTransaction();
  } catch (error) {
    context.history.add(instance.tag, `beginTransaction refused: ${String(error)}`);
    return 'replace';
  }
  const transaction = context.ledger.beginTransaction(instance.tag, instance.transactionalId ?? '', context.clock.now());
  const outputs: OutgoingRecord[] = consumed.flatMap(({ partition, offsets }) => offsets.flatMap((offset) => derivedOutputs(partition, offset)));
  let healthy = await sendRecords(context, instance, transaction, outputs);

  if (prng.chance(chances.abandonChance)) {
    context.countFault('abandon-mid-transaction');
    transaction.outcome = 'abandoned';
    transaction.intent = 'close';
    if (prng.chance(0.5)) {
      context.history.add(instance.tag, 'restarts mid-transaction: closes without committing');
      await closeInstance(context, instance);
    } else {
      context.history.add(instance.tag, 'restarts mid-transaction: dropped without closing');
    }
    return 'abandoned';
  }
  if (prng.chance(chances.stallChance)) {
    const stallMs = context.timeouts.transactionTimeoutMs + prng.int(1, 5_000);
    context.countFault('stall-past-transaction-timeout');
    context.history.add(instance.tag, `stalls ${stallMs} ms inside the transaction (past transactionTimeoutMs)`);
    context.observer.disrupt(`stalled ${stallMs} ms`, context.clock.now(), context.clock.now() + stallMs, instance.tag);
    await context.scheduler.sleep(stallMs);
  }
  if (healthy) {
    const offsets = consumed.map(({ partition, offsets: read }) => ({ topic: INPUT_TOPIC, partition, offset: BigInt((read.at(-1) ?? 0) + 1) }));
    const sent = await sendOffsets(context, instance, offsets, { groupId, generationId: -1, memberId: '', groupInstanceId: null });
    if (sent === 'replace') {
      transaction.outcome = 'abandoned';
      return 'replace';
    }
    healthy = sent === 'ok';
  }
  const deliberateAbort = prng.chance(0.05);
  transaction.intent = deliberateAbort ? 'abort' : 'commit';
  return finishTransaction(context, instance, transaction, healthy && !deliberateAbort);
}

/**
 * The group's committed positions for `partitions` (0 when none), waiting while a transaction holds
 * pending offsets for them (UNSTABLE_OFFSET_COMMIT, as a KIP-447 consumer does); undefined if they stay
 * unstable.
 */
async function committedPositions(context: SimulationContext, who: string, groupId: string, partitions: readonly number[]): Promise<Map<number, number> | undefined> {
  for (let attempt = 0; attempt < 60; attempt++) {
    const fetched = context.cluster.offsetFetch({ groupId, partitions: partitions.map((partition) => ({ topic: INPUT_TOPIC, partition })), requireStable: true });
    if (fetched.partitions.every((each) => each.errorCode === ErrorCode.NONE)) {
      return new Map(fetched.partitions.map((each) => [each.partition, each.committedOffset < 0n ? 0 : Number(each.committedOffset)]));
    }
    await context.scheduler.sleep(250);
  }
  context.history.add(who, 'committed offsets stayed unstable; skipping the round');
  return undefined;
}

/** Offsets of up to `count` input records from `position`, read_committed. */
function readInput(context: SimulationContext, partition: number, position: number, count: number): number[] {
  const fetched = context.cluster.fetch({ topic: INPUT_TOPIC, partition, fetchOffset: BigInt(position), maxBytes: 1 << 20, isolationLevel: 1 });
  const offsets: number[] = [];
  for (const batch of decodeRecordBatches(Buffer.concat(fetched.batches)).batches) {
    for (const record of batch.records) {
      const offset = Number(record.offset);
      if (offset >= position && offsets.length < count) offsets.push(offset);
    }
  }
  return offsets;
}
