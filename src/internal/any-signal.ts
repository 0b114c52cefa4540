/**
 * A signal that aborts when either of two does, with the first one's reason (by hand: `AbortSignal.any` needs
 * Node 20.3, engines say 20). Once it aborts, the forwarding listener comes off the other source; `dispose()`
 * takes both off when it never aborts, so a long-lived source does not collect listeners.
 */

/**
 * `first` and `second` combined; `first` may be absent.
 * @internal
 */
export function anySignal(first: AbortSignal | undefined, second: AbortSignal): { readonly signal: AbortSignal; dispose(): void } {
  const controller = new AbortController();
  const sources = first === undefined ? [second] : [first, second];
  const dispose = (): void => { for (const each of sources) each.removeEventListener('abort', forward); };
  function forward(event: Event): void {
    dispose();
    controller.abort(event.target instanceof AbortSignal ? event.target.reason : undefined);
  }
  for (const each of sources) {
    if (each.aborted) {
      dispose();
      controller.abort(each.reason);
      break;
    }
    each.addEventListener('abort', forward, { once: true });
  }
  return { signal: controller.signal, dispose };
}
