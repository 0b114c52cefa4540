/**
 * The single entry point of the in-memory cluster's network faces: the in-process client hands it request
 * objects directly, the TCP face hands it decoded frames. It does what Kafka's `KafkaApis.handle` and the
 * socket server do around the per-API logic:
 *
 * 1. Unknown API key: the connection closes (Kafka cannot parse the request). Broker down: the connection
 *    closes (a real client could not have connected).
 * 2. Unsupported version: ApiVersions answers UNSUPPORTED_VERSION in a v0 response listing what is
 *    supported (KIP-511: the client retries at a version it can both speak); any other API closes the
 *    connection, as Kafka does for a request it cannot parse.
 * 3. The fault registry is consulted once per request ({@link FaultRegistry.take}): `error` answers without
 *    applying, `close-connection` closes without applying, `drop-response` applies and answers nothing,
 *    `delay` applies and answers `delayMs` later on the cluster clock.
 * 4. The handler's whole-request authorization check (`authorize`), then the API's handler runs.
 *
 * SASL (TCP face started with `sasl`): the face passes the connection's {@link SaslServerSession} in the
 * context. Until it has authenticated, only ApiVersions, SaslHandshake and SaslAuthenticate are served and
 * anything else closes the connection (Kafka's `SaslServerAuthenticator`); a response that fails the
 * authentication is sent and then the connection closes. The SASL APIs are advertised and served on such
 * connections only. A session past its lifetime (KIP-368) is closed at its next request unless that is a
 * SaslHandshake beginning a re-authentication.
 *
 * A handler that throws is a bug in the cluster, not a broker answer: the error propagates to the face
 * (the in-process client rejects with it; the TCP face decides how to report it).
 */
import { ApiKey, apiByKey, type ApiKeyName, type ApiMessages } from '../../protocol/messages/index.generated.js';
import type { InMemoryCluster } from '../in-memory-cluster.js';
import type { ApiHandler, HandlerContext } from './api-handler.js';
import type { SaslServerSession } from '../sasl/sasl-server-session.js';
import { handlers, saslHandlers } from './handler-registry.js';
import { unsupportedVersionResponse } from '../handlers/18-api-versions.js';
import { ANONYMOUS_PRINCIPAL, RequestAuthorization } from '../acl/request-authorization.js';
import { sleep } from '../../internal/waits.js';

/**
 * One request as a network face received it.
 * @public
 */
export interface RequestContext {
  /** The node id of the broker handling the request. */
  readonly brokerId: number;
  /** The request's API key (see `ApiKey`). */
  readonly apiKey: number;
  /** The version the request was sent at. */
  readonly apiVersion: number;
  /** The `client_id` of the request header, or null. */
  readonly clientId: string | null;
  /** An id of the client connection, unique within the cluster; requests of one connection share it. */
  readonly connectionId: number;
  /** The connection's SASL state when the listener requires SASL; absent otherwise. @internal */
  readonly sasl?: SaslServerSession;
  /**
   * The principal of a connection that authenticated otherwise than with SASL (`User:CN=...` for a TLS client
   * certificate, or the in-process client's); a SASL session's user wins; `User:ANONYMOUS` when neither.
   */
  readonly principal?: string;
  /** The client's address, for ACLs with a host. Default `127.0.0.1`. */
  readonly clientHost?: string;
}

/**
 * What the face must do with a request.
 * - `response`: send `body` (an `ApiMessages[name]['response']`) encoded at the request's version, or at
 *   `responseVersion` when set (ApiVersions answers an unsupported version in v0, KIP-511); when
 *   `closeAfterResponse` is true, close the connection once it is written (failed SASL authentication).
 * - `no-response`: send nothing (Produce with acks=0, or a dropped response).
 * - `close-connection`: close the connection (injected disconnect, broker down, unknown API or version).
 * @public
 */
export type DispatchOutcome =
  | {
    /** Answer the request. */
    readonly kind: 'response';
    /** The response body, of the API's response type. */
    readonly body: unknown;
    /** The version to encode the response at, when not the request's: v0 for an ApiVersions request of an unsupported version (KIP-511). */
    readonly responseVersion?: number;
    /** Close the connection once the response is written (a failed SASL authentication). */
    readonly closeAfterResponse?: boolean;
  }
  | {
    /** Send nothing back (a Produce with acks=0, or a dropped response). */
    readonly kind: 'no-response';
  }
  | {
    /** Close the connection without answering. */
    readonly kind: 'close-connection';
  };

/**
 * A supported version range.
 * @public
 */
export interface SupportedVersionRange {
  /** The lowest version supported. */
  readonly min: number;
  /** The highest version supported. */
  readonly max: number;
}

const CLOSE: DispatchOutcome = { kind: 'close-connection' };
/** The authorization of every request to a cluster without an authorizer: everything is allowed. */
const UNRESTRICTED = new RequestAuthorization(undefined, { principal: ANONYMOUS_PRINCIPAL, host: '*' });
const NO_RESPONSE: DispatchOutcome = { kind: 'no-response' };

/** What an unauthenticated SASL connection may send (Kafka's `SaslServerAuthenticator`). */
const PRE_AUTHENTICATION_APIS: ReadonlySet<number> = new Set([ApiKey.ApiVersions, ApiKey.SaslHandshake, ApiKey.SaslAuthenticate]);

/**
 * Routes requests to the per-API handlers of one {@link InMemoryCluster}.
 * @public
 */
export class RequestDispatcher {
  private readonly cluster: InMemoryCluster;
  private readonly byKey = new Map<number, ApiHandler<ApiKeyName>>();
  private readonly versions = new Map<number, SupportedVersionRange>();
  /** `versions` plus the SASL APIs: what a SASL connection is offered. */
  private readonly saslVersions = new Map<number, SupportedVersionRange>();

  /**
   * Creates a dispatcher that answers encoded requests as the cluster's brokers would.
   * @param cluster - The cluster whose brokers answer the requests.
   */
  constructor(cluster: InMemoryCluster) {
    this.cluster = cluster;
    for (const handler of [...handlers, ...saslHandlers]) {
      const codec = apiByKey(ApiKey[handler.api]);
      if (codec === undefined) continue;
      const min = Math.max(handler.minVersion, codec.minVersion);
      const max = Math.min(handler.maxVersion, codec.maxVersion);
      if (min > max) continue;
      this.byKey.set(codec.apiKey, handler);
      this.saslVersions.set(codec.apiKey, { min, max });
      if (handlers.includes(handler)) this.versions.set(codec.apiKey, { min, max });
    }
  }

  /** The versions ApiVersions advertises: each implemented API's handler range within the codec's range. */
  supportedVersions(): ReadonlyMap<number, SupportedVersionRange> {
    return this.versions;
  }

  /**
   * Serves one request. For ApiVersions at an unsupported version `body` may be `undefined` (the face could
   * not decode it); for every other request it must be the decoded `ApiMessages[name]['request']`.
   */
  async dispatch(context: RequestContext, body: unknown): Promise<DispatchOutcome> {
    const sasl = context.sasl;
    if (sasl !== undefined && !sasl.authenticated && !PRE_AUTHENTICATION_APIS.has(context.apiKey)) return CLOSE;
    // KIP-368: an expired session may only re-authenticate (Kafka's SocketServer closes it otherwise).
    if (sasl?.expired(this.cluster.clock.now()) === true && context.apiKey !== ApiKey.SaslHandshake) return CLOSE;
    const versions = sasl === undefined ? this.versions : this.saslVersions;
    const handler = this.byKey.get(context.apiKey);
    const range = versions.get(context.apiKey);
    if (handler === undefined || range === undefined) return CLOSE;
    if (this.cluster.state.broker(context.brokerId)?.up !== true) return CLOSE;
    if (context.apiVersion < range.min || context.apiVersion > range.max) {
      if (context.apiKey !== ApiKey.ApiVersions) return CLOSE;
      return { kind: 'response', body: unsupportedVersionResponse(versions), responseVersion: 0 };
    }
    // The faces type-check requests against ApiMessages; the table is keyed by the same API key.
    const request = body as ApiMessages[ApiKeyName]['request'];
    const saslUser = sasl?.principal ?? null;
    const principal = saslUser === null ? context.principal ?? ANONYMOUS_PRINCIPAL : `User:${saslUser}`;
    const handlerContext: HandlerContext = {
      cluster: this.cluster,
      authorization: this.cluster.authorizer === undefined ? UNRESTRICTED : new RequestAuthorization(this.cluster.authorizer, { principal, host: context.clientHost ?? '127.0.0.1' }),
      brokerId: context.brokerId,
      version: context.apiVersion,
      clientId: context.clientId,
      connectionId: context.connectionId,
      supportedVersions: versions,
      ...(sasl === undefined ? {} : { sasl }),
    };
    const responds = handler.respondsTo?.(request) ?? true;
    const fault = this.cluster.faults.take(context.apiKey, context.brokerId);
    if (fault?.kind === 'close-connection') return CLOSE;
    if (fault?.kind === 'error') {
      return responds ? { kind: 'response', body: handler.errorResponse(request, fault.errorCode, handlerContext) } : NO_RESPONSE;
    }
    const denied = handler.authorize?.(request, handlerContext) ?? 0;
    const response = denied !== 0 ? handler.errorResponse(request, denied, handlerContext) : await handler.handle(request, handlerContext);
    if (fault?.kind === 'drop-response' || !responds) return NO_RESPONSE;
    if (fault?.kind === 'delay') await sleep(this.cluster.clock, fault.delayMs);
    if (sasl?.failed === true) return { kind: 'response', body: response, closeAfterResponse: true };
    return { kind: 'response', body: response };
  }
}
