/**
 * ACL bindings and filters to and from the shapes CreateAcls and DeleteAcls carry them in.
 */
import type { CreateAclsRequestAclCreation } from '../../protocol/messages/create-acls.generated.js';
import type { DeleteAclsRequestDeleteAclsFilter } from '../../protocol/messages/delete-acls.generated.js';
import type { AclBinding, AclBindingFilter } from './acl-binding.js';

/**
 * The binding a CreateAcls creation asks for. Codes outside Kafka's enums are carried as they are: the caller
 * refuses them (`invalidBinding`) before the binding is used.
 * @internal
 */
export function bindingOfCreation(creation: CreateAclsRequestAclCreation): AclBinding {
  const { resourceType, resourceName, resourcePatternType, principal, host, operation, permissionType } = creation;
  return { resourceType, resourceName, patternType: resourcePatternType, principal, host, operation, permissionType } as AclBinding;
}

/**
 * The filter of a DeleteAcls filter.
 * @internal
 */
export function filterOfDeletion(filter: DeleteAclsRequestDeleteAclsFilter): AclBindingFilter {
  return {
    resourceType: filter.resourceTypeFilter, resourceName: filter.resourceNameFilter, patternType: filter.patternTypeFilter,
    principal: filter.principalFilter, host: filter.hostFilter, operation: filter.operation, permissionType: filter.permissionType,
  };
}
