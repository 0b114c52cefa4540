/**
 * The pipeline workload's layout and shared state: a transactional input topic, an output topic, one consumer
 * group of TransactionalSession members turning each input record into one output record, and the question every
 * actor asks: is the pipeline done (all committed input processed and its offsets committed)?
 */
import { readPartition } from './log-reader.js';
import type { SimulationContext } from './simulation-context.js';

/** The input topic the members consume (read_committed) and the input writer appends to. @internal */
export const PIPELINE_INPUT = { name: 'pin', partitions: 4 } as const;
/** The output topic the members write f(input) to. @internal */
export const PIPELINE_OUTPUT = { name: 'pout', partitions: 3 } as const;
/** Topics of a pipeline history. @internal */
export const PIPELINE_TOPICS = [PIPELINE_INPUT, PIPELINE_OUTPUT];
/** The members' consumer group. @internal */
export const PIPELINE_GROUP = 'pipeline';

/** The output of input record `offset` of input partition `partition`: its payload and output partition. @internal */
export function pipelineOutput(partition: number, offset: bigint): { readonly partition: number; readonly payload: string } {
  return { partition: (partition * 7 + Number(offset % 1_000_003n)) % PIPELINE_OUTPUT.partitions, payload: `in:${partition}:${offset}` };
}

/** The input coordinates a pipeline output payload names, or undefined. @internal */
export function parsePipelinePayload(payload: string): { readonly partition: number; readonly offset: bigint } | undefined {
  const match = /^in:(\d+):(\d+)$/.exec(payload);
  if (match === null) return undefined;
  return { partition: Number(match[1]), offset: BigInt(match[2] ?? '0') };
}

/** Where each input partition must be consumed up to, and where the group is. @internal */
export interface PipelineProgress {
  readonly partition: number;
  /** One past the last input record visible to read_committed (0 when none). */
  readonly target: bigint;
  /** The group's committed offset (-1 when none). */
  readonly committed: bigint;
  /** A transaction is still open on the input partition (LSO below the high watermark). */
  readonly open: boolean;
}

/**
 * A running process of a member, as the faults see it.
 * @internal
 */
export interface LiveIncarnation {
  readonly tag: string;
  /** Its consumer's and producers' instance tags. */
  tags(): string[];
}

/**
 * What the actors of a pipeline history share.
 * @internal
 */
export class PipelineState {
  /** The input writer wrote its last transaction. */
  inputDone = false;
  /** Every member actor has ended: the reader stops polling. */
  membersDone = false;
  /** Member actors still running (zombie incarnations included). */
  running = 0;
  /** Incarnations running now (not closed, not crashed), in start order: what a network partition may hit. */
  readonly live = new Set<LiveIncarnation>();
  /** Session outcomes by kind (`committed`, `aborted:revoked`, `rejected:...`, `rebuilt`), for the summary and quiet-history checks. */
  readonly outcomes = new Map<string, number>();
  private cached: { readonly at: number; readonly done: boolean } | undefined;
  /** Per input partition, the read_committed end last computed, with the log end and LSO it was computed at. */
  private readonly targets = new Map<number, { readonly end: bigint; readonly stable: bigint; readonly target: bigint }>();

  constructor(private readonly context: SimulationContext) {}

  count(kind: string): void {
    this.outcomes.set(kind, (this.outcomes.get(kind) ?? 0) + 1);
  }

  /** Per input partition: how far the group must consume, and how far it committed. */
  progress(): PipelineProgress[] {
    const { cluster } = this.context;
    const partitions = Array.from({ length: PIPELINE_INPUT.partitions }, (_, partition) => ({ topic: PIPELINE_INPUT.name, partition }));
    const fetched = cluster.offsetFetch({ groupId: PIPELINE_GROUP, partitions, requireStable: false }).partitions;
    return partitions.map(({ partition }) => {
      const log = cluster.state.partition(PIPELINE_INPUT.name, partition)?.log;
      const end = log?.logEndOffset ?? 0n;
      const stable = log?.lastStableOffset ?? 0n;
      let known = this.targets.get(partition);
      // Reading the partition decodes it all: only when it changed.
      if (known?.end !== end || known.stable !== stable) {
        const last = readPartition(cluster, PIPELINE_INPUT.name, partition).committed.at(-1);
        known = { end, stable, target: last === undefined ? 0n : last.offset + 1n };
        this.targets.set(partition, known);
      }
      return {
        partition,
        target: known.target,
        committed: fetched.find((each) => each.partition === partition)?.committedOffset ?? -1n,
        open: stable !== end,
      };
    });
  }

  /** True once the input is complete and the group committed past all of it (computed at most once per instant). */
  done(): boolean {
    const now = this.context.clock.now();
    if (this.cached?.at === now) return this.cached.done;
    const done = this.inputDone && this.progress().every((each) => !each.open && (each.target === 0n || each.committed >= each.target));
    this.cached = { at: now, done };
    return done;
  }
}
