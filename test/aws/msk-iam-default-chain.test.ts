/**
 * The default credential chain, with `@aws-sdk/credential-providers` present (a stand-in module: the package is
 * not installed here): loaded once, created with the region, called at every token.
 */
import { describe, expect, it, vi } from 'vitest';
import { mskIamTokenProvider } from '../../src/aws/index.js';

const chain = vi.hoisted(() => ({ created: [] as unknown[], calls: 0 }));
vi.mock('@aws-sdk/credential-providers', () => ({
  fromNodeProviderChain: (init: unknown) => {
    chain.created.push(init);
    return () => { chain.calls++; return Promise.resolve({ accessKeyId: `ASIACHAIN${chain.calls}`, secretAccessKey: 'secret', sessionToken: 'token' }); };
  },
}));

describe('mskIamTokenProvider without credentials', () => {
  it('uses fromNodeProviderChain of @aws-sdk/credential-providers, created once with the region and asked at every token', async () => {
    const provider = mskIamTokenProvider({ region: 'eu-north-1' });
    const tokens = await Promise.all([provider(), provider()]);
    const third = await provider();
    const keys = [...tokens, third].map(({ value }) => new URL(Buffer.from(value, 'base64url').toString('utf8')).searchParams.get('X-Amz-Credential')?.split('/')[0]);
    expect(keys.sort()).toEqual(['ASIACHAIN1', 'ASIACHAIN2', 'ASIACHAIN3']);
    expect(chain.created).toEqual([{ clientConfig: { region: 'eu-north-1' } }]);
  });
});
