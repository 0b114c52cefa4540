import type { BrokerErrorCode, KafkaErrorName } from './error-codes.js';
import { KafkaClientError } from './kafka-client-error.js';
import { errorCodeInfo, errorCodeName } from './protocol-error-codes.generated.js';

/**
 * Where a {@link ProtocolError} came from.
 * @public
 */
export interface ProtocolErrorOrigin {
  /** API name, e.g. `EndTxn`. */
  readonly api: string;
  /** The API version the request was sent at. */
  readonly version: number;
  /** The broker's error code. */
  readonly errorCode: number;
  /** The broker's error message, when the response carries one. */
  readonly errorMessage?: string | null;
  /** Topic-partition or group the error is about, when it is about one. */
  readonly resource?: string;
}

/**
 * A Kafka broker answered with an error code.
 *
 * `code` is `ERR_KAFKA_<NAME>` (for example `ERR_KAFKA_PRODUCER_FENCED`); `errorName` is Kafka's
 * name. `retriable` is the protocol table's broker-level hint; the transactional producer decides
 * per API what an error means for the transaction (see `classification` on producer errors).
 * @public
 */
export class ProtocolError extends KafkaClientError {
  /** `ERR_KAFKA_<NAME>`, from {@link ProtocolError.errorName}. */
  declare readonly code: BrokerErrorCode;
  /** The API whose response carried the error (`Produce`, `OffsetFetch`, ...). */
  readonly api: string;
  /** The API version of that request and response. */
  readonly version: number;
  /** The Kafka error code (see `ErrorCode`). */
  readonly errorCode: number;
  /** The error code's name in Kafka's `Errors` enum (`NOT_COORDINATOR`, ...), or `UNKNOWN_ERROR_CODE_<n>`. */
  readonly errorName: KafkaErrorName;
  /**
   * Whether Kafka's error table marks the code retriable. Which errors a client call retries is decided per API; this
   * is the broker-level hint.
   */
  readonly retriable: boolean;
  /** Whether the error means the client's metadata is stale (a leader or coordinator moved). */
  readonly invalidMetadata: boolean;
  /** The broker's own message for the error, when the response carries one; null otherwise. */
  readonly errorMessage: string | null;

  /**
   * Builds the error and its message from the arguments.
   * @param origin - The API, version, error code and resource of the failed response.
   */
  constructor(origin: ProtocolErrorOrigin) {
    const name = errorCodeName(origin.errorCode);
    const info = errorCodeInfo(origin.errorCode);
    const where = origin.resource === undefined ? '' : ` for ${origin.resource}`;
    const detail = origin.errorMessage ? `: ${origin.errorMessage}` : '';
    super(`ERR_KAFKA_${name}`, `${origin.api} v${origin.version}${where} failed with ${name} (${origin.errorCode})${detail}`);
    this.api = origin.api;
    this.version = origin.version;
    this.errorCode = origin.errorCode;
    this.errorName = name;
    this.retriable = info?.retriable ?? false;
    this.invalidMetadata = info?.invalidMetadata ?? false;
    this.errorMessage = origin.errorMessage ?? null;
  }
}
