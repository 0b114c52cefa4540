/**
 * CreateTopics (api key 19), v2+: topics with a partition count and replication factor (-1: the broker's defaults,
 * v4+, KIP-464) or explicit replica assignments, and topic configs; `validateOnly` checks without creating. v5+
 * answers with the created topic's partitions, replication factor and configs, v7 with its id.
 *
 * Errors per topic (CreateTopicsResponse.java): INVALID_REQUEST, INVALID_TOPIC_EXCEPTION, TOPIC_ALREADY_EXISTS,
 * INVALID_PARTITIONS, INVALID_REPLICATION_FACTOR, INVALID_REPLICA_ASSIGNMENT, INVALID_CONFIG, NOT_CONTROLLER,
 * TOPIC_AUTHORIZATION_FAILED, CLUSTER_AUTHORIZATION_FAILED, POLICY_VIOLATION, REQUEST_TIMED_OUT,
 * THROTTLING_QUOTA_EXCEEDED (v6+), UNSUPPORTED_VERSION.
 */
import { createCreateTopicsRequest, type CreateTopicsRequest, type CreateTopicsResponse, type CreateTopicsResponseCreatableTopicResult } from '../messages/create-topics.generated.js';
import { unsupported, type RequestModule } from './request-module.js';

/** One topic to create. @internal */
export interface NewTopicFields {
  readonly name: string;
  /** -1: the broker's `num.partitions` (v4+). Ignored with `assignments`. */
  readonly partitions: number;
  /** -1: the broker's `default.replication.factor` (v4+). Ignored with `assignments`. */
  readonly replicationFactor: number;
  /** Replica broker ids per partition, in partition order. */
  readonly assignments?: readonly (readonly number[])[] | undefined;
  readonly configs: Readonly<Record<string, string>>;
}

const DEFAULTS_FROM = 4;

function request(fields: { readonly topics: readonly NewTopicFields[]; readonly validateOnly: boolean; readonly timeoutMs: number }, version: number): CreateTopicsRequest {
  return createCreateTopicsRequest({
    timeoutMs: fields.timeoutMs,
    validateOnly: fields.validateOnly,
    topics: fields.topics.map((topic) => {
      const assignments = topic.assignments ?? [];
      if (assignments.length === 0 && (topic.partitions === -1 || topic.replicationFactor === -1) && version < DEFAULTS_FROM) throw unsupported('CreateTopics', 'broker default partitions or replication factor', version);
      return {
        name: topic.name,
        numPartitions: assignments.length > 0 ? -1 : topic.partitions,
        replicationFactor: assignments.length > 0 ? -1 : topic.replicationFactor,
        assignments: assignments.map((brokerIds, partitionIndex) => ({ partitionIndex, brokerIds: [...brokerIds] })),
        configs: Object.entries(topic.configs).map(([name, value]) => ({ name, value })),
      };
    }),
  });
}

/**
 * The decoded results as they are: fields a version lacks are already at their defaults (the zero topic id before
 * v7; -1 partitions and replication factor and no configs before v5).
 */
function read(response: CreateTopicsResponse): readonly CreateTopicsResponseCreatableTopicResult[] {
  return response.topics;
}

/** The CreateTopics wire module. @internal */
export const createTopics: RequestModule<'CreateTopics', { readonly topics: readonly NewTopicFields[]; readonly validateOnly: boolean; readonly timeoutMs: number }, readonly CreateTopicsResponseCreatableTopicResult[]> = {
  api: 'CreateTopics', request, read,
};
