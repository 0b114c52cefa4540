/**
 * The delivery interface of the accumulator: where an appended record's outcome goes ({@link DeliverySink}), and
 * the sink of a single-record `send` ({@link RecordDelivery}). A `send(records[])` call's records all go to one
 * `DeliveryGroup`, each with its index in the call.
 *
 * Batches hold a sink and an index per record in two flat arrays, so settling a batch is one monomorphic loop and
 * neither shape needs a closure per record.
 */
import type { RecordMetadata } from '../../common/record.js';

/**
 * Where the outcome of an appended record goes: record `index` of a `send(records[])` call's group, or the one
 * record of a `send(record)` (index 0).
 * @internal
 */
export interface DeliverySink {
  /** Record `index` was acknowledged with `metadata`. */
  resolveRecord(index: number, metadata: RecordMetadata): void;
  /** Record `index` failed with `error`. */
  rejectRecord(index: number, error: unknown): void;
}

type ResolveDelivery = (metadata: RecordMetadata) => void;
type RejectDelivery = (error: unknown) => void;

// A single module-level executor captures the resolving functions, so creating a delivery promise
// allocates no closure of our own (Promise.withResolvers needs Node 22).
let capturedResolve: ResolveDelivery | undefined;
let capturedReject: RejectDelivery | undefined;
function captureResolvers(resolve: ResolveDelivery, reject: RejectDelivery): void {
  capturedResolve = resolve;
  capturedReject = reject;
}

/**
 * The outcome of a single-record `send`: its promise and the sink that settles it.
 * @internal
 */
export class RecordDelivery implements DeliverySink {
  /** Settles with the record's metadata, or rejects with its failure. */
  readonly promise: Promise<RecordMetadata>;
  private readonly resolve: ResolveDelivery;
  private readonly reject: RejectDelivery;

  constructor() {
    this.promise = new Promise<RecordMetadata>(captureResolvers);
    const resolve = capturedResolve;
    const reject = capturedReject;
    capturedResolve = undefined;
    capturedReject = undefined;
    if (resolve === undefined || reject === undefined) throw new Error('promise executor did not run synchronously');
    this.resolve = resolve;
    this.reject = reject;
  }

  resolveRecord(_index: number, metadata: RecordMetadata): void {
    this.resolve(metadata);
  }

  rejectRecord(_index: number, error: unknown): void {
    this.reject(error);
  }
}
