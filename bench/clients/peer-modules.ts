/**
 * Loads a peer client from bench/peers/node_modules (its own package.json, so peers are never
 * dependencies of kafka-eos), and says which peers are installed. `createRequire` anchored in bench/peers
 * resolves there rather than in the project's node_modules.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder holding the peers' package.json.
 * @internal
 */
export const PEERS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'peers');

const requireFromPeers = createRequire(join(PEERS_DIR, 'package.json'));

/**
 * `require(name)` from bench/peers; the caller casts it to its minimal interface of what it uses.
 * @internal
 */
export function requirePeer(name: string): unknown {
  return requireFromPeers(name);
}

/**
 * Whether `name` resolves from bench/peers (without loading it, so no native addon is opened).
 * @internal
 */
export function peerInstalled(name: string): boolean {
  try {
    requireFromPeers.resolve(name);
    return true;
  } catch {
    return false;
  }
}
