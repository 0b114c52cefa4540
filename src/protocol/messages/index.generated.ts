// Generated from Apache Kafka's message specs (Apache License 2.0), AddOffsetsToTxnRequest.json, AddOffsetsToTxnResponse.json, AddPartitionsToTxnRequest.json, AddPartitionsToTxnResponse.json, ApiVersionsRequest.json, ApiVersionsResponse.json, ConsumerGroupDescribeRequest.json, ConsumerGroupDescribeResponse.json, ConsumerGroupHeartbeatRequest.json, ConsumerGroupHeartbeatResponse.json, CreateAclsRequest.json, CreateAclsResponse.json, CreatePartitionsRequest.json, CreatePartitionsResponse.json, CreateTopicsRequest.json, CreateTopicsResponse.json, DeleteAclsRequest.json, DeleteAclsResponse.json, DeleteGroupsRequest.json, DeleteGroupsResponse.json, DeleteTopicsRequest.json, DeleteTopicsResponse.json, DescribeClusterRequest.json, DescribeClusterResponse.json, DescribeConfigsRequest.json, DescribeConfigsResponse.json, DescribeGroupsRequest.json, DescribeGroupsResponse.json, DescribeProducersRequest.json, DescribeProducersResponse.json, DescribeTransactionsRequest.json, DescribeTransactionsResponse.json, EndTxnRequest.json, EndTxnResponse.json, FetchRequest.json, FetchResponse.json, FindCoordinatorRequest.json, FindCoordinatorResponse.json, HeartbeatRequest.json, HeartbeatResponse.json, IncrementalAlterConfigsRequest.json, IncrementalAlterConfigsResponse.json, InitProducerIdRequest.json, InitProducerIdResponse.json, JoinGroupRequest.json, JoinGroupResponse.json, LeaveGroupRequest.json, LeaveGroupResponse.json, ListGroupsRequest.json, ListGroupsResponse.json, ListOffsetsRequest.json, ListOffsetsResponse.json, ListTransactionsRequest.json, ListTransactionsResponse.json, MetadataRequest.json, MetadataResponse.json, OffsetCommitRequest.json, OffsetCommitResponse.json, OffsetDeleteRequest.json, OffsetDeleteResponse.json, OffsetFetchRequest.json, OffsetFetchResponse.json, OffsetForLeaderEpochRequest.json, OffsetForLeaderEpochResponse.json, ProduceRequest.json, ProduceResponse.json, SaslAuthenticateRequest.json, SaslAuthenticateResponse.json, SaslHandshakeRequest.json, SaslHandshakeResponse.json, SyncGroupRequest.json, SyncGroupResponse.json, TxnOffsetCommitRequest.json, TxnOffsetCommitResponse.json, WriteTxnMarkersRequest.json, WriteTxnMarkersResponse.json. Do not edit; run npm run codegen.

import type { ApiDescriptor } from './api-descriptor.js';
import type { ApiKeyName, ApiMessages } from './api-keys.generated.js';
import { AddOffsetsToTxnRequest, AddOffsetsToTxnResponse } from './add-offsets-to-txn.generated.js';
import { AddPartitionsToTxnRequest, AddPartitionsToTxnResponse } from './add-partitions-to-txn.generated.js';
import { ApiVersionsRequest, ApiVersionsResponse } from './api-versions.generated.js';
import { ConsumerGroupDescribeRequest, ConsumerGroupDescribeResponse } from './consumer-group-describe.generated.js';
import { ConsumerGroupHeartbeatRequest, ConsumerGroupHeartbeatResponse } from './consumer-group-heartbeat.generated.js';
import { CreateAclsRequest, CreateAclsResponse } from './create-acls.generated.js';
import { CreatePartitionsRequest, CreatePartitionsResponse } from './create-partitions.generated.js';
import { CreateTopicsRequest, CreateTopicsResponse } from './create-topics.generated.js';
import { DeleteAclsRequest, DeleteAclsResponse } from './delete-acls.generated.js';
import { DeleteGroupsRequest, DeleteGroupsResponse } from './delete-groups.generated.js';
import { DeleteTopicsRequest, DeleteTopicsResponse } from './delete-topics.generated.js';
import { DescribeClusterRequest, DescribeClusterResponse } from './describe-cluster.generated.js';
import { DescribeConfigsRequest, DescribeConfigsResponse } from './describe-configs.generated.js';
import { DescribeGroupsRequest, DescribeGroupsResponse } from './describe-groups.generated.js';
import { DescribeProducersRequest, DescribeProducersResponse } from './describe-producers.generated.js';
import { DescribeTransactionsRequest, DescribeTransactionsResponse } from './describe-transactions.generated.js';
import { EndTxnRequest, EndTxnResponse } from './end-txn.generated.js';
import { FetchRequest, FetchResponse } from './fetch.generated.js';
import { FindCoordinatorRequest, FindCoordinatorResponse } from './find-coordinator.generated.js';
import { HeartbeatRequest, HeartbeatResponse } from './heartbeat.generated.js';
import { IncrementalAlterConfigsRequest, IncrementalAlterConfigsResponse } from './incremental-alter-configs.generated.js';
import { InitProducerIdRequest, InitProducerIdResponse } from './init-producer-id.generated.js';
import { JoinGroupRequest, JoinGroupResponse } from './join-group.generated.js';
import { LeaveGroupRequest, LeaveGroupResponse } from './leave-group.generated.js';
import { ListGroupsRequest, ListGroupsResponse } from './list-groups.generated.js';
import { ListOffsetsRequest, ListOffsetsResponse } from './list-offsets.generated.js';
import { ListTransactionsRequest, ListTransactionsResponse } from './list-transactions.generated.js';
import { MetadataRequest, MetadataResponse } from './metadata.generated.js';
import { OffsetCommitRequest, OffsetCommitResponse } from './offset-commit.generated.js';
import { OffsetDeleteRequest, OffsetDeleteResponse } from './offset-delete.generated.js';
import { OffsetFetchRequest, OffsetFetchResponse } from './offset-fetch.generated.js';
import { OffsetForLeaderEpochRequest, OffsetForLeaderEpochResponse } from './offset-for-leader-epoch.generated.js';
import { ProduceRequest, ProduceResponse } from './produce.generated.js';
import { SaslAuthenticateRequest, SaslAuthenticateResponse } from './sasl-authenticate.generated.js';
import { SaslHandshakeRequest, SaslHandshakeResponse } from './sasl-handshake.generated.js';
import { SyncGroupRequest, SyncGroupResponse } from './sync-group.generated.js';
import { TxnOffsetCommitRequest, TxnOffsetCommitResponse } from './txn-offset-commit.generated.js';
import { WriteTxnMarkersRequest, WriteTxnMarkersResponse } from './write-txn-markers.generated.js';

export { ApiKey, type ApiKeyName, type ApiMessages } from './api-keys.generated.js';

/**
 * Every API with its codecs and supported versions, by name: the broker registry. The client uses the
 * smaller {@link clientApis} registry (client-apis.generated.ts).
 * @public
 */
export const apis: { readonly [Name in ApiKeyName]: ApiDescriptor<ApiMessages[Name]['request'], ApiMessages[Name]['response']> } = {
  Produce: { name: 'Produce', apiKey: 0, minVersion: 3, maxVersion: 13, flexibleFrom: 9, request: ProduceRequest, response: ProduceResponse },
  Fetch: { name: 'Fetch', apiKey: 1, minVersion: 4, maxVersion: 18, flexibleFrom: 12, request: FetchRequest, response: FetchResponse },
  ListOffsets: { name: 'ListOffsets', apiKey: 2, minVersion: 1, maxVersion: 11, flexibleFrom: 6, request: ListOffsetsRequest, response: ListOffsetsResponse },
  Metadata: { name: 'Metadata', apiKey: 3, minVersion: 0, maxVersion: 13, flexibleFrom: 9, request: MetadataRequest, response: MetadataResponse },
  OffsetCommit: { name: 'OffsetCommit', apiKey: 8, minVersion: 2, maxVersion: 10, flexibleFrom: 8, request: OffsetCommitRequest, response: OffsetCommitResponse },
  OffsetFetch: { name: 'OffsetFetch', apiKey: 9, minVersion: 1, maxVersion: 10, flexibleFrom: 6, request: OffsetFetchRequest, response: OffsetFetchResponse },
  FindCoordinator: { name: 'FindCoordinator', apiKey: 10, minVersion: 0, maxVersion: 6, flexibleFrom: 3, request: FindCoordinatorRequest, response: FindCoordinatorResponse },
  JoinGroup: { name: 'JoinGroup', apiKey: 11, minVersion: 0, maxVersion: 9, flexibleFrom: 6, request: JoinGroupRequest, response: JoinGroupResponse },
  Heartbeat: { name: 'Heartbeat', apiKey: 12, minVersion: 0, maxVersion: 4, flexibleFrom: 4, request: HeartbeatRequest, response: HeartbeatResponse },
  LeaveGroup: { name: 'LeaveGroup', apiKey: 13, minVersion: 0, maxVersion: 5, flexibleFrom: 4, request: LeaveGroupRequest, response: LeaveGroupResponse },
  SyncGroup: { name: 'SyncGroup', apiKey: 14, minVersion: 0, maxVersion: 5, flexibleFrom: 4, request: SyncGroupRequest, response: SyncGroupResponse },
  DescribeGroups: { name: 'DescribeGroups', apiKey: 15, minVersion: 0, maxVersion: 6, flexibleFrom: 5, request: DescribeGroupsRequest, response: DescribeGroupsResponse },
  ListGroups: { name: 'ListGroups', apiKey: 16, minVersion: 0, maxVersion: 5, flexibleFrom: 3, request: ListGroupsRequest, response: ListGroupsResponse },
  SaslHandshake: { name: 'SaslHandshake', apiKey: 17, minVersion: 0, maxVersion: 1, flexibleFrom: null, request: SaslHandshakeRequest, response: SaslHandshakeResponse },
  ApiVersions: { name: 'ApiVersions', apiKey: 18, minVersion: 0, maxVersion: 5, flexibleFrom: 3, request: ApiVersionsRequest, response: ApiVersionsResponse },
  CreateTopics: { name: 'CreateTopics', apiKey: 19, minVersion: 2, maxVersion: 7, flexibleFrom: 5, request: CreateTopicsRequest, response: CreateTopicsResponse },
  DeleteTopics: { name: 'DeleteTopics', apiKey: 20, minVersion: 1, maxVersion: 6, flexibleFrom: 4, request: DeleteTopicsRequest, response: DeleteTopicsResponse },
  InitProducerId: { name: 'InitProducerId', apiKey: 22, minVersion: 0, maxVersion: 5, flexibleFrom: 2, request: InitProducerIdRequest, response: InitProducerIdResponse },
  OffsetForLeaderEpoch: { name: 'OffsetForLeaderEpoch', apiKey: 23, minVersion: 2, maxVersion: 4, flexibleFrom: 4, request: OffsetForLeaderEpochRequest, response: OffsetForLeaderEpochResponse },
  AddPartitionsToTxn: { name: 'AddPartitionsToTxn', apiKey: 24, minVersion: 0, maxVersion: 5, flexibleFrom: 3, request: AddPartitionsToTxnRequest, response: AddPartitionsToTxnResponse },
  AddOffsetsToTxn: { name: 'AddOffsetsToTxn', apiKey: 25, minVersion: 0, maxVersion: 4, flexibleFrom: 3, request: AddOffsetsToTxnRequest, response: AddOffsetsToTxnResponse },
  EndTxn: { name: 'EndTxn', apiKey: 26, minVersion: 0, maxVersion: 5, flexibleFrom: 3, request: EndTxnRequest, response: EndTxnResponse },
  WriteTxnMarkers: { name: 'WriteTxnMarkers', apiKey: 27, minVersion: 1, maxVersion: 2, flexibleFrom: 1, request: WriteTxnMarkersRequest, response: WriteTxnMarkersResponse },
  TxnOffsetCommit: { name: 'TxnOffsetCommit', apiKey: 28, minVersion: 0, maxVersion: 6, flexibleFrom: 3, request: TxnOffsetCommitRequest, response: TxnOffsetCommitResponse },
  CreateAcls: { name: 'CreateAcls', apiKey: 30, minVersion: 1, maxVersion: 3, flexibleFrom: 2, request: CreateAclsRequest, response: CreateAclsResponse },
  DeleteAcls: { name: 'DeleteAcls', apiKey: 31, minVersion: 1, maxVersion: 3, flexibleFrom: 2, request: DeleteAclsRequest, response: DeleteAclsResponse },
  DescribeConfigs: { name: 'DescribeConfigs', apiKey: 32, minVersion: 1, maxVersion: 4, flexibleFrom: 4, request: DescribeConfigsRequest, response: DescribeConfigsResponse },
  SaslAuthenticate: { name: 'SaslAuthenticate', apiKey: 36, minVersion: 0, maxVersion: 2, flexibleFrom: 2, request: SaslAuthenticateRequest, response: SaslAuthenticateResponse },
  CreatePartitions: { name: 'CreatePartitions', apiKey: 37, minVersion: 0, maxVersion: 3, flexibleFrom: 2, request: CreatePartitionsRequest, response: CreatePartitionsResponse },
  DeleteGroups: { name: 'DeleteGroups', apiKey: 42, minVersion: 0, maxVersion: 3, flexibleFrom: 2, request: DeleteGroupsRequest, response: DeleteGroupsResponse },
  IncrementalAlterConfigs: { name: 'IncrementalAlterConfigs', apiKey: 44, minVersion: 0, maxVersion: 1, flexibleFrom: 1, request: IncrementalAlterConfigsRequest, response: IncrementalAlterConfigsResponse },
  OffsetDelete: { name: 'OffsetDelete', apiKey: 47, minVersion: 0, maxVersion: 0, flexibleFrom: null, request: OffsetDeleteRequest, response: OffsetDeleteResponse },
  DescribeCluster: { name: 'DescribeCluster', apiKey: 60, minVersion: 0, maxVersion: 2, flexibleFrom: 0, request: DescribeClusterRequest, response: DescribeClusterResponse },
  DescribeProducers: { name: 'DescribeProducers', apiKey: 61, minVersion: 0, maxVersion: 0, flexibleFrom: 0, request: DescribeProducersRequest, response: DescribeProducersResponse },
  DescribeTransactions: { name: 'DescribeTransactions', apiKey: 65, minVersion: 0, maxVersion: 0, flexibleFrom: 0, request: DescribeTransactionsRequest, response: DescribeTransactionsResponse },
  ListTransactions: { name: 'ListTransactions', apiKey: 66, minVersion: 0, maxVersion: 2, flexibleFrom: 0, request: ListTransactionsRequest, response: ListTransactionsResponse },
  ConsumerGroupHeartbeat: { name: 'ConsumerGroupHeartbeat', apiKey: 68, minVersion: 0, maxVersion: 1, flexibleFrom: 0, request: ConsumerGroupHeartbeatRequest, response: ConsumerGroupHeartbeatResponse },
  ConsumerGroupDescribe: { name: 'ConsumerGroupDescribe', apiKey: 69, minVersion: 0, maxVersion: 1, flexibleFrom: 0, request: ConsumerGroupDescribeRequest, response: ConsumerGroupDescribeResponse },
};

const byKey = new Map<number, ApiDescriptor>(Object.values(apis).map((api: ApiDescriptor) => [api.apiKey, api]));

/**
 * The API with key `apiKey`, or undefined when this library does not implement it.
 * @public
 */
export function apiByKey(apiKey: number): ApiDescriptor | undefined {
  return byKey.get(apiKey);
}
