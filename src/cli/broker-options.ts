/**
 * Command-line options of `kafka-eos-broker` (the in-memory cluster served on TCP), parsed with
 * `node:util` `parseArgs` into {@link StartClusterOptions}. Kept apart from the entry point so that the
 * rules are unit-tested without spawning a process.
 */
import { parseArgs } from 'node:util';
import { KafkaClientError } from '../errors/kafka-client-error.js';
import type { StartClusterOptions } from '../testing/tcp/tcp-cluster.js';

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
  --partitions N              partitions of auto-created topics (default 1)
  --transaction-version 1|2   finalized transaction.version: 2 enables KIP-890 (default 1)
  --auto-create               create unknown topics on Metadata/Produce (default)
  --no-auto-create            answer UNKNOWN_TOPIC_OR_PARTITION for unknown topics instead
  --verbose                   log connection-level diagnostics to stderr
  -h, --help                  print this help and exit
`;

/**
 * What the command line asks for.
 * @internal
 */
export type BrokerCommand =
  | { readonly kind: 'help' }
  | { readonly kind: 'run'; readonly options: StartClusterOptions & { readonly brokers: number; readonly port: number }; readonly verbose: boolean };

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
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        brokers: { type: 'string' },
        port: { type: 'string' },
        partitions: { type: 'string' },
        'transaction-version': { type: 'string' },
        // Node 20's parseArgs has no `allowNegative`, so the negative form is its own flag.
        'auto-create': { type: 'boolean' },
        'no-auto-create': { type: 'boolean' },
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
  return {
    kind: 'run',
    verbose: values.verbose === true,
    options: {
      brokers: integer('--brokers', values.brokers, 1, 1, 1000),
      port: integer('--port', values.port, 0, 0, 65535),
      defaultPartitions: integer('--partitions', values.partitions, 1, 1, 100_000),
      transactionVersion: transactionVersion === 2 ? 2 : 1,
      autoCreateTopics: values['no-auto-create'] !== true,
    },
  };
}

function integer(flag: string, text: string | undefined, fallback: number, min: number, max: number): number {
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text)) throw new BrokerUsageError(`${flag} needs an integer, got "${text}"`);
  const value = Number(text);
  if (value < min || value > max) throw new BrokerUsageError(`${flag} must be between ${min} and ${max}, got ${value}`);
  return value;
}
