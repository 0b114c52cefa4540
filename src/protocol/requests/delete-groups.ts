/**
 * DeleteGroups (api key 42): deletes empty groups and their committed offsets.
 *
 * Errors per group (DeleteGroupsResponse.java): COORDINATOR_LOAD_IN_PROGRESS, COORDINATOR_NOT_AVAILABLE,
 * NOT_COORDINATOR, GROUP_AUTHORIZATION_FAILED, INVALID_GROUP_ID, GROUP_ID_NOT_FOUND, NON_EMPTY_GROUP.
 */
import { createDeleteGroupsRequest, type DeleteGroupsRequest, type DeleteGroupsResponse } from '../messages/delete-groups.generated.js';
import type { RequestModule } from './request-module.js';

function request(fields: { readonly groupIds: readonly string[] }): DeleteGroupsRequest {
  return createDeleteGroupsRequest({ groupsNames: [...fields.groupIds] });
}

function read(response: DeleteGroupsResponse): readonly { readonly groupId: string; readonly errorCode: number; readonly errorMessage: string | null }[] {
  return response.results.map(({ groupId, errorCode, errorMessage }) => ({ groupId, errorCode, errorMessage }));
}

/** The DeleteGroups wire module. @internal */
export const deleteGroups: RequestModule<'DeleteGroups', { readonly groupIds: readonly string[] }, readonly { readonly groupId: string; readonly errorCode: number; readonly errorMessage: string | null }[]> = {
  api: 'DeleteGroups', request, read,
};
