/**
 * kafka-eos/aws: Amazon MSK IAM access control for the producer, the consumer and the admin client, as an
 * OAUTHBEARER token provider ({@link mskIamTokenProvider}). The SigV4 signature is computed with node:crypto; the
 * AWS SDK's default credential chain (`@aws-sdk/credential-providers`) is an optional peer dependency, loaded only
 * when no credentials are given. See docs/security.md, "Amazon MSK with IAM access control".
 * @packageDocumentation
 * @module kafka-eos/aws
 */
export { mskIamTokenProvider, type MskIamTokenProviderOptions, type AwsCredentials, type AwsCredentialsProvider } from './msk-iam-token-provider.js';
export { MskIamTokenError } from './msk-iam-errors.js';
