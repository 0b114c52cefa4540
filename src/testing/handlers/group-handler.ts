/**
 * What every classic and KIP-848 group membership API checks before the group sees the request, as Kafka's
 * `KafkaApis` and `GroupCoordinatorService` check it: READ on the group (else GROUP_AUTHORIZATION_FAILED, the whole
 * request), an empty group id (INVALID_GROUP_ID), and the receiving broker coordinating the group (else
 * NOT_COORDINATOR). Each refusal is answered with the handler's own `errorResponse`.
 */
import { ErrorCode } from '../../errors/protocol-error-codes.generated.js';
import type { ApiMessages } from '../../protocol/messages/index.generated.js';
import { defineHandler, type ApiHandler, type HandlerContext, type HandlerSpec } from '../broker/api-handler.js';
import { authorizeGroupRead } from '../acl/authorization-checks.js';
import { CoordinatorKeyType } from '../cluster-state.js';

/** The group membership APIs: their requests name one group, which must be coordinated by the receiving broker. */
type GroupMembershipApi = 'JoinGroup' | 'Heartbeat' | 'LeaveGroup' | 'SyncGroup' | 'ConsumerGroupHeartbeat';

/** A group membership handler: `handle` runs only for an authorized, non-empty group this broker coordinates. */
interface GroupHandlerSpec<Name extends GroupMembershipApi> extends Omit<HandlerSpec<Name>, 'authorize'> {
  /** The answer to an empty group id, when it is not `errorResponse` with INVALID_GROUP_ID. */
  readonly emptyGroupIdResponse?: (request: ApiMessages[Name]['request'], context: HandlerContext) => ApiMessages[Name]['response'];
}

/**
 * One result per named group, in request order, for the APIs that name several groups (DescribeGroups,
 * ConsumerGroupDescribe, DeleteGroups): `refused` with NOT_COORDINATOR for a group another broker coordinates,
 * as Kafka answers each group on its own, else `answer`.
 * @internal
 */
export function perCoordinatedGroup<Result>(
  { cluster, brokerId }: HandlerContext, groupIds: readonly string[],
  refused: (groupId: string, errorCode: number) => Result, answer: (groupId: string) => Result,
): Result[] {
  return groupIds.map((groupId) => {
    const notCoordinator = cluster.checkCoordinator(CoordinatorKeyType.GROUP, groupId, brokerId);
    return notCoordinator === ErrorCode.NONE ? answer(groupId) : refused(groupId, notCoordinator);
  });
}

/**
 * A group membership handler with the group's authorization and coordinator placement checked before `handle`.
 * @internal
 */
export function groupHandler<Name extends GroupMembershipApi>(api: Name, spec: GroupHandlerSpec<Name>): ApiHandler<Name> {
  const { emptyGroupIdResponse, ...handler } = spec;
  return defineHandler<Name>(api, {
    ...handler,
    authorize: authorizeGroupRead,
    handle(request, context) {
      if (request.groupId === '') return emptyGroupIdResponse?.(request, context) ?? handler.errorResponse(request, ErrorCode.INVALID_GROUP_ID, context);
      const notCoordinator = context.cluster.checkCoordinator(CoordinatorKeyType.GROUP, request.groupId, context.brokerId);
      if (notCoordinator !== ErrorCode.NONE) return handler.errorResponse(request, notCoordinator, context);
      return handler.handle(request, context);
    },
  });
}
