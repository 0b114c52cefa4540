/**
 * gzip via `node:zlib`, always available. Kafka's Java client writes a plain gzip stream
 * (`GZIPOutputStream`); any RFC 1952 member decodes, including concatenated members.
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import { CompressionType } from './compression-type.js';
import type { CompressionCodec } from './compression-codec.js';

/**
 * The built-in gzip codec. Level 6 is zlib's default and matches Kafka's `compression.gzip.level` default.
 * @internal
 */
export const gzipCodec: CompressionCodec = {
  type: CompressionType.gzip,
  compress: (data) => gzipSync(data),
  decompress: (data) => gunzipSync(data),
};
