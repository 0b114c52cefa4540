/**
 * DeleteTopics (api key 20).
 *
 * Behaviour: deletes each topic and its data; an unknown topic answers UNKNOWN_TOPIC_OR_PARTITION (or
 * UNKNOWN_TOPIC_ID when named by id). Any broker accepts it.
 *
 * Version notes: v1-5 name topics; v6 names them by name or id (KIP-516); v5+ error messages.
 *
 * Simplifications: deletion is immediate (`timeoutMs` ignored); producer and transaction state that
 * referenced the topic is left as is (markers skip deleted partitions).
 *
 * Authorization (KafkaApis.handleDeleteTopicsRequest): DELETE on the topic, else TOPIC_AUTHORIZATION_FAILED for it.
 */
import { ErrorCode, errorCodeName } from '../../errors/protocol-error-codes.generated.js';
import { createDeleteTopicsResponse, createDeleteTopicsResponseDeletableTopicResult } from '../../protocol/messages/delete-topics.generated.js';
import { ZERO_UUID } from '../../protocol/primitives/uuid.js';
import { defineHandler } from '../broker/api-handler.js';
import { AclOperation, ResourceType } from '../acl/acl-binding.js';

/**
 * The DeleteTopics handler.
 * @internal
 */
export const deleteTopicsHandler = defineHandler('DeleteTopics', { min: 1, max: 6 }, {
  handle(request, { cluster, version, authorization }) {
    const wanted = version >= 6 ? request.topics : request.topicNames.map((name) => ({ name, topicId: ZERO_UUID }));
    return createDeleteTopicsResponse({
      responses: wanted.map((topic) => {
        const existing = topic.name !== null ? cluster.state.topic(topic.name) : cluster.state.topicById(topic.topicId);
        const name = existing?.name ?? topic.name;
        const allowed = name === null || authorization.allows(AclOperation.DELETE, ResourceType.TOPIC, name);
        const errorCode = !allowed ? ErrorCode.TOPIC_AUTHORIZATION_FAILED
          : existing === undefined ? (topic.name === null ? ErrorCode.UNKNOWN_TOPIC_ID : ErrorCode.UNKNOWN_TOPIC_OR_PARTITION) : cluster.state.deleteTopic(existing.name);
        return createDeleteTopicsResponseDeletableTopicResult({
          name: existing?.name ?? topic.name,
          topicId: version >= 6 ? (existing?.topicId ?? topic.topicId) : ZERO_UUID,
          errorCode,
          errorMessage: version >= 5 && errorCode !== ErrorCode.NONE ? errorCodeName(errorCode) : null,
        });
      }),
    });
  },
  errorResponse(request, errorCode, { version }) {
    const names = version >= 6 ? request.topics.map((topic) => topic.name) : request.topicNames;
    return createDeleteTopicsResponse({ responses: names.map((name) => createDeleteTopicsResponseDeletableTopicResult({ name, errorCode })) });
  },
});
