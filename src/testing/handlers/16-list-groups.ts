/**
 * ListGroups (api key 16).
 *
 * Behaviour: the groups the receiving broker coordinates (admin clients ask every broker and merge), classic and
 * KIP-848 `consumer` groups, with protocol type, state and type; filtered by state (v4+, KIP-518, case-insensitive)
 * and type (v5+, KIP-848). A group known only by its committed offsets is listed as an Empty classic group.
 *
 * Version notes: v3 flexible; v4 states filter and answer; v5 types filter and answer.
 */
import { ErrorCode } from '../../errors/protocol-error-codes.generated.js';
import { createListGroupsResponse, createListGroupsResponseListedGroup } from '../../protocol/messages/list-groups.generated.js';
import { defineHandler } from '../broker/api-handler.js';
import { CoordinatorKeyType } from '../cluster-state.js';
import { listGroupViews } from '../group-admin.js';

/**
 * The ListGroups handler.
 * @internal
 */
export const listGroupsHandler = defineHandler('ListGroups', { min: 0, max: 5 }, {
  handle(request, { cluster, brokerId, version }) {
    const groups = listGroupViews(cluster.groups, version >= 4 ? request.statesFilter : [], version >= 5 ? request.typesFilter : [])
      .filter((group) => cluster.checkCoordinator(CoordinatorKeyType.GROUP, group.groupId, brokerId) === ErrorCode.NONE);
    return createListGroupsResponse({
      errorCode: ErrorCode.NONE,
      groups: groups.map((group) => createListGroupsResponseListedGroup({
        groupId: group.groupId,
        protocolType: group.protocolType,
        groupState: version >= 4 ? group.state : '',
        groupType: version >= 5 ? group.type : '',
      })),
    });
  },
  errorResponse(_request, errorCode) {
    return createListGroupsResponse({ errorCode });
  },
});
