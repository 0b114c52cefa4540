/**
 * SASL SCRAM-SHA-256 / SCRAM-SHA-512 server (RFC 5802, RFC 7677), as Kafka's `ScramSaslServer`
 * speaks it (KIP-84): no channel binding (gs2 header `n,,` or `y,,`, optionally with an authzid equal
 * to the user), extensions in client-first tolerated and ignored.
 *
 * Exchange: client-first `n,,n=<user>,r=<cnonce>` -> server-first `r=<cnonce+snonce>,s=<salt>,i=4096`
 * -> client-final `c=<base64 gs2 header>,r=<cnonce+snonce>,p=<proof>` -> server-final `v=<signature>`.
 * The proof is checked as RFC 5802 section 3 prescribes: ClientKey = proof XOR HMAC(StoredKey,
 * AuthMessage), and H(ClientKey) must equal the StoredKey derived at start.
 *
 * An unknown user fails at client-first, a wrong proof at client-final, both with Kafka's message
 * (the same for both, so it does not reveal which users exist).
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ScramCredential, ScramHash } from './scram-credential.js';
import { saslFailure, type SaslServerExchange, type SaslServerStep } from './sasl-server-exchange.js';

const MECHANISM_NAMES: { readonly [Hash in ScramHash]: string } = { sha256: 'SCRAM-SHA-256', sha512: 'SCRAM-SHA-512' };

/** RFC 5802 section 7: gs2-header = gs2-cbind-flag "," [ authzid ] ","; `p=` (channel binding) is not offered. */
const GS2_HEADER = /^([ny]),(?:a=([^,]*))?,/;

/** RFC 5802 section 5.1: `=2C` and `=3D` in a saslname stand for `,` and `=`; any other `=` is invalid. */
function decodeSaslName(name: string): string | null {
  if (/=(?!2C|3D)/.test(name)) return null;
  return name.replace(/=2C/g, ',').replace(/=3D/g, '=');
}

/** `k=v` attributes of a SCRAM message, in order; values may contain `=` (base64 padding). */
function attributes(message: string): Map<string, string> {
  const result = new Map<string, string>();
  for (const part of message.split(',')) {
    if (part.length >= 2 && part[1] === '=') result.set(part.slice(0, 1), part.slice(2));
  }
  return result;
}

/**
 * A SCRAM exchange against `credentials` (username to stored credential for this hash).
 * `serverNonce` is for tests; by default 18 random bytes, base64.
 * @internal
 */
export function scramServerExchange(hash: ScramHash, credentials: ReadonlyMap<string, ScramCredential>, serverNonce?: string): SaslServerExchange {
  const mechanism = MECHANISM_NAMES[hash];
  const invalidCredentials = saslFailure(`Authentication failed during authentication due to invalid credentials with SASL mechanism ${mechanism}`);
  let clientFirst: { gs2Header: string; bare: string; nonce: string; principal: string; credential: ScramCredential } | null = null;
  let serverFirst: string | null = null;
  let done = false;

  function onClientFirst(message: string): SaslServerStep {
    const header = GS2_HEADER.exec(message);
    if (header === null) return saslFailure(`Invalid SCRAM client first message: channel binding is not supported ('${message.slice(0, 2)}')`);
    const gs2Header = header[0];
    const bare = message.slice(gs2Header.length);
    const fields = attributes(bare);
    const encodedName = fields.get('n');
    const nonce = fields.get('r');
    if (encodedName === undefined || nonce === undefined || nonce === '' || !bare.startsWith('n=')) return saslFailure('Invalid SCRAM client first message: missing user name or nonce');
    const username = decodeSaslName(encodedName);
    if (username === null || username === '') return saslFailure('Invalid SCRAM client first message: malformed user name');
    const authorizationId = header[2];
    if (authorizationId !== undefined && authorizationId !== '' && decodeSaslName(authorizationId) !== username) {
      return saslFailure('Authentication failed: Client requested an authorization id that is different from username');
    }
    const credential = credentials.get(username);
    if (credential === undefined) return invalidCredentials;
    const combinedNonce = nonce + (serverNonce ?? randomBytes(18).toString('base64'));
    clientFirst = { gs2Header, bare, nonce: combinedNonce, principal: username, credential };
    serverFirst = `r=${combinedNonce},s=${credential.salt.toString('base64')},i=${credential.iterations}`;
    return { kind: 'challenge', bytes: Buffer.from(serverFirst, 'utf8') };
  }

  function onClientFinal(message: string): SaslServerStep {
    if (clientFirst === null || serverFirst === null) return saslFailure('Invalid SCRAM state');
    const proofAt = message.lastIndexOf(',p=');
    if (proofAt < 0) return saslFailure('Invalid SCRAM client final message: no proof');
    const withoutProof = message.slice(0, proofAt);
    const fields = attributes(withoutProof);
    if (fields.get('c') !== Buffer.from(clientFirst.gs2Header, 'utf8').toString('base64')) return saslFailure('Invalid SCRAM client final message: channel binding does not match the gs2 header');
    if (fields.get('r') !== clientFirst.nonce) return saslFailure('Invalid SCRAM client final message: nonce mismatch');
    const proof = Buffer.from(message.slice(proofAt + 3), 'base64');
    const { storedKey, serverKey } = clientFirst.credential;
    const authMessage = `${clientFirst.bare},${serverFirst},${withoutProof}`;
    const clientSignature = createHmac(hash, storedKey).update(authMessage, 'utf8').digest();
    if (proof.length !== clientSignature.length) return invalidCredentials;
    const clientKey = Buffer.alloc(proof.length);
    for (let index = 0; index < proof.length; index++) clientKey[index] = (proof[index] ?? 0) ^ (clientSignature[index] ?? 0);
    if (!timingSafeEqual(createHash(hash).update(clientKey).digest(), storedKey)) return invalidCredentials;
    const serverSignature = createHmac(hash, serverKey).update(authMessage, 'utf8').digest();
    return { kind: 'complete', bytes: Buffer.from(`v=${serverSignature.toString('base64')}`, 'utf8'), principal: clientFirst.principal };
  }

  return {
    mechanism,
    evaluate(response) {
      if (done) return saslFailure('Unexpected SCRAM message after the exchange completed');
      const message = response.toString('utf8');
      if (serverFirst === null) return onClientFirst(message);
      done = true;
      return onClientFinal(message);
    },
  };
}
