/**
 * A tiny typed emitter (the producer's and the consumer's `on`/`off`), rather than Node's EventEmitter, whose
 * `'error'` event throws when nobody listens: here an unobserved event is simply dropped, and a listener that
 * throws never breaks the client (its error is handed back to the caller, which logs it).
 */

/**
 * Listeners by event name, typed by `EventMap` (event name -> payload).
 * @internal
 */
export class TypedEvents<EventMap extends object> {
  private readonly listeners = new Map<keyof EventMap, Set<(payload: never) => void>>();

  on<E extends keyof EventMap>(event: E, listener: (payload: EventMap[E]) => void): () => void {
    let set = this.listeners.get(event);
    if (set === undefined) {
      set = new Set();
      this.listeners.set(event, set);
    }
    const listeners = set;
    listeners.add(listener);
    return () => { listeners.delete(listener); };
  }

  off<E extends keyof EventMap>(event: E, listener: (payload: EventMap[E]) => void): void {
    this.listeners.get(event)?.delete(listener);
  }

  /** Calls every listener of `event`; returns the errors listeners threw. */
  emit<E extends keyof EventMap>(event: E, payload: EventMap[E]): unknown[] {
    const failures: unknown[] = [];
    const set = this.listeners.get(event) as Set<(payload: EventMap[E]) => void> | undefined;
    if (set === undefined) return failures;
    for (const listener of set) {
      try { listener(payload); } catch (error) { failures.push(error); }
    }
    return failures;
  }
}
