/**
 * The crash tests' verdict, computed from what an independent reader (librdkafka, or Kafka's Java consumer) read
 * with read_committed: output = f(input) with every input record exactly once (no gap, no duplicate, nothing that
 * is not f of some input), each output on the input's partition number, and the group's committed offsets equal to
 * what was consumed (one past the last input record of the partition that has an output) and to the end of input.
 * Returns the violations (empty: exactly once), each naming the records concerned.
 */
import { inputValue, transform } from './pipeline.js';

/** A record as the independent reader saw it. @internal */
export interface ReadRecord {
  readonly partition: number;
  readonly offset: number;
  readonly value: string;
}

/** What the independent reader found. @internal */
export interface IndependentRead {
  readonly input: readonly ReadRecord[];
  readonly output: readonly ReadRecord[];
  /** The group's committed offset per input partition (-1 or absent: none). */
  readonly committed: ReadonlyMap<number, number>;
}

/** @internal */
export interface Verdict {
  readonly violations: readonly string[];
  readonly inputRecords: number;
  readonly outputRecords: number;
  readonly duplicates: number;
  readonly missing: number;
  /** Per input partition, one past the last input offset whose f is in the output (0: none): what was consumed. */
  readonly consumedEnd: readonly bigint[];
}

/** Checks `read` against the `records` input values the driver wrote and the input's end offsets. @internal */
export function checkExactlyOnce(read: IndependentRead, records: number, inputEnd: readonly bigint[]): Verdict {
  const violations: string[] = [];
  const note = (line: string): void => { if (violations.length < 40) violations.push(line); };
  // The input is what the driver wrote, once each (an idempotent loader): otherwise the run proves nothing.
  const inputValues = new Set(read.input.map((record) => record.value));
  if (read.input.length !== records || inputValues.size !== records || ![...Array(records).keys()].every((n) => inputValues.has(inputValue(n)))) {
    note(`input: ${read.input.length} records (${inputValues.size} distinct), expected ${records}`);
  }
  const expected = new Map<string, number>(read.input.map((record) => [transform(record.value, record.partition, record.offset), record.partition]));
  const seen = new Map<string, ReadRecord[]>();
  for (const record of read.output) seen.set(record.value, [...(seen.get(record.value) ?? []), record]);
  let duplicates = 0;
  let missing = 0;
  for (const [value, partition] of expected) {
    const copies = seen.get(value) ?? [];
    if (copies.length === 0) {
      missing++;
      note(`missing: ${value}`);
    } else if (copies.length > 1) {
      duplicates += copies.length - 1;
      note(`duplicate: ${value} ${copies.length} times, at output ${copies.map((each) => `${each.partition}@${each.offset}`).join(', ')}`);
    }
    for (const copy of copies) if (copy.partition !== partition) note(`misplaced: ${value} on output partition ${copy.partition}`);
  }
  for (const [value, copies] of seen) {
    if (!expected.has(value)) note(`unexpected output: ${value} at ${copies.map((each) => `${each.partition}@${each.offset}`).join(', ')}`);
  }
  const consumedEnd = inputEnd.map(() => 0n);
  for (const record of read.input) {
    const next = BigInt(record.offset) + 1n;
    if (seen.has(transform(record.value, record.partition, record.offset)) && next > (consumedEnd[record.partition] ?? 0n)) consumedEnd[record.partition] = next;
  }
  inputEnd.forEach((end, partition) => {
    const committed = BigInt(read.committed.get(partition) ?? -1);
    const consumed = consumedEnd[partition] ?? 0n;
    // An offset past what was consumed skipped input; one short of it means the next owner processes input again.
    // No committed offset (-1) agrees with nothing consumed.
    if ((committed < 0n ? 0n : committed) !== consumed) note(`group offset of input partition ${partition}: ${committed}, but the output shows input consumed up to ${consumed}`);
    if (committed !== end) note(`group offset of input partition ${partition}: ${committed}, expected the end of input ${end}`);
  });
  return { violations, inputRecords: read.input.length, outputRecords: read.output.length, duplicates, missing, consumedEnd };
}
