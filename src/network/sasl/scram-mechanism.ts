/**
 * SASL SCRAM-SHA-256 / SCRAM-SHA-512 client (RFC 5802, RFC 7677), as Kafka's `ScramSaslClient`
 * speaks it (KIP-84): no channel binding (gs2 header `n,,`), no SASLprep of the password (Kafka does
 * not apply it either), at least 4096 iterations (Kafka's `ScramMechanism.minIterations`) and at most
 * `maxIterations` (default 16384, Kafka's `ScramMechanism.maxIterations`: a Kafka broker never stores
 * more, so a server asking 2^31-1 is hostile or broken and would make the client compute for minutes).
 * Java's client checks only the minimum; this one bounds both.
 *
 * The derivation (PBKDF2) runs on libuv's thread pool, not the event loop, and is abandoned when the
 * client closes (the `signal`): the exchange fails at once, and the pool finishes the computation,
 * bounded by `maxIterations` (about 0.1 s at 16384 for SHA-512), in the background. A derivation in
 * JavaScript could stop mid-way but is about seven times slower per login, so the bound is what keeps a
 * hostile server from holding a core.
 *
 * Exchange: client-first `n,,n=<user>,r=<nonce>` -> server-first `r=<nonce+server>,s=<salt>,i=<n>`
 * -> client-final `c=biws,r=<nonce+server>,p=<proof>` -> server-final `v=<signature>`, which is
 * verified: a server that does not know the password cannot produce it, so a man in the middle is
 * detected even without TLS.
 */
import { createHash, createHmac, pbkdf2, randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { SaslSession } from './sasl-mechanism.js';
import { SaslAuthenticationError } from './sasl-errors.js';
import { raceAbort } from '../../internal/abort-race.js';

const pbkdf2Async = promisify(pbkdf2);

/** Kafka's `ScramMechanism` minimum: fewer iterations are a downgrade attack or a misconfiguration. */
const MIN_ITERATIONS = 4096;
/**
 * Default of `maxIterations`: Kafka's `ScramMechanism.maxIterations`.
 * @internal
 */
export const DEFAULT_SCRAM_MAX_ITERATIONS = 16384;
/** base64("n,,"): the gs2 header echoed in client-final. */
const CHANNEL_BINDING = 'biws';

/**
 * The hash of a SCRAM mechanism.
 * @internal
 */
export type ScramHash = 'sha256' | 'sha512';

const MECHANISM_NAMES: { readonly [Hash in ScramHash]: string } = { sha256: 'SCRAM-SHA-256', sha512: 'SCRAM-SHA-512' };
const HASH_BYTES: { readonly [Hash in ScramHash]: number } = { sha256: 32, sha512: 64 };

/** RFC 5802 section 5.1: `=` and `,` in a user name are escaped as `=3D` and `=2C`. */
function saslName(username: string): string {
  return username.replace(/=/g, '=3D').replace(/,/g, '=2C');
}

function hmac(hash: ScramHash, key: Buffer, data: string): Buffer {
  return createHmac(hash, key).update(data, 'utf8').digest();
}

/** Parses `k=v,k=v` attributes; values may contain `=` (base64 padding). */
function parseAttributes(message: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const part of message.split(',')) {
    const equals = part.indexOf('=');
    if (equals === 1) attributes.set(part.slice(0, 1), part.slice(2));
  }
  return attributes;
}

/**
 * Options of a SCRAM exchange.
 * @internal
 */
export interface ScramSessionOptions {
  /** For tests (RFC 7677's vector); by default 24 random bytes, base64. */
  readonly nonce?: string | undefined;
  /** Most iterations computed; default {@link DEFAULT_SCRAM_MAX_ITERATIONS}. */
  readonly maxIterations?: number | undefined;
}

/**
 * A SCRAM exchange.
 * @internal
 */
export function scramSession(hash: ScramHash, username: string, password: string, options: ScramSessionOptions = {}): SaslSession {
  const mechanism = MECHANISM_NAMES[hash];
  const clientNonce = options.nonce ?? randomBytes(24).toString('base64');
  const maxIterations = options.maxIterations ?? DEFAULT_SCRAM_MAX_ITERATIONS;
  const clientFirstBare = `n=${saslName(username)},r=${clientNonce}`;
  const fail = (detail: string): SaslAuthenticationError => new SaslAuthenticationError(mechanism, null, detail);
  let expectedServerSignature: Buffer | null = null;
  let complete = false;

  async function clientFinal(serverFirst: string, signal: AbortSignal | undefined): Promise<Buffer> {
    const attributes = parseAttributes(serverFirst);
    const error = attributes.get('e');
    if (error !== undefined) throw fail(`server error: ${error}`);
    const combinedNonce = attributes.get('r');
    const salt = attributes.get('s');
    const iterations = Number(attributes.get('i'));
    if (combinedNonce === undefined || salt === undefined || !Number.isInteger(iterations)) throw fail(`malformed server-first message '${serverFirst}'`);
    // The server must extend our nonce, or this is a replay.
    if (!combinedNonce.startsWith(clientNonce) || combinedNonce.length === clientNonce.length) throw fail('the server nonce does not extend the client nonce');
    if (iterations < MIN_ITERATIONS) throw fail(`iteration count ${iterations} is below the minimum ${MIN_ITERATIONS}`);
    if (iterations > maxIterations) throw fail(`iteration count ${iterations} is above the maximum ${maxIterations} (sasl.maxIterations)`);
    if (signal?.aborted === true) throw new Error(`${mechanism} key derivation abandoned: the client closed`);
    const derivation = pbkdf2Async(Buffer.from(password, 'utf8'), Buffer.from(salt, 'base64'), iterations, HASH_BYTES[hash], hash);
    // Abandoning is not an authentication failure: the caller closed, so a plain Error (reported as a NetworkError).
    const saltedPassword = await raceAbort(derivation, signal, () => new Error(`${mechanism} key derivation abandoned: the client closed`));
    const clientKey = createHmac(hash, saltedPassword).update('Client Key').digest();
    const storedKey = createHash(hash).update(clientKey).digest();
    const clientFinalWithoutProof = `c=${CHANNEL_BINDING},r=${combinedNonce}`;
    const authMessage = `${clientFirstBare},${serverFirst},${clientFinalWithoutProof}`;
    const clientSignature = hmac(hash, storedKey, authMessage);
    const proof = Buffer.alloc(clientKey.length);
    for (let index = 0; index < proof.length; index++) proof[index] = (clientKey[index] ?? 0) ^ (clientSignature[index] ?? 0);
    const serverKey = createHmac(hash, saltedPassword).update('Server Key').digest();
    expectedServerSignature = hmac(hash, serverKey, authMessage);
    return Buffer.from(`${clientFinalWithoutProof},p=${proof.toString('base64')}`, 'utf8');
  }

  function verifyServerFinal(serverFinal: string): void {
    const attributes = parseAttributes(serverFinal);
    const error = attributes.get('e');
    if (error !== undefined) throw fail(`server error: ${error}`);
    const signature = Buffer.from(attributes.get('v') ?? '', 'base64');
    if (expectedServerSignature === null || signature.length !== expectedServerSignature.length || !timingSafeEqual(signature, expectedServerSignature)) {
      throw fail('the server signature does not verify: the server does not know the credentials');
    }
  }

  return {
    mechanism,
    initialResponse: () => Promise.resolve(Buffer.from(`n,,${clientFirstBare}`, 'utf8')),
    async respond(challenge, signal) {
      if (complete) throw fail('unexpected message after the exchange completed');
      if (expectedServerSignature === null) return clientFinal(challenge.toString('utf8'), signal);
      verifyServerFinal(challenge.toString('utf8'));
      complete = true;
      return null;
    },
  };
}
