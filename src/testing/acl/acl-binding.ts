/**
 * ACL bindings as Kafka's wire protocol carries them (CreateAcls, DeleteAcls, DescribeAcls): a resource pattern
 * (type, name, LITERAL or PREFIXED) and an access control entry (principal `User:<name>`, host, operation, ALLOW or
 * DENY). The numeric codes are Kafka's (`ResourceType`, `PatternType`, `AclOperation`, `AclPermissionType`).
 */

/**
 * Kafka's resource types (`org.apache.kafka.common.resource.ResourceType`).
 * @public
 */
export const ResourceType = {
  /** In a filter: any resource type. */
  ANY: 1,
  /** A topic, named by its topic name. */
  TOPIC: 2,
  /** A consumer group, named by its group id. */
  GROUP: 3,
  /** The cluster itself, named {@link CLUSTER_RESOURCE_NAME} (IdempotentWrite, ClusterAction, Create, Describe...). */
  CLUSTER: 4,
  /** A transactional id, named by the id (Write to use it, Describe to find its coordinator). */
  TRANSACTIONAL_ID: 5,
  /** A delegation token, named by its token id. */
  DELEGATION_TOKEN: 6,
  /** A user principal, for user-scoped operations such as creating tokens for another user. */
  USER: 7,
} as const;
/**
 * A {@link ResourceType} code.
 * @public
 */
export type ResourceType = (typeof ResourceType)[keyof typeof ResourceType];

/**
 * Kafka's resource pattern types (`PatternType`); ANY and MATCH are for filters only.
 * @public
 */
export const PatternType = {
  /** In a filter: bindings of any pattern type. */
  ANY: 1,
  /** In a filter: every binding that applies to the named resource (literal, `*`, or a matching prefix). */
  MATCH: 2,
  /** The name is the resource's exact name, or `*` for every resource of the type. */
  LITERAL: 3,
  /** The name is a prefix: the binding applies to every resource whose name starts with it. */
  PREFIXED: 4,
} as const;
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
  /** In a filter: any operation. */
  ANY: 1,
  /** Every operation on the resource. */
  ALL: 2,
  /** Fetch from a topic; join, commit and fetch offsets in a group. */
  READ: 3,
  /** Produce to a topic; use a transactional id. */
  WRITE: 4,
  /** Create topics (on the cluster or a topic). */
  CREATE: 5,
  /** Delete topics, records or groups. */
  DELETE: 6,
  /** Alter a resource, such as adding partitions to a topic. */
  ALTER: 7,
  /** Read metadata: topics, groups, offsets, a transactional id's coordinator and state. */
  DESCRIBE: 8,
  /** Broker-to-broker operations on the cluster (WriteTxnMarkers among them). */
  CLUSTER_ACTION: 9,
  /** Read configurations (DescribeConfigs). */
  DESCRIBE_CONFIGS: 10,
  /** Change configurations (IncrementalAlterConfigs). */
  ALTER_CONFIGS: 11,
  /**
   * Produce idempotently without a transactional id (InitProducerId on the cluster; implied by WRITE on a topic
   * since Kafka 3.0).
   */
  IDEMPOTENT_WRITE: 12,
  /** Create delegation tokens. */
  CREATE_TOKENS: 13,
  /** Describe delegation tokens. */
  DESCRIBE_TOKENS: 14,
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
export const AclPermissionType = {
  /** In a filter: either permission. */
  ANY: 1,
  /** Refuses the operation; a DENY binding wins over any ALLOW. */
  DENY: 2,
  /** Permits the operation, unless a DENY binding also applies. */
  ALLOW: 3,
} as const;
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
  /** The kind of resource the binding is about. */
  readonly resourceType: ResourceType;
  /** The resource's name, a prefix of names (PREFIXED), or `*` (LITERAL) for every resource of the type. */
  readonly resourceName: string;
  /** How {@link AclBinding.resourceName} is matched: LITERAL or PREFIXED. */
  readonly patternType: PatternType;
  /** `User:<name>`, or `User:*` for every principal. */
  readonly principal: string;
  /** A client IP address, or `*` (the default) for any. */
  readonly host?: string;
  /** The operation allowed or denied. */
  readonly operation: AclOperation;
  /** Whether the binding allows or denies the operation. */
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
  /** A {@link ResourceType} code; ANY matches every type. */
  readonly resourceType: number;
  /** The resource name to match, or null for any name. */
  readonly resourceName: string | null;
  /**
   * A {@link PatternType} code: LITERAL or PREFIXED match bindings of that type and name, ANY both, MATCH the
   * bindings that apply to the named resource.
   */
  readonly patternType: number;
  /** The principal to match (`User:<name>`), or null for any. */
  readonly principal: string | null;
  /** The host to match, or null for any. */
  readonly host: string | null;
  /** An {@link AclOperation} code; ANY matches every operation. */
  readonly operation: number;
  /** An {@link AclPermissionType} code; ANY matches both. */
  readonly permissionType: number;
}
