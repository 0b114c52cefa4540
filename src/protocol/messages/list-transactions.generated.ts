// Generated from Apache Kafka's message specs (Apache License 2.0), ListTransactionsRequest.json, ListTransactionsResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, missingFieldError, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * Kafka's `ListTransactionsRequest` (api key 66, versions 0-2, flexible from 0), one type across all versions.
 * @public
 */
export interface ListTransactionsRequest {
  /** The transaction states to filter by: if empty, all transactions are returned; if non-empty, then only transactions matching one of the filtered states will be returned. (versions 0-2) */
  stateFilters: string[];
  /** The producerIds to filter by: if empty, all transactions will be returned; if non-empty, only transactions which match one of the filtered producerIds will be returned. (versions 0-2) */
  producerIdFilters: bigint[];
  /** Duration (in millis) to filter by: if < 0, all transactions will be returned; otherwise, only transactions running longer than this duration will be returned. (versions 1-2) */
  durationFilter: bigint;
  /** The transactional ID regular expression pattern to filter by: if it is empty or null, all transactions are returned; Otherwise then only the transactions matching the given regular expression will be returned. (versions 2; nullable 2) */
  transactionalIdPattern: string | null;
}

/**
 * A {@link ListTransactionsRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createListTransactionsRequest(fields?: Partial<ListTransactionsRequest>): ListTransactionsRequest {
  const message: ListTransactionsRequest = {
    stateFilters: [],
    producerIdFilters: [],
    durationFilter: -1n,
    transactionalIdPattern: null,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeListTransactionsRequest(writer: Writer, message: ListTransactionsRequest, version: number): void {
  writer.writeCompactArrayLength(message.stateFilters.length);
  for (const item0 of message.stateFilters) {
    writer.writeCompactString(item0);
  }
  writer.writeCompactArrayLength(message.producerIdFilters.length);
  for (const item1 of message.producerIdFilters) {
    writer.writeInt64(item1);
  }
  if (version >= 1) {
    writer.writeInt64(message.durationFilter);
  } else {
    if (message.durationFilter !== -1n) throw missingFieldError('ListTransactionsRequest', 'DurationFilter', version);
  }
  if (version >= 2) {
    writer.writeCompactString(message.transactionalIdPattern);
  } else {
    if (message.transactionalIdPattern !== null) throw missingFieldError('ListTransactionsRequest', 'TransactionalIdPattern', version);
  }
  writer.writeUVarint(0);
}

function decodeListTransactionsRequest(reader: Reader, version: number): ListTransactionsRequest {
  const count2 = nonNull(reader.readCompactArrayLength(1), 'ListTransactionsRequest', 'StateFilters', reader);
  const stateFilters: string[] = [];
  for (let index = 0; index < count2; index++) stateFilters.push(nonNull(reader.readCompactString(), 'ListTransactionsRequest', 'StateFilters', reader));
  const count3 = nonNull(reader.readCompactArrayLength(8), 'ListTransactionsRequest', 'ProducerIdFilters', reader);
  const producerIdFilters: bigint[] = [];
  for (let index = 0; index < count3; index++) producerIdFilters.push(reader.readInt64());
  let durationFilter: bigint = -1n;
  if (version >= 1) {
    durationFilter = reader.readInt64();
  }
  let transactionalIdPattern: string | null = null;
  if (version >= 2) {
    transactionalIdPattern = reader.readCompactString();
  }
  skipTaggedFields(reader);
  return { stateFilters, producerIdFilters, durationFilter, transactionalIdPattern };
}

/**
 * Codec of {@link ListTransactionsRequest} (api key 66, versions 0-2, flexible from 0).
 * @public
 */
export const ListTransactionsRequest: MessageCodec<ListTransactionsRequest> = {
  name: 'ListTransactionsRequest',
  apiKey: 66,
  minVersion: 0,
  maxVersion: 2,
  flexibleFrom: 0,
  create: createListTransactionsRequest,
  encode(writer: Writer, message: ListTransactionsRequest, version: number): void {
    checkVersion('ListTransactionsRequest', 66, version, 0, 2);
    encodeListTransactionsRequest(writer, message, version);
  },
  decode(reader: Reader, version: number): ListTransactionsRequest {
    checkVersion('ListTransactionsRequest', 66, version, 0, 2);
    return decodeListTransactionsRequest(reader, version);
  },
};

/**
 * `TransactionState` of Kafka's `ListTransactionsResponse` (api key 66, versions 0-2, flexible from 0).
 * @public
 */
export interface ListTransactionsResponseTransactionState {
  /** The transactional id. (versions 0-2) */
  transactionalId: string;
  /** The producer id. (versions 0-2) */
  producerId: bigint;
  /** The current transaction state of the producer. (versions 0-2) */
  transactionState: string;
}

/**
 * A {@link ListTransactionsResponseTransactionState} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createListTransactionsResponseTransactionState(fields?: Partial<ListTransactionsResponseTransactionState>): ListTransactionsResponseTransactionState {
  const message: ListTransactionsResponseTransactionState = {
    transactionalId: '',
    producerId: 0n,
    transactionState: '',
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeListTransactionsResponseTransactionState(writer: Writer, message: ListTransactionsResponseTransactionState): void {
  writer.writeCompactString(message.transactionalId);
  writer.writeInt64(message.producerId);
  writer.writeCompactString(message.transactionState);
  writer.writeUVarint(0);
}

function decodeListTransactionsResponseTransactionState(reader: Reader): ListTransactionsResponseTransactionState {
  const transactionalId = nonNull(reader.readCompactString(), 'ListTransactionsResponseTransactionState', 'TransactionalId', reader);
  const producerId = reader.readInt64();
  const transactionState = nonNull(reader.readCompactString(), 'ListTransactionsResponseTransactionState', 'TransactionState', reader);
  skipTaggedFields(reader);
  return { transactionalId, producerId, transactionState };
}

/**
 * Kafka's `ListTransactionsResponse` (api key 66, versions 0-2, flexible from 0), one type across all versions.
 * @public
 */
export interface ListTransactionsResponse {
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 0-2) */
  throttleTimeMs: number;
  /** The error code, or 0 if there was no error. (versions 0-2) */
  errorCode: number;
  /** Set of state filters provided in the request which were unknown to the transaction coordinator. (versions 0-2) */
  unknownStateFilters: string[];
  /** The current state of the transaction for the transactional id. (versions 0-2) */
  transactionStates: ListTransactionsResponseTransactionState[];
}

/**
 * A {@link ListTransactionsResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createListTransactionsResponse(fields?: Partial<ListTransactionsResponse>): ListTransactionsResponse {
  const message: ListTransactionsResponse = {
    throttleTimeMs: 0,
    errorCode: 0,
    unknownStateFilters: [],
    transactionStates: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeListTransactionsResponse(writer: Writer, message: ListTransactionsResponse): void {
  writer.writeInt32(message.throttleTimeMs);
  writer.writeInt16(message.errorCode);
  writer.writeCompactArrayLength(message.unknownStateFilters.length);
  for (const item0 of message.unknownStateFilters) {
    writer.writeCompactString(item0);
  }
  writer.writeCompactArrayLength(message.transactionStates.length);
  for (const item1 of message.transactionStates) {
    encodeListTransactionsResponseTransactionState(writer, item1);
  }
  writer.writeUVarint(0);
}

function decodeListTransactionsResponse(reader: Reader): ListTransactionsResponse {
  const throttleTimeMs = reader.readInt32();
  const errorCode = reader.readInt16();
  const count2 = nonNull(reader.readCompactArrayLength(1), 'ListTransactionsResponse', 'UnknownStateFilters', reader);
  const unknownStateFilters: string[] = [];
  for (let index = 0; index < count2; index++) unknownStateFilters.push(nonNull(reader.readCompactString(), 'ListTransactionsResponse', 'UnknownStateFilters', reader));
  const count3 = nonNull(reader.readCompactArrayLength(10), 'ListTransactionsResponse', 'TransactionStates', reader);
  const transactionStates: ListTransactionsResponseTransactionState[] = [];
  for (let index = 0; index < count3; index++) transactionStates.push(decodeListTransactionsResponseTransactionState(reader));
  skipTaggedFields(reader);
  return { throttleTimeMs, errorCode, unknownStateFilters, transactionStates };
}

/**
 * Codec of {@link ListTransactionsResponse} (api key 66, versions 0-2, flexible from 0).
 * @public
 */
export const ListTransactionsResponse: MessageCodec<ListTransactionsResponse> = {
  name: 'ListTransactionsResponse',
  apiKey: 66,
  minVersion: 0,
  maxVersion: 2,
  flexibleFrom: 0,
  create: createListTransactionsResponse,
  encode(writer: Writer, message: ListTransactionsResponse, version: number): void {
    checkVersion('ListTransactionsResponse', 66, version, 0, 2);
    encodeListTransactionsResponse(writer, message);
  },
  decode(reader: Reader, version: number): ListTransactionsResponse {
    checkVersion('ListTransactionsResponse', 66, version, 0, 2);
    return decodeListTransactionsResponse(reader);
  },
};
