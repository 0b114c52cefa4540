/**
 * The requests the transaction core emits and the response subsets it reads. Field names are exactly
 * the camelCase of Kafka's JSON message specs (shared/kafka-protocol/message/*.json), so the Sender can
 * hand the generated codec types straight in and out. int64 fields are bigint.
 */

/**
 * FindCoordinator (v0-3 use `key`/`keyType`; v4+ use `coordinatorKeys`; both are filled).
 * @public
 */
export interface FindCoordinatorRequest {
  readonly api: 'FindCoordinator';
  readonly key: string;
  /** 0 = group, 1 = transaction (FindCoordinatorRequest.json `KeyType`). */
  readonly keyType: number;
  readonly coordinatorKeys: readonly string[];
}

/**
 * InitProducerId; `producerId`/`producerEpoch` are -1 for a fresh id and the current values for a
 * KIP-360 epoch bump (v3+).
 * @public
 */
export interface InitProducerIdRequest {
  readonly api: 'InitProducerId';
  readonly transactionalId: string | null;
  readonly transactionTimeoutMs: number;
  readonly producerId: bigint;
  readonly producerEpoch: number;
}

/**
 * A topic and its partitions in AddPartitionsToTxn (`AddPartitionsToTxnTopic`).
 * @public
 */
export interface AddPartitionsToTxnTopic {
  readonly name: string;
  readonly partitions: readonly number[];
}

/**
 * AddPartitionsToTxn v0-3, the client versions (v4+ is broker-to-broker).
 * @public
 */
export interface AddPartitionsToTxnRequest {
  readonly api: 'AddPartitionsToTxn';
  readonly v3AndBelowTransactionalId: string;
  readonly v3AndBelowProducerId: bigint;
  readonly v3AndBelowProducerEpoch: number;
  readonly v3AndBelowTopics: readonly AddPartitionsToTxnTopic[];
}

/**
 * AddOffsetsToTxn (transaction version 1 only).
 * @public
 */
export interface AddOffsetsToTxnRequest {
  readonly api: 'AddOffsetsToTxn';
  readonly transactionalId: string;
  readonly producerId: bigint;
  readonly producerEpoch: number;
  readonly groupId: string;
}

/**
 * A partition's offset in TxnOffsetCommit (`TxnOffsetCommitRequestPartition`).
 * @public
 */
export interface TxnOffsetCommitRequestPartition {
  readonly partitionIndex: number;
  readonly committedOffset: bigint;
  readonly committedLeaderEpoch: number;
  readonly committedMetadata: string | null;
}

/**
 * A topic in TxnOffsetCommit (`TxnOffsetCommitRequestTopic`).
 * @public
 */
export interface TxnOffsetCommitRequestTopic {
  readonly name: string;
  readonly partitions: readonly TxnOffsetCommitRequestPartition[];
}

/**
 * TxnOffsetCommit, sent to the group coordinator with KIP-447 group metadata (v3+).
 * @public
 */
export interface TxnOffsetCommitRequest {
  readonly api: 'TxnOffsetCommit';
  readonly transactionalId: string;
  readonly groupId: string;
  readonly producerId: bigint;
  readonly producerEpoch: number;
  readonly generationIdOrMemberEpoch: number;
  readonly memberId: string;
  readonly groupInstanceId: string | null;
  readonly topics: readonly TxnOffsetCommitRequestTopic[];
}

/**
 * EndTxn (v5 under transaction version 2 answers with the next producer id and epoch).
 * @public
 */
export interface EndTxnRequest {
  readonly api: 'EndTxn';
  readonly transactionalId: string;
  readonly producerId: bigint;
  readonly producerEpoch: number;
  readonly committed: boolean;
}

/**
 * The FindCoordinator response fields read (v0-3 top level, v4+ `coordinators`).
 * @public
 */
export interface FindCoordinatorResponse {
  readonly errorCode?: number;
  readonly nodeId?: number;
  readonly coordinators?: readonly { readonly key: string; readonly nodeId: number; readonly errorCode: number }[];
}

/**
 * The InitProducerId response fields read.
 * @public
 */
export interface InitProducerIdResponse {
  readonly errorCode: number;
  readonly producerId: bigint;
  readonly producerEpoch: number;
}

/**
 * The AddPartitionsToTxn v0-3 response fields read.
 * @public
 */
export interface AddPartitionsToTxnResponse {
  readonly resultsByTopicV3AndBelow: readonly {
    readonly name: string;
    readonly resultsByPartition: readonly { readonly partitionIndex: number; readonly partitionErrorCode: number }[];
  }[];
}

/**
 * The AddOffsetsToTxn response fields read.
 * @public
 */
export interface AddOffsetsToTxnResponse {
  readonly errorCode: number;
}

/**
 * The TxnOffsetCommit response fields read.
 * @public
 */
export interface TxnOffsetCommitResponse {
  readonly topics: readonly {
    readonly name: string;
    readonly partitions: readonly { readonly partitionIndex: number; readonly errorCode: number }[];
  }[];
}

/**
 * The EndTxn response fields read (`producerId`/`producerEpoch` are v5+, -1 otherwise).
 * @public
 */
export interface EndTxnResponse {
  readonly errorCode: number;
  readonly producerId?: bigint;
  readonly producerEpoch?: number;
}

/**
 * Request body by API name.
 * @public
 */
export interface TxnRequestByApi {
  FindCoordinator: FindCoordinatorRequest;
  InitProducerId: InitProducerIdRequest;
  AddPartitionsToTxn: AddPartitionsToTxnRequest;
  AddOffsetsToTxn: AddOffsetsToTxnRequest;
  TxnOffsetCommit: TxnOffsetCommitRequest;
  EndTxn: EndTxnRequest;
}

/**
 * Response subset by API name.
 * @public
 */
export interface TxnResponseByApi {
  FindCoordinator: FindCoordinatorResponse;
  InitProducerId: InitProducerIdResponse;
  AddPartitionsToTxn: AddPartitionsToTxnResponse;
  AddOffsetsToTxn: AddOffsetsToTxnResponse;
  TxnOffsetCommit: TxnOffsetCommitResponse;
  EndTxn: EndTxnResponse;
}

/**
 * The APIs the transaction core sends.
 * @public
 */
export type TxnApi = keyof TxnRequestByApi;

/**
 * Coordinator kinds, as FindCoordinator `keyType` names them.
 * @public
 */
export type CoordinatorType = 'group' | 'transaction';

/**
 * Where the Sender must send a request. `nodeId` is the cached coordinator's broker id.
 * @public
 */
export type RequestTarget =
  | { readonly kind: 'transaction-coordinator'; readonly nodeId: number }
  | { readonly kind: 'group-coordinator'; readonly groupId: string; readonly nodeId: number }
  | { readonly kind: 'any-broker' };

/**
 * A request the Sender should send now. Pass it back unchanged to `handleResponse` or `handleFailure`.
 * @public
 */
export interface OutboundTxnRequest<A extends TxnApi = TxnApi> {
  /** Unique per send; identifies the request when its answer comes back. */
  readonly id: number;
  readonly api: A;
  readonly target: RequestTarget;
  readonly body: TxnRequestByApi[A];
}

/**
 * Why a request got no response: the connection dropped, the request timed out, or the Sender cannot
 * tell whether the broker received it.
 * @public
 */
export type TxnFailureReason = 'disconnected' | 'timeout' | 'outcome-unknown';
