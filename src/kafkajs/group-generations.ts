/**
 * The group generation KafkaJS does not expose, learned through KafkaJS's public `socketFactory` option instead of
 * its internals: the factory returns KafkaJS's usual socket, and watches it (a second 'data' listener, and the
 * frames written) for JoinGroup requests and their responses, which carry the generation id and member id. With
 * them the KafkaJS adapter's `groupMetadata()` carries the real generation (KIP-447): the group coordinator then
 * rejects the offsets of a member that was kicked out of the group (a zombie paused past its session timeout) with
 * ILLEGAL_GENERATION / UNKNOWN_MEMBER_ID, and its transaction aborts instead of committing a duplicate.
 *
 * Only the header and group id of JoinGroup requests at a non-flexible version (KafkaJS 2.x sends v0-v5) are read,
 * and their responses (through the JoinGroup wire module); nothing is changed, and a frame that cannot be read is
 * ignored (the adapter then falls back on the "no generation" metadata).
 */
import * as net from 'node:net';
import * as tls from 'node:tls';
import { decodeResponse, describeApi, isFlexible } from '../protocol/framing.js';
import { ApiKey } from '../protocol/messages/api-keys.generated.js';
import { clientApiByKey } from '../protocol/messages/client-apis.generated.js';
import type { JoinGroupResponse } from '../protocol/messages/join-group.generated.js';
import { joinGroup, type JoinGroupFields } from '../protocol/requests/join-group.js';

/**
 * KafkaJS's `ISocketFactory` (the `socketFactory` option of `new Kafka(...)`), structurally.
 * @public
 */
export type KafkaJsSocketFactory = (args: { host: string; port: number; ssl: tls.ConnectionOptions; onConnect: () => void }) => net.Socket;

const JOIN_GROUP = ApiKey.JoinGroup;

/** The JoinGroup module reads a response without the request's fields. */
const UNUSED_FIELDS: JoinGroupFields = { groupId: '', sessionTimeoutMs: 0, rebalanceTimeoutMs: 0, memberId: '', groupInstanceId: null, protocolType: '', protocols: [] };

/** KafkaJS's default socket factory (kafkajs/src/network/socketFactory.js): TLS when `ssl` is set, keep-alive on. */
const defaultFactory: KafkaJsSocketFactory = ({ host, port, ssl, onConnect }) => {
  // KafkaJS passes its `ssl` config as given: undefined, null or false for plaintext, whatever the type says.
  const secure: unknown = ssl;
  const socket = secure !== undefined && secure !== null && secure !== false
    ? tls.connect({ host, port, ...(net.isIP(host) === 0 ? { servername: host } : {}), ...ssl }, onConnect)
    : net.connect({ host, port }, onConnect);
  socket.setKeepAlive(true, 60_000);
  return socket;
};

/**
 * Learns the generation id of each (group, member) from the JoinGroup responses on KafkaJS's connections. Pass
 * `generations.socketFactory()` as the `socketFactory` of `new Kafka({...})` and the same object as the KafkaJS
 * adapter's `generations` option.
 * @public
 */
export class KafkaJsGroupGenerations {
  private readonly generations = new Map<string, number>();

  /** The generation `memberId` last joined `groupId` with, or undefined when no JoinGroup response was seen. */
  generationOf(groupId: string, memberId: string): number | undefined {
    return this.generations.get(`${groupId}\u0000${memberId}`);
  }

  /** A KafkaJS socket factory that watches JoinGroup; wraps `base` (default: KafkaJS's own factory). */
  socketFactory(base: KafkaJsSocketFactory = defaultFactory): KafkaJsSocketFactory {
    return (args) => {
      const socket = base(args);
      this.watch(socket);
      return socket;
    };
  }

  private watch(socket: net.Socket): void {
    /** JoinGroup requests in flight on this socket: correlation id -> version and group id. */
    const joins = new Map<number, { readonly version: number; readonly groupId: string }>();
    const requests = new FrameReader((frame) => {
      // Frames are size-prefixed: api key at 4, version at 6, correlation id at 8, then the client id.
      if (frame.length < 12 || frame.readInt16BE(4) !== JOIN_GROUP) return;
      const version = frame.readInt16BE(6);
      // The group id is read by hand after a non-flexible header (the versions KafkaJS 2.x sends).
      if (isFlexible(describeApi(clientApiByKey, JOIN_GROUP, version), version)) return;
      const correlationId = frame.readInt32BE(8);
      const clientId = readString(frame, 12);
      const groupId = clientId === undefined ? undefined : readString(frame, clientId.end);
      if (groupId?.value !== undefined && groupId.value !== null) joins.set(correlationId, { version, groupId: groupId.value });
    });
    const responses = new FrameReader((frame) => {
      if (frame.length < 8 || joins.size === 0) return;
      const correlationId = frame.readInt32BE(4);
      const join = joins.get(correlationId);
      if (join === undefined) return;
      joins.delete(correlationId);
      const body = decodeResponse(frame, JOIN_GROUP, join.version).body as JoinGroupResponse;
      const answer = joinGroup.read(body, join.version, UNUSED_FIELDS);
      if (answer.errorCode === 0) this.generations.set(`${join.groupId}\u0000${answer.memberId}`, answer.generationId);
    });
    socket.on('data', (chunk: Buffer) => { responses.push(chunk); });
    const write = socket.write.bind(socket) as (...args: unknown[]) => boolean;
    socket.write = (chunk: unknown, ...rest: unknown[]): boolean => {
      if (Buffer.isBuffer(chunk)) requests.push(chunk);
      return write(chunk, ...rest);
    };
  }
}

/** Reassembles size-prefixed Kafka frames from a byte stream. */
class FrameReader {
  private pending: Buffer = Buffer.alloc(0);

  constructor(private readonly onFrame: (frame: Buffer) => void) {}

  push(chunk: Buffer): void {
    this.pending = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
    while (this.pending.length >= 4) {
      const size = this.pending.readInt32BE(0);
      if (size < 0) {
        this.pending = Buffer.alloc(0); // not a Kafka frame stream: stop reading it
        return;
      }
      if (this.pending.length < 4 + size) return;
      const frame = this.pending.subarray(0, 4 + size);
      this.pending = this.pending.subarray(4 + size);
      try {
        this.onFrame(frame);
      } catch {
        // an unreadable frame is ignored: the generation stays unknown
      }
    }
  }
}

/** A non-flexible (int16-length) nullable string at `at`. */
function readString(frame: Buffer, at: number): { readonly value: string | null; readonly end: number } | undefined {
  if (frame.length < at + 2) return undefined;
  const length = frame.readInt16BE(at);
  if (length < 0) return { value: null, end: at + 2 };
  if (frame.length < at + 2 + length) return undefined;
  return { value: frame.toString('utf8', at + 2, at + 2 + length), end: at + 2 + length };
}
