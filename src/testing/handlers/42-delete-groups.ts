/**
 * DeleteGroups (api key 42), versions 0-3.
 *
 * Behaviour: deletes each group coordinated by the receiving broker that has no members, with its offsets;
 * NOT_COORDINATOR for groups coordinated elsewhere, GROUP_ID_NOT_FOUND for unknown ones, NON_EMPTY_GROUP for
 * groups with members.
 *
 * Version notes: v2 flexible; v3 adds error messages (not sent: Kafka sends none for these codes either).
 */
import { ErrorCode } from '../../errors/protocol-error-codes.generated.js';
import { createDeleteGroupsResponse, createDeleteGroupsResponseDeletableGroupResult } from '../../protocol/messages/delete-groups.generated.js';
import { defineHandler } from '../broker/api-handler.js';
import { CoordinatorKeyType } from '../cluster-state.js';
import { deleteGroup } from '../group-admin.js';

/**
 * The DeleteGroups handler.
 * @internal
 */
export const deleteGroupsHandler = defineHandler({
  api: 'DeleteGroups',
  minVersion: 0,
  maxVersion: 3,
  handle(request, { cluster, brokerId }) {
    return createDeleteGroupsResponse({
      results: request.groupsNames.map((groupId) => {
        const notCoordinator = cluster.checkCoordinator(CoordinatorKeyType.GROUP, groupId, brokerId);
        return createDeleteGroupsResponseDeletableGroupResult({ groupId, errorCode: notCoordinator !== ErrorCode.NONE ? notCoordinator : deleteGroup(cluster.groups, groupId) });
      }),
    });
  },
  errorResponse(request, errorCode) {
    return createDeleteGroupsResponse({ results: request.groupsNames.map((groupId) => createDeleteGroupsResponseDeletableGroupResult({ groupId, errorCode })) });
  },
});
