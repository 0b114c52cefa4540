/**
 * `Producer.sendOffsetsToTransaction` (KIP-98, KIP-447): adds consumed offsets to the open transaction. When a
 * consumed topic's id is not known yet (TxnOffsetCommit v6 names topics by id), the call waits for its metadata
 * in the append FIFO, as a send would, so a commit called meanwhile waits for it. It uses the same parts of the
 * Producer as the send path.
 */
import type { ConsumerGroupMetadata, TopicPartitionOffset } from '../../common/topic-partition.js';
import { validateSendOffsetsArguments } from '../../transaction/send-offsets-arguments.js';
import type { OperationOptions } from '../../internal/bounded-wait.js';
import type { ProducerSend, ProducerSendContext } from './producer-send.js';

/**
 * Adds offsets to the transaction for `Producer.sendOffsetsToTransaction`.
 * @internal
 */
export class ProducerOffsets {
  constructor(private readonly context: ProducerSendContext, private readonly sendPath: ProducerSend) {}

  /** See `Producer.sendOffsetsToTransaction`. */
  async send(offsets: readonly TopicPartitionOffset[], groupMetadata: ConsumerGroupMetadata, options: OperationOptions): Promise<void> {
    const { context } = this;
    validateSendOffsetsArguments(offsets, groupMetadata);
    context.checkOperation('sendOffsetsToTransaction');
    if (offsets.length === 0) return;
    // One bound for the whole call (Kafka: max.block.ms): the metadata wait and the coordinator round trips share it.
    const deadline = context.deadline('sendOffsetsToTransaction', options);
    // TxnOffsetCommit v6 names topics by id (KIP-848 era): learn the ids of the consumed topics first.
    const unknown = [...new Set(offsets.map((each) => each.topic))].filter((topic) => context.metadata.topic(topic) === undefined);
    let registered: { readonly result: Promise<void> };
    if (unknown.length === 0) {
      registered = this.register(offsets, groupMetadata, false);
    } else {
      // The wait goes through the append FIFO, as a send's would: a commit called meanwhile waits for it
      // (appends.whenIdle), so the offsets are part of the transaction they were sent in, as in Kafka, where
      // sendOffsetsToTransaction blocks the calling thread. Registered inside the queued work, before the FIFO
      // lets the commit go on.
      const scope = context.transactionScope();
      registered = await context.appends.enqueue(async () => {
        for (const topic of unknown) await this.sendPath.awaitTopic(topic, deadline);
        if (scope?.error !== undefined) throw scope.error;
        return this.register(offsets, groupMetadata, scope !== undefined && scope === context.transactionScope());
      });
    }
    context.sender.wakeup();
    await deadline.wait(registered.result);
  }

  /** Checks the state and hands the offsets to the transaction manager (boxed: the result is awaited later). */
  private register(offsets: readonly TopicPartitionOffset[], groupMetadata: ConsumerGroupMetadata, issuedInOpenScope: boolean): { readonly result: Promise<void> } {
    this.context.checkOperation('sendOffsetsToTransaction', issuedInOpenScope);
    const result = Promise.resolve(this.context.transactionManager.sendOffsetsToTransaction(offsets, groupMetadata));
    // The offsets mark the end of the transaction's input (commit usually follows): the records buffered so far
    // stop lingering, so their Produce goes out beside the offsets requests instead of waiting for the commit's
    // flush (one round trip less under TV1; docs/performance.md).
    this.context.accumulator.endLinger();
    return { result };
  }
}
