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
  // The group consumer (src/consumer, issue 14).
  'Fetch',
  'ListOffsets',
  'OffsetFetch',
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
