/**
 * CreatePartitions (api key 37): raises topics' partition counts, optionally with the new partitions' replicas.
 *
 * Errors per topic (CreatePartitionsResponse.java): INVALID_PARTITIONS, INVALID_REPLICA_ASSIGNMENT,
 * UNKNOWN_TOPIC_OR_PARTITION, TOPIC_AUTHORIZATION_FAILED, INVALID_REQUEST, NOT_CONTROLLER, REQUEST_TIMED_OUT,
 * POLICY_VIOLATION, THROTTLING_QUOTA_EXCEEDED (v3+).
 */
import { createCreatePartitionsRequest, type CreatePartitionsRequest, type CreatePartitionsResponse } from '../messages/create-partitions.generated.js';
import type { RequestModule } from './request-module.js';

/** Topics and their new partition counts. @internal */
export interface CreatePartitionsFields {
  readonly topics: readonly { readonly name: string; readonly count: number; readonly assignments?: readonly (readonly number[])[] | undefined }[];
  readonly validateOnly: boolean;
  readonly timeoutMs: number;
}

function request(fields: CreatePartitionsFields): CreatePartitionsRequest {
  return createCreatePartitionsRequest({
    timeoutMs: fields.timeoutMs,
    validateOnly: fields.validateOnly,
    topics: fields.topics.map((topic) => ({ name: topic.name, count: topic.count, assignments: topic.assignments === undefined ? null : topic.assignments.map((brokerIds) => ({ brokerIds: [...brokerIds] })) })),
  });
}

function read(response: CreatePartitionsResponse): readonly { readonly name: string; readonly errorCode: number; readonly errorMessage: string | null }[] {
  return response.results.map(({ name, errorCode, errorMessage }) => ({ name, errorCode, errorMessage }));
}

/** The CreatePartitions wire module. @internal */
export const createPartitions: RequestModule<'CreatePartitions', CreatePartitionsFields, readonly { readonly name: string; readonly errorCode: number; readonly errorMessage: string | null }[]> = {
  api: 'CreatePartitions', request, read,
};
