/**
 * kafka-eos/opentelemetry: OpenTelemetry tracing, metrics and trace context propagation for kafka-eos,
 * built on the client's `node:diagnostics_channel` channels. `@opentelemetry/api` is an optional peer
 * dependency: only this entry imports it. See docs/observability.md, "OpenTelemetry".
 * @packageDocumentation
 * @module kafka-eos/opentelemetry
 */
export { KafkaEosInstrumentation, INSTRUMENTATION_NAME } from './instrumentation.js';
export type { KafkaEosInstrumentationOptions } from './instrumentation-options.js';
export type { TraceProcessingOptions } from './process-span.js';
export { extractTraceContext, type ExtractTraceContextOptions } from './header-propagation.js';
export { KafkaEosAttributes, KafkaEosMetrics } from './semantic-conventions.js';
