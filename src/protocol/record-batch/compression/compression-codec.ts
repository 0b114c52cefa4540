/**
 * The pluggable compression interface. Kafka compresses the whole records section of a batch as
 * one unit (`DefaultRecordBatch`), so a codec only ever sees complete buffers: no streaming is
 * needed, and both directions are synchronous so that encoding and decoding stay on the caller's
 * tick. Codecs whose library needs asynchronous set-up (a wasm module) are loaded once with
 * `loadCompressionCodec` before use.
 */
import type { CompressionType } from './compression-type.js';

/**
 * A compression codec for one {@link CompressionType}. Register your own with
 * `registerCompressionCodec` to replace a built-in one (e.g. a native zstd binding).
 * @public
 */
export interface CompressionCodec {
  /** The attribute id this codec handles. */
  readonly type: CompressionType;
  /** Compresses a complete records section. */
  compress(data: Buffer): Buffer;
  /**
   * Decompresses a complete records section. Must throw (any error) on malformed input rather
   * than return garbage or hang; the decoder wraps the error in a `CorruptInputError`.
   */
  decompress(data: Buffer): Buffer;
}

/**
 * `bytes` as a `Buffer` over the same memory, without a copy: the wasm and JavaScript compression libraries answer
 * with a `Uint8Array`, and the record-batch code reads `Buffer`s.
 * @internal
 */
export function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
