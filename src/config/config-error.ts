import { KafkaClientError } from '../errors/kafka-client-error.js';

/**
 * One problem found while validating a configuration object.
 * @public
 */
export interface ConfigIssue {
  /** The option at fault, dotted for nested values (`bootstrapServers.0`); `''` for the whole object. */
  readonly field: string;
  /** Why it is rejected, phrased so that the fix is obvious. */
  readonly message: string;
}

/**
 * A configuration object was rejected. The message names every bad option with its reason; the
 * same information is available as data in {@link ConfigError.issues}. The original zod error, when
 * there is one, is kept as `cause`.
 *
 * Mirrors Kafka's `ConfigException`, but reports all problems at once instead of the first one.
 * @public
 */
export class ConfigError extends KafkaClientError {
  /** Every problem found, in the order the schema reported them. */
  readonly issues: readonly ConfigIssue[];

  /**
   * Builds the error and its message from the arguments.
   * @param subject - What was being configured (`ProducerOptions`, ...).
   * @param issues - One entry per invalid field.
   */
  constructor(subject: string, issues: readonly ConfigIssue[], options: { cause?: unknown } = {}) {
    const lines = issues.map((issue) => `  - ${issue.field === '' ? '(config)' : issue.field}: ${issue.message}`);
    super('ERR_CONFIG', `invalid ${subject} (${issues.length} problem${issues.length === 1 ? '' : 's'}):\n${lines.join('\n')}`, options);
    this.issues = Object.freeze([...issues]);
  }
}
