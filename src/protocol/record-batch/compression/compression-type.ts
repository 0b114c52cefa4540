/**
 * The compression codec ids stored in bits 0-2 of a record batch's `attributes`
 * (Kafka `org.apache.kafka.common.record.CompressionType`).
 */

/**
 * Compression codec ids as Kafka numbers them on the wire.
 * @public
 */
export const CompressionType = {
  none: 0,
  gzip: 1,
  snappy: 2,
  lz4: 3,
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
