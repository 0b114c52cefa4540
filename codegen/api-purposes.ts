/**
 * One line per Kafka API saying what a client or broker uses it for, written into the TSDoc of the generated
 * `ApiKey` and `ApiMessages` members (the message specs carry no such description).
 */

/** What each API is for, by API name; an API missing here fails the generation. @internal */
export const apiPurposes: Readonly<Record<string, string>> = {
  Produce: 'writes record batches to partition leaders (idempotent and transactional batches included)',
  Fetch: 'reads record batches from partition leaders, up to the high watermark or the last stable offset',
  ListOffsets: 'looks up offsets by timestamp, and the earliest, latest and last stable offsets of partitions',
  Metadata: 'lists brokers, topics, partitions and their leaders',
  OffsetCommit: 'stores a consumer group\'s offsets outside transactions',
  OffsetFetch: 'reads a consumer group\'s committed offsets (with `require_stable`, waiting out pending transactions)',
  FindCoordinator: 'finds the broker coordinating a consumer group or a transactional id',
  JoinGroup: 'joins a classic consumer group (first step of a rebalance)',
  Heartbeat: 'keeps a classic group member alive and tells it when to rejoin',
  LeaveGroup: 'leaves a classic consumer group',
  SyncGroup: 'distributes the leader\'s partition assignment to the members of a classic group',
  DescribeGroups: 'describes classic consumer groups: state, protocol, members',
  ListGroups: 'lists the consumer groups a broker coordinates',
  SaslHandshake: 'chooses the SASL mechanism of a connection',
  ApiVersions: 'asks a broker which versions of each API it supports (and its finalized features)',
  CreateTopics: 'creates topics',
  DeleteTopics: 'deletes topics',
  InitProducerId: 'gets a producer id and epoch; for a transactional id, fences earlier instances',
  OffsetForLeaderEpoch: 'asks a leader where a leader epoch ends in its log, to detect truncation (KIP-320)',
  AddPartitionsToTxn: 'adds partitions to an open transaction (transaction version 1)',
  AddOffsetsToTxn: 'adds a consumer group\'s offsets to an open transaction (transaction version 1)',
  EndTxn: 'commits or aborts a transaction at its coordinator',
  WriteTxnMarkers: 'writes COMMIT or ABORT markers into partitions (coordinator to partition leaders)',
  TxnOffsetCommit: 'stores a consumer group\'s offsets inside a transaction, checked against the group generation (KIP-447)',
  CreateAcls: 'creates ACL bindings',
  DeleteAcls: 'deletes the ACL bindings matching filters',
  DescribeConfigs: 'reads topic and broker configurations',
  SaslAuthenticate: 'carries the SASL exchange of a connection',
  CreatePartitions: 'adds partitions to topics',
  DeleteGroups: 'deletes empty consumer groups',
  IncrementalAlterConfigs: 'sets, deletes, appends or subtracts configuration entries',
  OffsetDelete: 'deletes a consumer group\'s committed offsets for partitions',
  DescribeCluster: 'describes the cluster: id, controller, brokers',
  DescribeProducers: 'lists the producers with state on partitions, and their open transactions (KIP-664)',
  DescribeTransactions: 'describes transactions at their coordinator: state, partitions, timeout (KIP-664)',
  ListTransactions: 'lists the transactions a coordinator knows, by state or producer (KIP-664)',
  ConsumerGroupHeartbeat: 'joins, heartbeats and reconciles in a KIP-848 `consumer` group',
  ConsumerGroupDescribe: 'describes KIP-848 `consumer` groups',
};

/** The purpose of `name`, or an error naming the API to add to {@link apiPurposes}. @internal */
export function apiPurpose(name: string): string {
  const purpose = apiPurposes[name];
  if (purpose === undefined) throw new Error(`codegen/api-purposes.ts: no purpose for API ${name}`);
  return purpose;
}
