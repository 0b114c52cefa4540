import { describe, expect, it } from 'vitest';
import { SaslAuthenticationError } from '../../../src/network/sasl/sasl-errors.js';
import { scramSession } from '../../../src/network/sasl/scram-mechanism.js';

// RFC 7677 section 3: SCRAM-SHA-256 exchange for user "user", password "pencil".
const CLIENT_NONCE = 'rOprNGfwEbeRWgbNEkqO';
const SERVER_FIRST = 'r=rOprNGfwEbeRWgbNEkqO%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0,s=W22ZaJ0SNY7soEsUEjb6gQ==,i=4096';
const CLIENT_FINAL = 'c=biws,r=rOprNGfwEbeRWgbNEkqO%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0,p=dHzbZapWIk4jUhN+Ute9ytag9zjfMHgsqmmiz7AndVQ=';
const SERVER_FINAL = 'v=6rriTRBi23WpRR/wtup+mMhUZUn/dB5nLTJRsjl95G4=';

describe('SCRAM client', () => {
  it('reproduces the RFC 7677 SCRAM-SHA-256 test vector and verifies the server signature', async () => {
    const session = scramSession('sha256', 'user', 'pencil', { nonce: CLIENT_NONCE });
    expect(session.mechanism).toBe('SCRAM-SHA-256');
    expect((await session.initialResponse()).toString()).toBe(`n,,n=user,r=${CLIENT_NONCE}`);
    expect((await session.respond(Buffer.from(SERVER_FIRST)))?.toString()).toBe(CLIENT_FINAL);
    expect(await session.respond(Buffer.from(SERVER_FINAL))).toBeNull();
  });

  it('rejects a server signature that does not verify', async () => {
    const session = scramSession('sha256', 'user', 'pencil', { nonce: CLIENT_NONCE });
    await session.initialResponse();
    await session.respond(Buffer.from(SERVER_FIRST));
    await expect(session.respond(Buffer.from('v=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='))).rejects.toThrow(/does not verify/);
  });

  it('rejects a server nonce that does not extend ours, and too few iterations', async () => {
    const replay = scramSession('sha256', 'user', 'pencil', { nonce: CLIENT_NONCE });
    await expect(replay.respond(Buffer.from('r=someoneElse,s=W22ZaJ0SNY7soEsUEjb6gQ==,i=4096'))).rejects.toBeInstanceOf(SaslAuthenticationError);
    const weak = scramSession('sha512', 'user', 'pencil', { nonce: CLIENT_NONCE });
    await expect(weak.respond(Buffer.from(`r=${CLIENT_NONCE}xyz,s=W22ZaJ0SNY7soEsUEjb6gQ==,i=1000`))).rejects.toThrow(/below the minimum 4096/);
  });

  it('surfaces a server error attribute', async () => {
    const session = scramSession('sha512', 'user', 'pencil', { nonce: CLIENT_NONCE });
    await expect(session.respond(Buffer.from('e=unknown-user'))).rejects.toThrow(/unknown-user/);
  });

  it('escapes = and , in the user name (RFC 5802 saslname)', async () => {
    const session = scramSession('sha512', 'a=b,c', 'pw', { nonce: 'nonce' });
    expect((await session.initialResponse()).toString()).toBe('n,,n=a=3Db=2Cc,r=nonce');
  });
});

describe('SCRAM bounds against a hostile server', () => {
  const serverFirst = (iterations: number): Buffer => Buffer.from(`r=${CLIENT_NONCE}server,s=${Buffer.from('salt').toString('base64')},i=${iterations}`);

  it('refuses more iterations than maxIterations (default 16384, Kafka\'s ScramMechanism maximum) before computing anything', async () => {
    const session = scramSession('sha512', 'user', 'pencil', { nonce: CLIENT_NONCE });
    await session.initialResponse();
    await expect(session.respond(serverFirst(2 ** 31 - 1))).rejects.toThrow(/iteration count 2147483647 is above the maximum 16384/);
    const raised = scramSession('sha256', 'user', 'pencil', { nonce: CLIENT_NONCE, maxIterations: 20_000 });
    await raised.initialResponse();
    await expect(raised.respond(serverFirst(20_000))).resolves.toBeInstanceOf(Buffer);
  });

  it('an abort abandons the derivation: respond rejects at once, not when the thread pool finishes', async () => {
    const session = scramSession('sha512', 'user', 'pencil', { nonce: CLIENT_NONCE });
    await session.initialResponse();
    const controller = new AbortController();
    const answer = session.respond(serverFirst(16_384), controller.signal);
    controller.abort();
    await expect(answer).rejects.toThrow(/abandoned/);
    const aborted = scramSession('sha512', 'user', 'pencil', { nonce: CLIENT_NONCE });
    await aborted.initialResponse();
    await expect(aborted.respond(serverFirst(16_384), controller.signal)).rejects.toThrow(/abandoned/);
  });
});
