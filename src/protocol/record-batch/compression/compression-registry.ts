/**
 * Which codec handles which compression type. gzip (node:zlib) is always registered; snappy, lz4
 * and zstd come from optional packages that are imported lazily by {@link loadCompressionCodec},
 * so an application that never compresses never loads them. LZ4 *decompression* is built in.
 * Applications may replace any codec (e.g. with a native binding) via {@link registerCompressionCodec}.
 */
import { CompressionCodecUnavailableError } from './compression-errors.js';
import type { CompressionCodec } from './compression-codec.js';
import { CompressionType, compressionName, type CompressionName } from './compression-type.js';
import { gzipCodec } from './gzip-codec.js';
import { createLz4Codec, type Lz4Library } from './lz4-codec.js';
import { createSnappyCodec, type SnappyLibrary } from './snappy-codec.js';
import { createZstdCodec, type ZstdLibrary } from './zstd-codec.js';

type OptionalCodecName = 'snappy' | 'lz4' | 'zstd';

/** The npm package behind each optional built-in codec. */
const OPTIONAL_PACKAGES: Readonly<Record<OptionalCodecName, string>> = {
  snappy: 'snappyjs',
  lz4: 'lz4js',
  zstd: '@bokuweb/zstd-wasm',
};

const codecs = new Map<CompressionType, CompressionCodec>([[CompressionType.gzip, gzipCodec]]);
/** A decode-only LZ4 codec until lz4js is loaded: reading LZ4 batches needs no package. */
const lz4DecodeOnly = createLz4Codec(undefined);
const loading = new Map<CompressionType, Promise<CompressionCodec>>();

/**
 * Registers (or replaces) the codec for `codec.type`.
 * @public
 */
export function registerCompressionCodec(codec: CompressionCodec): void {
  if (codec.type === CompressionType.none) throw new TypeError('compression type none takes no codec');
  codecs.set(codec.type, codec);
}

/**
 * The registered codec for `type`.
 * @throws CompressionCodecUnavailableError when none is registered (load it first).
 * @internal
 */
export function compressionCodecFor(type: CompressionType): CompressionCodec {
  const codec = codecs.get(type);
  if (codec !== undefined) return codec;
  const name = compressionName(type);
  if (type === CompressionType.lz4) return lz4DecodeOnly;
  throw new CompressionCodecUnavailableError(name, name === 'none' || name === 'gzip' ? undefined : OPTIONAL_PACKAGES[name]);
}

/** Imports a package by a specifier the bundler must not resolve (it is optional). */
async function importOptional(specifier: string): Promise<unknown> {
  const loaded = (await import(specifier)) as { default?: unknown };
  // CommonJS packages arrive as { default: module.exports } when imported from ESM.
  return loaded.default ?? loaded;
}

async function loadOptional(name: OptionalCodecName): Promise<CompressionCodec> {
  const packageName = OPTIONAL_PACKAGES[name];
  let library: unknown;
  try {
    library = await importOptional(packageName);
  } catch (error) {
    throw new CompressionCodecUnavailableError(name, packageName, { cause: error });
  }
  switch (name) {
    case 'snappy':
      return createSnappyCodec(library as SnappyLibrary);
    case 'lz4':
      return createLz4Codec(library as Lz4Library);
    case 'zstd': {
      const zstd = library as ZstdLibrary;
      await zstd.init();
      return createZstdCodec(zstd);
    }
  }
}

/**
 * Makes `compression` usable for encoding and decoding: a no-op for none/gzip or an already
 * registered codec, otherwise imports the optional package (once) and registers its codec.
 * Producers await this at start-up for their configured compression; consumers of Fetch
 * responses may call {@link loadAvailableCompressionCodecs}.
 * @throws CompressionCodecUnavailableError naming the package when it is not installed.
 * @public
 */
export async function loadCompressionCodec(compression: CompressionName | CompressionType): Promise<CompressionCodec | undefined> {
  const type = typeof compression === 'number' ? compression : CompressionType[compression];
  const name = compressionName(type);
  if (name === 'none') return undefined;
  const registered = codecs.get(type);
  if (registered !== undefined) return registered;
  if (name === 'gzip') return gzipCodec;
  let pending = loading.get(type);
  if (pending === undefined) {
    pending = loadOptional(name).then((codec) => {
      // A codec the application registered meanwhile wins over the built-in one.
      const current = codecs.get(type) ?? codec;
      codecs.set(type, current);
      return current;
    });
    loading.set(type, pending);
    pending.catch(() => loading.delete(type));
  }
  return pending;
}

/**
 * Loads every optional codec whose package is installed; returns the names now available.
 * Never throws for a missing package.
 * @public
 */
export async function loadAvailableCompressionCodecs(): Promise<CompressionName[]> {
  const names: OptionalCodecName[] = ['snappy', 'lz4', 'zstd'];
  const results = await Promise.allSettled(names.map((name) => loadCompressionCodec(name)));
  const available: CompressionName[] = ['gzip'];
  results.forEach((result, index) => {
    if (result.status === 'fulfilled') available.push(names[index] as CompressionName);
  });
  return available;
}
