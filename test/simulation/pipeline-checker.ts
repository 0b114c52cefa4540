/**
 * The pipeline's invariants, read from the cluster after the drain: the producer invariants that apply to any
 * transactional writer (checker.ts: 1 committed transactions visible once and nothing else, 2 send order and
 * sequences, 4 no commit by a fenced instance, 5 acknowledged sends in the log), plus exactly-once processing
 * (invariant 3: every input record visible to read_committed has its output visible exactly once below the group's
 * committed offset and not at all from it on; no output of input that was aborted or never written; committed
 * offsets within the log) and what the read_committed reader was handed (invariant 1, pipeline-reader.ts).
 */
import { checkOrder, checkSends, checkTransactions, indexViews } from './checker.js';
import { readPartition, type PartitionView } from './log-reader.js';
import { checkReader, type CommittedReader } from './pipeline-reader.js';
import { PIPELINE_GROUP, PIPELINE_INPUT, PIPELINE_OUTPUT, parsePipelinePayload, pipelineOutput } from './pipeline-state.js';
import type { SimulationContext, Violation } from './simulation-context.js';

/** Every partition of `topic`, read from the cluster. */
function views(context: SimulationContext, topic: { readonly name: string; readonly partitions: number }): PartitionView[] {
  return Array.from({ length: topic.partitions }, (_, partition) => readPartition(context.cluster, topic.name, partition));
}

/**
 * Runs every pipeline check.
 * @internal
 */
export function checkPipeline(context: SimulationContext, reader: CommittedReader | undefined): Violation[] {
  const input = views(context, PIPELINE_INPUT);
  const output = views(context, PIPELINE_OUTPUT);
  const all = [...input, ...output];
  const { visible, logged } = indexViews(all);
  // The input's first records are written straight into the log, by no instance: not the ledger's to account for.
  const written = all.map((view) => ({ ...view, committed: view.committed.filter((record) => record.value.includes('|')) }));
  return [
    ...checkTransactions(context, written, visible),
    ...checkOrder(context, all),
    ...checkProcessing(context, input, output),
    ...context.observer.fencedCommits.map((message) => ({ invariant: 4 as const, message })),
    ...checkSends(context, logged, visible),
    ...(reader === undefined ? [] : checkReader(reader, all)),
  ];
}

/** Invariant 3 for the pipeline: the group's committed offsets and the committed output account for every committed input record once. */
function checkProcessing(context: SimulationContext, input: readonly PartitionView[], output: readonly PartitionView[]): Violation[] {
  const violations: Violation[] = [];
  const outputs = new Map<string, { count: number; partitions: Set<number> }>();
  for (const view of output) {
    for (const record of view.committed) {
      const payload = record.value.split('|')[2] ?? '';
      const seen = outputs.get(payload) ?? { count: 0, partitions: new Set<number>() };
      seen.count++;
      seen.partitions.add(view.partition);
      outputs.set(payload, seen);
    }
  }
  const partitions = input.map((view) => ({ topic: PIPELINE_INPUT.name, partition: view.partition }));
  const committed = context.cluster.offsetFetch({ groupId: PIPELINE_GROUP, partitions, requireStable: false }).partitions;
  const inputs = new Set<string>();
  for (const view of input) {
    const offset = committed.find((each) => each.partition === view.partition)?.committedOffset ?? -1n;
    const position = offset < 0n ? 0n : offset;
    if (position > view.highWatermark) violations.push({ invariant: 3, message: `${PIPELINE_GROUP} committed ${view.topic}-${view.partition}@${position}, past the end of the log (${view.highWatermark})` });
    for (const record of view.committed) {
      const { partition, payload } = pipelineOutput(view.partition, record.offset);
      inputs.add(payload);
      const seen = outputs.get(payload);
      const count = seen?.count ?? 0;
      if (record.offset < position && count !== 1) {
        violations.push({ invariant: 3, message: `${view.topic}-${view.partition}@${record.offset} (${record.value}) is below the group's committed offset ${position} but its output ${payload} is visible ${count} times` });
      } else if (record.offset >= position && count !== 0) {
        violations.push({ invariant: 3, message: `${view.topic}-${view.partition}@${record.offset} (${record.value}) is at or past the group's committed offset ${position} (it will be processed again) but its output ${payload} is already visible ${count} times` });
      }
      if (seen !== undefined && (seen.partitions.size !== 1 || !seen.partitions.has(partition))) {
        violations.push({ invariant: 3, message: `output ${payload} is in ${PIPELINE_OUTPUT.name} partition(s) ${[...seen.partitions].join(',')}, not ${partition}` });
      }
    }
  }
  for (const payload of outputs.keys()) {
    if (inputs.has(payload)) continue;
    const source = parsePipelinePayload(payload);
    violations.push({ invariant: 3, message: `output ${payload} is visible, but ${source === undefined ? 'names no input record' : `${PIPELINE_INPUT.name}-${source.partition}@${source.offset} is no committed input record (aborted, open, or never written)`}` });
  }
  return violations;
}
