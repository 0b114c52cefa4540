import { KafkaClientError } from '../errors/kafka-client-error.js';

/**
 * {@link mskIamTokenProvider} could not make a token: no credentials were given and the optional package
 * `@aws-sdk/credential-providers` is not installed (`packageName` names it), the credentials provider failed
 * (its error is the `cause`), or it returned credentials without keys or already expired. Reported by the
 * producer or consumer as the `cause` of a `SaslAuthenticationError`.
 * @public
 */
export class MskIamTokenError extends KafkaClientError {
  /** The optional package to install, when that is what is missing. */
  readonly packageName: string | undefined;

  /**
   * Builds the error and its message from the arguments.
   * @param message - What failed while signing.
   * @param options - The cause, and the optional package that is missing, if that is the failure.
   */
  constructor(message: string, options: { cause?: unknown; packageName?: string } = {}) {
    super('ERR_MSK_IAM_TOKEN', message, options.cause === undefined ? {} : { cause: options.cause });
    this.packageName = options.packageName;
  }
}
