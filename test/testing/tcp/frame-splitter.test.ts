import { describe, expect, it } from 'vitest';
import { FrameSplitter, InvalidFrameSizeError } from '../../../src/testing/tcp/frame-splitter.js';

function frameOf(payload: number[]): Buffer {
  const frame = Buffer.alloc(4 + payload.length);
  frame.writeInt32BE(payload.length, 0);
  Buffer.from(payload).copy(frame, 4);
  return frame;
}

function split(stream: Buffer, cuts: readonly number[], splitter = new FrameSplitter()): Buffer[] {
  const frames: Buffer[] = [];
  let start = 0;
  for (const cut of [...cuts, stream.length]) {
    splitter.push(stream.subarray(start, cut), (frame) => frames.push(frame));
    start = cut;
  }
  return frames;
}

describe('FrameSplitter', () => {
  const frames = [frameOf([1, 2, 3]), frameOf([]), frameOf([9, 8, 7, 6, 5, 4, 3, 2, 1]), frameOf([42])];
  const stream = Buffer.concat(frames);

  it('hands out every frame of a chunk holding many frames, in order', () => {
    expect(split(stream, [])).toEqual(frames);
  });

  it('reassembles frames cut at every possible position, including inside size prefixes', () => {
    for (let cut = 1; cut < stream.length; cut++) expect(split(stream, [cut])).toEqual(frames);
  });

  it('reassembles a stream delivered one byte at a time', () => {
    const cuts = Array.from({ length: stream.length - 1 }, (_, index) => index + 1);
    const splitter = new FrameSplitter();
    expect(split(stream, cuts, splitter)).toEqual(frames);
    expect(splitter.buffered).toBe(0);
  });

  it('copies each frame out of the chunk, so a frame never pins its neighbours', () => {
    const [first] = split(stream, []);
    expect(first!.buffer).not.toBe(stream.buffer);
    expect(first!.byteOffset).toBe(0);
    expect(first!.buffer.byteLength).toBe(7);
  });

  it('reports the bytes held for an incomplete frame', () => {
    const splitter = new FrameSplitter();
    splitter.push(stream.subarray(0, 2), () => undefined);
    expect(splitter.buffered).toBe(2);
    splitter.push(stream.subarray(2, 5), () => undefined);
    expect(splitter.buffered).toBe(5);
  });

  it('rejects a size above the cap as soon as the prefix is complete, before buffering the payload', () => {
    const splitter = new FrameSplitter(8);
    const prefix = Buffer.alloc(4);
    prefix.writeInt32BE(9, 0);
    expect(() => { splitter.push(prefix, () => undefined); }).toThrow(InvalidFrameSizeError);
    expect(split(frameOf([1, 2, 3, 4, 5, 6, 7, 8]), [], new FrameSplitter(8))).toHaveLength(1);
  });

  it('rejects a negative size', () => {
    const prefix = Buffer.from([0xff, 0xff, 0xff, 0xfe]);
    let caught: unknown;
    try {
      new FrameSplitter().push(prefix, () => undefined);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(InvalidFrameSizeError);
    expect((caught as InvalidFrameSizeError).size).toBe(-2);
    expect((caught as InvalidFrameSizeError).code).toBe('ERR_BROKER_INVALID_FRAME_SIZE');
  });
});
