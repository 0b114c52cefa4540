/**
 * CreateAcls (api key 30).
 *
 * Behaviour: adds each binding to the cluster's authorizer (`authorization` in the cluster options); a malformed
 * binding (unknown or filter-only resource type, pattern type, operation or permission, a principal without
 * `Type:`, an empty name) answers INVALID_REQUEST for itself, with Kafka's message, and the others are still added.
 * A cluster without an authorizer answers SECURITY_DISABLED for every binding, as Kafka does.
 *
 * Authorization (AclApis.handleCreateAcls): ALTER on the cluster, else CLUSTER_AUTHORIZATION_FAILED for every binding.
 *
 * Version notes: v1+ pattern types (KIP-290); v2+ flexible.
 *
 * Simplifications: the change is visible at once (Kafka writes it to the metadata log first).
 */
import { ErrorCode } from '../../errors/protocol-error-codes.generated.js';
import { createCreateAclsResponse, createCreateAclsResponseAclCreationResult } from '../../protocol/messages/create-acls.generated.js';
import { defineHandler } from '../broker/api-handler.js';
import { bindingOfCreation } from '../acl/acl-wire.js';
import { alterOnCluster } from '../acl/authorization-checks.js';
import { invalidBinding } from '../acl/acl-authorizer.js';

/**
 * The CreateAcls handler.
 * @internal
 */
export const createAclsHandler = defineHandler('CreateAcls', { min: 1, max: 3 }, {
  authorize: (_request, { cluster, authorization }) => alterOnCluster(cluster, authorization),
  handle(request, { cluster }) {
    return createCreateAclsResponse({
      results: request.creations.map((creation) => {
        const binding = bindingOfCreation(creation);
        const problem = invalidBinding(binding);
        if (problem !== null) return createCreateAclsResponseAclCreationResult({ errorCode: ErrorCode.INVALID_REQUEST, errorMessage: problem });
        cluster.authorizer?.add(binding);
        return createCreateAclsResponseAclCreationResult({ errorCode: ErrorCode.NONE });
      }),
    });
  },
  errorResponse(request, errorCode) {
    return createCreateAclsResponse({ results: request.creations.map(() => createCreateAclsResponseAclCreationResult({ errorCode })) });
  },
});
