/**
 * The wire vocabulary of the transaction core: requests are the generated request types
 * (`src/protocol/messages`, from Kafka's JSON specs) and nothing else; responses are read through thin
 * hand-written readers (the fields the core reads, which every generated response satisfies once its
 * per-version shape is normalised by the API's handler). int64 fields are bigint.
 */
import type { ApiMessages } from '../protocol/messages/api-keys.generated.js';
import type { Uuid } from '../protocol/primitives/uuid.js';
import type { RequestModule } from '../protocol/requests/request-module.js';
import type { ConsumerGroupMetadata, TopicPartition, TopicPartitionOffset } from '../common/topic-partition.js';

/**
 * The APIs the transaction core sends: the keys of {@link TxnApiTypes}, the one list of them.
 * @public
 */
export type TxnApi = keyof TxnApiTypes;

/**
 * Request body by API name: the generated request types.
 * @public
 */
export type TxnRequestByApi = { [A in TxnApi]: ApiMessages[A]['request'] };

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
  /**
   * False when the answer came at a version below 3 (KIP-360): the coordinator cannot bump the epoch of a
   * producer that has one. Undefined when the reader does not know (taken as true).
   */
  readonly supportsEpochBump?: boolean;
}

/**
 * The AddPartitionsToTxn response fields read (the v0-3 shape; v4+ answers are normalised to it).
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
 * The TxnOffsetCommit response fields read (v6 topic ids are resolved to the request's names).
 * @public
 */
export interface TxnOffsetCommitResponse {
  readonly topics: readonly {
    readonly name: string;
    readonly partitions: readonly { readonly partitionIndex: number; readonly errorCode: number }[];
  }[];
}

/**
 * The EndTxn response fields read (`producerId`/`producerEpoch` are v5+).
 * @public
 */
export interface EndTxnResponse {
  readonly errorCode: number;
  readonly producerId?: bigint;
  readonly producerEpoch?: number;
}

/**
 * Per API, the types the transaction core derives everything else from: `response`, the fields it reads from
 * the answer, and `pending`, the fields of its queue entry besides the common ones (see `pending-txn-request.ts`).
 * A new transactional API adds its entry here; its handler module (`handlers/<api>.ts`) and its line in
 * `txn-handlers.ts` do the rest, and that registry fails to compile until every API here has a handler. These
 * types live in this leaf module, not in the handler modules, because the handlers read the context, which
 * holds the queue of every API's entries.
 * @public
 */
export interface TxnApiTypes {
  FindCoordinator: { response: FindCoordinatorResponse; pending: { readonly coordinatorType: CoordinatorType; readonly key: string } };
  InitProducerId: { response: InitProducerIdResponse; pending: { readonly isEpochBump: boolean } };
  AddPartitionsToTxn: { response: AddPartitionsToTxnResponse; pending: { partitions: TopicPartition[] } };
  AddOffsetsToTxn: { response: AddOffsetsToTxnResponse; pending: { readonly offsets: readonly TopicPartitionOffset[]; readonly groupMetadata: ConsumerGroupMetadata } };
  TxnOffsetCommit: { response: TxnOffsetCommitResponse; pending: { offsets: TopicPartitionOffset[]; readonly groupMetadata: ConsumerGroupMetadata } };
  EndTxn: { response: EndTxnResponse; pending: { readonly committed: boolean; /** A copy was sent and its answer lost. */ sent: boolean } };
}

/**
 * Response reader by API name.
 * @public
 */
export type TxnResponseByApi = { [A in TxnApi]: TxnApiTypes[A]['response'] };

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
 * Topic name -> id (ZERO_UUID when unknown), for the versions that address topics by id.
 * @public
 */
export type TopicIdLookup = (topic: string) => Uuid;

/**
 * What the Sender knows when a request goes on the wire and the core does not: topic ids, and the transaction
 * version the producer settled on.
 * @public
 */
export interface TxnWireContext {
  readonly topicId: TopicIdLookup;
  readonly transactionVersion: 1 | 2;
}

/**
 * How one API's request goes on the wire: its API's wire module (`src/protocol/requests/`) over the request the
 * core built. Every version difference is the module's; each handler module owns one of these.
 * @public
 */
export interface TxnWire<A extends TxnApi> {
  /** `body` at `version`; throws the protocol's `UnsupportedVersionError` when that version cannot carry it. */
  atVersion(body: TxnRequestByApi[A], version: number, context: TxnWireContext): ApiMessages[A]['request'];
  /** The highest version to use, or undefined for the highest both sides speak. */
  maxVersion(body: TxnRequestByApi[A], context: TxnWireContext): number | undefined;
  /** The fields the core reads, from the generated response at `version`. */
  read(response: ApiMessages[A]['response'], version: number, body: TxnRequestByApi[A], context: TxnWireContext): TxnResponseByApi[A];
  /** Brokers the response names with their address (FindCoordinator's coordinators), for the network layer. */
  brokers(response: ApiMessages[A]['response'], version: number, body: TxnRequestByApi[A], context: TxnWireContext): readonly CoordinatorAddress[];
}

/**
 * The {@link TxnWire} of an API from its wire module: `fieldsOf` turns the core's request into the module's fields,
 * `answerOf` the module's answer into what the core reads.
 * @internal
 */
export function txnWire<A extends TxnApi, Fields, Answer>(
  module: RequestModule<A, Fields, Answer>,
  fieldsOf: (body: TxnRequestByApi[A], context: TxnWireContext) => Fields,
  answerOf: (answer: Answer) => TxnResponseByApi[A],
  brokersOf: (answer: Answer) => readonly CoordinatorAddress[] = () => [],
): TxnWire<A> {
  return {
    atVersion: (body, version, context) => module.request(fieldsOf(body, context), version),
    maxVersion: (body, context) => module.maxVersion?.(fieldsOf(body, context)),
    read: (response, version, body, context) => answerOf(module.read(response, version, fieldsOf(body, context))),
    brokers: (response, version, body, context) => brokersOf(module.read(response, version, fieldsOf(body, context))),
  };
}

/**
 * A coordinator's address, as FindCoordinator gives it.
 * @public
 */
export interface CoordinatorAddress {
  readonly nodeId: number;
  readonly host: string;
  readonly port: number;
}

/**
 * A request the Sender should send now. Pass it back unchanged to `handleResponse` or `handleFailure`.
 * @public
 */
export interface OutboundTxnRequest<A extends TxnApi = TxnApi> {
  /** Unique per send; identifies the request when its answer comes back. */
  readonly id: number;
  readonly api: A;
  readonly target: RequestTarget;
  /** The request as the core built it (the generated type's newest shape); `wire.atVersion` gives it at the negotiated version. */
  readonly body: TxnRequestByApi[A];
  readonly wire: TxnWire<A>;
  /**
   * Hands the answer to the API's handler (the manager calls it from `handleResponse`, once the request is
   * known to be in flight).
   * @internal
   */
  answer(response: TxnResponseByApi[A], now: number): void;
}

/**
 * Why a request got no response: the connection dropped, the request timed out, or the Sender cannot
 * tell whether the broker received it.
 * @public
 */
export type TxnFailureReason = 'disconnected' | 'timeout' | 'outcome-unknown';
