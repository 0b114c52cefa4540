/**
 * DescribeConfigs (api key 32), v1+: the configs of topics and brokers (all of them, or named keys), each with its
 * value, source (dynamic, static, default), read-only and sensitive flags, and (v3+) type and documentation.
 *
 * Errors per resource (DescribeConfigsResponse.java): UNKNOWN_TOPIC_OR_PARTITION, INVALID_REQUEST,
 * TOPIC_AUTHORIZATION_FAILED, CLUSTER_AUTHORIZATION_FAILED, KAFKA_STORAGE_ERROR, INVALID_TOPIC_EXCEPTION.
 */
import { createDescribeConfigsRequest, type DescribeConfigsRequest, type DescribeConfigsResponse, type DescribeConfigsResponseDescribeConfigsResult } from '../messages/describe-configs.generated.js';
import type { RequestModule } from './request-module.js';

/** Kafka's config resource types (`ConfigResource.Type`). @internal */
export const ConfigResourceType = { TOPIC: 2, BROKER: 4, BROKER_LOGGER: 8, CLIENT_METRICS: 16, GROUP: 32 } as const;

/** Resources to describe. @internal */
export interface DescribeConfigsFields {
  readonly resources: readonly { readonly type: number; readonly name: string; readonly keys: readonly string[] | null }[];
  readonly includeDocumentation: boolean;
}

function request(fields: DescribeConfigsFields): DescribeConfigsRequest {
  return createDescribeConfigsRequest({
    includeSynonyms: false,
    includeDocumentation: fields.includeDocumentation,
    resources: fields.resources.map((each) => ({ resourceType: each.type, resourceName: each.name, configurationKeys: each.keys === null ? null : [...each.keys] })),
  });
}

/** The decoded results as they are: fields a version lacks (`configType` and `documentation` before v3) are already at their defaults. */
function read(response: DescribeConfigsResponse): readonly DescribeConfigsResponseDescribeConfigsResult[] {
  return response.results;
}

/** The DescribeConfigs wire module. @internal */
export const describeConfigs: RequestModule<'DescribeConfigs', DescribeConfigsFields, readonly DescribeConfigsResponseDescribeConfigsResult[]> = { api: 'DescribeConfigs', request, read };
