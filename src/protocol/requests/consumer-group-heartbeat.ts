/**
 * ConsumerGroupHeartbeat (api key 68): a member of a KIP-848 `consumer` group joins, acknowledges what it reconciled,
 * heartbeats and leaves with one request. v0 (Kafka 3.7-3.9, the protocol's preview) has the coordinator assign the
 * member id on the first join, so the member sends '' then; v1 (Kafka 4.0+) has the member generate its own
 * (KIP-1082) and adds `SubscribedTopicRegex`, which no v0 broker can take.
 *
 * Errors (ConsumerGroupHeartbeatResponse.java): GROUP_AUTHORIZATION_FAILED, NOT_COORDINATOR,
 * COORDINATOR_NOT_AVAILABLE, COORDINATOR_LOAD_IN_PROGRESS, INVALID_REQUEST, UNKNOWN_MEMBER_ID, FENCED_MEMBER_EPOCH,
 * UNSUPPORTED_ASSIGNOR, UNRELEASED_INSTANCE_ID, GROUP_MAX_SIZE_REACHED, TOPIC_AUTHORIZATION_FAILED (v1+),
 * INVALID_REGULAR_EXPRESSION (v1+).
 */
import type { ConsumerGroupHeartbeatRequest, ConsumerGroupHeartbeatResponse } from '../messages/consumer-group-heartbeat.generated.js';
import { unsupported, type RequestModule } from './request-module.js';

/**
 * One heartbeat as the member state means it (null: a field not sent this time, as the protocol's "unchanged").
 * @internal
 */
export interface ConsumerGroupHeartbeatFields extends Omit<ConsumerGroupHeartbeatRequest, 'subscribedTopicRegex'> {
  readonly subscribedTopicRegex: string | null;
  /** A first join that no answer has given a member id yet: v0 sends '' for the coordinator to assign one. */
  readonly firstJoin: boolean;
}

const MEMBER_ID_FROM_CLIENT = 1;
const REGEX_FROM = 1;

function request(fields: ConsumerGroupHeartbeatFields, version: number): ConsumerGroupHeartbeatRequest {
  if (fields.subscribedTopicRegex !== null && version < REGEX_FROM) throw unsupported('ConsumerGroupHeartbeat', 'SubscribedTopicRegex', version);
  const { firstJoin, ...request } = fields;
  return version < MEMBER_ID_FROM_CLIENT && firstJoin ? { ...request, memberId: '' } : request;
}

function read(response: ConsumerGroupHeartbeatResponse): ConsumerGroupHeartbeatResponse {
  return response;
}

/** The ConsumerGroupHeartbeat wire module (the KIP-848 consumer). @internal */
export const consumerGroupHeartbeat: RequestModule<'ConsumerGroupHeartbeat', ConsumerGroupHeartbeatFields, ConsumerGroupHeartbeatResponse> = {
  api: 'ConsumerGroupHeartbeat', request, read,
};
