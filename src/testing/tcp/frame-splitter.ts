/**
 * Splits a TCP byte stream into Kafka request frames (int32 size prefix + payload), as Kafka's
 * `NetworkReceive` does on the broker side: a chunk may hold part of a frame, exactly one, or many.
 *
 * Each frame is handed out as its own exact-size buffer (size prefix included, the shape
 * `framing.decodeRequest` takes). Copying once per request is deliberate: decoded Produce records are
 * views into the frame and the partition log keeps them as written, so a frame must not pin the
 * socket's 64 KiB read chunk (or a neighbour's bytes) for as long as the log retains the batch. A large
 * frame arriving in many chunks is copied into one buffer that starts at 64 KiB and doubles as bytes
 * arrive (Kafka's `NetworkReceive` allocates the announced size up front; here a peer announcing 100 MiB
 * and sending 10 bytes holds 64 KiB), never re-concatenated per chunk.
 *
 * The size cap mirrors Kafka's `socket.request.max.bytes` (default 100 MiB): a larger or negative size
 * is a protocol violation and the connection must close (`InvalidReceiveException`). The connection
 * lowers the cap to 512 KiB until a SASL client has authenticated (Kafka's
 * `sasl.server.max.receive.size`).
 */
import { KafkaClientError } from '../../errors/kafka-client-error.js';

/**
 * Kafka's default `socket.request.max.bytes`: 100 MiB.
 * @internal
 */
export const DEFAULT_MAX_FRAME_BYTES = 100 * 1024 * 1024;

/**
 * Cap of a request frame on a SASL listener before the connection has authenticated: 512 KiB, Kafka's
 * `sasl.server.max.receive.size` default. ApiVersions, SaslHandshake and SaslAuthenticate are small.
 * @internal
 */
export const MAX_UNAUTHENTICATED_FRAME_BYTES = 512 * 1024;

/**
 * A frame's size prefix is negative or above the cap; the connection must be closed.
 * @public
 */
export class InvalidFrameSizeError extends KafkaClientError {
  /** The size read from the prefix. */
  readonly size: number;
  /** The cap in force. */
  readonly maxFrameBytes: number;

  /**
   * Builds the error and its message from the arguments.
   * @param size - The frame length the peer announced.
   * @param maxFrameBytes - The listener's bound.
   */
  constructor(size: number, maxFrameBytes: number) {
    super('ERR_BROKER_INVALID_FRAME_SIZE', `request frame size ${size} is outside [0, ${maxFrameBytes}]`);
    this.size = size;
    this.maxFrameBytes = maxFrameBytes;
  }
}

/**
 * First allocation for a frame whose size prefix is known: the buffer then doubles as bytes arrive, so a
 * peer that announces a large frame and sends little holds only what it sent (never the announced size).
 */
const INITIAL_FRAME_CAPACITY = 64 * 1024;

/**
 * Incremental frame splitter for one connection.
 * @internal
 */
export class FrameSplitter {
  /** The cap checked against each size prefix; the connection lowers it before authentication. */
  maxFrameBytes: number;
  /** Bytes of a size prefix split across chunks. */
  private readonly prefix = Buffer.alloc(4);
  private prefixFilled = 0;
  /** Total length (prefix included) of the frame being filled, once its size is known; 0 between frames. */
  private frameLength = 0;
  /** The frame's bytes so far, `[0, frameFilled)`; grows towards `frameLength`. */
  private frame: Buffer | null = null;
  private frameFilled = 0;

  constructor(maxFrameBytes = DEFAULT_MAX_FRAME_BYTES) {
    this.maxFrameBytes = maxFrameBytes;
  }

  /** Bytes held for an incomplete frame (0 between frames). */
  get buffered(): number {
    return this.frame === null ? this.prefixFilled : this.frameFilled;
  }

  /** Bytes allocated for the incomplete frame (at most twice what has arrived, and at least 64 KiB). */
  get allocated(): number {
    return this.frame?.length ?? 0;
  }

  /**
   * Consumes one chunk, calling `onFrame` for every frame it completes, in stream order. When `onFrame`
   * returns false the splitter stops right after that frame and returns the unread rest of the chunk (the
   * caller feeds it again later); otherwise it returns null once the whole chunk is consumed.
   * Throws {@link InvalidFrameSizeError} on a bad size prefix; the splitter is unusable afterwards.
   */
  push(chunk: Buffer, onFrame: (frame: Buffer) => unknown): Buffer | null {
    let position = 0;
    while (position < chunk.length) {
      if (this.frame === null) {
        const take = Math.min(4 - this.prefixFilled, chunk.length - position);
        chunk.copy(this.prefix, this.prefixFilled, position, position + take);
        this.prefixFilled += take;
        position += take;
        if (this.prefixFilled < 4) return null;
        const size = this.prefix.readInt32BE(0);
        if (size < 0 || size > this.maxFrameBytes) throw new InvalidFrameSizeError(size, this.maxFrameBytes);
        this.frameLength = size + 4;
        // Not from the shared pool: a retained small frame must not pin an 8 KiB pool slab either.
        this.frame = Buffer.allocUnsafeSlow(Math.min(this.frameLength, INITIAL_FRAME_CAPACITY));
        this.prefix.copy(this.frame, 0);
        this.frameFilled = 4;
        this.prefixFilled = 0;
      }
      const take = Math.min(this.frameLength - this.frameFilled, chunk.length - position);
      this.ensureCapacity(this.frameFilled + take);
      chunk.copy(this.frame, this.frameFilled, position, position + take);
      this.frameFilled += take;
      position += take;
      if (this.frameFilled === this.frameLength) {
        const complete = this.frame;
        this.frame = null;
        this.frameFilled = 0;
        this.frameLength = 0;
        if (onFrame(complete) === false) return position < chunk.length ? chunk.subarray(position) : null;
      }
    }
    return null;
  }

  /** Grows the frame buffer (doubling, capped at the frame's length) so that it holds `needed` bytes. */
  private ensureCapacity(needed: number): void {
    const current = this.frame;
    if (current === null || current.length >= needed) return;
    let next = current.length * 2;
    while (next < needed) next *= 2;
    const grown = Buffer.allocUnsafeSlow(Math.min(next, this.frameLength));
    current.copy(grown, 0, 0, this.frameFilled);
    this.frame = grown;
  }
}
