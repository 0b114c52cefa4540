// Generated from Apache Kafka's message specs (Apache License 2.0), AddOffsetsToTxnRequest.json, AddOffsetsToTxnResponse.json, AddPartitionsToTxnRequest.json, AddPartitionsToTxnResponse.json, ApiVersionsRequest.json, ApiVersionsResponse.json, ConsumerGroupHeartbeatRequest.json, ConsumerGroupHeartbeatResponse.json, EndTxnRequest.json, EndTxnResponse.json, FetchRequest.json, FetchResponse.json, FindCoordinatorRequest.json, FindCoordinatorResponse.json, HeartbeatRequest.json, HeartbeatResponse.json, InitProducerIdRequest.json, InitProducerIdResponse.json, JoinGroupRequest.json, JoinGroupResponse.json, LeaveGroupRequest.json, LeaveGroupResponse.json, ListOffsetsRequest.json, ListOffsetsResponse.json, MetadataRequest.json, MetadataResponse.json, OffsetFetchRequest.json, OffsetFetchResponse.json, ProduceRequest.json, ProduceResponse.json, SaslAuthenticateRequest.json, SaslAuthenticateResponse.json, SaslHandshakeRequest.json, SaslHandshakeResponse.json, SyncGroupRequest.json, SyncGroupResponse.json, TxnOffsetCommitRequest.json, TxnOffsetCommitResponse.json. Do not edit; run npm run codegen.

import type { ApiDescriptor } from './api-descriptor.js';
import type { ApiKeyName, ApiMessages } from './api-keys.generated.js';
import { AddOffsetsToTxnRequest, AddOffsetsToTxnResponse } from './add-offsets-to-txn.generated.js';
import { AddPartitionsToTxnRequest, AddPartitionsToTxnResponse } from './add-partitions-to-txn.generated.js';
import { ApiVersionsRequest, ApiVersionsResponse } from './api-versions.generated.js';
import { ConsumerGroupHeartbeatRequest, ConsumerGroupHeartbeatResponse } from './consumer-group-heartbeat.generated.js';
import { EndTxnRequest, EndTxnResponse } from './end-txn.generated.js';
import { FetchRequest, FetchResponse } from './fetch.generated.js';
import { FindCoordinatorRequest, FindCoordinatorResponse } from './find-coordinator.generated.js';
import { HeartbeatRequest, HeartbeatResponse } from './heartbeat.generated.js';
import { InitProducerIdRequest, InitProducerIdResponse } from './init-producer-id.generated.js';
import { JoinGroupRequest, JoinGroupResponse } from './join-group.generated.js';
import { LeaveGroupRequest, LeaveGroupResponse } from './leave-group.generated.js';
import { ListOffsetsRequest, ListOffsetsResponse } from './list-offsets.generated.js';
import { MetadataRequest, MetadataResponse } from './metadata.generated.js';
import { OffsetFetchRequest, OffsetFetchResponse } from './offset-fetch.generated.js';
import { ProduceRequest, ProduceResponse } from './produce.generated.js';
import { SaslAuthenticateRequest, SaslAuthenticateResponse } from './sasl-authenticate.generated.js';
import { SaslHandshakeRequest, SaslHandshakeResponse } from './sasl-handshake.generated.js';
import { SyncGroupRequest, SyncGroupResponse } from './sync-group.generated.js';
import { TxnOffsetCommitRequest, TxnOffsetCommitResponse } from './txn-offset-commit.generated.js';

/**
 * The name of an API the client sends.
 * @public
 */
export type ClientApiKeyName = 'Produce' | 'Fetch' | 'ListOffsets' | 'Metadata' | 'OffsetFetch' | 'FindCoordinator' | 'JoinGroup' | 'Heartbeat' | 'LeaveGroup' | 'SyncGroup' | 'SaslHandshake' | 'ApiVersions' | 'InitProducerId' | 'AddPartitionsToTxn' | 'AddOffsetsToTxn' | 'EndTxn' | 'TxnOffsetCommit' | 'SaslAuthenticate' | 'ConsumerGroupHeartbeat';

/**
 * The APIs the client sends, with their codecs and supported versions, by name: the client registry.
 * @public
 */
export const clientApis: { readonly [Name in ClientApiKeyName]: ApiDescriptor<ApiMessages[Name]['request'], ApiMessages[Name]['response']> } = {
  Produce: { name: 'Produce', apiKey: 0, minVersion: 3, maxVersion: 13, flexibleFrom: 9, request: ProduceRequest, response: ProduceResponse },
  Fetch: { name: 'Fetch', apiKey: 1, minVersion: 4, maxVersion: 18, flexibleFrom: 12, request: FetchRequest, response: FetchResponse },
  ListOffsets: { name: 'ListOffsets', apiKey: 2, minVersion: 1, maxVersion: 11, flexibleFrom: 6, request: ListOffsetsRequest, response: ListOffsetsResponse },
  Metadata: { name: 'Metadata', apiKey: 3, minVersion: 0, maxVersion: 13, flexibleFrom: 9, request: MetadataRequest, response: MetadataResponse },
  OffsetFetch: { name: 'OffsetFetch', apiKey: 9, minVersion: 1, maxVersion: 10, flexibleFrom: 6, request: OffsetFetchRequest, response: OffsetFetchResponse },
  FindCoordinator: { name: 'FindCoordinator', apiKey: 10, minVersion: 0, maxVersion: 6, flexibleFrom: 3, request: FindCoordinatorRequest, response: FindCoordinatorResponse },
  JoinGroup: { name: 'JoinGroup', apiKey: 11, minVersion: 0, maxVersion: 9, flexibleFrom: 6, request: JoinGroupRequest, response: JoinGroupResponse },
  Heartbeat: { name: 'Heartbeat', apiKey: 12, minVersion: 0, maxVersion: 4, flexibleFrom: 4, request: HeartbeatRequest, response: HeartbeatResponse },
  LeaveGroup: { name: 'LeaveGroup', apiKey: 13, minVersion: 0, maxVersion: 5, flexibleFrom: 4, request: LeaveGroupRequest, response: LeaveGroupResponse },
  SyncGroup: { name: 'SyncGroup', apiKey: 14, minVersion: 0, maxVersion: 5, flexibleFrom: 4, request: SyncGroupRequest, response: SyncGroupResponse },
  SaslHandshake: { name: 'SaslHandshake', apiKey: 17, minVersion: 0, maxVersion: 1, flexibleFrom: null, request: SaslHandshakeRequest, response: SaslHandshakeResponse },
  ApiVersions: { name: 'ApiVersions', apiKey: 18, minVersion: 0, maxVersion: 5, flexibleFrom: 3, request: ApiVersionsRequest, response: ApiVersionsResponse },
  InitProducerId: { name: 'InitProducerId', apiKey: 22, minVersion: 0, maxVersion: 5, flexibleFrom: 2, request: InitProducerIdRequest, response: InitProducerIdResponse },
  AddPartitionsToTxn: { name: 'AddPartitionsToTxn', apiKey: 24, minVersion: 0, maxVersion: 5, flexibleFrom: 3, request: AddPartitionsToTxnRequest, response: AddPartitionsToTxnResponse },
  AddOffsetsToTxn: { name: 'AddOffsetsToTxn', apiKey: 25, minVersion: 0, maxVersion: 4, flexibleFrom: 3, request: AddOffsetsToTxnRequest, response: AddOffsetsToTxnResponse },
  EndTxn: { name: 'EndTxn', apiKey: 26, minVersion: 0, maxVersion: 5, flexibleFrom: 3, request: EndTxnRequest, response: EndTxnResponse },
  TxnOffsetCommit: { name: 'TxnOffsetCommit', apiKey: 28, minVersion: 0, maxVersion: 6, flexibleFrom: 3, request: TxnOffsetCommitRequest, response: TxnOffsetCommitResponse },
  SaslAuthenticate: { name: 'SaslAuthenticate', apiKey: 36, minVersion: 0, maxVersion: 2, flexibleFrom: 2, request: SaslAuthenticateRequest, response: SaslAuthenticateResponse },
  ConsumerGroupHeartbeat: { name: 'ConsumerGroupHeartbeat', apiKey: 68, minVersion: 0, maxVersion: 1, flexibleFrom: 0, request: ConsumerGroupHeartbeatRequest, response: ConsumerGroupHeartbeatResponse },
};

/**
 * The client registry entry of `name`, or undefined when the client does not send that API.
 * @public
 */
export function clientApiByName(name: ApiKeyName): ApiDescriptor | undefined {
  return (clientApis as Partial<Record<ApiKeyName, ApiDescriptor>>)[name];
}

/**
 * The client registry entry with key `apiKey`, or undefined when the client does not send that API.
 * @public
 */
export function clientApiByKey(apiKey: number): ApiDescriptor | undefined {
  switch (apiKey) {
    case 0: return clientApis.Produce;
    case 1: return clientApis.Fetch;
    case 2: return clientApis.ListOffsets;
    case 3: return clientApis.Metadata;
    case 9: return clientApis.OffsetFetch;
    case 10: return clientApis.FindCoordinator;
    case 11: return clientApis.JoinGroup;
    case 12: return clientApis.Heartbeat;
    case 13: return clientApis.LeaveGroup;
    case 14: return clientApis.SyncGroup;
    case 17: return clientApis.SaslHandshake;
    case 18: return clientApis.ApiVersions;
    case 22: return clientApis.InitProducerId;
    case 24: return clientApis.AddPartitionsToTxn;
    case 25: return clientApis.AddOffsetsToTxn;
    case 26: return clientApis.EndTxn;
    case 28: return clientApis.TxnOffsetCommit;
    case 36: return clientApis.SaslAuthenticate;
    case 68: return clientApis.ConsumerGroupHeartbeat;
    default: return undefined;
  }
}
