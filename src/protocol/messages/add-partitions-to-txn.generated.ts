// Generated from Apache Kafka's message specs (Apache License 2.0), AddPartitionsToTxnRequest.json, AddPartitionsToTxnResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, missingFieldError, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `AddPartitionsToTxnTopic` of Kafka's `AddPartitionsToTxnRequest` (api key 24, versions 0-5, flexible from 3).
 * @public
 */
export interface AddPartitionsToTxnRequestAddPartitionsToTxnTopic {
  /** The name of the topic. (versions 0-5) */
  name: string;
  /** The partition indexes to add to the transaction. (versions 0-5) */
  partitions: number[];
}

/**
 * A {@link AddPartitionsToTxnRequestAddPartitionsToTxnTopic} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createAddPartitionsToTxnRequestAddPartitionsToTxnTopic(fields?: Partial<AddPartitionsToTxnRequestAddPartitionsToTxnTopic>): AddPartitionsToTxnRequestAddPartitionsToTxnTopic {
  const message: AddPartitionsToTxnRequestAddPartitionsToTxnTopic = {
    name: '',
    partitions: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeAddPartitionsToTxnRequestAddPartitionsToTxnTopic(writer: Writer, message: AddPartitionsToTxnRequestAddPartitionsToTxnTopic, version: number): void {
  if (version >= 3) {
    writer.writeCompactString(message.name);
  } else {
    writer.writeString(message.name);
  }
  if (version >= 3) {
    writer.writeCompactArrayLength(message.partitions.length);
  } else {
    writer.writeArrayLength(message.partitions.length);
  }
  for (const item0 of message.partitions) {
    writer.writeInt32(item0);
  }
  if (version >= 3) {
    writer.writeUVarint(0);
  }
}

function decodeAddPartitionsToTxnRequestAddPartitionsToTxnTopic(reader: Reader, version: number): AddPartitionsToTxnRequestAddPartitionsToTxnTopic {
  const name = nonNull((version >= 3 ? reader.readCompactString() : reader.readString()), 'AddPartitionsToTxnRequestAddPartitionsToTxnTopic', 'Name', reader);
  const count1 = nonNull((version >= 3 ? reader.readCompactArrayLength(4) : reader.readArrayLength(4)), 'AddPartitionsToTxnRequestAddPartitionsToTxnTopic', 'Partitions', reader);
  const partitions: number[] = [];
  for (let index = 0; index < count1; index++) partitions.push(reader.readInt32());
  if (version >= 3) {
    skipTaggedFields(reader);
  }
  return { name, partitions };
}

/**
 * `AddPartitionsToTxnTransaction` of Kafka's `AddPartitionsToTxnRequest` (api key 24, versions 0-5, flexible from 3).
 * @public
 */
export interface AddPartitionsToTxnRequestAddPartitionsToTxnTransaction {
  /** The transactional id corresponding to the transaction. (versions 4-5) */
  transactionalId: string;
  /** Current producer id in use by the transactional id. (versions 4-5) */
  producerId: bigint;
  /** Current epoch associated with the producer id. (versions 4-5) */
  producerEpoch: number;
  /** Boolean to signify if we want to check if the partition is in the transaction rather than add it. (versions 4-5) */
  verifyOnly: boolean;
  /** The partitions to add to the transaction. (versions 4-5) */
  topics: AddPartitionsToTxnRequestAddPartitionsToTxnTopic[];
}

/**
 * A {@link AddPartitionsToTxnRequestAddPartitionsToTxnTransaction} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createAddPartitionsToTxnRequestAddPartitionsToTxnTransaction(fields?: Partial<AddPartitionsToTxnRequestAddPartitionsToTxnTransaction>): AddPartitionsToTxnRequestAddPartitionsToTxnTransaction {
  const message: AddPartitionsToTxnRequestAddPartitionsToTxnTransaction = {
    transactionalId: '',
    producerId: 0n,
    producerEpoch: 0,
    verifyOnly: false,
    topics: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeAddPartitionsToTxnRequestAddPartitionsToTxnTransaction(writer: Writer, message: AddPartitionsToTxnRequestAddPartitionsToTxnTransaction, version: number): void {
  if (version >= 4) {
    writer.writeCompactString(message.transactionalId);
  } else {
    if (message.transactionalId !== '') throw missingFieldError('AddPartitionsToTxnRequestAddPartitionsToTxnTransaction', 'TransactionalId', version);
  }
  if (version >= 4) {
    writer.writeInt64(message.producerId);
  } else {
    if (message.producerId !== 0n) throw missingFieldError('AddPartitionsToTxnRequestAddPartitionsToTxnTransaction', 'ProducerId', version);
  }
  if (version >= 4) {
    writer.writeInt16(message.producerEpoch);
  } else {
    if (message.producerEpoch !== 0) throw missingFieldError('AddPartitionsToTxnRequestAddPartitionsToTxnTransaction', 'ProducerEpoch', version);
  }
  if (version >= 4) {
    writer.writeBoolean(message.verifyOnly);
  } else {
    if (message.verifyOnly) throw missingFieldError('AddPartitionsToTxnRequestAddPartitionsToTxnTransaction', 'VerifyOnly', version);
  }
  if (version >= 4) {
    writer.writeCompactArrayLength(message.topics.length);
    for (const item2 of message.topics) {
      encodeAddPartitionsToTxnRequestAddPartitionsToTxnTopic(writer, item2, version);
    }
  } else {
    if (message.topics.length !== 0) throw missingFieldError('AddPartitionsToTxnRequestAddPartitionsToTxnTransaction', 'Topics', version);
  }
  if (version >= 3) {
    writer.writeUVarint(0);
  }
}

function decodeAddPartitionsToTxnRequestAddPartitionsToTxnTransaction(reader: Reader, version: number): AddPartitionsToTxnRequestAddPartitionsToTxnTransaction {
  let transactionalId: string = '';
  if (version >= 4) {
    transactionalId = nonNull(reader.readCompactString(), 'AddPartitionsToTxnRequestAddPartitionsToTxnTransaction', 'TransactionalId', reader);
  }
  let producerId: bigint = 0n;
  if (version >= 4) {
    producerId = reader.readInt64();
  }
  let producerEpoch: number = 0;
  if (version >= 4) {
    producerEpoch = reader.readInt16();
  }
  let verifyOnly: boolean = false;
  if (version >= 4) {
    verifyOnly = reader.readBoolean();
  }
  let topics: AddPartitionsToTxnRequestAddPartitionsToTxnTopic[] = [];
  if (version >= 4) {
    const count3 = nonNull(reader.readCompactArrayLength(2), 'AddPartitionsToTxnRequestAddPartitionsToTxnTransaction', 'Topics', reader);
    const array3: AddPartitionsToTxnRequestAddPartitionsToTxnTopic[] = [];
    for (let index = 0; index < count3; index++) array3.push(decodeAddPartitionsToTxnRequestAddPartitionsToTxnTopic(reader, version));
    topics = array3;
  }
  if (version >= 3) {
    skipTaggedFields(reader);
  }
  return { transactionalId, producerId, producerEpoch, verifyOnly, topics };
}

/**
 * Kafka's `AddPartitionsToTxnRequest` (api key 24, versions 0-5, flexible from 3), one type across all versions.
 * @public
 */
export interface AddPartitionsToTxnRequest {
  /** List of transactions to add partitions to. (versions 4-5) */
  transactions: AddPartitionsToTxnRequestAddPartitionsToTxnTransaction[];
  /** The transactional id corresponding to the transaction. (versions 0-3) */
  v3AndBelowTransactionalId: string;
  /** Current producer id in use by the transactional id. (versions 0-3) */
  v3AndBelowProducerId: bigint;
  /** Current epoch associated with the producer id. (versions 0-3) */
  v3AndBelowProducerEpoch: number;
  /** The partitions to add to the transaction. (versions 0-3) */
  v3AndBelowTopics: AddPartitionsToTxnRequestAddPartitionsToTxnTopic[];
}

/**
 * A {@link AddPartitionsToTxnRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createAddPartitionsToTxnRequest(fields?: Partial<AddPartitionsToTxnRequest>): AddPartitionsToTxnRequest {
  const message: AddPartitionsToTxnRequest = {
    transactions: [],
    v3AndBelowTransactionalId: '',
    v3AndBelowProducerId: 0n,
    v3AndBelowProducerEpoch: 0,
    v3AndBelowTopics: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeAddPartitionsToTxnRequest(writer: Writer, message: AddPartitionsToTxnRequest, version: number): void {
  if (version >= 4) {
    writer.writeCompactArrayLength(message.transactions.length);
    for (const item4 of message.transactions) {
      encodeAddPartitionsToTxnRequestAddPartitionsToTxnTransaction(writer, item4, version);
    }
  } else {
    if (message.transactions.length !== 0) throw missingFieldError('AddPartitionsToTxnRequest', 'Transactions', version);
  }
  if (version <= 3) {
    if (version >= 3) {
      writer.writeCompactString(message.v3AndBelowTransactionalId);
    } else {
      writer.writeString(message.v3AndBelowTransactionalId);
    }
  } else {
    if (message.v3AndBelowTransactionalId !== '') throw missingFieldError('AddPartitionsToTxnRequest', 'V3AndBelowTransactionalId', version);
  }
  if (version <= 3) {
    writer.writeInt64(message.v3AndBelowProducerId);
  } else {
    if (message.v3AndBelowProducerId !== 0n) throw missingFieldError('AddPartitionsToTxnRequest', 'V3AndBelowProducerId', version);
  }
  if (version <= 3) {
    writer.writeInt16(message.v3AndBelowProducerEpoch);
  } else {
    if (message.v3AndBelowProducerEpoch !== 0) throw missingFieldError('AddPartitionsToTxnRequest', 'V3AndBelowProducerEpoch', version);
  }
  if (version <= 3) {
    if (version >= 3) {
      writer.writeCompactArrayLength(message.v3AndBelowTopics.length);
    } else {
      writer.writeArrayLength(message.v3AndBelowTopics.length);
    }
    for (const item5 of message.v3AndBelowTopics) {
      encodeAddPartitionsToTxnRequestAddPartitionsToTxnTopic(writer, item5, version);
    }
  } else {
    if (message.v3AndBelowTopics.length !== 0) throw missingFieldError('AddPartitionsToTxnRequest', 'V3AndBelowTopics', version);
  }
  if (version >= 3) {
    writer.writeUVarint(0);
  }
}

function decodeAddPartitionsToTxnRequest(reader: Reader, version: number): AddPartitionsToTxnRequest {
  let transactions: AddPartitionsToTxnRequestAddPartitionsToTxnTransaction[] = [];
  if (version >= 4) {
    const count6 = nonNull(reader.readCompactArrayLength(1), 'AddPartitionsToTxnRequest', 'Transactions', reader);
    const array6: AddPartitionsToTxnRequestAddPartitionsToTxnTransaction[] = [];
    for (let index = 0; index < count6; index++) array6.push(decodeAddPartitionsToTxnRequestAddPartitionsToTxnTransaction(reader, version));
    transactions = array6;
  }
  let v3AndBelowTransactionalId: string = '';
  if (version <= 3) {
    v3AndBelowTransactionalId = nonNull((version >= 3 ? reader.readCompactString() : reader.readString()), 'AddPartitionsToTxnRequest', 'V3AndBelowTransactionalId', reader);
  }
  let v3AndBelowProducerId: bigint = 0n;
  if (version <= 3) {
    v3AndBelowProducerId = reader.readInt64();
  }
  let v3AndBelowProducerEpoch: number = 0;
  if (version <= 3) {
    v3AndBelowProducerEpoch = reader.readInt16();
  }
  let v3AndBelowTopics: AddPartitionsToTxnRequestAddPartitionsToTxnTopic[] = [];
  if (version <= 3) {
    const count7 = nonNull((version >= 3 ? reader.readCompactArrayLength(2) : reader.readArrayLength(2)), 'AddPartitionsToTxnRequest', 'V3AndBelowTopics', reader);
    const array7: AddPartitionsToTxnRequestAddPartitionsToTxnTopic[] = [];
    for (let index = 0; index < count7; index++) array7.push(decodeAddPartitionsToTxnRequestAddPartitionsToTxnTopic(reader, version));
    v3AndBelowTopics = array7;
  }
  if (version >= 3) {
    skipTaggedFields(reader);
  }
  return { transactions, v3AndBelowTransactionalId, v3AndBelowProducerId, v3AndBelowProducerEpoch, v3AndBelowTopics };
}

/**
 * Codec of {@link AddPartitionsToTxnRequest} (api key 24, versions 0-5, flexible from 3).
 * @public
 */
export const AddPartitionsToTxnRequest: MessageCodec<AddPartitionsToTxnRequest> = {
  name: 'AddPartitionsToTxnRequest',
  apiKey: 24,
  minVersion: 0,
  maxVersion: 5,
  flexibleFrom: 3,
  create: createAddPartitionsToTxnRequest,
  encode(writer: Writer, message: AddPartitionsToTxnRequest, version: number): void {
    checkVersion('AddPartitionsToTxnRequest', 24, version, 0, 5);
    encodeAddPartitionsToTxnRequest(writer, message, version);
  },
  decode(reader: Reader, version: number): AddPartitionsToTxnRequest {
    checkVersion('AddPartitionsToTxnRequest', 24, version, 0, 5);
    return decodeAddPartitionsToTxnRequest(reader, version);
  },
};

/**
 * `AddPartitionsToTxnPartitionResult` of Kafka's `AddPartitionsToTxnResponse` (api key 24, versions 0-5, flexible from 3).
 * @public
 */
export interface AddPartitionsToTxnResponseAddPartitionsToTxnPartitionResult {
  /** The partition indexes. (versions 0-5) */
  partitionIndex: number;
  /** The response error code. (versions 0-5) */
  partitionErrorCode: number;
}

/**
 * A {@link AddPartitionsToTxnResponseAddPartitionsToTxnPartitionResult} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createAddPartitionsToTxnResponseAddPartitionsToTxnPartitionResult(fields?: Partial<AddPartitionsToTxnResponseAddPartitionsToTxnPartitionResult>): AddPartitionsToTxnResponseAddPartitionsToTxnPartitionResult {
  const message: AddPartitionsToTxnResponseAddPartitionsToTxnPartitionResult = {
    partitionIndex: 0,
    partitionErrorCode: 0,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeAddPartitionsToTxnResponseAddPartitionsToTxnPartitionResult(writer: Writer, message: AddPartitionsToTxnResponseAddPartitionsToTxnPartitionResult, version: number): void {
  writer.writeInt32(message.partitionIndex);
  writer.writeInt16(message.partitionErrorCode);
  if (version >= 3) {
    writer.writeUVarint(0);
  }
}

function decodeAddPartitionsToTxnResponseAddPartitionsToTxnPartitionResult(reader: Reader, version: number): AddPartitionsToTxnResponseAddPartitionsToTxnPartitionResult {
  const partitionIndex = reader.readInt32();
  const partitionErrorCode = reader.readInt16();
  if (version >= 3) {
    skipTaggedFields(reader);
  }
  return { partitionIndex, partitionErrorCode };
}

/**
 * `AddPartitionsToTxnTopicResult` of Kafka's `AddPartitionsToTxnResponse` (api key 24, versions 0-5, flexible from 3).
 * @public
 */
export interface AddPartitionsToTxnResponseAddPartitionsToTxnTopicResult {
  /** The topic name. (versions 0-5) */
  name: string;
  /** The results for each partition. (versions 0-5) */
  resultsByPartition: AddPartitionsToTxnResponseAddPartitionsToTxnPartitionResult[];
}

/**
 * A {@link AddPartitionsToTxnResponseAddPartitionsToTxnTopicResult} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createAddPartitionsToTxnResponseAddPartitionsToTxnTopicResult(fields?: Partial<AddPartitionsToTxnResponseAddPartitionsToTxnTopicResult>): AddPartitionsToTxnResponseAddPartitionsToTxnTopicResult {
  const message: AddPartitionsToTxnResponseAddPartitionsToTxnTopicResult = {
    name: '',
    resultsByPartition: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeAddPartitionsToTxnResponseAddPartitionsToTxnTopicResult(writer: Writer, message: AddPartitionsToTxnResponseAddPartitionsToTxnTopicResult, version: number): void {
  if (version >= 3) {
    writer.writeCompactString(message.name);
  } else {
    writer.writeString(message.name);
  }
  if (version >= 3) {
    writer.writeCompactArrayLength(message.resultsByPartition.length);
  } else {
    writer.writeArrayLength(message.resultsByPartition.length);
  }
  for (const item0 of message.resultsByPartition) {
    encodeAddPartitionsToTxnResponseAddPartitionsToTxnPartitionResult(writer, item0, version);
  }
  if (version >= 3) {
    writer.writeUVarint(0);
  }
}

function decodeAddPartitionsToTxnResponseAddPartitionsToTxnTopicResult(reader: Reader, version: number): AddPartitionsToTxnResponseAddPartitionsToTxnTopicResult {
  const name = nonNull((version >= 3 ? reader.readCompactString() : reader.readString()), 'AddPartitionsToTxnResponseAddPartitionsToTxnTopicResult', 'Name', reader);
  const count1 = nonNull((version >= 3 ? reader.readCompactArrayLength(6) : reader.readArrayLength(6)), 'AddPartitionsToTxnResponseAddPartitionsToTxnTopicResult', 'ResultsByPartition', reader);
  const resultsByPartition: AddPartitionsToTxnResponseAddPartitionsToTxnPartitionResult[] = [];
  for (let index = 0; index < count1; index++) resultsByPartition.push(decodeAddPartitionsToTxnResponseAddPartitionsToTxnPartitionResult(reader, version));
  if (version >= 3) {
    skipTaggedFields(reader);
  }
  return { name, resultsByPartition };
}

/**
 * `AddPartitionsToTxnResult` of Kafka's `AddPartitionsToTxnResponse` (api key 24, versions 0-5, flexible from 3).
 * @public
 */
export interface AddPartitionsToTxnResponseAddPartitionsToTxnResult {
  /** The transactional id corresponding to the transaction. (versions 4-5) */
  transactionalId: string;
  /** The results for each topic. (versions 4-5) */
  topicResults: AddPartitionsToTxnResponseAddPartitionsToTxnTopicResult[];
}

/**
 * A {@link AddPartitionsToTxnResponseAddPartitionsToTxnResult} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createAddPartitionsToTxnResponseAddPartitionsToTxnResult(fields?: Partial<AddPartitionsToTxnResponseAddPartitionsToTxnResult>): AddPartitionsToTxnResponseAddPartitionsToTxnResult {
  const message: AddPartitionsToTxnResponseAddPartitionsToTxnResult = {
    transactionalId: '',
    topicResults: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeAddPartitionsToTxnResponseAddPartitionsToTxnResult(writer: Writer, message: AddPartitionsToTxnResponseAddPartitionsToTxnResult, version: number): void {
  if (version >= 4) {
    writer.writeCompactString(message.transactionalId);
  } else {
    if (message.transactionalId !== '') throw missingFieldError('AddPartitionsToTxnResponseAddPartitionsToTxnResult', 'TransactionalId', version);
  }
  if (version >= 4) {
    writer.writeCompactArrayLength(message.topicResults.length);
    for (const item2 of message.topicResults) {
      encodeAddPartitionsToTxnResponseAddPartitionsToTxnTopicResult(writer, item2, version);
    }
  } else {
    if (message.topicResults.length !== 0) throw missingFieldError('AddPartitionsToTxnResponseAddPartitionsToTxnResult', 'TopicResults', version);
  }
  if (version >= 3) {
    writer.writeUVarint(0);
  }
}

function decodeAddPartitionsToTxnResponseAddPartitionsToTxnResult(reader: Reader, version: number): AddPartitionsToTxnResponseAddPartitionsToTxnResult {
  let transactionalId: string = '';
  if (version >= 4) {
    transactionalId = nonNull(reader.readCompactString(), 'AddPartitionsToTxnResponseAddPartitionsToTxnResult', 'TransactionalId', reader);
  }
  let topicResults: AddPartitionsToTxnResponseAddPartitionsToTxnTopicResult[] = [];
  if (version >= 4) {
    const count3 = nonNull(reader.readCompactArrayLength(2), 'AddPartitionsToTxnResponseAddPartitionsToTxnResult', 'TopicResults', reader);
    const array3: AddPartitionsToTxnResponseAddPartitionsToTxnTopicResult[] = [];
    for (let index = 0; index < count3; index++) array3.push(decodeAddPartitionsToTxnResponseAddPartitionsToTxnTopicResult(reader, version));
    topicResults = array3;
  }
  if (version >= 3) {
    skipTaggedFields(reader);
  }
  return { transactionalId, topicResults };
}

/**
 * Kafka's `AddPartitionsToTxnResponse` (api key 24, versions 0-5, flexible from 3), one type across all versions.
 * @public
 */
export interface AddPartitionsToTxnResponse {
  /** Duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 0-5) */
  throttleTimeMs: number;
  /** The response top level error code. (versions 4-5; ignorable) */
  errorCode: number;
  /** Results categorized by transactional ID. (versions 4-5) */
  resultsByTransaction: AddPartitionsToTxnResponseAddPartitionsToTxnResult[];
  /** The results for each topic. (versions 0-3) */
  resultsByTopicV3AndBelow: AddPartitionsToTxnResponseAddPartitionsToTxnTopicResult[];
}

/**
 * A {@link AddPartitionsToTxnResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createAddPartitionsToTxnResponse(fields?: Partial<AddPartitionsToTxnResponse>): AddPartitionsToTxnResponse {
  const message: AddPartitionsToTxnResponse = {
    throttleTimeMs: 0,
    errorCode: 0,
    resultsByTransaction: [],
    resultsByTopicV3AndBelow: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeAddPartitionsToTxnResponse(writer: Writer, message: AddPartitionsToTxnResponse, version: number): void {
  writer.writeInt32(message.throttleTimeMs);
  if (version >= 4) {
    writer.writeInt16(message.errorCode);
  }
  if (version >= 4) {
    writer.writeCompactArrayLength(message.resultsByTransaction.length);
    for (const item4 of message.resultsByTransaction) {
      encodeAddPartitionsToTxnResponseAddPartitionsToTxnResult(writer, item4, version);
    }
  } else {
    if (message.resultsByTransaction.length !== 0) throw missingFieldError('AddPartitionsToTxnResponse', 'ResultsByTransaction', version);
  }
  if (version <= 3) {
    if (version >= 3) {
      writer.writeCompactArrayLength(message.resultsByTopicV3AndBelow.length);
    } else {
      writer.writeArrayLength(message.resultsByTopicV3AndBelow.length);
    }
    for (const item5 of message.resultsByTopicV3AndBelow) {
      encodeAddPartitionsToTxnResponseAddPartitionsToTxnTopicResult(writer, item5, version);
    }
  } else {
    if (message.resultsByTopicV3AndBelow.length !== 0) throw missingFieldError('AddPartitionsToTxnResponse', 'ResultsByTopicV3AndBelow', version);
  }
  if (version >= 3) {
    writer.writeUVarint(0);
  }
}

function decodeAddPartitionsToTxnResponse(reader: Reader, version: number): AddPartitionsToTxnResponse {
  const throttleTimeMs = reader.readInt32();
  let errorCode: number = 0;
  if (version >= 4) {
    errorCode = reader.readInt16();
  }
  let resultsByTransaction: AddPartitionsToTxnResponseAddPartitionsToTxnResult[] = [];
  if (version >= 4) {
    const count6 = nonNull(reader.readCompactArrayLength(1), 'AddPartitionsToTxnResponse', 'ResultsByTransaction', reader);
    const array6: AddPartitionsToTxnResponseAddPartitionsToTxnResult[] = [];
    for (let index = 0; index < count6; index++) array6.push(decodeAddPartitionsToTxnResponseAddPartitionsToTxnResult(reader, version));
    resultsByTransaction = array6;
  }
  let resultsByTopicV3AndBelow: AddPartitionsToTxnResponseAddPartitionsToTxnTopicResult[] = [];
  if (version <= 3) {
    const count7 = nonNull((version >= 3 ? reader.readCompactArrayLength(2) : reader.readArrayLength(2)), 'AddPartitionsToTxnResponse', 'ResultsByTopicV3AndBelow', reader);
    const array7: AddPartitionsToTxnResponseAddPartitionsToTxnTopicResult[] = [];
    for (let index = 0; index < count7; index++) array7.push(decodeAddPartitionsToTxnResponseAddPartitionsToTxnTopicResult(reader, version));
    resultsByTopicV3AndBelow = array7;
  }
  if (version >= 3) {
    skipTaggedFields(reader);
  }
  return { throttleTimeMs, errorCode, resultsByTransaction, resultsByTopicV3AndBelow };
}

/**
 * Codec of {@link AddPartitionsToTxnResponse} (api key 24, versions 0-5, flexible from 3).
 * @public
 */
export const AddPartitionsToTxnResponse: MessageCodec<AddPartitionsToTxnResponse> = {
  name: 'AddPartitionsToTxnResponse',
  apiKey: 24,
  minVersion: 0,
  maxVersion: 5,
  flexibleFrom: 3,
  create: createAddPartitionsToTxnResponse,
  encode(writer: Writer, message: AddPartitionsToTxnResponse, version: number): void {
    checkVersion('AddPartitionsToTxnResponse', 24, version, 0, 5);
    encodeAddPartitionsToTxnResponse(writer, message, version);
  },
  decode(reader: Reader, version: number): AddPartitionsToTxnResponse {
    checkVersion('AddPartitionsToTxnResponse', 24, version, 0, 5);
    return decodeAddPartitionsToTxnResponse(reader, version);
  },
};
