/**
 * The broker side of the framing: decoding request frames and encoding response frames, with the full broker
 * registry (every API) by default. Only `kafka-eos/testing` and `kafka-eos/protocol` reach this module, so
 * the client's bundle carries no codec it never sends (see framing.ts).
 */
import { apiByKey } from './messages/index.generated.js';
import { RequestHeader } from './messages/request-header.generated.js';
import { ResponseHeader } from './messages/response-header.generated.js';
import type { Writer } from './primitives/writer.js';
import { checkConsumed, describeApi, frameReader, isFlexible, responseHeaderVersion, type ApiRegistry, type DecodedRequest, type DecodeRequestOptions } from './framing.js';

/**
 * Writes a whole response frame: int32 size, response header, body.
 * @public
 */
export function encodeResponse(writer: Writer, apiKey: number, apiVersion: number, correlationId: number, body: unknown, registry: ApiRegistry = apiByKey): void {
  const api = describeApi(registry, apiKey, apiVersion);
  const sizePosition = writer.reserve(4);
  ResponseHeader.encode(writer, { correlationId }, responseHeaderVersion(apiKey, apiVersion, registry));
  api.response.encode(writer, body, apiVersion);
  writer.setInt32At(sizePosition, writer.offset - sizePosition - 4);
}

/**
 * Decodes a whole request frame (broker side). An API key or version this library does not
 * implement throws {@link kafka-eos!UnsupportedVersionError} carrying the request's correlation id, so that
 * the broker can still answer; bad bytes throw {@link kafka-eos!TruncatedInputError} or {@link kafka-eos!CorruptInputError}.
 * Bytes after a complete body are a {@link kafka-eos!CorruptInputError} unless `options.trailingBytes` is `'ignore'`.
 * @public
 */
export function decodeRequest(frame: Buffer, registry: ApiRegistry = apiByKey, options: DecodeRequestOptions = {}): DecodedRequest {
  const reader = frameReader(frame);
  // The first three header fields are the same in every header version: read them to pick the codec.
  const apiKey = reader.readInt16();
  const apiVersion = reader.readInt16();
  const correlationId = reader.readInt32();
  reader.offset = 4;
  const api = describeApi(registry, apiKey, apiVersion, correlationId);
  const header = RequestHeader.decode(reader, isFlexible(api, apiVersion) ? 2 : 1);
  const body = api.request.decode(reader, apiVersion);
  if (options.trailingBytes !== 'ignore') checkConsumed(reader, `${api.name} request`);
  return { header, api, body, trailingBytes: reader.remaining };
}
