/**
 * The admin CLI, `kafka-eos topics|groups|transactions <command>`, as a function of its arguments, environment and
 * output streams, so tests run it in-process: parse, build an `Admin` from the connection options, run the command,
 * print a table (or `--json`), close the client. Exit codes: 0 done, 1 the operation failed (a broker error, no
 * broker reachable, a timeout), 2 a usage error (including a value the client refuses before sending anything). What an operator runs at 3 a.m.: every failure says what failed and
 * what to check, on stderr.
 */
import { readFile } from 'node:fs/promises';
import { Admin } from '../admin/admin.js';
import { AdminOperationError, AdminTimeoutError } from '../admin/admin-errors.js';
import type { AdminOptions } from '../config/admin-options.js';
import type { TlsOptions } from '../config/network-options.js';
import { isKafkaClientError } from '../errors/kafka-client-error.js';
import { isNetworkError, isUnsupportedApiError } from '../network/network-errors.js';
import { CliUsageError, parseAdminCli, type CliConnection } from './admin-cli-options.js';
import { adminUsage } from './admin-cli-usage.js';
import { formatJson, formatTable } from './cli-output.js';
import { groupCommand, topicCommand } from './resource-commands.js';
import { transactionCommand, type CommandOutput } from './transaction-commands.js';

/** Where the CLI writes. @internal */
export interface CliStreams {
  readonly stdout: { write(text: string): unknown };
  readonly stderr: { write(text: string): unknown };
}

/** The admin client options of a connection, with the TLS files read. */
async function adminOptions(connection: CliConnection): Promise<AdminOptions> {
  const { tls, sasl } = connection;
  const read = async (file: string | undefined, flag: string): Promise<Buffer | undefined> => {
    if (file === undefined) return undefined;
    try {
      return await readFile(file);
    } catch (error) {
      throw new CliUsageError(`cannot read ${flag} ${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  let tlsOptions: TlsOptions | undefined;
  if (tls !== undefined) {
    const [ca, cert, key] = await Promise.all([read(tls.caFile, '--tls-ca'), read(tls.certFile, '--tls-cert'), read(tls.keyFile, '--tls-key')]);
    tlsOptions = { rejectUnauthorized: tls.rejectUnauthorized, ...(ca === undefined ? {} : { ca }), ...(cert === undefined ? {} : { cert }), ...(key === undefined ? {} : { key }) };
  }
  return {
    bootstrapServers: connection.bootstrapServers,
    clientId: connection.clientId,
    requestTimeoutMs: connection.requestTimeoutMs,
    defaultApiTimeoutMs: connection.timeoutMs,
    ...(tlsOptions === undefined ? {} : { tls: tlsOptions }),
    ...(sasl === undefined ? {} : { sasl }),
  };
}

/**
 * What the client refuses before sending anything (a bad option value, argument or topic name): in a command line
 * these come from the operator's flags, so they are usage errors.
 */
const USAGE_CODES: ReadonlySet<string> = new Set(['ERR_CONFIG', 'ERR_INVALID_ARGUMENT', 'ERR_INVALID_TOPIC']);

/** The failure as lines for stderr, with a hint where one helps. */
function describeFailure(error: unknown, bootstrap: readonly string[]): string {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof AdminOperationError) return message;
  if (error instanceof AdminTimeoutError && isNetworkError(error.cause)) return `${message}\n  check --bootstrap-server (${bootstrap.join(',')}), TLS and SASL settings, and that the brokers are up`;
  if (isNetworkError(error)) return `${message}\n  check --bootstrap-server (${bootstrap.join(',')}) and that the brokers are up`;
  // A broker that cannot serve what the connection needs (SASL on a plaintext listener, a broker too old) is
  // named only by its id; the operator needs the address they gave.
  if (isUnsupportedApiError(error)) return `${message}\n  check --bootstrap-server (${bootstrap.join(',')}): is it the listener, and the Kafka version, you meant?`;
  return message;
}

/**
 * Runs the CLI and resolves with its exit code.
 * @internal
 */
export async function runAdminCli(argv: readonly string[], env: NodeJS.ProcessEnv, streams: CliStreams, now: () => number = Date.now): Promise<number> {
  let command;
  try {
    command = parseAdminCli(argv, env);
  } catch (error) {
    if (!(error instanceof CliUsageError)) throw error;
    streams.stderr.write(`kafka-eos: ${error.message}\nRun kafka-eos --help for usage.\n`);
    return 2;
  }
  if (command.kind === 'help') {
    streams.stdout.write(adminUsage(command.area));
    return 0;
  }
  let admin: Admin | undefined;
  try {
    admin = new Admin(await adminOptions(command.connection));
    const call = { timeoutMs: command.connection.timeoutMs };
    let output: CommandOutput;
    switch (command.area) {
      case 'topics': output = await topicCommand(admin, command.command, command.flags, call); break;
      case 'groups': output = await groupCommand(admin, command.command, command.flags, call); break;
      default: output = await transactionCommand(admin, command.command, command.flags, call, now);
    }
    if (command.json) {
      streams.stdout.write(formatJson(output.json));
    } else {
      streams.stdout.write((output.tables ?? []).map(formatTable).join('\n'));
      for (const note of output.notes ?? []) streams.stdout.write(`${note}\n`);
    }
    return 0;
  } catch (error) {
    if (!isKafkaClientError(error)) throw error;
    if (error instanceof CliUsageError || USAGE_CODES.has(error.code)) {
      streams.stderr.write(`kafka-eos: ${error.message}\nRun kafka-eos ${command.area} --help for usage.\n`);
      return 2;
    }
    streams.stderr.write(`kafka-eos ${command.area} ${command.command} failed: ${describeFailure(error, command.connection.bootstrapServers)}\n`);
    return 1;
  } finally {
    await admin?.close();
  }
}
