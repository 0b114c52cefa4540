import type { MessageCodec } from './message-codec.js';

/**
 * One Kafka API in the generated registry: its request and response codecs and the version range
 * this library supports. `Request`/`Response` default to `unknown` for code that looks APIs up by
 * key at run time (framing, brokers).
 * @public
 */
export interface ApiDescriptor<Request = unknown, Response = unknown> {
  /** The API name without the Request/Response suffix, e.g. `InitProducerId`. */
  readonly name: string;
  /** The API's numeric key (see `ApiKey`). */
  readonly apiKey: number;
  /** The lowest version the codecs can encode and decode. */
  readonly minVersion: number;
  /** The highest version the codecs can encode and decode. */
  readonly maxVersion: number;
  /** First flexible version (request header v2, response header v1), or null. */
  readonly flexibleFrom: number | null;
  /** Encodes and decodes the request body at any supported version. */
  readonly request: MessageCodec<Request>;
  /** Encodes and decodes the response body at any supported version. */
  readonly response: MessageCodec<Response>;
}
