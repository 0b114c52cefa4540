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
  /** API key 0, Produce: writes record batches to partition leaders (idempotent and transactional batches included). */
  Produce: 0,
  /** API key 1, Fetch: reads record batches from partition leaders, up to the high watermark or the last stable offset. */
  Fetch: 1,
  /** API key 2, ListOffsets: looks up offsets by timestamp, and the earliest, latest and last stable offsets of partitions. */
  ListOffsets: 2,
  /** API key 3, Metadata: lists brokers, topics, partitions and their leaders. */
  Metadata: 3,
  /** API key 8, OffsetCommit: stores a consumer group's offsets outside transactions. */
  OffsetCommit: 8,
  /** API key 9, OffsetFetch: reads a consumer group's committed offsets (with `require_stable`, waiting out pending transactions). */
  OffsetFetch: 9,
  /** API key 10, FindCoordinator: finds the broker coordinating a consumer group or a transactional id. */
  FindCoordinator: 10,
  /** API key 11, JoinGroup: joins a classic consumer group (first step of a rebalance). */
  JoinGroup: 11,
  /** API key 12, Heartbeat: keeps a classic group member alive and tells it when to rejoin. */
  Heartbeat: 12,
  /** API key 13, LeaveGroup: leaves a classic consumer group. */
  LeaveGroup: 13,
  /** API key 14, SyncGroup: distributes the leader's partition assignment to the members of a classic group. */
  SyncGroup: 14,
  /** API key 15, DescribeGroups: describes classic consumer groups: state, protocol, members. */
  DescribeGroups: 15,
  /** API key 16, ListGroups: lists the consumer groups a broker coordinates. */
  ListGroups: 16,
  /** API key 17, SaslHandshake: chooses the SASL mechanism of a connection. */
  SaslHandshake: 17,
  /** API key 18, ApiVersions: asks a broker which versions of each API it supports (and its finalized features). */
  ApiVersions: 18,
  /** API key 19, CreateTopics: creates topics. */
  CreateTopics: 19,
  /** API key 20, DeleteTopics: deletes topics. */
  DeleteTopics: 20,
  /** API key 22, InitProducerId: gets a producer id and epoch; for a transactional id, fences earlier instances. */
  InitProducerId: 22,
  /** API key 23, OffsetForLeaderEpoch: asks a leader where a leader epoch ends in its log, to detect truncation (KIP-320). */
  OffsetForLeaderEpoch: 23,
  /** API key 24, AddPartitionsToTxn: adds partitions to an open transaction (transaction version 1). */
  AddPartitionsToTxn: 24,
  /** API key 25, AddOffsetsToTxn: adds a consumer group's offsets to an open transaction (transaction version 1). */
  AddOffsetsToTxn: 25,
  /** API key 26, EndTxn: commits or aborts a transaction at its coordinator. */
  EndTxn: 26,
  /** API key 27, WriteTxnMarkers: writes COMMIT or ABORT markers into partitions (coordinator to partition leaders). */
  WriteTxnMarkers: 27,
  /** API key 28, TxnOffsetCommit: stores a consumer group's offsets inside a transaction, checked against the group generation (KIP-447). */
  TxnOffsetCommit: 28,
  /** API key 30, CreateAcls: creates ACL bindings. */
  CreateAcls: 30,
  /** API key 31, DeleteAcls: deletes the ACL bindings matching filters. */
  DeleteAcls: 31,
  /** API key 32, DescribeConfigs: reads topic and broker configurations. */
  DescribeConfigs: 32,
  /** API key 36, SaslAuthenticate: carries the SASL exchange of a connection. */
  SaslAuthenticate: 36,
  /** API key 37, CreatePartitions: adds partitions to topics. */
  CreatePartitions: 37,
  /** API key 42, DeleteGroups: deletes empty consumer groups. */
  DeleteGroups: 42,
  /** API key 44, IncrementalAlterConfigs: sets, deletes, appends or subtracts configuration entries. */
  IncrementalAlterConfigs: 44,
  /** API key 47, OffsetDelete: deletes a consumer group's committed offsets for partitions. */
  OffsetDelete: 47,
  /** API key 60, DescribeCluster: describes the cluster: id, controller, brokers. */
  DescribeCluster: 60,
  /** API key 61, DescribeProducers: lists the producers with state on partitions, and their open transactions (KIP-664). */
  DescribeProducers: 61,
  /** API key 65, DescribeTransactions: describes transactions at their coordinator: state, partitions, timeout (KIP-664). */
  DescribeTransactions: 65,
  /** API key 66, ListTransactions: lists the transactions a coordinator knows, by state or producer (KIP-664). */
  ListTransactions: 66,
  /** API key 68, ConsumerGroupHeartbeat: joins, heartbeats and reconciles in a KIP-848 `consumer` group. */
  ConsumerGroupHeartbeat: 68,
  /** API key 69, ConsumerGroupDescribe: describes KIP-848 `consumer` groups. */
  ConsumerGroupDescribe: 69,
} as const;

/** The name of a Kafka API. @public */
export type ApiKeyName = keyof typeof ApiKey;

/**
 * Request and response types of every API, by name.
 * @public
 */
export interface ApiMessages {
  /** Produce (API key 0): writes record batches to partition leaders (idempotent and transactional batches included). */
  Produce: {
    /** The request body, at any version from 3 to 13. */
    request: ProduceRequest;
    /** The response body, at the version of its request. */
    response: ProduceResponse;
  };
  /** Fetch (API key 1): reads record batches from partition leaders, up to the high watermark or the last stable offset. */
  Fetch: {
    /** The request body, at any version from 4 to 18. */
    request: FetchRequest;
    /** The response body, at the version of its request. */
    response: FetchResponse;
  };
  /** ListOffsets (API key 2): looks up offsets by timestamp, and the earliest, latest and last stable offsets of partitions. */
  ListOffsets: {
    /** The request body, at any version from 1 to 11. */
    request: ListOffsetsRequest;
    /** The response body, at the version of its request. */
    response: ListOffsetsResponse;
  };
  /** Metadata (API key 3): lists brokers, topics, partitions and their leaders. */
  Metadata: {
    /** The request body, at any version from 0 to 13. */
    request: MetadataRequest;
    /** The response body, at the version of its request. */
    response: MetadataResponse;
  };
  /** OffsetCommit (API key 8): stores a consumer group's offsets outside transactions. */
  OffsetCommit: {
    /** The request body, at any version from 2 to 10. */
    request: OffsetCommitRequest;
    /** The response body, at the version of its request. */
    response: OffsetCommitResponse;
  };
  /** OffsetFetch (API key 9): reads a consumer group's committed offsets (with `require_stable`, waiting out pending transactions). */
  OffsetFetch: {
    /** The request body, at any version from 1 to 10. */
    request: OffsetFetchRequest;
    /** The response body, at the version of its request. */
    response: OffsetFetchResponse;
  };
  /** FindCoordinator (API key 10): finds the broker coordinating a consumer group or a transactional id. */
  FindCoordinator: {
    /** The request body, at any version from 0 to 6. */
    request: FindCoordinatorRequest;
    /** The response body, at the version of its request. */
    response: FindCoordinatorResponse;
  };
  /** JoinGroup (API key 11): joins a classic consumer group (first step of a rebalance). */
  JoinGroup: {
    /** The request body, at any version from 0 to 9. */
    request: JoinGroupRequest;
    /** The response body, at the version of its request. */
    response: JoinGroupResponse;
  };
  /** Heartbeat (API key 12): keeps a classic group member alive and tells it when to rejoin. */
  Heartbeat: {
    /** The request body, at any version from 0 to 4. */
    request: HeartbeatRequest;
    /** The response body, at the version of its request. */
    response: HeartbeatResponse;
  };
  /** LeaveGroup (API key 13): leaves a classic consumer group. */
  LeaveGroup: {
    /** The request body, at any version from 0 to 5. */
    request: LeaveGroupRequest;
    /** The response body, at the version of its request. */
    response: LeaveGroupResponse;
  };
  /** SyncGroup (API key 14): distributes the leader's partition assignment to the members of a classic group. */
  SyncGroup: {
    /** The request body, at any version from 0 to 5. */
    request: SyncGroupRequest;
    /** The response body, at the version of its request. */
    response: SyncGroupResponse;
  };
  /** DescribeGroups (API key 15): describes classic consumer groups: state, protocol, members. */
  DescribeGroups: {
    /** The request body, at any version from 0 to 6. */
    request: DescribeGroupsRequest;
    /** The response body, at the version of its request. */
    response: DescribeGroupsResponse;
  };
  /** ListGroups (API key 16): lists the consumer groups a broker coordinates. */
  ListGroups: {
    /** The request body, at any version from 0 to 5. */
    request: ListGroupsRequest;
    /** The response body, at the version of its request. */
    response: ListGroupsResponse;
  };
  /** SaslHandshake (API key 17): chooses the SASL mechanism of a connection. */
  SaslHandshake: {
    /** The request body, at any version from 0 to 1. */
    request: SaslHandshakeRequest;
    /** The response body, at the version of its request. */
    response: SaslHandshakeResponse;
  };
  /** ApiVersions (API key 18): asks a broker which versions of each API it supports (and its finalized features). */
  ApiVersions: {
    /** The request body, at any version from 0 to 5. */
    request: ApiVersionsRequest;
    /** The response body, at the version of its request. */
    response: ApiVersionsResponse;
  };
  /** CreateTopics (API key 19): creates topics. */
  CreateTopics: {
    /** The request body, at any version from 2 to 7. */
    request: CreateTopicsRequest;
    /** The response body, at the version of its request. */
    response: CreateTopicsResponse;
  };
  /** DeleteTopics (API key 20): deletes topics. */
  DeleteTopics: {
    /** The request body, at any version from 1 to 6. */
    request: DeleteTopicsRequest;
    /** The response body, at the version of its request. */
    response: DeleteTopicsResponse;
  };
  /** InitProducerId (API key 22): gets a producer id and epoch; for a transactional id, fences earlier instances. */
  InitProducerId: {
    /** The request body, at any version from 0 to 5. */
    request: InitProducerIdRequest;
    /** The response body, at the version of its request. */
    response: InitProducerIdResponse;
  };
  /** OffsetForLeaderEpoch (API key 23): asks a leader where a leader epoch ends in its log, to detect truncation (KIP-320). */
  OffsetForLeaderEpoch: {
    /** The request body, at any version from 2 to 4. */
    request: OffsetForLeaderEpochRequest;
    /** The response body, at the version of its request. */
    response: OffsetForLeaderEpochResponse;
  };
  /** AddPartitionsToTxn (API key 24): adds partitions to an open transaction (transaction version 1). */
  AddPartitionsToTxn: {
    /** The request body, at any version from 0 to 5. */
    request: AddPartitionsToTxnRequest;
    /** The response body, at the version of its request. */
    response: AddPartitionsToTxnResponse;
  };
  /** AddOffsetsToTxn (API key 25): adds a consumer group's offsets to an open transaction (transaction version 1). */
  AddOffsetsToTxn: {
    /** The request body, at any version from 0 to 4. */
    request: AddOffsetsToTxnRequest;
    /** The response body, at the version of its request. */
    response: AddOffsetsToTxnResponse;
  };
  /** EndTxn (API key 26): commits or aborts a transaction at its coordinator. */
  EndTxn: {
    /** The request body, at any version from 0 to 5. */
    request: EndTxnRequest;
    /** The response body, at the version of its request. */
    response: EndTxnResponse;
  };
  /** WriteTxnMarkers (API key 27): writes COMMIT or ABORT markers into partitions (coordinator to partition leaders). */
  WriteTxnMarkers: {
    /** The request body, at any version from 1 to 2. */
    request: WriteTxnMarkersRequest;
    /** The response body, at the version of its request. */
    response: WriteTxnMarkersResponse;
  };
  /** TxnOffsetCommit (API key 28): stores a consumer group's offsets inside a transaction, checked against the group generation (KIP-447). */
  TxnOffsetCommit: {
    /** The request body, at any version from 0 to 6. */
    request: TxnOffsetCommitRequest;
    /** The response body, at the version of its request. */
    response: TxnOffsetCommitResponse;
  };
  /** CreateAcls (API key 30): creates ACL bindings. */
  CreateAcls: {
    /** The request body, at any version from 1 to 3. */
    request: CreateAclsRequest;
    /** The response body, at the version of its request. */
    response: CreateAclsResponse;
  };
  /** DeleteAcls (API key 31): deletes the ACL bindings matching filters. */
  DeleteAcls: {
    /** The request body, at any version from 1 to 3. */
    request: DeleteAclsRequest;
    /** The response body, at the version of its request. */
    response: DeleteAclsResponse;
  };
  /** DescribeConfigs (API key 32): reads topic and broker configurations. */
  DescribeConfigs: {
    /** The request body, at any version from 1 to 4. */
    request: DescribeConfigsRequest;
    /** The response body, at the version of its request. */
    response: DescribeConfigsResponse;
  };
  /** SaslAuthenticate (API key 36): carries the SASL exchange of a connection. */
  SaslAuthenticate: {
    /** The request body, at any version from 0 to 2. */
    request: SaslAuthenticateRequest;
    /** The response body, at the version of its request. */
    response: SaslAuthenticateResponse;
  };
  /** CreatePartitions (API key 37): adds partitions to topics. */
  CreatePartitions: {
    /** The request body, at any version from 0 to 3. */
    request: CreatePartitionsRequest;
    /** The response body, at the version of its request. */
    response: CreatePartitionsResponse;
  };
  /** DeleteGroups (API key 42): deletes empty consumer groups. */
  DeleteGroups: {
    /** The request body, at any version from 0 to 3. */
    request: DeleteGroupsRequest;
    /** The response body, at the version of its request. */
    response: DeleteGroupsResponse;
  };
  /** IncrementalAlterConfigs (API key 44): sets, deletes, appends or subtracts configuration entries. */
  IncrementalAlterConfigs: {
    /** The request body, at any version from 0 to 1. */
    request: IncrementalAlterConfigsRequest;
    /** The response body, at the version of its request. */
    response: IncrementalAlterConfigsResponse;
  };
  /** OffsetDelete (API key 47): deletes a consumer group's committed offsets for partitions. */
  OffsetDelete: {
    /** The request body, at any version from 0 to 0. */
    request: OffsetDeleteRequest;
    /** The response body, at the version of its request. */
    response: OffsetDeleteResponse;
  };
  /** DescribeCluster (API key 60): describes the cluster: id, controller, brokers. */
  DescribeCluster: {
    /** The request body, at any version from 0 to 2. */
    request: DescribeClusterRequest;
    /** The response body, at the version of its request. */
    response: DescribeClusterResponse;
  };
  /** DescribeProducers (API key 61): lists the producers with state on partitions, and their open transactions (KIP-664). */
  DescribeProducers: {
    /** The request body, at any version from 0 to 0. */
    request: DescribeProducersRequest;
    /** The response body, at the version of its request. */
    response: DescribeProducersResponse;
  };
  /** DescribeTransactions (API key 65): describes transactions at their coordinator: state, partitions, timeout (KIP-664). */
  DescribeTransactions: {
    /** The request body, at any version from 0 to 0. */
    request: DescribeTransactionsRequest;
    /** The response body, at the version of its request. */
    response: DescribeTransactionsResponse;
  };
  /** ListTransactions (API key 66): lists the transactions a coordinator knows, by state or producer (KIP-664). */
  ListTransactions: {
    /** The request body, at any version from 0 to 2. */
    request: ListTransactionsRequest;
    /** The response body, at the version of its request. */
    response: ListTransactionsResponse;
  };
  /** ConsumerGroupHeartbeat (API key 68): joins, heartbeats and reconciles in a KIP-848 `consumer` group. */
  ConsumerGroupHeartbeat: {
    /** The request body, at any version from 0 to 1. */
    request: ConsumerGroupHeartbeatRequest;
    /** The response body, at the version of its request. */
    response: ConsumerGroupHeartbeatResponse;
  };
  /** ConsumerGroupDescribe (API key 69): describes KIP-848 `consumer` groups. */
  ConsumerGroupDescribe: {
    /** The request body, at any version from 0 to 1. */
    request: ConsumerGroupDescribeRequest;
    /** The response body, at the version of its request. */
    response: ConsumerGroupDescribeResponse;
  };
}
