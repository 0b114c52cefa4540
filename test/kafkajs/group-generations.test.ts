/**
 * KafkaJsGroupGenerations reads the generation off JoinGroup frames, whatever the chunking of the byte streams,
 * and ignores everything else (other APIs, failed joins, versions it cannot read).
 */
import { EventEmitter } from 'node:events';
import type * as net from 'node:net';
import { describe, expect, it } from 'vitest';
import { KafkaJsGroupGenerations } from '../../src/kafkajs/group-generations.js';

const str = (value: string): Buffer => {
  const bytes = Buffer.from(value);
  const length = Buffer.alloc(2);
  length.writeInt16BE(bytes.length);
  return Buffer.concat([length, bytes]);
};
const int16 = (value: number): Buffer => { const b = Buffer.alloc(2); b.writeInt16BE(value); return b; };
const int32 = (value: number): Buffer => { const b = Buffer.alloc(4); b.writeInt32BE(value); return b; };
const frame = (...parts: Buffer[]): Buffer => { const body = Buffer.concat(parts); return Buffer.concat([int32(body.length), body]); };

const joinRequest = (version: number, correlationId: number, groupId: string): Buffer =>
  frame(int16(11), int16(version), int32(correlationId), str('client'), str(groupId), int32(30_000), str(''), str('consumer'));
const joinResponse = (version: number, correlationId: number, errorCode: number, generation: number, memberId: string): Buffer =>
  frame(int32(correlationId), version >= 2 ? int32(0) : Buffer.alloc(0), int16(errorCode), int32(generation), str('RoundRobinAssigner'), str(memberId), str(memberId), int32(0));

class FakeSocket extends EventEmitter {
  readonly written: Buffer[] = [];
  write(chunk: Buffer): boolean {
    this.written.push(chunk);
    return true;
  }
}

function connect(generations: KafkaJsGroupGenerations): FakeSocket {
  const socket = new FakeSocket();
  const factory = generations.socketFactory(() => socket as unknown as net.Socket);
  const returned = factory({ host: '127.0.0.1', port: 9092, ssl: {}, onConnect: () => undefined });
  expect(returned).toBe(socket);
  return socket;
}

describe('KafkaJsGroupGenerations', () => {
  it('learns (group, member) -> generation from a JoinGroup response, split across chunks', () => {
    const generations = new KafkaJsGroupGenerations();
    const socket = connect(generations);
    const metadata = frame(int16(3), int16(1), int32(6), str('client'), int32(0));
    socket.write(Buffer.concat([metadata, joinRequest(5, 7, 'etl')]));
    expect(socket.written).toHaveLength(1); // passed through unchanged
    const response = Buffer.concat([frame(int32(6), int32(0)), joinResponse(5, 7, 0, 42, 'member-1')]);
    for (let at = 0; at < response.length; at += 5) socket.emit('data', response.subarray(at, at + 5));
    expect(generations.generationOf('etl', 'member-1')).toBe(42);
    expect(generations.generationOf('etl', 'member-2')).toBeUndefined();
    expect(generations.generationOf('other', 'member-1')).toBeUndefined();
  });

  it('reads v0/v1 (no throttle time), keeps the last generation, ignores failed joins and unknown correlation ids', () => {
    const generations = new KafkaJsGroupGenerations();
    const socket = connect(generations);
    socket.write(joinRequest(1, 1, 'etl'));
    socket.emit('data', joinResponse(1, 1, 0, 3, 'm'));
    expect(generations.generationOf('etl', 'm')).toBe(3);
    socket.write(joinRequest(5, 2, 'etl'));
    socket.emit('data', joinResponse(5, 2, 27, 4, 'm')); // REBALANCE_IN_PROGRESS: not a join
    socket.emit('data', joinResponse(5, 99, 0, 5, 'm')); // not a JoinGroup we saw
    expect(generations.generationOf('etl', 'm')).toBe(3);
    socket.write(joinRequest(5, 3, 'etl'));
    socket.emit('data', joinResponse(5, 3, 0, 4, 'm'));
    expect(generations.generationOf('etl', 'm')).toBe(4);
  });

  it('ignores JoinGroup versions it cannot read (flexible v6+)', () => {
    const generations = new KafkaJsGroupGenerations();
    const socket = connect(generations);
    socket.write(joinRequest(6, 1, 'etl'));
    socket.emit('data', joinResponse(5, 1, 0, 9, 'm'));
    expect(generations.generationOf('etl', 'm')).toBeUndefined();
  });
});
