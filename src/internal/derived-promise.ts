/**
 * The two callbacks of a derived promise (`promise.then(sameValue)`, `promise.catch(ignore)`): module-level
 * functions, so deriving a promise on a hot path allocates no closure.
 */

/**
 * Passes a promise's value through: `promise.then(sameValue)` is a promise of the caller's own, whose rejection
 * (if nobody handles it) is reported as unhandled even though the original is observed elsewhere.
 * @internal
 */
export function sameValue<T>(value: T): T {
  return value;
}

/**
 * Observes a rejection that is handled elsewhere (by the caller's own derived promise, or deliberately not at all),
 * so that the original promise never counts as an unhandled rejection.
 * @internal
 */
export function ignore(): void {
  // Nothing to do: the rejection is observed, and reported (or not) through another promise.
}
