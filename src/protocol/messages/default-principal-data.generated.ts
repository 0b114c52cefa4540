// Generated from Apache Kafka's message specs (Apache License 2.0), DefaultPrincipalData.json. Do not edit; run npm run codegen.

import type { Reader } from '../primitives/reader.js';
import type { Writer } from '../primitives/writer.js';
import { checkVersion, nonNull, skipTaggedFields } from './codec-support.js';
import type { MessageCodec } from './message-codec.js';

/**
 * Kafka's `DefaultPrincipalData` (version 0, flexible from 0), one type across all versions.
 * @public
 */
export interface DefaultPrincipalData {
  /** The principal type. (versions 0) */
  type: string;
  /** The principal name. (versions 0) */
  name: string;
  /** Whether the principal was authenticated by a delegation token on the forwarding broker. (versions 0) */
  tokenAuthenticated: boolean;
}

/**
 * A {@link DefaultPrincipalData} with every field at its spec default, overridden by `fields`.
 * @public
 */
export function createDefaultPrincipalData(fields?: Partial<DefaultPrincipalData>): DefaultPrincipalData {
  const message: DefaultPrincipalData = {
    type: '',
    name: '',
    tokenAuthenticated: false,
  };
  return fields === undefined ? message : Object.assign(message, fields);
}

function encodeDefaultPrincipalData(writer: Writer, message: DefaultPrincipalData): void {
  writer.writeCompactString(message.type);
  writer.writeCompactString(message.name);
  writer.writeBoolean(message.tokenAuthenticated);
  writer.writeUVarint(0);
}

function decodeDefaultPrincipalData(reader: Reader): DefaultPrincipalData {
  const type = nonNull(reader.readCompactString(), 'DefaultPrincipalData', 'Type', reader);
  const name = nonNull(reader.readCompactString(), 'DefaultPrincipalData', 'Name', reader);
  const tokenAuthenticated = reader.readBoolean();
  skipTaggedFields(reader);
  return { type, name, tokenAuthenticated };
}

/**
 * Codec of {@link DefaultPrincipalData} (version 0, flexible from 0).
 * @public
 */
export const DefaultPrincipalData: MessageCodec<DefaultPrincipalData> = {
  name: 'DefaultPrincipalData',
  apiKey: -1,
  minVersion: 0,
  maxVersion: 0,
  flexibleFrom: 0,
  create: createDefaultPrincipalData,
  encode(writer: Writer, message: DefaultPrincipalData, version: number): void {
    checkVersion('DefaultPrincipalData', -1, version, 0, 0);
    encodeDefaultPrincipalData(writer, message);
  },
  decode(reader: Reader, version: number): DefaultPrincipalData {
    checkVersion('DefaultPrincipalData', -1, version, 0, 0);
    return decodeDefaultPrincipalData(reader);
  },
};
