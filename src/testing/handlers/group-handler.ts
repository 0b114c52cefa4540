/**
 * The skeletons of the group APIs. The classic and KIP-848 group membership APIs are checked before the group sees
 * the request, as Kafka's `KafkaApis` and `GroupCoordinatorService` check them: READ on the group (else
 * GROUP_AUTHORIZATION_FAILED, the whole request), an empty group id (INVALID_GROUP_ID), and the receiving broker
 * coordinating the group (else NOT_COORDINATOR); each refusal is answered with the handler's own `errorResponse`.
 * The APIs that name several groups answer each group on its own.
 */
import { ErrorCode } from '../../errors/protocol-error-codes.generated.js';
import type { ApiKeyName, ApiMessages } from '../../protocol/messages/index.generated.js';
import { defineHandler, type ApiHandler, type HandlerContext, type HandlerSpec, type HandlerVersionRange } from '../broker/api-handler.js';
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
 * An API that names several groups and answers each on its own (DescribeGroups, ConsumerGroupDescribe, DeleteGroups).
 * @internal
 */
export interface GroupsHandlerSpec<Name extends ApiKeyName, Result> {
  /** The groups the request names, in request order. */
  groups(request: ApiMessages[Name]['request']): readonly string[];
  /** The response carrying one result per group, in request order. */
  response(results: Result[]): ApiMessages[Name]['response'];
  /** A group answered with `errorCode` alone. */
  refused(groupId: string, errorCode: number): Result;
  /** A group the receiving broker coordinates. */
  answer(groupId: string, context: HandlerContext): Result;
}

/**
 * The handler of an API that names several groups: as Kafka answers each group on its own, a group another broker
 * coordinates is `refused` with NOT_COORDINATOR and the others are answered; an injected error refuses them all.
 * @internal
 */
export function groupsHandler<Name extends ApiKeyName, Result>(api: Name, versions: HandlerVersionRange, spec: GroupsHandlerSpec<Name, Result>): ApiHandler<Name> {
  return defineHandler<Name>(api, versions, {
    handle(request, context) {
      return spec.response(spec.groups(request).map((groupId) => {
        const notCoordinator = context.cluster.checkCoordinator(CoordinatorKeyType.GROUP, groupId, context.brokerId);
        return notCoordinator === ErrorCode.NONE ? spec.answer(groupId, context) : spec.refused(groupId, notCoordinator);
      }));
    },
    errorResponse(request, errorCode) {
      return spec.response(spec.groups(request).map((groupId) => spec.refused(groupId, errorCode)));
    },
  });
}

/**
 * A group membership handler with the group's authorization and coordinator placement checked before `handle`.
 * @internal
 */
export function groupHandler<Name extends GroupMembershipApi>(api: Name, versions: HandlerVersionRange, spec: GroupHandlerSpec<Name>): ApiHandler<Name> {
  const { emptyGroupIdResponse, ...handler } = spec;
  return defineHandler<Name>(api, versions, {
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
