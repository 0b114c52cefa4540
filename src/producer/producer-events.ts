/**
 * Typed producer events (`producer.on('stateChange' | 'epochBump' | 'error', ...)`), on the emitter of
 * typed-events.ts: an unobserved error event is simply dropped (the same error also reaches the awaiting caller).
 * The events come from the transaction manager (`forwardTransactionManagerEvents`).
 */
import type { Logger } from '../config/logger.js';
import { TypedEvents } from '../internal/typed-events.js';
import type { ProducerIdentity } from '../transaction/producer-identity.js';
import type { TransactionManager } from '../transaction/transaction-manager.js';
import type { TransactionState } from '../common/transaction-names.js';

/**
 * A producer id and the epoch that goes with it, as a plain value (Java's `ProducerIdAndEpoch`).
 * @public
 */
export interface ProducerIdAndEpoch {
  /** The producer id the brokers assigned (`-1n` before InitProducerId succeeded). */
  readonly producerId: bigint;
  /** The epoch of that producer id (`-1` before InitProducerId succeeded); a bump fences older instances. */
  readonly producerEpoch: number;
}

/**
 * A state transition of the producer's transaction manager.
 * @public
 */
export interface StateChangeEvent {
  /** The state the producer left. */
  readonly from: TransactionState;
  /** The state the producer entered. */
  readonly to: TransactionState;
  /** Set when entering ABORTABLE_ERROR or FATAL_ERROR. */
  readonly cause: Error | undefined;
}

/**
 * The producer id or epoch changed after the first InitProducerId (KIP-360 bump, KIP-890 EndTxn v5).
 * @public
 */
export interface EpochBumpEvent {
  /** The id and epoch before the bump. */
  readonly previous: ProducerIdAndEpoch;
  /** The id and epoch the producer uses from now on. */
  readonly next: ProducerIdAndEpoch;
}

/**
 * The producer entered an error state (abortable or fatal): `error` says which and what to do.
 * @public
 */
export interface ProducerErrorEvent {
  /** The failure that moved the producer into `state` (a typed error: check its brand guard or `code`). */
  readonly error: Error;
  /** `ABORTABLE_ERROR` (abort the transaction and go on) or `FATAL_ERROR` (close the producer). */
  readonly state: TransactionState;
}

/**
 * Event name -> payload.
 * @public
 */
export interface ProducerEventMap {
  /** Every transition of the transaction state machine. */
  stateChange: StateChangeEvent;
  /** The producer id or epoch changed after the first InitProducerId. */
  epochBump: EpochBumpEvent;
  /** The producer entered an abortable or fatal error state. */
  error: ProducerErrorEvent;
}

/**
 * A listener of one event.
 * @public
 */
export type ProducerEventListener<E extends keyof ProducerEventMap> = (event: ProducerEventMap[E]) => void;

/**
 * Typed listeners; a throwing listener is logged by the caller and never breaks the producer.
 * @internal
 */
export class ProducerEvents extends TypedEvents<ProducerEventMap> {}

/**
 * Turns the transaction manager's transitions and epoch bumps into logged producer events: `stateChange`,
 * plus `error` when a transition has a cause, and `epochBump`. A listener that throws is logged. `afterTransition`
 * runs after a transition's events (the producer wakes its Sender there).
 * @internal
 */
export function forwardTransactionManagerEvents(transactionManager: TransactionManager, events: ProducerEvents, logger: Logger, afterTransition: () => void): void {
  const emit = <E extends keyof ProducerEventMap>(event: E, payload: ProducerEventMap[E]): void => {
    for (const failure of events.emit(event, payload)) {
      logger.error('event listener threw', { event, error: failure instanceof Error ? failure.message : String(failure) });
    }
  };
  transactionManager.onTransition((from, to, cause) => {
    logger.info('producer state change', { from, to, ...(cause === undefined ? {} : { cause: cause.message }) });
    emit('stateChange', { from, to, cause });
    if (cause !== undefined) emit('error', { error: cause, state: to });
    afterTransition();
  });
  transactionManager.onEpochBump((previous, next) => {
    logger.info('producer epoch bumped', { producerId: next.producerId.toString(), producerEpoch: next.producerEpoch });
    emit('epochBump', { previous: identityOf(previous), next: identityOf(next) });
  });
}

/** Plain copy of an identity for event payloads. @internal */
export function identityOf(identity: ProducerIdentity): ProducerIdAndEpoch {
  return { producerId: identity.producerId, producerEpoch: identity.producerEpoch };
}
