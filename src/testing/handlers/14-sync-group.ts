/**
 * SyncGroup (api key 14).
 *
 * Behaviour: after the coordinator placement check, `ClassicGroup.syncGroup`: the leader's call carries
 * every member's assignment and completes the rebalance; followers wait for it (on the cluster, not on a
 * timer), then each member receives its own assignment.
 *
 * Version notes: v3+ group instance id (FENCED_INSTANCE_ID when another member id holds it); v5 protocol type and name, checked against the group's
 * (INCONSISTENT_GROUP_PROTOCOL) and echoed in the response (KIP-559).
 *
 * Simplifications: see ClassicGroup.
 *
 * Authorization (KafkaApis): READ on the group, else GROUP_AUTHORIZATION_FAILED.
 */
import { ErrorCode } from '../../errors/protocol-error-codes.generated.js';
import { createSyncGroupResponse } from '../../protocol/messages/sync-group.generated.js';
import { groupHandler } from './group-handler.js';

/**
 * The SyncGroup handler.
 * @internal
 */
export const syncGroupHandler = groupHandler('SyncGroup', { min: 0, max: 5 }, {
  async handle(request, { cluster, version }) {
    const group = cluster.groups.group(request.groupId);
    if (
      version >= 5
      && ((request.protocolType !== null && group.protocolType !== null && request.protocolType !== group.protocolType)
        || (request.protocolName !== null && group.protocolName !== null && request.protocolName !== group.protocolName))
    ) {
      return createSyncGroupResponse({ errorCode: ErrorCode.INCONSISTENT_GROUP_PROTOCOL });
    }
    const result = await group.syncGroup({ memberId: request.memberId, generationId: request.generationId, groupInstanceId: version >= 3 ? request.groupInstanceId : null, assignments: request.assignments });
    return createSyncGroupResponse({
      errorCode: result.errorCode,
      protocolType: version >= 5 ? result.protocolType : null,
      protocolName: version >= 5 ? result.protocolName : null,
      assignment: result.assignment,
    });
  },
  errorResponse(_request, errorCode) {
    return createSyncGroupResponse({ errorCode });
  },
});
