/**
 * Keeps one producer's appends in call order.
 *
 * Kafka's `KafkaProducer.send` appends on the calling thread after `waitOnMetadata` blocked it, so two
 * sends of one thread reach the accumulator in call order even when the first had to wait for metadata.
 * Here `send` returns a promise at once; a call that has to wait (producer not started, a topic's
 * metadata unknown) would otherwise let a later call whose topic is already known append first, and
 * the records of one partition would be written out of send order.
 * A call that cannot append at once therefore takes a turn in this FIFO, and every later call, even
 * one to a known topic, waits behind it until its records are appended or it gave up.
 */
import { ignore } from '../../internal/derived-promise.js';

/**
 * A FIFO of `send` calls waiting to append.
 * @internal
 */
export class AppendQueue {
  /** Settles once every call queued so far has appended or given up; undefined when none is queued. */
  private tail: Promise<void> | undefined;

  /** True when no call is waiting for its turn: a call whose topics are known may append at once. */
  get isIdle(): boolean {
    return this.tail === undefined;
  }

  /**
   * Queues a call. `work` receives a promise that settles (never rejects) when every earlier call has
   * appended or given up; it must append only after that, and settle once appended (not once acknowledged,
   * or later calls would wait for the broker). It may stop waiting early (timeout, abort): the next call's
   * turn still starts only when the earlier ones and this one are over, so no later call can overtake an
   * earlier one.
   */
  enqueue<T>(work: (earlierCallsDone: Promise<void>) => Promise<T>): Promise<T> {
    const earlier = this.tail ?? Promise.resolve();
    const result = work(earlier);
    const tail = Promise.all([earlier, result.then(ignore, ignore)]).then(ignore);
    this.tail = tail;
    void tail.then(() => {
      if (this.tail === tail) this.tail = undefined;
    });
    return result;
  }

  /** Settles (never rejects) when every call queued so far has appended or given up (for flush and commit). */
  whenIdle(): Promise<void> {
    return this.tail ?? Promise.resolve();
  }
}
