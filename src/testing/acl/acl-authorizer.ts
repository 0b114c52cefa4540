/**
 * The in-memory cluster's authorizer, with the decisions of Kafka's `StandardAuthorizer` (KRaft):
 *
 * - a super user (`super.users`) may do everything;
 * - an ACL applies to a resource when its type matches and its pattern is the resource's name (LITERAL), `*`
 *   (LITERAL wildcard) or a prefix of the name (PREFIXED); and to a request when its principal is the request's or
 *   `User:*`, and its host is the client's address or `*`;
 * - a DENY that applies with the requested operation (or ALL) wins; otherwise an ALLOW with the operation, ALL, or
 *   one that implies it (READ, WRITE, DELETE and ALTER imply DESCRIBE; ALTER_CONFIGS implies DESCRIBE_CONFIGS; a
 *   DENY implies nothing) allows;
 * - with no ACL on the resource at all (for any principal), `allowEveryoneIfNoAclFound` decides (default false:
 *   denied); with ACLs that do not allow, it is denied.
 *
 * `authorizeByResourceType` is Kafka's default `Authorizer.authorizeByResourceType` (KIP-679: "may the principal
 * do this to some resource of the type"), which InitProducerId uses for idempotent producers.
 */
import { AclOperation, AclPermissionType, PatternType, ResourceType, type AclBinding, type AclBindingFilter } from './acl-binding.js';

/**
 * Authorization settings of the in-memory cluster (Kafka's `authorizer.class.name=StandardAuthorizer`).
 * @public
 */
export interface AuthorizationOptions {
  /** Principals allowed everything (`super.users`), e.g. `['User:admin']`. Default none. */
  readonly superUsers?: readonly string[];
  /** ACLs present from the start; CreateAcls and DeleteAcls change them. Default none. */
  readonly acls?: readonly AclBinding[];
  /** `allow.everyone.if.no.acl.found`: allow access to resources that have no ACL at all. Default false. */
  readonly allowEveryoneIfNoAclFound?: boolean;
}

/** Who asks: a principal (`User:<name>`) from a client address. @public */
export interface AuthorizationSubject {
  /** The principal, `User:<name>` (or `User:ANONYMOUS`). */
  readonly principal: string;
  /** The client's address, matched against an ACL's host (`*` matches every host). */
  readonly host: string;
}

const WILDCARD = '*';
const PRINCIPAL = /^[A-Za-z]+:.+$/;

const IMPLIES_DESCRIBE: readonly number[] = [AclOperation.DESCRIBE, AclOperation.READ, AclOperation.WRITE, AclOperation.DELETE, AclOperation.ALTER];
const IMPLIES_DESCRIBE_CONFIGS: readonly number[] = [AclOperation.DESCRIBE_CONFIGS, AclOperation.ALTER_CONFIGS];

function normalized(binding: AclBinding): Required<AclBinding> {
  return { ...binding, host: binding.host ?? WILDCARD };
}

function patternMatches(binding: AclBinding, resourceType: number, name: string): boolean {
  if (binding.resourceType !== resourceType) return false;
  if (binding.patternType === PatternType.LITERAL) return binding.resourceName === name || binding.resourceName === WILDCARD;
  return binding.patternType === PatternType.PREFIXED && name.startsWith(binding.resourceName);
}

function appliesTo(binding: Required<AclBinding>, subject: AuthorizationSubject): boolean {
  return (binding.principal === subject.principal || binding.principal === 'User:*') && (binding.host === WILDCARD || binding.host === subject.host);
}

/** Kafka's `StandardAuthorizerData.findResult` for one ACL that applies: allowed, denied, or no opinion. */
function verdict(binding: AclBinding, operation: number): 'allow' | 'deny' | null {
  if (binding.operation !== AclOperation.ALL) {
    if (binding.permissionType === AclPermissionType.ALLOW) {
      const implied = operation === AclOperation.DESCRIBE ? IMPLIES_DESCRIBE : operation === AclOperation.DESCRIBE_CONFIGS ? IMPLIES_DESCRIBE_CONFIGS : [operation];
      if (!implied.includes(binding.operation)) return null;
    } else if (binding.operation !== operation) {
      return null;
    }
  }
  return binding.permissionType === AclPermissionType.ALLOW ? 'allow' : 'deny';
}

/**
 * Why a binding cannot be created (Kafka's CreateAcls checks), or null.
 * @internal
 */
export function invalidBinding(binding: AclBinding): string | null {
  if (![ResourceType.TOPIC, ResourceType.GROUP, ResourceType.CLUSTER, ResourceType.TRANSACTIONAL_ID, ResourceType.DELEGATION_TOKEN, ResourceType.USER].includes(binding.resourceType as 2)) return `Invalid resource type ${binding.resourceType}`;
  if (binding.patternType !== PatternType.LITERAL && binding.patternType !== PatternType.PREFIXED) return `Invalid pattern type ${binding.patternType}`;
  if (binding.operation === AclOperation.ANY || !Object.values(AclOperation).includes(binding.operation)) return `Invalid operation ${binding.operation}`;
  if (binding.permissionType !== AclPermissionType.ALLOW && binding.permissionType !== AclPermissionType.DENY) return `Invalid permission type ${binding.permissionType}`;
  if (!PRINCIPAL.test(binding.principal)) return `Could not parse principal from \`${binding.principal}\` (no colon is present separating the principal type from the principal name)`;
  if (binding.resourceName === '') return 'Resource name should not be empty';
  return null;
}

/** True when `binding` passes `filter` (DeleteAcls, DescribeAcls; patternType MATCH: applies to the named resource). */
function filterMatches(filter: AclBindingFilter, binding: Required<AclBinding>): boolean {
  const any = (value: number): boolean => value === AclOperation.ANY;
  if (!any(filter.resourceType) && filter.resourceType !== binding.resourceType) return false;
  if (filter.patternType === PatternType.MATCH) {
    if (filter.resourceName !== null && !patternMatches(binding, binding.resourceType, filter.resourceName)) return false;
  } else {
    if (filter.patternType !== PatternType.ANY && filter.patternType !== binding.patternType) return false;
    if (filter.resourceName !== null && filter.resourceName !== binding.resourceName) return false;
  }
  if (filter.principal !== null && filter.principal !== binding.principal) return false;
  if (filter.host !== null && filter.host !== binding.host) return false;
  if (!any(filter.operation) && filter.operation !== binding.operation) return false;
  return any(filter.permissionType) || filter.permissionType === binding.permissionType;
}

/**
 * The ACLs of one cluster and the decisions they make.
 * @public
 */
export class AclAuthorizer {
  private readonly superUsers: ReadonlySet<string>;
  private readonly allowEveryoneIfNoAclFound: boolean;
  private bindings: Required<AclBinding>[] = [];

  /**
   * Creates the authorizer with its initial ACLs.
   * @param options - The ACLs, the super users, and whether a resource without ACLs is allowed.
   */
  constructor(options: AuthorizationOptions = {}) {
    this.superUsers = new Set(options.superUsers ?? []);
    this.allowEveryoneIfNoAclFound = options.allowEveryoneIfNoAclFound ?? false;
    for (const binding of options.acls ?? []) {
      const problem = invalidBinding(binding);
      if (problem !== null) throw new RangeError(`authorization.acls: ${problem}`);
      this.add(binding);
    }
  }

  /** Every ACL, in creation order. */
  acls(): readonly AclBinding[] {
    return this.bindings;
  }

  /** Adds `binding` (a duplicate is kept once). The caller has validated it (`invalidBinding`). */
  add(binding: AclBinding): void {
    const stored = normalized(binding);
    const same = (each: Required<AclBinding>): boolean => each.resourceType === stored.resourceType && each.resourceName === stored.resourceName
      && each.patternType === stored.patternType && each.principal === stored.principal && each.host === stored.host
      && each.operation === stored.operation && each.permissionType === stored.permissionType;
    if (!this.bindings.some(same)) this.bindings.push(stored);
  }

  /** Removes and returns the ACLs that pass `filter`. */
  delete(filter: AclBindingFilter): AclBinding[] {
    const removed = this.bindings.filter((binding) => filterMatches(filter, binding));
    this.bindings = this.bindings.filter((binding) => !removed.includes(binding));
    return removed;
  }

  /** The ACLs that pass `filter`. */
  describe(filter: AclBindingFilter): AclBinding[] {
    return this.bindings.filter((binding) => filterMatches(filter, binding));
  }

  /** May `subject` do `operation` on the resource `resourceType`/`name`? */
  authorize(subject: AuthorizationSubject, operation: AclOperation, resourceType: ResourceType, name: string): boolean {
    if (this.superUsers.has(subject.principal)) return true;
    let resourceHasAcls = false;
    let allowed = false;
    for (const binding of this.bindings) {
      if (!patternMatches(binding, resourceType, name)) continue;
      resourceHasAcls = true;
      if (!appliesTo(binding, subject)) continue;
      const result = verdict(binding, operation);
      if (result === 'deny') return false;
      if (result === 'allow') allowed = true;
    }
    return allowed || (!resourceHasAcls && this.allowEveryoneIfNoAclFound);
  }

  /** May `subject` do `operation` on some resource of `resourceType` (Kafka's default `authorizeByResourceType`)? */
  authorizeByResourceType(subject: AuthorizationSubject, operation: AclOperation, resourceType: ResourceType): boolean {
    // Kafka checks a hard-coded name first, so that super users (and allow-everyone) pass whatever the DENY ACLs.
    if (this.authorize(subject, operation, resourceType, 'hardcode')) return true;
    const denied = { literal: new Set<string>(), prefixed: new Set<string>() };
    const allowedPatterns: Required<AclBinding>[] = [];
    for (const binding of this.bindings) {
      if (binding.resourceType !== resourceType || !appliesTo(binding, subject)) continue;
      if (binding.operation !== operation && binding.operation !== AclOperation.ALL) continue;
      if (binding.permissionType === AclPermissionType.DENY) {
        if (binding.patternType === PatternType.LITERAL && binding.resourceName === WILDCARD) return false;
        (binding.patternType === PatternType.LITERAL ? denied.literal : denied.prefixed).add(binding.resourceName);
        continue;
      }
      if (binding.patternType === PatternType.LITERAL && binding.resourceName === WILDCARD) return true;
      allowedPatterns.push(binding);
    }
    return allowedPatterns.some((binding) => {
      if (binding.patternType === PatternType.LITERAL && denied.literal.has(binding.resourceName)) return false;
      for (let length = 1; length <= binding.resourceName.length; length++) {
        if (denied.prefixed.has(binding.resourceName.slice(0, length))) return false;
      }
      return true;
    });
  }
}
