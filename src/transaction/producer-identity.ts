/**
 * The producer id and epoch a broker assigned, as an immutable value (Kafka's `ProducerIdAndEpoch`).
 */
import { NO_PRODUCER_EPOCH, NO_PRODUCER_ID } from '../protocol/record-batch/record-batch-header.js';

export { NO_PRODUCER_EPOCH, NO_PRODUCER_ID };

/**
 * The largest epoch: epochs are int16 on the wire (Kafka's `Short.MAX_VALUE`).
 * @public
 */
export const MAX_PRODUCER_EPOCH = 32767;

/**
 * A producer id (int64, as bigint) and epoch (int16).
 * @public
 */
export class ProducerIdentity {
  /** The identity before InitProducerId succeeded. */
  static readonly NONE = new ProducerIdentity(NO_PRODUCER_ID, NO_PRODUCER_EPOCH);

  /** The producer id a broker assigned, or -1 before InitProducerId succeeded. */
  readonly producerId: bigint;
  /**
   * The producer epoch, -1 before InitProducerId succeeded. A newer epoch of the same producer id fences the older
   * ones: InitProducerId bumps it, and under transaction version 2 so does every EndTxn.
   */
  readonly producerEpoch: number;

  /**
   * Creates an identity for the given id and epoch.
   * @param producerId - The id from InitProducerId.
   * @param producerEpoch - Its epoch.
   */
  constructor(producerId: bigint, producerEpoch: number) {
    if (!Number.isInteger(producerEpoch) || producerEpoch < NO_PRODUCER_EPOCH || producerEpoch > MAX_PRODUCER_EPOCH) {
      throw new RangeError(`producerEpoch must be an int16 between -1 and ${MAX_PRODUCER_EPOCH}, got ${producerEpoch}`);
    }
    this.producerId = producerId;
    this.producerEpoch = producerEpoch;
  }

  /** True once a broker assigned an id. */
  get isValid(): boolean {
    return this.producerId !== NO_PRODUCER_ID;
  }

  /**
   * True when the epoch cannot be bumped any more. KIP-360: the epoch bump then needs a new producer id,
   * which the coordinator allocates when InitProducerId carries the exhausted epoch; an idempotent
   * producer simply gets a new id from InitProducerId.
   */
  get isEpochExhausted(): boolean {
    return this.producerEpoch >= MAX_PRODUCER_EPOCH;
  }

  /**
   * The identity after a client-side bump: same id, epoch + 1; undefined when exhausted (a new
   * producer id is required, KIP-360).
   */
  bumped(): ProducerIdentity | undefined {
    if (!this.isValid || this.isEpochExhausted) return undefined;
    return new ProducerIdentity(this.producerId, this.producerEpoch + 1);
  }

  /** Value equality. */
  equals(other: ProducerIdentity): boolean {
    return this.producerId === other.producerId && this.producerEpoch === other.producerEpoch;
  }

  /** `(producerId=…, producerEpoch=…)`, as Kafka logs it. */
  toString(): string {
    return `(producerId=${this.producerId}, producerEpoch=${this.producerEpoch})`;
  }
}
