/**
 * The security suites' administration, over the project's TCP client: a super user (the brokers' own certificate
 * on the INTERNAL listener, mutual TLS) creates topics and ACLs (CreateAcls, DeleteAcls) for the principals under
 * test. The same code drives the in-memory cluster's TCP face (which serves CreateAcls and DeleteAcls too), so a
 * scenario sets its ACLs the same way on both.
 */
import type { TlsOptions } from '../../../src/config/network-options.js';
import type { SaslOptions } from '../../../src/network/sasl/sasl-mechanism.js';
import { TcpNetworkClient } from '../../../src/network/tcp/tcp-network-client.js';
import { withTestSeams } from '../../../src/internal/test-seams.js';
import { createCreateAclsRequest } from '../../../src/protocol/messages/create-acls.generated.js';
import { createCreateTopicsRequest } from '../../../src/protocol/messages/create-topics.generated.js';
import { createDeleteAclsRequest } from '../../../src/protocol/messages/delete-acls.generated.js';
import { AclOperation, AclPermissionType, PatternType, ResourceType, type AclBinding } from '../../../src/testing/acl/acl-binding.js';
import { BROKER_API_REGISTRY } from '../broker-api-registry.js';

const TOPIC_ALREADY_EXISTS = 36;

/** Where the administrator connects and how it authenticates. @internal */
export interface AdminConnection {
  readonly bootstrapServers: string;
  readonly tls?: TlsOptions;
  readonly sasl?: SaslOptions;
}

/**
 * A super-user administrator of one cluster.
 * @internal
 */
export class SecuredAdmin {
  private readonly client: TcpNetworkClient;

  constructor(connection: AdminConnection) {
    this.client = new TcpNetworkClient(withTestSeams({ clientId: 'kafka-eos-test-admin', requestTimeoutMs: 15_000, ...connection }, { apiRegistry: BROKER_API_REGISTRY }));
  }

  /** Creates the topics with the cluster's default replication factor. */
  async createTopics(topics: readonly { readonly name: string; readonly partitions: number }[]): Promise<void> {
    const { response } = await this.client.send('any', 'CreateTopics', () => createCreateTopicsRequest({
      topics: topics.map((topic) => ({ name: topic.name, numPartitions: topic.partitions, replicationFactor: -1, assignments: [], configs: [] })),
      timeoutMs: 30_000,
    }));
    for (const result of response.topics) {
      if (result.errorCode !== 0 && result.errorCode !== TOPIC_ALREADY_EXISTS) throw new Error(`CreateTopics ${result.name}: error ${result.errorCode} ${result.errorMessage ?? ''}`);
    }
  }

  /** Adds the bindings (CreateAcls); throws on the first one refused. */
  async createAcls(bindings: readonly AclBinding[]): Promise<void> {
    const { response } = await this.client.send('any', 'CreateAcls', () => createCreateAclsRequest({
      creations: bindings.map((binding) => ({
        resourceType: binding.resourceType, resourceName: binding.resourceName, resourcePatternType: binding.patternType,
        principal: binding.principal, host: binding.host ?? '*', operation: binding.operation, permissionType: binding.permissionType,
      })),
    }));
    const failed = response.results.find((result) => result.errorCode !== 0);
    if (failed !== undefined) throw new Error(`CreateAcls: error ${failed.errorCode} ${failed.errorMessage ?? ''}`);
  }

  /** Removes exactly these bindings (DeleteAcls with one exact filter each). */
  async deleteAcls(bindings: readonly AclBinding[]): Promise<void> {
    const { response } = await this.client.send('any', 'DeleteAcls', () => createDeleteAclsRequest({
      filters: bindings.map((binding) => ({
        resourceTypeFilter: binding.resourceType, resourceNameFilter: binding.resourceName, patternTypeFilter: binding.patternType,
        principalFilter: binding.principal, hostFilter: binding.host ?? '*', operation: binding.operation, permissionType: binding.permissionType,
      })),
    }));
    const failed = response.filterResults.find((result) => result.errorCode !== 0);
    if (failed !== undefined) throw new Error(`DeleteAcls: error ${failed.errorCode} ${failed.errorMessage ?? ''}`);
  }

  close(): Promise<void> {
    return this.client.close();
  }
}

/**
 * ALLOW `operation` for `principal` on every resource of `resourceType` whose name starts with `prefix`.
 * @internal
 */
export function allowPrefixed(principal: string, resourceType: ResourceType, prefix: string, operation: AclOperation = AclOperation.ALL): AclBinding {
  return { resourceType, resourceName: prefix, patternType: PatternType.PREFIXED, principal, operation, permissionType: AclPermissionType.ALLOW };
}

/**
 * The bindings of a principal that may run transactions on the suites' own resources (names starting `eos-`):
 * every operation on such topics, groups and transactional ids.
 * @internal
 */
export function transactionalAccess(principal: string): AclBinding[] {
  return [ResourceType.TOPIC, ResourceType.GROUP, ResourceType.TRANSACTIONAL_ID].map((type) => allowPrefixed(principal, type, 'eos-'));
}
