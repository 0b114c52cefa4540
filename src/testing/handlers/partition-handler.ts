/**
 * The skeleton of the APIs that answer each requested partition on its own after one topic check (ListOffsets,
 * OffsetForLeaderEpoch, DescribeProducers): as Kafka's `KafkaApis` does, every partition of a topic the principal
 * may not use for the API's operation answers TOPIC_AUTHORIZATION_FAILED and the others are answered one by one;
 * an injected error answers every partition with its code.
 */
import { ErrorCode } from '../../errors/protocol-error-codes.generated.js';
import type { ApiKeyName, ApiMessages } from '../../protocol/messages/index.generated.js';
import { defineHandler, type ApiHandler, type HandlerContext, type HandlerVersionRange } from '../broker/api-handler.js';
import { ResourceType, type AclOperation } from '../acl/acl-binding.js';

/**
 * A per-partition API: its response builder and its two kinds of partition answer.
 * @internal
 */
export interface PartitionHandlerSpec<Name extends ApiKeyName, Partition, Answer> {
  /** What the principal must be allowed to do on a topic for its partitions to be answered. */
  readonly operation: AclOperation;
  /** The response with each requested partition, named by its topic, answered by `answer`, in request order. */
  response(request: ApiMessages[Name]['request'], answer: (topic: string, partition: Partition) => Answer): ApiMessages[Name]['response'];
  /** A partition refused with `errorCode`. */
  refused(errorCode: number): Answer;
  /** A partition of a topic the principal may use. */
  answer(topic: string, partition: Partition, request: ApiMessages[Name]['request'], context: HandlerContext): Answer;
}

/**
 * The handler of a per-partition API.
 * @internal
 */
export function partitionHandler<Name extends ApiKeyName, Partition, Answer>(api: Name, versions: HandlerVersionRange, spec: PartitionHandlerSpec<Name, Partition, Answer>): ApiHandler<Name> {
  return defineHandler<Name>(api, versions, {
    handle(request, context) {
      return spec.response(request, (topic, partition) => context.authorization.allows(spec.operation, ResourceType.TOPIC, topic)
        ? spec.answer(topic, partition, request, context)
        : spec.refused(ErrorCode.TOPIC_AUTHORIZATION_FAILED));
    },
    errorResponse(request, errorCode) {
      return spec.response(request, () => spec.refused(errorCode));
    },
  });
}
