/**
 * A normalised trace of one scenario run: each step's outcome at the client (ok with offsets, or the error
 * class and Kafka error name), the error codes of every response the producer got during the step, and
 * observations of the cluster (DescribeTransactions state, producer id and epoch, high watermark and last
 * stable offset, the records a read_committed / read_uncommitted reader sees). Producer ids are replaced by
 * P0, P1, ... in order of appearance, so traces of two clusters compare line by line.
 */
import type { Producer } from '../../../src/producer/producer.js';
import type { FidelityTarget } from './fidelity-target.js';
import type { RecordingNetworkClient } from './recording-network.js';

/** Describes a settled promise's rejection: `ErrorClass(KAFKA_ERROR_NAME)`. @internal */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const name = (error as { errorName?: unknown }).errorName;
  return typeof name === 'string' ? `${error.name}(${name})` : error.name;
}

/**
 * Builds the trace of one run.
 * @internal
 */
export class Trace {
  readonly lines: string[] = [];
  private readonly ids = new Map<bigint, string>();

  constructor(private readonly target: FidelityTarget) {}

  /** `P0`, `P1`, ... for a producer id. */
  pid(producerId: bigint): string {
    let name = this.ids.get(producerId);
    if (name === undefined) {
      name = `P${this.ids.size}`;
      this.ids.set(producerId, name);
    }
    return name;
  }

  /** Awaits `operation`, then records its outcome and the responses `network` got meanwhile. Never throws. */
  async step<T>(name: string, network: RecordingNetworkClient, operation: () => Promise<T>, show: (value: T) => string = () => 'ok'): Promise<T | undefined> {
    const from = network.responses.length;
    let outcome: string;
    let value: T | undefined;
    try {
      value = await operation();
      outcome = show(value);
    } catch (error) {
      outcome = describeError(error);
    }
    this.lines.push(`${name}: ${outcome} [${network.since(from).join(' ')}]`);
    return value;
  }

  /** The producer's state and identity. */
  producer(name: string, producer: Producer): void {
    const { producerId, producerEpoch } = producer.producerIdentity;
    this.lines.push(`${name} producer: ${producer.state} ${producerId < 0n ? 'none' : this.pid(producerId)} epoch ${producerEpoch}`);
  }

  /**
   * DescribeTransactions of `transactionalId`, once the transaction is not completing any more: Kafka's TV1
   * coordinator answers EndTxn after PrepareCommit/PrepareAbort and writes the markers afterwards, while the
   * in-memory cluster writes them before answering (markerDelayMs 0), so the Prepare states are a race.
   */
  async transaction(transactionalId: string): Promise<void> {
    let view = await this.target.probe.describeTransaction(transactionalId);
    await this.target.probe.waitFor(`${transactionalId} to complete`, async () => {
      view = await this.target.probe.describeTransaction(transactionalId);
      return !view.state.startsWith('Prepare');
    });
    this.lines.push(`describe: error ${view.errorCode} ${view.state} ${view.producerId < 0n ? 'none' : this.pid(view.producerId)} epoch ${view.producerEpoch} [${view.partitions.map((each) => each.replace(/^eos-([a-z]+)-.*-(\d+)$/, '$1-$2')).join(' ')}]`);
  }

  /** High watermark, LSO and visible records of each partition. */
  async partitions(partitions: readonly (readonly [string, number])[]): Promise<void> {
    const visible = this.target.read(partitions);
    for (const [index, [topic, partition]] of partitions.entries()) {
      const offsets = await this.target.probe.offsets(topic, partition);
      const records = visible[index]!;
      const short = topic.replace(/^eos-([a-z]+)-.*$/, '$1');
      this.lines.push(`${short}-${partition}: hw ${offsets.highWatermark} lso ${offsets.lastStableOffset} committed [${records.committed.join(',')}] uncommitted [${records.uncommitted.join(',')}]`);
    }
  }
}
