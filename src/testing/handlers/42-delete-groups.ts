/**
 * DeleteGroups (api key 42).
 *
 * Behaviour: deletes each group coordinated by the receiving broker that has no members, with its offsets;
 * NOT_COORDINATOR for groups coordinated elsewhere, GROUP_ID_NOT_FOUND for unknown ones, NON_EMPTY_GROUP for
 * groups with members.
 *
 * Version notes: v2 flexible; v3 adds error messages (not sent: Kafka sends none for these codes either).
 */
import { createDeleteGroupsResponse, createDeleteGroupsResponseDeletableGroupResult, type DeleteGroupsResponseDeletableGroupResult } from '../../protocol/messages/delete-groups.generated.js';
import { groupsHandler } from './group-handler.js';
import { deleteGroup } from '../group-admin.js';

/**
 * The DeleteGroups handler.
 * @internal
 */
export const deleteGroupsHandler = groupsHandler('DeleteGroups', { min: 0, max: 3 }, {
  groups: (request) => request.groupsNames,
  response: (results) => createDeleteGroupsResponse({ results }),
  refused: groupResult,
  answer: (groupId, { cluster }) => groupResult(groupId, deleteGroup(cluster.groups, groupId)),
});

function groupResult(groupId: string, errorCode: number): DeleteGroupsResponseDeletableGroupResult {
  return createDeleteGroupsResponseDeletableGroupResult({ groupId, errorCode });
}
