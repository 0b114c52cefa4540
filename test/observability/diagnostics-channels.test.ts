/**
 * diagnostics_channel tracing of the producer's operations and of every request, over the
 * in-process client and over TCP; and the KAFKA_EOS_DEBUG subscribers built on them.
 */
import { subscribe, tracingChannel, unsubscribe } from 'node:diagnostics_channel';
import { afterEach, describe, expect, it } from 'vitest';
import { DiagnosticsChannels, type ProducerOperationMessage, type RequestMessage } from '../../src/diagnostics/channels.js';
import { installDebugSubscribers } from '../../src/diagnostics/debug-subscribers.js';
import type { LogFields } from '../../src/config/logger.js';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import { ApiKey } from '../../src/protocol/messages/index.generated.js';
import { Producer } from '../../src/producer/producer.js';
import { startCluster } from '../../src/testing/tcp/tcp-cluster.js';
import { scenario, type Scenario } from '../scenarios/scenario-helpers.js';

type Phase = 'start' | 'end' | 'asyncStart' | 'asyncEnd' | 'error';
const OPERATIONS = ['initTransactions', 'send', 'sendOffsetsToTransaction', 'commitTransaction', 'abortTransaction'] as const;

/** Subscribes to every phase of every operation channel; returns the events and the unsubscribe function. */
function recordOperations(): { events: { phase: Phase; message: ProducerOperationMessage }[]; stop: () => void } {
  const events: { phase: Phase; message: ProducerOperationMessage }[] = [];
  const stops: (() => void)[] = [];
  for (const operation of OPERATIONS) {
    const traced = tracingChannel<unknown, ProducerOperationMessage>(DiagnosticsChannels[operation]);
    const at = (phase: Phase) => (message: ProducerOperationMessage): void => { events.push({ phase, message }); };
    const handlers = { start: at('start'), end: at('end'), asyncStart: at('asyncStart'), asyncEnd: at('asyncEnd'), error: at('error') };
    traced.subscribe(handlers);
    stops.push(() => { traced.unsubscribe(handlers); });
  }
  return { events, stop: () => { for (const stop of stops) stop(); } };
}

function recordRequests(): { requests: RequestMessage[]; stop: () => void } {
  const requests: RequestMessage[] = [];
  const listener = (message: unknown): void => { requests.push(message as RequestMessage); };
  subscribe(DiagnosticsChannels.request, listener);
  return { requests, stop: () => { unsubscribe(DiagnosticsChannels.request, listener); } };
}

describe('producer operation tracing channels', () => {
  let s: Scenario | undefined;
  let stop: (() => void) | undefined;
  afterEach(async () => { stop?.(); stop = undefined; await s?.close(); s = undefined; });

  it('publishes start, end, asyncStart and asyncEnd (with result) for the five operations, on one context object', async () => {
    s = scenario();
    const recorded = recordOperations();
    stop = recorded.stop;
    const producer = s.producer({ transactionalId: 'traced', clientId: 'traced-client' });
    await s.settle(producer.initTransactions());
    producer.beginTransaction();
    const record = { topic: 'orders', partition: 1, value: 'v' };
    await s.settle(producer.send(record));
    await s.settle(producer.sendOffsetsToTransaction([{ topic: 'orders', partition: 0, offset: 5n }], { groupId: 'g', generationId: -1, memberId: '', groupInstanceId: null }));
    await s.settle(producer.commitTransaction());
    producer.beginTransaction();
    await s.settle(producer.abortTransaction());

    const starts = recorded.events.filter((event) => event.phase === 'start').map((event) => event.message.operation);
    expect(starts).toEqual(['initTransactions', 'send', 'sendOffsetsToTransaction', 'commitTransaction', 'abortTransaction']);
    for (const operation of OPERATIONS) {
      const phases = recorded.events.filter((event) => event.message.operation === operation).map((event) => event.phase);
      expect(phases).toEqual(['start', 'end', 'asyncStart', 'asyncEnd']);
      const contexts = new Set(recorded.events.filter((event) => event.message.operation === operation).map((event) => event.message));
      expect(contexts.size).toBe(1);
    }
    const send = recorded.events.find((event) => event.phase === 'asyncEnd' && event.message.operation === 'send')?.message;
    expect(send).toMatchObject({ clientId: 'traced-client', transactionalId: 'traced', records: record, result: { topic: 'orders', partition: 1 } });
    expect(send?.producerId).toBeGreaterThanOrEqual(0n);
    const offsets = recorded.events.find((event) => event.message.operation === 'sendOffsetsToTransaction')?.message;
    expect(offsets?.groupMetadata?.groupId).toBe('g');
    expect(offsets?.offsets).toHaveLength(1);
    const init = recorded.events.find((event) => event.message.operation === 'initTransactions')?.message;
    expect(init?.producerId).toBe(-1n);
  });

  it('publishes error with the rejection (a refused call, a failed send)', async () => {
    s = scenario({ autoCreateTopics: false });
    const recorded = recordOperations();
    stop = recorded.stop;
    const producer = s.producer({ transactionalId: 'traced-errors', maxBlockMs: 500 });
    const refused = await s.settleError(producer.commitTransaction());
    const failedSend = await s.settleError(producer.send({ topic: 'missing', value: 'v' }));
    const errors = recorded.events.filter((event) => event.phase === 'error');
    expect(errors.map((event) => event.message.operation)).toEqual(['commitTransaction', 'send']);
    expect(errors[0]?.message.error).toBe(refused);
    expect(errors[1]?.message.error).toBe(failedSend);
  });

  it('without subscribers nothing is published and the producer works unchanged', async () => {
    s = scenario();
    const traced = tracingChannel(DiagnosticsChannels.send);
    expect(traced.start.hasSubscribers || traced.asyncEnd.hasSubscribers).toBe(false);
    const producer = s.producer();
    await expect(s.settle(producer.send([{ topic: 'orders', partition: 0, value: 'a' }, { topic: 'orders', partition: 0, value: 'b' }]))).resolves.toHaveLength(2);
    expect(s.committed('orders', 0)).toEqual(['a', 'b']);
  });
});

describe('the request channel', () => {
  let s: Scenario | undefined;
  let stop: (() => void) | undefined;
  const closeables: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    stop?.(); stop = undefined;
    await s?.close(); s = undefined;
    for (const each of closeables.splice(0).reverse()) await each.close();
  });

  it('in-process: one message per request with API, version, broker, latency and top-level error code', async () => {
    s = scenario();
    const recorded = recordRequests();
    stop = recorded.stop;
    s.cluster.faults.failRequests(ApiKey.FindCoordinator, ErrorCode.COORDINATOR_NOT_AVAILABLE, { times: 1 });
    // The in-process client is shared by the scenario's producers: its own client id is reported.
    const producer = s.producer({ transactionalId: 'req' });
    await s.settle(producer.initTransactions());
    const apis = recorded.requests.map((each) => each.api);
    expect(apis).toContain('FindCoordinator');
    expect(apis).toContain('InitProducerId');
    const init = recorded.requests.find((each) => each.api === 'InitProducerId');
    expect(init).toMatchObject({ clientId: 'kafka-eos', apiKey: ApiKey.InitProducerId, errorCode: 0, correlationId: null, requestBytes: null, error: undefined });
    expect(init?.nodeId).toBeGreaterThanOrEqual(1);
    expect(init?.version).toBeGreaterThanOrEqual(0);
    expect(init?.latencyMs).toBeGreaterThanOrEqual(0);
    const findCoordinatorCodes = recorded.requests.filter((each) => each.api === 'FindCoordinator').map((each) => each.errorCode);
    // Batched FindCoordinator (v4+) has its codes per key: the top-level one is then absent (null) or 0.
    expect(findCoordinatorCodes.length).toBeGreaterThanOrEqual(2);
  });

  it('in-process: a dropped response is published with its timeout error', async () => {
    s = scenario();
    const recorded = recordRequests();
    stop = recorded.stop;
    s.cluster.faults.dropResponses(ApiKey.InitProducerId, { times: 1 });
    const producer = s.producer({ transactionalId: 'req-drop', requestTimeoutMs: 1_000 });
    await s.settle(producer.initTransactions());
    const failed = recorded.requests.find((each) => each.error !== undefined);
    expect(failed).toMatchObject({ api: 'InitProducerId', errorCode: null, latencyMs: 1_000 });
    expect(failed?.error?.message).toContain('no response within 1000 ms');
  });

  it('TCP: correlation ids, request and response sizes, from the wire', async () => {
    const face = await startCluster({ brokers: 1, topics: [{ name: 'orders', partitions: 1 }] });
    closeables.push(face);
    const recorded = recordRequests();
    stop = recorded.stop;
    const producer = new Producer({ bootstrapServers: [face.bootstrapServers], clientId: 'tcp-traced', lingerMs: 0 });
    closeables.push(producer);
    await producer.send({ topic: 'orders', value: 'over tcp' });
    const mine = recorded.requests.filter((each) => each.clientId === 'tcp-traced');
    const produce = mine.find((each) => each.api === 'Produce');
    expect(produce).toBeDefined();
    expect(produce?.correlationId).toEqual(expect.any(Number));
    expect(produce?.requestBytes).toBeGreaterThan(0);
    expect(produce?.responseBytes).toBeGreaterThan(0);
    expect(produce?.errorCode).toBeNull(); // Produce's codes are per partition
    const metadata = mine.find((each) => each.api === 'Metadata');
    expect(metadata?.nodeId).toBeLessThan(0); // a bootstrap server before the first Metadata
    const correlationIds = mine.filter((each) => each.nodeId === produce?.nodeId).map((each) => each.correlationId);
    expect(new Set(correlationIds).size).toBe(correlationIds.length);
  });
});

describe('KAFKA_EOS_DEBUG subscribers', () => {
  it('request and txn log each request and each operation outcome', async () => {
    const lines: { message: string; fields: LogFields | undefined }[] = [];
    const at = (message: string, fields?: LogFields): void => { lines.push({ message, fields }); };
    installDebugSubscribers(new Set(['request', 'txn']), { debug: at, info: at, warn: at, error: at });
    const s = scenario();
    try {
      const producer = s.producer({ transactionalId: 'debug-switch' });
      await s.settle(producer.initTransactions());
      expect(lines.map((line) => line.message)).toEqual(expect.arrayContaining(['initTransactions started', 'request', 'initTransactions completed']));
      expect(lines.find((line) => line.message === 'request' && line.fields?.['api'] === 'InitProducerId')?.fields).toMatchObject({ errorCode: 0 });
    } finally {
      await s.close();
    }
  });
});
