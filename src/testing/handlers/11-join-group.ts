/**
 * JoinGroup (api key 11), the classic group protocol.
 *
 * Behaviour: after the coordinator placement check, the member joins (or rejoins) the group's rebalance
 * (`ClassicGroup.joinGroup`): the response waits until every known member has joined or the rebalance
 * timeout fires on the cluster clock; the leader receives every member's metadata for the chosen protocol.
 *
 * Version notes: v0 has no rebalance timeout (the session timeout is used, as Kafka does); v4+ a member
 * without id first gets MEMBER_ID_REQUIRED with its id (KIP-394); v5+ static membership ids; v7+ protocol
 * type in the response; v8+ reason (ignored); v9 skipAssignment (KIP-814) for a static leader rejoining a Stable group.
 *
 * Simplifications: see ClassicGroup; a group with KIP-848 members answers INCONSISTENT_GROUP_PROTOCOL (Kafka's
 * online migration between the protocols is not modelled); (no initial rebalance delay, protocol chosen as the leader's first protocol
 * every member supports). Static members rejoining a Stable group skip the rebalance (KIP-345; v9 tells the
 * leader `skipAssignment`, KIP-814).
 *
 * Authorization (KafkaApis): READ on the group, else GROUP_AUTHORIZATION_FAILED.
 */
import { ErrorCode } from '../../errors/protocol-error-codes.generated.js';
import { createJoinGroupResponse, createJoinGroupResponseJoinGroupResponseMember, type JoinGroupResponse } from '../../protocol/messages/join-group.generated.js';
import { groupHandler } from './group-handler.js';

/**
 * The JoinGroup handler.
 * @internal
 */
export const joinGroupHandler = groupHandler('JoinGroup', { min: 0, max: 9 }, {
  async handle(request, { cluster, version, clientId }) {
    // A KIP-848 consumer group with members: Kafka's online migration (classic members in a consumer group) is not modelled.
    if (cluster.groups.activeProtocol(request.groupId) === 'consumer') return joinError(request.memberId, ErrorCode.INCONSISTENT_GROUP_PROTOCOL, version);
    const result = await cluster.groups.group(request.groupId).joinGroup({
      memberId: request.memberId,
      groupInstanceId: version >= 5 ? request.groupInstanceId : null,
      clientId: clientId ?? 'client',
      sessionTimeoutMs: request.sessionTimeoutMs,
      rebalanceTimeoutMs: version >= 1 ? request.rebalanceTimeoutMs : request.sessionTimeoutMs,
      protocolType: request.protocolType,
      protocols: request.protocols,
      requireKnownMemberId: version >= 4,
    });
    return createJoinGroupResponse({
      errorCode: result.errorCode,
      generationId: result.generationId,
      protocolType: version >= 7 ? result.protocolType : null,
      protocolName: version >= 7 ? result.protocolName : (result.protocolName ?? ''),
      leader: result.leader,
      skipAssignment: version >= 9 && result.skipAssignment === true,
      memberId: result.memberId,
      members: result.members.map((member) =>
        createJoinGroupResponseJoinGroupResponseMember({ memberId: member.memberId, groupInstanceId: version >= 5 ? member.groupInstanceId : null, metadata: member.metadata }),
      ),
    });
  },
  errorResponse(request, errorCode, { version }) {
    return joinError(request.memberId, errorCode, version);
  },
});

function joinError(memberId: string, errorCode: number, version: number): JoinGroupResponse {
  return createJoinGroupResponse({ errorCode, generationId: -1, protocolName: version >= 7 ? null : '', leader: '', memberId });
}
