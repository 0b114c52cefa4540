/**
 * IncrementalAlterConfigs (api key 44, KIP-339).
 *
 * Behaviour: per topic, the operations are checked first and applied only if all pass (and not with
 * `validateOnly`): SET (the value checked as CreateTopics checks it), DELETE (back to the default), APPEND and
 * SUBTRACT (list configs only, e.g. `cleanup.policy`); an unknown config, a bad value or APPEND/SUBTRACT on a
 * non-list config answers INVALID_CONFIG, a config named twice INVALID_REQUEST, an unknown topic
 * UNKNOWN_TOPIC_OR_PARTITION. Broker configs cannot be changed (INVALID_REQUEST, as Kafka answers for a config that
 * is not dynamically updatable).
 *
 * Version notes: v1 flexible.
 */
import { ErrorCode } from '../../errors/protocol-error-codes.generated.js';
import {
  createIncrementalAlterConfigsResponse,
  createIncrementalAlterConfigsResponseAlterConfigsResourceResponse,
  type IncrementalAlterConfigsRequestAlterConfigsResource,
} from '../../protocol/messages/incremental-alter-configs.generated.js';
import { ConfigResourceType } from '../../protocol/requests/describe-configs.js';
import { AlterConfigOperation } from '../../protocol/requests/incremental-alter-configs.js';
import { defineHandler } from '../broker/api-handler.js';
import type { InMemoryCluster } from '../in-memory-cluster.js';
import { isListConfig, splitList, topicConfigProblem, topicConfigValue } from '../topic-configs.js';

/** The topic's configs after `resource`'s operations, or the error that refuses them. */
function alteredConfigs(current: ReadonlyMap<string, string>, resource: IncrementalAlterConfigsRequestAlterConfigsResource): Map<string, string> | { readonly errorCode: number; readonly message: string } {
  const names = resource.configs.map((each) => each.name);
  if (new Set(names).size !== names.length) return { errorCode: ErrorCode.INVALID_REQUEST, message: 'Error due to duplicate config keys' };
  const next = new Map(current);
  for (const { name, configOperation, value } of resource.configs) {
    const unknown = topicConfigProblem(name, '');
    if (unknown?.startsWith('Unknown') === true) return { errorCode: ErrorCode.INVALID_CONFIG, message: unknown };
    if ((configOperation === AlterConfigOperation.APPEND || configOperation === AlterConfigOperation.SUBTRACT) && !isListConfig(name)) {
      return { errorCode: ErrorCode.INVALID_CONFIG, message: `Config value ${configOperation === AlterConfigOperation.APPEND ? 'append' : 'subtract'} is not allowed for config key: ${name}` };
    }
    const items = splitList(topicConfigValue(name, next) ?? '');
    const given = splitList(value ?? '');
    let result: string | undefined;
    switch (configOperation) {
      case AlterConfigOperation.SET: result = value ?? undefined; break;
      case AlterConfigOperation.DELETE: result = undefined; break;
      case AlterConfigOperation.APPEND: result = [...items, ...given.filter((item) => !items.includes(item))].join(','); break;
      case AlterConfigOperation.SUBTRACT: result = items.filter((item) => !given.includes(item)).join(','); break;
      default: return { errorCode: ErrorCode.INVALID_REQUEST, message: `Unknown operation type ${configOperation}` };
    }
    if (result === undefined) {
      next.delete(name);
      continue;
    }
    const problem = topicConfigProblem(name, result);
    if (problem !== undefined) return { errorCode: ErrorCode.INVALID_CONFIG, message: problem };
    next.set(name, result);
  }
  return next;
}

function alterResource(cluster: InMemoryCluster, resource: IncrementalAlterConfigsRequestAlterConfigsResource, validateOnly: boolean): { readonly errorCode: number; readonly message: string | null } {
  if (resource.resourceType === ConfigResourceType.BROKER) return { errorCode: ErrorCode.INVALID_REQUEST, message: 'The in-memory cluster has no dynamically updatable broker configs' };
  if (resource.resourceType !== ConfigResourceType.TOPIC) return { errorCode: ErrorCode.INVALID_REQUEST, message: `Unsupported resource type ${resource.resourceType}` };
  const topic = cluster.state.topic(resource.resourceName);
  if (topic === undefined) return { errorCode: ErrorCode.UNKNOWN_TOPIC_OR_PARTITION, message: `Topic ${resource.resourceName} does not exist.` };
  const next = alteredConfigs(topic.configs, resource);
  if (!(next instanceof Map)) return next;
  if (!validateOnly) {
    topic.configs.clear();
    for (const [name, value] of next) topic.configs.set(name, value);
  }
  return { errorCode: ErrorCode.NONE, message: null };
}

/**
 * The IncrementalAlterConfigs handler.
 * @internal
 */
export const incrementalAlterConfigsHandler = defineHandler('IncrementalAlterConfigs', { min: 0, max: 1 }, {
  handle(request, { cluster }) {
    return createIncrementalAlterConfigsResponse({
      responses: request.resources.map((resource) => {
        const { errorCode, message } = alterResource(cluster, resource, request.validateOnly);
        return createIncrementalAlterConfigsResponseAlterConfigsResourceResponse({ resourceType: resource.resourceType, resourceName: resource.resourceName, errorCode, errorMessage: message });
      }),
    });
  },
  errorResponse(request, errorCode) {
    return createIncrementalAlterConfigsResponse({
      responses: request.resources.map((resource) => createIncrementalAlterConfigsResponseAlterConfigsResourceResponse({ resourceType: resource.resourceType, resourceName: resource.resourceName, errorCode })),
    });
  },
});
