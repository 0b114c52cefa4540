/**
 * The OpenTelemetry instrumentation (kafka-eos/opentelemetry) against the in-memory cluster,
 * with the SDK's InMemorySpanExporter and an on-demand metric reader: span names, kinds, attributes and status
 * of the producer and consumer operations, parent-child of transaction spans, trace context from the producer's
 * record headers to the consumer's spans, recorded failures, the messaging metrics, and disable().
 */
import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/config-error.js';
import { Consumer } from '../../src/consumer/consumer.js';
import { KafkaEosInstrumentation } from '../../src/opentelemetry/instrumentation.js';
import { extractTraceContext } from '../../src/opentelemetry/header-propagation.js';
import { Producer } from '../../src/producer/producer.js';
import { InMemoryCluster } from '../../src/testing/in-memory-cluster.js';
import { InProcessNetworkClient } from '../../src/testing/in-process-network-client.js';
import { manualConsumerOptions, pollRecords } from '../consumer/helpers.js';
import { otelHarness, registerGlobals } from './otel-harness.js';

const closers: (() => unknown)[] = [];
let unregister: () => void = () => undefined;
beforeAll(() => { unregister = registerGlobals(); });
afterAll(() => { unregister(); });
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

function setup(options: ConstructorParameters<typeof KafkaEosInstrumentation>[0] = {}) {
  const otel = otelHarness();
  const instrumentation = new KafkaEosInstrumentation({ tracerProvider: otel.tracerProvider, meterProvider: otel.meterProvider, ...options });
  instrumentation.enable();
  closers.push(() => otel.close());
  closers.push(() => { instrumentation.disable(); });
  const cluster = new InMemoryCluster({ brokers: 1, topics: [{ name: 'orders', partitions: 2 }, { name: 'audit', partitions: 1 }], autoCreateTopics: false });
  closers.push(() => { cluster.close(); });
  const producer = (transactionalId?: string, clientId = 'otel-producer'): Producer => {
    const built = new Producer({ network: new InProcessNetworkClient(cluster), lingerMs: 0, clientId, ...(transactionalId === undefined ? {} : { transactionalId }) });
    closers.push(() => built.close());
    return built;
  };
  const consumer = (): Consumer => {
    const built = new Consumer(manualConsumerOptions(new InProcessNetworkClient(cluster), { clientId: 'otel-consumer' }));
    closers.push(() => built.close());
    return built;
  };
  return { otel, instrumentation, cluster, producer, consumer };
}

const header = (headers: readonly { key: string; value: Uint8Array | null }[], key: string): string | undefined => {
  const found = headers.find((each) => each.key === key);
  return found?.value === null || found === undefined ? undefined : Buffer.from(found.value).toString();
};

describe('producer spans', () => {
  it('traces a transaction: init, send, sendOffsets, commit and abort as children of the caller span, with semconv attributes', async () => {
    const { otel, producer } = setup();
    const tracer = otel.tracerProvider.getTracer('test');
    const txn = producer('invoicer-1');
    const record = { topic: 'orders', partition: 1, key: 'order-7', value: 'v' };
    await tracer.startActiveSpan('job', async (job) => {
      await txn.initTransactions();
      txn.beginTransaction();
      await txn.send(record);
      await txn.sendOffsetsToTransaction([{ topic: 'orders', partition: 0, offset: 5n }], { groupId: 'billing', generationId: -1, memberId: '', groupInstanceId: null });
      await txn.commitTransaction();
      txn.beginTransaction();
      await txn.abortTransaction();
      job.end();
    });
    const job = otel.span('job');
    const names = otel.spans().filter((span) => span !== job).map((span) => span.name);
    expect(names).toEqual(['initTransactions', 'send orders', 'sendOffsetsToTransaction', 'commitTransaction', 'abortTransaction']);
    for (const span of otel.spans()) {
      if (span === job) continue;
      expect(span.parentSpanContext?.spanId).toBe(job.spanContext().spanId);
      expect(span.spanContext().traceId).toBe(job.spanContext().traceId);
      expect(span.status.code).toBe(SpanStatusCode.UNSET);
      expect(span.attributes).toMatchObject({ 'messaging.system': 'kafka', 'messaging.client.id': 'otel-producer', 'kafka_eos.transactional_id': 'invoicer-1' });
    }
    const send = otel.span('send orders');
    expect(send.kind).toBe(SpanKind.PRODUCER);
    expect(send.attributes).toMatchObject({
      'messaging.operation.name': 'send', 'messaging.operation.type': 'send', 'messaging.destination.name': 'orders',
      'messaging.destination.partition.id': '1', 'messaging.kafka.message.key': 'order-7', 'messaging.kafka.offset': 0,
    });
    expect(send.attributes['kafka_eos.producer_id']).toMatch(/^\d+$/);
    expect(otel.span('initTransactions').kind).toBe(SpanKind.CLIENT);
    expect(otel.span('initTransactions').attributes['kafka_eos.producer_id']).toBeUndefined();
    expect(otel.span('sendOffsetsToTransaction').attributes).toMatchObject({ 'messaging.operation.type': 'settle', 'messaging.consumer.group.name': 'billing' });
    expect(otel.span('commitTransaction').attributes).toMatchObject({ 'messaging.operation.name': 'commitTransaction' });

    // The send span's context went into the record's headers (W3C traceparent).
    const headers = (record as { headers?: Record<string, string> }).headers;
    expect(headers?.traceparent).toBe(`00-${send.spanContext().traceId}-${send.spanContext().spanId}-01`);

    const durations = await otel.points('messaging.client.operation.duration');
    expect(durations.map((point) => point.attributes['messaging.operation.name']).sort())
      .toEqual(['abortTransaction', 'commitTransaction', 'initTransactions', 'send', 'sendOffsetsToTransaction']);
    expect(await otel.points('messaging.client.sent.messages')).toEqual([{
      attributes: { 'messaging.system': 'kafka', 'messaging.operation.name': 'send', 'messaging.operation.type': 'send', 'messaging.destination.name': 'orders', 'messaging.destination.partition.id': '1' },
      value: 1,
    }]);
  });

  it('a batch send: one span with the batch count, the context in every record (object and list headers)', async () => {
    const { otel, producer } = setup();
    const records = [
      { topic: 'orders', partition: 0, value: 'a' },
      { topic: 'orders', partition: 1, value: null, headers: [{ key: 'traceparent', value: Buffer.from('stale') }, { key: 'kept', value: null }] },
      { topic: 'orders', partition: 1, value: 'c', headers: { kept: 'yes' } },
    ];
    await producer().send(records);
    const send = otel.span('send orders');
    expect(send.attributes['messaging.batch.message_count']).toBe(3);
    expect(send.attributes['messaging.destination.partition.id']).toBeUndefined();
    const traceparent = `00-${send.spanContext().traceId}-${send.spanContext().spanId}-01`;
    expect((records[0] as { headers?: unknown }).headers).toEqual({ traceparent });
    expect(records[1]?.headers).toEqual([{ key: 'kept', value: null }, { key: 'traceparent', value: Buffer.from(traceparent) }]);
    expect(records[2]?.headers).toEqual({ kept: 'yes', traceparent });
    const sent = await otel.points('messaging.client.sent.messages');
    expect(sent.map((point) => [point.attributes['messaging.destination.partition.id'], point.value]).sort()).toEqual([['0', 1], ['1', 2]]);
  });

  it('records failures: ERROR status, the exception, error.type (a refused record, an unknown topic)', async () => {
    const { otel, producer } = setup();
    const idempotent = producer();
    await expect(Promise.resolve().then(() => idempotent.send({ topic: 'orders' } as never))).rejects.toThrow(/value/);
    const refused = otel.span('send orders');
    expect(refused.status.code).toBe(SpanStatusCode.ERROR);
    expect(refused.attributes['error.type']).toBe('ERR_INVALID_ARGUMENT');
    expect(refused.events.map((event) => event.name)).toContain('exception');

    const txn = producer('failing');
    await txn.initTransactions();
    await expect(Promise.resolve().then(() => txn.commitTransaction())).rejects.toThrow(/commitTransaction/);
    const commit = otel.span('commitTransaction');
    expect(commit.status.code).toBe(SpanStatusCode.ERROR);
    expect(commit.attributes['error.type']).toBe('ERR_TXN_INVALID_STATE');
    const failed = (await otel.points('messaging.client.operation.duration')).filter((point) => point.attributes['error.type'] !== undefined);
    expect(failed.map((point) => point.attributes['error.type']).sort()).toEqual(['ERR_INVALID_ARGUMENT', 'ERR_TXN_INVALID_STATE']);
  });

  it('propagateContext: false traces without touching the headers; requestSpans: true adds a span per request', async () => {
    const { otel, producer } = setup({ propagateContext: false, requestSpans: true });
    const record = { topic: 'orders', partition: 0, value: 'a' };
    await producer().send(record);
    expect((record as { headers?: unknown }).headers).toBeUndefined();
    expect(otel.span('send orders').attributes['messaging.destination.partition.id']).toBe('0');
    const produce = otel.spans().filter((span) => span.name === 'Produce');
    expect(produce.length).toBeGreaterThanOrEqual(1);
    expect(produce[0]?.attributes).toMatchObject({ 'kafka_eos.request.api': 'Produce', 'kafka_eos.node_id': 1, 'messaging.system': 'kafka' });
  });
});

describe('consumer side', () => {
  it('round trip: the poll span links to the send span, extractTraceContext and traceProcessing continue the trace', async () => {
    const { otel, instrumentation, producer, consumer } = setup();
    await producer().send({ topic: 'orders', partition: 0, key: 'k1', value: 'one' });
    const send = otel.span('send orders');
    const reader = consumer();
    reader.assign([{ topic: 'orders', partition: 0 }]);
    const [record] = await pollRecords(reader, 1);
    if (record === undefined) throw new Error('no record');
    expect(header(record.headers, 'traceparent')).toBe(`00-${send.spanContext().traceId}-${send.spanContext().spanId}-01`);

    const extracted = trace.getSpanContext(extractTraceContext(record.headers));
    expect(extracted).toMatchObject({ traceId: send.spanContext().traceId, spanId: send.spanContext().spanId, isRemote: true });

    const polls = otel.spans().filter((span) => span.name === 'poll orders');
    expect(polls).toHaveLength(1);
    const poll = polls[0];
    expect(poll?.kind).toBe(SpanKind.CLIENT);
    expect(poll?.attributes).toMatchObject({
      'messaging.operation.name': 'poll', 'messaging.operation.type': 'receive', 'messaging.batch.message_count': 1,
      'messaging.destination.partition.id': '0', 'messaging.client.id': 'otel-consumer',
    });
    expect(poll?.links.map((link) => link.context.spanId)).toEqual([send.spanContext().spanId]);

    const forwarder = producer(undefined, 'forwarder');
    const result = await instrumentation.traceProcessing(record, async () => {
      await forwarder.send({ topic: 'audit', value: 'seen' });
      return 'done';
    }, { groupId: 'billing' });
    expect(result).toBe('done');
    const process = otel.span('process orders');
    expect(process.kind).toBe(SpanKind.CONSUMER);
    expect(process.parentSpanContext?.spanId).toBe(send.spanContext().spanId);
    expect(process.spanContext().traceId).toBe(send.spanContext().traceId);
    expect(process.attributes).toMatchObject({ 'messaging.consumer.group.name': 'billing', 'messaging.kafka.offset': 0, 'messaging.kafka.message.key': 'k1' });
    const forwarded = otel.span('send audit');
    expect(forwarded.parentSpanContext?.spanId).toBe(process.spanContext().spanId);

    const consumed = await otel.points('messaging.client.consumed.messages');
    expect(consumed).toEqual([{
      attributes: { 'messaging.system': 'kafka', 'messaging.operation.name': 'poll', 'messaging.operation.type': 'receive', 'messaging.destination.name': 'orders', 'messaging.destination.partition.id': '0' },
      value: 1,
    }]);
    expect((await otel.points('messaging.process.duration')).map((point) => point.value)).toEqual([1]);
  });

  it('traceProcessing over a batch links every producer span and records a failure', async () => {
    const { otel, instrumentation, producer, consumer } = setup();
    const writer = producer();
    await writer.send({ topic: 'orders', partition: 1, value: 'one' });
    await writer.send({ topic: 'orders', partition: 1, value: 'two' });
    const sends = otel.spans().filter((span) => span.name === 'send orders').map((span) => span.spanContext().spanId);
    const reader = consumer();
    reader.assign([{ topic: 'orders', partition: 1 }]);
    const records = await pollRecords(reader, 2);
    await expect(instrumentation.traceProcessing({ records, nextOffsets: [] }, () => { throw new Error('bad order'); })).rejects.toThrow('bad order');
    const process = otel.span('process orders');
    expect(process.links.map((link) => link.context.spanId).sort()).toEqual([...sends].sort());
    expect(process.parentSpanContext).toBeUndefined();
    expect(process.status).toEqual({ code: SpanStatusCode.ERROR, message: 'bad order' });
    expect(process.attributes['error.type']).toBe('Error');
  });

  it('extractTraceContext leaves the context unchanged without trace headers', () => {
    const base = trace.setSpanContext(trace.setSpan(extractTraceContext([]), trace.wrapSpanContext({ traceId: 'a'.repeat(32), spanId: 'b'.repeat(16), traceFlags: 1 })), { traceId: 'a'.repeat(32), spanId: 'b'.repeat(16), traceFlags: 1 });
    expect(extractTraceContext([{ key: 'other', value: null }], { context: base })).toBe(base);
  });
});

describe('enable and disable', () => {
  it('disable() stops spans, metrics and header injection; enable() resumes', async () => {
    const { otel, instrumentation, producer } = setup();
    const writer = producer();
    instrumentation.disable();
    expect(instrumentation.isEnabled).toBe(false);
    const untraced = { topic: 'orders', partition: 0, value: 'a' };
    await writer.send(untraced);
    expect(otel.spans()).toEqual([]);
    expect((untraced as { headers?: unknown }).headers).toBeUndefined();
    expect(await instrumentation.traceProcessing({ records: [], nextOffsets: [] }, (span) => span)).toBeUndefined();
    instrumentation.enable();
    instrumentation.enable();
    await writer.send({ topic: 'orders', partition: 0, value: 'b' });
    expect(otel.spans().map((span) => span.name)).toEqual(['send orders']);
  });

  it('refuses bad options with a ConfigError naming the field', () => {
    expect(() => new KafkaEosInstrumentation({ tracerProvider: {} as never, propagateContext: 'yes' as never })).toThrow(ConfigError);
    expect(() => new KafkaEosInstrumentation({ tracerProvider: {} as never })).toThrow(/tracerProvider/);
    expect(() => new KafkaEosInstrumentation({ nope: true } as never)).toThrow(/nope: unknown option/);
  });
});
