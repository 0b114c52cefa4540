/**
 * The crash tests' negative controls (test-only, never a public API): batch handlers for the pipeline worker that
 * break exactly-once in the two ways applications commonly do, so that a crash test run with them must report
 * duplicates. A pass of the real test is then not by construction: the same driver, schedule, reader and check
 * see the difference.
 * - `output-outside-transaction`: the output goes through a separate idempotent (non-transactional) producer and
 *   is acknowledged before the session's transaction commits the batch's offsets (at-least-once: a worker killed
 *   or frozen between the two leaves output whose input is processed again by the next owner);
 * - `offsets-outside-transaction`: the output is committed in its own transaction (a second transactional id),
 *   then the session's transaction commits the offsets: two transactions, so a zombie's output transaction commits
 *   while the partition's new owner, which found no pending offsets to wait for, processes the same input again.
 * Both keep f and the partitions of the real handler, and both still commit the offsets (the input drains).
 */
import { Producer } from '../../src/producer/producer.js';
import type { ProducerRecord } from '../../src/common/record.js';
import type { Logger } from '../../src/config/logger.js';
import type { SessionBatchHandler, SessionTransaction } from '../../src/session/session-types.js';
import type { ConsumedBatch } from '../../src/consumer/transactional-source.js';
import { transform, type WorkerConfig } from './pipeline.js';

/** A way of breaking exactly-once on purpose. @internal */
export type Violation = 'output-outside-transaction' | 'offsets-outside-transaction';

/** The batch handler of a worker, and what it opened besides the session. @internal */
export interface WorkerHandler {
  readonly handler: SessionBatchHandler;
  close(): Promise<void>;
}

/** f(batch) as records of `output`, each on its input's partition number. @internal */
export function outputRecords(config: WorkerConfig, batch: ConsumedBatch): ProducerRecord[] {
  return batch.records.map((record) => ({
    topic: config.output, partition: record.partition, key: record.key,
    value: transform(Buffer.from(record.value ?? []).toString(), record.partition, record.offset),
  }));
}

/** Waits the batch's "processing" time; cut short when `signal` aborts (if given). @internal */
export function processing(config: WorkerConfig, signal?: AbortSignal): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, config.batchDelayMs);
    signal?.addEventListener('abort', () => { clearTimeout(timer); resolve(); }, { once: true });
  });
}

/** The exactly-once handler: output sent in the batch's transaction. @internal */
export function exactlyOnceHandler(config: WorkerConfig): WorkerHandler {
  return {
    handler: async (batch: ConsumedBatch, tx: SessionTransaction) => {
      const sends = tx.send(outputRecords(config, batch));
      await processing(config, tx.signal);
      await sends;
    },
    close: () => Promise.resolve(),
  };
}

/** A handler that breaks exactly-once as `violation` says (a negative control). @internal */
export async function violatingHandler(violation: Violation, config: WorkerConfig, logger: Logger): Promise<WorkerHandler> {
  const common = {
    bootstrapServers: config.bootstrapServers.split(','), lingerMs: 0, requestTimeoutMs: config.requestTimeoutMs, logger,
  };
  switch (violation) {
    case 'output-outside-transaction': {
      const producer = new Producer({ ...common, clientId: `${config.transactionalId}-outside` });
      return {
        handler: async (batch) => {
          // The session's signal is ignored on purpose: the output is out already, whatever happens to the offsets.
          const sends = producer.send(outputRecords(config, batch));
          await processing(config);
          await sends;
        },
        close: () => producer.close({ timeoutMs: 5_000 }),
      };
    }
    case 'offsets-outside-transaction': {
      const transactionalId = `${config.transactionalId}-output`;
      const producer = new Producer({ ...common, clientId: transactionalId, transactionalId, transactionTimeoutMs: config.transactionTimeoutMs });
      await producer.initTransactions();
      return {
        handler: async (batch) => {
          await producer.transaction(async (txn) => {
            const sends = txn.send(outputRecords(config, batch));
            await processing(config);
            await sends;
          });
        },
        close: () => producer.close({ timeoutMs: 5_000 }),
      };
    }
  }
}
