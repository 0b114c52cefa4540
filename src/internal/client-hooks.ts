/**
 * The hooks a client is given at construction: observers of its public operations (the diagnostics channels'
 * tracing, the producer's transactional-call timers), in the manner of franz-go's `kgo.WithHooks`. A client calls
 * each traced operation through its {@link OperationHooks}; the hooks live in their own modules and never touch
 * the client's class, so the client's code says where it is observed and the observers stay out of it.
 *
 * Cost: a hook is asked {@link OperationHook.observes} on every call; while no hook observes the operation, the
 * call is the client's own method body plus that loop, allocating nothing (`send` is on the hot path).
 */

/**
 * A client operation as a hook sees it: the client's method body, called with the client as `this` and the
 * caller's arguments (three at most, fixed arity so that an unobserved call allocates no argument array).
 * @internal
 */
export type HookedOperation<Client> = (this: Client, first: unknown, second: unknown, third: unknown) => Promise<unknown>;

/**
 * One observer of a client's operations.
 * @internal
 */
export interface OperationHook<Operation extends string, Client> {
  /** True when this hook wants `operation` now (checked on every call, so an idle hook costs one call). */
  observes(operation: Operation): boolean;
  /**
   * Runs `body` on `client` with the arguments, observed: calls it exactly once and returns its promise, or one
   * that settles as it does. Never attach a handler to `body`'s promise and return that promise itself: a
   * rejection the caller does not handle must still reach `unhandledRejection`.
   */
  run(operation: Operation, body: HookedOperation<Client>, client: Client, first: unknown, second: unknown, third: unknown): Promise<unknown>;
}

/**
 * The hook list of one client, outermost first: each observing hook runs the next observing one around the body.
 * @internal
 */
export class OperationHooks<Operation extends string, Client> {
  constructor(private readonly hooks: readonly OperationHook<Operation, Client>[]) {}

  /** Calls `body` on `client` through every hook that observes `operation` (directly when none does). */
  call<Result, First, Second, Third>(
    operation: Operation,
    body: (this: Client, first: First, second: Second, third: Third) => Promise<Result>,
    client: Client,
    first: First,
    second: Second,
    third: Third,
  ): Promise<Result> {
    const next = this.nextObserving(operation, 0);
    if (next === undefined) return body.call(client, first, second, third);
    // The hooks see the arguments as unknown and hand them back unchanged, so the result is body's own.
    return this.runFrom(next, operation, body as HookedOperation<Client>, client, first, second, third) as Promise<Result>;
  }

  private runFrom(
    at: { readonly hook: OperationHook<Operation, Client>; readonly index: number },
    operation: Operation,
    body: HookedOperation<Client>,
    client: Client,
    first: unknown,
    second: unknown,
    third: unknown,
  ): Promise<unknown> {
    const next = this.nextObserving(operation, at.index + 1);
    if (next === undefined) return at.hook.run(operation, body, client, first, second, third);
    const inner: HookedOperation<Client> = (a, b, c) => this.runFrom(next, operation, body, client, a, b, c);
    return at.hook.run(operation, inner, client, first, second, third);
  }

  /** The first hook from `from` on that observes `operation` (allocates only when one does). */
  private nextObserving(operation: Operation, from: number): { readonly hook: OperationHook<Operation, Client>; readonly index: number } | undefined {
    const hooks = this.hooks;
    for (let index = from; index < hooks.length; index++) {
      const hook = hooks[index];
      if (hook?.observes(operation) === true) return { hook, index };
    }
    return undefined;
  }
}
