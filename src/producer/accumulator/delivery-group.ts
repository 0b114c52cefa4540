/**
 * One promise for all the records of a `send(records[])` call.
 *
 * A promise per record (and `Promise.all` over them) cost a promise, its two resolving functions and a
 * reaction per record, which the batch benchmark showed as garbage-collection time (docs/performance.md).
 * The batches hold the group (a {@link DeliverySink}) and the record's index in it instead, and the group settles like
 * `Promise.all` did: with every record's metadata in send order, or with the first record's failure.
 */
import type { RecordMetadata } from '../../common/record.js';
import type { DeliverySink } from './delivery.js';

/**
 * The outcome of one `send(records[])` call, filled in by the batches its records went to.
 * @internal
 */
export class DeliveryGroup implements DeliverySink {
  /** Settles once every record was acknowledged (metadata in send order) or one failed (its error). */
  readonly promise: Promise<RecordMetadata[]>;
  private readonly results: RecordMetadata[];
  private remaining: number;
  private settled = false;
  private resolvePromise!: (results: RecordMetadata[]) => void;
  private rejectPromise!: (error: unknown) => void;

  constructor(count: number) {
    this.results = new Array<RecordMetadata>(count);
    this.remaining = count;
    this.promise = new Promise<RecordMetadata[]>((resolve, reject) => {
      this.resolvePromise = resolve;
      this.rejectPromise = reject;
    });
    // Observed here, as each record's promise was: a group whose caller stopped waiting (or whose send threw
    // after appending some records) never becomes an unhandled rejection. The caller gets a derived promise.
    this.promise.catch(() => undefined);
    if (count === 0) this.settle();
  }

  /** Record `index` was acknowledged. */
  resolveRecord(index: number, metadata: RecordMetadata): void {
    if (this.settled) return;
    this.results[index] = metadata;
    if (--this.remaining === 0) this.settle();
  }

  /** Record `index` failed: the group fails with the first such error, as `Promise.all` does. */
  rejectRecord(_index: number, error: unknown): void {
    if (this.settled) return;
    this.settled = true;
    this.rejectPromise(error);
  }

  private settle(): void {
    this.settled = true;
    this.resolvePromise(this.results);
  }
}
