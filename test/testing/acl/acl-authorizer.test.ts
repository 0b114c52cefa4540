/**
 * The in-memory cluster's authorizer against the rules of Kafka's `StandardAuthorizer` (StandardAuthorizerData:
 * super users, pattern matching, DENY before ALLOW, implied DESCRIBE, allow.everyone.if.no.acl.found) and Kafka's
 * default `Authorizer.authorizeByResourceType` (KIP-679), plus the DeleteAcls/DescribeAcls filters.
 */
import { describe, expect, it } from 'vitest';
import { AclOperation, AclPermissionType, PatternType, ResourceType, type AclBinding } from '../../../src/testing/acl/acl-binding.js';
import { AclAuthorizer, invalidBinding } from '../../../src/testing/acl/acl-authorizer.js';

const alice = { principal: 'User:alice', host: '10.0.0.1' };
const bob = { principal: 'User:bob', host: '10.0.0.2' };

function acl(fields: Partial<AclBinding>): AclBinding {
  return { resourceType: ResourceType.TOPIC, resourceName: 'orders', patternType: PatternType.LITERAL, principal: 'User:alice', operation: AclOperation.READ, permissionType: AclPermissionType.ALLOW, ...fields };
}

const ANY_FILTER = { resourceType: 1, resourceName: null, patternType: 1, principal: null, host: null, operation: 1, permissionType: 1 };

describe('authorize', () => {
  it('denies what no ACL allows; allow-everyone only applies to resources without any ACL', () => {
    const strict = new AclAuthorizer({ acls: [acl({ principal: 'User:bob' })] });
    expect(strict.authorize(alice, AclOperation.READ, ResourceType.TOPIC, 'orders')).toBe(false);
    expect(strict.authorize(alice, AclOperation.READ, ResourceType.TOPIC, 'audit')).toBe(false);
    const lenient = new AclAuthorizer({ acls: [acl({ principal: 'User:bob' })], allowEveryoneIfNoAclFound: true });
    expect(lenient.authorize(alice, AclOperation.READ, ResourceType.TOPIC, 'audit')).toBe(true);
    expect(lenient.authorize(alice, AclOperation.READ, ResourceType.TOPIC, 'orders')).toBe(false);
  });

  it('super users pass everything, DENY ACLs included', () => {
    const authorizer = new AclAuthorizer({ superUsers: ['User:alice'], acls: [acl({ operation: AclOperation.ALL, permissionType: AclPermissionType.DENY })] });
    expect(authorizer.authorize(alice, AclOperation.WRITE, ResourceType.TOPIC, 'orders')).toBe(true);
    expect(authorizer.authorize(bob, AclOperation.WRITE, ResourceType.TOPIC, 'orders')).toBe(false);
  });

  it('matches LITERAL names, the LITERAL wildcard and PREFIXED patterns, per resource type', () => {
    const authorizer = new AclAuthorizer({ acls: [
      acl({ resourceName: 'orders' }),
      acl({ resourceType: ResourceType.GROUP, resourceName: '*' }),
      acl({ resourceType: ResourceType.TRANSACTIONAL_ID, resourceName: 'app-', patternType: PatternType.PREFIXED, operation: AclOperation.WRITE }),
    ] });
    expect(authorizer.authorize(alice, AclOperation.READ, ResourceType.TOPIC, 'orders')).toBe(true);
    expect(authorizer.authorize(alice, AclOperation.READ, ResourceType.TOPIC, 'orders-2')).toBe(false);
    expect(authorizer.authorize(alice, AclOperation.READ, ResourceType.GROUP, 'any-group')).toBe(true);
    expect(authorizer.authorize(alice, AclOperation.WRITE, ResourceType.TRANSACTIONAL_ID, 'app-1')).toBe(true);
    expect(authorizer.authorize(alice, AclOperation.WRITE, ResourceType.TRANSACTIONAL_ID, 'other')).toBe(false);
    expect(authorizer.authorize(alice, AclOperation.READ, ResourceType.GROUP, 'orders')).toBe(true);
    expect(authorizer.authorize(alice, AclOperation.READ, ResourceType.TRANSACTIONAL_ID, 'orders')).toBe(false);
  });

  it('a DENY wins over any ALLOW; an ALLOW of READ/WRITE/DELETE/ALTER implies DESCRIBE, a DENY implies nothing', () => {
    const authorizer = new AclAuthorizer({ acls: [
      acl({ operation: AclOperation.ALL }),
      acl({ operation: AclOperation.WRITE, permissionType: AclPermissionType.DENY }),
      acl({ resourceName: 'audit', operation: AclOperation.WRITE }),
      acl({ resourceName: 'audit', operation: AclOperation.READ, permissionType: AclPermissionType.DENY }),
    ] });
    expect(authorizer.authorize(alice, AclOperation.WRITE, ResourceType.TOPIC, 'orders')).toBe(false);
    expect(authorizer.authorize(alice, AclOperation.READ, ResourceType.TOPIC, 'orders')).toBe(true);
    expect(authorizer.authorize(alice, AclOperation.DESCRIBE, ResourceType.TOPIC, 'orders')).toBe(true);
    expect(authorizer.authorize(alice, AclOperation.DESCRIBE, ResourceType.TOPIC, 'audit')).toBe(true);
    expect(authorizer.authorize(alice, AclOperation.READ, ResourceType.TOPIC, 'audit')).toBe(false);
    expect(authorizer.authorize(alice, AclOperation.DELETE, ResourceType.TOPIC, 'audit')).toBe(false);
  });

  it('principal `User:*` and a host restrict whom an ACL applies to', () => {
    const authorizer = new AclAuthorizer({ acls: [acl({ principal: 'User:*', host: '10.0.0.2' })] });
    expect(authorizer.authorize(bob, AclOperation.READ, ResourceType.TOPIC, 'orders')).toBe(true);
    expect(authorizer.authorize(alice, AclOperation.READ, ResourceType.TOPIC, 'orders')).toBe(false);
  });
});

describe('authorizeByResourceType (KIP-679: idempotent producers)', () => {
  it('is allowed by an ALLOW on some resource of the type that no DENY dominates', () => {
    expect(new AclAuthorizer({ acls: [acl({ operation: AclOperation.WRITE })] }).authorizeByResourceType(alice, AclOperation.WRITE, ResourceType.TOPIC)).toBe(true);
    expect(new AclAuthorizer({ acls: [acl({ operation: AclOperation.READ })] }).authorizeByResourceType(alice, AclOperation.WRITE, ResourceType.TOPIC)).toBe(false);
    const literalDenied = new AclAuthorizer({ acls: [acl({ operation: AclOperation.WRITE }), acl({ operation: AclOperation.WRITE, permissionType: AclPermissionType.DENY })] });
    expect(literalDenied.authorizeByResourceType(alice, AclOperation.WRITE, ResourceType.TOPIC)).toBe(false);
    const prefixDenied = new AclAuthorizer({ acls: [acl({ operation: AclOperation.WRITE }), acl({ resourceName: 'ord', patternType: PatternType.PREFIXED, operation: AclOperation.WRITE, permissionType: AclPermissionType.DENY })] });
    expect(prefixDenied.authorizeByResourceType(alice, AclOperation.WRITE, ResourceType.TOPIC)).toBe(false);
  });

  it('a wildcard ALLOW allows, a wildcard DENY denies, and super users pass', () => {
    expect(new AclAuthorizer({ acls: [acl({ resourceName: '*', operation: AclOperation.ALL })] }).authorizeByResourceType(alice, AclOperation.WRITE, ResourceType.TOPIC)).toBe(true);
    const wildcardDeny = new AclAuthorizer({ superUsers: ['User:bob'], acls: [acl({ operation: AclOperation.WRITE }), acl({ resourceName: '*', operation: AclOperation.WRITE, permissionType: AclPermissionType.DENY })] });
    expect(wildcardDeny.authorizeByResourceType(alice, AclOperation.WRITE, ResourceType.TOPIC)).toBe(false);
    expect(wildcardDeny.authorizeByResourceType(bob, AclOperation.WRITE, ResourceType.TOPIC)).toBe(true);
  });
});

describe('bindings', () => {
  it('refuses malformed ones with Kafka\'s reasons', () => {
    expect(invalidBinding(acl({ resourceType: 1 }))).toBe('Invalid resource type 1');
    expect(invalidBinding(acl({ patternType: PatternType.MATCH }))).toBe('Invalid pattern type 2');
    expect(invalidBinding(acl({ operation: AclOperation.ANY }))).toBe('Invalid operation 1');
    expect(invalidBinding(acl({ permissionType: AclPermissionType.ANY }))).toBe('Invalid permission type 1');
    expect(invalidBinding(acl({ principal: 'alice' }))).toMatch(/^Could not parse principal from `alice`/);
    expect(invalidBinding(acl({}))).toBeNull();
    expect(() => new AclAuthorizer({ acls: [acl({ principal: 'alice' })] })).toThrow(/authorization.acls: Could not parse principal/);
  });

  it('keeps a duplicate once; DeleteAcls filters match exactly, by ANY, and by MATCH (the ACLs applying to a resource)', () => {
    const prefixed = acl({ resourceName: 'ord', patternType: PatternType.PREFIXED });
    const authorizer = new AclAuthorizer({ acls: [acl({}), acl({}), prefixed, acl({ resourceName: 'audit' })] });
    expect(authorizer.acls()).toHaveLength(3);
    expect(authorizer.describe({ ...ANY_FILTER, resourceName: 'orders', patternType: PatternType.MATCH })).toEqual([{ ...acl({}), host: '*' }, { ...prefixed, host: '*' }]);
    expect(authorizer.delete({ ...ANY_FILTER, resourceType: ResourceType.TOPIC, resourceName: 'audit', patternType: PatternType.LITERAL })).toHaveLength(1);
    expect(authorizer.delete(ANY_FILTER)).toHaveLength(2);
    expect(authorizer.acls()).toEqual([]);
  });
});
