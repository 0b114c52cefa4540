/**
 * One worker of the crash tests' exactly-once pipeline, run as a child process by the driver (crash-run.ts), which
 * SIGKILLs, SIGSTOPs and SIGCONTs it at random:
 *
 *   node --import tsx test/crash/pipeline-worker.ts '<WorkerConfig as JSON>'
 *
 * A `TransactionalSession` over a read_committed group consumer (kafka-eos's `Consumer`, or a KafkaJS consumer
 * through `KafkaJsSource` with the generation learned from its JoinGroup responses) and a transactional producer
 * with the identity's transactional id: each batch of `input` becomes f(batch) on `output` (pipeline.ts), committed
 * together with the batch's offsets. A fenced producer is rebuilt with the same id. Events go to stdout as JSON
 * lines, logs (warnings and errors) to stderr. SIGTERM closes everything gracefully and exits 0; an error the
 * session cannot recover from is printed (`failed`) and exits 3 (the driver restarts the identity).
 * With `violation` set (a negative control, violations.ts) the batch handler breaks exactly-once on purpose; with
 * `deadLetter` set it fails on poison records and the session dead-letters them (dead-letter-handler.ts).
 */
import kafkajs from 'kafkajs';
import { createConsoleLogger } from '../../src/config/logger.js';
import { Consumer } from '../../src/consumer/consumer.js';
import { KafkaJsGroupGenerations } from '../../src/kafkajs/group-generations.js';
import { KafkaJsSource } from '../../src/kafkajs/kafkajs-source.js';
import { Producer } from '../../src/producer/producer.js';
import { TransactionalSession } from '../../src/session/transactional-session.js';
import type { TransactionalSource } from '../../src/consumer/transactional-source.js';
import type { WorkerConfig, WorkerEvent } from './pipeline.js';
import { exactlyOnceHandler, violatingHandler } from './violations.js';
import { poisonedHandler } from './dead-letter-handler.js';

const config = JSON.parse(process.argv[2] ?? '{}') as WorkerConfig;
const bootstrapServers = config.bootstrapServers.split(',');
const logger = createConsoleLogger({ level: 'warn' });

function emit(event: WorkerEvent): void {
  process.stdout.write(`${JSON.stringify(event)}\n`);
}

function newProducer(): Producer {
  return new Producer({
    bootstrapServers, clientId: config.transactionalId, transactionalId: config.transactionalId, lingerMs: 0,
    transactionTimeoutMs: config.transactionTimeoutMs, requestTimeoutMs: config.requestTimeoutMs, logger,
  });
}

interface Source {
  readonly source: TransactionalSource;
  close(): Promise<void>;
}

function kafkaEosSource(): Source {
  const consumer = new Consumer({
    bootstrapServers, clientId: config.transactionalId, groupId: config.group, autoOffsetReset: 'earliest',
    sessionTimeoutMs: config.sessionTimeoutMs, heartbeatIntervalMs: config.heartbeatIntervalMs, fetchMaxWaitMs: 100,
    requestTimeoutMs: config.requestTimeoutMs, defaultApiTimeoutMs: config.transactionTimeoutMs * 3, logger,
  });
  consumer.subscribe([config.input]);
  return { source: consumer, close: () => consumer.close({ timeoutMs: 5_000 }) };
}

async function kafkaJsSource(): Promise<Source> {
  const generations = new KafkaJsGroupGenerations();
  const kafka = new kafkajs.Kafka({
    clientId: config.transactionalId, brokers: bootstrapServers, logLevel: kafkajs.logLevel.NOTHING,
    retry: { retries: 20, initialRetryTime: 100, maxRetryTime: 1_000 },
    socketFactory: generations.socketFactory(),
  });
  const consumer = kafka.consumer({
    groupId: config.group, sessionTimeout: config.sessionTimeoutMs, rebalanceTimeout: config.sessionTimeoutMs,
    heartbeatInterval: config.heartbeatIntervalMs, maxWaitTimeInMs: 100, readUncommitted: false,
  });
  await consumer.connect();
  await consumer.subscribe({ topics: [config.input], fromBeginning: true });
  const source = new KafkaJsSource({
    consumer, groupId: config.group, bootstrapServers, generations, logger,
    heartbeatIntervalMs: config.heartbeatIntervalMs, committedTimeoutMs: config.transactionTimeoutMs * 3,
  });
  await source.start();
  return { source, close: async () => { await source.close(); await consumer.disconnect(); } };
}

async function main(): Promise<number> {
  const opened = config.client === 'kafkajs' ? await kafkaJsSource() : kafkaEosSource();
  const { source } = opened;
  const worker = config.deadLetter !== undefined ? poisonedHandler(config, config.deadLetter.poisonEvery)
    : config.violation === undefined ? exactlyOnceHandler(config) : await violatingHandler(config.violation, config, logger);
  const { handler } = worker;
  const producer = newProducer();
  const session = new TransactionalSession({
    producer, source, maxRecords: config.maxRecords, pollTimeoutMs: 200, logger,
    committedTimeoutMs: config.transactionTimeoutMs * 3,
    rebuildProducer: () => newProducer(),
    ...(config.deadLetter === undefined ? {} : { onRecordError: { mode: 'deadLetter', topic: config.deadLetter.topic, maxAttempts: 2, retryBackoffMs: 50 } }),
  });
  const stopping = { requested: false };
  process.once('SIGTERM', () => { stopping.requested = true; void session.close(); });
  emit({ event: 'running' });
  let code = 0;
  try {
    await session.run(handler, {
      onOutcome: (outcome) => {
        if (outcome.status === 'committed') emit({ event: 'committed', records: outcome.records });
        else if (outcome.status === 'aborted') emit({ event: 'aborted', records: outcome.records, reason: outcome.reason });
      },
    });
  } catch (error) {
    if (!stopping.requested) {
      emit({ event: 'failed', error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
      code = 3;
    }
  }
  await session.close();
  await opened.close();
  await worker.close();
  await session.producer.close({ timeoutMs: 5_000 });
  if (session.producer !== producer) await producer.close({ timeoutMs: 0 });
  emit({ event: 'closed' });
  return code;
}

main().then(
  (code) => { process.exit(code); },
  (error: unknown) => {
    emit({ event: 'failed', error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
    process.exit(3);
  },
);
