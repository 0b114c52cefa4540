/**
 * The admin client configuration's validation (the producer-config.ts pattern): the zod schema checks an
 * {@link AdminConfig}, fills in the defaults and enforces the cross-field rules; compile-time checks below fail the
 * build when the schema and the interfaces disagree. No zod type reaches the declarations.
 */
import { z } from 'zod';
import { bootstrapServersSchema, checkRetryBackoff, INT32_MAX, intIn, retryBackoffFields } from './schema-parts.js';
import { ownNetworkClientFields } from './tcp-network-client-config.js';
import { ConfigError } from './config-error.js';
import { toConfigIssues } from './config-issues.js';
import type { AdminConfig, ResolvedAdminConfig } from './admin-options.js';
import type { Agrees, AssertAgrees } from './schema-agreement.js';

/**
 * The admin configuration schema. Prefer {@link resolveAdminConfig}.
 * @internal
 */
export const adminConfigSchema = z
  .strictObject({
    bootstrapServers: bootstrapServersSchema.optional(),
    clientId: z.string().min(1, { error: 'must not be empty' }).default('kafka-eos'),
    requestTimeoutMs: intIn(1, INT32_MAX, 'milliseconds').default(30_000),
    defaultApiTimeoutMs: intIn(1, INT32_MAX, 'milliseconds').default(60_000),
    ...retryBackoffFields,
    ...ownNetworkClientFields,
  })
  .superRefine((config, context) => {
    checkRetryBackoff(config, context);
  });

/** Compiles only when the schema and the {@link AdminConfig} interface agree on every name and type. @internal */
export type AdminSchemaAgreesWithInterface = AssertAgrees<Agrees<AdminConfig, z.input<typeof adminConfigSchema>>>;

/** Compiles only when the schema's output and the {@link ResolvedAdminConfig} interface agree. @internal */
export type AdminOutputAgreesWithInterface = AssertAgrees<Agrees<ResolvedAdminConfig, z.output<typeof adminConfigSchema>>>;

const KNOWN_OPTIONS: readonly string[] = Object.keys(adminConfigSchema.shape);

/**
 * Validates `input` and fills in defaults.
 * @throws {@link ConfigError} naming every bad option, including unknown ones (with a suggestion for typos).
 * @internal
 */
export function resolveAdminConfig(input: AdminConfig): ResolvedAdminConfig {
  const result = adminConfigSchema.safeParse(input);
  if (result.success) return result.data;
  throw new ConfigError('admin config', toConfigIssues(result.error.issues, KNOWN_OPTIONS), { cause: result.error });
}
