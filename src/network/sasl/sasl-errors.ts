import { KafkaClientError } from '../../errors/kafka-client-error.js';

/**
 * SASL authentication failed: wrong credentials, a mechanism the broker has not enabled, a server
 * whose SCRAM signature does not verify, or a token callback that threw. Not retriable by waiting:
 * like Kafka's `SaslAuthenticationException`, it is surfaced to the caller as is, and no request of
 * the caller was sent.
 * @public
 */
export class SaslAuthenticationError extends KafkaClientError {
  /** The broker that refused, or null when the client failed before reaching one (a token provider that threw). */
  readonly nodeId: number | null;
  /** The SASL mechanism in use (`PLAIN`, `SCRAM-SHA-512`, `OAUTHBEARER`, ...). */
  readonly mechanism: string;
  /** The reason, without the broker and mechanism prefix. */
  readonly detail: string;

  /** `options.address` (`host:port`) names the broker in the message next to its id. */
  constructor(mechanism: string, nodeId: number | null, detail: string, options: { cause?: unknown; address?: string } = {}) {
    super('ERR_SASL_AUTHENTICATION', `SASL ${mechanism} authentication with broker ${nodeId ?? '?'}${options.address === undefined ? '' : ` (${options.address})`} failed: ${detail}`,
      options.cause === undefined ? {} : { cause: options.cause });
    this.nodeId = nodeId;
    this.mechanism = mechanism;
    this.detail = detail;
  }
}
