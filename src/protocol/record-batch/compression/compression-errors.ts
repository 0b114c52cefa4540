import { KafkaClientError } from '../../../errors/kafka-client-error.js';
import type { CompressionName } from './compression-type.js';

/**
 * A batch needs a compression codec that is not registered, usually because its optional
 * package is not installed or `loadCompressionCodec` was not awaited first.
 * @public
 */
export class CompressionCodecUnavailableError extends KafkaClientError {
  /** The compression the batch asked for. */
  readonly compression: CompressionName;
  /** The npm package that provides the built-in codec, when there is one. */
  readonly packageName: string | undefined;

  /**
   * Builds the error and its message from the arguments.
   * @param compression - The codec asked for.
   * @param packageName - The optional package that provides it, if one does.
   */
  constructor(compression: CompressionName, packageName: string | undefined, options: { cause?: unknown } = {}) {
    super(
      'ERR_COMPRESSION_UNAVAILABLE',
      packageName === undefined
        ? `no codec registered for compression '${compression}'`
        : `no codec registered for compression '${compression}': install the optional package '${packageName}' `
          + `and await loadCompressionCodec('${compression}') before use, or register your own codec`,
      options,
    );
    this.compression = compression;
    this.packageName = packageName;
  }
}
