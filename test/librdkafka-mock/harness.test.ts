/**
 * Tests of the librdkafka mock-cluster harness itself: the program starts and stops cleanly, speaks its
 * line protocol, and every fault-injection command has an effect a third-party client (kcat) or a raw
 * request can observe. Skipped (with the reason printed) only when gcc, librdkafka-dev or kcat is missing
 * and CI is unset; in CI a missing prerequisite fails.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import { createApiVersionsRequest } from '../../src/protocol/messages/api-versions.generated.js';
import { createFindCoordinatorRequest } from '../../src/protocol/messages/find-coordinator.generated.js';
import { ApiKey } from '../../src/protocol/messages/index.generated.js';
import { kcatMetadata, runKcat } from './kcat.js';
import { MockClusterCommandError, MockClusterProcessError } from './mock-cluster-errors.js';
import { startMockCluster, type MockBroker, type MockCluster } from './mock-cluster.js';
import { describeMissingPrerequisites, missingMockClusterPrerequisites } from './prerequisites.js';
import { rawRequest } from './raw-request.js';

const missing = missingMockClusterPrerequisites();
const skip = missing.length > 0 && process.env.CI === undefined;
if (skip) console.warn(`skipping test/librdkafka-mock: ${describeMissingPrerequisites(missing)}`);

/** Resolves 'connected' or the socket error code; the mock's down brokers refuse connections. */
function tryConnect(broker: MockBroker): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ host: broker.host, port: broker.port });
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => {
      resolve(error.code ?? error.message);
    });
  });
}

async function produce(cluster: MockCluster, topic: string, partition: number, lines: readonly string[], extra: readonly string[] = []) {
  return runKcat(['-P', '-b', cluster.bootstrapServers, '-t', topic, '-p', String(partition), ...extra], lines.map((line) => `${line}\n`).join(''));
}

/** `offset value` per record of one partition, read from the beginning to the current end. */
async function consume(cluster: MockCluster, topic: string, partition: number): Promise<string[]> {
  const result = await runKcat(['-C', '-b', cluster.bootstrapServers, '-t', topic, '-p', String(partition), '-o', 'beginning', '-e', '-q', '-f', '%o %s\\n']);
  expect(result.code, result.stderr).toBe(0);
  return result.stdout.split('\n').filter((line) => line !== '');
}

function leaderOf(metadata: Awaited<ReturnType<typeof kcatMetadata>>, topic: string, partition: number): number | undefined {
  return metadata.topics.find((entry) => entry.topic === topic)?.partitions.find((entry) => entry.partition === partition)?.leader;
}

describe.skipIf(skip)('librdkafka mock cluster harness', () => {
  let shared: MockCluster;

  beforeAll(async () => {
    expect(missing, describeMissingPrerequisites(missing)).toEqual([]);
    shared = await startMockCluster({ brokers: 3 });
  });

  afterAll(async () => {
    await shared.close();
  });

  it('prints the bootstrap list first, lists brokers in id order, and reaps the process on close', async () => {
    const cluster = await startMockCluster({ brokers: 3, topics: [{ name: 'lifecycle', partitions: 2 }] });
    const pid = cluster.pid!;
    expect(cluster.bootstrapServers).toMatch(/^127\.0\.0\.1:\d+(,127\.0\.0\.1:\d+){2}$/);
    expect(cluster.brokers.map((broker) => broker.id)).toEqual([1, 2, 3]);
    const metadata = await kcatMetadata(cluster.bootstrapServers, 'lifecycle');
    expect(metadata.brokers.map((broker) => `${broker.id}@${broker.name}`)).toEqual(cluster.brokers.map((broker) => `${broker.id}@${broker.host}:${broker.port}`));
    expect(metadata.topics[0]?.partitions).toHaveLength(2);

    expect(await cluster.close()).toEqual({ code: 0, signal: null });
    expect(() => process.kill(pid, 0)).toThrow(/ESRCH/);
    expect(await tryConnect(cluster.brokers[0]!)).toBe('ECONNREFUSED');
    expect(await cluster.close()).toEqual({ code: 0, signal: null });
    await expect(cluster.ping()).rejects.toBeInstanceOf(MockClusterProcessError);
  });

  it('destroys the cluster and exits 0 on SIGTERM', async () => {
    const cluster = await startMockCluster({ brokers: 1 });
    process.kill(cluster.pid!, 'SIGTERM');
    expect(await cluster.exited).toEqual({ code: 0, signal: null });
    await cluster.waitForLog(/stopping \(signal\)/, 1_000);
    await expect(cluster.ping()).rejects.toBeInstanceOf(MockClusterProcessError);
  });

  it('turns `error` answers into typed errors and stays usable', async () => {
    await expect(shared.brokerDown(9)).rejects.toSatisfy((error) => error instanceof MockClusterCommandError && error.command === 'broker_down 9');
    await expect(shared.setCoordinator('group', 'g', 7)).rejects.toThrow(/unknown broker 7/);
    await shared.createTopic('duplicate', 1);
    await expect(shared.createTopic('duplicate', 1)).rejects.toThrow(/TOPIC_ALREADY_EXISTS|already exists/i);
    await expect(shared.createTopic('has space', 1)).rejects.toBeInstanceOf(RangeError);
    await shared.ping();
  });

  it('lets a third-party client produce and consume through it', async () => {
    await shared.createTopic('roundtrip', 2);
    const produced = await produce(shared, 'roundtrip', 1, ['one', 'two', 'three'], ['-X', 'enable.idempotence=true']);
    expect(produced.code, produced.stderr).toBe(0);
    expect(await consume(shared, 'roundtrip', 1)).toEqual(['0 one', '1 two', '2 three']);
    expect(await consume(shared, 'roundtrip', 0)).toEqual([]);
  });

  it('injects per-broker Produce errors that the client retries, and the record lands once', async () => {
    await shared.createTopic('retried', 1);
    await shared.setLeader('retried', 0, 2);
    await shared.brokerPushErrorRtts(2, 'Produce', [
      { error: 'NOT_LEADER_OR_FOLLOWER', rttMs: 0 },
      { error: 'NOT_ENOUGH_REPLICAS', rttMs: 0 },
    ]);
    expect(await shared.brokerErrorStackCount(2, ApiKey.Produce)).toBe(2);

    const produced = await produce(shared, 'retried', 0, ['once'], ['-X', 'enable.idempotence=true']);
    expect(produced.code, produced.stderr).toBe(0);
    expect(await shared.brokerErrorStackCount(2, 'Produce')).toBe(0);
    expect(await consume(shared, 'retried', 0)).toEqual(['0 once']);
  });

  it('injects cluster-wide errors that the client sees', async () => {
    // Own cluster: a broker that ever had a per-broker Produce stack ignores the cluster-wide one.
    const cluster = await startMockCluster({ brokers: 1, topics: [{ name: 'denied', partitions: 1 }] });
    try {
      await cluster.pushRequestErrors('Produce', ['TOPIC_AUTHORIZATION_FAILED']);
      const refused = await produce(cluster, 'denied', 0, ['refused']);
      expect(refused.code).not.toBe(0);
      expect(refused.stderr).toMatch(/Topic authorization failed/);
      const accepted = await produce(cluster, 'denied', 0, ['accepted']);
      expect(accepted.code, accepted.stderr).toBe(0);
      expect(await consume(cluster, 'denied', 0)).toEqual(['0 accepted']);

      await cluster.pushRequestErrors(ApiKey.Produce, [ErrorCode.TOPIC_AUTHORIZATION_FAILED]);
      await cluster.clearRequestErrors('Produce');
      const afterClear = await produce(cluster, 'denied', 0, ['cleared']);
      expect(afterClear.code, afterClear.stderr).toBe(0);
    } finally {
      await cluster.close();
    }
  });

  it('takes a broker down (connections refused, clients fail) and brings it back on the same port', async () => {
    const broker = shared.brokers[1]!;
    await shared.brokerDown(broker.id);
    try {
      expect(await tryConnect(broker)).toBe('ECONNREFUSED');
      const alone = await runKcat(['-L', '-b', `${broker.host}:${broker.port}`, '-m', '1']);
      expect(alone.code).not.toBe(0);
      expect(alone.stderr).toMatch(/Connection refused/);
      // The others still serve metadata (which keeps listing the down broker: the mock does not model that).
      expect((await kcatMetadata(`${shared.brokers[0]!.host}:${shared.brokers[0]!.port}`)).brokers).toHaveLength(3);
    } finally {
      await shared.brokerUp(broker.id);
    }
    expect(await tryConnect(broker)).toBe('connected');
  });

  it('moves partition leaders, as Metadata shows', async () => {
    await shared.createTopic('moves', 3, 3);
    await shared.setLeader('moves', 1, 3);
    expect(leaderOf(await kcatMetadata(shared.bootstrapServers, 'moves'), 'moves', 1)).toBe(3);
    await shared.setLeader('moves', 1, 1);
    expect(leaderOf(await kcatMetadata(shared.bootstrapServers, 'moves'), 'moves', 1)).toBe(1);
  });

  it('moves transaction and group coordinators, as FindCoordinator shows', async () => {
    const findCoordinator = (key: string, keyType: number) =>
      rawRequest(shared.brokers[0]!, 'FindCoordinator', 1, createFindCoordinatorRequest({ key, keyType }));
    for (const target of [2, 3]) {
      await shared.setCoordinator('transaction', 'txn-a', target);
      const transaction = await findCoordinator('txn-a', 1);
      expect(transaction).toMatchObject({ errorCode: ErrorCode.NONE, nodeId: target, port: shared.brokers[target - 1]!.port });
      await shared.setCoordinator('group', 'group-a', target);
      expect(await findCoordinator('group-a', 0)).toMatchObject({ errorCode: ErrorCode.NONE, nodeId: target });
    }
  });

  it('changes the versions ApiVersions advertises', async () => {
    const produceRange = async () => {
      const response = await rawRequest(shared.brokers[0]!, 'ApiVersions', 0, createApiVersionsRequest());
      expect(response.errorCode).toBe(ErrorCode.NONE);
      return response.apiKeys.find((entry) => entry.apiKey === ApiKey.Produce);
    };
    expect(await produceRange()).toMatchObject({ minVersion: 0, maxVersion: 7 });
    await shared.setApiVersion('Produce', 2, 3);
    expect(await produceRange()).toMatchObject({ minVersion: 2, maxVersion: 3 });
    await shared.setApiVersion('Produce', 0, -1);
    expect(await produceRange()).toBeUndefined();
    await shared.setApiVersion('Produce', 0, 7);
  });

  it('delays responses with setRtt', async () => {
    const apiVersions = () => rawRequest(shared.brokers[2]!, 'ApiVersions', 0, createApiVersionsRequest());
    await shared.setRtt('all', 250);
    try {
      // Only a lower bound: a loaded machine may be slower, never faster than the injected delay.
      const started = performance.now();
      await apiVersions();
      expect(performance.now() - started).toBeGreaterThanOrEqual(240);
    } finally {
      await shared.setRtt('all', 0);
    }
    await shared.setRtt(3, 0);
  });

  it('exposes the mock log (debug=mock) for assertions on what the broker did', async () => {
    const cluster = await startMockCluster({ brokers: 1, debug: 'mock', topics: [{ name: 'logged', partitions: 1 }] });
    try {
      const produced = await produce(cluster, 'logged', 0, ['a', 'b']);
      expect(produced.code, produced.stderr).toBe(0);
      const line = await cluster.waitForLog(/Log append logged \[0\] 2 messages/);
      expect(line).toMatch(/at offset 0/);
    } finally {
      await cluster.close();
    }
  });
});
