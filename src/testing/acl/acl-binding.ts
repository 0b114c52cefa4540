/**
 * ACL bindings as Kafka's wire protocol carries them (CreateAcls, DeleteAcls, DescribeAcls): a resource pattern
 * (type, name, LITERAL or PREFIXED) and an access control entry (principal `User:<name>`, host, operation, ALLOW or
 * DENY). The numeric codes are Kafka's (`ResourceType`, `PatternType`, `AclOperation`, `AclPermissionType`).
 */

/**
 * Kafka's resource types (`org.apache.kafka.common.resource.ResourceType`).
 * @public
 */
export const ResourceType = { ANY: 1, TOPIC: 2, GROUP: 3, CLUSTER: 4, TRANSACTIONAL_ID: 5, DELEGATION_TOKEN: 6, USER: 7 } as const;
/**
 * A {@link ResourceType} code.
 * @public
 */
export type ResourceType = (typeof ResourceType)[keyof typeof ResourceType];

/**
 * Kafka's resource pattern types (`PatternType`); ANY and MATCH are for filters only.
 * @public
 */
export const PatternType = { ANY: 1, MATCH: 2, LITERAL: 3, PREFIXED: 4 } as const;
/**
 * A {@link PatternType} code.
 * @public
 */
export type PatternType = (typeof PatternType)[keyof typeof PatternType];

/**
 * Kafka's ACL operations (`AclOperation`); ANY is for filters only.
 * @public
 */
export const AclOperation = {
  ANY: 1, ALL: 2, READ: 3, WRITE: 4, CREATE: 5, DELETE: 6, ALTER: 7, DESCRIBE: 8, CLUSTER_ACTION: 9,
  DESCRIBE_CONFIGS: 10, ALTER_CONFIGS: 11, IDEMPOTENT_WRITE: 12, CREATE_TOKENS: 13, DESCRIBE_TOKENS: 14,
} as const;
/**
 * An {@link AclOperation} code.
 * @public
 */
export type AclOperation = (typeof AclOperation)[keyof typeof AclOperation];

/**
 * Kafka's permission types (`AclPermissionType`); ANY is for filters only.
 * @public
 */
export const AclPermissionType = { ANY: 1, DENY: 2, ALLOW: 3 } as const;
/**
 * An {@link AclPermissionType} code.
 * @public
 */
export type AclPermissionType = (typeof AclPermissionType)[keyof typeof AclPermissionType];

/**
 * One ACL: who (`principal`, `host`) may or may not (`permissionType`) do `operation` on the resources the
 * pattern names. `resourceName` `*` with LITERAL matches every resource of the type; the cluster resource is
 * named `kafka-cluster`.
 * @public
 */
export interface AclBinding {
  readonly resourceType: ResourceType;
  readonly resourceName: string;
  readonly patternType: PatternType;
  /** `User:<name>`, or `User:*` for every principal. */
  readonly principal: string;
  /** A client IP address, or `*` (the default) for any. */
  readonly host?: string;
  readonly operation: AclOperation;
  readonly permissionType: AclPermissionType;
}

/**
 * The name of the cluster resource.
 * @public
 */
export const CLUSTER_RESOURCE_NAME = 'kafka-cluster';

/**
 * A filter of {@link AclBinding}s (DeleteAcls, DescribeAcls): null fields and the ANY codes match everything;
 * patternType MATCH matches the bindings that would apply to the named resource.
 * @public
 */
export interface AclBindingFilter {
  readonly resourceType: number;
  readonly resourceName: string | null;
  readonly patternType: number;
  readonly principal: string | null;
  readonly host: string | null;
  readonly operation: number;
  readonly permissionType: number;
}
