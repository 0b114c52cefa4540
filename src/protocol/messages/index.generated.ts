// Generated from Apache Kafka's message specs (Apache License 2.0), AddOffsetsToTxnRequest.json, AddOffsetsToTxnResponse.json, AddPartitionsToTxnRequest.json, AddPartitionsToTxnResponse.json, AddRaftVoterRequest.json, AddRaftVoterResponse.json, AllocateProducerIdsRequest.json, AllocateProducerIdsResponse.json, AlterClientQuotasRequest.json, AlterClientQuotasResponse.json, AlterConfigsRequest.json, AlterConfigsResponse.json, AlterPartitionReassignmentsRequest.json, AlterPartitionReassignmentsResponse.json, AlterPartitionRequest.json, AlterPartitionResponse.json, AlterReplicaLogDirsRequest.json, AlterReplicaLogDirsResponse.json, AlterShareGroupOffsetsRequest.json, AlterShareGroupOffsetsResponse.json, AlterUserScramCredentialsRequest.json, AlterUserScramCredentialsResponse.json, ApiVersionsRequest.json, ApiVersionsResponse.json, AssignReplicasToDirsRequest.json, AssignReplicasToDirsResponse.json, BeginQuorumEpochRequest.json, BeginQuorumEpochResponse.json, BrokerHeartbeatRequest.json, BrokerHeartbeatResponse.json, BrokerRegistrationRequest.json, BrokerRegistrationResponse.json, ConsumerGroupDescribeRequest.json, ConsumerGroupDescribeResponse.json, ConsumerGroupHeartbeatRequest.json, ConsumerGroupHeartbeatResponse.json, ControllerRegistrationRequest.json, ControllerRegistrationResponse.json, CreateAclsRequest.json, CreateAclsResponse.json, CreateDelegationTokenRequest.json, CreateDelegationTokenResponse.json, CreatePartitionsRequest.json, CreatePartitionsResponse.json, CreateTopicsRequest.json, CreateTopicsResponse.json, DeleteAclsRequest.json, DeleteAclsResponse.json, DeleteGroupsRequest.json, DeleteGroupsResponse.json, DeleteRecordsRequest.json, DeleteRecordsResponse.json, DeleteShareGroupOffsetsRequest.json, DeleteShareGroupOffsetsResponse.json, DeleteShareGroupStateRequest.json, DeleteShareGroupStateResponse.json, DeleteTopicsRequest.json, DeleteTopicsResponse.json, DescribeAclsRequest.json, DescribeAclsResponse.json, DescribeClientQuotasRequest.json, DescribeClientQuotasResponse.json, DescribeClusterRequest.json, DescribeClusterResponse.json, DescribeConfigsRequest.json, DescribeConfigsResponse.json, DescribeDelegationTokenRequest.json, DescribeDelegationTokenResponse.json, DescribeGroupsRequest.json, DescribeGroupsResponse.json, DescribeLogDirsRequest.json, DescribeLogDirsResponse.json, DescribeProducersRequest.json, DescribeProducersResponse.json, DescribeQuorumRequest.json, DescribeQuorumResponse.json, DescribeShareGroupOffsetsRequest.json, DescribeShareGroupOffsetsResponse.json, DescribeTopicPartitionsRequest.json, DescribeTopicPartitionsResponse.json, DescribeTransactionsRequest.json, DescribeTransactionsResponse.json, DescribeUserScramCredentialsRequest.json, DescribeUserScramCredentialsResponse.json, ElectLeadersRequest.json, ElectLeadersResponse.json, EndQuorumEpochRequest.json, EndQuorumEpochResponse.json, EndTxnRequest.json, EndTxnResponse.json, EnvelopeRequest.json, EnvelopeResponse.json, ExpireDelegationTokenRequest.json, ExpireDelegationTokenResponse.json, FetchRequest.json, FetchResponse.json, FetchSnapshotRequest.json, FetchSnapshotResponse.json, FindCoordinatorRequest.json, FindCoordinatorResponse.json, GetTelemetrySubscriptionsRequest.json, GetTelemetrySubscriptionsResponse.json, HeartbeatRequest.json, HeartbeatResponse.json, IncrementalAlterConfigsRequest.json, IncrementalAlterConfigsResponse.json, InitProducerIdRequest.json, InitProducerIdResponse.json, InitializeShareGroupStateRequest.json, InitializeShareGroupStateResponse.json, JoinGroupRequest.json, JoinGroupResponse.json, LeaveGroupRequest.json, LeaveGroupResponse.json, ListConfigResourcesRequest.json, ListConfigResourcesResponse.json, ListGroupsRequest.json, ListGroupsResponse.json, ListOffsetsRequest.json, ListOffsetsResponse.json, ListPartitionReassignmentsRequest.json, ListPartitionReassignmentsResponse.json, ListTransactionsRequest.json, ListTransactionsResponse.json, MetadataRequest.json, MetadataResponse.json, OffsetCommitRequest.json, OffsetCommitResponse.json, OffsetDeleteRequest.json, OffsetDeleteResponse.json, OffsetFetchRequest.json, OffsetFetchResponse.json, OffsetForLeaderEpochRequest.json, OffsetForLeaderEpochResponse.json, ProduceRequest.json, ProduceResponse.json, PushTelemetryRequest.json, PushTelemetryResponse.json, ReadShareGroupStateRequest.json, ReadShareGroupStateResponse.json, ReadShareGroupStateSummaryRequest.json, ReadShareGroupStateSummaryResponse.json, RemoveRaftVoterRequest.json, RemoveRaftVoterResponse.json, RenewDelegationTokenRequest.json, RenewDelegationTokenResponse.json, SaslAuthenticateRequest.json, SaslAuthenticateResponse.json, SaslHandshakeRequest.json, SaslHandshakeResponse.json, ShareAcknowledgeRequest.json, ShareAcknowledgeResponse.json, ShareFetchRequest.json, ShareFetchResponse.json, ShareGroupDescribeRequest.json, ShareGroupDescribeResponse.json, ShareGroupHeartbeatRequest.json, ShareGroupHeartbeatResponse.json, StreamsGroupDescribeRequest.json, StreamsGroupDescribeResponse.json, StreamsGroupHeartbeatRequest.json, StreamsGroupHeartbeatResponse.json, StreamsGroupTopologyDescriptionUpdateRequest.json, StreamsGroupTopologyDescriptionUpdateResponse.json, SyncGroupRequest.json, SyncGroupResponse.json, TxnOffsetCommitRequest.json, TxnOffsetCommitResponse.json, UnregisterBrokerRequest.json, UnregisterBrokerResponse.json, UnregisterControllerRequest.json, UnregisterControllerResponse.json, UpdateFeaturesRequest.json, UpdateFeaturesResponse.json, UpdateRaftVoterRequest.json, UpdateRaftVoterResponse.json, VoteRequest.json, VoteResponse.json, WriteShareGroupStateRequest.json, WriteShareGroupStateResponse.json, WriteTxnMarkersRequest.json, WriteTxnMarkersResponse.json. Do not edit; run npm run codegen.

import type { ApiDescriptor } from './api-descriptor.js';
import type { ApiKeyName, ApiMessages } from './api-keys.generated.js';
import { AddOffsetsToTxnRequest, AddOffsetsToTxnResponse } from './add-offsets-to-txn.generated.js';
import { AddPartitionsToTxnRequest, AddPartitionsToTxnResponse } from './add-partitions-to-txn.generated.js';
import { AddRaftVoterRequest, AddRaftVoterResponse } from './add-raft-voter.generated.js';
import { AllocateProducerIdsRequest, AllocateProducerIdsResponse } from './allocate-producer-ids.generated.js';
import { AlterClientQuotasRequest, AlterClientQuotasResponse } from './alter-client-quotas.generated.js';
import { AlterConfigsRequest, AlterConfigsResponse } from './alter-configs.generated.js';
import { AlterPartitionReassignmentsRequest, AlterPartitionReassignmentsResponse } from './alter-partition-reassignments.generated.js';
import { AlterPartitionRequest, AlterPartitionResponse } from './alter-partition.generated.js';
import { AlterReplicaLogDirsRequest, AlterReplicaLogDirsResponse } from './alter-replica-log-dirs.generated.js';
import { AlterShareGroupOffsetsRequest, AlterShareGroupOffsetsResponse } from './alter-share-group-offsets.generated.js';
import { AlterUserScramCredentialsRequest, AlterUserScramCredentialsResponse } from './alter-user-scram-credentials.generated.js';
import { ApiVersionsRequest, ApiVersionsResponse } from './api-versions.generated.js';
import { AssignReplicasToDirsRequest, AssignReplicasToDirsResponse } from './assign-replicas-to-dirs.generated.js';
import { BeginQuorumEpochRequest, BeginQuorumEpochResponse } from './begin-quorum-epoch.generated.js';
import { BrokerHeartbeatRequest, BrokerHeartbeatResponse } from './broker-heartbeat.generated.js';
import { BrokerRegistrationRequest, BrokerRegistrationResponse } from './broker-registration.generated.js';
import { ConsumerGroupDescribeRequest, ConsumerGroupDescribeResponse } from './consumer-group-describe.generated.js';
import { ConsumerGroupHeartbeatRequest, ConsumerGroupHeartbeatResponse } from './consumer-group-heartbeat.generated.js';
import { ControllerRegistrationRequest, ControllerRegistrationResponse } from './controller-registration.generated.js';
import { CreateAclsRequest, CreateAclsResponse } from './create-acls.generated.js';
import { CreateDelegationTokenRequest, CreateDelegationTokenResponse } from './create-delegation-token.generated.js';
import { CreatePartitionsRequest, CreatePartitionsResponse } from './create-partitions.generated.js';
import { CreateTopicsRequest, CreateTopicsResponse } from './create-topics.generated.js';
import { DeleteAclsRequest, DeleteAclsResponse } from './delete-acls.generated.js';
import { DeleteGroupsRequest, DeleteGroupsResponse } from './delete-groups.generated.js';
import { DeleteRecordsRequest, DeleteRecordsResponse } from './delete-records.generated.js';
import { DeleteShareGroupOffsetsRequest, DeleteShareGroupOffsetsResponse } from './delete-share-group-offsets.generated.js';
import { DeleteShareGroupStateRequest, DeleteShareGroupStateResponse } from './delete-share-group-state.generated.js';
import { DeleteTopicsRequest, DeleteTopicsResponse } from './delete-topics.generated.js';
import { DescribeAclsRequest, DescribeAclsResponse } from './describe-acls.generated.js';
import { DescribeClientQuotasRequest, DescribeClientQuotasResponse } from './describe-client-quotas.generated.js';
import { DescribeClusterRequest, DescribeClusterResponse } from './describe-cluster.generated.js';
import { DescribeConfigsRequest, DescribeConfigsResponse } from './describe-configs.generated.js';
import { DescribeDelegationTokenRequest, DescribeDelegationTokenResponse } from './describe-delegation-token.generated.js';
import { DescribeGroupsRequest, DescribeGroupsResponse } from './describe-groups.generated.js';
import { DescribeLogDirsRequest, DescribeLogDirsResponse } from './describe-log-dirs.generated.js';
import { DescribeProducersRequest, DescribeProducersResponse } from './describe-producers.generated.js';
import { DescribeQuorumRequest, DescribeQuorumResponse } from './describe-quorum.generated.js';
import { DescribeShareGroupOffsetsRequest, DescribeShareGroupOffsetsResponse } from './describe-share-group-offsets.generated.js';
import { DescribeTopicPartitionsRequest, DescribeTopicPartitionsResponse } from './describe-topic-partitions.generated.js';
import { DescribeTransactionsRequest, DescribeTransactionsResponse } from './describe-transactions.generated.js';
import { DescribeUserScramCredentialsRequest, DescribeUserScramCredentialsResponse } from './describe-user-scram-credentials.generated.js';
import { ElectLeadersRequest, ElectLeadersResponse } from './elect-leaders.generated.js';
import { EndQuorumEpochRequest, EndQuorumEpochResponse } from './end-quorum-epoch.generated.js';
import { EndTxnRequest, EndTxnResponse } from './end-txn.generated.js';
import { EnvelopeRequest, EnvelopeResponse } from './envelope.generated.js';
import { ExpireDelegationTokenRequest, ExpireDelegationTokenResponse } from './expire-delegation-token.generated.js';
import { FetchSnapshotRequest, FetchSnapshotResponse } from './fetch-snapshot.generated.js';
import { FetchRequest, FetchResponse } from './fetch.generated.js';
import { FindCoordinatorRequest, FindCoordinatorResponse } from './find-coordinator.generated.js';
import { GetTelemetrySubscriptionsRequest, GetTelemetrySubscriptionsResponse } from './get-telemetry-subscriptions.generated.js';
import { HeartbeatRequest, HeartbeatResponse } from './heartbeat.generated.js';
import { IncrementalAlterConfigsRequest, IncrementalAlterConfigsResponse } from './incremental-alter-configs.generated.js';
import { InitProducerIdRequest, InitProducerIdResponse } from './init-producer-id.generated.js';
import { InitializeShareGroupStateRequest, InitializeShareGroupStateResponse } from './initialize-share-group-state.generated.js';
import { JoinGroupRequest, JoinGroupResponse } from './join-group.generated.js';
import { LeaveGroupRequest, LeaveGroupResponse } from './leave-group.generated.js';
import { ListConfigResourcesRequest, ListConfigResourcesResponse } from './list-config-resources.generated.js';
import { ListGroupsRequest, ListGroupsResponse } from './list-groups.generated.js';
import { ListOffsetsRequest, ListOffsetsResponse } from './list-offsets.generated.js';
import { ListPartitionReassignmentsRequest, ListPartitionReassignmentsResponse } from './list-partition-reassignments.generated.js';
import { ListTransactionsRequest, ListTransactionsResponse } from './list-transactions.generated.js';
import { MetadataRequest, MetadataResponse } from './metadata.generated.js';
import { OffsetCommitRequest, OffsetCommitResponse } from './offset-commit.generated.js';
import { OffsetDeleteRequest, OffsetDeleteResponse } from './offset-delete.generated.js';
import { OffsetFetchRequest, OffsetFetchResponse } from './offset-fetch.generated.js';
import { OffsetForLeaderEpochRequest, OffsetForLeaderEpochResponse } from './offset-for-leader-epoch.generated.js';
import { ProduceRequest, ProduceResponse } from './produce.generated.js';
import { PushTelemetryRequest, PushTelemetryResponse } from './push-telemetry.generated.js';
import { ReadShareGroupStateSummaryRequest, ReadShareGroupStateSummaryResponse } from './read-share-group-state-summary.generated.js';
import { ReadShareGroupStateRequest, ReadShareGroupStateResponse } from './read-share-group-state.generated.js';
import { RemoveRaftVoterRequest, RemoveRaftVoterResponse } from './remove-raft-voter.generated.js';
import { RenewDelegationTokenRequest, RenewDelegationTokenResponse } from './renew-delegation-token.generated.js';
import { SaslAuthenticateRequest, SaslAuthenticateResponse } from './sasl-authenticate.generated.js';
import { SaslHandshakeRequest, SaslHandshakeResponse } from './sasl-handshake.generated.js';
import { ShareAcknowledgeRequest, ShareAcknowledgeResponse } from './share-acknowledge.generated.js';
import { ShareFetchRequest, ShareFetchResponse } from './share-fetch.generated.js';
import { ShareGroupDescribeRequest, ShareGroupDescribeResponse } from './share-group-describe.generated.js';
import { ShareGroupHeartbeatRequest, ShareGroupHeartbeatResponse } from './share-group-heartbeat.generated.js';
import { StreamsGroupDescribeRequest, StreamsGroupDescribeResponse } from './streams-group-describe.generated.js';
import { StreamsGroupHeartbeatRequest, StreamsGroupHeartbeatResponse } from './streams-group-heartbeat.generated.js';
import { StreamsGroupTopologyDescriptionUpdateRequest, StreamsGroupTopologyDescriptionUpdateResponse } from './streams-group-topology-description-update.generated.js';
import { SyncGroupRequest, SyncGroupResponse } from './sync-group.generated.js';
import { TxnOffsetCommitRequest, TxnOffsetCommitResponse } from './txn-offset-commit.generated.js';
import { UnregisterBrokerRequest, UnregisterBrokerResponse } from './unregister-broker.generated.js';
import { UnregisterControllerRequest, UnregisterControllerResponse } from './unregister-controller.generated.js';
import { UpdateFeaturesRequest, UpdateFeaturesResponse } from './update-features.generated.js';
import { UpdateRaftVoterRequest, UpdateRaftVoterResponse } from './update-raft-voter.generated.js';
import { VoteRequest, VoteResponse } from './vote.generated.js';
import { WriteShareGroupStateRequest, WriteShareGroupStateResponse } from './write-share-group-state.generated.js';
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
  DeleteRecords: { name: 'DeleteRecords', apiKey: 21, minVersion: 0, maxVersion: 2, flexibleFrom: 2, request: DeleteRecordsRequest, response: DeleteRecordsResponse },
  InitProducerId: { name: 'InitProducerId', apiKey: 22, minVersion: 0, maxVersion: 5, flexibleFrom: 2, request: InitProducerIdRequest, response: InitProducerIdResponse },
  OffsetForLeaderEpoch: { name: 'OffsetForLeaderEpoch', apiKey: 23, minVersion: 2, maxVersion: 4, flexibleFrom: 4, request: OffsetForLeaderEpochRequest, response: OffsetForLeaderEpochResponse },
  AddPartitionsToTxn: { name: 'AddPartitionsToTxn', apiKey: 24, minVersion: 0, maxVersion: 5, flexibleFrom: 3, request: AddPartitionsToTxnRequest, response: AddPartitionsToTxnResponse },
  AddOffsetsToTxn: { name: 'AddOffsetsToTxn', apiKey: 25, minVersion: 0, maxVersion: 4, flexibleFrom: 3, request: AddOffsetsToTxnRequest, response: AddOffsetsToTxnResponse },
  EndTxn: { name: 'EndTxn', apiKey: 26, minVersion: 0, maxVersion: 5, flexibleFrom: 3, request: EndTxnRequest, response: EndTxnResponse },
  WriteTxnMarkers: { name: 'WriteTxnMarkers', apiKey: 27, minVersion: 1, maxVersion: 2, flexibleFrom: 1, request: WriteTxnMarkersRequest, response: WriteTxnMarkersResponse },
  TxnOffsetCommit: { name: 'TxnOffsetCommit', apiKey: 28, minVersion: 0, maxVersion: 6, flexibleFrom: 3, request: TxnOffsetCommitRequest, response: TxnOffsetCommitResponse },
  DescribeAcls: { name: 'DescribeAcls', apiKey: 29, minVersion: 1, maxVersion: 3, flexibleFrom: 2, request: DescribeAclsRequest, response: DescribeAclsResponse },
  CreateAcls: { name: 'CreateAcls', apiKey: 30, minVersion: 1, maxVersion: 3, flexibleFrom: 2, request: CreateAclsRequest, response: CreateAclsResponse },
  DeleteAcls: { name: 'DeleteAcls', apiKey: 31, minVersion: 1, maxVersion: 3, flexibleFrom: 2, request: DeleteAclsRequest, response: DeleteAclsResponse },
  DescribeConfigs: { name: 'DescribeConfigs', apiKey: 32, minVersion: 1, maxVersion: 4, flexibleFrom: 4, request: DescribeConfigsRequest, response: DescribeConfigsResponse },
  AlterConfigs: { name: 'AlterConfigs', apiKey: 33, minVersion: 0, maxVersion: 2, flexibleFrom: 2, request: AlterConfigsRequest, response: AlterConfigsResponse },
  AlterReplicaLogDirs: { name: 'AlterReplicaLogDirs', apiKey: 34, minVersion: 1, maxVersion: 2, flexibleFrom: 2, request: AlterReplicaLogDirsRequest, response: AlterReplicaLogDirsResponse },
  DescribeLogDirs: { name: 'DescribeLogDirs', apiKey: 35, minVersion: 1, maxVersion: 5, flexibleFrom: 2, request: DescribeLogDirsRequest, response: DescribeLogDirsResponse },
  SaslAuthenticate: { name: 'SaslAuthenticate', apiKey: 36, minVersion: 0, maxVersion: 2, flexibleFrom: 2, request: SaslAuthenticateRequest, response: SaslAuthenticateResponse },
  CreatePartitions: { name: 'CreatePartitions', apiKey: 37, minVersion: 0, maxVersion: 3, flexibleFrom: 2, request: CreatePartitionsRequest, response: CreatePartitionsResponse },
  CreateDelegationToken: { name: 'CreateDelegationToken', apiKey: 38, minVersion: 1, maxVersion: 3, flexibleFrom: 2, request: CreateDelegationTokenRequest, response: CreateDelegationTokenResponse },
  RenewDelegationToken: { name: 'RenewDelegationToken', apiKey: 39, minVersion: 1, maxVersion: 2, flexibleFrom: 2, request: RenewDelegationTokenRequest, response: RenewDelegationTokenResponse },
  ExpireDelegationToken: { name: 'ExpireDelegationToken', apiKey: 40, minVersion: 1, maxVersion: 2, flexibleFrom: 2, request: ExpireDelegationTokenRequest, response: ExpireDelegationTokenResponse },
  DescribeDelegationToken: { name: 'DescribeDelegationToken', apiKey: 41, minVersion: 1, maxVersion: 3, flexibleFrom: 2, request: DescribeDelegationTokenRequest, response: DescribeDelegationTokenResponse },
  DeleteGroups: { name: 'DeleteGroups', apiKey: 42, minVersion: 0, maxVersion: 3, flexibleFrom: 2, request: DeleteGroupsRequest, response: DeleteGroupsResponse },
  ElectLeaders: { name: 'ElectLeaders', apiKey: 43, minVersion: 0, maxVersion: 2, flexibleFrom: 2, request: ElectLeadersRequest, response: ElectLeadersResponse },
  IncrementalAlterConfigs: { name: 'IncrementalAlterConfigs', apiKey: 44, minVersion: 0, maxVersion: 1, flexibleFrom: 1, request: IncrementalAlterConfigsRequest, response: IncrementalAlterConfigsResponse },
  AlterPartitionReassignments: { name: 'AlterPartitionReassignments', apiKey: 45, minVersion: 0, maxVersion: 1, flexibleFrom: 0, request: AlterPartitionReassignmentsRequest, response: AlterPartitionReassignmentsResponse },
  ListPartitionReassignments: { name: 'ListPartitionReassignments', apiKey: 46, minVersion: 0, maxVersion: 0, flexibleFrom: 0, request: ListPartitionReassignmentsRequest, response: ListPartitionReassignmentsResponse },
  OffsetDelete: { name: 'OffsetDelete', apiKey: 47, minVersion: 0, maxVersion: 0, flexibleFrom: null, request: OffsetDeleteRequest, response: OffsetDeleteResponse },
  DescribeClientQuotas: { name: 'DescribeClientQuotas', apiKey: 48, minVersion: 0, maxVersion: 1, flexibleFrom: 1, request: DescribeClientQuotasRequest, response: DescribeClientQuotasResponse },
  AlterClientQuotas: { name: 'AlterClientQuotas', apiKey: 49, minVersion: 0, maxVersion: 1, flexibleFrom: 1, request: AlterClientQuotasRequest, response: AlterClientQuotasResponse },
  DescribeUserScramCredentials: { name: 'DescribeUserScramCredentials', apiKey: 50, minVersion: 0, maxVersion: 0, flexibleFrom: 0, request: DescribeUserScramCredentialsRequest, response: DescribeUserScramCredentialsResponse },
  AlterUserScramCredentials: { name: 'AlterUserScramCredentials', apiKey: 51, minVersion: 0, maxVersion: 0, flexibleFrom: 0, request: AlterUserScramCredentialsRequest, response: AlterUserScramCredentialsResponse },
  Vote: { name: 'Vote', apiKey: 52, minVersion: 0, maxVersion: 2, flexibleFrom: 0, request: VoteRequest, response: VoteResponse },
  BeginQuorumEpoch: { name: 'BeginQuorumEpoch', apiKey: 53, minVersion: 0, maxVersion: 1, flexibleFrom: 1, request: BeginQuorumEpochRequest, response: BeginQuorumEpochResponse },
  EndQuorumEpoch: { name: 'EndQuorumEpoch', apiKey: 54, minVersion: 0, maxVersion: 1, flexibleFrom: 1, request: EndQuorumEpochRequest, response: EndQuorumEpochResponse },
  DescribeQuorum: { name: 'DescribeQuorum', apiKey: 55, minVersion: 0, maxVersion: 2, flexibleFrom: 0, request: DescribeQuorumRequest, response: DescribeQuorumResponse },
  AlterPartition: { name: 'AlterPartition', apiKey: 56, minVersion: 2, maxVersion: 3, flexibleFrom: 2, request: AlterPartitionRequest, response: AlterPartitionResponse },
  UpdateFeatures: { name: 'UpdateFeatures', apiKey: 57, minVersion: 0, maxVersion: 2, flexibleFrom: 0, request: UpdateFeaturesRequest, response: UpdateFeaturesResponse },
  Envelope: { name: 'Envelope', apiKey: 58, minVersion: 0, maxVersion: 0, flexibleFrom: 0, request: EnvelopeRequest, response: EnvelopeResponse },
  FetchSnapshot: { name: 'FetchSnapshot', apiKey: 59, minVersion: 0, maxVersion: 1, flexibleFrom: 0, request: FetchSnapshotRequest, response: FetchSnapshotResponse },
  DescribeCluster: { name: 'DescribeCluster', apiKey: 60, minVersion: 0, maxVersion: 2, flexibleFrom: 0, request: DescribeClusterRequest, response: DescribeClusterResponse },
  DescribeProducers: { name: 'DescribeProducers', apiKey: 61, minVersion: 0, maxVersion: 0, flexibleFrom: 0, request: DescribeProducersRequest, response: DescribeProducersResponse },
  BrokerRegistration: { name: 'BrokerRegistration', apiKey: 62, minVersion: 0, maxVersion: 4, flexibleFrom: 0, request: BrokerRegistrationRequest, response: BrokerRegistrationResponse },
  BrokerHeartbeat: { name: 'BrokerHeartbeat', apiKey: 63, minVersion: 0, maxVersion: 2, flexibleFrom: 0, request: BrokerHeartbeatRequest, response: BrokerHeartbeatResponse },
  UnregisterBroker: { name: 'UnregisterBroker', apiKey: 64, minVersion: 0, maxVersion: 0, flexibleFrom: 0, request: UnregisterBrokerRequest, response: UnregisterBrokerResponse },
  DescribeTransactions: { name: 'DescribeTransactions', apiKey: 65, minVersion: 0, maxVersion: 0, flexibleFrom: 0, request: DescribeTransactionsRequest, response: DescribeTransactionsResponse },
  ListTransactions: { name: 'ListTransactions', apiKey: 66, minVersion: 0, maxVersion: 2, flexibleFrom: 0, request: ListTransactionsRequest, response: ListTransactionsResponse },
  AllocateProducerIds: { name: 'AllocateProducerIds', apiKey: 67, minVersion: 0, maxVersion: 0, flexibleFrom: 0, request: AllocateProducerIdsRequest, response: AllocateProducerIdsResponse },
  ConsumerGroupHeartbeat: { name: 'ConsumerGroupHeartbeat', apiKey: 68, minVersion: 0, maxVersion: 1, flexibleFrom: 0, request: ConsumerGroupHeartbeatRequest, response: ConsumerGroupHeartbeatResponse },
  ConsumerGroupDescribe: { name: 'ConsumerGroupDescribe', apiKey: 69, minVersion: 0, maxVersion: 1, flexibleFrom: 0, request: ConsumerGroupDescribeRequest, response: ConsumerGroupDescribeResponse },
  ControllerRegistration: { name: 'ControllerRegistration', apiKey: 70, minVersion: 0, maxVersion: 0, flexibleFrom: 0, request: ControllerRegistrationRequest, response: ControllerRegistrationResponse },
  GetTelemetrySubscriptions: { name: 'GetTelemetrySubscriptions', apiKey: 71, minVersion: 0, maxVersion: 0, flexibleFrom: 0, request: GetTelemetrySubscriptionsRequest, response: GetTelemetrySubscriptionsResponse },
  PushTelemetry: { name: 'PushTelemetry', apiKey: 72, minVersion: 0, maxVersion: 0, flexibleFrom: 0, request: PushTelemetryRequest, response: PushTelemetryResponse },
  AssignReplicasToDirs: { name: 'AssignReplicasToDirs', apiKey: 73, minVersion: 0, maxVersion: 0, flexibleFrom: 0, request: AssignReplicasToDirsRequest, response: AssignReplicasToDirsResponse },
  ListConfigResources: { name: 'ListConfigResources', apiKey: 74, minVersion: 0, maxVersion: 1, flexibleFrom: 0, request: ListConfigResourcesRequest, response: ListConfigResourcesResponse },
  DescribeTopicPartitions: { name: 'DescribeTopicPartitions', apiKey: 75, minVersion: 0, maxVersion: 0, flexibleFrom: 0, request: DescribeTopicPartitionsRequest, response: DescribeTopicPartitionsResponse },
  ShareGroupHeartbeat: { name: 'ShareGroupHeartbeat', apiKey: 76, minVersion: 1, maxVersion: 1, flexibleFrom: 1, request: ShareGroupHeartbeatRequest, response: ShareGroupHeartbeatResponse },
  ShareGroupDescribe: { name: 'ShareGroupDescribe', apiKey: 77, minVersion: 1, maxVersion: 1, flexibleFrom: 1, request: ShareGroupDescribeRequest, response: ShareGroupDescribeResponse },
  ShareFetch: { name: 'ShareFetch', apiKey: 78, minVersion: 1, maxVersion: 2, flexibleFrom: 1, request: ShareFetchRequest, response: ShareFetchResponse },
  ShareAcknowledge: { name: 'ShareAcknowledge', apiKey: 79, minVersion: 1, maxVersion: 2, flexibleFrom: 1, request: ShareAcknowledgeRequest, response: ShareAcknowledgeResponse },
  AddRaftVoter: { name: 'AddRaftVoter', apiKey: 80, minVersion: 0, maxVersion: 1, flexibleFrom: 0, request: AddRaftVoterRequest, response: AddRaftVoterResponse },
  RemoveRaftVoter: { name: 'RemoveRaftVoter', apiKey: 81, minVersion: 0, maxVersion: 0, flexibleFrom: 0, request: RemoveRaftVoterRequest, response: RemoveRaftVoterResponse },
  UpdateRaftVoter: { name: 'UpdateRaftVoter', apiKey: 82, minVersion: 0, maxVersion: 0, flexibleFrom: 0, request: UpdateRaftVoterRequest, response: UpdateRaftVoterResponse },
  InitializeShareGroupState: { name: 'InitializeShareGroupState', apiKey: 83, minVersion: 0, maxVersion: 0, flexibleFrom: 0, request: InitializeShareGroupStateRequest, response: InitializeShareGroupStateResponse },
  ReadShareGroupState: { name: 'ReadShareGroupState', apiKey: 84, minVersion: 0, maxVersion: 0, flexibleFrom: 0, request: ReadShareGroupStateRequest, response: ReadShareGroupStateResponse },
  WriteShareGroupState: { name: 'WriteShareGroupState', apiKey: 85, minVersion: 0, maxVersion: 1, flexibleFrom: 0, request: WriteShareGroupStateRequest, response: WriteShareGroupStateResponse },
  DeleteShareGroupState: { name: 'DeleteShareGroupState', apiKey: 86, minVersion: 0, maxVersion: 0, flexibleFrom: 0, request: DeleteShareGroupStateRequest, response: DeleteShareGroupStateResponse },
  ReadShareGroupStateSummary: { name: 'ReadShareGroupStateSummary', apiKey: 87, minVersion: 0, maxVersion: 1, flexibleFrom: 0, request: ReadShareGroupStateSummaryRequest, response: ReadShareGroupStateSummaryResponse },
  StreamsGroupHeartbeat: { name: 'StreamsGroupHeartbeat', apiKey: 88, minVersion: 0, maxVersion: 1, flexibleFrom: 0, request: StreamsGroupHeartbeatRequest, response: StreamsGroupHeartbeatResponse },
  StreamsGroupDescribe: { name: 'StreamsGroupDescribe', apiKey: 89, minVersion: 0, maxVersion: 1, flexibleFrom: 0, request: StreamsGroupDescribeRequest, response: StreamsGroupDescribeResponse },
  DescribeShareGroupOffsets: { name: 'DescribeShareGroupOffsets', apiKey: 90, minVersion: 0, maxVersion: 1, flexibleFrom: 0, request: DescribeShareGroupOffsetsRequest, response: DescribeShareGroupOffsetsResponse },
  AlterShareGroupOffsets: { name: 'AlterShareGroupOffsets', apiKey: 91, minVersion: 0, maxVersion: 0, flexibleFrom: 0, request: AlterShareGroupOffsetsRequest, response: AlterShareGroupOffsetsResponse },
  DeleteShareGroupOffsets: { name: 'DeleteShareGroupOffsets', apiKey: 92, minVersion: 0, maxVersion: 0, flexibleFrom: 0, request: DeleteShareGroupOffsetsRequest, response: DeleteShareGroupOffsetsResponse },
  StreamsGroupTopologyDescriptionUpdate: { name: 'StreamsGroupTopologyDescriptionUpdate', apiKey: 93, minVersion: 0, maxVersion: 0, flexibleFrom: 0, request: StreamsGroupTopologyDescriptionUpdateRequest, response: StreamsGroupTopologyDescriptionUpdateResponse },
  UnregisterController: { name: 'UnregisterController', apiKey: 94, minVersion: 0, maxVersion: 0, flexibleFrom: 0, request: UnregisterControllerRequest, response: UnregisterControllerResponse },
};

const byKey = new Map<number, ApiDescriptor>(Object.values(apis).map((api: ApiDescriptor) => [api.apiKey, api]));

/**
 * The API with key `apiKey`, or undefined when this library does not implement it.
 * @public
 */
export function apiByKey(apiKey: number): ApiDescriptor | undefined {
  return byKey.get(apiKey);
}
