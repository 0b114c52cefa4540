/**
 * Whether a client can produce with a row's codec on this machine. librdkafka compiles zstd in only when libzstd's
 * headers are installed at its build (node-rdkafka and @confluentinc/kafka-javascript build their bundled librdkafka
 * at `npm install`), and an unsupported `compression.codec` fails the producer's construction; such a client is
 * skipped on that row with the reason, as a missing peer is. The answer is read in a throwaway process, so the
 * runner itself never opens a native addon.
 */
import { execFileSync } from 'node:child_process';
import { PEERS_DIR } from '../clients/peer-modules.js';
import type { BenchCompression } from './bench-spec.js';
import type { ClientId } from './workloads.js';

const featuresOf = new Map<string, readonly string[]>();

/** librdkafka's `builtin.features` of the peer package `name` (node-rdkafka and kafka-javascript export them). */
function peerFeatures(name: string): readonly string[] {
  let features = featuresOf.get(name);
  if (features === undefined) {
    const script = `process.stdout.write(require(${JSON.stringify(name)}).features.join(','))`;
    features = execFileSync(process.execPath, ['-e', script], { cwd: PEERS_DIR, encoding: 'utf8', timeout: 30_000 }).split(',');
    featuresOf.set(name, features);
  }
  return features;
}

/** kcat's librdkafka features, from the `builtin.features=` of `kcat -V`. */
function kcatFeatures(): readonly string[] {
  let features = featuresOf.get('kcat');
  if (features === undefined) {
    const version = execFileSync('kcat', ['-V'], { encoding: 'utf8', timeout: 10_000 });
    features = /builtin\.features=([\w,]+)/.exec(version)?.[1]?.split(',') ?? [];
    featuresOf.set('kcat', features);
  }
  return features;
}

/**
 * Why `client` cannot produce with `compression` here, or undefined when it can (or only its run would tell).
 * KafkaJS is left out of the lz4 and zstd rows by their client lists; kafka-eos reports a missing optional codec
 * package itself, and Java's Kafka distribution ships every codec.
 * @internal
 */
export function codecUnsupported(client: ClientId, compression: BenchCompression): string | undefined {
  if (compression === 'none' || compression === 'gzip') return undefined;
  const librdkafka = client === 'node-rdkafka' ? 'node-rdkafka' : client === 'confluent' ? '@confluentinc/kafka-javascript' : client === 'kcat' ? 'kcat' : undefined;
  if (librdkafka === undefined) return undefined;
  const features = librdkafka === 'kcat' ? kcatFeatures() : peerFeatures(librdkafka);
  if (features.includes(compression)) return undefined;
  return `${librdkafka}'s librdkafka was built without ${compression} (builtin.features ${features.join(',')}; `
    + 'for zstd: apt-get install -y libzstd-dev, then reinstall bench/peers)';
}
