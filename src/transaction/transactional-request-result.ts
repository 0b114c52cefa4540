/**
 * The outcome of a public transactional operation (Kafka's `TransactionalRequestResult`): settled when
 * the sequence of requests behind the operation finishes. A promise is not I/O, so the sans-I/O core may
 * hand one out; it is also inspectable synchronously for the Sender and for tests.
 */

/**
 * A promise-like result of `initTransactions`, `sendOffsetsToTransaction`, commit and abort.
 * Never causes an unhandled rejection when nobody awaits it.
 * @public
 */
export class TransactionalRequestResult implements PromiseLike<undefined> {
  private readonly promise: Promise<undefined>;
  private resolvePromise!: () => void;
  private rejectPromise!: (error: Error) => void;
  private settled = false;
  private failure: Error | undefined;

  /** The public operation this result belongs to (`initTransactions`, `commitTransaction`, ...), for messages and logs. */
  readonly operation: string;

  /**
   * Creates a pending result.
   * @param operation - The public operation this result belongs to, for messages and logs.
   */
  constructor(operation: string) {
    this.operation = operation;
    this.promise = new Promise<undefined>((resolve, reject) => {
      this.resolvePromise = () => { resolve(undefined); };
      this.rejectPromise = reject;
    });
    // Observed here so that a result nobody awaits does not crash the process on rejection.
    this.promise.catch(() => undefined);
  }

  /** True once settled. */
  get isCompleted(): boolean {
    return this.settled;
  }

  /** True once settled successfully. */
  get isSuccessful(): boolean {
    return this.settled && this.failure === undefined;
  }

  /** The failure, once settled with one. */
  get error(): Error | undefined {
    return this.failure;
  }

  /** Settles successfully; later calls are ignored. @internal */
  done(): void {
    if (this.settled) return;
    this.settled = true;
    this.resolvePromise();
  }

  /** Settles with `error`; later calls are ignored. @internal */
  fail(error: Error): void {
    if (this.settled) return;
    this.settled = true;
    this.failure = error;
    this.rejectPromise(error);
  }

  /** Promise interop: `await result`. */
  then<TResult1 = undefined, TResult2 = never>(
    onfulfilled?: ((value: undefined) => TResult1 | PromiseLike<TResult1>) | null,
    onrejected?: ((reason: unknown) => TResult2 | PromiseLike<TResult2>) | null,
  ): PromiseLike<TResult1 | TResult2> {
    return this.promise.then(onfulfilled, onrejected);
  }
}
