/**
 * The compression codec ids stored in bits 0-2 of a record batch's `attributes`
 * (Kafka `org.apache.kafka.common.record.CompressionType`).
 */

/**
 * Compression codec ids as Kafka numbers them on the wire.
 * @public
 */
export const CompressionType = {
  /** Batches are written uncompressed. */
  none: 0,
  /** gzip, with Node's zlib (always available). */
  gzip: 1,
  /** Snappy, with the optional `snappyjs` dependency. */
  snappy: 2,
  /** LZ4 frames, with the optional `lz4js` dependency. */
  lz4: 3,
  /** Zstandard (Kafka 2.1+, Produce v7+), with the optional `@bokuweb/zstd-wasm` dependency. */
  zstd: 4,
} as const;

/**
 * One of the {@link CompressionType} ids.
 * @public
 */
export type CompressionType = (typeof CompressionType)[keyof typeof CompressionType];

/**
 * The name of a compression type (`'none' | 'gzip' | 'snappy' | 'lz4' | 'zstd'`).
 * @public
 */
export type CompressionName = keyof typeof CompressionType;

const NAMES: readonly CompressionName[] = ['none', 'gzip', 'snappy', 'lz4', 'zstd'];

/**
 * The name of a compression type id, e.g. `compressionName(3) === 'lz4'`.
 * @public
 */
export function compressionName(type: CompressionType): CompressionName {
  return NAMES[type] as CompressionName;
}

/**
 * True when `value` is a known {@link CompressionType} id (0-4); 5-7 are unused by Kafka.
 * @public
 */
export function isCompressionType(value: number): value is CompressionType {
  return Number.isInteger(value) && value >= 0 && value <= 4;
}
