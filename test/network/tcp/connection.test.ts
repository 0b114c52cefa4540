/**
 * Connection behaviour seen through TcpNetworkClient against a local fake broker: pipelining,
 * correlation ids, split frames, timeouts, drops, back-pressure and abort.
 */
import net from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../../../src/internal/clock.js';
import type { MetadataResponse } from '../../../src/protocol/messages/metadata.generated.js';
import { NetworkError, RequestAbortedError, RequestTimeoutError } from '../../../src/network/network-errors.js';
import { TcpNetworkClient } from '../../../src/network/tcp/tcp-network-client.js';
import type { TcpNetworkClientOptions } from '../../../src/config/tcp-network-client-config.js';
import { FakeBroker, labelledMetadata, metadataAnswer } from './fake-broker.js';
import type { TestSeams } from '../../../src/internal/test-seams.js';

const started: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const resource of started.splice(0).reverse()) await resource.close();
});

async function broker(): Promise<FakeBroker> {
  const fake = await FakeBroker.start();
  started.push({ close: () => fake.stop() });
  return fake;
}

function client(brokers: readonly FakeBroker[], options: Partial<TcpNetworkClientOptions> & TestSeams = {}): TcpNetworkClient {
  const network = new TcpNetworkClient({ bootstrapServers: brokers.map((fake) => fake.address), ...options });
  network.updateBrokers(brokers.map((fake, index) => ({ nodeId: index + 1, host: '127.0.0.1', port: fake.port, rack: null })));
  started.push(network);
  return network;
}

const metadata = (network: TcpNetworkClient, target: number, label: string, options: { timeoutMs?: number; signal?: AbortSignal; expectResponse?: boolean } = {}) =>
  network.send(target, 'Metadata', () => labelledMetadata(label), options);

const labelOf = (response: MetadataResponse): string | null | undefined => response.topics[0]?.name;

/** Rejection of `promise`, for assertions on error fields. */
async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('TcpNetworkClient connections', () => {
  it('pipelines requests and matches out-of-order responses by correlation id across two connections', async () => {
    const first = await broker();
    const second = await broker();
    const network = client([first, second]);
    const onFirst = ['a1', 'a2', 'a3'].map((label) => metadata(network, 1, label));
    const onSecond = ['b1', 'b2'].map((label) => metadata(network, 2, label));
    await first.waitForRequests(3);
    await second.waitForRequests(2);
    // All three were on the wire together, each with its own correlation id.
    const ids = first.requests.map((request) => request.correlationId);
    expect(new Set(ids).size).toBe(3);
    expect(first.requests.every((request) => request.clientId === 'kafka-eos')).toBe(true);
    // Answer in reverse order, interleaving the two brokers.
    for (const request of [first.requests[2], second.requests[1], first.requests[0], second.requests[0], first.requests[1]]) {
      request?.reply(metadataAnswer(request));
    }
    const results = await Promise.all([...onFirst, ...onSecond]);
    expect(results.map((result) => labelOf(result.response))).toEqual(['a1', 'a2', 'a3', 'b1', 'b2']);
    expect(results.map((result) => result.nodeId)).toEqual([1, 1, 1, 2, 2]);
    expect(results[0]?.version).toBe(13);
  });

  it('writes the requests of one tick to a broker in one writev (corked until the next tick), answered as usual', async () => {
    const fake = await broker();
    const network = client([fake]);
    const warm = metadata(network, 1, 'connect');
    await fake.waitForRequests(1);
    fake.requests[0]?.reply(metadataAnswer(fake.requests[0]));
    await warm;
    const writev = vi.spyOn(net.Socket.prototype, '_writev');
    const write = vi.spyOn(net.Socket.prototype, '_write');
    try {
      const pending = ['x', 'y', 'z'].map((label) => metadata(network, 1, label));
      await fake.waitForRequests(4);
      // One syscall for the three frames (the fake broker has not written anything yet).
      expect(write).not.toHaveBeenCalled();
      expect(writev).toHaveBeenCalledTimes(1);
      expect(writev.mock.calls[0]?.[0]).toHaveLength(3);
      for (const request of fake.requests.slice(1)) request.reply(metadataAnswer(request));
      expect((await Promise.all(pending)).map((result) => labelOf(result.response))).toEqual(['x', 'y', 'z']);
      // A request sent in a later tick is written on its own.
      const later = metadata(network, 1, 'later');
      await fake.waitForRequests(5);
      expect(writev).toHaveBeenCalledTimes(1);
      fake.requests[4]?.reply(metadataAnswer(fake.requests[4]));
      expect(labelOf((await later).response)).toBe('later');
    } finally {
      writev.mockRestore();
      write.mockRestore();
    }
  });

  it('reassembles a response split across many chunks, size prefix included', async () => {
    const fake = await broker();
    const network = client([fake]);
    const pending = metadata(network, 1, 'split-me');
    await fake.waitForRequests(1);
    await fake.requests[0]?.replySplit(metadataAnswer(fake.requests[0]), [1, 3, 6, 11, 30]);
    expect(labelOf((await pending).response)).toBe('split-me');
  });

  it('fails a request with RequestTimeoutError when no response comes in time, and closes the connection', async () => {
    const clock = new ManualClock();
    const fake = await broker();
    const network = client([fake], { clock, requestTimeoutMs: 5_000 });
    const slow = metadata(network, 1, 'slow', { timeoutMs: 1_000 });
    const other = metadata(network, 1, 'other');
    await fake.waitForRequests(2);
    clock.advance(1_000);
    const timeout = await failure(slow);
    expect(timeout).toBeInstanceOf(RequestTimeoutError);
    expect((timeout as RequestTimeoutError).api).toBe('Metadata');
    // Kafka's NetworkClient closes the connection of a timed-out request: the others' outcome is unknown.
    const dropped = await failure(other);
    expect(dropped).toBeInstanceOf(NetworkError);
    expect((dropped as NetworkError).requestSent).toBe(true);
    // The next request reconnects.
    const next = metadata(network, 1, 'after');
    await fake.waitForRequests(3);
    fake.requests[2]?.reply(metadataAnswer(fake.requests[2]));
    expect(labelOf((await next).response)).toBe('after');
    expect(fake.connectionCount).toBe(2);
  });

  it('on a dropped connection fails sent requests with requestSent true and queued ones with false', async () => {
    const fake = await broker();
    const network = client([fake], { maxInFlightRequestsPerConnection: 2 });
    const requests = ['r1', 'r2', 'r3'].map((label) => failure(metadata(network, 1, label)));
    await fake.waitForRequests(2);
    fake.requests[0]?.dropConnection();
    const errors = await Promise.all(requests);
    expect(errors.every((error) => error instanceof NetworkError)).toBe(true);
    expect(errors.map((error) => (error as NetworkError).requestSent)).toEqual([true, true, false]);
    expect(fake.requests).toHaveLength(2);
  });

  it('keeps at most maxInFlightRequestsPerConnection on the wire and sends the rest as slots free up', async () => {
    const fake = await broker();
    const probe = await broker();
    const network = client([fake, probe], { maxInFlightRequestsPerConnection: 2 });
    const pending = ['q1', 'q2', 'q3', 'q4', 'q5'].map((label) => metadata(network, 1, label));
    await fake.waitForRequests(2);
    // A full round trip elsewhere: had the client written all five, they would have arrived by now.
    const ping = metadata(network, 2, 'ping');
    await probe.waitForRequests(1);
    probe.requests[0]?.reply(metadataAnswer(probe.requests[0]));
    await ping;
    expect(fake.requests).toHaveLength(2);
    fake.requests[0]?.reply(metadataAnswer(fake.requests[0]));
    await fake.waitForRequests(3);
    expect(fake.requests).toHaveLength(3);
    for (let index = 1; index < 5; index++) {
      await fake.waitForRequests(index + 1);
      const request = fake.requests[index];
      request?.reply(metadataAnswer(request));
    }
    const labels = (await Promise.all(pending)).map((result) => labelOf(result.response));
    expect(labels).toEqual(['q1', 'q2', 'q3', 'q4', 'q5']);
  });

  it('refuses a request at once when the wait queue is full (bounded per connection)', async () => {
    const fake = await broker();
    const network = client([fake], { maxInFlightRequestsPerConnection: 1, maxQueuedRequestsPerConnection: 2 });
    const accepted = ['w1', 'w2', 'w3'].map((label) => metadata(network, 1, label));
    await fake.waitForRequests(1);
    const refused = await failure(metadata(network, 1, 'w4'));
    expect(refused).toBeInstanceOf(NetworkError);
    expect((refused as NetworkError).requestSent).toBe(false);
    expect((refused as Error).message).toContain('back-pressure');
    for (let index = 0; index < 3; index++) {
      await fake.waitForRequests(index + 1);
      const request = fake.requests[index];
      request?.reply(metadataAnswer(request));
    }
    expect((await Promise.all(accepted)).map((result) => labelOf(result.response))).toEqual(['w1', 'w2', 'w3']);
    expect(fake.requests).toHaveLength(3);
  });

  it('keeps one timer for all its requests, and still times each out at its own deadline (sent at 1 s: at 6 s, not 5 s)', async () => {
    const clock = new ManualClock();
    const fake = await broker();
    const network = client([fake], { clock, requestTimeoutMs: 5_000 });
    const answered = metadata(network, 1, 'answered');
    await fake.waitForRequests(1);
    fake.requests[0]?.reply(metadataAnswer(fake.requests[0]));
    expect(labelOf((await answered).response)).toBe('answered');
    clock.advance(1_000);
    const late = failure(metadata(network, 1, 'late'));
    const more = [metadata(network, 1, 'a'), metadata(network, 1, 'b'), metadata(network, 1, 'c')];
    for (const each of more) each.catch(() => undefined);
    await fake.waitForRequests(5);
    // One request timer per connection, not one per request (the first answered request's still counts).
    expect(clock.pendingTimers).toBe(1);
    clock.advance(4_000); // t = 5 s: the answered request's deadline; nothing is due.
    await new Promise((resolve) => { setImmediate(resolve); });
    expect(fake.connectionCount).toBe(1);
    clock.advance(1_000); // t = 6 s
    const error = await late;
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect((error as RequestTimeoutError).timeoutMs).toBe(5_000);
  });

  it('fails a request still waiting for a slot after its timeout with requestSent false', async () => {
    const clock = new ManualClock();
    const fake = await broker();
    const network = client([fake], { clock, maxInFlightRequestsPerConnection: 1 });
    const first = metadata(network, 1, 'first', { timeoutMs: 10_000 });
    const queued = failure(metadata(network, 1, 'queued', { timeoutMs: 500 }));
    await fake.waitForRequests(1);
    clock.advance(500);
    const error = await queued;
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).requestSent).toBe(false);
    fake.requests[0]?.reply(metadataAnswer(fake.requests[0]));
    expect(labelOf((await first).response)).toBe('first');
    expect(fake.requests).toHaveLength(1);
  });

  it('aborts a queued request (not sent) and a sent one (outcome unknown), dropping the late response', async () => {
    const fake = await broker();
    const network = client([fake], { maxInFlightRequestsPerConnection: 1 });
    const sentController = new AbortController();
    const queuedController = new AbortController();
    const sent = failure(metadata(network, 1, 'sent', { signal: sentController.signal }));
    const queued = failure(metadata(network, 1, 'queued', { signal: queuedController.signal }));
    await fake.waitForRequests(1);
    queuedController.abort();
    sentController.abort();
    const [sentError, queuedError] = await Promise.all([sent, queued]);
    expect(sentError).toBeInstanceOf(RequestAbortedError);
    expect((sentError as RequestAbortedError).requestSent).toBe(true);
    expect((queuedError as RequestAbortedError).requestSent).toBe(false);
    // The aborted request keeps its slot until the broker answers; that answer is dropped.
    const next = metadata(network, 1, 'next');
    fake.requests[0]?.reply(metadataAnswer(fake.requests[0]));
    await fake.waitForRequests(2);
    expect(fake.requests[1]?.body).toEqual(labelledMetadata('next'));
    fake.requests[1]?.reply(metadataAnswer(fake.requests[1]));
    expect(labelOf((await next).response)).toBe('next');
  });

  it('resolves expectResponse:false once written and ignores an unsolicited answer (librdkafka mock acks=0)', async () => {
    const fake = await broker();
    const network = client([fake]);
    const result = await metadata(network, 1, 'fire-and-forget', { expectResponse: false });
    expect(result.response).toBeUndefined();
    await fake.waitForRequests(1);
    fake.requests[0]?.reply(metadataAnswer(fake.requests[0]));
    const next = metadata(network, 1, 'next');
    await fake.waitForRequests(2);
    fake.requests[1]?.reply(metadataAnswer(fake.requests[1]));
    expect(labelOf((await next).response)).toBe('next');
  });

  it('fails requests after close() with requestSent false', async () => {
    const fake = await broker();
    const network = client([fake]);
    const pending = failure(metadata(network, 1, 'inflight'));
    await fake.waitForRequests(1);
    await network.close();
    expect(((await pending) as NetworkError).requestSent).toBe(true);
    const after = await failure(metadata(network, 1, 'late'));
    expect((after as NetworkError).requestSent).toBe(false);
  });
});
