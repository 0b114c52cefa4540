/**
 * `kafka-eos topics ...` and `kafka-eos groups ...`: list, describe (a group with each partition's lag to the high
 * watermark and to the last stable offset, and the open transaction a stalled partition waits for), and creating
 * and deleting topics.
 */
import type { Admin } from '../admin/admin.js';
import { GROUP_TYPE_NAMES } from '../admin/groups.js';
import { choiceFlags, CliUsageError, integerFlag, strings, text, type CommandFlags } from './admin-cli-options.js';
import { formatDuration } from './cli-output.js';
import type { CommandOutput } from './transaction-commands.js';

/**
 * Runs `topics <command>`.
 * @internal
 */
export async function topicCommand(admin: Admin, command: string, flags: CommandFlags, call: { readonly timeoutMs: number }): Promise<CommandOutput> {
  switch (command) {
    case 'list': {
      const topics = await admin.listTopics({ ...call, includeInternal: flags.internal === true });
      return { json: topics, tables: [{ headers: ['TOPIC', 'TOPIC-ID', 'INTERNAL'], rows: topics.map((each) => [each.name, each.topicId, each.internal ? 'yes' : 'no']) }] };
    }
    case 'describe': {
      const names = strings(flags.topic);
      const topics = await admin.describeTopics(names.length > 0 ? names : (await admin.listTopics(call)).map((each) => each.name), call);
      return {
        json: topics,
        tables: [{
          headers: ['TOPIC', 'PARTITION', 'LEADER', 'REPLICAS', 'ISR', 'OFFLINE'],
          rows: topics.flatMap((topic) => topic.partitions.map((each) => [topic.name, String(each.partition), each.leader === null ? 'none' : String(each.leader), each.replicas.join(','), each.isr.join(','), each.offlineReplicas.join(',') || '-'])),
        }],
      };
    }
    case 'create': {
      const name = text(flags.topic);
      if (name === undefined) throw new CliUsageError('topics create needs --topic');
      const partitions = integerFlag('partitions', text(flags.partitions), 1);
      const replicationFactor = integerFlag('replication-factor', text(flags['replication-factor']), 1, 32_767);
      const configs: Record<string, string> = {};
      for (const entry of strings(flags.config)) {
        const equals = entry.indexOf('=');
        if (equals <= 0) throw new CliUsageError(`--config needs NAME=VALUE, got "${entry}"`);
        configs[entry.slice(0, equals)] = entry.slice(equals + 1);
      }
      const [created] = await admin.createTopics([{ name, ...(partitions === undefined ? {} : { partitions }), ...(replicationFactor === undefined ? {} : { replicationFactor }), configs }], { ...call, validateOnly: flags['validate-only'] === true });
      return { json: created, notes: [`${flags['validate-only'] === true ? 'validated' : 'created'} topic ${name}: ${created?.partitions ?? '?'} partitions, replication factor ${created?.replicationFactor ?? '?'}`] };
    }
    case 'delete': {
      const names = strings(flags.topic);
      if (names.length === 0) throw new CliUsageError('topics delete needs --topic');
      await admin.deleteTopics(names, call);
      return { json: { deleted: names }, notes: names.map((name) => `deleted topic ${name}`) };
    }
    default:
      throw new CliUsageError(`unknown command "topics ${command}"`);
  }
}

/** The states of Kafka's groups of every type (classic, consumer, streams, share). */
const GROUP_STATE_NAMES = ['Empty', 'PreparingRebalance', 'CompletingRebalance', 'Assigning', 'Reconciling', 'NotReady', 'Stable', 'Dead'] as const;

/**
 * Runs `groups <command>`.
 * @internal
 */
export async function groupCommand(admin: Admin, command: string, flags: CommandFlags, call: { readonly timeoutMs: number }): Promise<CommandOutput> {
  switch (command) {
    case 'list': {
      const groups = await admin.listGroups({ ...call, states: choiceFlags('state', flags.state, GROUP_STATE_NAMES), types: choiceFlags('type', flags.type, GROUP_TYPE_NAMES) });
      return { json: groups, tables: [{ headers: ['GROUP', 'TYPE', 'STATE', 'COORDINATOR'], rows: groups.map((each) => [each.groupId, each.type ?? '-', each.state, String(each.coordinatorId)]) }] };
    }
    case 'describe': {
      const groupId = text(flags.group);
      if (groupId === undefined) throw new CliUsageError('groups describe needs --group');
      const [group] = await admin.describeGroups([groupId], call);
      const lag = await admin.describeGroupLag(groupId, call);
      const stalled = lag.filter((each) => each.stalled && each.openTransaction !== null);
      return {
        json: { group, lag },
        tables: [
          {
            headers: ['GROUP', 'TYPE', 'STATE', 'ASSIGNOR', 'COORDINATOR', 'MEMBER', 'CLIENT-ID', 'HOST', 'PARTITIONS'],
            rows: (group?.members.length === 0 ? [undefined] : (group?.members ?? [])).map((member) => [groupId, group?.type ?? '-', group?.state ?? '-', group?.assignor || '-', String(group?.coordinatorId ?? '-'),
              member?.memberId ?? '-', member?.clientId || '-', member?.clientHost || '-', member === undefined ? '-' : member.assignment.map((tp) => `${tp.topic}-${tp.partition}`).join(',') || '-']),
          },
          {
            headers: ['TOPIC', 'PARTITION', 'COMMITTED', 'LOG-END', 'LSO', 'LAG', 'STABLE-LAG', 'WAITING-FOR'],
            rows: lag.map((each) => [each.topic, String(each.partition), each.position === null ? '-' : String(each.position), String(each.highWatermark), String(each.lastStableOffset),
              each.lag === null ? '-' : String(each.lag), each.stableLag === null ? '-' : String(each.stableLag),
              each.openTransaction === null ? '-' : `${each.stalled ? 'STALLED on ' : ''}producer ${each.openTransaction.producerId}${each.openTransaction.transactionalId === null ? '' : ` (${each.openTransaction.transactionalId})`}, idle ${formatDuration(each.openTransaction.idleMs)}`]),
          },
        ],
        notes: stalled.map((each) => `${each.topic}-${each.partition} is stalled at offset ${each.lastStableOffset} by an open transaction: see kafka-eos transactions find-hanging --topic ${each.topic}`),
      };
    }
    default:
      throw new CliUsageError(`unknown command "groups ${command}"`);
  }
}
