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

/**
 * One bootstrap server, `host:port` (IPv6 hosts in brackets).
 * @internal
 */
export const hostPort = z
  .string()
  .regex(/^(\[[0-9a-fA-F:.]+\]|[^\s:[\]]+):\d{1,5}$/, { error: 'must be "host:port" (IPv6 hosts in brackets)' });
