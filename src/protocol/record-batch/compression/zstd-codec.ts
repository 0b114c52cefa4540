/**
 * Zstandard for record batches (KIP-110), through the optional `@bokuweb/zstd-wasm` package,
 * whose `.wasm` ships inside the npm tarball. Its wasm module must be instantiated
 * asynchronously once, which is why zstd is only usable after `loadCompressionCodec('zstd')`.
 */
import { CompressionType } from './compression-type.js';
import { asBuffer, type CompressionCodec } from './compression-codec.js';

/**
 * The subset of `@bokuweb/zstd-wasm` this codec uses.
 * @internal
 */
export interface ZstdLibrary {
  init(): Promise<void>;
  compress(input: Uint8Array, level?: number): Uint8Array;
  decompress(input: Uint8Array, options?: { defaultHeapSize: number }): Uint8Array;
}

/** Kafka's default `compression.zstd.level` (KIP-390) is zstd's own default, 3. */
const LEVEL = 3;
/**
 * Frames written by streaming compressors (zstd-jni in the Java client) omit the content size, so
 * the library must guess an output size: start at 8x the input and grow, up to this cap.
 */
const MAX_GUESSED_OUTPUT = 256 * 1024 * 1024;

/**
 * Builds the zstd codec around an initialised `@bokuweb/zstd-wasm`.
 * @internal
 */
export function createZstdCodec(library: ZstdLibrary): CompressionCodec {
  return {
    type: CompressionType.zstd,
    compress: (data) => asBuffer(library.compress(data, LEVEL)),
    decompress: (data) => {
      let guess = Math.max(64 * 1024, data.length * 8);
      for (;;) {
        try {
          return asBuffer(library.decompress(data, { defaultHeapSize: guess }));
        } catch (error) {
          if (guess >= MAX_GUESSED_OUTPUT) throw error;
          guess *= 4;
        }
      }
    },
  };
}
