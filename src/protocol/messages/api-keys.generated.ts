// Generated from Apache Kafka's message specs (Apache License 2.0), AddOffsetsToTxnRequest.json, AddOffsetsToTxnResponse.json, AddPartitionsToTxnRequest.json, AddPartitionsToTxnResponse.json, ApiVersionsRequest.json, ApiVersionsResponse.json, ConsumerGroupDescribeRequest.json, ConsumerGroupDescribeResponse.json, ConsumerGroupHeartbeatRequest.json, ConsumerGroupHeartbeatResponse.json, CreateAclsRequest.json, CreateAclsResponse.json, CreatePartitionsRequest.json, CreatePartitionsResponse.json, CreateTopicsRequest.json, CreateTopicsResponse.json, DeleteAclsRequest.json, DeleteAclsResponse.json, DeleteGroupsRequest.json, DeleteGroupsResponse.json, DeleteTopicsRequest.json, DeleteTopicsResponse.json, DescribeClusterRequest.json, DescribeClusterResponse.json, DescribeConfigsRequest.json, DescribeConfigsResponse.json, DescribeGroupsRequest.json, DescribeGroupsResponse.json, DescribeProducersRequest.json, DescribeProducersResponse.json, DescribeTransactionsRequest.json, DescribeTransactionsResponse.json, EndTxnRequest.json, EndTxnResponse.json, FetchRequest.json, FetchResponse.json, FindCoordinatorRequest.json, FindCoordinatorResponse.json, HeartbeatRequest.json, HeartbeatResponse.json, IncrementalAlterConfigsRequest.json, IncrementalAlterConfigsResponse.json, InitProducerIdRequest.json, InitProducerIdResponse.json, JoinGroupRequest.json, JoinGroupResponse.json, LeaveGroupRequest.json, LeaveGroupResponse.json, ListGroupsRequest.json, ListGroupsResponse.json, ListOffsetsRequest.json, ListOffsetsResponse.json, ListTransactionsRequest.json, ListTransactionsResponse.json, MetadataRequest.json, MetadataResponse.json, OffsetCommitRequest.json, OffsetCommitResponse.json, OffsetDeleteRequest.json, OffsetDeleteResponse.json, OffsetFetchRequest.json, OffsetFetchResponse.json, OffsetForLeaderEpochRequest.json, OffsetForLeaderEpochResponse.json, ProduceRequest.json, ProduceResponse.json, SaslAuthenticateRequest.json, SaslAuthenticateResponse.json, SaslHandshakeRequest.json, SaslHandshakeResponse.json, SyncGroupRequest.json, SyncGroupResponse.json, TxnOffsetCommitRequest.json, TxnOffsetCommitResponse.json, WriteTxnMarkersRequest.json, WriteTxnMarkersResponse.json. Do not edit; run npm run codegen.

import type { AddOffsetsToTxnRequest, AddOffsetsToTxnResponse } from './add-offsets-to-txn.generated.js';
import type { AddPartitionsToTxnRequest, AddPartitionsToTxnResponse } from './add-partitions-to-txn.generated.js';
import type { ApiVersionsRequest, ApiVersionsResponse } from './api-versions.generated.js';
import type { ConsumerGroupDescribeRequest, ConsumerGroupDescribeResponse } from './consumer-group-describe.generated.js';
import type { ConsumerGroupHeartbeatRequest, ConsumerGroupHeartbeatResponse } from './consumer-group-heartbeat.generated.js';
import type { CreateAclsRequest, CreateAclsResponse } from './create-acls.generated.js';
import type { CreatePartitionsRequest, CreatePartitionsResponse } from './create-partitions.generated.js';
import type { CreateTopicsRequest, CreateTopicsResponse } from './create-topics.generated.js';
import type { DeleteAclsRequest, DeleteAclsResponse } from './delete-acls.generated.js';
import type { DeleteGroupsRequest, DeleteGroupsResponse } from './delete-groups.generated.js';
import type { DeleteTopicsRequest, DeleteTopicsResponse } from './delete-topics.generated.js';
import type { DescribeClusterRequest, DescribeClusterResponse } from './describe-cluster.generated.js';
import type { DescribeConfigsRequest, DescribeConfigsResponse } from './describe-configs.generated.js';
import type { DescribeGroupsRequest, DescribeGroupsResponse } from './describe-groups.generated.js';
import type { DescribeProducersRequest, DescribeProducersResponse } from './describe-producers.generated.js';
import type { DescribeTransactionsRequest, DescribeTransactionsResponse } from './describe-transactions.generated.js';
import type { EndTxnRequest, EndTxnResponse } from './end-txn.generated.js';
import type { FetchRequest, FetchResponse } from './fetch.generated.js';
import type { FindCoordinatorRequest, FindCoordinatorResponse } from './find-coordinator.generated.js';
import type { HeartbeatRequest, HeartbeatResponse } from './heartbeat.generated.js';
import type { IncrementalAlterConfigsRequest, IncrementalAlterConfigsResponse } from './incremental-alter-configs.generated.js';
import type { InitProducerIdRequest, InitProducerIdResponse } from './init-producer-id.generated.js';
import type { JoinGroupRequest, JoinGroupResponse } from './join-group.generated.js';
import type { LeaveGroupRequest, LeaveGroupResponse } from './leave-group.generated.js';
import type { ListGroupsRequest, ListGroupsResponse } from './list-groups.generated.js';
import type { ListOffsetsRequest, ListOffsetsResponse } from './list-offsets.generated.js';
import type { ListTransactionsRequest, ListTransactionsResponse } from './list-transactions.generated.js';
import type { MetadataRequest, MetadataResponse } from './metadata.generated.js';
import type { OffsetCommitRequest, OffsetCommitResponse } from './offset-commit.generated.js';
import type { OffsetDeleteRequest, OffsetDeleteResponse } from './offset-delete.generated.js';
import type { OffsetFetchRequest, OffsetFetchResponse } from './offset-fetch.generated.js';
import type { OffsetForLeaderEpochRequest, OffsetForLeaderEpochResponse } from './offset-for-leader-epoch.generated.js';
import type { ProduceRequest, ProduceResponse } from './produce.generated.js';
import type { SaslAuthenticateRequest, SaslAuthenticateResponse } from './sasl-authenticate.generated.js';
import type { SaslHandshakeRequest, SaslHandshakeResponse } from './sasl-handshake.generated.js';
import type { SyncGroupRequest, SyncGroupResponse } from './sync-group.generated.js';
import type { TxnOffsetCommitRequest, TxnOffsetCommitResponse } from './txn-offset-commit.generated.js';
import type { WriteTxnMarkersRequest, WriteTxnMarkersResponse } from './write-txn-markers.generated.js';

/**
 * Kafka API keys by name (the request name without `Request`).
 * @public
 */
export const ApiKey = {
  Produce: 0,
  Fetch: 1,
  ListOffsets: 2,
  Metadata: 3,
  OffsetCommit: 8,
  OffsetFetch: 9,
  FindCoordinator: 10,
  JoinGroup: 11,
  Heartbeat: 12,
  LeaveGroup: 13,
  SyncGroup: 14,
  DescribeGroups: 15,
  ListGroups: 16,
  SaslHandshake: 17,
  ApiVersions: 18,
  CreateTopics: 19,
  DeleteTopics: 20,
  InitProducerId: 22,
  OffsetForLeaderEpoch: 23,
  AddPartitionsToTxn: 24,
  AddOffsetsToTxn: 25,
  EndTxn: 26,
  WriteTxnMarkers: 27,
  TxnOffsetCommit: 28,
  CreateAcls: 30,
  DeleteAcls: 31,
  DescribeConfigs: 32,
  SaslAuthenticate: 36,
  CreatePartitions: 37,
  DeleteGroups: 42,
  IncrementalAlterConfigs: 44,
  OffsetDelete: 47,
  DescribeCluster: 60,
  DescribeProducers: 61,
  DescribeTransactions: 65,
  ListTransactions: 66,
  ConsumerGroupHeartbeat: 68,
  ConsumerGroupDescribe: 69,
} as const;

/** The name of a Kafka API. @public */
export type ApiKeyName = keyof typeof ApiKey;

/**
 * Request and response types of every API, by name.
 * @public
 */
export interface ApiMessages {
  Produce: { request: ProduceRequest; response: ProduceResponse };
  Fetch: { request: FetchRequest; response: FetchResponse };
  ListOffsets: { request: ListOffsetsRequest; response: ListOffsetsResponse };
  Metadata: { request: MetadataRequest; response: MetadataResponse };
  OffsetCommit: { request: OffsetCommitRequest; response: OffsetCommitResponse };
  OffsetFetch: { request: OffsetFetchRequest; response: OffsetFetchResponse };
  FindCoordinator: { request: FindCoordinatorRequest; response: FindCoordinatorResponse };
  JoinGroup: { request: JoinGroupRequest; response: JoinGroupResponse };
  Heartbeat: { request: HeartbeatRequest; response: HeartbeatResponse };
  LeaveGroup: { request: LeaveGroupRequest; response: LeaveGroupResponse };
  SyncGroup: { request: SyncGroupRequest; response: SyncGroupResponse };
  DescribeGroups: { request: DescribeGroupsRequest; response: DescribeGroupsResponse };
  ListGroups: { request: ListGroupsRequest; response: ListGroupsResponse };
  SaslHandshake: { request: SaslHandshakeRequest; response: SaslHandshakeResponse };
  ApiVersions: { request: ApiVersionsRequest; response: ApiVersionsResponse };
  CreateTopics: { request: CreateTopicsRequest; response: CreateTopicsResponse };
  DeleteTopics: { request: DeleteTopicsRequest; response: DeleteTopicsResponse };
  InitProducerId: { request: InitProducerIdRequest; response: InitProducerIdResponse };
  OffsetForLeaderEpoch: { request: OffsetForLeaderEpochRequest; response: OffsetForLeaderEpochResponse };
  AddPartitionsToTxn: { request: AddPartitionsToTxnRequest; response: AddPartitionsToTxnResponse };
  AddOffsetsToTxn: { request: AddOffsetsToTxnRequest; response: AddOffsetsToTxnResponse };
  EndTxn: { request: EndTxnRequest; response: EndTxnResponse };
  WriteTxnMarkers: { request: WriteTxnMarkersRequest; response: WriteTxnMarkersResponse };
  TxnOffsetCommit: { request: TxnOffsetCommitRequest; response: TxnOffsetCommitResponse };
  CreateAcls: { request: CreateAclsRequest; response: CreateAclsResponse };
  DeleteAcls: { request: DeleteAclsRequest; response: DeleteAclsResponse };
  DescribeConfigs: { request: DescribeConfigsRequest; response: DescribeConfigsResponse };
  SaslAuthenticate: { request: SaslAuthenticateRequest; response: SaslAuthenticateResponse };
  CreatePartitions: { request: CreatePartitionsRequest; response: CreatePartitionsResponse };
  DeleteGroups: { request: DeleteGroupsRequest; response: DeleteGroupsResponse };
  IncrementalAlterConfigs: { request: IncrementalAlterConfigsRequest; response: IncrementalAlterConfigsResponse };
  OffsetDelete: { request: OffsetDeleteRequest; response: OffsetDeleteResponse };
  DescribeCluster: { request: DescribeClusterRequest; response: DescribeClusterResponse };
  DescribeProducers: { request: DescribeProducersRequest; response: DescribeProducersResponse };
  DescribeTransactions: { request: DescribeTransactionsRequest; response: DescribeTransactionsResponse };
  ListTransactions: { request: ListTransactionsRequest; response: ListTransactionsResponse };
  ConsumerGroupHeartbeat: { request: ConsumerGroupHeartbeatRequest; response: ConsumerGroupHeartbeatResponse };
  ConsumerGroupDescribe: { request: ConsumerGroupDescribeRequest; response: ConsumerGroupDescribeResponse };
}
