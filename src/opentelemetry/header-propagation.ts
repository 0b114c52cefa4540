/**
 * W3C trace context (or whatever propagator is configured) in Kafka record headers: injection into the records
 * of a `send` (the producer side) and extraction from a consumed record's headers (the consumer side). Header
 * values are UTF-8 bytes, as the Java and librdkafka OpenTelemetry instrumentations write them.
 */
import { context as contextApi, defaultTextMapSetter, propagation, type Context, type TextMapGetter, type TextMapPropagator } from '@opentelemetry/api';
import type { ProducerRecord, RecordHeader } from '../common/record.js';
import { isObjectRecord } from '../errors/argument-checks.js';

const UTF8 = new TextDecoder('utf-8');

/** Reads a consumed record's header list: the last header of a name wins (a re-sent record's newer context). */
const headerGetter: TextMapGetter<readonly RecordHeader[]> = {
  keys: (carrier) => carrier.map((header) => header.key),
  get: (carrier, key) => {
    for (let index = carrier.length - 1; index >= 0; index--) {
      const header = carrier[index];
      if (header?.key === key) return header.value === null ? undefined : UTF8.decode(header.value);
    }
    return undefined;
  },
};

/**
 * Options of {@link extractTraceContext}.
 * @public
 */
export interface ExtractTraceContextOptions {
  /** The context to extract into (default: the active context). */
  readonly context?: Context;
  /** The propagator (default: the global one, `propagation.setGlobalPropagator`). */
  readonly propagator?: TextMapPropagator;
}

/**
 * The trace context a producer wrote into a consumed record's headers (`traceparent`/`tracestate` with the
 * W3C propagator), as an OpenTelemetry `Context`: use it as the parent of the record's processing span
 * (`tracer.startActiveSpan(name, {}, extractTraceContext(record.headers), ...)`) or take its span context for a
 * link (`trace.getSpanContext(...)`). Without such headers the context is returned unchanged.
 * @public
 */
export function extractTraceContext(headers: readonly RecordHeader[], options: ExtractTraceContextOptions = {}): Context {
  const base = options.context ?? contextApi.active();
  if (!Array.isArray(headers) || headers.length === 0) return base;
  return (options.propagator ?? propagation).extract(base, headers, headerGetter);
}

/**
 * Writes `context` into the headers of every record of a send (the `send` channel's `start`, before the
 * producer reads them): an object gets the new keys, a list loses earlier headers of those names and gets them
 * appended. A record that cannot take them (not an object, frozen, headers of the wrong type) is left as is,
 * and the producer's validation reports what is wrong with it.
 * @internal
 */
export function injectTraceContext(records: ProducerRecord | readonly ProducerRecord[] | undefined, context: Context, propagator: TextMapPropagator | undefined): void {
  if (records === undefined) return;
  const carrier: Record<string, string> = {};
  (propagator ?? propagation).inject(context, carrier, defaultTextMapSetter);
  const names = Object.keys(carrier);
  if (names.length === 0) return;
  // The records come from the caller unchecked (plain JavaScript may pass anything): read them as unknown.
  const given: unknown = records;
  if (Array.isArray(given)) {
    for (const record of given) addHeaders(record, carrier, names);
  } else {
    addHeaders(given, carrier, names);
  }
}

function addHeaders(record: unknown, carrier: Readonly<Record<string, string>>, names: readonly string[]): void {
  if (!isObjectRecord(record)) return;
  const headers = record.headers;
  let merged: unknown[] | Record<string, unknown>;
  if (headers === undefined) {
    merged = { ...carrier };
  } else if (Array.isArray(headers)) {
    const kept: unknown[] = headers.filter((header: unknown) => !isObjectRecord(header) || typeof header.key !== 'string' || !names.includes(header.key));
    merged = [...kept, ...names.map((name) => ({ key: name, value: Buffer.from(carrier[name] ?? '', 'utf8') }))];
  } else if (isObjectRecord(headers)) {
    merged = { ...headers, ...carrier };
  } else {
    return;
  }
  // Reflect.set writes as an assignment does, but a frozen record makes it return false instead of throwing:
  // that record is sent without trace context. A throwing setter or proxy is treated the same way.
  try {
    Reflect.set(record, 'headers', merged);
  } catch {
    // Sent without trace context rather than failing the send.
  }
}
