/**
 * DescribeConfigs (api key 32), v1+: the configs of topics and brokers (all of them, or named keys), each with its
 * value, source (dynamic, static, default), read-only and sensitive flags, and (v3+) type and documentation.
 *
 * Errors per resource (DescribeConfigsResponse.java): UNKNOWN_TOPIC_OR_PARTITION, INVALID_REQUEST,
 * TOPIC_AUTHORIZATION_FAILED, CLUSTER_AUTHORIZATION_FAILED, KAFKA_STORAGE_ERROR, INVALID_TOPIC_EXCEPTION.
 */
import { createDescribeConfigsRequest, type DescribeConfigsRequest, type DescribeConfigsResponse } from '../messages/describe-configs.generated.js';
import type { RequestModule } from './request-module.js';

/** Kafka's config resource types (`ConfigResource.Type`). @internal */
export const ConfigResourceType = { TOPIC: 2, BROKER: 4, BROKER_LOGGER: 8, CLIENT_METRICS: 16, GROUP: 32 } as const;

/** Resources to describe. @internal */
export interface DescribeConfigsFields {
  readonly resources: readonly { readonly type: number; readonly name: string; readonly keys: readonly string[] | null }[];
  readonly includeDocumentation: boolean;
}

/** One config entry. @internal */
export interface DescribedConfig {
  readonly name: string;
  readonly value: string | null;
  readonly source: number;
  readonly readOnly: boolean;
  readonly sensitive: boolean;
  /** 0 (unknown) before v3. */
  readonly type: number;
  readonly documentation: string | null;
}

/** One resource's answer. @internal */
export interface DescribedResource {
  readonly type: number;
  readonly name: string;
  readonly errorCode: number;
  readonly errorMessage: string | null;
  readonly configs: readonly DescribedConfig[];
}

function request(fields: DescribeConfigsFields): DescribeConfigsRequest {
  return createDescribeConfigsRequest({
    includeSynonyms: false,
    includeDocumentation: fields.includeDocumentation,
    resources: fields.resources.map((each) => ({ resourceType: each.type, resourceName: each.name, configurationKeys: each.keys === null ? null : [...each.keys] })),
  });
}

function read(response: DescribeConfigsResponse): readonly DescribedResource[] {
  return response.results.map((result) => ({
    type: result.resourceType,
    name: result.resourceName,
    errorCode: result.errorCode,
    errorMessage: result.errorMessage,
    configs: result.configs.map((each) => ({ name: each.name, value: each.value, source: each.configSource, readOnly: each.readOnly, sensitive: each.isSensitive, type: each.configType, documentation: each.documentation })),
  }));
}

/** The DescribeConfigs wire module. @internal */
export const describeConfigs: RequestModule<'DescribeConfigs', DescribeConfigsFields, readonly DescribedResource[]> = { api: 'DescribeConfigs', request, read };
