/**
 * IncrementalAlterConfigs (api key 44, KIP-339): set, delete (back to the default), append to or subtract from
 * list configs of topics and brokers, or (`validateOnly`) check the changes without applying them.
 *
 * Errors per resource (IncrementalAlterConfigsResponse.java): INVALID_CONFIG, INVALID_REQUEST,
 * UNKNOWN_TOPIC_OR_PARTITION, TOPIC_AUTHORIZATION_FAILED, CLUSTER_AUTHORIZATION_FAILED, POLICY_VIOLATION,
 * NOT_CONTROLLER, UNSUPPORTED_VERSION.
 */
import { createIncrementalAlterConfigsRequest, type IncrementalAlterConfigsRequest, type IncrementalAlterConfigsResponse } from '../messages/incremental-alter-configs.generated.js';
import type { RequestModule } from './request-module.js';

/** Kafka's `AlterConfigOp.OpType` codes. @internal */
export const AlterConfigOperation = { SET: 0, DELETE: 1, APPEND: 2, SUBTRACT: 3 } as const;

/** Changes per resource. @internal */
export interface IncrementalAlterConfigsFields {
  readonly resources: readonly {
    readonly type: number;
    readonly name: string;
    readonly changes: readonly { readonly name: string; readonly operation: number; readonly value: string | null }[];
  }[];
  readonly validateOnly: boolean;
}

function request(fields: IncrementalAlterConfigsFields): IncrementalAlterConfigsRequest {
  return createIncrementalAlterConfigsRequest({
    validateOnly: fields.validateOnly,
    resources: fields.resources.map((each) => ({
      resourceType: each.type,
      resourceName: each.name,
      configs: each.changes.map((change) => ({ name: change.name, configOperation: change.operation, value: change.value })),
    })),
  });
}

function read(response: IncrementalAlterConfigsResponse): readonly { readonly type: number; readonly name: string; readonly errorCode: number; readonly errorMessage: string | null }[] {
  return response.responses.map((each) => ({ type: each.resourceType, name: each.resourceName, errorCode: each.errorCode, errorMessage: each.errorMessage }));
}

/** The IncrementalAlterConfigs wire module. @internal */
export const incrementalAlterConfigs: RequestModule<'IncrementalAlterConfigs', IncrementalAlterConfigsFields, readonly { readonly type: number; readonly name: string; readonly errorCode: number; readonly errorMessage: string | null }[]> = {
  api: 'IncrementalAlterConfigs', request, read,
};
