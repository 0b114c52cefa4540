/**
 * The versions the in-memory cluster serves, per API, in one place as Kafka's ApiVersions answer lists them: a
 * handler states only its API and logic, and `defineHandler` gives it its range from here. The dispatcher
 * serves and advertises each range within the codec's; each handler file's header says what changes between
 * the versions.
 */
import type { ApiKeyName } from '../../protocol/messages/index.generated.js';

/**
 * The lowest and highest version of one API the in-memory cluster implements.
 * @internal
 */
export interface HandlerVersionRange {
  readonly min: number;
  readonly max: number;
}

/**
 * Each implemented API's version range, in API key order.
 * @internal
 */
export const handlerVersions = {
  Produce: { min: 3, max: 13 },
  Fetch: { min: 4, max: 18 },
  ListOffsets: { min: 1, max: 11 },
  Metadata: { min: 0, max: 13 },
  OffsetCommit: { min: 2, max: 10 },
  OffsetFetch: { min: 1, max: 10 },
  FindCoordinator: { min: 0, max: 6 },
  JoinGroup: { min: 0, max: 9 },
  Heartbeat: { min: 0, max: 4 },
  LeaveGroup: { min: 0, max: 5 },
  SyncGroup: { min: 0, max: 5 },
  DescribeGroups: { min: 0, max: 6 },
  ListGroups: { min: 0, max: 5 },
  SaslHandshake: { min: 0, max: 1 },
  ApiVersions: { min: 0, max: 5 },
  CreateTopics: { min: 2, max: 7 },
  DeleteTopics: { min: 1, max: 6 },
  InitProducerId: { min: 0, max: 5 },
  OffsetForLeaderEpoch: { min: 2, max: 4 },
  AddPartitionsToTxn: { min: 0, max: 5 },
  AddOffsetsToTxn: { min: 0, max: 4 },
  EndTxn: { min: 0, max: 5 },
  WriteTxnMarkers: { min: 1, max: 2 },
  TxnOffsetCommit: { min: 0, max: 6 },
  CreateAcls: { min: 1, max: 3 },
  DeleteAcls: { min: 1, max: 3 },
  DescribeConfigs: { min: 1, max: 4 },
  SaslAuthenticate: { min: 0, max: 2 },
  CreatePartitions: { min: 0, max: 3 },
  DeleteGroups: { min: 0, max: 3 },
  IncrementalAlterConfigs: { min: 0, max: 1 },
  OffsetDelete: { min: 0, max: 0 },
  DescribeCluster: { min: 0, max: 2 },
  DescribeProducers: { min: 0, max: 0 },
  DescribeTransactions: { min: 0, max: 0 },
  ListTransactions: { min: 0, max: 2 },
  ConsumerGroupHeartbeat: { min: 0, max: 1 },
  ConsumerGroupDescribe: { min: 0, max: 1 },
} as const satisfies Partial<Record<ApiKeyName, HandlerVersionRange>>;

/**
 * An API the in-memory cluster has a handler for.
 * @internal
 */
export type HandledApi = keyof typeof handlerVersions;
