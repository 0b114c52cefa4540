import { describe, expect, it } from 'vitest';
import { oauthBearerInitialResponse, oauthBearerSession } from '../../../src/network/sasl/oauthbearer-mechanism.js';
import { plainSession } from '../../../src/network/sasl/plain-mechanism.js';
import { SaslAuthenticationError } from '../../../src/network/sasl/sasl-errors.js';

describe('OAUTHBEARER client', () => {
  it('builds the RFC 7628 initial response with KIP-342 extensions', () => {
    const message = oauthBearerInitialResponse({ value: 'eyJ.token', extensions: { logicalCluster: 'lkc-1', traceId: 'abc' } });
    expect(message.toString()).toBe('n,,\u0001auth=Bearer eyJ.token\u0001logicalCluster=lkc-1\u0001traceId=abc\u0001\u0001');
    expect(oauthBearerInitialResponse({ value: 't' }).toString()).toBe('n,,\u0001auth=Bearer t\u0001\u0001');
  });

  it('refuses extension names that are not letters, and the reserved name auth', () => {
    expect(() => oauthBearerInitialResponse({ value: 't', extensions: { 'bad-key': 'x' } })).toThrow(SaslAuthenticationError);
    expect(() => oauthBearerInitialResponse({ value: 't', extensions: { auth: 'x' } })).toThrow(/auth/);
  });

  it('asks the provider for a token, and answers an error challenge with a single 0x01', async () => {
    let calls = 0;
    const session = oauthBearerSession(() => { calls++; return Promise.resolve({ value: `token-${calls}` }); });
    expect((await session.initialResponse()).toString()).toContain('auth=Bearer token-1');
    expect(await session.respond(Buffer.from('{"status":"invalid_token"}'))).toEqual(Buffer.from([1]));
    await expect(session.respond(Buffer.alloc(0))).rejects.toThrow(/invalid_token/);
  });

  it('wraps a failing provider in SaslAuthenticationError', async () => {
    const session = oauthBearerSession(() => Promise.reject(new Error('idp down')));
    await expect(session.initialResponse()).rejects.toBeInstanceOf(SaslAuthenticationError);
  });
});

describe('PLAIN client', () => {
  it('sends NUL user NUL password in one message', async () => {
    const session = plainSession('alice', 's3cret');
    expect(await session.initialResponse()).toEqual(Buffer.from('\u0000alice\u0000s3cret'));
    expect(await session.respond(Buffer.alloc(0))).toBeNull();
  });
});
