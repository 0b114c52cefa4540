/**
 * DeleteAcls (api key 31).
 *
 * Behaviour: removes from the cluster's authorizer every binding each filter matches (null fields and the ANY
 * codes match everything; pattern type MATCH matches the bindings that apply to the named resource) and lists
 * them. A cluster without an authorizer answers SECURITY_DISABLED for every filter, as Kafka does.
 *
 * Authorization (AclApis.handleDeleteAcls): ALTER on the cluster, else CLUSTER_AUTHORIZATION_FAILED for every filter.
 *
 * Version notes: v1+ pattern types (KIP-290); v2+ flexible.
 *
 * Simplifications: the change is visible at once (Kafka writes it to the metadata log first).
 */
import { ErrorCode } from '../../errors/protocol-error-codes.generated.js';
import {
  createDeleteAclsResponse,
  createDeleteAclsResponseDeleteAclsFilterResult,
  createDeleteAclsResponseDeleteAclsMatchingAcl,
} from '../../protocol/messages/delete-acls.generated.js';
import { defineHandler } from '../broker/api-handler.js';
import { alterOnCluster } from '../acl/authorization-checks.js';
import { filterOfDeletion } from '../acl/acl-wire.js';

/**
 * The DeleteAcls handler.
 * @internal
 */
export const deleteAclsHandler = defineHandler('DeleteAcls', { min: 1, max: 3 }, {
  authorize: (_request, { cluster, authorization }) => alterOnCluster(cluster, authorization),
  handle(request, { cluster }) {
    return createDeleteAclsResponse({
      filterResults: request.filters.map((filter) => {
        const removed = cluster.authorizer?.delete(filterOfDeletion(filter)) ?? [];
        return createDeleteAclsResponseDeleteAclsFilterResult({
          errorCode: ErrorCode.NONE,
          matchingAcls: removed.map((binding) => createDeleteAclsResponseDeleteAclsMatchingAcl({
            resourceType: binding.resourceType, resourceName: binding.resourceName, patternType: binding.patternType,
            principal: binding.principal, host: binding.host ?? '*', operation: binding.operation, permissionType: binding.permissionType,
          })),
        });
      }),
    });
  },
  errorResponse(request, errorCode) {
    return createDeleteAclsResponse({ filterResults: request.filters.map(() => createDeleteAclsResponseDeleteAclsFilterResult({ errorCode })) });
  },
});
