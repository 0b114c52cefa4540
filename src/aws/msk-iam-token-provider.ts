/**
 * Amazon MSK IAM access control over SASL/OAUTHBEARER, as AWS's signers for non-Java clients do it
 * (`aws-msk-iam-sasl-signer-js`, `-go`, `-python`; Java's `IAMOAuthBearerLoginCallbackHandler`): the token is a
 * SigV4-presigned URL for the action `kafka-cluster:Connect` on `https://kafka.<region>.amazonaws.com/`, signed for
 * the service `kafka-cluster`, with a `User-Agent` parameter added after signing, base64url-encoded without
 * padding. The broker checks the signature with IAM and bounds the session by the URL's expiry
 * (`X-Amz-Date` + `X-Amz-Expires`), so the client re-authenticates (KIP-368) with a new token before it runs out.
 *
 * Every call signs a new token (signing is local and takes microseconds), so an authentication or a
 * re-authentication always presents a token with its full lifetime. Credentials come from the caller, or from
 * the AWS SDK's default chain (`fromNodeProviderChain` of the optional package `@aws-sdk/credential-providers`,
 * loaded on first use), whose providers cache credentials and refresh them before they expire.
 */
import { isObjectRecord } from '../errors/argument-checks.js';
import { ConfigError, type ConfigIssue } from '../config/config-error.js';
import { causeChain } from '../errors/kafka-client-error.js';
import { systemClock, type Clock } from '../internal/clock.js';
import type { OAuthBearerToken } from '../network/sasl/sasl-mechanism.js';
import { MskIamTokenError } from './msk-iam-errors.js';
import { presignQuery, sigV4QueryString } from './sigv4-presign.js';

/**
 * AWS credentials, shaped as the AWS SDK's `AwsCredentialIdentity`: an SDK credentials provider's result can be
 * passed as it is.
 * @public
 */
export interface AwsCredentials {
  /** The access key id (`AKIA...` for an IAM user's keys, `ASIA...` for temporary ones); named in the token. */
  readonly accessKeyId: string;
  /** The secret access key: signs the token, never sent. */
  readonly secretAccessKey: string;
  /** Set for temporary credentials (an assumed role, an instance or task role, SSO). */
  readonly sessionToken?: string | undefined;
  /** When temporary credentials expire; a token never outlives them. */
  readonly expiration?: Date | undefined;
}

/**
 * A source of {@link AwsCredentials}, called at every authentication; the AWS SDK's credential providers
 * (`fromNodeProviderChain()`, `fromIni({ profile })`, `fromTemporaryCredentials({...})`) fit as they are, and
 * cache what they fetch.
 * @public
 */
export type AwsCredentialsProvider = () => Promise<AwsCredentials>;

/**
 * Options of {@link mskIamTokenProvider}.
 * @public
 */
export interface MskIamTokenProviderOptions {
  /** The cluster's AWS region, e.g. `eu-west-1`: the token is signed for `kafka.<region>.amazonaws.com`. */
  readonly region: string;
  /**
   * Fixed credentials or a provider of them. Default: the AWS SDK's default chain (environment, shared config
   * and credentials files, SSO, web identity, ECS and EC2 roles), which needs the optional package
   * `@aws-sdk/credential-providers`.
   */
  readonly credentials?: AwsCredentials | AwsCredentialsProvider;
  /** The token's lifetime (`X-Amz-Expires`), 1 to 900 seconds. Default 900, as AWS's signers. */
  readonly expiresInSeconds?: number;
  /** The `User-Agent` parameter of the token (MSK may log it). Default `kafka-eos`. */
  readonly userAgent?: string;
  /** Time source of the signature (tests). Default: the system clock. */
  readonly clock?: Clock;
}

/** The optional package that provides the default credential chain. */
const CREDENTIAL_PROVIDERS_PACKAGE = '@aws-sdk/credential-providers';
const MAX_EXPIRES_SECONDS = 900;
/** AWS region names: lower-case words and a number joined by dashes (`us-gov-west-1`, `cn-north-1`). */
const REGION = /^[a-z]{2,}(?:-[a-z0-9]+)+$/;

/**
 * An `oauthBearerProvider` for Amazon MSK clusters with IAM access control; pass it as
 * `sasl: { mechanism: 'oauthbearer', oauthBearerProvider: mskIamTokenProvider({ region: 'eu-west-1' }) }`
 * together with `tls` (MSK's IAM listeners are SASL_SSL, port 9098, or 9198 for public access).
 * @throws ConfigError naming each bad option.
 * @public
 */
export function mskIamTokenProvider(options: MskIamTokenProviderOptions): () => Promise<OAuthBearerToken> {
  checkOptions(options);
  const clock = options.clock ?? systemClock;
  const host = `kafka.${options.region}.amazonaws.com`;
  const expiresInSeconds = options.expiresInSeconds ?? MAX_EXPIRES_SECONDS;
  const userAgent = options.userAgent ?? 'kafka-eos';
  const { credentials } = options;
  const resolve: AwsCredentialsProvider = typeof credentials === 'function' ? credentials
    : credentials !== undefined ? () => Promise.resolve(credentials)
      : defaultChain(options.region);

  return async () => {
    let current: AwsCredentials;
    try {
      current = await resolve();
    } catch (error) {
      if (error instanceof MskIamTokenError) throw error;
      throw new MskIamTokenError(`the AWS credentials provider failed${error instanceof Error ? `: ${causeChain(error)}` : ''}`, { cause: error });
    }
    const now = clock.now();
    const lifetimeSeconds = tokenLifetime(current, now, expiresInSeconds);
    const query = presignQuery({
      host, path: '/', query: { Action: 'kafka-cluster:Connect' }, service: 'kafka-cluster', region: options.region,
      credentials: current, timeMs: now, expiresSeconds: lifetimeSeconds,
    });
    const url = `https://${host}/?${sigV4QueryString({ ...query, 'User-Agent': userAgent })}`;
    return { value: Buffer.from(url, 'utf8').toString('base64url') };
  };
}

/**
 * Whole seconds the token may live: the configured lifetime, cut to what the credentials have left. `credentials`
 * comes from a provider that may be plain JavaScript.
 */
function tokenLifetime(credentials: unknown, now: number, expiresInSeconds: number): number {
  const fields: Readonly<Record<string, unknown>> = isObjectRecord(credentials) ? credentials : {};
  const { accessKeyId, secretAccessKey, expiration } = fields;
  if (typeof accessKeyId !== 'string' || accessKeyId === '' || typeof secretAccessKey !== 'string' || secretAccessKey === '') {
    throw new MskIamTokenError('the AWS credentials have no accessKeyId or secretAccessKey');
  }
  if (expiration === undefined) return expiresInSeconds;
  if (!(expiration instanceof Date) || Number.isNaN(expiration.getTime())) throw new MskIamTokenError('the AWS credentials\' expiration is not a valid Date');
  const leftSeconds = Math.floor((expiration.getTime() - now) / 1000);
  if (leftSeconds < 1) throw new MskIamTokenError(`the AWS credentials expired at ${expiration.toISOString()}: their provider did not refresh them`);
  return Math.min(expiresInSeconds, leftSeconds);
}

/** The AWS SDK's default credentials chain, loaded (once) at the first token. */
function defaultChain(region: string): AwsCredentialsProvider {
  let chain: Promise<AwsCredentialsProvider> | undefined;
  return async () => {
    if (chain === undefined) {
      chain = loadDefaultChain(region);
      // A failed load (the package is missing) is tried again at the next authentication.
      chain.catch(() => { chain = undefined; });
    }
    return (await chain)();
  };
}

interface CredentialProvidersModule {
  fromNodeProviderChain(init?: { readonly clientConfig?: { readonly region?: string } }): AwsCredentialsProvider;
}

async function loadDefaultChain(region: string): Promise<AwsCredentialsProvider> {
  let loaded: Partial<CredentialProvidersModule>;
  try {
    // A specifier in a variable: neither TypeScript nor the bundler resolves the optional package.
    const specifier: string = CREDENTIAL_PROVIDERS_PACKAGE;
    const module = (await import(specifier)) as Partial<CredentialProvidersModule> & { default?: Partial<CredentialProvidersModule> };
    loaded = module.fromNodeProviderChain === undefined ? module.default ?? {} : module;
  } catch (error) {
    throw new MskIamTokenError(`no AWS credentials: pass mskIamTokenProvider({ credentials }) or install the optional package '${CREDENTIAL_PROVIDERS_PACKAGE}' for the default credential chain`,
      { cause: error, packageName: CREDENTIAL_PROVIDERS_PACKAGE });
  }
  if (typeof loaded.fromNodeProviderChain !== 'function') {
    throw new MskIamTokenError(`'${CREDENTIAL_PROVIDERS_PACKAGE}' has no fromNodeProviderChain: install version 3`, { packageName: CREDENTIAL_PROVIDERS_PACKAGE });
  }
  return loaded.fromNodeProviderChain({ clientConfig: { region } });
}

/** Rejects what plain JavaScript may pass, naming each option. */
function checkOptions(options: MskIamTokenProviderOptions): void {
  const given: unknown = options;
  if (!isObjectRecord(given)) {
    throw new ConfigError('mskIamTokenProvider options', [{ field: '', message: 'must be an object ({ region, credentials? })' }]);
  }
  const issues: ConfigIssue[] = [];
  const { region, credentials, expiresInSeconds, userAgent, clock } = given;
  if (typeof region !== 'string' || !REGION.test(region)) issues.push({ field: 'region', message: `must be an AWS region such as 'eu-west-1' (got ${describe(region)})` });
  if (credentials !== undefined && typeof credentials !== 'function') {
    const fields: Readonly<Record<string, unknown>> = isObjectRecord(credentials) ? credentials : {};
    const { accessKeyId, secretAccessKey, sessionToken } = fields;
    if (typeof credentials !== 'object' || credentials === null) issues.push({ field: 'credentials', message: 'must be { accessKeyId, secretAccessKey, sessionToken? } or a function returning a promise of them' });
    else {
      if (typeof accessKeyId !== 'string' || accessKeyId === '') issues.push({ field: 'credentials.accessKeyId', message: 'must be a non-empty string' });
      if (typeof secretAccessKey !== 'string' || secretAccessKey === '') issues.push({ field: 'credentials.secretAccessKey', message: 'must be a non-empty string' });
      if (sessionToken !== undefined && typeof sessionToken !== 'string') issues.push({ field: 'credentials.sessionToken', message: 'must be a string' });
    }
  }
  if (expiresInSeconds !== undefined && (typeof expiresInSeconds !== 'number' || !Number.isInteger(expiresInSeconds) || expiresInSeconds < 1 || expiresInSeconds > MAX_EXPIRES_SECONDS)) {
    issues.push({ field: 'expiresInSeconds', message: `must be a whole number of seconds from 1 to ${MAX_EXPIRES_SECONDS} (got ${describe(expiresInSeconds)})` });
  }
  if (userAgent !== undefined && (typeof userAgent !== 'string' || userAgent === '')) issues.push({ field: 'userAgent', message: 'must be a non-empty string' });
  if (clock !== undefined && (!isObjectRecord(clock) || typeof clock.now !== 'function')) issues.push({ field: 'clock', message: 'must be a Clock ({ now(), setTimer() })' });
  if (issues.length > 0) throw new ConfigError('mskIamTokenProvider options', issues);
}

function describe(value: unknown): string {
  return typeof value === 'string' ? `'${value}'` : value === null ? 'null' : typeof value === 'number' ? String(value) : typeof value;
}
