/**
 * The producer's hook that publishes its five traced operations on their tracing channels (see channels.ts).
 * While a channel has no subscriber the hook does not observe its operation, so the call runs unhooked; with one,
 * Node's `tracePromise` runs the operation inside start/end and publishes asyncStart/asyncEnd (and error) when it
 * settles. One hook serves every producer: the channels are process-wide.
 */
import type { OperationHook, HookedOperation } from '../internal/client-hooks.js';
import { isTraced, operationChannels, type ProducerOperationMessage, type ProducerOperationName } from './channels.js';

/** What the payload needs of a producer (structural: producer.ts imports this module). */
export interface TracedProducer {
  readonly config: { readonly clientId: string; readonly transactionalId?: string | undefined };
  readonly producerIdentity: { readonly producerId: bigint; readonly producerEpoch: number };
}

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
 * Traces initTransactions, send, sendOffsetsToTransaction, commitTransaction and abortTransaction.
 * @internal
 */
export const producerOperationTracing: OperationHook<ProducerOperationName, TracedProducer> = {
  observes: (operation) => isTraced(operationChannels[operation]),
  run: (operation, body: HookedOperation<TracedProducer>, producer, first, second, third) =>
    operationChannels[operation].tracePromise(body, messageOf(producer, operation, first, second), producer, first, second, third),
};
