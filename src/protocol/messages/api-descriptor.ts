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
  readonly apiKey: number;
  readonly minVersion: number;
  readonly maxVersion: number;
  /** First flexible version (request header v2, response header v1), or null. */
  readonly flexibleFrom: number | null;
  readonly request: MessageCodec<Request>;
  readonly response: MessageCodec<Response>;
}
