/**
 * DeleteTopics (api key 20): topics by name, or by topic id (v6+, KIP-516).
 *
 * Errors per topic (DeleteTopicsResponse.java): REQUEST_TIMED_OUT, NOT_CONTROLLER, UNKNOWN_TOPIC_OR_PARTITION,
 * UNKNOWN_TOPIC_ID (v6+), TOPIC_AUTHORIZATION_FAILED, INVALID_REQUEST, TOPIC_DELETION_DISABLED,
 * THROTTLING_QUOTA_EXCEEDED (v5+), UNSUPPORTED_VERSION.
 */
import { createDeleteTopicsRequest, type DeleteTopicsRequest, type DeleteTopicsResponse } from '../messages/delete-topics.generated.js';
import { ZERO_UUID, type Uuid } from '../primitives/uuid.js';
import { unsupported, type RequestModule } from './request-module.js';

/** Topics to delete, by name or by id. @internal */
export interface DeleteTopicsFields {
  readonly topics: readonly ({ readonly name: string } | { readonly topicId: Uuid })[];
  readonly timeoutMs: number;
}

/** One topic's outcome; `name` is null for an id the broker does not know. @internal */
export interface DeletedTopic {
  readonly name: string | null;
  readonly topicId: Uuid;
  readonly errorCode: number;
  readonly errorMessage: string | null;
}

const IDS_FROM = 6;

function request(fields: DeleteTopicsFields, version: number): DeleteTopicsRequest {
  if (version >= IDS_FROM) {
    return createDeleteTopicsRequest({ timeoutMs: fields.timeoutMs, topics: fields.topics.map((each) => ('name' in each ? { name: each.name, topicId: ZERO_UUID } : { name: null, topicId: each.topicId })) });
  }
  return createDeleteTopicsRequest({
    timeoutMs: fields.timeoutMs,
    topicNames: fields.topics.map((each) => {
      if (!('name' in each)) throw unsupported('DeleteTopics', 'topics by id', version);
      return each.name;
    }),
  });
}

function read(response: DeleteTopicsResponse): readonly DeletedTopic[] {
  return response.responses.map(({ name, topicId, errorCode, errorMessage }) => ({ name, topicId, errorCode, errorMessage }));
}

/** The DeleteTopics wire module. @internal */
export const deleteTopics: RequestModule<'DeleteTopics', DeleteTopicsFields, readonly DeletedTopic[]> = { api: 'DeleteTopics', request, read };
