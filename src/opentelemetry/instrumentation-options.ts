/**
 * Options of {@link KafkaEosInstrumentation}, and their validation: a zod schema (not public) that names every
 * bad field in one ConfigError, as the client's other options do.
 */
import type { MeterProvider, TextMapPropagator, TracerProvider } from '@opentelemetry/api';
import { isObjectRecord } from '../errors/argument-checks.js';
import { z } from 'zod';
import { ConfigError } from '../config/config-error.js';
import type { Agrees, AssertAgrees } from '../config/schema-agreement.js';

/**
 * Options of `new KafkaEosInstrumentation(options)`.
 * @public
 */
export interface KafkaEosInstrumentationOptions {
  /** Where spans go (default: the global tracer provider, read when `enable()` is called). */
  readonly tracerProvider?: TracerProvider;
  /** Where metrics go (default: the global meter provider, read when `enable()` is called). */
  readonly meterProvider?: MeterProvider;
  /** Injects and extracts trace context (default: the global propagator, e.g. W3C `traceparent`/`tracestate`). */
  readonly propagator?: TextMapPropagator;
  /** Write the send span's context into every sent record's headers (default true). */
  readonly propagateContext?: boolean;
  /** A span per request on the wire (default false). */
  readonly requestSpans?: boolean;
}

const hasMethods = (...names: readonly string[]) => (value: unknown): boolean =>
  isObjectRecord(value) && names.every((name) => typeof value[name] === 'function');

/** @internal */
export const instrumentationOptionsSchema = z.strictObject({
  tracerProvider: z.custom<TracerProvider>(hasMethods('getTracer'), { error: 'must be a TracerProvider (with getTracer)' }).optional(),
  meterProvider: z.custom<MeterProvider>(hasMethods('getMeter'), { error: 'must be a MeterProvider (with getMeter)' }).optional(),
  propagator: z.custom<TextMapPropagator>(hasMethods('inject', 'extract', 'fields'), { error: 'must be a TextMapPropagator (with inject, extract and fields)' }).optional(),
  propagateContext: z.boolean({ error: 'must be a boolean' }).default(true),
  requestSpans: z.boolean({ error: 'must be a boolean' }).default(false),
});

/** Compiles only when the schema and the interface agree on every name and type. @internal */
export type InstrumentationSchemaAgrees = AssertAgrees<Agrees<KafkaEosInstrumentationOptions, z.input<typeof instrumentationOptionsSchema>>>;

/** @internal */
export type ResolvedInstrumentationOptions = z.output<typeof instrumentationOptionsSchema>;

/**
 * Validates the options.
 * @throws {@link ConfigError} naming every bad field.
 * @internal
 */
export function resolveInstrumentationOptions(input: KafkaEosInstrumentationOptions): ResolvedInstrumentationOptions {
  // Typed for TypeScript callers; plain JavaScript may pass anything.
  const given: unknown = input;
  if (typeof given !== 'object' || given === null) {
    throw new ConfigError('OpenTelemetry instrumentation options', [{ field: '', message: 'must be an object ({ tracerProvider, meterProvider, ... })' }]);
  }
  const result = instrumentationOptionsSchema.safeParse(input);
  if (result.success) return result.data;
  const issues = result.error.issues.flatMap((issue) => (issue.code === 'unrecognized_keys'
    ? issue.keys.map((key) => ({ field: key, message: 'unknown option' }))
    : [{ field: issue.path.map(String).join('.'), message: issue.message }]));
  throw new ConfigError('OpenTelemetry instrumentation options', issues, { cause: result.error });
}
