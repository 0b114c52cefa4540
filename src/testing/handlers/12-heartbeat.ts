/**
 * Heartbeat (api key 12).
 *
 * Behaviour: after the coordinator placement check, `ClassicGroup.heartbeat` refreshes the member's session
 * and answers UNKNOWN_MEMBER_ID, ILLEGAL_GENERATION, or REBALANCE_IN_PROGRESS while a rebalance is
 * preparing (the member must rejoin).
 *
 * Version notes: v3+ group instance id: FENCED_INSTANCE_ID when another member id now holds it (KIP-345).
 *
 * Authorization (KafkaApis): READ on the group, else GROUP_AUTHORIZATION_FAILED.
 */
import { createHeartbeatResponse } from '../../protocol/messages/heartbeat.generated.js';
import { groupHandler } from './group-handler.js';

/**
 * The Heartbeat handler.
 * @internal
 */
export const heartbeatHandler = groupHandler('Heartbeat', { min: 0, max: 4 }, {
  handle(request, { cluster, version }) {
    return createHeartbeatResponse({ errorCode: cluster.groups.group(request.groupId).heartbeat({ memberId: request.memberId, generationId: request.generationId, groupInstanceId: version >= 3 ? request.groupInstanceId : null }) });
  },
  errorResponse(_request, errorCode) {
    return createHeartbeatResponse({ errorCode });
  },
});
