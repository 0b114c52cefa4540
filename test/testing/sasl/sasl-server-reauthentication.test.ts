/**
 * The in-memory cluster's KIP-368 session lifetime and re-authentication, without sockets (Kafka's
 * `SaslServerAuthenticator.ReauthInfo` and `KafkaChannel.maybeBeginServerReauthentication`): the lifetime
 * answered, when a SaslHandshake after authentication begins a re-authentication and when it is refused.
 */
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/errors/protocol-error-codes.generated.js';
import { ManualClock } from '../../../src/internal/clock.js';
import { SaslServerConfig, SaslServerConfigError } from '../../../src/testing/sasl/sasl-server-config.js';
import type { SaslServerOptions } from '../../../src/testing/sasl/sasl-server-options.js';
import { SaslServerSession } from '../../../src/testing/sasl/sasl-server-session.js';

const PLAIN_ALICE = Buffer.from('\u0000alice\u0000pw', 'utf8');

async function session(options: Partial<SaslServerOptions>, clock = new ManualClock()): Promise<{ session: SaslServerSession; clock: ManualClock }> {
  const config = await SaslServerConfig.create({ mechanisms: ['PLAIN', 'OAUTHBEARER'], users: { alice: 'pw', bob: 'pw' }, ...options }, clock);
  return { session: new SaslServerSession(config), clock };
}

function bearer(claims: Readonly<Record<string, unknown>>): Buffer {
  const token = `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;
  return Buffer.from(`n,,\u0001auth=Bearer ${token}\u0001\u0001`, 'utf8');
}

describe('session lifetime (SaslAuthenticate sessionLifetimeMs)', () => {
  it('is connectionsMaxReauthMs; 0 (no limit) without it', async () => {
    const limited = (await session({ connectionsMaxReauthMs: 15_000 })).session;
    limited.handshake('PLAIN', 1);
    expect((await limited.authenticate(PLAIN_ALICE)).sessionLifetimeMs).toBe(15_000n);
    const unlimited = (await session({})).session;
    unlimited.handshake('PLAIN', 1);
    expect((await unlimited.authenticate(PLAIN_ALICE)).sessionLifetimeMs).toBe(0n);
    expect(unlimited.expired(Number.MAX_SAFE_INTEGER)).toBe(false);
  });

  it('an OAUTHBEARER JWT shortens it to the token\'s expiry, even without connectionsMaxReauthMs', async () => {
    const clock = new ManualClock(1_700_000_000_000);
    const capped = (await session({ connectionsMaxReauthMs: 60_000 }, clock)).session;
    capped.handshake('OAUTHBEARER', 1);
    expect((await capped.authenticate(bearer({ sub: 'app', exp: 1_700_000_020 }))).sessionLifetimeMs).toBe(20_000n);
    const tokenOnly = (await session({}, clock)).session;
    tokenOnly.handshake('OAUTHBEARER', 1);
    expect((await tokenOnly.authenticate(bearer({ sub: 'app', exp: 1_700_000_030 }))).sessionLifetimeMs).toBe(30_000n);
    expect(tokenOnly.expired(1_700_000_030_000)).toBe(false);
    expect(tokenOnly.expired(1_700_000_030_001)).toBe(true);
  });

  it('connectionsMaxReauthMs must be a non-negative integer', async () => {
    await expect(SaslServerConfig.create({ mechanisms: ['PLAIN'], connectionsMaxReauthMs: -1 })).rejects.toBeInstanceOf(SaslServerConfigError);
    await expect(SaslServerConfig.create({ mechanisms: ['PLAIN'], connectionsMaxReauthMs: 1.5 })).rejects.toThrow(/sasl.connectionsMaxReauthMs/);
  });
});

describe('re-authentication', () => {
  it('a SaslHandshake after authentication begins one when the session has a lifetime; the new exchange completes as the same principal', async () => {
    const { session: server, clock } = await session({ connectionsMaxReauthMs: 10_000 });
    server.handshake('PLAIN', 1);
    await server.authenticate(PLAIN_ALICE);
    clock.advance(9_000);
    expect(server.handshake('PLAIN', 1).errorCode).toBe(ErrorCode.NONE);
    expect(server.authenticated).toBe(false);
    const outcome = await server.authenticate(PLAIN_ALICE);
    expect(outcome).toMatchObject({ errorCode: ErrorCode.NONE, sessionLifetimeMs: 10_000n });
    expect(server.authenticated).toBe(true);
    // The new session counts from the re-authentication.
    expect(server.expired(clock.now() + 10_000)).toBe(false);
  });

  it('is refused without a lifetime, or within a second of the previous one: ILLEGAL_SASL_STATE, the connection stays', async () => {
    const unlimited = (await session({})).session;
    unlimited.handshake('PLAIN', 1);
    await unlimited.authenticate(PLAIN_ALICE);
    expect(unlimited.handshake('PLAIN', 1).errorCode).toBe(ErrorCode.ILLEGAL_SASL_STATE);
    expect(unlimited.failed).toBe(false);
    const { session: eager, clock } = await session({ connectionsMaxReauthMs: 10_000 });
    eager.handshake('PLAIN', 1);
    await eager.authenticate(PLAIN_ALICE);
    clock.advance(2_000);
    eager.handshake('PLAIN', 1);
    await eager.authenticate(PLAIN_ALICE);
    clock.advance(500);
    expect(eager.handshake('PLAIN', 1).errorCode).toBe(ErrorCode.ILLEGAL_SASL_STATE);
    expect(eager.authenticated).toBe(true);
  });

  it('with another mechanism: UNSUPPORTED_SASL_MECHANISM and the connection closes; as another principal: SASL_AUTHENTICATION_FAILED', async () => {
    const mechanism = (await session({ connectionsMaxReauthMs: 10_000 })).session;
    mechanism.handshake('PLAIN', 1);
    await mechanism.authenticate(PLAIN_ALICE);
    expect(mechanism.handshake('OAUTHBEARER', 1).errorCode).toBe(ErrorCode.UNSUPPORTED_SASL_MECHANISM);
    expect(mechanism.failed).toBe(true);
    const principal = (await session({ connectionsMaxReauthMs: 10_000 })).session;
    principal.handshake('PLAIN', 1);
    await principal.authenticate(PLAIN_ALICE);
    principal.handshake('PLAIN', 1);
    const outcome = await principal.authenticate(Buffer.from('\u0000bob\u0000pw', 'utf8'));
    expect(outcome.errorCode).toBe(ErrorCode.SASL_AUTHENTICATION_FAILED);
    expect(outcome.errorMessage).toBe('Cannot change principals during re-authentication from User:alice: User:bob');
    expect(principal.failed).toBe(true);
  });
});
