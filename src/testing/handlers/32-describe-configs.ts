/**
 * DescribeConfigs (api key 32).
 *
 * Behaviour: a topic's configs (all, or the named keys; unknown keys are left out) with their values and sources
 * (DYNAMIC_TOPIC_CONFIG for a value set on the topic, DEFAULT_CONFIG otherwise); UNKNOWN_TOPIC_OR_PARTITION for a
 * topic that does not exist. A broker's configs (resource name: the receiving broker's id, or '' for the cluster
 * default; another id answers INVALID_REQUEST, as Kafka) are the few the in-memory cluster has.
 *
 * Version notes: v1+ synonyms (never sent); v3+ config types and documentation (not sent: type UNKNOWN, no
 * documentation); v4 flexible.
 */
import { ErrorCode } from '../../errors/protocol-error-codes.generated.js';
import {
  createDescribeConfigsResponse,
  createDescribeConfigsResponseDescribeConfigsResourceResult,
  createDescribeConfigsResponseDescribeConfigsResult,
  type DescribeConfigsRequestDescribeConfigsResource,
  type DescribeConfigsResponseDescribeConfigsResult,
} from '../../protocol/messages/describe-configs.generated.js';
import { ConfigResourceType } from '../../protocol/requests/describe-configs.js';
import { defineHandler } from '../broker/api-handler.js';
import type { InMemoryCluster } from '../in-memory-cluster.js';
import { ConfigSource, describeTopicConfigs, type ConfigEntryView } from '../topic-configs.js';

/** The broker configs reported, with Kafka's default of each (a different value is reported as static). */
function brokerConfigs(cluster: InMemoryCluster): ConfigEntryView[] {
  const entries: [string, string, string][] = [
    ['num.partitions', String(cluster.state.defaultPartitionCount), '1'],
    ['auto.create.topics.enable', String(cluster.state.autoCreateTopics), 'true'],
    ['default.replication.factor', '1', '1'],
    ['offsets.topic.num.partitions', '50', '50'],
    ['transaction.state.log.num.partitions', '50', '50'],
  ];
  return entries.map(([name, value, kafkaDefault]) => ({ name, value, source: value === kafkaDefault ? ConfigSource.DEFAULT_CONFIG : ConfigSource.STATIC_BROKER_CONFIG }));
}

function describeResource(cluster: InMemoryCluster, brokerId: number, resource: DescribeConfigsRequestDescribeConfigsResource): DescribeConfigsResponseDescribeConfigsResult {
  const base = { resourceType: resource.resourceType, resourceName: resource.resourceName };
  let entries: ConfigEntryView[];
  if (resource.resourceType === ConfigResourceType.TOPIC) {
    const topic = cluster.state.topic(resource.resourceName);
    if (topic === undefined) return createDescribeConfigsResponseDescribeConfigsResult({ ...base, errorCode: ErrorCode.UNKNOWN_TOPIC_OR_PARTITION, errorMessage: `Topic ${resource.resourceName} does not exist.` });
    entries = describeTopicConfigs(topic.configs, resource.configurationKeys);
  } else if (resource.resourceType === ConfigResourceType.BROKER) {
    if (resource.resourceName !== '' && resource.resourceName !== String(brokerId)) {
      return createDescribeConfigsResponseDescribeConfigsResult({ ...base, errorCode: ErrorCode.INVALID_REQUEST, errorMessage: `Unexpected broker id, expected ${brokerId} or empty string, but received ${resource.resourceName}` });
    }
    const keys = resource.configurationKeys;
    entries = brokerConfigs(cluster).filter((each) => keys === null || keys.includes(each.name));
  } else {
    return createDescribeConfigsResponseDescribeConfigsResult({ ...base, errorCode: ErrorCode.INVALID_REQUEST, errorMessage: `Unsupported resource type ${resource.resourceType}` });
  }
  return createDescribeConfigsResponseDescribeConfigsResult({
    ...base,
    errorCode: ErrorCode.NONE,
    configs: entries.map((each) => createDescribeConfigsResponseDescribeConfigsResourceResult({ name: each.name, value: each.value, configSource: each.source, readOnly: resource.resourceType === ConfigResourceType.BROKER })),
  });
}

/**
 * The DescribeConfigs handler.
 * @internal
 */
export const describeConfigsHandler = defineHandler('DescribeConfigs', { min: 1, max: 4 }, {
  handle(request, { cluster, brokerId }) {
    return createDescribeConfigsResponse({ results: request.resources.map((resource) => describeResource(cluster, brokerId, resource)) });
  },
  errorResponse(request, errorCode) {
    return createDescribeConfigsResponse({
      results: request.resources.map((resource) => createDescribeConfigsResponseDescribeConfigsResult({ resourceType: resource.resourceType, resourceName: resource.resourceName, errorCode })),
    });
  },
});
