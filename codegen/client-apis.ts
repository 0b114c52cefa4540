/**
 * The APIs the client (the `kafka-eos` entry) sends. The generator emits a client registry holding only
 * these (client-apis.generated.ts), so the codecs of every other API (KRaft quorum, share and streams
 * groups, KRaft-internal and broker-to-broker APIs) are reachable only from `kafka-eos/testing`'s broker registry and never end up in the
 * client's bundle. Add an API here when client code starts sending it; test/package checks the bundle size.
 */

/** Names of the APIs the client sends, in Kafka's naming (the request name without `Request`). @internal */
export const CLIENT_APIS: readonly string[] = [
  'Produce',
  'Metadata',
  'ApiVersions',
  'SaslHandshake',
  'SaslAuthenticate',
  'FindCoordinator',
  'InitProducerId',
  'AddPartitionsToTxn',
  'AddOffsetsToTxn',
  'EndTxn',
  'TxnOffsetCommit',
  // The group consumer (src/consumer).
  'Fetch',
  'ListOffsets',
  'OffsetFetch',
  // KIP-320: position validation after a leader change (log truncation detection).
  'OffsetForLeaderEpoch',
  'JoinGroup',
  'SyncGroup',
  'Heartbeat',
  'LeaveGroup',
  // The KIP-848 consumer group protocol (groupProtocol: 'consumer').
  'ConsumerGroupHeartbeat',
  // The admin client (src/admin): transactions (KIP-664), topics, configs, groups, the cluster.
  'ListTransactions',
  'DescribeTransactions',
  'DescribeProducers',
  'WriteTxnMarkers',
  'CreateTopics',
  'DeleteTopics',
  'CreatePartitions',
  'DescribeConfigs',
  'IncrementalAlterConfigs',
  'ListGroups',
  'DescribeGroups',
  'ConsumerGroupDescribe',
  'DeleteGroups',
  'OffsetCommit',
  'OffsetDelete',
  'DescribeCluster',
];

/**
 * Names of the APIs the embedded cluster (`kafka-eos/testing`) answers beyond {@link CLIENT_APIS}: ACL management
 * for its authorization model. The generator writes codecs only for these two lists; the specs of every other
 * API (KRaft quorum, broker-to-broker, share and streams groups) are read for their API keys only, so a new API
 * is one line here plus its handler. @internal
 */
export const EMBEDDED_CLUSTER_APIS: readonly string[] = [
  'CreateAcls',
  'DeleteAcls',
];
