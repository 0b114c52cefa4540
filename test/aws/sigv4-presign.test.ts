/**
 * SigV4 query presigning against AWS's published examples: the signing-key derivation example of the IAM user
 * guide ("Examples of how to derive a signing key") and the presigned GET of S3's "Authenticating Requests: Using
 * Query Parameters" (which signs `UNSIGNED-PAYLOAD`, where MSK signs the hash of an empty body).
 */
import { describe, expect, it } from 'vitest';
import { presignQuery, sigV4Encode, sigV4QueryString, sigV4SigningKey } from '../../src/aws/sigv4-presign.js';

describe('SigV4 presigning', () => {
  it('derives the signing key of the IAM user guide example', () => {
    expect(sigV4SigningKey('wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY', '20120215', 'us-east-1', 'iam').toString('hex'))
      .toBe('f4780e2d9f65fa895f9c67b32ce1baf0b0d8a43505a000a1a9e090d414db404d');
  });

  it('presigns the S3 documentation example to its published signature and URL', () => {
    const query = presignQuery({
      host: 'examplebucket.s3.amazonaws.com', path: '/test.txt', query: {}, service: 's3', region: 'us-east-1',
      credentials: { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' },
      timeMs: Date.UTC(2013, 4, 24), expiresSeconds: 86_400, payloadHash: 'UNSIGNED-PAYLOAD',
    });
    expect(query['X-Amz-Signature']).toBe('aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404');
    expect(sigV4QueryString(query)).toBe('X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request'
      + '&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404&X-Amz-SignedHeaders=host');
  });

  it('signs whole seconds only, and a session token as part of the query', () => {
    const request = {
      host: 'kafka.eu-west-1.amazonaws.com', path: '/', query: { Action: 'kafka-cluster:Connect' }, service: 'kafka-cluster', region: 'eu-west-1',
      credentials: { accessKeyId: 'ASIAEXAMPLE', secretAccessKey: 'secret', sessionToken: 'token/with+chars=' }, timeMs: Date.UTC(2026, 0, 1, 0, 0, 0, 1), expiresSeconds: 900,
    };
    const signed = presignQuery(request);
    expect(presignQuery({ ...request, timeMs: request.timeMs + 998 })).toEqual(signed);
    expect(signed['X-Amz-Date']).toBe('20260101T000000Z');
    expect(signed['X-Amz-Security-Token']).toBe('token/with+chars=');
    expect(presignQuery({ ...request, credentials: { ...request.credentials, sessionToken: 'other' } })['X-Amz-Signature']).not.toBe(signed['X-Amz-Signature']);
    expect(presignQuery({ ...request, timeMs: request.timeMs + 999 })['X-Amz-Date']).toBe('20260101T000001Z');
  });

  it('encodes as RFC 3986 (what encodeURIComponent leaves alone too) and sorts by encoded key, then value', () => {
    expect(sigV4Encode("a b!'()*~-_.:/+=")).toBe('a%20b%21%27%28%29%2A~-_.%3A%2F%2B%3D');
    expect(sigV4QueryString({ b: '2', a: 'x y', B: '1', 'a~': '' })).toBe('B=1&a=x%20y&a~=&b=2');
  });
});
