/**
 * Shared pieces of the interop suite against librdkafka's mock cluster (test/interop/librdkafka-mock-*.test.ts):
 * when to skip, a Producer wired through the public API (bootstrapServers, so a TcpNetworkClient), counting
 * what the mock logged, and reading partitions back two ways: with kcat (a third-party consumer) and with
 * our own Fetch, which also yields each stored batch's producer id, epoch and base sequence (the mock's
 * `debug: 'mock'` log names requests and appends but not PIDs or sequences).
 */
import type { LogFields, Logger } from '../../src/config/logger.js';
import { TcpNetworkClient } from '../../src/network/tcp/tcp-network-client.js';
import { Producer, type ProducerOptions } from '../../src/producer/producer.js';
import { createFetchRequest } from '../../src/protocol/messages/fetch.generated.js';
import { createMetadataRequest } from '../../src/protocol/messages/metadata.generated.js';
import { ZERO_UUID } from '../../src/protocol/primitives/uuid.js';
import { decodeRecordBatches } from '../../src/protocol/record-batch/record-batch-decoder.js';
import { rawRequest } from '../librdkafka-mock/raw-request.js';
import { runKcat } from '../librdkafka-mock/kcat.js';
import type { MockCluster } from '../librdkafka-mock/mock-cluster.js';
import { describeMissingPrerequisites, missingMockClusterPrerequisites } from '../librdkafka-mock/prerequisites.js';

const missing = missingMockClusterPrerequisites();

/** Skip only when the toolchain is missing and CI is unset; in CI a missing tool fails the suite instead. */
export const skipMockSuite = missing.length > 0 && process.env.CI === undefined;
if (skipMockSuite) console.warn(`skipping the librdkafka mock interop suite: ${describeMissingPrerequisites(missing)}`);

/** Fails (CI) with the apt-get line when a prerequisite is missing. */
export function assertPrerequisites(): void {
  if (missing.length > 0) throw new Error(describeMissingPrerequisites(missing));
}

/** Producer options tuned for a local mock: short backoffs so retries finish quickly, timeouts generous. */
export function mockProducer(cluster: MockCluster, options: Partial<ProducerOptions> = {}): Producer {
  return new Producer({
    bootstrapServers: cluster.bootstrapServers.split(','),
    clientId: 'kafka-eos-interop',
    lingerMs: 0,
    retryBackoffMs: 10,
    retryBackoffMaxMs: 100,
    requestTimeoutMs: 10_000,
    deliveryTimeoutMs: 30_000,
    transactionTimeoutMs: 60_000,
    maxBlockMs: 30_000,
    ...options,
  });
}

/** Lines of the mock's log from index `from` on that record a received request of `api` (e.g. `EndTxn`). */
export function receivedCount(cluster: MockCluster, api: string, from = 0): number {
  const pattern = new RegExp(`Received ${api}Request`);
  return cluster.logs.slice(from).filter((line) => pattern.test(line)).length;
}

/** `value` per record of one partition as kcat (librdkafka's consumer) reads it, from the beginning to the end. */
export async function kcatValues(cluster: MockCluster, topic: string, partition: number): Promise<string[]> {
  const result = await runKcat(['-C', '-b', cluster.bootstrapServers, '-t', topic, '-p', String(partition), '-o', 'beginning', '-e', '-q', '-f', '%s\\n'], '', 30_000);
  if (result.code !== 0) throw new Error(`kcat -C exited ${result.code}: ${result.stderr}`);
  return result.stdout.split('\n').filter((line) => line !== '');
}

/** One stored batch as our Fetch decodes it. */
export interface StoredBatch {
  readonly baseOffset: bigint;
  readonly producerId: bigint;
  readonly producerEpoch: number;
  readonly baseSequence: number;
  readonly transactional: boolean;
  readonly values: readonly string[];
}

const silent: Logger = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * Every batch of `topic`-`partition`, read with Fetch from its leader. The mock answers at most one batch
 * per partition per Fetch (rdkafka_mock_handlers.c:338-345), so this loops until the high watermark.
 */
export async function storedBatches(cluster: MockCluster, topic: string, partition: number): Promise<StoredBatch[]> {
  const network = new TcpNetworkClient({ bootstrapServers: cluster.bootstrapServers, clientId: 'interop-reader', logger: silent });
  try {
    const metadata = await network.send('any', 'Metadata', () => createMetadataRequest({ topics: [{ topicId: ZERO_UUID, name: topic }] }));
    network.updateBrokers(metadata.response.brokers.map((broker) => ({ nodeId: broker.nodeId, host: broker.host, port: broker.port, rack: broker.rack })));
    const leader = metadata.response.topics[0]?.partitions.find((each) => each.partitionIndex === partition)?.leaderId;
    if (leader === undefined) throw new Error(`no leader for ${topic}-${partition}`);
    const leaderBroker = metadata.response.brokers.find((broker) => broker.nodeId === leader);
    if (leaderBroker === undefined) throw new Error(`leader ${leader} of ${topic}-${partition} is not in the metadata`);
    const batches: StoredBatch[] = [];
    let fetchOffset = 0n;
    for (;;) {
      // Fetch is not an API the producer's client registry carries: send it raw, at the mock's highest version (11).
      const response = await rawRequest(leaderBroker, 'Fetch', 11, createFetchRequest({
        replicaId: -1, maxWaitMs: 0, minBytes: 0, maxBytes: 64 * 1024 * 1024, isolationLevel: 0,
        topics: [{ topic, topicId: ZERO_UUID, partitions: [{ partition, currentLeaderEpoch: -1, fetchOffset, lastFetchedEpoch: -1, logStartOffset: -1n, partitionMaxBytes: 64 * 1024 * 1024, replicaDirectoryId: ZERO_UUID, highWatermark: -1n }] }],
      }));
      const data = response.responses[0]?.partitions[0];
      if (data === undefined || data.errorCode !== 0) throw new Error(`fetch ${topic}-${partition}: error ${data?.errorCode ?? 'no partition'}`);
      const decoded = data.records === null ? [] : decodeRecordBatches(data.records).batches;
      for (const batch of decoded) {
        if (batch.header.baseOffset < fetchOffset) continue;
        batches.push({
          baseOffset: batch.header.baseOffset, producerId: batch.header.producerId, producerEpoch: batch.header.producerEpoch,
          baseSequence: batch.header.baseSequence, transactional: batch.isTransactional,
          values: batch.records.map((record) => record.value?.toString('utf8') ?? ''),
        });
        fetchOffset = batch.header.baseOffset + BigInt(batch.header.lastOffsetDelta) + 1n;
      }
      if (fetchOffset >= data.highWatermark) return batches;
      if (decoded.length === 0) throw new Error(`fetch ${topic}-${partition} at ${fetchOffset} returned nothing below the high watermark ${data.highWatermark}`);
    }
  } finally {
    await network.close();
  }
}

/** A logger that keeps warnings, so a test can wait for the producer to report a failed attempt. */
export class RecordingLogger implements Logger {
  readonly warnings: { readonly message: string; readonly fields: LogFields | undefined }[] = [];
  private readonly waiters: { readonly predicate: (message: string, fields: LogFields | undefined) => boolean; readonly resolve: () => void }[] = [];

  debug(): void { /* not kept */ }
  info(): void { /* not kept */ }
  error(message: string, fields?: LogFields): void {
    this.warn(message, fields);
  }

  warn(message: string, fields?: LogFields): void {
    this.warnings.push({ message, fields });
    for (const waiter of [...this.waiters]) {
      if (!waiter.predicate(message, fields)) continue;
      this.waiters.splice(this.waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  }

  /** Resolves at the first warning (kept or to come) for which `predicate` holds. */
  waitFor(predicate: (message: string, fields: LogFields | undefined) => boolean): Promise<void> {
    if (this.warnings.some((each) => predicate(each.message, each.fields))) return Promise.resolve();
    return new Promise((resolve) => { this.waiters.push({ predicate, resolve }); });
  }
}

/**
 * Resolves once the mock's log holds everything it logged before now: the program logs each command it
 * reads after what its broker thread already wrote to the same stderr, so a `ping` line seen after `from`
 * means every request answered before the ping is in `logs`.
 */
export async function settleLog(cluster: MockCluster, from: number): Promise<void> {
  const pings = (): number => cluster.logs.slice(from).filter((line) => line.includes('mock-cluster: command: ping')).length;
  const before = pings();
  await cluster.ping();
  // The line arrives through the stderr pipe: yield to I/O until it is in (bounded, never a fixed sleep).
  const deadline = Date.now() + 5_000;
  while (pings() === before) {
    if (Date.now() > deadline) throw new Error('the mock never logged the ping');
    await new Promise<void>((resolve) => { setImmediate(resolve); });
  }
}
