/**
 * The delivery interface of the accumulator: what a sent record's promise resolves to
 * ({@link RecordMetadata}) and how a batch holds a record's resolving functions without a closure per
 * record ({@link createDelivery}). A `send(records[])` call settles through a `DeliveryGroup` instead.
 *
 * Its own module so that `ProducerBatch`, `DeliveryGroup` and `BlockedAppend` all depend on it and not on
 * each other (no import cycle).
 */
import type { RecordMetadata } from '../../common/record.js';

/** @internal */
export type ResolveDelivery = (metadata: RecordMetadata) => void;
/** @internal */
export type RejectDelivery = (error: unknown) => void;

// A single module-level executor captures the resolving functions, so creating a delivery promise
// allocates no closure of our own (Promise.withResolvers needs Node 22).
let capturedResolve: ResolveDelivery | undefined;
let capturedReject: RejectDelivery | undefined;
function captureResolvers(resolve: ResolveDelivery, reject: RejectDelivery): void {
  capturedResolve = resolve;
  capturedReject = reject;
}

/**
 * Creates a pending delivery promise; its resolvers are handed to `sink` (no per-call closure).
 * @internal
 */
export function createDelivery(sink: { pushResolvers(resolve: ResolveDelivery, reject: RejectDelivery): void }): Promise<RecordMetadata> {
  const promise = new Promise<RecordMetadata>(captureResolvers);
  const resolve = capturedResolve;
  const reject = capturedReject;
  capturedResolve = undefined;
  capturedReject = undefined;
  if (resolve === undefined || reject === undefined) throw new Error('promise executor did not run synchronously');
  sink.pushResolvers(resolve, reject);
  return promise;
}
