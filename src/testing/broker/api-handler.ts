/**
 * The contract every per-API request handler of the in-memory cluster implements (franz-go kfake's
 * one-file-per-API handlers). A handler maps the version-agnostic generated request onto
 * {@link InMemoryCluster} calls and builds the generated response for the request's version; the
 * {@link RequestDispatcher} owns everything around it (fault injection, broker liveness, version checks).
 */
import type { ApiKeyName, ApiMessages } from '../../protocol/messages/index.generated.js';
import type { InMemoryCluster } from '../in-memory-cluster.js';
import type { SaslServerSession } from '../sasl/sasl-server-session.js';
import type { RequestAuthorization } from '../acl/request-authorization.js';

/**
 * What a handler knows about the request it serves.
 * @public
 */
export interface HandlerContext {
  /** The cluster the request is applied to. */
  readonly cluster: InMemoryCluster;
  /** The broker that received the request (leadership and coordinator placement are checked against it). */
  readonly brokerId: number;
  /** The request's API version, already checked against the handler's range. */
  readonly version: number;
  /** The `client_id` of the request header, or null. */
  readonly clientId: string | null;
  /** An id of the client connection, unique within the cluster. */
  readonly connectionId: number;
  /** What ApiVersions advertises (the dispatcher's table; with the SASL APIs on a SASL connection). */
  readonly supportedVersions: ReadonlyMap<number, {
    /** The lowest version of the API the broker accepts. */
    readonly min: number;
    /** The highest version of the API the broker accepts. */
    readonly max: number;
  }>;
  /**
   * The connection's SASL state, on a TCP face started with `sasl` only (the SaslHandshake and
   * SaslAuthenticate handlers drive it). Absent on plaintext listeners and on the in-process face.
   * @internal
   */
  readonly sasl?: SaslServerSession;
  /** What the request's principal may do (everything when the cluster has no authorizer). */
  readonly authorization: RequestAuthorization;
}

/**
 * One API's handler.
 *
 * Methods use method syntax on purpose: it keeps parameters bivariant, so the dispatcher can hold every
 * handler in one `ApiHandler<ApiKeyName>` table.
 * @public
 */
export interface ApiHandler<Name extends ApiKeyName> {
  /** The API this handler answers. */
  readonly api: Name;
  /** Lowest version this handler implements (within the codec's range). */
  readonly minVersion: number;
  /** Highest version this handler implements (within the codec's range). */
  readonly maxVersion: number;
  /** Serves one request. May wait (JoinGroup, SyncGroup, Fetch with maxWaitMs). */
  handle(request: ApiMessages[Name]['request'], context: HandlerContext): ApiMessages[Name]['response'] | Promise<ApiMessages[Name]['response']>;
  /**
   * The response a broker would send if it rejected the whole request with `errorCode`: that code in every
   * error field (top-level, per partition, per group, per transaction). Used for injected errors.
   */
  errorResponse(request: ApiMessages[Name]['request'], errorCode: number, context: HandlerContext): ApiMessages[Name]['response'];
  /**
   * The whole-request authorization check, where Kafka rejects a request as a whole (a transactional id or group
   * the principal may not use): `ErrorCode.NONE`, or the code the dispatcher answers with {@link errorResponse}
   * instead of handling it. Checks on parts of a request (topics, partitions) stay in `handle`. Default: none.
   */
  authorize?(request: ApiMessages[Name]['request'], context: HandlerContext): number;
  /** False when the broker sends no response at all (Produce with acks=0). Default: always responds. */
  respondsTo?(request: ApiMessages[Name]['request']): boolean;
}

/**
 * What a handler file writes: its logic, without the API name and versions {@link defineHandler} adds.
 * @internal
 */
export type HandlerSpec<Name extends ApiKeyName> = Omit<ApiHandler<Name>, 'api' | 'minVersion' | 'maxVersion'>;

/**
 * The lowest and highest version of one API the in-memory cluster implements, within the codec's range: what its
 * ApiVersions answer advertises and what the dispatcher serves.
 * @internal
 */
export interface HandlerVersionRange {
  readonly min: number;
  readonly max: number;
}

/**
 * The handler of `api`, serving `versions`. The range stands in the handler's own module, next to its version notes,
 * so that serving a new version is a change to that module alone.
 * @internal
 */
export function defineHandler<Name extends ApiKeyName>(api: Name, versions: HandlerVersionRange, spec: HandlerSpec<Name>): ApiHandler<Name> {
  return { ...spec, api, minVersion: versions.min, maxVersion: versions.max };
}
