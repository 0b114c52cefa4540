import { KafkaClientError } from '../../errors/kafka-client-error.js';

/**
 * A message was asked for at a version this library does not implement, or a request named an API
 * key it does not know. The broker-side framing sets {@link UnsupportedVersionError.correlationId}
 * so that a server can still answer with `UNSUPPORTED_VERSION` (KIP-511 does this for ApiVersions).
 * @public
 */
export class UnsupportedVersionError extends KafkaClientError {
  /** The API key, or -1 for headers and data schemas. */
  readonly apiKey: number;
  /** The version that was asked for. */
  readonly apiVersion: number;
  /** The correlation id of the request being decoded, when known. */
  readonly correlationId: number | null;

  /**
   * Builds the error and its message from the arguments.
   * @param what - The message or header that has no codec at `apiVersion`.
   * @param correlationId - The request's correlation id, when known, so a broker can still answer it.
   */
  constructor(what: string, apiKey: number, apiVersion: number, correlationId: number | null = null) {
    super('ERR_PROTOCOL_UNSUPPORTED_VERSION', `${what} (api key ${apiKey}) has no supported version ${apiVersion}`);
    this.apiKey = apiKey;
    this.apiVersion = apiVersion;
    this.correlationId = correlationId;
  }
}
