// Generated from Apache Kafka's message specs (Apache License 2.0), StreamsGroupTopologyDescriptionUpdateRequest.json, StreamsGroupTopologyDescriptionUpdateResponse.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * `TopologyDescriptionNode` of Kafka's `StreamsGroupTopologyDescriptionUpdateRequest` (api key 93, version 0, flexible from 0).
 * @public
 */
export interface StreamsGroupTopologyDescriptionUpdateRequestTopologyDescriptionNode {
  /** The name of this node (e.g., KSTREAM-SOURCE-0000000000). (versions 0) */
  name: string;
  /** The type of this node: 1=SOURCE, 2=PROCESSOR, 3=SINK. (versions 0) */
  nodeType: number;
  /** The source topics this node reads from. Defined only for source nodes, may be empty if source topics are dynamically determined. (versions 0) */
  sourceTopics: string[];
  /** The topic this node writes to. Defined only for sink nodes, may be null if sink topic is dynamically determined. (versions 0; nullable 0) */
  sinkTopic: string | null;
  /** The state store names accessed by this node. Defined only for processor nodes. (versions 0) */
  stores: string[];
  /** The names of successor nodes in the processing graph. Predecessor relationships are reconstructed from this field. (versions 0) */
  successors: string[];
}

/**
 * A {@link StreamsGroupTopologyDescriptionUpdateRequestTopologyDescriptionNode} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createStreamsGroupTopologyDescriptionUpdateRequestTopologyDescriptionNode(fields?: Partial<StreamsGroupTopologyDescriptionUpdateRequestTopologyDescriptionNode>): StreamsGroupTopologyDescriptionUpdateRequestTopologyDescriptionNode {
  const message: StreamsGroupTopologyDescriptionUpdateRequestTopologyDescriptionNode = {
    name: '',
    nodeType: 0,
    sourceTopics: [],
    sinkTopic: null,
    stores: [],
    successors: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeStreamsGroupTopologyDescriptionUpdateRequestTopologyDescriptionNode(writer: Writer, message: StreamsGroupTopologyDescriptionUpdateRequestTopologyDescriptionNode): void {
  writer.writeCompactString(message.name);
  writer.writeInt8(message.nodeType);
  writer.writeCompactArrayLength(message.sourceTopics.length);
  for (const item0 of message.sourceTopics) {
    writer.writeCompactString(item0);
  }
  writer.writeCompactString(message.sinkTopic);
  writer.writeCompactArrayLength(message.stores.length);
  for (const item1 of message.stores) {
    writer.writeCompactString(item1);
  }
  writer.writeCompactArrayLength(message.successors.length);
  for (const item2 of message.successors) {
    writer.writeCompactString(item2);
  }
  writer.writeUVarint(0);
}

function decodeStreamsGroupTopologyDescriptionUpdateRequestTopologyDescriptionNode(reader: Reader): StreamsGroupTopologyDescriptionUpdateRequestTopologyDescriptionNode {
  const name = nonNull(reader.readCompactString(), 'StreamsGroupTopologyDescriptionUpdateRequestTopologyDescriptionNode', 'Name', reader);
  const nodeType = reader.readInt8();
  const count3 = nonNull(reader.readCompactArrayLength(1), 'StreamsGroupTopologyDescriptionUpdateRequestTopologyDescriptionNode', 'SourceTopics', reader);
  const sourceTopics: string[] = [];
  for (let index = 0; index < count3; index++) sourceTopics.push(nonNull(reader.readCompactString(), 'StreamsGroupTopologyDescriptionUpdateRequestTopologyDescriptionNode', 'SourceTopics', reader));
  const sinkTopic = reader.readCompactString();
  const count4 = nonNull(reader.readCompactArrayLength(1), 'StreamsGroupTopologyDescriptionUpdateRequestTopologyDescriptionNode', 'Stores', reader);
  const stores: string[] = [];
  for (let index = 0; index < count4; index++) stores.push(nonNull(reader.readCompactString(), 'StreamsGroupTopologyDescriptionUpdateRequestTopologyDescriptionNode', 'Stores', reader));
  const count5 = nonNull(reader.readCompactArrayLength(1), 'StreamsGroupTopologyDescriptionUpdateRequestTopologyDescriptionNode', 'Successors', reader);
  const successors: string[] = [];
  for (let index = 0; index < count5; index++) successors.push(nonNull(reader.readCompactString(), 'StreamsGroupTopologyDescriptionUpdateRequestTopologyDescriptionNode', 'Successors', reader));
  skipTaggedFields(reader);
  return { name, nodeType, sourceTopics, sinkTopic, stores, successors };
}

/**
 * `TopologyDescriptionSubtopology` of Kafka's `StreamsGroupTopologyDescriptionUpdateRequest` (api key 93, version 0, flexible from 0).
 * @public
 */
export interface StreamsGroupTopologyDescriptionUpdateRequestTopologyDescriptionSubtopology {
  /** The subtopology identifier, unique within the topology. (versions 0) */
  subtopologyId: string;
  /** The processing nodes in this subtopology. (versions 0) */
  nodes: StreamsGroupTopologyDescriptionUpdateRequestTopologyDescriptionNode[];
}

/**
 * A {@link StreamsGroupTopologyDescriptionUpdateRequestTopologyDescriptionSubtopology} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createStreamsGroupTopologyDescriptionUpdateRequestTopologyDescriptionSubtopology(fields?: Partial<StreamsGroupTopologyDescriptionUpdateRequestTopologyDescriptionSubtopology>): StreamsGroupTopologyDescriptionUpdateRequestTopologyDescriptionSubtopology {
  const message: StreamsGroupTopologyDescriptionUpdateRequestTopologyDescriptionSubtopology = {
    subtopologyId: '',
    nodes: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeStreamsGroupTopologyDescriptionUpdateRequestTopologyDescriptionSubtopology(writer: Writer, message: StreamsGroupTopologyDescriptionUpdateRequestTopologyDescriptionSubtopology): void {
  writer.writeCompactString(message.subtopologyId);
  writer.writeCompactArrayLength(message.nodes.length);
  for (const item6 of message.nodes) {
    encodeStreamsGroupTopologyDescriptionUpdateRequestTopologyDescriptionNode(writer, item6);
  }
  writer.writeUVarint(0);
}

function decodeStreamsGroupTopologyDescriptionUpdateRequestTopologyDescriptionSubtopology(reader: Reader): StreamsGroupTopologyDescriptionUpdateRequestTopologyDescriptionSubtopology {
  const subtopologyId = nonNull(reader.readCompactString(), 'StreamsGroupTopologyDescriptionUpdateRequestTopologyDescriptionSubtopology', 'SubtopologyId', reader);
  const count7 = nonNull(reader.readCompactArrayLength(6), 'StreamsGroupTopologyDescriptionUpdateRequestTopologyDescriptionSubtopology', 'Nodes', reader);
  const nodes: StreamsGroupTopologyDescriptionUpdateRequestTopologyDescriptionNode[] = [];
  for (let index = 0; index < count7; index++) nodes.push(decodeStreamsGroupTopologyDescriptionUpdateRequestTopologyDescriptionNode(reader));
  skipTaggedFields(reader);
  return { subtopologyId, nodes };
}

/**
 * `TopologyDescriptionGlobalStore` of Kafka's `StreamsGroupTopologyDescriptionUpdateRequest` (api key 93, version 0, flexible from 0).
 * @public
 */
export interface StreamsGroupTopologyDescriptionUpdateRequestTopologyDescriptionGlobalStore {
  /** The source node providing data to the global store. (versions 0) */
  source: StreamsGroupTopologyDescriptionUpdateRequestTopologyDescriptionNode;
  /** The processor node that populates the global store. (versions 0) */
  processor: StreamsGroupTopologyDescriptionUpdateRequestTopologyDescriptionNode;
}

/**
 * A {@link StreamsGroupTopologyDescriptionUpdateRequestTopologyDescriptionGlobalStore} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createStreamsGroupTopologyDescriptionUpdateRequestTopologyDescriptionGlobalStore(fields?: Partial<StreamsGroupTopologyDescriptionUpdateRequestTopologyDescriptionGlobalStore>): StreamsGroupTopologyDescriptionUpdateRequestTopologyDescriptionGlobalStore {
  const message: StreamsGroupTopologyDescriptionUpdateRequestTopologyDescriptionGlobalStore = {
    source: createStreamsGroupTopologyDescriptionUpdateRequestTopologyDescriptionNode(),
    processor: createStreamsGroupTopologyDescriptionUpdateRequestTopologyDescriptionNode(),
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeStreamsGroupTopologyDescriptionUpdateRequestTopologyDescriptionGlobalStore(writer: Writer, message: StreamsGroupTopologyDescriptionUpdateRequestTopologyDescriptionGlobalStore): void {
  encodeStreamsGroupTopologyDescriptionUpdateRequestTopologyDescriptionNode(writer, message.source);
  encodeStreamsGroupTopologyDescriptionUpdateRequestTopologyDescriptionNode(writer, message.processor);
  writer.writeUVarint(0);
}

function decodeStreamsGroupTopologyDescriptionUpdateRequestTopologyDescriptionGlobalStore(reader: Reader): StreamsGroupTopologyDescriptionUpdateRequestTopologyDescriptionGlobalStore {
  const source = decodeStreamsGroupTopologyDescriptionUpdateRequestTopologyDescriptionNode(reader);
  const processor = decodeStreamsGroupTopologyDescriptionUpdateRequestTopologyDescriptionNode(reader);
  skipTaggedFields(reader);
  return { source, processor };
}

/**
 * `TopologyDescription` of Kafka's `StreamsGroupTopologyDescriptionUpdateRequest` (api key 93, version 0, flexible from 0).
 * @public
 */
export interface StreamsGroupTopologyDescriptionUpdateRequestTopologyDescription {
  /** The subtopologies that make up this topology. (versions 0) */
  subtopologies: StreamsGroupTopologyDescriptionUpdateRequestTopologyDescriptionSubtopology[];
  /** Global state stores used by this topology. (versions 0) */
  globalStores: StreamsGroupTopologyDescriptionUpdateRequestTopologyDescriptionGlobalStore[];
}

/**
 * A {@link StreamsGroupTopologyDescriptionUpdateRequestTopologyDescription} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createStreamsGroupTopologyDescriptionUpdateRequestTopologyDescription(fields?: Partial<StreamsGroupTopologyDescriptionUpdateRequestTopologyDescription>): StreamsGroupTopologyDescriptionUpdateRequestTopologyDescription {
  const message: StreamsGroupTopologyDescriptionUpdateRequestTopologyDescription = {
    subtopologies: [],
    globalStores: [],
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeStreamsGroupTopologyDescriptionUpdateRequestTopologyDescription(writer: Writer, message: StreamsGroupTopologyDescriptionUpdateRequestTopologyDescription): void {
  writer.writeCompactArrayLength(message.subtopologies.length);
  for (const item8 of message.subtopologies) {
    encodeStreamsGroupTopologyDescriptionUpdateRequestTopologyDescriptionSubtopology(writer, item8);
  }
  writer.writeCompactArrayLength(message.globalStores.length);
  for (const item9 of message.globalStores) {
    encodeStreamsGroupTopologyDescriptionUpdateRequestTopologyDescriptionGlobalStore(writer, item9);
  }
  writer.writeUVarint(0);
}

function decodeStreamsGroupTopologyDescriptionUpdateRequestTopologyDescription(reader: Reader): StreamsGroupTopologyDescriptionUpdateRequestTopologyDescription {
  const count10 = nonNull(reader.readCompactArrayLength(2), 'StreamsGroupTopologyDescriptionUpdateRequestTopologyDescription', 'Subtopologies', reader);
  const subtopologies: StreamsGroupTopologyDescriptionUpdateRequestTopologyDescriptionSubtopology[] = [];
  for (let index = 0; index < count10; index++) subtopologies.push(decodeStreamsGroupTopologyDescriptionUpdateRequestTopologyDescriptionSubtopology(reader));
  const count11 = nonNull(reader.readCompactArrayLength(12), 'StreamsGroupTopologyDescriptionUpdateRequestTopologyDescription', 'GlobalStores', reader);
  const globalStores: StreamsGroupTopologyDescriptionUpdateRequestTopologyDescriptionGlobalStore[] = [];
  for (let index = 0; index < count11; index++) globalStores.push(decodeStreamsGroupTopologyDescriptionUpdateRequestTopologyDescriptionGlobalStore(reader));
  skipTaggedFields(reader);
  return { subtopologies, globalStores };
}

/**
 * Kafka's `StreamsGroupTopologyDescriptionUpdateRequest` (api key 93, version 0, flexible from 0), one type across all versions.
 * @public
 */
export interface StreamsGroupTopologyDescriptionUpdateRequest {
  /** The streams group identifier. (versions 0) */
  groupId: string;
  /** The ID of the streams group member sending the push. The broker validates that this member is still in the group; mismatches (including when the group itself has been deleted) are rejected with UNKNOWN_MEMBER_ID so the client treats itself as fenced and rejoins. (versions 0) */
  memberId: string;
  /** The epoch of the topology being described. (versions 0) */
  topologyEpoch: number;
  /** The topology description. (versions 0) */
  topologyDescription: StreamsGroupTopologyDescriptionUpdateRequestTopologyDescription;
}

/**
 * A {@link StreamsGroupTopologyDescriptionUpdateRequest} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createStreamsGroupTopologyDescriptionUpdateRequest(fields?: Partial<StreamsGroupTopologyDescriptionUpdateRequest>): StreamsGroupTopologyDescriptionUpdateRequest {
  const message: StreamsGroupTopologyDescriptionUpdateRequest = {
    groupId: '',
    memberId: '',
    topologyEpoch: 0,
    topologyDescription: createStreamsGroupTopologyDescriptionUpdateRequestTopologyDescription(),
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeStreamsGroupTopologyDescriptionUpdateRequest(writer: Writer, message: StreamsGroupTopologyDescriptionUpdateRequest): void {
  writer.writeCompactString(message.groupId);
  writer.writeCompactString(message.memberId);
  writer.writeInt32(message.topologyEpoch);
  encodeStreamsGroupTopologyDescriptionUpdateRequestTopologyDescription(writer, message.topologyDescription);
  writer.writeUVarint(0);
}

function decodeStreamsGroupTopologyDescriptionUpdateRequest(reader: Reader): StreamsGroupTopologyDescriptionUpdateRequest {
  const groupId = nonNull(reader.readCompactString(), 'StreamsGroupTopologyDescriptionUpdateRequest', 'GroupId', reader);
  const memberId = nonNull(reader.readCompactString(), 'StreamsGroupTopologyDescriptionUpdateRequest', 'MemberId', reader);
  const topologyEpoch = reader.readInt32();
  const topologyDescription = decodeStreamsGroupTopologyDescriptionUpdateRequestTopologyDescription(reader);
  skipTaggedFields(reader);
  return { groupId, memberId, topologyEpoch, topologyDescription };
}

/**
 * Codec of {@link StreamsGroupTopologyDescriptionUpdateRequest} (api key 93, version 0, flexible from 0).
 * @public
 */
export const StreamsGroupTopologyDescriptionUpdateRequest: MessageCodec<StreamsGroupTopologyDescriptionUpdateRequest> = {
  name: 'StreamsGroupTopologyDescriptionUpdateRequest',
  apiKey: 93,
  minVersion: 0,
  maxVersion: 0,
  flexibleFrom: 0,
  create: createStreamsGroupTopologyDescriptionUpdateRequest,
  encode(writer: Writer, message: StreamsGroupTopologyDescriptionUpdateRequest, version: number): void {
    checkVersion('StreamsGroupTopologyDescriptionUpdateRequest', 93, version, 0, 0);
    encodeStreamsGroupTopologyDescriptionUpdateRequest(writer, message);
  },
  decode(reader: Reader, version: number): StreamsGroupTopologyDescriptionUpdateRequest {
    checkVersion('StreamsGroupTopologyDescriptionUpdateRequest', 93, version, 0, 0);
    return decodeStreamsGroupTopologyDescriptionUpdateRequest(reader);
  },
};

/**
 * Kafka's `StreamsGroupTopologyDescriptionUpdateResponse` (api key 93, version 0, flexible from 0), one type across all versions.
 * @public
 */
export interface StreamsGroupTopologyDescriptionUpdateResponse {
  /** The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (versions 0) */
  throttleTimeMs: number;
  /** The top-level error code, or 0 if there was no error. (versions 0) */
  errorCode: number;
  /** The top-level error message, or null if there was no error. (versions 0; nullable 0) */
  errorMessage: string | null;
}

/**
 * A {@link StreamsGroupTopologyDescriptionUpdateResponse} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createStreamsGroupTopologyDescriptionUpdateResponse(fields?: Partial<StreamsGroupTopologyDescriptionUpdateResponse>): StreamsGroupTopologyDescriptionUpdateResponse {
  const message: StreamsGroupTopologyDescriptionUpdateResponse = {
    throttleTimeMs: 0,
    errorCode: 0,
    errorMessage: null,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeStreamsGroupTopologyDescriptionUpdateResponse(writer: Writer, message: StreamsGroupTopologyDescriptionUpdateResponse): void {
  writer.writeInt32(message.throttleTimeMs);
  writer.writeInt16(message.errorCode);
  writer.writeCompactString(message.errorMessage);
  writer.writeUVarint(0);
}

function decodeStreamsGroupTopologyDescriptionUpdateResponse(reader: Reader): StreamsGroupTopologyDescriptionUpdateResponse {
  const throttleTimeMs = reader.readInt32();
  const errorCode = reader.readInt16();
  const errorMessage = reader.readCompactString();
  skipTaggedFields(reader);
  return { throttleTimeMs, errorCode, errorMessage };
}

/**
 * Codec of {@link StreamsGroupTopologyDescriptionUpdateResponse} (api key 93, version 0, flexible from 0).
 * @public
 */
export const StreamsGroupTopologyDescriptionUpdateResponse: MessageCodec<StreamsGroupTopologyDescriptionUpdateResponse> = {
  name: 'StreamsGroupTopologyDescriptionUpdateResponse',
  apiKey: 93,
  minVersion: 0,
  maxVersion: 0,
  flexibleFrom: 0,
  create: createStreamsGroupTopologyDescriptionUpdateResponse,
  encode(writer: Writer, message: StreamsGroupTopologyDescriptionUpdateResponse, version: number): void {
    checkVersion('StreamsGroupTopologyDescriptionUpdateResponse', 93, version, 0, 0);
    encodeStreamsGroupTopologyDescriptionUpdateResponse(writer, message);
  },
  decode(reader: Reader, version: number): StreamsGroupTopologyDescriptionUpdateResponse {
    checkVersion('StreamsGroupTopologyDescriptionUpdateResponse', 93, version, 0, 0);
    return decodeStreamsGroupTopologyDescriptionUpdateResponse(reader);
  },
};
