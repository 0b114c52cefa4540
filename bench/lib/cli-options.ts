/**
 * Command-line options of bench/run.ts.
 */

/**
 * A `--variant` row: kafka-eos's producer run again with extra options, labelled `kafka-eos (<label>)` beside the
 * default row, so that a default can be chosen by measurement.
 * @internal
 */
export interface BenchVariant {
  /** What the row is called after `kafka-eos`: the option list as given (`batchMaxSize=1048576`). */
  readonly label: string;
  /** Producer options the kafka-eos child adds to its own (numbers and booleans parsed, else strings). */
  readonly producerOptions: Readonly<Record<string, number | boolean | string>>;
}

/**
 * What to run.
 * @internal
 */
export interface BenchOptions {
  /** Runs per workload and client (default 5; `--quick` makes it 2). */
  readonly runs: number;
  /** Counts divided by this (`--divisor N`; 20 with `--quick`, else 1). */
  readonly divisor: number;
  /** Workload ids or group letters to run (`--only a2,c`); empty means all. */
  readonly only: readonly string[];
  /** Clients to run (`--clients kafka-eos,kafkajs`); empty means all installed. */
  readonly clients: readonly string[];
  /** `--pin`: client children on CPU 1, the mock cluster on CPU 0 (taskset). */
  readonly pin: boolean;
  /** `--broker mock` (default: a fresh librdkafka mock cluster per run) or `--broker kafka` (one real 3-broker Kafka cluster). */
  readonly broker: 'mock' | 'kafka';
  /** `--variant name=value[,name=value]` (repeatable): extra kafka-eos rows on the producer workloads. */
  readonly variants: readonly BenchVariant[];
}

const USAGE = 'usage: tsx bench/run.ts [--runs N] [--quick] [--divisor N] [--only a1,a2,c,...] [--clients kafka-eos,kafkajs,kafkajs-adapter,node-rdkafka,confluent,kcat] [--pin] [--broker mock|kafka] [--variant option=value[,option=value]]...';

function list(value: string | undefined, flag: string): string[] {
  if (value === undefined || value === '') throw new Error(`${flag} needs a comma-separated list\n${USAGE}`);
  return value.split(',').map((part) => part.trim()).filter((part) => part !== '');
}

/** `batchMaxSize=1048576,lingerMs=10` as producer options. */
function variant(value: string | undefined): BenchVariant {
  const producerOptions: Record<string, number | boolean | string> = {};
  for (const pair of list(value, '--variant')) {
    const match = /^([A-Za-z]+)=(.+)$/.exec(pair);
    if (match?.[1] === undefined || match[2] === undefined) throw new Error(`--variant takes option=value pairs, got '${pair}'\n${USAGE}`);
    const raw = match[2];
    producerOptions[match[1]] = raw === 'true' ? true : raw === 'false' ? false : Number.isFinite(Number(raw)) ? Number(raw) : raw;
  }
  return { label: list(value, '--variant').join(','), producerOptions };
}

/**
 * Parses `argv` (without node and the script).
 * @internal
 */
export function parseBenchOptions(argv: readonly string[]): BenchOptions {
  let runs: number | undefined;
  let quick = false;
  let divisor: number | undefined;
  let only: string[] = [];
  let clients: string[] = [];
  let pin = false;
  let broker: 'mock' | 'kafka' = 'mock';
  const variants: BenchVariant[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    switch (arg) {
      case '--runs': {
        runs = Number(argv[++i]);
        if (!Number.isInteger(runs) || runs < 1 || runs > 100) throw new Error(`--runs must be an integer in 1..100\n${USAGE}`);
        break;
      }
      case '--quick':
        quick = true;
        break;
      case '--divisor': {
        // Shorter rows than the full counts but longer than --quick's: a real cluster's transactional rows run at
        // tens of transactions per second, so their full counts take hours per client.
        divisor = Number(argv[++i]);
        if (!Number.isInteger(divisor) || divisor < 1 || divisor > 1000) throw new Error(`--divisor must be an integer in 1..1000\n${USAGE}`);
        break;
      }
      case '--only':
        only = list(argv[++i], '--only');
        break;
      case '--clients':
        clients = list(argv[++i], '--clients');
        break;
      case '--pin':
        pin = true;
        break;
      case '--broker': {
        const value = argv[++i];
        if (value !== 'mock' && value !== 'kafka') throw new Error(`--broker must be mock or kafka\n${USAGE}`);
        broker = value;
        break;
      }
      case '--variant':
        variants.push(variant(argv[++i]));
        break;
      case '--help':
        console.log(USAGE);
        process.exit(0);
        break;
      case undefined:
      default:
        throw new Error(`unknown argument ${String(arg)}\n${USAGE}`);
    }
  }
  return { runs: runs ?? (quick ? 2 : 5), divisor: divisor ?? (quick ? 20 : 1), only, clients, pin, broker, variants };
}
