/**
 * Command-line options of `kafka-eos` (the admin CLI), parsed with `node:util` `parseArgs`: the connection options
 * of the library (bootstrap servers, client id, timeouts, TLS, SASL) from flags or, when a flag is absent, from
 * `KAFKA_EOS_*` environment variables, then `<area> <command>` and the command's own flags. Kept apart from the
 * entry point so the rules are unit-tested without spawning a process.
 */
import { parseArgs } from 'node:util';
import { KafkaClientError } from '../errors/kafka-client-error.js';
import { joinNegativeValues } from './negative-values.js';

/**
 * A command-line argument is missing, unknown or out of range (exit code 2).
 * @internal
 */
export class CliUsageError extends KafkaClientError {
  constructor(message: string) {
    super('ERR_CLI_USAGE', message);
  }
}

/** How to reach the cluster, before the TLS files are read. @internal */
export interface CliConnection {
  readonly bootstrapServers: readonly string[];
  readonly clientId: string;
  readonly requestTimeoutMs: number;
  readonly timeoutMs: number;
  readonly tls?: { readonly caFile?: string; readonly certFile?: string; readonly keyFile?: string; readonly rejectUnauthorized: boolean };
  readonly sasl?: { readonly mechanism: 'plain' | 'scram-sha-256' | 'scram-sha-512'; readonly username: string; readonly password: string };
}

/** What the command line asks for. @internal */
export type CliCommand =
  | { readonly kind: 'help'; readonly area?: string | undefined }
  | { readonly kind: 'run'; readonly area: string; readonly command: string; readonly json: boolean; readonly connection: CliConnection; readonly flags: CommandFlags };

/** The command's own flags, as strings (repeatable ones as arrays). @internal */
export type CommandFlags = { readonly [name: string]: string | boolean | readonly string[] | undefined };

/** The flags every command takes. */
const GLOBAL_FLAGS = {
  'bootstrap-server': { type: 'string' },
  'client-id': { type: 'string' },
  'timeout-ms': { type: 'string' },
  'request-timeout-ms': { type: 'string' },
  tls: { type: 'boolean' },
  'tls-ca': { type: 'string' },
  'tls-cert': { type: 'string' },
  'tls-key': { type: 'string' },
  'tls-insecure': { type: 'boolean' },
  'sasl-mechanism': { type: 'string' },
  'sasl-username': { type: 'string' },
  'sasl-password': { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Each command's flags (the area and command names are the keys). */
export const COMMAND_FLAGS: { readonly [area: string]: { readonly [command: string]: Readonly<Record<string, { readonly type: 'string' | 'boolean'; readonly multiple?: boolean }>> } } = {
  topics: {
    list: { internal: { type: 'boolean' } },
    describe: { topic: { type: 'string', multiple: true } },
    create: { topic: { type: 'string' }, partitions: { type: 'string' }, 'replication-factor': { type: 'string' }, config: { type: 'string', multiple: true }, 'validate-only': { type: 'boolean' } },
    delete: { topic: { type: 'string', multiple: true } },
  },
  groups: {
    list: { state: { type: 'string', multiple: true }, type: { type: 'string', multiple: true } },
    describe: { group: { type: 'string' } },
  },
  transactions: {
    list: { state: { type: 'string', multiple: true }, 'producer-id': { type: 'string', multiple: true }, 'min-duration-ms': { type: 'string' } },
    describe: { 'transactional-id': { type: 'string' } },
    'describe-producers': { topic: { type: 'string' }, partition: { type: 'string' }, 'broker-id': { type: 'string' } },
    'find-hanging': { topic: { type: 'string', multiple: true }, partition: { type: 'string' }, 'broker-id': { type: 'string' }, 'max-transaction-timeout-ms': { type: 'string' }, 'orphaned-only': { type: 'boolean' } },
    abort: { topic: { type: 'string' }, partition: { type: 'string' }, 'start-offset': { type: 'string' }, 'producer-id': { type: 'string' }, 'producer-epoch': { type: 'string' }, 'coordinator-epoch': { type: 'string' } },
    fence: { 'transactional-id': { type: 'string', multiple: true } },
  },
};

/** A repeatable flag's values (one value, or none, as a list). @internal */
export function strings(value: CommandFlags[string]): readonly string[] {
  if (typeof value === 'string') return [value];
  return typeof value === 'object' ? value : [];
}

/** A string flag's value. @internal */
export function text(value: CommandFlags[string]): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * An integer flag in [`min`, `max`].
 * @internal
 */
export function integerFlag(flag: string, value: string | undefined, min: number, max = Number.MAX_SAFE_INTEGER): number | undefined {
  return value === undefined ? undefined : integerValue(flag, value, min, max);
}

/** A given flag's value as an integer in [`min`, `max`] (as {@link integerFlag}, for a flag that is required). @internal */
export function integerValue(flag: string, value: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const parsed = Number(value);
  if (!/^-?\d+$/.test(value.trim()) || !Number.isSafeInteger(parsed) || parsed < min || parsed > max) throw new CliUsageError(`--${flag} must be an integer in [${min}, ${max}], got "${value}"`);
  return parsed;
}

/**
 * A repeatable flag whose values are names from `choices`, matched regardless of case and returned as spelled in
 * `choices`: a mistyped state would otherwise filter everything out and read as "nothing there".
 * @internal
 */
export function choiceFlags<T extends string>(flag: string, value: CommandFlags[string], choices: readonly T[]): T[] {
  return strings(value).map((given) => {
    const match = choices.find((choice) => choice.toLowerCase() === given.toLowerCase());
    if (match === undefined) throw new CliUsageError(`--${flag} must be one of ${choices.join(', ')}, got "${given}"`);
    return match;
  });
}

/**
 * A bigint flag (producer ids, offsets) >= 0.
 * @internal
 */
export function bigintFlag(flag: string, value: string | undefined): bigint | undefined {
  return value === undefined ? undefined : bigintValue(flag, value);
}

/** A given flag's value as a bigint >= 0 (as {@link bigintFlag}, for a flag that is required). @internal */
export function bigintValue(flag: string, value: string): bigint {
  if (!/^\d+$/.test(value.trim())) throw new CliUsageError(`--${flag} must be an integer >= 0, got "${value}"`);
  return BigInt(value.trim());
}

/**
 * Parses `kafka-eos`'s arguments (without the node and script paths); `env` supplies what the connection flags
 * leave out. Throws {@link CliUsageError} on anything it does not accept.
 * @internal
 */
export function parseAdminCli(argv: readonly string[], env: NodeJS.ProcessEnv): CliCommand {
  const [area, command] = positionalsOf(argv);
  if (area === undefined || argv.includes('-h') || argv.includes('--help')) return { kind: 'help', area: area !== undefined && area in COMMAND_FLAGS ? area : undefined };
  const commands = COMMAND_FLAGS[area];
  if (commands === undefined) throw new CliUsageError(`unknown area "${area}": use topics, groups or transactions`);
  const flags = command === undefined ? undefined : commands[command];
  if (command === undefined || flags === undefined) throw new CliUsageError(`${area} needs a command: ${Object.keys(commands).join(', ')}${command === undefined ? '' : ` (got "${command}")`}`);
  let parsed;
  try {
    // `describe-producers` prints -1 for a coordinator epoch never set, and an operator copies it into
    // `abort --coordinator-epoch -1`: any string flag may take a negative number.
    parsed = parseArgs({ args: joinNegativeValues(argv, (flag) => flags[flag]?.type === 'string'), options: { ...GLOBAL_FLAGS, ...flags }, strict: true, allowPositionals: true });
  } catch (error) {
    throw new CliUsageError(error instanceof Error ? error.message : String(error));
  }
  if (parsed.positionals.length > 2) throw new CliUsageError(`unexpected argument "${parsed.positionals[2] ?? ''}"`);
  const values = parsed.values as Record<string, string | boolean | string[] | undefined>;
  const text = (flag: string, variable: string): string | undefined => {
    const given = values[flag];
    if (typeof given === 'string') return given;
    const fromEnv = env[variable];
    return fromEnv === undefined || fromEnv === '' ? undefined : fromEnv;
  };
  const bootstrap = text('bootstrap-server', 'KAFKA_EOS_BOOTSTRAP_SERVERS');
  if (bootstrap === undefined) throw new CliUsageError('--bootstrap-server (or KAFKA_EOS_BOOTSTRAP_SERVERS) is required: host:port[,host:port...]');
  const bootstrapServers = bootstrap.split(',').map((each) => each.trim()).filter((each) => each !== '');
  const bad = bootstrapServers.find((each) => !/^(\[[0-9a-fA-F:.]+\]|[^\s:[\]]+):\d{1,5}$/.test(each));
  if (bad !== undefined || bootstrapServers.length === 0) throw new CliUsageError(`--bootstrap-server must be host:port[,host:port...], got "${bootstrap}"`);
  const connection: CliConnection = {
    bootstrapServers,
    clientId: text('client-id', 'KAFKA_EOS_CLIENT_ID') ?? 'kafka-eos-cli',
    requestTimeoutMs: integerFlag('request-timeout-ms', text('request-timeout-ms', 'KAFKA_EOS_REQUEST_TIMEOUT_MS'), 1) ?? 10_000,
    timeoutMs: integerFlag('timeout-ms', text('timeout-ms', 'KAFKA_EOS_TIMEOUT_MS'), 1) ?? 30_000,
    ...tlsOf(values, text, env),
    ...saslOf(text),
  };
  const own: Record<string, string | boolean | readonly string[] | undefined> = {};
  for (const name of Object.keys(flags)) own[name] = values[name];
  return { kind: 'run', area, command, json: values.json === true, connection, flags: own };
}

/** The arguments that are not flags or flag values (string flags of any command take the next argument). */
function positionalsOf(argv: readonly string[]): string[] {
  const stringFlags = new Set<string>(Object.entries(GLOBAL_FLAGS).filter(([, spec]) => spec.type === 'string').map(([name]) => name));
  for (const commands of Object.values(COMMAND_FLAGS)) {
    for (const flags of Object.values(commands)) for (const [name, spec] of Object.entries(flags)) if (spec.type === 'string') stringFlags.add(name);
  }
  const out: string[] = [];
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index];
    if (arg === undefined) break;
    if (!arg.startsWith('-')) out.push(arg);
    else if (arg.startsWith('--') && !arg.includes('=') && stringFlags.has(arg.slice(2))) index++;
  }
  return out;
}

function tlsOf(values: Record<string, unknown>, text: (flag: string, variable: string) => string | undefined, env: NodeJS.ProcessEnv): Pick<CliConnection, 'tls'> {
  const caFile = text('tls-ca', 'KAFKA_EOS_TLS_CA');
  const certFile = text('tls-cert', 'KAFKA_EOS_TLS_CERT');
  const keyFile = text('tls-key', 'KAFKA_EOS_TLS_KEY');
  const insecure = values['tls-insecure'] === true || env.KAFKA_EOS_TLS_INSECURE === 'true';
  const enabled = values.tls === true || env.KAFKA_EOS_TLS === 'true' || caFile !== undefined || certFile !== undefined || insecure;
  if ((certFile === undefined) !== (keyFile === undefined)) throw new CliUsageError('--tls-cert and --tls-key go together');
  if (!enabled) return {};
  return { tls: { ...(caFile === undefined ? {} : { caFile }), ...(certFile === undefined ? {} : { certFile }), ...(keyFile === undefined ? {} : { keyFile }), rejectUnauthorized: !insecure } };
}

function saslOf(text: (flag: string, variable: string) => string | undefined): Pick<CliConnection, 'sasl'> {
  const mechanism = text('sasl-mechanism', 'KAFKA_EOS_SASL_MECHANISM')?.toLowerCase();
  if (mechanism === undefined) return {};
  if (mechanism !== 'plain' && mechanism !== 'scram-sha-256' && mechanism !== 'scram-sha-512') throw new CliUsageError(`--sasl-mechanism must be plain, scram-sha-256 or scram-sha-512, got "${mechanism}"`);
  const username = text('sasl-username', 'KAFKA_EOS_SASL_USERNAME');
  const password = text('sasl-password', 'KAFKA_EOS_SASL_PASSWORD');
  if (username === undefined || password === undefined) throw new CliUsageError(`--sasl-mechanism ${mechanism} needs --sasl-username and --sasl-password (or KAFKA_EOS_SASL_USERNAME / KAFKA_EOS_SASL_PASSWORD)`);
  return { sasl: { mechanism, username, password } };
}
