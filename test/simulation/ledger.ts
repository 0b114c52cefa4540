/**
 * What the application saw: every send and every transaction, with the outcome reported to it. The checker
 * compares this with what the cluster actually holds. Outcomes are the user's view, deliberately coarse:
 * a send is acknowledged, failed for sure (the producer said the record was not written) or failed with an
 * unknown outcome; a transaction is committed, aborted, unknown (a commit was attempted and did not clearly
 * succeed or get aborted) or abandoned (its instance went away before calling commit).
 */

/**
 * The user's view of one send.
 * - `definitely-failed`: the producer guarantees the record was not written (the send was refused before
 *   it was appended, or failed with TransactionAbortedError, KIP-654).
 * - `unknown`: failed with an error that leaves the write undecided (delivery timeout, broker errors after
 *   retries, a closed producer with the batch in flight).
 * @internal
 */
export type SendOutcome = 'pending' | 'acknowledged' | 'definitely-failed' | 'unknown';

/**
 * The user's view of one transaction.
 * @internal
 */
export type TransactionOutcome = 'open' | 'committed' | 'aborted' | 'unknown' | 'abandoned';

/**
 * One record the application sent.
 * @internal
 */
export interface SendEntry {
  readonly value: string;
  readonly topic: string;
  readonly partition: number;
  /** The producer instance (e.g. `cpp-0#2`). */
  readonly instance: string;
  /** The transaction it was sent in; null for an idempotent producer. */
  readonly transaction: TransactionEntry | null;
  outcome: SendOutcome;
  /** Offset reported by the acknowledgement. */
  offset: bigint | null;
}

/**
 * One transaction the application ran.
 * @internal
 */
export interface TransactionEntry {
  readonly id: number;
  readonly instance: string;
  readonly transactionalId: string;
  /** Clock time of beginTransaction (the start of the window in which a fault can explain its outcome). */
  readonly beganAt: number;
  readonly sends: SendEntry[];
  commitCalled: boolean;
  outcome: TransactionOutcome;
  /**
   * What the application meant to do when it ended the transaction (progress invariant 7): commit, abort,
   * leave it (close or drop the producer mid-transaction), or race commit against abort. Unset while the
   * application has not decided (a failure ended the transaction before it could).
   */
  intent: 'commit' | 'abort' | 'close' | 'race' | undefined;
  /** Sends refused on purpose (a bad argument): never part of the transaction. */
  readonly badSends: SendEntry[];
}

/**
 * Every send and transaction of a history.
 * @internal
 */
export class Ledger {
  readonly sends = new Map<string, SendEntry>();
  readonly transactions: TransactionEntry[] = [];

  beginTransaction(instance: string, transactionalId: string, beganAt: number): TransactionEntry {
    const entry: TransactionEntry = { id: this.transactions.length, instance, transactionalId, beganAt, sends: [], commitCalled: false, outcome: 'open', intent: undefined, badSends: [] };
    this.transactions.push(entry);
    return entry;
  }

  /** True when `instance` has no send awaiting an answer and no open transaction. */
  isIdle(instance: string): boolean {
    for (const send of this.sends.values()) if (send.instance === instance && send.outcome === 'pending') return false;
    return !this.transactions.some((transaction) => transaction.instance === instance && transaction.outcome === 'open');
  }

  recordSend(send: Omit<SendEntry, 'outcome' | 'offset'>): SendEntry {
    if (this.sends.has(send.value)) throw new Error(`simulation bug: value ${send.value} sent twice`);
    const entry: SendEntry = { ...send, outcome: 'pending', offset: null };
    this.sends.set(send.value, entry);
    send.transaction?.sends.push(entry);
    return entry;
  }
}
