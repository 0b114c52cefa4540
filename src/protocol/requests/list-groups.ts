/**
 * ListGroups (api key 16): the groups one broker coordinates, with their protocol type, state (v4+ filter, KIP-518)
 * and type (`classic`, `consumer`, `share`, `streams`; v5+ filter and answer, KIP-848). Admin clients ask every
 * broker and merge.
 *
 * Errors (ListGroupsResponse.java): COORDINATOR_NOT_AVAILABLE, COORDINATOR_LOAD_IN_PROGRESS, AUTHORIZATION_FAILED.
 */
import { createListGroupsRequest, type ListGroupsRequest, type ListGroupsResponse } from '../messages/list-groups.generated.js';
import { unsupported, type RequestModule } from './request-module.js';

/** The filters (empty: all). @internal */
export interface ListGroupsFields {
  readonly states: readonly string[];
  readonly types: readonly string[];
}

/** One broker's answer. @internal */
export interface ListedGroups {
  readonly errorCode: number;
  /** `type` is '' before v5 (the broker did not say; a classic group then). */
  readonly groups: readonly { readonly groupId: string; readonly protocolType: string; readonly state: string; readonly type: string }[];
}

function request(fields: ListGroupsFields, version: number): ListGroupsRequest {
  if (fields.states.length > 0 && version < 4) throw unsupported('ListGroups', 'StatesFilter', version);
  if (fields.types.length > 0 && version < 5) throw unsupported('ListGroups', 'TypesFilter', version);
  return createListGroupsRequest({ statesFilter: [...fields.states], typesFilter: [...fields.types] });
}

function read(response: ListGroupsResponse): ListedGroups {
  return { errorCode: response.errorCode, groups: response.groups.map((each) => ({ groupId: each.groupId, protocolType: each.protocolType, state: each.groupState, type: each.groupType })) };
}

/** The ListGroups wire module. @internal */
export const listGroups: RequestModule<'ListGroups', ListGroupsFields, ListedGroups> = { api: 'ListGroups', request, read };
