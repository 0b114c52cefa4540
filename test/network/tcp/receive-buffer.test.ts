import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../src/internal/backoff.js';
import { InvalidResponseSizeError, ReceiveBuffer } from '../../../src/network/tcp/receive-buffer.js';

function frame(payloadLength: number, fill: number): Buffer {
  const bytes = Buffer.alloc(4 + payloadLength, fill);
  bytes.writeInt32BE(payloadLength, 0);
  return bytes;
}

function collect(buffer: ReceiveBuffer, chunks: readonly Buffer[]): Buffer[] {
  const frames: Buffer[] = [];
  for (const chunk of chunks) buffer.push(chunk, (received) => frames.push(Buffer.from(received)));
  return frames;
}

describe('ReceiveBuffer', () => {
  it('hands out every frame of a chunk that holds many', () => {
    const frames = [frame(0, 1), frame(5, 2), frame(300, 3)];
    expect(collect(new ReceiveBuffer(), [Buffer.concat(frames)])).toEqual(frames);
  });

  it('reassembles frames from any chunking, including split size prefixes (seeded random cuts)', () => {
    const random = seededRandom(42);
    for (let round = 0; round < 200; round++) {
      const frames = Array.from({ length: 1 + Math.floor(random() * 6) }, (_, index) => frame(Math.floor(random() * 9000), index + 1));
      const stream = Buffer.concat(frames);
      const chunks: Buffer[] = [];
      for (let offset = 0; offset < stream.length;) {
        const size = 1 + Math.floor(random() * (random() < 0.5 ? 8 : 5000));
        chunks.push(stream.subarray(offset, offset + size));
        offset += size;
      }
      const buffer = new ReceiveBuffer();
      expect(collect(buffer, chunks)).toEqual(frames);
      expect(buffer.buffered).toBe(0);
    }
  });

  it('copies a frame completed from carried-over bytes, so reusing the buffer cannot corrupt it', () => {
    const buffer = new ReceiveBuffer();
    const held: Buffer[] = [];
    const first = frame(10, 7);
    const second = frame(10, 9);
    buffer.push(first.subarray(0, 6), (received) => held.push(received));
    buffer.push(Buffer.concat([first.subarray(6), second.subarray(0, 8)]), (received) => held.push(received));
    buffer.push(second.subarray(8), (received) => held.push(received));
    expect(held).toEqual([first, second]);
  });

  it('rejects a negative or oversized size prefix', () => {
    expect(() => collect(new ReceiveBuffer(1024), [frame(2048, 0)])).toThrow(InvalidResponseSizeError);
    const negative = Buffer.alloc(4);
    negative.writeInt32BE(-5, 0);
    expect(() => collect(new ReceiveBuffer(), [negative])).toThrow(InvalidResponseSizeError);
    // Split prefix path: the check also runs once the carried prefix completes.
    const buffer = new ReceiveBuffer(1024);
    const big = frame(4096, 0);
    buffer.push(big.subarray(0, 2), () => undefined);
    expect(() => { buffer.push(big.subarray(2, 6), () => undefined); }).toThrow(InvalidResponseSizeError);
  });
});
