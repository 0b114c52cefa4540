/**
 * Request and response framing: the int32 size prefix, the request header (v1, or v2 for flexible
 * request versions) and the response header (v0, or v1 for flexible versions), around a body
 * encoded by a generated codec registry. Every function that needs codecs takes the registry to look the API
 * up in: by default the client's (client-apis.generated.ts, only the APIs the client sends), so that the
 * client's bundle holds no other codec; the broker side (broker-framing.ts, `kafka-eos/testing`) passes
 * the full broker registry (`apiByKey` of index.generated.ts).
 *
 * Every `decode*` function takes a whole frame *including* its 4-byte size prefix, exactly what the
 * matching `encode*` wrote; {@link completeFrameLength} finds frame boundaries in a byte stream.
 * Mirrors Kafka's `RequestHeader`/`ResponseHeader` and `ApiKeys.requestHeaderVersion` /
 * `responseHeaderVersion`.
 */
import { CorruptInputError, TruncatedInputError } from '../errors/codec-errors.js';
import type { ApiDescriptor } from './messages/api-descriptor.js';
import { ApiKey } from './messages/api-keys.generated.js';
import { clientApiByKey } from './messages/client-apis.generated.js';
import { RequestHeader } from './messages/request-header.generated.js';
import { ResponseHeader } from './messages/response-header.generated.js';
import { UnsupportedVersionError } from './messages/unsupported-version-error.js';
import { Reader } from './primitives/reader.js';
import type { Writer } from './primitives/writer.js';

/**
 * What a client puts in a request header.
 * @public
 */
export interface RequestFrameHeader {
  /** The request's API key (see `ApiKey`). */
  readonly apiKey: number;
  /** The version the request is encoded at. */
  readonly apiVersion: number;
  /** The id the response echoes, chosen by the client per connection. */
  readonly correlationId: number;
  /** Always written with an int16 length, even in header v2 (`"flexibleVersions": "none"` in the spec). */
  readonly clientId: string | null;
}

/**
 * A decoded request frame (broker side).
 * @public
 */
export interface DecodedRequest {
  /** The request header (API key and version, correlation id, client id). */
  readonly header: RequestHeader;
  /** The descriptor of the request's API, whose codecs decoded the body. */
  readonly api: ApiDescriptor;
  /** The request body; its type is `ApiMessages[name]['request']` for `api.name`. */
  readonly body: unknown;
  /**
   * Bytes inside the frame after the complete body, left unread. Always 0 unless the frame was decoded
   * with `trailingBytes: 'ignore'` (see {@link DecodeRequestOptions}).
   */
  readonly trailingBytes: number;
}

/**
 * How {@link decodeRequest} treats a frame.
 * @public
 */
export interface DecodeRequestOptions {
  /**
   * What to do with bytes left inside the frame after a complete request body.
   * - `'reject'` (default): a {@link CorruptInputError}, so a codec that reads less than was written is
   *   caught in tests.
   * - `'ignore'`: decode the body and leave the rest unread, as Apache Kafka's broker does
   *   (`RequestContext.parseRequest` parses the body and never checks `remaining()`). librdkafka 2.x sends
   *   such frames: a Metadata v9+ request for all topics keeps a 4-byte array-count placeholder of which only
   *   the first byte is the null count, so its last 3 bytes are left over.
   * The size prefix still has to match the frame, and a body that needs more bytes than the frame holds is
   * still a {@link TruncatedInputError}.
   */
  readonly trailingBytes?: 'reject' | 'ignore';
}

/**
 * A decoded response frame (client side).
 * @public
 */
export interface DecodedResponse {
  /** The correlation id of the request this response answers. */
  readonly correlationId: number;
  /** The response body; its type is `ApiMessages[name]['response']` for the API that was asked. */
  readonly body: unknown;
}

/**
 * Looks an API up by key in a codec registry: `clientApiByKey` (the client's) or `apiByKey` (the broker's).
 * @public
 */
export type ApiRegistry = (apiKey: number) => ApiDescriptor | undefined;

/** The API and version, or {@link UnsupportedVersionError} when `registry` lacks either. @internal */
export function describeApi(registry: ApiRegistry, apiKey: number, apiVersion: number, correlationId: number | null = null): ApiDescriptor {
  const api = registry(apiKey);
  if (api === undefined) throw new UnsupportedVersionError(`api key ${apiKey}`, apiKey, apiVersion, correlationId);
  if (!(apiVersion >= api.minVersion && apiVersion <= api.maxVersion)) {
    throw new UnsupportedVersionError(api.name, apiKey, apiVersion, correlationId);
  }
  return api;
}

/** Whether `apiVersion` of `api` uses the flexible (tagged-field) encoding. @internal */
export function isFlexible(api: ApiDescriptor, apiVersion: number): boolean {
  return api.flexibleFrom !== null && apiVersion >= api.flexibleFrom;
}

/**
 * Request header version for a request: 2 when the request version is flexible, else 1 (KIP-482).
 * (ControlledShutdown v0's header v0 is not supported: Kafka removed that API.)
 * @public
 */
export function requestHeaderVersion(apiKey: number, apiVersion: number, registry: ApiRegistry = clientApiByKey): 1 | 2 {
  return isFlexible(describeApi(registry, apiKey, apiVersion), apiVersion) ? 2 : 1;
}

/**
 * Response header version for a response: 1 when flexible, else 0 — except ApiVersions, whose
 * response always uses header v0 so that a client can parse it before it knows what the broker
 * supports (KIP-511).
 * @public
 */
export function responseHeaderVersion(apiKey: number, apiVersion: number, registry: ApiRegistry = clientApiByKey): 0 | 1 {
  const api = describeApi(registry, apiKey, apiVersion);
  if (apiKey === ApiKey.ApiVersions) return 0;
  return isFlexible(api, apiVersion) ? 1 : 0;
}

/**
 * Writes a whole request frame: int32 size, request header, body.
 * Throws {@link UnsupportedVersionError} for an API or version this library does not implement.
 * @public
 */
export function encodeRequest(writer: Writer, header: RequestFrameHeader, body: unknown, registry: ApiRegistry = clientApiByKey): void {
  const api = describeApi(registry, header.apiKey, header.apiVersion);
  const sizePosition = writer.reserve(4);
  RequestHeader.encode(
    writer,
    {
      requestApiKey: header.apiKey,
      requestApiVersion: header.apiVersion,
      correlationId: header.correlationId,
      clientId: header.clientId,
    },
    isFlexible(api, header.apiVersion) ? 2 : 1,
  );
  api.request.encode(writer, body, header.apiVersion);
  writer.setInt32At(sizePosition, writer.offset - sizePosition - 4);
}

/**
 * Length (size prefix included) of the complete frame starting at `offset`, or 0 when `buffer`
 * does not hold all of it yet. A negative size is a {@link CorruptInputError}.
 * @public
 */
export function completeFrameLength(buffer: Buffer, offset = 0): number {
  if (buffer.length - offset < 4) return 0;
  const size = buffer.readInt32BE(offset);
  if (size < 0) throw new CorruptInputError(`negative frame size ${size}`, offset);
  return buffer.length - offset - 4 >= size ? size + 4 : 0;
}

/** A reader over the frame's payload, after checking the size prefix matches the buffer. @internal */
export function frameReader(frame: Buffer): Reader {
  const size = new Reader(frame).readInt32();
  if (size < 0) throw new CorruptInputError(`negative frame size ${size}`, 0);
  if (size > frame.length - 4) throw new TruncatedInputError('frame', 4, size, frame.length - 4);
  if (size < frame.length - 4) throw new CorruptInputError(`frame size ${size} but ${frame.length - 4} bytes follow`, 0);
  return new Reader(frame, 4);
}

/** Throws unless `reader` consumed the whole frame. @internal */
export function checkConsumed(reader: Reader, what: string): void {
  if (reader.remaining !== 0) throw new CorruptInputError(`${reader.remaining} bytes left after the ${what}`, reader.offset);
}

/**
 * The correlation id of a response frame (size prefix included), read before the API is known so
 * that a client can match the response to its in-flight request.
 * @public
 */
export function peekCorrelationId(frame: Buffer): number {
  const reader = frameReader(frame);
  return reader.readInt32();
}

/**
 * Decodes a whole response frame (client side) for the API and version that was requested.
 * @public
 */
export function decodeResponse(frame: Buffer, apiKey: number, apiVersion: number, registry: ApiRegistry = clientApiByKey): DecodedResponse {
  const api = describeApi(registry, apiKey, apiVersion);
  const reader = frameReader(frame);
  const header = ResponseHeader.decode(reader, responseHeaderVersion(apiKey, apiVersion, registry));
  const body = api.response.decode(reader, apiVersion);
  checkConsumed(reader, `${api.name} response`);
  return { correlationId: header.correlationId, body };
}
