/**
 * Links from a consumer-side span to the producer spans whose context the consumed records carry (semconv:
 * a span over several messages links to each message's creation context, as it cannot have them all as
 * parent). Duplicates (records of one send share its context) are dropped and the count is bounded.
 */
import { ROOT_CONTEXT, trace, type Attributes, type Link, type SpanContext, type TextMapPropagator } from '@opentelemetry/api';
import type { ConsumedRecord } from '../consumer/transactional-source.js';
import { extractTraceContext } from './header-propagation.js';
import { KafkaEosAttributes as A } from './semantic-conventions.js';

/** At most this many links per span (a 500-record poll of distinct sends would otherwise carry 500). */
export const MAX_LINKS = 128;

/**
 * The producer span context of `record`, when its headers carry a valid one.
 * @internal
 */
export function producerSpanContext(record: ConsumedRecord, propagator: TextMapPropagator | undefined): SpanContext | undefined {
  if (record.headers.length === 0) return undefined;
  // Extracted into the root context: a span of the caller's context is never mistaken for the record's.
  const extracted = trace.getSpanContext(extractTraceContext(record.headers, propagator === undefined ? { context: ROOT_CONTEXT } : { context: ROOT_CONTEXT, propagator }));
  return extracted !== undefined && trace.isSpanContextValid(extracted) ? extracted : undefined;
}

/**
 * One link per distinct producer span context among `records` (at most {@link MAX_LINKS}).
 * @internal
 */
export function linksOf(records: readonly ConsumedRecord[], propagator: TextMapPropagator | undefined): Link[] {
  const links: Link[] = [];
  const seen = new Set<string>();
  for (const record of records) {
    if (links.length >= MAX_LINKS) break;
    const spanContext = producerSpanContext(record, propagator);
    if (spanContext === undefined) continue;
    const id = `${spanContext.traceId}:${spanContext.spanId}`;
    if (seen.has(id)) continue;
    seen.add(id);
    links.push({ context: spanContext });
  }
  return links;
}

/**
 * The destination attributes shared by `records`: the topic when there is one, the partition when there is
 * one, and the batch size.
 * @internal
 */
export function batchAttributes(records: readonly ConsumedRecord[]): Attributes {
  const attributes: Attributes = { [A.batchMessageCount]: records.length };
  const first = records[0];
  if (first === undefined) return attributes;
  if (records.every((record) => record.topic === first.topic)) {
    attributes[A.destinationName] = first.topic;
    if (records.every((record) => record.partition === first.partition)) attributes[A.partitionId] = String(first.partition);
  }
  return attributes;
}
