/**
 * Command-line options of `kafka-eos-broker` (the in-memory cluster served on TCP), parsed with
 * `node:util` `parseArgs` into {@link StartClusterOptions}. Kept apart from the entry point so that the
 * rules are unit-tested without spawning a process.
 */
import { parseArgs } from 'node:util';
import { KafkaClientError } from '../errors/kafka-client-error.js';
import type { SaslServerMechanism, SaslServerOptions } from '../testing/sasl/sasl-server-options.js';
import type { StartClusterOptions } from '../testing/tcp/tcp-cluster.js';
import { MAX_PARTITIONS_PER_TOPIC } from '../testing/cluster-state.js';
import { joinNegativeValues } from './negative-values.js';

/**
 * The `--help` text.
 * @internal
 */
export const BROKER_USAGE = `Usage: kafka-eos-broker [options]

Runs kafka-eos's in-memory Kafka cluster on 127.0.0.1 until SIGINT or SIGTERM.
Prints the bootstrap servers (host:port,host:port,...) alone on the first line of stdout;
everything else goes to stderr.

Options:
  --brokers N                 number of brokers, ids 1..N (default 1)
  --port P                    port of the first broker; broker i listens on P+i-1.
                              0 picks free ports (default 0, so it never clashes with a real Kafka on 9092)
  --partitions N              partitions of auto-created topics (default 1, at most 10000)
  --topic NAME:PARTITIONS     create this topic at start (repeatable); NAME alone uses --partitions
  --retention-bytes N         per partition, drop the oldest batches beyond N bytes
                              (default 67108864 = 64 MiB; -1 for no size limit)
  --retention-ms N            per partition, drop batches whose newest record is older than N ms,
                              checked on each append (default 604800000 = 7 days, Kafka's; -1: none)
  --transaction-version 1|2   finalized transaction.version: 2 enables KIP-890 (default 1)
  --group-consumer-session-timeout-ms N
                              KIP-848 consumer groups (groupProtocol 'consumer'): a member that stops
                              heartbeating is removed after N ms, and a static member restarted after a
                              crash is refused (UNRELEASED_INSTANCE_ID) until then. Kafka's
                              group.consumer.session.timeout.ms (default 45000). Classic groups use the
                              sessionTimeoutMs each consumer sends in JoinGroup instead
  --group-consumer-heartbeat-interval-ms N
                              the heartbeat interval KIP-848 members are asked for, below the session
                              timeout (Kafka's group.consumer.heartbeat.interval.ms, default 5000)
  --auto-create               create unknown topics on Metadata/Produce (default)
  --no-auto-create            answer UNKNOWN_TOPIC_OR_PARTITION for unknown topics instead
  --tls-cert FILE             serve TLS with this PEM certificate (chain); needs --tls-key
  --tls-key FILE              PEM private key of --tls-cert
  --sasl-plain USER:PASS      enable SASL/PLAIN and add this user (repeatable)
  --sasl-scram-sha-256 USER:PASS
                              enable SASL/SCRAM-SHA-256 and add this user (repeatable)
  --sasl-scram-sha-512 USER:PASS
                              enable SASL/SCRAM-SHA-512 and add this user (repeatable)
                              Users are shared by every enabled mechanism. With any --sasl-* option
                              every connection must authenticate (SASL_PLAINTEXT, or SASL_SSL with TLS)
  --verbose                   log connection-level diagnostics to stderr
  -h, --help                  print this help and exit

The broker also exits (0) when the process that started it goes away, including npx's own process
when started with npx, so a killed test runner leaves no broker behind.
`;

/**
 * Default `--retention-bytes`: 64 MiB per partition, so that a long-running local broker fed by a load
 * test stays bounded (Kafka's `retention.bytes` default is unlimited, but Kafka keeps its log on disk).
 * @internal
 */
export const DEFAULT_CLI_RETENTION_BYTES = 64 * 1024 * 1024;

/**
 * Default `--retention-ms`: 7 days, Kafka's `retention.ms` default.
 * @internal
 */
export const DEFAULT_CLI_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/** Kafka's `group.consumer.session.timeout.ms` default, the in-memory cluster's too. @internal */
const DEFAULT_CONSUMER_GROUP_SESSION_TIMEOUT_MS = 45_000;
/** Kafka's `group.consumer.heartbeat.interval.ms` default, the in-memory cluster's too. @internal */
const DEFAULT_CONSUMER_GROUP_HEARTBEAT_INTERVAL_MS = 5_000;

/**
 * What the command line asks for.
 * @internal
 */
export type BrokerCommand =
  | { readonly kind: 'help' }
  | {
    readonly kind: 'run';
    readonly options: StartClusterOptions & { readonly brokers: number; readonly port: number };
    readonly verbose: boolean;
    /** PEM files to read for the `tls` option (the entry point reads them, keeping parsing pure). */
    readonly tlsFiles?: { readonly cert: string; readonly key: string };
  };

/**
 * A command-line argument is missing, unknown or out of range.
 * @internal
 */
export class BrokerUsageError extends KafkaClientError {
  constructor(message: string) {
    super('ERR_CLI_USAGE', message);
  }
}

/**
 * Parses `kafka-eos-broker`'s arguments (without the node and script paths).
 * Throws {@link BrokerUsageError} on anything it does not accept.
 * @internal
 */
export function parseBrokerArguments(argv: readonly string[]): BrokerCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args: joinNegativeValues(argv, (flag) => flag === 'retention-bytes' || flag === 'retention-ms'),
      strict: true,
      allowPositionals: false,
      options: {
        brokers: { type: 'string' },
        port: { type: 'string' },
        partitions: { type: 'string' },
        topic: { type: 'string', multiple: true },
        'retention-bytes': { type: 'string' },
        'retention-ms': { type: 'string' },
        'transaction-version': { type: 'string' },
        'group-consumer-session-timeout-ms': { type: 'string' },
        'group-consumer-heartbeat-interval-ms': { type: 'string' },
        // Node 20's parseArgs has no `allowNegative`, so the negative form is its own flag.
        'auto-create': { type: 'boolean' },
        'no-auto-create': { type: 'boolean' },
        'tls-cert': { type: 'string' },
        'tls-key': { type: 'string' },
        'sasl-plain': { type: 'string', multiple: true },
        'sasl-scram-sha-256': { type: 'string', multiple: true },
        'sasl-scram-sha-512': { type: 'string', multiple: true },
        verbose: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new BrokerUsageError(error instanceof Error ? error.message : String(error));
  }
  const values = parsed.values;
  if (values.help === true) return { kind: 'help' };
  if (values['auto-create'] === true && values['no-auto-create'] === true) {
    throw new BrokerUsageError('--auto-create and --no-auto-create are mutually exclusive');
  }
  const transactionVersion = integer('--transaction-version', values['transaction-version'], 1, 1, 2);
  const certFile = values['tls-cert'];
  const keyFile = values['tls-key'];
  if ((certFile === undefined) !== (keyFile === undefined)) throw new BrokerUsageError('--tls-cert and --tls-key go together');
  const sasl = saslOptions([
    ['PLAIN', '--sasl-plain', values['sasl-plain']],
    ['SCRAM-SHA-256', '--sasl-scram-sha-256', values['sasl-scram-sha-256']],
    ['SCRAM-SHA-512', '--sasl-scram-sha-512', values['sasl-scram-sha-512']],
  ]);
  const defaultPartitions = integer('--partitions', values.partitions, 1, 1, MAX_PARTITIONS_PER_TOPIC);
  const topics = (values.topic ?? []).map((entry) => topicOption(entry, defaultPartitions));
  const retentionBytes = limit('--retention-bytes', values['retention-bytes'], DEFAULT_CLI_RETENTION_BYTES);
  const retentionMs = limit('--retention-ms', values['retention-ms'], DEFAULT_CLI_RETENTION_MS);
  const consumerGroups = consumerGroupTimings(values['group-consumer-session-timeout-ms'], values['group-consumer-heartbeat-interval-ms']);
  return {
    kind: 'run',
    verbose: values.verbose === true,
    ...(certFile === undefined || keyFile === undefined ? {} : { tlsFiles: { cert: certFile, key: keyFile } }),
    options: {
      ...(sasl === undefined ? {} : { sasl }),
      brokers: integer('--brokers', values.brokers, 1, 1, 1000),
      port: integer('--port', values.port, 0, 0, 65535),
      defaultPartitions,
      ...(topics.length === 0 ? {} : { topics }),
      retention: { ...(retentionBytes === undefined ? {} : { maxBytes: retentionBytes }), ...(retentionMs === undefined ? {} : { maxAgeMs: retentionMs }) },
      transactionVersion: transactionVersion === 2 ? 2 : 1,
      autoCreateTopics: values['no-auto-create'] !== true,
      ...consumerGroups,
    },
  };
}

/** The KIP-848 group timings given on the command line; the heartbeat interval must stay below the session timeout. */
function consumerGroupTimings(sessionText: string | undefined, heartbeatText: string | undefined): { consumerGroupSessionTimeoutMs?: number; consumerGroupHeartbeatIntervalMs?: number } {
  const sessionTimeoutMs = integer('--group-consumer-session-timeout-ms', sessionText, DEFAULT_CONSUMER_GROUP_SESSION_TIMEOUT_MS, 1, 2_147_483_647);
  const heartbeatIntervalMs = integer('--group-consumer-heartbeat-interval-ms', heartbeatText, DEFAULT_CONSUMER_GROUP_HEARTBEAT_INTERVAL_MS, 1, 2_147_483_647);
  if (heartbeatIntervalMs >= sessionTimeoutMs) {
    throw new BrokerUsageError(`--group-consumer-heartbeat-interval-ms (${heartbeatIntervalMs}) must be below --group-consumer-session-timeout-ms (${sessionTimeoutMs})`);
  }
  return {
    ...(sessionText === undefined ? {} : { consumerGroupSessionTimeoutMs: sessionTimeoutMs }),
    ...(heartbeatText === undefined ? {} : { consumerGroupHeartbeatIntervalMs: heartbeatIntervalMs }),
  };
}

/** Merges the `--sasl-*` flags: each enables its mechanism and adds its users to one shared map. */
function saslOptions(flags: readonly (readonly [SaslServerMechanism, string, readonly string[] | undefined])[]): SaslServerOptions | undefined {
  const mechanisms: SaslServerMechanism[] = [];
  const users: Record<string, string> = {};
  for (const [mechanism, flag, entries] of flags) {
    if (entries === undefined || entries.length === 0) continue;
    mechanisms.push(mechanism);
    for (const entry of entries) {
      // The first colon separates: passwords may contain colons, user names may not.
      const colon = entry.indexOf(':');
      if (colon <= 0) throw new BrokerUsageError(`${flag} needs USER:PASSWORD, got "${entry}"`);
      const username = entry.slice(0, colon);
      const password = entry.slice(colon + 1);
      const known = users[username];
      if (known !== undefined && known !== password) throw new BrokerUsageError(`user "${username}" is given two different passwords`);
      users[username] = password;
    }
  }
  return mechanisms.length === 0 ? undefined : { mechanisms, users };
}

/** `NAME:PARTITIONS` or `NAME`; the name is checked by the cluster when it creates the topic. */
function topicOption(entry: string, defaultPartitions: number): { readonly name: string; readonly partitions: number } {
  const colon = entry.lastIndexOf(':');
  const name = colon < 0 ? entry : entry.slice(0, colon);
  if (name === '') throw new BrokerUsageError(`--topic needs NAME:PARTITIONS, got "${entry}"`);
  const partitions = colon < 0 ? defaultPartitions : integer('--topic', entry.slice(colon + 1), defaultPartitions, 1, MAX_PARTITIONS_PER_TOPIC);
  return { name, partitions };
}

/** A non-negative byte or ms limit, or -1 for none (undefined). */
function limit(flag: string, text: string | undefined, fallback: number): number | undefined {
  if (text === '-1') return undefined;
  return integer(flag, text, fallback, 0, Number.MAX_SAFE_INTEGER);
}

function integer(flag: string, text: string | undefined, fallback: number, min: number, max: number): number {
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text)) throw new BrokerUsageError(`${flag} needs an integer, got "${text}"`);
  const value = Number(text);
  if (value < min || value > max) throw new BrokerUsageError(`${flag} must be between ${min} and ${max}, got ${value}`);
  return value;
}
