#!/usr/bin/env node
/**
 * `kafka-eos-broker`: the in-memory cluster served on TCP, for running examples and third-party clients
 * against it without a Kafka installation.
 *
 * Contract (scripts rely on it): the bootstrap servers `host:port,host:port,...` are printed alone on
 * the first line of stdout once every broker listens; logs go to stderr; SIGINT, SIGTERM or SIGHUP closes
 * every listener and connection and exits 0, and so does the death of the process that started it (see
 * parent-watch.ts: under npx that is npx itself); a usage error (or unreadable --tls-* file, or a --topic
 * the cluster refuses) exits 2; a failure to start (port taken) exits 1.
 */
import { readFile } from 'node:fs/promises';
import type { Logger, LogFields } from '../config/logger.js';
import { startCluster } from '../testing/tcp/tcp-cluster.js';
import { BROKER_USAGE, BrokerUsageError, parseBrokerArguments } from './broker-options.js';
import { watchParents } from './parent-watch.js';

function stderrLogger(verbose: boolean): Logger {
  const line = (level: string, message: string, fields?: LogFields): void => {
    const suffix = fields === undefined ? '' : ` ${JSON.stringify(fields, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value))}`;
    process.stderr.write(`kafka-eos-broker ${level}: ${message}${suffix}\n`);
  };
  return {
    debug: (message, fields) => { if (verbose) line('debug', message, fields); },
    info: (message, fields) => { line('info', message, fields); },
    warn: (message, fields) => { line('warn', message, fields); },
    error: (message, fields) => { line('error', message, fields); },
  };
}

async function main(argv: readonly string[]): Promise<number> {
  let command;
  try {
    command = parseBrokerArguments(argv);
  } catch (error) {
    if (!(error instanceof BrokerUsageError)) throw error;
    process.stderr.write(`kafka-eos-broker: ${error.message}\n\n${BROKER_USAGE}`);
    return 2;
  }
  if (command.kind === 'help') {
    process.stdout.write(BROKER_USAGE);
    return 0;
  }
  const logger = stderrLogger(command.verbose);
  // Handlers go in before the bootstrap line is printed: a supervisor may signal the moment it reads
  // that line, and a signal arriving before a handler exists would kill the process instead of closing.
  const stopRequested = new Promise<string>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
    process.once('SIGHUP', resolve);
    watchParents(resolve);
  });
  let tls;
  if (command.tlsFiles !== undefined) {
    try {
      tls = { cert: await readFile(command.tlsFiles.cert), key: await readFile(command.tlsFiles.key) };
    } catch (error) {
      process.stderr.write(`kafka-eos-broker: cannot read the TLS files: ${error instanceof Error ? error.message : String(error)}\n`);
      return 2;
    }
  }
  let face;
  try {
    face = await startCluster({ ...command.options, ...(tls === undefined ? {} : { tls }), logger });
  } catch (error) {
    // The cluster refuses a --topic (bad name, duplicate, too many partitions) with a RangeError before listening.
    if (!(error instanceof RangeError)) throw error;
    process.stderr.write(`kafka-eos-broker: ${error.message}\n`);
    return 2;
  }
  process.stdout.write(`${face.bootstrapServers}\n`);
  logger.info('listening', {
    brokers: command.options.brokers,
    bootstrapServers: face.bootstrapServers,
    transactionVersion: command.options.transactionVersion,
    autoCreateTopics: command.options.autoCreateTopics,
    defaultPartitions: command.options.defaultPartitions,
    topics: command.options.topics ?? [],
    retention: command.options.retention,
    pid: process.pid,
    securityProtocol: `${command.options.sasl === undefined ? '' : 'SASL_'}${tls === undefined ? 'PLAINTEXT' : 'SSL'}`,
    saslMechanisms: command.options.sasl?.mechanisms ?? [],
  });
  const signal = await stopRequested;
  logger.info(`${signal}: closing`);
  await face.close();
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exit(code);
  },
  (error: unknown) => {
    process.stderr.write(`kafka-eos-broker: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
