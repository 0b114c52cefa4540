/**
 * The dead-letter crash test's batch handler: f(record) for every record, as the exactly-once handler does, but it
 * fails on poison records (pipeline.ts `isPoison`) after sending the output of the records before them and waiting
 * the batch's processing time, so that a kill can land while a batch's partial output is in its transaction. The
 * worker's session (with `onRecordError: deadLetter`) then isolates the poison record and writes it to the
 * dead-letter topic with the batch's offsets.
 */
import { RecordProcessingError } from '../../src/session/session-errors.js';
import type { ConsumedBatch } from '../../src/consumer/transactional-source.js';
import type { SessionTransaction } from '../../src/session/session-types.js';
import { isPoison, type WorkerConfig } from './pipeline.js';
import { outputRecords, processing, type WorkerHandler } from './violations.js';

/** @internal */
export function poisonedHandler(config: WorkerConfig, poisonEvery: number): WorkerHandler {
  return {
    handler: async (batch: ConsumedBatch, tx: SessionTransaction) => {
      const poison = batch.records.findIndex((record) => isPoison(Buffer.from(record.value ?? []).toString(), poisonEvery));
      const good = poison < 0 ? batch.records : batch.records.slice(0, poison);
      const sends = tx.send(outputRecords(config, { records: good, nextOffsets: batch.nextOffsets }));
      await processing(config, tx.signal);
      await sends;
      const record = batch.records[poison];
      if (record !== undefined) throw new RecordProcessingError(record, { cause: new SyntaxError(`poison record ${record.partition}@${record.offset.toString()}`) });
    },
    close: () => Promise.resolve(),
  };
}
