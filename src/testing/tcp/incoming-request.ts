/**
 * Reading one request frame of the TCP face, as Kafka's `RequestContext.parseRequest` does: the header and the body
 * of a version the codecs know; bytes left inside the frame after a complete body are counted and ignored. An
 * ApiVersions request newer than the codecs still yields its header (KIP-511: the dispatcher answers it with
 * UNSUPPORTED_VERSION in the v0 format); anything else that does not decode is a request Kafka could not parse
 * either.
 */
import { decodeRequest } from '../../protocol/broker-framing.js';
import { ApiKey } from '../../protocol/messages/index.generated.js';
import { UnsupportedVersionError } from '../../protocol/messages/unsupported-version-error.js';

/** A decoded request frame, or why it does not decode. @internal */
export type IncomingRequest =
  | {
    readonly kind: 'request';
    readonly apiKey: number;
    readonly apiVersion: number;
    readonly correlationId: number;
    readonly clientId: string | null;
    /** The decoded body; undefined for an ApiVersions request newer than the codecs. */
    readonly body: unknown;
    /** Bytes after the complete body, ignored. */
    readonly trailingBytes: number;
  }
  | { readonly kind: 'undecodable'; readonly error: unknown };

/**
 * Decodes one frame (size prefix included).
 * @internal
 */
export function readIncomingRequest(frame: Buffer): IncomingRequest {
  try {
    const request = decodeRequest(frame, undefined, { trailingBytes: 'ignore' });
    const { requestApiKey: apiKey, requestApiVersion: apiVersion, correlationId, clientId } = request.header;
    return { kind: 'request', apiKey, apiVersion, correlationId, clientId, body: request.body, trailingBytes: request.trailingBytes };
  } catch (error) {
    if (!(error instanceof UnsupportedVersionError && error.apiKey === ApiKey.ApiVersions && error.correlationId !== null)) return { kind: 'undecodable', error };
    return { kind: 'request', apiKey: error.apiKey, apiVersion: error.apiVersion, correlationId: error.correlationId, clientId: null, body: undefined, trailingBytes: 0 };
  }
}
