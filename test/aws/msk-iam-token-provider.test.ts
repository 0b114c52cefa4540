/**
 * mskIamTokenProvider: its tokens byte for byte against AWS's own JavaScript signer, their lifetime, credentials
 * that rotate, fail or expire, the missing optional credential chain, and options from plain JavaScript.
 */
import { describe, expect, it } from 'vitest';
import { mskIamTokenProvider, MskIamTokenError, type AwsCredentials } from '../../src/aws/index.js';
import { ConfigError } from '../../src/config/config-error.js';
import { ManualClock } from '../../src/internal/clock.js';

const SIGNED_AT = Date.UTC(2026, 0, 2, 3, 4, 5, 678);
const SECRET = 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY';
const TEMPORARY = { accessKeyId: 'ASIAEXAMPLE', secretAccessKey: SECRET, sessionToken: 'IQoJb3JpZ2luX2VjEXAMPLE/+token=' };
const AWS_USER_AGENT = 'aws-msk-iam-sasl-signer-js/1.0.3';

/**
 * Tokens of aws-msk-iam-sasl-signer-js 1.0.3 (`generateAuthTokenFromCredentialsProvider`), run once outside this
 * project (npm install into a scratch directory, `Date` fixed at SIGNED_AT) for these credentials and regions.
 */
const AWS_SIGNER_TOKENS = [
  {
    region: 'us-west-2', credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: SECRET },
    token: 'aHR0cHM6Ly9rYWZrYS51cy13ZXN0LTIuYW1hem9uYXdzLmNvbS8_QWN0aW9uPWthZmthLWNsdXN0ZXIlM0FDb25uZWN0JlVzZXItQWdlbnQ9YXdzLW1zay1pYW0tc2FzbC1zaWduZXItanMlMkYxLjAuMyZYLUFtei1BbGdvcml0aG09QVdTNC1ITUFDLVNIQTI1NiZYLUFtei1DcmVkZW50aWFsPUFLSURFWEFNUExFJTJGMjAyNjAxMDIlMkZ1cy13ZXN0LTIlMkZrYWZrYS1jbHVzdGVyJTJGYXdzNF9yZXF1ZXN0JlgtQW16LURhdGU9MjAyNjAxMDJUMDMwNDA1WiZYLUFtei1FeHBpcmVzPTkwMCZYLUFtei1TaWduYXR1cmU9YTg0OWUzMDQ3YTM5NDM0NmE5ZDAyMmNkYzU4NzhlY2MzOGIxYjkxMTlhNmQzYjRkMDMzZDZlODgxODQ4ZTAyYSZYLUFtei1TaWduZWRIZWFkZXJzPWhvc3Q',
  },
  {
    region: 'eu-central-1', credentials: TEMPORARY,
    token: 'aHR0cHM6Ly9rYWZrYS5ldS1jZW50cmFsLTEuYW1hem9uYXdzLmNvbS8_QWN0aW9uPWthZmthLWNsdXN0ZXIlM0FDb25uZWN0JlVzZXItQWdlbnQ9YXdzLW1zay1pYW0tc2FzbC1zaWduZXItanMlMkYxLjAuMyZYLUFtei1BbGdvcml0aG09QVdTNC1ITUFDLVNIQTI1NiZYLUFtei1DcmVkZW50aWFsPUFTSUFFWEFNUExFJTJGMjAyNjAxMDIlMkZldS1jZW50cmFsLTElMkZrYWZrYS1jbHVzdGVyJTJGYXdzNF9yZXF1ZXN0JlgtQW16LURhdGU9MjAyNjAxMDJUMDMwNDA1WiZYLUFtei1FeHBpcmVzPTkwMCZYLUFtei1TZWN1cml0eS1Ub2tlbj1JUW9KYjNKcFoybHVYMlZqRVhBTVBMRSUyRiUyQnRva2VuJTNEJlgtQW16LVNpZ25hdHVyZT0zNjU1MDQ0NjE0NWVkZTllNTdjMTUyNWU0ZWJlMjhlM2FmMTY0NTZhMGFiNmE1YTYyYTQzMmI2OTU0Y2U1MjJkJlgtQW16LVNpZ25lZEhlYWRlcnM9aG9zdA',
  },
  {
    // Credentials that expire in two minutes: the token lives until then (X-Amz-Expires=120).
    region: 'eu-central-1', credentials: { ...TEMPORARY, expiration: new Date(SIGNED_AT + 120_000) },
    token: 'aHR0cHM6Ly9rYWZrYS5ldS1jZW50cmFsLTEuYW1hem9uYXdzLmNvbS8_QWN0aW9uPWthZmthLWNsdXN0ZXIlM0FDb25uZWN0JlVzZXItQWdlbnQ9YXdzLW1zay1pYW0tc2FzbC1zaWduZXItanMlMkYxLjAuMyZYLUFtei1BbGdvcml0aG09QVdTNC1ITUFDLVNIQTI1NiZYLUFtei1DcmVkZW50aWFsPUFTSUFFWEFNUExFJTJGMjAyNjAxMDIlMkZldS1jZW50cmFsLTElMkZrYWZrYS1jbHVzdGVyJTJGYXdzNF9yZXF1ZXN0JlgtQW16LURhdGU9MjAyNjAxMDJUMDMwNDA1WiZYLUFtei1FeHBpcmVzPTEyMCZYLUFtei1TZWN1cml0eS1Ub2tlbj1JUW9KYjNKcFoybHVYMlZqRVhBTVBMRSUyRiUyQnRva2VuJTNEJlgtQW16LVNpZ25hdHVyZT0xM2Q1ZjFkNjQ1NGE4OTdkNmViNWYxOGU3OTBmYzllOTgwMmNlOTdmMjUwMzc3NjkxZjYxYzZkZWExZTZiMDIxJlgtQW16LVNpZ25lZEhlYWRlcnM9aG9zdA',
  },
] as const;

function decoded(token: string): URL {
  return new URL(Buffer.from(token, 'base64url').toString('utf8'));
}

describe('mskIamTokenProvider', () => {
  it.each(AWS_SIGNER_TOKENS)('makes the token AWS\'s JavaScript signer makes ($region)', async ({ region, credentials, token }) => {
    const provider = mskIamTokenProvider({ region, credentials, userAgent: AWS_USER_AGENT, clock: new ManualClock(SIGNED_AT) });
    expect((await provider()).value).toBe(token);
  });

  it('signs kafka-cluster:Connect for kafka.<region>.amazonaws.com, 900 s, base64url without padding, User-Agent kafka-eos', async () => {
    const token = (await mskIamTokenProvider({ region: 'ap-southeast-2', credentials: TEMPORARY, clock: new ManualClock(SIGNED_AT) })()).value;
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    const url = decoded(token);
    expect(`${url.protocol}//${url.host}${url.pathname}`).toBe('https://kafka.ap-southeast-2.amazonaws.com/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      Action: 'kafka-cluster:Connect', 'User-Agent': 'kafka-eos', 'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      'X-Amz-Credential': 'ASIAEXAMPLE/20260102/ap-southeast-2/kafka-cluster/aws4_request', 'X-Amz-Date': '20260102T030405Z', 'X-Amz-Expires': '900',
      'X-Amz-Security-Token': TEMPORARY.sessionToken, 'X-Amz-Signature': expect.stringMatching(/^[0-9a-f]{64}$/) as unknown, 'X-Amz-SignedHeaders': 'host',
    });
  });

  it('a token never outlives its credentials or expiresInSeconds, in whole seconds; expired credentials fail', async () => {
    const clock = new ManualClock(SIGNED_AT);
    const expiresIn = (ms: number, expiresInSeconds?: number): Promise<string | null> => mskIamTokenProvider({
      region: 'eu-west-1', clock, credentials: { ...TEMPORARY, expiration: new Date(SIGNED_AT + ms) }, ...(expiresInSeconds === undefined ? {} : { expiresInSeconds }),
    })().then(({ value }) => decoded(value).searchParams.get('X-Amz-Expires'));
    expect(await expiresIn(3_600_000)).toBe('900');
    expect(await expiresIn(3_600_000, 60)).toBe('60');
    expect(await expiresIn(120_999)).toBe('120');
    expect(await expiresIn(30_000, 60)).toBe('30');
    expect(await expiresIn(1_000)).toBe('1');
    for (const ms of [999, 0, -60_000]) {
      const error = await expiresIn(ms).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(MskIamTokenError);
      expect((error as MskIamTokenError).code).toBe('ERR_MSK_IAM_TOKEN');
      expect((error as Error).message).toContain(`expired at ${new Date(SIGNED_AT + ms).toISOString()}`);
    }
  });

  it('asks the credentials provider at every call: rotated credentials and the current time are what is signed', async () => {
    const clock = new ManualClock(SIGNED_AT);
    let current: AwsCredentials = { accessKeyId: 'ASIAFIRST', secretAccessKey: 'first', sessionToken: 's1' };
    let calls = 0;
    const provider = mskIamTokenProvider({ region: 'eu-west-1', clock, credentials: () => { calls++; return Promise.resolve(current); } });
    const first = decoded((await provider()).value).searchParams;
    clock.advance(600_000);
    current = { accessKeyId: 'ASIASECOND', secretAccessKey: 'second', sessionToken: 's2' };
    const second = decoded((await provider()).value).searchParams;
    expect(calls).toBe(2);
    expect([first.get('X-Amz-Credential'), first.get('X-Amz-Date'), first.get('X-Amz-Security-Token')]).toEqual(['ASIAFIRST/20260102/eu-west-1/kafka-cluster/aws4_request', '20260102T030405Z', 's1']);
    expect([second.get('X-Amz-Credential'), second.get('X-Amz-Date'), second.get('X-Amz-Security-Token')]).toEqual(['ASIASECOND/20260102/eu-west-1/kafka-cluster/aws4_request', '20260102T031405Z', 's2']);
  });

  it('a failing credentials provider, or one that returns no keys, fails with MskIamTokenError (cause kept)', async () => {
    const failure = new Error('EC2 instance metadata unreachable');
    const failed = await mskIamTokenProvider({ region: 'eu-west-1', credentials: () => Promise.reject(failure) })().catch((caught: unknown) => caught);
    expect(failed).toBeInstanceOf(MskIamTokenError);
    expect((failed as Error).message).toBe('the AWS credentials provider failed: EC2 instance metadata unreachable');
    expect((failed as Error).cause).toBe(failure);
    const empty = await mskIamTokenProvider({ region: 'eu-west-1', credentials: () => Promise.resolve({ accessKeyId: '', secretAccessKey: 'x' }) })().catch((caught: unknown) => caught);
    expect((empty as Error).message).toBe('the AWS credentials have no accessKeyId or secretAccessKey');
    const nothing = await mskIamTokenProvider({ region: 'eu-west-1', credentials: (() => Promise.resolve(undefined)) as never })().catch((caught: unknown) => caught);
    expect(nothing).toBeInstanceOf(MskIamTokenError);
  });

  it('without credentials, names the optional package of the default chain when it is not installed, at every call', async () => {
    const provider = mskIamTokenProvider({ region: 'eu-west-1' });
    for (let attempt = 0; attempt < 2; attempt++) {
      const error = await provider().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(MskIamTokenError);
      expect((error as MskIamTokenError).packageName).toBe('@aws-sdk/credential-providers');
      expect((error as Error).message).toContain("install the optional package '@aws-sdk/credential-providers'");
    }
  });

  it('rejects bad options from plain JavaScript with a ConfigError naming each field', () => {
    const issues = (options: unknown): { field: string; message: string }[] => {
      try {
        mskIamTokenProvider(options as never);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return [...(error as ConfigError).issues];
      }
      throw new Error('accepted');
    };
    expect(issues(undefined)).toEqual([{ field: '', message: 'must be an object ({ region, credentials? })' }]);
    expect(issues({}).map((issue) => issue.field)).toEqual(['region']);
    expect(issues({ region: 'EU West 1' })[0]?.message).toBe("must be an AWS region such as 'eu-west-1' (got 'EU West 1')");
    expect(issues({ region: 'eu-west-1', credentials: {} }).map((issue) => issue.field)).toEqual(['credentials.accessKeyId', 'credentials.secretAccessKey']);
    expect(issues({ region: 'eu-west-1', credentials: 'AKID:secret' }).map((issue) => issue.field)).toEqual(['credentials']);
    expect(issues({ region: 'eu-west-1', credentials: { accessKeyId: 'a', secretAccessKey: 'b', sessionToken: 7 } }).map((issue) => issue.field)).toEqual(['credentials.sessionToken']);
    for (const expiresInSeconds of [0, 901, 1.5, '900']) expect(issues({ region: 'eu-west-1', expiresInSeconds }).map((issue) => issue.field)).toEqual(['expiresInSeconds']);
    expect(issues({ region: 'us-gov-west-1', userAgent: '', clock: Date }).map((issue) => issue.field)).toEqual(['userAgent', 'clock']);
    expect(() => mskIamTokenProvider({ region: 'cn-north-1', credentials: () => Promise.resolve(TEMPORARY) })).not.toThrow();
  });
});
