/**
 * The scope of one transaction for the sends that have not appended yet. A `send()` that
 * must wait (producer starting, topic metadata unknown, an earlier call still waiting) appends later; it
 * belongs to the transaction open when it was called, not to whichever one is open when it appends. An abort
 * (or a close) ends the scope: such sends stop waiting at once and reject with the abort's error
 * (TransactionAbortedError), so a record of an aborted transaction can never be written by the next one.
 */
import { setMaxListeners } from 'node:events';

/**
 * One transaction, as seen by the sends issued in it.
 * @internal
 */
export class TransactionScope {
  /**
   * Created by the first send that waits (the slow path): most transactions never need one, and an
   * AbortController with its listener limit lifted cost about 3% of a one-record transaction's CPU.
   */
  private controller: AbortController | undefined;
  private endError: Error | undefined;

  /** Aborts when the transaction was aborted; races the waits of sends issued in it. */
  get signal(): AbortSignal {
    if (this.controller === undefined) {
      this.controller = new AbortController();
      // Every send still waiting for its turn listens here (one listener each, removed when it appends): fifty
      // unawaited sends in one transaction are normal, not the leak Node's default limit of 10 warns about.
      setMaxListeners(0, this.controller.signal);
      if (this.endError !== undefined) this.controller.abort(this.endError);
    }
    return this.controller.signal;
  }

  /** The error sends of this transaction fail with once it was aborted, else undefined. */
  get error(): Error | undefined {
    return this.endError;
  }

  /** Ends the scope: sends of this transaction that have not appended reject with `error`. Later calls are ignored. */
  end(error: Error): void {
    if (this.endError !== undefined) return;
    this.endError = error;
    this.controller?.abort(error);
  }
}
