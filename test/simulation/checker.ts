/**
 * The Jepsen-style checker: after a history, it reads the cluster directly and compares it with what the
 * application saw (the ledger) and what the coordinator did (the observer). Each function checks one
 * invariant of docs/testing.md and returns the violations it found, each naming the records involved.
 */
import { INPUT_TOPIC, OUTPUT_TOPICS, derivedOutputs } from './topology.js';
import { readPartition, type PartitionView } from './log-reader.js';
import type { TransactionEntry } from './ledger.js';
import type { SimulationContext, Violation } from './simulation-context.js';

interface ParsedValue {
  readonly instance: string;
  readonly counter: number;
  readonly payload: string;
}

function parseValue(value: string): ParsedValue | undefined {
  const [instance, counter, payload] = value.split('|');
  if (instance === undefined || counter === undefined || payload === undefined) return undefined;
  return { instance, counter: Number(counter), payload };
}

function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

/**
 * Runs every check.
 * @internal
 */
export function checkHistory(context: SimulationContext, workers: readonly { readonly groupId: string; readonly partitions: readonly number[] }[]): Violation[] {
  const views = OUTPUT_TOPICS.flatMap((topic) => Array.from({ length: topic.partitions }, (_, partition) => readPartition(context.cluster, topic.name, partition)));
  const { visible, logged } = indexViews(views);
  return [
    ...checkTransactions(context, views, visible),
    ...checkOrder(context, views),
    ...checkExactlyOnceProcessing(context, visible, workers),
    ...context.observer.fencedCommits.map((message) => ({ invariant: 4 as const, message })),
    ...checkSends(context, logged, visible),
    ...checkRacerOffsets(context),
    ...checkProgress(context, views),
  ];
}

/**
 * Per record value: how often read_committed sees it (`visible`), and the offsets it has in the log (`logged`).
 * @internal
 */
export function indexViews(views: readonly PartitionView[]): { readonly visible: Map<string, number>; readonly logged: Map<string, bigint[]> } {
  const visible = new Map<string, number>();
  const logged = new Map<string, bigint[]>();
  for (const view of views) {
    for (const record of view.committed) visible.set(record.value, (visible.get(record.value) ?? 0) + 1);
    for (const record of view.records) logged.set(record.value, [...(logged.get(record.value) ?? []), record.offset]);
  }
  return { visible, logged };
}

/**
 * Invariant 7 (progress). In a quiet history (no scheduled fault, no actor-played fault) nothing explains a
 * transaction not ending as the application meant: every transaction meant to commit commits, every one
 * meant to abort aborts, a commit raced against an abort ends one way, every send is acknowledged. In a
 * faulty history each such deviation must be explained by a {@link Disruption} that touched it: a fault
 * that hit a request of its instance during the transaction (an abortable or fencing error, a lost or
 * late response, a dropped connection: not a retriable error, not a short delay), a cluster-level fault
 * active meanwhile (a broker down, a clock jump, delayed markers, its producer's state expired) or a fault
 * the actor played (a stall, a zombie). So aborts, abandonments and unknown outcomes stay within what the
 * injected faults explain, and an idempotent producer changes its producer id or epoch only when one does.
 */
function checkProgress(context: SimulationContext, views: readonly PartitionView[]): Violation[] {
  const violations: Violation[] = [];
  const now = context.clock.now();
  const instances = new Map(context.instances.map((instance) => [instance.tag, instance]));
  const disruptions = [
    ...context.observer.disruptions,
    ...context.scheduler.jumps.map((jump) => ({ from: jump.from, until: jump.to + context.timeouts.requestTimeoutMs, instance: undefined, what: `clock jump ${jump.to - jump.from} ms` })),
  ];
  const explanation = (instance: string, from: number, until: number): string | undefined => {
    if (context.quiet) return undefined;
    return disruptions.find((each) => (each.instance === undefined || each.instance === instance || instance.startsWith(`${each.instance}#`)) && each.from <= until && each.until >= from)?.what;
  };
  const report = (instance: string, from: number, until: number, what: string): void => {
    const why = explanation(instance, from, until);
    if (why !== undefined) return;
    violations.push({ invariant: 7, message: context.quiet ? `quiet history: ${what}` : `${what}, and no injected fault explains it (none hit ${instance} from +${from - context.startedAt} to +${until - context.startedAt} ms)` });
  };
  const lifetimeEnd = (tag: string): number => instances.get(tag)?.closedAt ?? now;
  const transactions = context.ledger.transactions;
  transactions.forEach((transaction, index) => {
    const next = transactions.slice(index + 1).find((each) => each.instance === transaction.instance);
    const until = next?.beganAt ?? lifetimeEnd(transaction.instance);
    // A fault's effect can reach the instance's next transaction: what it left at the coordinator (an add of
    // unknown outcome, a transaction aborted by its timeout during a clock jump) fences the next one at its
    // first request. So the window opens with the previous transaction of the instance.
    const previous = transactions.slice(0, index).reverse().find((each) => each.instance === transaction.instance);
    const from = previous?.beganAt ?? transaction.beganAt;
    const label = `transaction ${transaction.id} of ${transaction.instance}`;
    const deviation = progressDeviation(transaction.intent, transaction.outcome);
    if (deviation !== undefined) report(transaction.instance, from, until, `${label} ${deviation}`);
  });
  for (const send of context.ledger.sends.values()) {
    if (send.transaction !== null && (send.transaction.intent !== 'commit' || send.transaction.badSends.includes(send))) continue;
    // A transactional send is judged with its transaction (above) in a faulty history.
    if (send.transaction !== null && !context.quiet) continue;
    if (send.outcome !== 'acknowledged') report(send.instance, instances.get(send.instance)?.createdAt ?? 0, lifetimeEnd(send.instance), `${send.value} ended ${send.outcome}`);
  }
  // An idempotent instance keeps its producer id and epoch unless a fault made it bump (KIP-360).
  const identities = new Map<string, Set<string>>();
  for (const view of views) {
    for (const record of view.records) {
      const tag = record.value.split('|')[0] ?? '';
      if (!tag.startsWith('idem-')) continue;
      const seen = identities.get(tag) ?? new Set<string>();
      seen.add(`${record.producerId}/${record.producerEpoch}`);
      identities.set(tag, seen);
    }
  }
  for (const [tag, seen] of identities) {
    if (seen.size > 1) report(tag, instances.get(tag)?.createdAt ?? 0, lifetimeEnd(tag), `idempotent ${tag} wrote under ${seen.size} producer ids/epochs (${[...seen].join(', ')})`);
  }
  return violations;
}

/** How a transaction's outcome deviates from what the application meant, or undefined. */
function progressDeviation(intent: TransactionEntry['intent'], outcome: TransactionEntry['outcome']): string | undefined {
  switch (intent) {
    case 'commit': return outcome === 'committed' ? undefined : `was meant to commit but ended ${outcome}`;
    case 'abort': return outcome === 'aborted' ? undefined : `was meant to abort but ended ${outcome}`;
    case 'race': return outcome === 'committed' || outcome === 'aborted' ? undefined : `raced commit and abort but ended ${outcome}`;
    case 'close': return undefined;
    case undefined: return `ended ${outcome} without the application deciding how`;
  }
}

/** Invariant 1, for offsets: a racer group's committed offset was sent in a transaction that did not abort. */
function checkRacerOffsets(context: SimulationContext): Violation[] {
  const violations: Violation[] = [];
  const groups = new Set([...context.racerOffsets.keys()].map((key) => key.split('@')[0] ?? ''));
  for (const groupId of groups) {
    const fetched = context.cluster.offsetFetch({ groupId, partitions: [{ topic: INPUT_TOPIC, partition: 0 }], requireStable: false });
    for (const { committedOffset } of fetched.partitions) {
      if (committedOffset < 0n) continue;
      const transaction = context.racerOffsets.get(`${groupId}@${committedOffset}`);
      if (transaction === undefined) violations.push({ invariant: 1, message: `${groupId} committed offset ${committedOffset} that no racer transaction sent` });
      else if (transaction.outcome !== 'committed' && transaction.outcome !== 'unknown') {
        violations.push({ invariant: 1, message: `${groupId} committed offset ${committedOffset}, sent in transaction ${transaction.id} of ${transaction.instance}, which ended ${transaction.outcome}` });
      }
    }
  }
  return violations;
}

/** Invariant 1: committed transactions visible exactly once; aborted and unfinished ones never; no half transactions. @internal */
export function checkTransactions(context: SimulationContext, views: readonly PartitionView[], visible: ReadonlyMap<string, number>): Violation[] {
  const violations: Violation[] = [];
  for (const view of views) {
    if (view.lastStableOffset !== view.highWatermark) {
      violations.push({ invariant: 1, message: `${view.topic}-${view.partition}: a transaction is still open at the end (LSO ${view.lastStableOffset} < HW ${view.highWatermark}); read_committed consumers are blocked` });
    }
    for (const [value, count] of countBy(view.committed, (record) => record.value)) {
      if (count > 1) violations.push({ invariant: 1, message: `${value} is visible ${count} times to read_committed in ${view.topic}-${view.partition}` });
      if (!context.ledger.sends.has(value)) violations.push({ invariant: 1, message: `${value} is visible but was never sent` });
    }
  }
  for (const transaction of context.ledger.transactions) {
    const candidates = transaction.sends.filter((send) => send.outcome !== 'definitely-failed');
    const seen = candidates.filter((send) => (visible.get(send.value) ?? 0) > 0);
    const label = `transaction ${transaction.id} of ${transaction.instance} (${transaction.outcome}, ${transaction.sends.length} sends)`;
    switch (transaction.outcome) {
      case 'committed':
        for (const send of transaction.sends) {
          if (transaction.badSends.includes(send)) continue;
          if ((visible.get(send.value) ?? 0) === 0) violations.push({ invariant: 1, message: `${label}: ${send.value} is not visible to read_committed` });
        }
        break;
      case 'aborted':
      case 'abandoned':
      case 'open':
        for (const send of seen) violations.push({ invariant: 1, message: `${label}: ${send.value} is visible to read_committed` });
        break;
      case 'unknown':
        if (seen.length > 0 && seen.length < candidates.length) {
          violations.push({ invariant: 1, message: `${label}: only ${seen.length} of ${candidates.length} records are visible (a transaction is all or nothing)` });
        }
        break;
    }
  }
  return violations;
}

/** Invariant 2: per partition, each instance's records in send order, once; sequences without gaps per producer epoch. @internal */
export function checkOrder(context: SimulationContext, views: readonly PartitionView[]): Violation[] {
  const violations: Violation[] = [];
  for (const view of views) {
    const lastCounter = new Map<string, number>();
    for (const record of view.records) {
      const parsed = parseValue(record.value);
      if (parsed === undefined) continue;
      const previous = lastCounter.get(parsed.instance);
      if (previous !== undefined && parsed.counter <= previous) {
        violations.push({ invariant: 2, message: `${view.topic}-${view.partition} offset ${record.offset}: ${record.value} comes after counter ${previous} of the same instance (out of send order or written twice)` });
      }
      lastCounter.set(parsed.instance, parsed.counter);
    }
    const nextSequence = new Map<string, number>();
    for (const batch of view.batches) {
      if (batch.isControl || batch.producerId < 0n || context.expiredProducerIds.has(batch.producerId)) continue;
      const key = `${batch.producerId}/${batch.producerEpoch}`;
      const expected = nextSequence.get(key);
      if (expected !== undefined && batch.baseSequence !== expected) {
        violations.push({ invariant: 2, message: `${view.topic}-${view.partition} offset ${batch.baseOffset}: producer ${key} sequence ${batch.baseSequence}, expected ${expected} (gap or duplicate)` });
      }
      nextSequence.set(key, (batch.baseSequence + batch.recordCount) % 2_147_483_648);
    }
  }
  return violations;
}

/** Invariant 3: the committed offsets and the committed outputs account for every input exactly once. */
function checkExactlyOnceProcessing(context: SimulationContext, visible: ReadonlyMap<string, number>,
  workers: readonly { readonly groupId: string; readonly partitions: readonly number[] }[]): Violation[] {
  const violations: Violation[] = [];
  const outputs = new Map<string, number>();
  for (const [value, count] of visible) {
    const payload = parseValue(value)?.payload;
    if (payload?.startsWith('in:') === true) outputs.set(payload, (outputs.get(payload) ?? 0) + count);
  }
  const accounted = new Set<string>();
  for (const worker of workers) {
    const fetched = context.cluster.offsetFetch({ groupId: worker.groupId, partitions: worker.partitions.map((partition) => ({ topic: INPUT_TOPIC, partition })), requireStable: false });
    for (const { partition, committedOffset } of fetched.partitions) {
      const position = committedOffset < 0n ? 0 : Number(committedOffset);
      const end = Number(context.cluster.state.partition(INPUT_TOPIC, partition)?.log.logEndOffset ?? 0n);
      if (position > end) violations.push({ invariant: 3, message: `${worker.groupId} committed ${INPUT_TOPIC}-${partition}@${position}, past the end of the input (${end})` });
      for (let offset = 0; offset < Math.max(end, position); offset++) {
        for (const { payload } of derivedOutputs(partition, offset)) {
          accounted.add(payload);
          const count = outputs.get(payload) ?? 0;
          if (offset < position && count !== 1) {
            violations.push({ invariant: 3, message: `${INPUT_TOPIC}-${partition}@${offset} is below ${worker.groupId}'s committed offset ${position} but its output ${payload} is visible ${count} times` });
          } else if (offset >= position && count !== 0) {
            violations.push({ invariant: 3, message: `${INPUT_TOPIC}-${partition}@${offset} is at or past ${worker.groupId}'s committed offset ${position} (will be processed again) but its output ${payload} is already visible ${count} times` });
          }
        }
      }
    }
  }
  for (const payload of outputs.keys()) {
    if (!accounted.has(payload)) violations.push({ invariant: 3, message: `output ${payload} is visible but no worker owns its input` });
  }
  return violations;
}

/** Invariant 5: acknowledged sends are in the log at their offset; sends that surely failed are not. @internal */
export function checkSends(context: SimulationContext, logged: ReadonlyMap<string, readonly bigint[]>, visible: ReadonlyMap<string, number>): Violation[] {
  const violations: Violation[] = [];
  for (const send of context.ledger.sends.values()) {
    const offsets = logged.get(send.value) ?? [];
    switch (send.outcome) {
      case 'acknowledged':
        if (!offsets.includes(send.offset ?? -1n)) {
          violations.push({ invariant: 5, message: `${send.value} was acknowledged at ${send.topic}-${send.partition}@${send.offset} but the log has it at [${offsets.join(',')}]` });
        }
        if (send.transaction === null && (visible.get(send.value) ?? 0) !== 1) {
          violations.push({ invariant: 5, message: `idempotent ${send.value} was acknowledged but is visible ${visible.get(send.value) ?? 0} times` });
        }
        break;
      case 'definitely-failed':
        // For a transactional record "not written" means "never committed": Kafka's Sender, like ours, fails a
        // batch re-enqueued after an unanswered attempt with TransactionAbortedException when the transaction
        // aborts, so that attempt may sit in the log inside the aborted transaction.
        if (send.transaction === null ? offsets.length > 0 : (visible.get(send.value) ?? 0) > 0) {
          violations.push({ invariant: 5, message: `${send.value} failed without "outcome unknown" but is in the log at [${offsets.join(',')}]` });
        }
        break;
      case 'unknown':
      case 'pending':
        break;
    }
  }
  return violations;
}
