/**
 * The zod pieces every options schema shares (producer, consumer, session, TCP client), so an integer option or a
 * "host:port" is checked, and its error worded, the same way everywhere.
 */
import { z } from 'zod';

/** The largest value of a Kafka INT32 field. @internal */
export const INT32_MAX = 2_147_483_647;

/**
 * An integer option in `[min, max]`; every message names the unit or meaning given as `what`.
 * @internal
 */
export const intIn = (min: number, max: number, what: string) =>
  z
    .number({ error: `must be a number (${what})` })
    .int({ error: `must be an integer (${what})` })
    .min(min, { error: `must be >= ${min} (${what})` })
    .max(max, { error: `must be <= ${max} (${what})` });

/** `host:port`, IPv6 hosts in brackets: the host in group 1, the port in group 2. @internal */
export const HOST_PORT = /^(\[[0-9a-fA-F:.]+\]|[^\s:[\]]+):(\d{1,5})$/;

/**
 * One bootstrap server, `host:port` (IPv6 hosts in brackets), surrounding whitespace ignored.
 * @internal
 */
export const hostPort = z
  .string()
  .trim()
  .min(1, { error: 'is empty: every entry must be "host:port"', abort: true })
  .regex(HOST_PORT, { error: 'must be "host:port" (IPv6 hosts in brackets)', abort: true })
  .refine((value) => {
    const port = Number(HOST_PORT.exec(value)?.[2]);
    return port >= 1 && port <= 65535;
  }, { error: 'port must be in 1-65535' });

/**
 * `bootstrap.servers` wherever a client takes it (producer, consumer, TCP client, KafkaJS adapter): the
 * comma-separated string every Kafka client and tool uses (`'a:9092, b:9092'`, split on commas and trimmed, as
 * Java's list options are) or an array of `"host:port"`. An empty entry (`'a:9092,,b:9092'`, a trailing comma) is
 * refused under its index (`bootstrapServers.1`) rather than skipped: it is almost always a mistake in the
 * configuration that produced the string. The output is always the array.
 * @internal
 */
export const bootstrapServersSchema = z
  .union([
    z.string().transform((value) => (value.trim() === '' ? [] : value.split(','))),
    z.array(z.string()),
  ], { error: 'must be "host:port,host:port" or an array of "host:port"' })
  .pipe(z.array(hostPort).min(1, { error: 'must list at least one "host:port"' }));

/**
 * `retry.backoff.ms` and `retry.backoff.max.ms` with the clients' defaults (KIP-580's exponential retry backoff).
 * @internal
 */
export const retryBackoffFields = {
  retryBackoffMs: intIn(0, INT32_MAX, 'milliseconds').default(100),
  retryBackoffMaxMs: intIn(0, INT32_MAX, 'milliseconds').default(1_000),
};

/**
 * The rule between the two {@link retryBackoffFields}, for a schema's `superRefine`: the first backoff must not
 * exceed the cap it doubles towards.
 * @internal
 */
export function checkRetryBackoff(
  config: { readonly retryBackoffMs: number; readonly retryBackoffMaxMs: number },
  context: { addIssue(issue: { code: 'custom'; path: string[]; message: string }): void },
): void {
  if (config.retryBackoffMs > config.retryBackoffMaxMs) {
    context.addIssue({ code: 'custom', path: ['retryBackoffMs'], message: `must be <= retryBackoffMaxMs (${config.retryBackoffMs} > ${config.retryBackoffMaxMs})` });
  }
}
