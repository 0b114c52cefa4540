/**
 * The one error type of the real-Kafka cluster tooling: its message is a single line naming the cause
 * (missing Java or Maven, a port in use, a broker that failed to start), printed as-is by the CLI.
 */

/**
 * A failure to start or run the real Kafka cluster.
 * @internal
 */
export class KafkaClusterError extends Error {
  override readonly name = 'KafkaClusterError';
}
