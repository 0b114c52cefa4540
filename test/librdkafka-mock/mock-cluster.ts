/**
 * Controller for librdkafka's mock cluster (Debian librdkafka-dev 2.0.2), a Kafka broker that no one on
 * this project wrote. {@link startMockCluster} builds `mock-cluster.c` if needed, starts it, and returns a
 * {@link MockCluster} whose methods map one to one onto the fault-injection API of `rdkafka_mock.h`.
 *
 * What the mock does and does not model (no transaction markers, no fencing, sequence checks only for
 * transactional producers, ...) is in ../shared/notes/librdkafka-mock.md and docs/testing.md. Starting a
 * cluster takes a few milliseconds and closing one about ten, so one cluster per test file (`beforeAll`) or
 * even per test is cheap.
 */
import { ErrorCode, type ErrorCodeName } from '../../src/errors/protocol-error-codes.generated.js';
import { ApiKey, type ApiKeyName } from '../../src/protocol/messages/index.generated.js';
import { buildMockCluster } from './build.js';
import { MockClusterProcess, type MockClusterExit } from './mock-cluster-process.js';

/**
 * librdkafka's own (negative) error codes that the mock gives special meaning when injected.
 * @internal
 */
export const LibrdkafkaErrorCode = {
  /** `RD_KAFKA_RESP_ERR__TRANSPORT`: the broker closes the connection when the request arrives (rdkafka_mock.c:1761-1770). */
  TRANSPORT: -195,
} as const;

/**
 * An error to inject: a Kafka error name (`'NOT_LEADER_OR_FOLLOWER'`) or a numeric code, including
 * librdkafka's negative ones from {@link LibrdkafkaErrorCode}.
 * @internal
 */
export type MockErrorCode = ErrorCodeName | number;

/**
 * An API by name (`'Produce'`) or numeric key.
 * @internal
 */
export type MockApiKey = ApiKeyName | number;

/**
 * One broker of the mock cluster. Ids are 1..N (rdkafka_mock.h:88), all listening on 127.0.0.1.
 * @internal
 */
export interface MockBroker {
  readonly id: number;
  readonly host: string;
  readonly port: number;
}

/**
 * A topic to create at start.
 * @internal
 */
export interface MockTopic {
  readonly name: string;
  readonly partitions: number;
  /** Defaults to min(3, brokers), the mock's own default for auto-created topics. */
  readonly replicationFactor?: number;
}

/**
 * One entry for {@link MockCluster.brokerPushErrorRtts}: answer the next request with `error` after `rttMs`.
 * `error` may be `'NONE'` to inject a delay only.
 * @internal
 */
export interface MockErrorRtt {
  readonly error: MockErrorCode;
  readonly rttMs: number;
}

/**
 * Options of {@link startMockCluster}.
 * @internal
 */
export interface StartMockClusterOptions {
  /** Number of brokers, 1..64; default 3. */
  readonly brokers?: number;
  /** Topics created before the promise resolves (the mock otherwise auto-creates 4-partition topics on Metadata). */
  readonly topics?: readonly MockTopic[];
  /** librdkafka `debug` contexts, e.g. `'mock'` to log every request, append offset and connection to stderr. */
  readonly debug?: string;
  /**
   * Nagle's algorithm on the mock brokers' sockets. Default `false`: the brokers set TCP_NODELAY on the
   * sockets they accept, as Apache Kafka does (librdkafka's own default, `true` here, leaves Nagle on, and a
   * client with two requests in flight on one connection then waits ~40 ms for its delayed ACK before the
   * second response arrives; see docs/performance.md, "Nagle").
   */
  readonly nagle?: boolean;
  /** A prebuilt binary; by default {@link buildMockCluster} provides one. */
  readonly binaryPath?: string;
  /** Bound on startup, ms; default 10000. */
  readonly startTimeoutMs?: number;
  /** Bound on each command's answer, ms; default 5000. */
  readonly commandTimeoutMs?: number;
  /** Bound on each close step (EOF, SIGTERM, SIGKILL), ms; default 3000. */
  readonly closeTimeoutMs?: number;
}

function errorCodeOf(error: MockErrorCode): number {
  return typeof error === 'number' ? error : ErrorCode[error];
}

function apiKeyOf(api: MockApiKey): number {
  return typeof api === 'number' ? api : ApiKey[api];
}

/** Command arguments are whitespace-separated tokens: reject anything that would split or be empty. */
function token(value: string, what: string): string {
  if (value === '' || /\s/.test(value)) throw new RangeError(`${what} must be non-empty and contain no whitespace: ${JSON.stringify(value)}`);
  return value;
}

function integer(value: number, what: string): string {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be an integer, got ${value}`);
  return String(value);
}

function parseBrokers(bootstrapServers: string): MockBroker[] {
  // rd_kafka_mock_cluster_bootstraps lists the brokers in id order (checked against Metadata in the tests).
  return bootstrapServers.split(',').map((address, index) => {
    const colon = address.lastIndexOf(':');
    const port = Number(address.slice(colon + 1));
    if (colon <= 0 || !Number.isInteger(port) || port <= 0) throw new Error(`unexpected bootstrap address ${JSON.stringify(address)}`);
    return { id: index + 1, host: address.slice(0, colon), port };
  });
}

/**
 * A running librdkafka mock cluster. Every method sends one command and resolves once the program
 * answered `ok`; a refused command rejects with `MockClusterCommandError` and changes nothing.
 * @internal
 */
export class MockCluster {
  /** Comma-separated `host:port` list, as clients take it. */
  readonly bootstrapServers: string;
  /** The brokers, in id order. */
  readonly brokers: readonly MockBroker[];

  /** @internal use {@link startMockCluster}. */
  constructor(private readonly channel: MockClusterProcess, bootstrapServers: string) {
    this.bootstrapServers = bootstrapServers;
    this.brokers = parseBrokers(bootstrapServers);
  }

  /** The program's process id (for tests of the harness itself). */
  get pid(): number | undefined {
    return this.channel.pid;
  }

  /** Resolves when the program has exited. */
  get exited(): Promise<MockClusterExit> {
    return this.channel.exited;
  }

  /** The program's stderr lines so far: its own messages and librdkafka's log (see `debug`). */
  get logs(): readonly string[] {
    return this.channel.logs;
  }

  /** The first log line, kept or still to come, that matches `pattern`; rejects after `timeoutMs`. */
  waitForLog(pattern: RegExp, timeoutMs = 5_000): Promise<string> {
    return this.channel.waitForLog(pattern, timeoutMs);
  }

  /** Round trip with no effect; proves the program is responsive. */
  async ping(): Promise<void> {
    await this.channel.command('ping');
  }

  /** `rd_kafka_mock_topic_create`. Fails for an existing topic. */
  async createTopic(name: string, partitions: number, replicationFactor = Math.min(3, this.brokers.length)): Promise<void> {
    await this.channel.command(`create_topic ${token(name, 'topic')} ${integer(partitions, 'partitions')} ${integer(replicationFactor, 'replicationFactor')}`);
  }

  /**
   * `rd_kafka_mock_push_request_errors`: the next `errors.length` requests of `api`, whichever broker
   * handles them, fail with these errors in order (one per request, for every partition in it).
   * Ignored by a broker that has ever had a per-broker stack for `api` (see {@link brokerPushErrorRtts}).
   */
  async pushRequestErrors(api: MockApiKey, errors: readonly MockErrorCode[]): Promise<void> {
    if (errors.length === 0) throw new RangeError('pushRequestErrors needs at least one error');
    await this.channel.command(`push_errors ${integer(apiKeyOf(api), 'api')} ${errors.map((error) => integer(errorCodeOf(error), 'error')).join(' ')}`);
  }

  /**
   * `rd_kafka_mock_broker_push_request_error_rtts`: the next requests of `api` on broker `brokerId` are
   * answered with these errors after these delays. Takes precedence over {@link pushRequestErrors}, and
   * from then on that broker never reads the cluster-wide stack for `api` (rdkafka_mock.c:1736-1745).
   */
  async brokerPushErrorRtts(brokerId: number, api: MockApiKey, entries: readonly MockErrorRtt[]): Promise<void> {
    if (entries.length === 0) throw new RangeError('brokerPushErrorRtts needs at least one entry');
    const pairs = entries.map((entry) => `${integer(errorCodeOf(entry.error), 'error')}:${integer(entry.rttMs, 'rttMs')}`);
    await this.channel.command(`broker_push_error_rtts ${integer(brokerId, 'brokerId')} ${integer(apiKeyOf(api), 'api')} ${pairs.join(' ')}`);
  }

  /** How many injected errors for `api` are still queued on broker `brokerId` (`rd_kafka_mock_broker_error_stack_cnt`). */
  async brokerErrorStackCount(brokerId: number, api: MockApiKey): Promise<number> {
    const value = await this.channel.command(`error_stack_count ${integer(brokerId, 'brokerId')} ${integer(apiKeyOf(api), 'api')}`);
    return Number(value);
  }

  /** `rd_kafka_mock_clear_request_errors`: empties the cluster-wide stack for `api` (per-broker stacks stay). */
  async clearRequestErrors(api: MockApiKey): Promise<void> {
    await this.channel.command(`clear_errors ${integer(apiKeyOf(api), 'api')}`);
  }

  /** `rd_kafka_mock_topic_set_error`: Metadata (and AddPartitionsToTxn) report `error` for `topic`; `'NONE'` clears it. */
  async setTopicError(topic: string, error: MockErrorCode): Promise<void> {
    await this.channel.command(`topic_error ${token(topic, 'topic')} ${integer(errorCodeOf(error), 'error')}`);
  }

  /**
   * `rd_kafka_mock_broker_set_down`: closes the broker's listener and connections (connection refused
   * until {@link brokerUp}). Leaders and coordinators stay on it, and Metadata still lists it.
   */
  async brokerDown(brokerId: number): Promise<void> {
    await this.channel.command(`broker_down ${integer(brokerId, 'brokerId')}`);
  }

  /** `rd_kafka_mock_broker_set_up`: listens again on the same port. */
  async brokerUp(brokerId: number): Promise<void> {
    await this.channel.command(`broker_up ${integer(brokerId, 'brokerId')}`);
  }

  /** `rd_kafka_mock_broker_set_rtt`: delays every response of one broker, or of all with `'all'`. */
  async setRtt(brokerId: number | 'all', rttMs: number): Promise<void> {
    await this.channel.command(brokerId === 'all' ? `rtt_all ${integer(rttMs, 'rttMs')}` : `broker_rtt ${integer(brokerId, 'brokerId')} ${integer(rttMs, 'rttMs')}`);
  }

  /**
   * `rd_kafka_mock_coordinator_set`: FindCoordinator for `key` answers `brokerId`, and that broker is the
   * one that accepts the key's coordinator requests (others answer NOT_COORDINATOR).
   */
  async setCoordinator(type: 'transaction' | 'group', key: string, brokerId: number): Promise<void> {
    await this.channel.command(`coordinator ${type} ${token(key, 'key')} ${integer(brokerId, 'brokerId')}`);
  }

  /**
   * `rd_kafka_mock_partition_set_leader`; `-1` leaves the partition without a leader. Note: the mock
   * auto-creates an unknown topic here rather than failing.
   */
  async setLeader(topic: string, partition: number, brokerId: number): Promise<void> {
    await this.channel.command(`leader ${token(topic, 'topic')} ${integer(partition, 'partition')} ${integer(brokerId, 'brokerId')}`);
  }

  /** `rd_kafka_mock_set_apiversion`: the range ApiVersions advertises for `api`; `maxVersion` -1 hides the API. */
  async setApiVersion(api: MockApiKey, minVersion: number, maxVersion: number): Promise<void> {
    await this.channel.command(`set_apiversion ${integer(apiKeyOf(api), 'api')} ${integer(minVersion, 'minVersion')} ${integer(maxVersion, 'maxVersion')}`);
  }

  /** Destroys the cluster and reaps the process (EOF, then SIGTERM, then SIGKILL). Idempotent; never rejects. */
  close(): Promise<MockClusterExit> {
    return this.channel.close();
  }
}

/**
 * Builds (if needed) and starts a librdkafka mock cluster, creates `topics`, and resolves once it is ready.
 * The caller must `close()` it (e.g. in `afterAll`).
 * @internal
 */
export async function startMockCluster(options: StartMockClusterOptions = {}): Promise<MockCluster> {
  const brokers = options.brokers ?? 3;
  const binaryPath = options.binaryPath ?? (await buildMockCluster()).binaryPath;
  const args = ['--brokers', integer(brokers, 'brokers')];
  if (options.debug !== undefined) args.push('--debug', token(options.debug, 'debug'));
  args.push('--nagle', options.nagle === true ? 'on' : 'off');
  const { process: channel, bootstrapServers } = await MockClusterProcess.spawn(binaryPath, args, {
    startMs: options.startTimeoutMs ?? 10_000,
    commandMs: options.commandTimeoutMs ?? 5_000,
    closeMs: options.closeTimeoutMs ?? 3_000,
  });
  const cluster = new MockCluster(channel, bootstrapServers);
  try {
    for (const topic of options.topics ?? []) {
      await cluster.createTopic(topic.name, topic.partitions, topic.replicationFactor);
    }
  } catch (error: unknown) {
    await cluster.close();
    throw error;
  }
  return cluster;
}
