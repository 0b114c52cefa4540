/**
 * `kafka-eos/testing`: the in-memory Kafka-compatible cluster with real transaction semantics, its request
 * dispatcher and in-process network client, fault injection and inspection. Explicit named exports only.
 * See docs/in-memory-cluster.md.
 * @packageDocumentation
 * @module kafka-eos/testing
 */

// The cluster and its options.
export { InMemoryCluster, type InMemoryClusterOptions, type ProduceResult } from './in-memory-cluster.js';
export type { FindCoordinatorResult, ListOffsetsResult, OffsetFetchResult, OffsetForLeaderEpochResult } from './cluster-results.js';
export { CoordinatorKeyType, type BrokerState, type ClusterState, type ClusterStateOptions } from './cluster-state.js';
export { IsolationLevel } from './isolation-level.js';
export { FetchSessionCache, type FetchSessionCacheOptions, type FetchSessionState, type FetchSessionPartition } from './fetch-session-cache.js';
export type { ReplicaSelectorName } from './replica-selector.js';
export type { TopicPartition } from '../common/topic-partition.js';
export { ListOffsetsTimestamp, type AbortedTransaction, type LogFetchResult, type RetentionOptions } from './partition-log.js';
export type { ProducerStateOptions, ProducerStateDescription } from './producer-state.js';
export type { TransactionVersion } from './transaction-metadata.js';
export { TransactionState as CoordinatorTransactionState } from './transaction-state.js';
export type { ProducerIdAndEpochResult } from './transaction-coordinator.js';
export type { TransactionalRequest } from './transaction-coordinator-options.js';
export type { TxnMarker } from './txn-marker-append.js';
export { GroupState } from './group-state.js';
export type { JoinGroupRequest, JoinGroupResult, SyncGroupResult } from './classic-group-requests.js';
export type { CommitMemberIdentity, FetchedOffset, OffsetCommitEntry } from './group-coordinator.js';
export type { ConsumerGroupHeartbeatInput, ConsumerGroupHeartbeatResult, ConsumerGroupMemberState, ConsumerGroupMemberView } from './consumer-group-heartbeat.js';

// Fault injection.
export { FaultRegistry, type FaultAction, type FaultTarget, type FaultEvent, type PendingFault } from './fault-registry.js';

// Inspection (KIP-664 views).
export { describeProducers, describeTransactions, listTransactions, type TransactionDescription, type ListTransactionsFilters } from './cluster-inspection.js';

// The network faces' shared entry point, and the in-process face.
export { RequestDispatcher, type RequestContext, type DispatchOutcome, type SupportedVersionRange } from './broker/request-dispatcher.js';
export type { ApiHandler, HandlerContext } from './broker/api-handler.js';
export { InProcessNetworkClient, type InProcessNetworkClientOptions } from './in-process-network-client.js';
export { HoldingNetworkClient, type HeldRequest, type ObservedRequest } from './holding-network-client.js';

// Time: the cluster's timeouts, delays and sessions run on an injectable clock.
export { ManualClock, systemClock, type Clock, type Timer, type TimerOptions } from '../internal/clock.js';

// API keys name the requests that fault injection targets (`cluster.faults.queueErrors(ApiKey.EndTxn, ...)`).
export { ApiKey, type ApiKeyName } from '../protocol/messages/api-keys.generated.js';

// The TCP face: the same cluster served to any Kafka client.
export { startCluster, serveCluster, TcpCluster, type StartClusterOptions, type TcpFaceOptions } from './tcp/tcp-cluster.js';
export { TcpBrokerServer, type TcpBrokerServerOptions } from './tcp/tcp-broker-server.js';
export type { BrokerConnectionStats } from './tcp/broker-connection.js';
export type { TcpRequestDispatcher } from './tcp/broker-connection.js';
export { InvalidFrameSizeError } from './tcp/frame-splitter.js';

// TLS and SASL on the TCP face.
export type { SaslServerMechanism, SaslServerOptions, OAuthBearerValidator, OAuthBearerAcceptance } from './sasl/sasl-server-options.js';
export { SaslServerConfigError } from './sasl/sasl-server-config.js';
export { AclOperation, AclPermissionType, CLUSTER_RESOURCE_NAME, PatternType, ResourceType, type AclBinding, type AclBindingFilter } from './acl/acl-binding.js';
export { AclAuthorizer, type AuthorizationOptions, type AuthorizationSubject } from './acl/acl-authorizer.js';
export { ANONYMOUS_PRINCIPAL, RequestAuthorization } from './acl/request-authorization.js';
export type { TcpTlsOptions, PemInput } from './tcp/tcp-tls-options.js';
