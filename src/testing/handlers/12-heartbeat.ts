/**
 * Heartbeat (api key 12), versions 0-4.
 *
 * Behaviour: after the coordinator placement check, `ClassicGroup.heartbeat` refreshes the member's session
 * and answers UNKNOWN_MEMBER_ID, ILLEGAL_GENERATION, or REBALANCE_IN_PROGRESS while a rebalance is
 * preparing (the member must rejoin).
 *
 * Version notes: v3+ group instance id: FENCED_INSTANCE_ID when another member id now holds it (KIP-345).
 *
 * Authorization (KafkaApis): READ on the group, else GROUP_AUTHORIZATION_FAILED.
 */
import { ErrorCode } from '../../errors/protocol-error-codes.generated.js';
import { createHeartbeatResponse } from '../../protocol/messages/heartbeat.generated.js';
import { defineHandler } from '../broker/api-handler.js';
import { readOnGroup } from '../acl/authorization-checks.js';
import { CoordinatorKeyType } from '../cluster-state.js';

/**
 * The Heartbeat handler.
 * @internal
 */
export const heartbeatHandler = defineHandler({
  api: 'Heartbeat',
  minVersion: 0,
  maxVersion: 4,
  authorize(request, { authorization }) {
    return readOnGroup(authorization, request.groupId);
  },
  handle(request, { cluster, brokerId, version }) {
    if (request.groupId === '') return createHeartbeatResponse({ errorCode: ErrorCode.INVALID_GROUP_ID });
    const notCoordinator = cluster.checkCoordinator(CoordinatorKeyType.GROUP, request.groupId, brokerId);
    if (notCoordinator !== ErrorCode.NONE) return createHeartbeatResponse({ errorCode: notCoordinator });
    return createHeartbeatResponse({ errorCode: cluster.groups.group(request.groupId).heartbeat({ memberId: request.memberId, generationId: request.generationId, groupInstanceId: version >= 3 ? request.groupInstanceId : null }) });
  },
  errorResponse(_request, errorCode) {
    return createHeartbeatResponse({ errorCode });
  },
});
