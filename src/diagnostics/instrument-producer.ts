/**
 * Publishes the producer's five traced operations on their tracing channels (see channels.ts) by wrapping the
 * methods of `Producer.prototype` once, at module load: the producer's own code stays untouched. Without a
 * subscriber a call costs one extra frame and five `hasSubscribers` reads; with one, Node's `tracePromise` runs
 * the original method inside start/end and publishes asyncStart/asyncEnd (and error) when it settles.
 */
import { producerMetricsRecorders } from '../metrics/producer-metrics.js';
import { isTraced, operationChannels, type ProducerOperationMessage, type ProducerOperationName } from './channels.js';

/** What the payload needs of a producer (structural: this module is imported by producer.ts). */
interface TracedProducer {
  readonly config: { readonly clientId: string; readonly transactionalId?: string | undefined };
  readonly producerIdentity: { readonly producerId: bigint; readonly producerEpoch: number };
}

type Operation = (this: TracedProducer, first?: unknown, second?: unknown, third?: unknown) => Promise<unknown>;

const OPERATIONS: readonly ProducerOperationName[] = ['initTransactions', 'send', 'sendOffsetsToTransaction', 'commitTransaction', 'abortTransaction'];

/** The channel payload of one call (built only when the channel has a subscriber). */
function messageOf(producer: TracedProducer, operation: ProducerOperationName, first: unknown, second: unknown): ProducerOperationMessage {
  const { producerId, producerEpoch } = producer.producerIdentity;
  const base = { operation, clientId: producer.config.clientId, transactionalId: producer.config.transactionalId, producerId, producerEpoch };
  switch (operation) {
    case 'send':
      return { ...base, records: first as ProducerOperationMessage['records'] & object };
    case 'sendOffsetsToTransaction':
      return { ...base, offsets: first as readonly never[], groupMetadata: second as NonNullable<ProducerOperationMessage['groupMetadata']> };
    case 'initTransactions':
    case 'commitTransaction':
    case 'abortTransaction':
      return base;
  }
}

/**
 * Wraps the traced operations of `prototype` (called once by producer.ts).
 * @internal
 */
export function instrumentProducerOperations(prototype: object): void {
  const methods = prototype as unknown as Record<ProducerOperationName, Operation>;
  for (const operation of OPERATIONS) {
    const original = methods[operation];
    const traced = operationChannels[operation];
    // Fixed arity, no rest parameter: the untraced path allocates nothing (send is on the hot path).
    const timed = operation === 'send' ? undefined : operation;
    const wrapper: Operation = function (this: TracedProducer, first, second, third) {
      // txn-*-time metrics: the four transactional calls are timed (send, the hot path, is not).
      const recorder = timed === undefined ? undefined : producerMetricsRecorders.get(this);
      const startedAt = recorder?.clock.now() ?? 0;
      const result = isTraced(traced)
        ? traced.tracePromise(original, messageOf(this, operation, first, second), this, first, second, third)
        : original.call(this, first, second, third);
      if (recorder === undefined || timed === undefined) return result;
      // The caller gets the derived promise, never `result` with a handler attached: a rejection the caller does
      // not handle (a forgotten `await`) must still reach `unhandledRejection`.
      return result.then(
        (value) => { recorder.operationTimeMs[timed] += recorder.clock.now() - startedAt; return value; },
        (error: unknown) => { recorder.operationTimeMs[timed] += recorder.clock.now() - startedAt; throw error; },
      );
    };
    Object.defineProperty(wrapper, 'name', { value: operation });
    Object.defineProperty(prototype, operation, { value: wrapper, writable: true, configurable: true, enumerable: false });
  }
}
