/**
 * A SCRAM credential as a server stores it (RFC 5802 section 3; Kafka's `ScramCredential`): the salt,
 * the iteration count and the two keys derived from SaltedPassword. The password itself is not kept,
 * and verifying a client proof needs only HMACs and one hash, so nothing slow runs per connection.
 */
import { createHash, createHmac, pbkdf2, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';

const pbkdf2Async = promisify(pbkdf2);

/**
 * The hash of a SCRAM mechanism (SCRAM-SHA-256 or SCRAM-SHA-512, RFC 7677 / KIP-84).
 * @internal
 */
export type ScramHash = 'sha256' | 'sha512';

/**
 * Kafka's default (and minimum) iteration count for SCRAM credentials.
 * @internal
 */
export const SCRAM_ITERATIONS = 4096;

const HASH_BYTES: { readonly [Hash in ScramHash]: number } = { sha256: 32, sha512: 64 };

/**
 * One user's stored SCRAM credential.
 * @internal
 */
export interface ScramCredential {
  readonly salt: Buffer;
  readonly iterations: number;
  /** H(HMAC(SaltedPassword, "Client Key")). */
  readonly storedKey: Buffer;
  /** HMAC(SaltedPassword, "Server Key"). */
  readonly serverKey: Buffer;
}

/**
 * Derives the stored credential for `password`: SaltedPassword = PBKDF2(password, salt, iterations)
 * (Hi() of RFC 5802). `salt` defaults to 16 random bytes, as Kafka's `ScramFormatter` uses.
 * @internal
 */
export async function deriveScramCredential(hash: ScramHash, password: string, salt: Buffer = randomBytes(16), iterations = SCRAM_ITERATIONS): Promise<ScramCredential> {
  const saltedPassword = await pbkdf2Async(Buffer.from(password, 'utf8'), salt, iterations, HASH_BYTES[hash], hash);
  const clientKey = createHmac(hash, saltedPassword).update('Client Key').digest();
  return {
    salt,
    iterations,
    storedKey: createHash(hash).update(clientKey).digest(),
    serverKey: createHmac(hash, saltedPassword).update('Server Key').digest(),
  };
}
