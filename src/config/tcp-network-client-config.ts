/**
 * Validation of `TcpNetworkClient`'s options: the zod schema checks a `TcpNetworkClientOptions` (the hand-written
 * interface in network-options.ts) plus the test seams, and fills in the defaults. Names follow the Java client's
 * (`reconnect.backoff.ms` -> `reconnectBackoffMs`); defaults are Kafka's. It lives in config/ with every other
 * option schema; the producer's, the consumer's and the admin client's schemas take its TLS and SASL parts.
 */
import { isObjectRecord } from '../errors/argument-checks.js';
import type { ConnectionOptions as TlsConnectionOptions } from 'node:tls';
import { z } from 'zod';
import { bootstrapServersSchema, HOST_PORT, INT32_MAX, intIn } from './schema-parts.js';
import { ConfigError, type ConfigIssue } from './config-error.js';
import { isLogger, noopLogger, type Logger } from './logger.js';
import type { RandomSource } from '../internal/backoff.js';
import { systemClock, type Clock } from '../internal/clock.js';
import type { OAuthBearerToken } from '../network/sasl/sasl-mechanism.js';
import type { TcpNetworkClientOptions, TlsOptions } from './network-options.js';
import type { Agrees, AssertAgrees } from './schema-agreement.js';
import type { ApiRegistry, TestSeams } from '../internal/test-seams.js';
import { clientApiByKey, clientApiByName } from '../protocol/messages/client-apis.generated.js';

const pemLike = z.custom<string | Buffer | readonly (string | Buffer)[]>(
  (value) => typeof value === 'string' || Buffer.isBuffer(value) || (Array.isArray(value) && value.every((item) => typeof item === 'string' || Buffer.isBuffer(item))),
  { error: 'must be a PEM string, a Buffer, or an array of them' },
);

/**
 * TLS settings (`security.protocol=SSL`): shared by the TCP client and the producer configuration.
 * @internal
 */
export const tlsOptionsSchema = z.strictObject({
  /** Trusted CA certificates (PEM); Node's default root store when omitted. */
  ca: pemLike.optional(),
  /** Client certificate chain (PEM) for mutual TLS (`ssl.keystore` in Java). */
  cert: pemLike.optional(),
  /** Client private key (PEM). */
  key: pemLike.optional(),
  /** Passphrase of an encrypted `key`. */
  passphrase: z.string().optional(),
  /** SNI and certificate host name; defaults to the broker's host (if not an IP address). */
  servername: z.string().min(1).optional(),
  /** False accepts any server certificate: for tests only (`ssl.endpoint.identification.algorithm=` plus a trust-all store). */
  rejectUnauthorized: z.boolean().default(true),
});

/** Most SCRAM iterations the client will compute when the server asks (see scram-mechanism.ts); default 16384. */
const scramMaxIterations = z.number().int().min(4096).max(0x7fffffff).optional();

const credentials = { username: z.string().min(1, { error: 'must not be empty' }), password: z.string() };

/**
 * SASL settings (`sasl.mechanism` plus credentials): shared by the TCP client and the producer configuration.
 * @internal
 */
export const saslOptionsSchema = z.discriminatedUnion('mechanism', [
  z.strictObject({ mechanism: z.literal('plain'), ...credentials }),
  z.strictObject({ mechanism: z.literal('scram-sha-256'), ...credentials, maxIterations: scramMaxIterations }),
  z.strictObject({ mechanism: z.literal('scram-sha-512'), ...credentials, maxIterations: scramMaxIterations }),
  z.strictObject({
    mechanism: z.literal('oauthbearer'),
    oauthBearerProvider: z.custom<() => Promise<OAuthBearerToken>>((value) => typeof value === 'function', { error: 'must be an async function returning { value, extensions? }' }),
  }),
], { error: "mechanism must be 'plain', 'scram-sha-256', 'scram-sha-512' or 'oauthbearer'" });

/**
 * The TCP network client's options schema. Prefer {@link resolveTcpNetworkClientOptions}.
 * @internal
 */
/** The client registry as an {@link ApiRegistry}: only the APIs the producer sends. */
const CLIENT_API_REGISTRY: ApiRegistry = { byName: clientApiByName, byKey: clientApiByKey };

/**
 * What every client that builds its own TCP client from `bootstrapServers` takes alike: a logger (silent by
 * default) and the TCP client's TLS and SASL options.
 * @internal
 */
export const ownNetworkClientFields = {
  logger: z.custom<Logger>(isLogger, { error: 'must have debug, info, warn and error methods' }).default(noopLogger),
  tls: z.union([z.literal(true), tlsOptionsSchema]).optional(),
  sasl: saslOptionsSchema.optional(),
};

export const tcpNetworkClientOptionsSchema = z.strictObject({
  /** `bootstrap.servers`: where to fetch the first metadata; tried in turn until one answers. */
  bootstrapServers: bootstrapServersSchema,
  /** `client.id`: sent in every request header. */
  clientId: z.string().min(1, { error: 'must not be empty' }).default('kafka-eos'),
  /** `request.timeout.ms`: default bound per request, from hand-off to response. */
  requestTimeoutMs: intIn(1, INT32_MAX, 'milliseconds').default(30_000),
  /** `socket.connection.setup.timeout.ms`: bound on TCP connect + TLS handshake. */
  connectionTimeoutMs: intIn(1, INT32_MAX, 'milliseconds').default(10_000),
  /** `reconnect.backoff.ms`: wait after a failed connection before the next attempt to that broker. */
  reconnectBackoffMs: intIn(0, INT32_MAX, 'milliseconds').default(50),
  /** `reconnect.backoff.max.ms`: cap of the exponential reconnect backoff (KIP-144). */
  reconnectBackoffMaxMs: intIn(0, INT32_MAX, 'milliseconds').default(1_000),
  /** `max.in.flight.requests.per.connection`: written-but-unanswered requests per broker; more wait in a queue. */
  maxInFlightRequestsPerConnection: intIn(1, 1_000, 'requests').default(5),
  /** Requests that may wait for an in-flight slot per broker; beyond it `send` fails at once with requestSent false. */
  maxQueuedRequestsPerConnection: intIn(0, INT32_MAX, 'requests').default(10_000),
  /** TLS (`security.protocol=SSL`); plaintext when omitted. `true` uses Node's defaults. */
  tls: z.union([z.literal(true), tlsOptionsSchema]).optional(),
  /** SASL (`security.protocol=SASL_PLAINTEXT`, or `SASL_SSL` together with `tls`). */
  sasl: saslOptionsSchema.optional(),
  /** Time source for timeouts and backoff; tests pass a ManualClock. */
  clock: z.custom<Clock>((value) => isObjectRecord(value) && typeof value.now === 'function' && typeof value.setTimer === 'function', { error: 'must have now() and setTimer()' }).default(systemClock),
  /** Random source for the reconnect jitter; tests pass `seededRandom(n)`. */
  random: z.custom<RandomSource>((value) => typeof value === 'function', { error: 'must be a function returning [0, 1)' }).default(() => Math.random),
  /** The API codecs the client may use (a test seam); the client registry by default. */
  apiRegistry: z.custom<ApiRegistry>((value) => isObjectRecord(value) && typeof value.byName === 'function' && typeof value.byKey === 'function', { error: 'must have byName() and byKey()' }).default(CLIENT_API_REGISTRY),
  /** A logger with debug/info/warn/error methods; silent by default. */
  logger: z.custom<Logger>(isLogger, { error: 'must have debug, info, warn and error methods' }).default(noopLogger),
}).superRefine((options, context) => {
  if (options.reconnectBackoffMs > options.reconnectBackoffMaxMs) {
    context.addIssue({ code: 'custom', path: ['reconnectBackoffMs'], message: `must be <= reconnectBackoffMaxMs (${options.reconnectBackoffMs} > ${options.reconnectBackoffMaxMs})` });
  }
});

export type { TcpNetworkClientOptions };

/** Compiles only when the schema (minus the test seams) and the {@link TcpNetworkClientOptions} interface agree. @internal */
export type SchemaAgreesWithInterface = AssertAgrees<Agrees<TcpNetworkClientOptions, Omit<z.input<typeof tcpNetworkClientOptionsSchema>, keyof TestSeams>>>;
/** Compiles only when the TLS schema and the {@link TlsOptions} interface agree. @internal */
export type TlsSchemaAgreesWithInterface = AssertAgrees<Agrees<TlsOptions, z.input<typeof tlsOptionsSchema>>>;

/**
 * Options after defaults and validation.
 * @internal
 */
export type ResolvedTcpNetworkClientOptions = z.output<typeof tcpNetworkClientOptionsSchema>;

/**
 * Validates `input` and fills in defaults.
 * @throws {@link ConfigError} naming every bad option.
 * @internal
 */
export function resolveTcpNetworkClientOptions(input: TcpNetworkClientOptions & TestSeams): ResolvedTcpNetworkClientOptions {
  const result = tcpNetworkClientOptionsSchema.safeParse(input);
  if (result.success) return result.data;
  const issues: ConfigIssue[] = [];
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      const prefix = issue.path.map(String).join('.');
      for (const key of issue.keys) issues.push({ field: prefix === '' ? key : `${prefix}.${key}`, message: 'unknown option' });
      continue;
    }
    issues.push({ field: issue.path.map(String).join('.'), message: issue.message });
  }
  throw new ConfigError('network client options', issues, { cause: result.error });
}

/** A PEM option as `tls.connect` types it: a readonly list is copied into the mutable array it declares. */
function pem(value: string | Buffer | readonly (string | Buffer)[]): string | Buffer | (string | Buffer)[] {
  return typeof value === 'string' || Buffer.isBuffer(value) ? value : [...value];
}

/**
 * The `tls.connect` options for resolved TLS settings, or undefined for plaintext.
 * @internal
 */
export function toTlsConnectionOptions(tls: ResolvedTcpNetworkClientOptions['tls']): TlsConnectionOptions | undefined {
  if (tls === undefined) return undefined;
  if (tls === true) return {};
  const options: TlsConnectionOptions = { rejectUnauthorized: tls.rejectUnauthorized };
  if (tls.ca !== undefined) options.ca = pem(tls.ca);
  if (tls.cert !== undefined) options.cert = pem(tls.cert);
  if (tls.key !== undefined) options.key = pem(tls.key);
  if (tls.passphrase !== undefined) options.passphrase = tls.passphrase;
  if (tls.servername !== undefined) options.servername = tls.servername;
  return options;
}

/**
 * Splits a validated `host:port` (IPv6 in brackets) into its parts.
 * @internal
 */
export function parseHostPort(value: string): { host: string; port: number } {
  const match = HOST_PORT.exec(value);
  if (match === null) throw new RangeError(`not host:port: ${value}`);
  const host = match[1] ?? '';
  return { host: host.startsWith('[') ? host.slice(1, -1) : host, port: Number(match[2]) };
}
