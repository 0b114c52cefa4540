/**
 * Splits the byte stream of one broker connection into response frames (int32 size prefix +
 * payload), as Kafka's `NetworkReceive` does: a socket chunk may hold part of a frame, exactly one,
 * or many.
 *
 * Allocation policy (the receive path is hot for Produce acks):
 * - Frames that lie wholly inside one chunk while nothing is carried over are handed out as views
 *   of that chunk: no copy. Node allocates a fresh buffer per socket read, so nothing overwrites it.
 * - Only the unfinished tail of a chunk is carried over, into one reusable buffer. As soon as a
 *   frame's size prefix is known the buffer grows (by doubling) to hold the whole frame, so a large
 *   response arriving in many chunks is copied once per chunk into place, never re-concatenated.
 * - A frame completed in the carry-over buffer is copied out into its own exact-size buffer, because
 *   decoded bodies keep views into the frame (records, auth bytes) and the carry-over buffer is reused.
 *
 * The size cap mirrors the Java client's defence against a garbage size prefix (a TLS alert read as
 * plaintext, a wrong port): a huge or negative size is a protocol violation, and the connection closes.
 */
import { KafkaClientError } from '../../errors/kafka-client-error.js';

/**
 * Default cap of one response frame: 100 MiB, Kafka's `socket.request.max.bytes` default and well
 * above `fetch.max.bytes` (50 MiB).
 * @internal
 */
export const DEFAULT_MAX_RESPONSE_BYTES = 100 * 1024 * 1024;

const INITIAL_CARRY_CAPACITY = 4096;

/**
 * A response frame's size prefix is negative or above the cap: the stream cannot be trusted.
 * @public
 */
export class InvalidResponseSizeError extends KafkaClientError {
  readonly size: number;

  constructor(size: number, maxBytes: number) {
    super('ERR_NETWORK_INVALID_RESPONSE_SIZE', `response frame size ${size} is outside [0, ${maxBytes}] (is this a Kafka listener, and is TLS configured to match?)`);
    this.size = size;
  }
}

/**
 * Incremental frame splitter for one connection (client side).
 * @internal
 */
export class ReceiveBuffer {
  private readonly maxFrameBytes: number;
  /** Carry-over bytes are `[0, filled)`; empty between frames most of the time. */
  private carry: Buffer = Buffer.alloc(0);
  private filled = 0;

  constructor(maxFrameBytes = DEFAULT_MAX_RESPONSE_BYTES) {
    this.maxFrameBytes = maxFrameBytes;
  }

  /** Bytes held for an incomplete frame. */
  get buffered(): number {
    return this.filled;
  }

  /**
   * Consumes one socket chunk and calls `onFrame` with every frame it completes, in order, each with
   * its size prefix (the shape `decodeResponse` takes). Throws {@link InvalidResponseSizeError}.
   */
  push(chunk: Buffer, onFrame: (frame: Buffer) => void): void {
    let offset = 0;
    if (this.filled > 0) {
      offset = this.fillCarry(chunk);
      const needed = this.frameLengthInCarry();
      if (needed === 0 || this.filled < needed) return; // everything went into the carry buffer
      const frame = Buffer.allocUnsafe(needed);
      this.carry.copy(frame, 0, 0, needed);
      this.filled = 0;
      onFrame(frame);
    }
    // Fast path: whole frames straight out of the chunk, as views.
    while (chunk.length - offset >= 4) {
      const size = chunk.readInt32BE(offset);
      this.checkSize(size);
      if (chunk.length - offset - 4 < size) break;
      const end = offset + 4 + size;
      onFrame(chunk.subarray(offset, end));
      offset = end;
    }
    if (offset < chunk.length) this.startCarry(chunk, offset);
  }

  /** Drops any partial frame (the connection closed). */
  clear(): void {
    this.filled = 0;
    this.carry = Buffer.alloc(0);
  }

  /** Starts carrying the unfinished tail of `chunk` from `offset`. */
  private startCarry(chunk: Buffer, offset: number): void {
    const length = chunk.length - offset;
    const frameLength = length >= 4 ? chunk.readInt32BE(offset) + 4 : INITIAL_CARRY_CAPACITY;
    this.ensureCapacity(Math.max(length, frameLength));
    chunk.copy(this.carry, 0, offset);
    this.filled = length;
  }

  /**
   * Appends from `chunk` to the carry buffer, at most up to the end of the frame being assembled, and
   * returns how many bytes of `chunk` were used.
   */
  private fillCarry(chunk: Buffer): number {
    let used = 0;
    if (this.filled < 4) {
      // Complete the size prefix first, so that the buffer can be sized for the whole frame.
      const prefixBytes = Math.min(4 - this.filled, chunk.length);
      this.ensureCapacity(4);
      chunk.copy(this.carry, this.filled, 0, prefixBytes);
      this.filled += prefixBytes;
      used = prefixBytes;
      if (this.filled < 4) return used;
    }
    const needed = this.frameLengthInCarry();
    this.ensureCapacity(needed);
    const take = Math.min(needed - this.filled, chunk.length - used);
    chunk.copy(this.carry, this.filled, used, used + take);
    this.filled += take;
    return used + take;
  }

  /** Total length (prefix included) of the frame in the carry buffer; 0 if the prefix is incomplete. */
  private frameLengthInCarry(): number {
    if (this.filled < 4) return 0;
    const size = this.carry.readInt32BE(0);
    this.checkSize(size);
    return size + 4;
  }

  private checkSize(size: number): void {
    if (size < 0 || size > this.maxFrameBytes) throw new InvalidResponseSizeError(size, this.maxFrameBytes);
  }

  private ensureCapacity(capacity: number): void {
    if (this.carry.length >= capacity) return;
    let next = Math.max(INITIAL_CARRY_CAPACITY, this.carry.length * 2);
    while (next < capacity) next *= 2;
    const grown = Buffer.allocUnsafe(next);
    this.carry.copy(grown, 0, 0, this.filled);
    this.carry = grown;
  }
}
