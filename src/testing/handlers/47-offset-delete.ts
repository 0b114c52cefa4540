/**
 * OffsetDelete (api key 47, KIP-496).
 *
 * Behaviour: deletes a group's committed offsets of the named partitions; NOT_COORDINATOR when the receiving broker
 * does not coordinate the group, GROUP_ID_NOT_FOUND for an unknown group, and per partition
 * GROUP_SUBSCRIBED_TO_TOPIC for a topic an active member subscribes to (those offsets stay).
 */
import { ErrorCode } from '../../errors/protocol-error-codes.generated.js';
import {
  createOffsetDeleteResponse,
  createOffsetDeleteResponseOffsetDeleteResponsePartition,
  createOffsetDeleteResponseOffsetDeleteResponseTopic,
} from '../../protocol/messages/offset-delete.generated.js';
import { defineHandler } from '../broker/api-handler.js';
import { CoordinatorKeyType } from '../cluster-state.js';
import { deleteGroupOffsets } from '../group-admin.js';

/**
 * The OffsetDelete handler.
 * @internal
 */
export const offsetDeleteHandler = defineHandler('OffsetDelete', { min: 0, max: 0 }, {
  handle(request, { cluster, brokerId }) {
    const notCoordinator = cluster.checkCoordinator(CoordinatorKeyType.GROUP, request.groupId, brokerId);
    if (notCoordinator !== ErrorCode.NONE) return createOffsetDeleteResponse({ errorCode: notCoordinator });
    const partitions = request.topics.flatMap((topic) => topic.partitions.map((each) => ({ topic: topic.name, partition: each.partitionIndex })));
    const result = deleteGroupOffsets(cluster.groups, request.groupId, partitions);
    if (result.errorCode !== ErrorCode.NONE) return createOffsetDeleteResponse({ errorCode: result.errorCode });
    let index = 0;
    return createOffsetDeleteResponse({
      errorCode: ErrorCode.NONE,
      topics: request.topics.map((topic) => createOffsetDeleteResponseOffsetDeleteResponseTopic({
        name: topic.name,
        partitions: topic.partitions.map((each) => createOffsetDeleteResponseOffsetDeleteResponsePartition({ partitionIndex: each.partitionIndex, errorCode: result.partitions[index++] ?? ErrorCode.NONE })),
      })),
    });
  },
  errorResponse(_request, errorCode) {
    return createOffsetDeleteResponse({ errorCode });
  },
});
