/**
 * The server-side SASL mechanisms of the in-memory cluster, without sockets: RFC 7677's SCRAM-SHA-256
 * test vector (an interop check independent of our client), PLAIN's authorization-id rules and
 * OAUTHBEARER's message parsing and RFC 7628 error flow.
 */
import { describe, expect, it } from 'vitest';
import { oauthBearerServerExchange } from '../../../src/testing/sasl/oauthbearer-server-exchange.js';
import { plainServerExchange } from '../../../src/testing/sasl/plain-server-exchange.js';
import { deriveScramCredential } from '../../../src/testing/sasl/scram-credential.js';
import { SaslServerConfig, SaslServerConfigError } from '../../../src/testing/sasl/sasl-server-config.js';
import type { SaslServerExchange, SaslServerStep } from '../../../src/testing/sasl/sasl-server-exchange.js';
import { scramServerExchange } from '../../../src/testing/sasl/scram-server-exchange.js';

const step = (exchange: SaslServerExchange, message: string): Promise<SaslServerStep> => Promise.resolve(exchange.evaluate(Buffer.from(message, 'utf8')));
const text = (result: SaslServerStep): string => (result.kind === 'failed' ? result.message : result.bytes.toString('utf8'));

describe('SCRAM server', () => {
  // RFC 7677 section 3.
  const clientFirst = 'n,,n=user,r=rOprNGfwEbeRWgbNEkqO';
  const serverNonce = '%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0';
  const clientFinal = 'c=biws,r=rOprNGfwEbeRWgbNEkqO%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0,p=dHzbZapWIk4jUhN+Ute9ytag9zjfMHgsqmmiz7AndVQ=';

  async function exchange(password: string): Promise<SaslServerExchange> {
    const credential = await deriveScramCredential('sha256', password, Buffer.from('W22ZaJ0SNY7soEsUEjb6gQ==', 'base64'), 4096);
    return scramServerExchange('sha256', new Map([['user', credential]]), serverNonce);
  }

  it('reproduces RFC 7677 SCRAM-SHA-256: server-first, proof accepted, server signature', async () => {
    const server = await exchange('pencil');
    const first = await step(server, clientFirst);
    expect(first.kind).toBe('challenge');
    expect(text(first)).toBe('r=rOprNGfwEbeRWgbNEkqO%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0,s=W22ZaJ0SNY7soEsUEjb6gQ==,i=4096');
    const final = await step(server, clientFinal);
    expect(final).toMatchObject({ kind: 'complete', principal: 'user' });
    expect(text(final)).toBe('v=6rriTRBi23WpRR/wtup+mMhUZUn/dB5nLTJRsjl95G4=');
    expect((await step(server, clientFinal)).kind).toBe('failed');
  });

  it('rejects the same proof when the stored password differs, and an unknown user at client-first', async () => {
    const wrong = await exchange('pen');
    await step(wrong, clientFirst);
    expect(text(await step(wrong, clientFinal))).toContain('invalid credentials with SASL mechanism SCRAM-SHA-256');
    expect((await step(await exchange('pencil'), 'n,,n=someone,r=abc')).kind).toBe('failed');
  });

  it('rejects channel binding, a nonce mismatch and a channel-binding attribute that does not echo the header', async () => {
    expect(text(await step(await exchange('pencil'), 'p=tls-unique,,n=user,r=abc'))).toContain('channel binding is not supported');
    const nonce = await exchange('pencil');
    await step(nonce, clientFirst);
    expect(text(await step(nonce, clientFinal.replace('r=rOpr', 'r=XOpr')))).toContain('nonce mismatch');
    const binding = await exchange('pencil');
    await step(binding, clientFirst);
    expect(text(await step(binding, clientFinal.replace('c=biws', 'c=eSws')))).toContain('channel binding does not match');
  });
});

describe('PLAIN server', () => {
  const server = () => plainServerExchange(new Map([['alice', 'pw']]));
  it('accepts an empty authzid or one equal to the user, refuses a different one', async () => {
    expect(await step(server(), '\u0000alice\u0000pw')).toMatchObject({ kind: 'complete', principal: 'alice' });
    expect(await step(server(), 'alice\u0000alice\u0000pw')).toMatchObject({ kind: 'complete', principal: 'alice' });
    expect(text(await step(server(), 'admin\u0000alice\u0000pw'))).toContain('authorization id that is different');
    expect(text(await step(server(), '\u0000alice'))).toContain('expected 3 tokens');
    expect(text(await step(server(), '\u0000bob\u0000pw'))).toBe('Authentication failed: Invalid username or password');
  });
});

describe('OAUTHBEARER server', () => {
  it('passes the token and extensions to the validator and records the JWT subject', async () => {
    const seen: unknown[] = [];
    const server = oauthBearerServerExchange((token, extensions) => {
      seen.push([token, extensions]);
      return true;
    });
    const jwt = `e30.${Buffer.from('{"sub":"svc-orders"}').toString('base64url')}.`;
    const result = await step(server, `n,,\u0001auth=Bearer ${jwt}\u0001tenant=blue\u0001\u0001`);
    expect(result).toMatchObject({ kind: 'complete', principal: 'svc-orders' });
    expect(seen).toEqual([[jwt, { tenant: 'blue' }]]);
  });

  it('answers a rejected token with the RFC 7628 error JSON, then fails on the %x01 acknowledgement', async () => {
    const server = oauthBearerServerExchange(() => Promise.reject(new Error('validator down')));
    const challenge = await step(server, 'n,,\u0001auth=Bearer abc\u0001\u0001');
    expect(challenge.kind).toBe('challenge');
    expect(JSON.parse(text(challenge))).toEqual({ status: 'invalid_token' });
    expect(await step(server, '\u0001')).toEqual({ kind: 'failed', message: '{"status":"invalid_token"}' });
  });

  it('fails a message without auth=Bearer or with a malformed frame', async () => {
    const server = () => oauthBearerServerExchange(() => true);
    expect((await step(server(), 'n,,\u0001tenant=blue\u0001\u0001')).kind).toBe('failed');
    expect((await step(server(), 'n,,\u0001auth=Basic abc\u0001\u0001')).kind).toBe('failed');
    expect((await step(server(), 'n,,auth=Bearer abc')).kind).toBe('failed');
  });
});

describe('SaslServerConfig', () => {
  it('refuses no mechanism or an unknown one, and offers only enabled mechanisms', async () => {
    await expect(SaslServerConfig.create({ mechanisms: [] })).rejects.toBeInstanceOf(SaslServerConfigError);
    await expect(SaslServerConfig.create({ mechanisms: ['GSSAPI' as 'PLAIN'] })).rejects.toThrow(/unknown SASL mechanism 'GSSAPI'/);
    const config = await SaslServerConfig.create({ mechanisms: ['SCRAM-SHA-512', 'PLAIN', 'PLAIN'], users: { alice: 'pw' } });
    expect(config.mechanisms).toEqual(['SCRAM-SHA-512', 'PLAIN']);
    expect(config.exchange('SCRAM-SHA-256')).toBeNull();
    expect(config.exchange('SCRAM-SHA-512')?.mechanism).toBe('SCRAM-SHA-512');
  });
});
