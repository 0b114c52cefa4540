/**
 * The wire vocabulary of the transaction core: requests are the generated request types
 * (`src/protocol/messages`, from Kafka's JSON specs) and nothing else; responses are read through thin
 * hand-written readers (the fields the core reads, which every generated response satisfies once its
 * per-version shape is normalised by the API's handler). int64 fields are bigint.
 */
import type { ApiKeyName, ApiMessages } from '../protocol/messages/api-keys.generated.js';
import type { Uuid } from '../protocol/primitives/uuid.js';
import type { RequestModule } from '../protocol/requests/request-module.js';

/**
 * The APIs the transaction core sends: the keys of {@link TxnApiTypes}, which the handler modules fill.
 * @internal
 */
export type TxnApi = keyof TxnApiTypes;

/**
 * Request body by API name: the generated request types.
 * @internal
 */
export type TxnRequestByApi = { [A in TxnApi]: ApiMessages[A]['request'] };

/**
 * Per API, the types the transaction core derives everything else from: `response`, the fields it reads from
 * the answer, and `pending`, the fields of its queue entry besides the common ones (see `pending-txn-request.ts`).
 * Empty here: each handler module (`handlers/<api>.ts`) adds its own API's entry by declaration merging
 * (`declare module '../txn-requests.js'`), so a new transactional API is its wire module, its handler module and
 * its line in the registry (`txn-handlers.ts`, which fails to compile until every API here has a handler). The
 * entries live with the handlers, not in one list here, because the handlers read the context, and the
 * context holds the queue of every API's entries: a list that imported the handlers would close a cycle.
 * Outside the package (its bundled declarations do not carry the merged entries) the public signatures use
 * {@link OutboundTxnRequest}'s response parameter instead.
 * @internal
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the handler modules (see above)
export interface TxnApiTypes {}

/**
 * Response reader by API name.
 * @internal
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
export interface TxnWire<A extends ApiKeyName, R> {
  /** `body` at `version`; throws the protocol's `UnsupportedVersionError` when that version cannot carry it. */
  atVersion(body: ApiMessages[A]['request'], version: number, context: TxnWireContext): ApiMessages[A]['request'];
  /** The highest version to use, or undefined for the highest both sides speak. */
  maxVersion(body: ApiMessages[A]['request'], context: TxnWireContext): number | undefined;
  /** The fields the core reads, from the generated response at `version`. */
  read(response: ApiMessages[A]['response'], version: number, body: ApiMessages[A]['request'], context: TxnWireContext): R;
  /** Brokers the response names with their address (FindCoordinator's coordinators), for the network layer. */
  brokers(response: ApiMessages[A]['response'], version: number, body: ApiMessages[A]['request'], context: TxnWireContext): readonly CoordinatorAddress[];
}

/**
 * A transactional API's {@link TxnWire}: it reads what the core reads from that API's answer.
 * @internal
 */
export type TxnApiWire<A extends TxnApi> = TxnWire<A, TxnResponseByApi[A]>;

/**
 * A transactional API's {@link OutboundTxnRequest}, as the core makes it.
 * @internal
 */
export type TxnOutbound<A extends TxnApi> = OutboundTxnRequest<A, TxnResponseByApi[A]>;

/**
 * The {@link TxnWire} of an API from its wire module: `fieldsOf` turns the core's request into the module's fields,
 * `answerOf` the module's answer into what the core reads.
 * @internal
 */
export function txnWire<A extends TxnApi, Fields, Answer>(
  module: RequestModule<A, Fields, Answer>,
  fieldsOf: (body: ApiMessages[A]['request'], context: TxnWireContext) => Fields,
  answerOf: (answer: Answer) => TxnResponseByApi[A],
  brokersOf: (answer: Answer) => readonly CoordinatorAddress[] = () => [],
): TxnApiWire<A> {
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
export interface OutboundTxnRequest<A extends ApiKeyName = ApiKeyName, R = unknown> {
  /** Unique per send; identifies the request when its answer comes back. */
  readonly id: number;
  readonly api: A;
  readonly target: RequestTarget;
  /** The request as the core built it (the generated type's newest shape); `wire.atVersion` gives it at the negotiated version. */
  readonly body: ApiMessages[A]['request'];
  readonly wire: TxnWire<A, R>;
  /**
   * Hands the answer to the API's handler (the manager calls it from `handleResponse`, once the request is
   * known to be in flight).
   * @internal
   */
  answer(response: R, now: number): void;
}

/**
 * Why a request got no response: the connection dropped, the request timed out, or the Sender cannot
 * tell whether the broker received it.
 * @public
 */
export type TxnFailureReason = 'disconnected' | 'timeout' | 'outcome-unknown';
