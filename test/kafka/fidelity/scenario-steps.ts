/**
 * Steps the fidelity scenarios share: how a send's result is shown in a {@link Trace}, and the prologue most of
 * them start a producer with.
 */
import type { ProducerRecord } from '../../../src/common/record.js';
import type { TracedProducer } from './fidelity-target.js';
import type { Trace } from './trace.js';

/** A single send's outcome line. @internal */
export const offsetOf = (result: { readonly offset: bigint }): string => `ok offset ${result.offset}`;
/** A batch of sends' outcome line. @internal */
export const offsetsOf = (results: readonly { readonly offset: bigint }[]): string => `ok offsets ${results.map((each) => each.offset).join(',')}`;

/**
 * `initTransactions`, `beginTransaction`, then one send of `record`: the init and the send traced as steps
 * (`initTransactions`, `send to <partition>`), each name prefixed with `<who>: ` when two producers share the
 * scenario. `partition` names the partition in the trace (`orders-0`): topic names are unique per run.
 * @internal
 */
export async function initBeginSend(trace: Trace, { producer, network }: TracedProducer, partition: string, record: ProducerRecord, who?: string): Promise<void> {
  const prefix = who === undefined ? '' : `${who}: `;
  await trace.step(`${prefix}initTransactions`, network, () => producer.initTransactions());
  producer.beginTransaction();
  await trace.step(`${prefix}send to ${partition}`, network, () => producer.send(record), offsetOf);
}
