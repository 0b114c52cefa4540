// Generated from Apache Kafka's message specs (Apache License 2.0), AddOffsetsToTxnRequest.json, AddOffsetsToTxnResponse.json, AddPartitionsToTxnRequest.json, AddPartitionsToTxnResponse.json, AddRaftVoterRequest.json, AddRaftVoterResponse.json, AllocateProducerIdsRequest.json, AllocateProducerIdsResponse.json, AlterClientQuotasRequest.json, AlterClientQuotasResponse.json, AlterConfigsRequest.json, AlterConfigsResponse.json, AlterPartitionReassignmentsRequest.json, AlterPartitionReassignmentsResponse.json, AlterPartitionRequest.json, AlterPartitionResponse.json, AlterReplicaLogDirsRequest.json, AlterReplicaLogDirsResponse.json, AlterShareGroupOffsetsRequest.json, AlterShareGroupOffsetsResponse.json, AlterUserScramCredentialsRequest.json, AlterUserScramCredentialsResponse.json, ApiVersionsRequest.json, ApiVersionsResponse.json, AssignReplicasToDirsRequest.json, AssignReplicasToDirsResponse.json, BeginQuorumEpochRequest.json, BeginQuorumEpochResponse.json, BrokerHeartbeatRequest.json, BrokerHeartbeatResponse.json, BrokerRegistrationRequest.json, BrokerRegistrationResponse.json, ConsumerGroupDescribeRequest.json, ConsumerGroupDescribeResponse.json, ConsumerGroupHeartbeatRequest.json, ConsumerGroupHeartbeatResponse.json, ControllerRegistrationRequest.json, ControllerRegistrationResponse.json, CreateAclsRequest.json, CreateAclsResponse.json, CreateDelegationTokenRequest.json, CreateDelegationTokenResponse.json, CreatePartitionsRequest.json, CreatePartitionsResponse.json, CreateTopicsRequest.json, CreateTopicsResponse.json, DeleteAclsRequest.json, DeleteAclsResponse.json, DeleteGroupsRequest.json, DeleteGroupsResponse.json, DeleteRecordsRequest.json, DeleteRecordsResponse.json, DeleteShareGroupOffsetsRequest.json, DeleteShareGroupOffsetsResponse.json, DeleteShareGroupStateRequest.json, DeleteShareGroupStateResponse.json, DeleteTopicsRequest.json, DeleteTopicsResponse.json, DescribeAclsRequest.json, DescribeAclsResponse.json, DescribeClientQuotasRequest.json, DescribeClientQuotasResponse.json, DescribeClusterRequest.json, DescribeClusterResponse.json, DescribeConfigsRequest.json, DescribeConfigsResponse.json, DescribeDelegationTokenRequest.json, DescribeDelegationTokenResponse.json, DescribeGroupsRequest.json, DescribeGroupsResponse.json, DescribeLogDirsRequest.json, DescribeLogDirsResponse.json, DescribeProducersRequest.json, DescribeProducersResponse.json, DescribeQuorumRequest.json, DescribeQuorumResponse.json, DescribeShareGroupOffsetsRequest.json, DescribeShareGroupOffsetsResponse.json, DescribeTopicPartitionsRequest.json, DescribeTopicPartitionsResponse.json, DescribeTransactionsRequest.json, DescribeTransactionsResponse.json, DescribeUserScramCredentialsRequest.json, DescribeUserScramCredentialsResponse.json, ElectLeadersRequest.json, ElectLeadersResponse.json, EndQuorumEpochRequest.json, EndQuorumEpochResponse.json, EndTxnRequest.json, EndTxnResponse.json, EnvelopeRequest.json, EnvelopeResponse.json, ExpireDelegationTokenRequest.json, ExpireDelegationTokenResponse.json, FetchRequest.json, FetchResponse.json, FetchSnapshotRequest.json, FetchSnapshotResponse.json, FindCoordinatorRequest.json, FindCoordinatorResponse.json, GetTelemetrySubscriptionsRequest.json, GetTelemetrySubscriptionsResponse.json, HeartbeatRequest.json, HeartbeatResponse.json, IncrementalAlterConfigsRequest.json, IncrementalAlterConfigsResponse.json, InitProducerIdRequest.json, InitProducerIdResponse.json, InitializeShareGroupStateRequest.json, InitializeShareGroupStateResponse.json, JoinGroupRequest.json, JoinGroupResponse.json, LeaveGroupRequest.json, LeaveGroupResponse.json, ListConfigResourcesRequest.json, ListConfigResourcesResponse.json, ListGroupsRequest.json, ListGroupsResponse.json, ListOffsetsRequest.json, ListOffsetsResponse.json, ListPartitionReassignmentsRequest.json, ListPartitionReassignmentsResponse.json, ListTransactionsRequest.json, ListTransactionsResponse.json, MetadataRequest.json, MetadataResponse.json, OffsetCommitRequest.json, OffsetCommitResponse.json, OffsetDeleteRequest.json, OffsetDeleteResponse.json, OffsetFetchRequest.json, OffsetFetchResponse.json, OffsetForLeaderEpochRequest.json, OffsetForLeaderEpochResponse.json, ProduceRequest.json, ProduceResponse.json, PushTelemetryRequest.json, PushTelemetryResponse.json, ReadShareGroupStateRequest.json, ReadShareGroupStateResponse.json, ReadShareGroupStateSummaryRequest.json, ReadShareGroupStateSummaryResponse.json, RemoveRaftVoterRequest.json, RemoveRaftVoterResponse.json, RenewDelegationTokenRequest.json, RenewDelegationTokenResponse.json, SaslAuthenticateRequest.json, SaslAuthenticateResponse.json, SaslHandshakeRequest.json, SaslHandshakeResponse.json, ShareAcknowledgeRequest.json, ShareAcknowledgeResponse.json, ShareFetchRequest.json, ShareFetchResponse.json, ShareGroupDescribeRequest.json, ShareGroupDescribeResponse.json, ShareGroupHeartbeatRequest.json, ShareGroupHeartbeatResponse.json, StreamsGroupDescribeRequest.json, StreamsGroupDescribeResponse.json, StreamsGroupHeartbeatRequest.json, StreamsGroupHeartbeatResponse.json, StreamsGroupTopologyDescriptionUpdateRequest.json, StreamsGroupTopologyDescriptionUpdateResponse.json, SyncGroupRequest.json, SyncGroupResponse.json, TxnOffsetCommitRequest.json, TxnOffsetCommitResponse.json, UnregisterBrokerRequest.json, UnregisterBrokerResponse.json, UnregisterControllerRequest.json, UnregisterControllerResponse.json, UpdateFeaturesRequest.json, UpdateFeaturesResponse.json, UpdateRaftVoterRequest.json, UpdateRaftVoterResponse.json, VoteRequest.json, VoteResponse.json, WriteShareGroupStateRequest.json, WriteShareGroupStateResponse.json, WriteTxnMarkersRequest.json, WriteTxnMarkersResponse.json. Do not edit; run npm run codegen.

import type { AddOffsetsToTxnRequest, AddOffsetsToTxnResponse } from './add-offsets-to-txn.generated.js';
import type { AddPartitionsToTxnRequest, AddPartitionsToTxnResponse } from './add-partitions-to-txn.generated.js';
import type { AddRaftVoterRequest, AddRaftVoterResponse } from './add-raft-voter.generated.js';
import type { AllocateProducerIdsRequest, AllocateProducerIdsResponse } from './allocate-producer-ids.generated.js';
import type { AlterClientQuotasRequest, AlterClientQuotasResponse } from './alter-client-quotas.generated.js';
import type { AlterConfigsRequest, AlterConfigsResponse } from './alter-configs.generated.js';
import type { AlterPartitionReassignmentsRequest, AlterPartitionReassignmentsResponse } from './alter-partition-reassignments.generated.js';
import type { AlterPartitionRequest, AlterPartitionResponse } from './alter-partition.generated.js';
import type { AlterReplicaLogDirsRequest, AlterReplicaLogDirsResponse } from './alter-replica-log-dirs.generated.js';
import type { AlterShareGroupOffsetsRequest, AlterShareGroupOffsetsResponse } from './alter-share-group-offsets.generated.js';
import type { AlterUserScramCredentialsRequest, AlterUserScramCredentialsResponse } from './alter-user-scram-credentials.generated.js';
import type { ApiVersionsRequest, ApiVersionsResponse } from './api-versions.generated.js';
import type { AssignReplicasToDirsRequest, AssignReplicasToDirsResponse } from './assign-replicas-to-dirs.generated.js';
import type { BeginQuorumEpochRequest, BeginQuorumEpochResponse } from './begin-quorum-epoch.generated.js';
import type { BrokerHeartbeatRequest, BrokerHeartbeatResponse } from './broker-heartbeat.generated.js';
import type { BrokerRegistrationRequest, BrokerRegistrationResponse } from './broker-registration.generated.js';
import type { ConsumerGroupDescribeRequest, ConsumerGroupDescribeResponse } from './consumer-group-describe.generated.js';
import type { ConsumerGroupHeartbeatRequest, ConsumerGroupHeartbeatResponse } from './consumer-group-heartbeat.generated.js';
import type { ControllerRegistrationRequest, ControllerRegistrationResponse } from './controller-registration.generated.js';
import type { CreateAclsRequest, CreateAclsResponse } from './create-acls.generated.js';
import type { CreateDelegationTokenRequest, CreateDelegationTokenResponse } from './create-delegation-token.generated.js';
import type { CreatePartitionsRequest, CreatePartitionsResponse } from './create-partitions.generated.js';
import type { CreateTopicsRequest, CreateTopicsResponse } from './create-topics.generated.js';
import type { DeleteAclsRequest, DeleteAclsResponse } from './delete-acls.generated.js';
import type { DeleteGroupsRequest, DeleteGroupsResponse } from './delete-groups.generated.js';
import type { DeleteRecordsRequest, DeleteRecordsResponse } from './delete-records.generated.js';
import type { DeleteShareGroupOffsetsRequest, DeleteShareGroupOffsetsResponse } from './delete-share-group-offsets.generated.js';
import type { DeleteShareGroupStateRequest, DeleteShareGroupStateResponse } from './delete-share-group-state.generated.js';
import type { DeleteTopicsRequest, DeleteTopicsResponse } from './delete-topics.generated.js';
import type { DescribeAclsRequest, DescribeAclsResponse } from './describe-acls.generated.js';
import type { DescribeClientQuotasRequest, DescribeClientQuotasResponse } from './describe-client-quotas.generated.js';
import type { DescribeClusterRequest, DescribeClusterResponse } from './describe-cluster.generated.js';
import type { DescribeConfigsRequest, DescribeConfigsResponse } from './describe-configs.generated.js';
import type { DescribeDelegationTokenRequest, DescribeDelegationTokenResponse } from './describe-delegation-token.generated.js';
import type { DescribeGroupsRequest, DescribeGroupsResponse } from './describe-groups.generated.js';
import type { DescribeLogDirsRequest, DescribeLogDirsResponse } from './describe-log-dirs.generated.js';
import type { DescribeProducersRequest, DescribeProducersResponse } from './describe-producers.generated.js';
import type { DescribeQuorumRequest, DescribeQuorumResponse } from './describe-quorum.generated.js';
import type { DescribeShareGroupOffsetsRequest, DescribeShareGroupOffsetsResponse } from './describe-share-group-offsets.generated.js';
import type { DescribeTopicPartitionsRequest, DescribeTopicPartitionsResponse } from './describe-topic-partitions.generated.js';
import type { DescribeTransactionsRequest, DescribeTransactionsResponse } from './describe-transactions.generated.js';
import type { DescribeUserScramCredentialsRequest, DescribeUserScramCredentialsResponse } from './describe-user-scram-credentials.generated.js';
import type { ElectLeadersRequest, ElectLeadersResponse } from './elect-leaders.generated.js';
import type { EndQuorumEpochRequest, EndQuorumEpochResponse } from './end-quorum-epoch.generated.js';
import type { EndTxnRequest, EndTxnResponse } from './end-txn.generated.js';
import type { EnvelopeRequest, EnvelopeResponse } from './envelope.generated.js';
import type { ExpireDelegationTokenRequest, ExpireDelegationTokenResponse } from './expire-delegation-token.generated.js';
import type { FetchSnapshotRequest, FetchSnapshotResponse } from './fetch-snapshot.generated.js';
import type { FetchRequest, FetchResponse } from './fetch.generated.js';
import type { FindCoordinatorRequest, FindCoordinatorResponse } from './find-coordinator.generated.js';
import type { GetTelemetrySubscriptionsRequest, GetTelemetrySubscriptionsResponse } from './get-telemetry-subscriptions.generated.js';
import type { HeartbeatRequest, HeartbeatResponse } from './heartbeat.generated.js';
import type { IncrementalAlterConfigsRequest, IncrementalAlterConfigsResponse } from './incremental-alter-configs.generated.js';
import type { InitProducerIdRequest, InitProducerIdResponse } from './init-producer-id.generated.js';
import type { InitializeShareGroupStateRequest, InitializeShareGroupStateResponse } from './initialize-share-group-state.generated.js';
import type { JoinGroupRequest, JoinGroupResponse } from './join-group.generated.js';
import type { LeaveGroupRequest, LeaveGroupResponse } from './leave-group.generated.js';
import type { ListConfigResourcesRequest, ListConfigResourcesResponse } from './list-config-resources.generated.js';
import type { ListGroupsRequest, ListGroupsResponse } from './list-groups.generated.js';
import type { ListOffsetsRequest, ListOffsetsResponse } from './list-offsets.generated.js';
import type { ListPartitionReassignmentsRequest, ListPartitionReassignmentsResponse } from './list-partition-reassignments.generated.js';
import type { ListTransactionsRequest, ListTransactionsResponse } from './list-transactions.generated.js';
import type { MetadataRequest, MetadataResponse } from './metadata.generated.js';
import type { OffsetCommitRequest, OffsetCommitResponse } from './offset-commit.generated.js';
import type { OffsetDeleteRequest, OffsetDeleteResponse } from './offset-delete.generated.js';
import type { OffsetFetchRequest, OffsetFetchResponse } from './offset-fetch.generated.js';
import type { OffsetForLeaderEpochRequest, OffsetForLeaderEpochResponse } from './offset-for-leader-epoch.generated.js';
import type { ProduceRequest, ProduceResponse } from './produce.generated.js';
import type { PushTelemetryRequest, PushTelemetryResponse } from './push-telemetry.generated.js';
import type { ReadShareGroupStateSummaryRequest, ReadShareGroupStateSummaryResponse } from './read-share-group-state-summary.generated.js';
import type { ReadShareGroupStateRequest, ReadShareGroupStateResponse } from './read-share-group-state.generated.js';
import type { RemoveRaftVoterRequest, RemoveRaftVoterResponse } from './remove-raft-voter.generated.js';
import type { RenewDelegationTokenRequest, RenewDelegationTokenResponse } from './renew-delegation-token.generated.js';
import type { SaslAuthenticateRequest, SaslAuthenticateResponse } from './sasl-authenticate.generated.js';
import type { SaslHandshakeRequest, SaslHandshakeResponse } from './sasl-handshake.generated.js';
import type { ShareAcknowledgeRequest, ShareAcknowledgeResponse } from './share-acknowledge.generated.js';
import type { ShareFetchRequest, ShareFetchResponse } from './share-fetch.generated.js';
import type { ShareGroupDescribeRequest, ShareGroupDescribeResponse } from './share-group-describe.generated.js';
import type { ShareGroupHeartbeatRequest, ShareGroupHeartbeatResponse } from './share-group-heartbeat.generated.js';
import type { StreamsGroupDescribeRequest, StreamsGroupDescribeResponse } from './streams-group-describe.generated.js';
import type { StreamsGroupHeartbeatRequest, StreamsGroupHeartbeatResponse } from './streams-group-heartbeat.generated.js';
import type { StreamsGroupTopologyDescriptionUpdateRequest, StreamsGroupTopologyDescriptionUpdateResponse } from './streams-group-topology-description-update.generated.js';
import type { SyncGroupRequest, SyncGroupResponse } from './sync-group.generated.js';
import type { TxnOffsetCommitRequest, TxnOffsetCommitResponse } from './txn-offset-commit.generated.js';
import type { UnregisterBrokerRequest, UnregisterBrokerResponse } from './unregister-broker.generated.js';
import type { UnregisterControllerRequest, UnregisterControllerResponse } from './unregister-controller.generated.js';
import type { UpdateFeaturesRequest, UpdateFeaturesResponse } from './update-features.generated.js';
import type { UpdateRaftVoterRequest, UpdateRaftVoterResponse } from './update-raft-voter.generated.js';
import type { VoteRequest, VoteResponse } from './vote.generated.js';
import type { WriteShareGroupStateRequest, WriteShareGroupStateResponse } from './write-share-group-state.generated.js';
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
  DeleteRecords: 21,
  InitProducerId: 22,
  OffsetForLeaderEpoch: 23,
  AddPartitionsToTxn: 24,
  AddOffsetsToTxn: 25,
  EndTxn: 26,
  WriteTxnMarkers: 27,
  TxnOffsetCommit: 28,
  DescribeAcls: 29,
  CreateAcls: 30,
  DeleteAcls: 31,
  DescribeConfigs: 32,
  AlterConfigs: 33,
  AlterReplicaLogDirs: 34,
  DescribeLogDirs: 35,
  SaslAuthenticate: 36,
  CreatePartitions: 37,
  CreateDelegationToken: 38,
  RenewDelegationToken: 39,
  ExpireDelegationToken: 40,
  DescribeDelegationToken: 41,
  DeleteGroups: 42,
  ElectLeaders: 43,
  IncrementalAlterConfigs: 44,
  AlterPartitionReassignments: 45,
  ListPartitionReassignments: 46,
  OffsetDelete: 47,
  DescribeClientQuotas: 48,
  AlterClientQuotas: 49,
  DescribeUserScramCredentials: 50,
  AlterUserScramCredentials: 51,
  Vote: 52,
  BeginQuorumEpoch: 53,
  EndQuorumEpoch: 54,
  DescribeQuorum: 55,
  AlterPartition: 56,
  UpdateFeatures: 57,
  Envelope: 58,
  FetchSnapshot: 59,
  DescribeCluster: 60,
  DescribeProducers: 61,
  BrokerRegistration: 62,
  BrokerHeartbeat: 63,
  UnregisterBroker: 64,
  DescribeTransactions: 65,
  ListTransactions: 66,
  AllocateProducerIds: 67,
  ConsumerGroupHeartbeat: 68,
  ConsumerGroupDescribe: 69,
  ControllerRegistration: 70,
  GetTelemetrySubscriptions: 71,
  PushTelemetry: 72,
  AssignReplicasToDirs: 73,
  ListConfigResources: 74,
  DescribeTopicPartitions: 75,
  ShareGroupHeartbeat: 76,
  ShareGroupDescribe: 77,
  ShareFetch: 78,
  ShareAcknowledge: 79,
  AddRaftVoter: 80,
  RemoveRaftVoter: 81,
  UpdateRaftVoter: 82,
  InitializeShareGroupState: 83,
  ReadShareGroupState: 84,
  WriteShareGroupState: 85,
  DeleteShareGroupState: 86,
  ReadShareGroupStateSummary: 87,
  StreamsGroupHeartbeat: 88,
  StreamsGroupDescribe: 89,
  DescribeShareGroupOffsets: 90,
  AlterShareGroupOffsets: 91,
  DeleteShareGroupOffsets: 92,
  StreamsGroupTopologyDescriptionUpdate: 93,
  UnregisterController: 94,
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
  DeleteRecords: { request: DeleteRecordsRequest; response: DeleteRecordsResponse };
  InitProducerId: { request: InitProducerIdRequest; response: InitProducerIdResponse };
  OffsetForLeaderEpoch: { request: OffsetForLeaderEpochRequest; response: OffsetForLeaderEpochResponse };
  AddPartitionsToTxn: { request: AddPartitionsToTxnRequest; response: AddPartitionsToTxnResponse };
  AddOffsetsToTxn: { request: AddOffsetsToTxnRequest; response: AddOffsetsToTxnResponse };
  EndTxn: { request: EndTxnRequest; response: EndTxnResponse };
  WriteTxnMarkers: { request: WriteTxnMarkersRequest; response: WriteTxnMarkersResponse };
  TxnOffsetCommit: { request: TxnOffsetCommitRequest; response: TxnOffsetCommitResponse };
  DescribeAcls: { request: DescribeAclsRequest; response: DescribeAclsResponse };
  CreateAcls: { request: CreateAclsRequest; response: CreateAclsResponse };
  DeleteAcls: { request: DeleteAclsRequest; response: DeleteAclsResponse };
  DescribeConfigs: { request: DescribeConfigsRequest; response: DescribeConfigsResponse };
  AlterConfigs: { request: AlterConfigsRequest; response: AlterConfigsResponse };
  AlterReplicaLogDirs: { request: AlterReplicaLogDirsRequest; response: AlterReplicaLogDirsResponse };
  DescribeLogDirs: { request: DescribeLogDirsRequest; response: DescribeLogDirsResponse };
  SaslAuthenticate: { request: SaslAuthenticateRequest; response: SaslAuthenticateResponse };
  CreatePartitions: { request: CreatePartitionsRequest; response: CreatePartitionsResponse };
  CreateDelegationToken: { request: CreateDelegationTokenRequest; response: CreateDelegationTokenResponse };
  RenewDelegationToken: { request: RenewDelegationTokenRequest; response: RenewDelegationTokenResponse };
  ExpireDelegationToken: { request: ExpireDelegationTokenRequest; response: ExpireDelegationTokenResponse };
  DescribeDelegationToken: { request: DescribeDelegationTokenRequest; response: DescribeDelegationTokenResponse };
  DeleteGroups: { request: DeleteGroupsRequest; response: DeleteGroupsResponse };
  ElectLeaders: { request: ElectLeadersRequest; response: ElectLeadersResponse };
  IncrementalAlterConfigs: { request: IncrementalAlterConfigsRequest; response: IncrementalAlterConfigsResponse };
  AlterPartitionReassignments: { request: AlterPartitionReassignmentsRequest; response: AlterPartitionReassignmentsResponse };
  ListPartitionReassignments: { request: ListPartitionReassignmentsRequest; response: ListPartitionReassignmentsResponse };
  OffsetDelete: { request: OffsetDeleteRequest; response: OffsetDeleteResponse };
  DescribeClientQuotas: { request: DescribeClientQuotasRequest; response: DescribeClientQuotasResponse };
  AlterClientQuotas: { request: AlterClientQuotasRequest; response: AlterClientQuotasResponse };
  DescribeUserScramCredentials: { request: DescribeUserScramCredentialsRequest; response: DescribeUserScramCredentialsResponse };
  AlterUserScramCredentials: { request: AlterUserScramCredentialsRequest; response: AlterUserScramCredentialsResponse };
  Vote: { request: VoteRequest; response: VoteResponse };
  BeginQuorumEpoch: { request: BeginQuorumEpochRequest; response: BeginQuorumEpochResponse };
  EndQuorumEpoch: { request: EndQuorumEpochRequest; response: EndQuorumEpochResponse };
  DescribeQuorum: { request: DescribeQuorumRequest; response: DescribeQuorumResponse };
  AlterPartition: { request: AlterPartitionRequest; response: AlterPartitionResponse };
  UpdateFeatures: { request: UpdateFeaturesRequest; response: UpdateFeaturesResponse };
  Envelope: { request: EnvelopeRequest; response: EnvelopeResponse };
  FetchSnapshot: { request: FetchSnapshotRequest; response: FetchSnapshotResponse };
  DescribeCluster: { request: DescribeClusterRequest; response: DescribeClusterResponse };
  DescribeProducers: { request: DescribeProducersRequest; response: DescribeProducersResponse };
  BrokerRegistration: { request: BrokerRegistrationRequest; response: BrokerRegistrationResponse };
  BrokerHeartbeat: { request: BrokerHeartbeatRequest; response: BrokerHeartbeatResponse };
  UnregisterBroker: { request: UnregisterBrokerRequest; response: UnregisterBrokerResponse };
  DescribeTransactions: { request: DescribeTransactionsRequest; response: DescribeTransactionsResponse };
  ListTransactions: { request: ListTransactionsRequest; response: ListTransactionsResponse };
  AllocateProducerIds: { request: AllocateProducerIdsRequest; response: AllocateProducerIdsResponse };
  ConsumerGroupHeartbeat: { request: ConsumerGroupHeartbeatRequest; response: ConsumerGroupHeartbeatResponse };
  ConsumerGroupDescribe: { request: ConsumerGroupDescribeRequest; response: ConsumerGroupDescribeResponse };
  ControllerRegistration: { request: ControllerRegistrationRequest; response: ControllerRegistrationResponse };
  GetTelemetrySubscriptions: { request: GetTelemetrySubscriptionsRequest; response: GetTelemetrySubscriptionsResponse };
  PushTelemetry: { request: PushTelemetryRequest; response: PushTelemetryResponse };
  AssignReplicasToDirs: { request: AssignReplicasToDirsRequest; response: AssignReplicasToDirsResponse };
  ListConfigResources: { request: ListConfigResourcesRequest; response: ListConfigResourcesResponse };
  DescribeTopicPartitions: { request: DescribeTopicPartitionsRequest; response: DescribeTopicPartitionsResponse };
  ShareGroupHeartbeat: { request: ShareGroupHeartbeatRequest; response: ShareGroupHeartbeatResponse };
  ShareGroupDescribe: { request: ShareGroupDescribeRequest; response: ShareGroupDescribeResponse };
  ShareFetch: { request: ShareFetchRequest; response: ShareFetchResponse };
  ShareAcknowledge: { request: ShareAcknowledgeRequest; response: ShareAcknowledgeResponse };
  AddRaftVoter: { request: AddRaftVoterRequest; response: AddRaftVoterResponse };
  RemoveRaftVoter: { request: RemoveRaftVoterRequest; response: RemoveRaftVoterResponse };
  UpdateRaftVoter: { request: UpdateRaftVoterRequest; response: UpdateRaftVoterResponse };
  InitializeShareGroupState: { request: InitializeShareGroupStateRequest; response: InitializeShareGroupStateResponse };
  ReadShareGroupState: { request: ReadShareGroupStateRequest; response: ReadShareGroupStateResponse };
  WriteShareGroupState: { request: WriteShareGroupStateRequest; response: WriteShareGroupStateResponse };
  DeleteShareGroupState: { request: DeleteShareGroupStateRequest; response: DeleteShareGroupStateResponse };
  ReadShareGroupStateSummary: { request: ReadShareGroupStateSummaryRequest; response: ReadShareGroupStateSummaryResponse };
  StreamsGroupHeartbeat: { request: StreamsGroupHeartbeatRequest; response: StreamsGroupHeartbeatResponse };
  StreamsGroupDescribe: { request: StreamsGroupDescribeRequest; response: StreamsGroupDescribeResponse };
  DescribeShareGroupOffsets: { request: DescribeShareGroupOffsetsRequest; response: DescribeShareGroupOffsetsResponse };
  AlterShareGroupOffsets: { request: AlterShareGroupOffsetsRequest; response: AlterShareGroupOffsetsResponse };
  DeleteShareGroupOffsets: { request: DeleteShareGroupOffsetsRequest; response: DeleteShareGroupOffsetsResponse };
  StreamsGroupTopologyDescriptionUpdate: { request: StreamsGroupTopologyDescriptionUpdateRequest; response: StreamsGroupTopologyDescriptionUpdateResponse };
  UnregisterController: { request: UnregisterControllerRequest; response: UnregisterControllerResponse };
}
