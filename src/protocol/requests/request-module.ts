/**
 * The shape of a wire module (`src/protocol/requests/<api>.ts`): everything the client knows about one Kafka API's
 * versions in one place, as Kafka's `*Request.java` / `*Response.java` pairs are. `request(fields, version)` builds the
 * generated request for the version the network client negotiated, or throws {@link UnsupportedVersionError} when
 * the fields ask for something that version cannot carry; `read(response, version, fields)` turns the generated
 * response into one shape that no longer depends on the version. Callers never look at a version number.
 */
import type { ApiKeyName, ApiMessages } from '../messages/api-keys.generated.js';
import { ApiKey } from '../messages/api-keys.generated.js';
import { UnsupportedVersionError } from '../messages/unsupported-version-error.js';

/**
 * One API's request builder and response reader.
 * @internal
 */
export interface RequestModule<Name extends ApiKeyName, Fields, Answer> {
  /** The API, in Kafka's naming. */
  readonly api: Name;
  /** The request at `version`; throws {@link UnsupportedVersionError} when `fields` need a later version. */
  request(fields: Fields, version: number): ApiMessages[Name]['request'];
  /** The response as one version-free shape; `fields` are the ones the request was built from. */
  read(response: ApiMessages[Name]['response'], version: number, fields: Fields): Answer;
  /**
   * The highest version `fields` may go out at, when the client must stay below what both sides speak (a version
   * meant for brokers, one that changes the transaction protocol, one that names topics by an id not known yet);
   * absent or undefined: no cap.
   */
  maxVersion?(fields: Fields): number | undefined;
}

/**
 * The error a wire module throws when `fields` ask for `what` (a field or feature of `api`) at a version that
 * cannot carry it.
 * @internal
 */
export function unsupported(api: ApiKeyName, what: string, version: number): UnsupportedVersionError {
  return new UnsupportedVersionError(`${api} ${what}`, ApiKey[api], version);
}

/**
 * Refuses a static member (a `group.instance.id`, KIP-345) at a version of `api` that cannot carry it: the classic
 * group APIs took the field at different versions (`from`), and a static member sent without it would join as a
 * dynamic one.
 * @internal
 */
export function checkGroupInstanceId(api: ApiKeyName, groupInstanceId: string | null, version: number, from: number): void {
  if (groupInstanceId !== null && version < from) throw unsupported(api, 'group.instance.id (static membership)', version);
}

/**
 * An answer that is an error code per partition, topics by name (AddPartitionsToTxn, TxnOffsetCommit).
 * @internal
 */
export interface PartitionErrorsAnswer {
  readonly topics: readonly {
    readonly name: string;
    readonly partitions: readonly { readonly partitionIndex: number; readonly errorCode: number }[];
  }[];
}

/** The fields and answer types of a {@link RequestModule}. @internal */
export type FieldsOf<Module> = Module extends RequestModule<ApiKeyName, infer Fields, unknown> ? Fields : never;
/** @internal */
export type AnswerOf<Module> = Module extends RequestModule<ApiKeyName, unknown, infer Answer> ? Answer : never;
