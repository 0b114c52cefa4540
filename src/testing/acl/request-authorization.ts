/**
 * What one request may do: the cluster's {@link AclAuthorizer} bound to the request's principal and client
 * address (Kafka's `AuthHelper` over a `RequestContext`). Without an authorizer every check passes, as on a Kafka
 * cluster with no `authorizer.class.name`. Handlers call it before acting, with the operations and error codes
 * Kafka's `KafkaApis` uses for their API (listed in each handler's header).
 */
import type { AclOperation, ResourceType } from './acl-binding.js';
import type { AclAuthorizer, AuthorizationSubject } from './acl-authorizer.js';

/**
 * The principal of a connection that did not authenticate (PLAINTEXT, TLS without a client certificate, the
 * in-process client by default).
 * @public
 */
export const ANONYMOUS_PRINCIPAL = 'User:ANONYMOUS';

/**
 * Authorization checks of one request.
 * @public
 */
export class RequestAuthorization {
  /** The request's principal and client host, which ACLs are matched against. */
  readonly subject: AuthorizationSubject;

  /**
   * Binds one request's principal and host to the cluster's authorizer.
   * @param authorizer - The cluster's authorizer; `undefined` allows everything.
   * @param subject - The principal and host of the request.
   */
  constructor(private readonly authorizer: AclAuthorizer | undefined, subject: AuthorizationSubject) {
    this.subject = subject;
  }

  /** May the request do `operation` on `resourceType`/`name`? */
  allows(operation: AclOperation, resourceType: ResourceType, name: string): boolean {
    return this.authorizer === undefined || this.authorizer.authorize(this.subject, operation, resourceType, name);
  }

  /** The names in `names` the request may do `operation` on (Kafka's `filterByAuthorized`). */
  allowed(operation: AclOperation, resourceType: ResourceType, names: Iterable<string>): Set<string> {
    const out = new Set<string>();
    for (const name of names) if (this.allows(operation, resourceType, name)) out.add(name);
    return out;
  }

  /** May the request do `operation` on some resource of `resourceType` (Kafka's `authorizeByResourceType`)? */
  allowsSome(operation: AclOperation, resourceType: ResourceType): boolean {
    return this.authorizer === undefined || this.authorizer.authorizeByResourceType(this.subject, operation, resourceType);
  }
}
