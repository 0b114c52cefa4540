/**
 * `kafka-eos transactions ...`: list, describe, describe-producers, find-hanging, abort, fence, with the tables
 * `kafka-transactions.sh` prints (plus what its coordinator knows of each hanging transaction, and the command that
 * ends it) or the admin client's results as JSON.
 */
import type { Admin } from '../admin/admin.js';
import type { OpenTransaction } from '../admin/hanging-transactions.js';
import { TRANSACTION_STATE_NAMES, type AbortTransactionSpec } from '../admin/transactions.js';
import { bigintFlag, bigintValue, choiceFlags, CliUsageError, integerFlag, integerValue, strings, text, type CommandFlags } from './admin-cli-options.js';
import { formatDuration, type Table } from './cli-output.js';

/** What a command prints: a table (and notes under it) for people, `json` for `--json`. @internal */
export interface CommandOutput {
  readonly tables?: readonly Table[];
  readonly notes?: readonly string[];
  readonly json: unknown;
}

function required(flags: CommandFlags, flag: string, command: string): string {
  const value = text(flags[flag]);
  if (value === undefined) throw new CliUsageError(`transactions ${command} needs --${flag}`);
  return value;
}

/** "coordinator 2: Ongoing, aborts in 14m 3s" or "none: orphaned, only abort ends it". */
function coordinatorCell(transaction: OpenTransaction, now: number): string {
  const view = transaction.coordinator;
  if (view === null) return 'none (orphaned: only abort ends it)';
  const ends = view.abortsAtMs === null ? '' : `, aborts ${view.abortsAtMs <= now ? `${formatDuration(now - view.abortsAtMs)} overdue` : `in ${formatDuration(view.abortsAtMs - now)}`}`;
  return `broker ${view.coordinatorId}: ${view.state}${ends}`;
}

/**
 * Runs `transactions <command>`.
 * @internal
 */
export async function transactionCommand(admin: Admin, command: string, flags: CommandFlags, call: { readonly timeoutMs: number }, now: () => number): Promise<CommandOutput> {
  switch (command) {
    case 'list': {
      const producerIds = strings(flags['producer-id']).map((each) => bigintValue('producer-id', each));
      const minDuration = integerFlag('min-duration-ms', text(flags['min-duration-ms']), 0);
      const listed = await admin.listTransactions({
        ...call,
        states: choiceFlags('state', flags.state, TRANSACTION_STATE_NAMES),
        producerIds,
        ...(minDuration === undefined ? {} : { runningLongerThanMs: minDuration }),
      });
      return { json: listed, tables: [{ headers: ['TRANSACTIONAL-ID', 'COORDINATOR', 'PRODUCER-ID', 'STATE'], rows: listed.map((each) => [each.transactionalId, String(each.coordinatorId), String(each.producerId), each.state]) }] };
    }
    case 'describe': {
      const [description] = await admin.describeTransactions([required(flags, 'transactional-id', command)], call);
      if (description === undefined) return { json: null };
      const start = description.transactionStartTimeMs;
      return {
        json: description,
        tables: [{
          headers: ['COORDINATOR', 'TRANSACTIONAL-ID', 'PRODUCER-ID', 'EPOCH', 'STATE', 'TIMEOUT-MS', 'STARTED', 'DURATION', 'PARTITIONS'],
          rows: [[String(description.coordinatorId), description.transactionalId, String(description.producerId), String(description.producerEpoch), description.state, String(description.transactionTimeoutMs),
            start === null ? '-' : new Date(start).toISOString(), start === null ? '-' : formatDuration(now() - start),
            description.partitions.map((tp) => `${tp.topic}-${tp.partition}`).join(',') || '-']],
        }],
      };
    }
    case 'describe-producers': {
      const topic = required(flags, 'topic', command);
      const partition = integerValue('partition', required(flags, 'partition', command), 0);
      const brokerId = integerFlag('broker-id', text(flags['broker-id']), 0);
      const [states] = await admin.describeProducers([{ topic, partition }], { ...call, ...(brokerId === undefined ? {} : { brokerId }) });
      const producers = states?.producers ?? [];
      return {
        json: states,
        tables: [{
          headers: ['PRODUCER-ID', 'EPOCH', 'COORDINATOR-EPOCH', 'LAST-SEQUENCE', 'LAST-TIMESTAMP', 'OPEN-TRANSACTION-START'],
          rows: producers.map((each) => [String(each.producerId), String(each.producerEpoch), String(each.coordinatorEpoch ?? -1), String(each.lastSequence),
            each.lastTimestamp < 0 ? '-' : new Date(each.lastTimestamp).toISOString(), each.currentTransactionStartOffset === null ? '-' : String(each.currentTransactionStartOffset)]),
        }],
      };
    }
    case 'find-hanging': {
      const topics = strings(flags.topic);
      const partition = integerFlag('partition', text(flags.partition), 0);
      const [onlyTopic] = topics;
      if (partition !== undefined && (topics.length !== 1 || onlyTopic === undefined)) throw new CliUsageError('transactions find-hanging: --partition needs exactly one --topic');
      const brokerId = integerFlag('broker-id', text(flags['broker-id']), 0);
      const maxTransactionTimeoutMs = integerFlag('max-transaction-timeout-ms', text(flags['max-transaction-timeout-ms']), 0);
      const found = await admin.findHangingTransactions({
        ...call,
        ...(partition === undefined || onlyTopic === undefined ? (topics.length === 0 ? {} : { topics }) : { partitions: [{ topic: onlyTopic, partition }] }),
        ...(brokerId === undefined ? {} : { brokerId }),
        ...(maxTransactionTimeoutMs === undefined ? {} : { maxTransactionTimeoutMs }),
        orphanedOnly: flags['orphaned-only'] === true,
      });
      const at = now();
      return {
        json: found,
        tables: [{
          headers: ['TOPIC', 'PARTITION', 'PRODUCER-ID', 'EPOCH', 'START-OFFSET', 'IDLE', 'TRANSACTIONAL-ID', 'COORDINATOR'],
          rows: found.map((each) => [each.topic, String(each.partition), String(each.producerId), String(each.producerEpoch), String(each.startOffset), formatDuration(each.idleMs), each.transactionalId ?? '-', coordinatorCell(each, at)]),
        }],
        notes: found.map((each) => `end it: kafka-eos transactions abort --topic ${each.topic} --partition ${each.partition} --start-offset ${each.startOffset}${each.transactionalId !== null && !each.orphaned ? `   (or fence its producer everywhere: kafka-eos transactions fence --transactional-id ${each.transactionalId})` : ''}`),
      };
    }
    case 'abort': {
      const topic = required(flags, 'topic', command);
      const partition = integerValue('partition', required(flags, 'partition', command), 0);
      const startOffset = bigintFlag('start-offset', text(flags['start-offset']));
      const producerId = bigintFlag('producer-id', text(flags['producer-id']));
      let spec: AbortTransactionSpec;
      if (startOffset !== undefined && producerId === undefined) {
        spec = { topic, partition, startOffset };
      } else if (startOffset === undefined && producerId !== undefined) {
        spec = { topic, partition, producerId, producerEpoch: integerValue('producer-epoch', required(flags, 'producer-epoch', command), 0, 32_767), coordinatorEpoch: integerValue('coordinator-epoch', required(flags, 'coordinator-epoch', command), -1) };
      } else {
        throw new CliUsageError('transactions abort needs --start-offset, or --producer-id with --producer-epoch and --coordinator-epoch');
      }
      await admin.abortTransaction(spec, call);
      return { json: { aborted: spec }, notes: [`aborted the transaction ${startOffset === undefined ? `of producer ${String(producerId)}` : `starting at offset ${startOffset}`} on ${topic}-${partition}`] };
    }
    case 'fence': {
      const ids = strings(flags['transactional-id']);
      if (ids.length === 0) throw new CliUsageError('transactions fence needs --transactional-id');
      const fenced = await admin.fenceProducers(ids, call);
      return { json: fenced, tables: [{ headers: ['TRANSACTIONAL-ID', 'PRODUCER-ID', 'NEW-EPOCH'], rows: fenced.map((each) => [each.transactionalId, String(each.producerId), String(each.producerEpoch)]) }] };
    }
    default:
      throw new CliUsageError(`unknown command "transactions ${command}"`);
  }
}
