/**
 * Splits a TCP byte stream into Kafka request frames (int32 size prefix + payload), as Kafka's
 * `NetworkReceive` does on the broker side: a chunk may hold part of a frame, exactly one, or many.
 *
 * Each frame is handed out as its own exact-size buffer (size prefix included, the shape
 * `framing.decodeRequest` takes). Copying once per request is deliberate: decoded Produce records are
 * views into the frame and the partition log keeps them as written, so a frame must not pin the
 * socket's 64 KiB read chunk (or a neighbour's bytes) for as long as the log retains the batch. A large
 * frame arriving in many chunks is copied into one buffer allocated when its size is known, never
 * re-concatenated per chunk.
 *
 * The size cap mirrors Kafka's `socket.request.max.bytes` (default 100 MiB): a larger or negative size
 * is a protocol violation and the connection must close (`InvalidReceiveException`).
 */
import { KafkaClientError } from '../../errors/kafka-client-error.js';

/**
 * Kafka's default `socket.request.max.bytes`: 100 MiB.
 * @internal
 */
export const DEFAULT_MAX_FRAME_BYTES = 100 * 1024 * 1024;

/**
 * A frame's size prefix is negative or above the cap; the connection must be closed.
 * @public
 */
export class InvalidFrameSizeError extends KafkaClientError {
  /** The size read from the prefix. */
  readonly size: number;
  /** The cap in force. */
  readonly maxFrameBytes: number;

  constructor(size: number, maxFrameBytes: number) {
    super('ERR_BROKER_INVALID_FRAME_SIZE', `request frame size ${size} is outside [0, ${maxFrameBytes}]`);
    this.size = size;
    this.maxFrameBytes = maxFrameBytes;
  }
}

/**
 * Incremental frame splitter for one connection.
 * @internal
 */
export class FrameSplitter {
  private readonly maxFrameBytes: number;
  /** Bytes of a size prefix split across chunks. */
  private readonly prefix = Buffer.alloc(4);
  private prefixFilled = 0;
  /** The frame being filled (prefix included), once its size is known. */
  private frame: Buffer | null = null;
  private frameFilled = 0;

  constructor(maxFrameBytes = DEFAULT_MAX_FRAME_BYTES) {
    this.maxFrameBytes = maxFrameBytes;
  }

  /** Bytes held for an incomplete frame (0 between frames). */
  get buffered(): number {
    return this.frame === null ? this.prefixFilled : this.frameFilled;
  }

  /**
   * Consumes one chunk, calling `onFrame` for every frame it completes, in stream order.
   * Throws {@link InvalidFrameSizeError} on a bad size prefix; the splitter is unusable afterwards.
   */
  push(chunk: Buffer, onFrame: (frame: Buffer) => void): void {
    let position = 0;
    while (position < chunk.length) {
      if (this.frame === null) {
        const take = Math.min(4 - this.prefixFilled, chunk.length - position);
        chunk.copy(this.prefix, this.prefixFilled, position, position + take);
        this.prefixFilled += take;
        position += take;
        if (this.prefixFilled < 4) return;
        const size = this.prefix.readInt32BE(0);
        if (size < 0 || size > this.maxFrameBytes) throw new InvalidFrameSizeError(size, this.maxFrameBytes);
        // Not from the shared pool: a retained small frame must not pin an 8 KiB pool slab either.
        this.frame = Buffer.allocUnsafeSlow(size + 4);
        this.prefix.copy(this.frame, 0);
        this.frameFilled = 4;
        this.prefixFilled = 0;
      }
      const take = Math.min(this.frame.length - this.frameFilled, chunk.length - position);
      chunk.copy(this.frame, this.frameFilled, position, position + take);
      this.frameFilled += take;
      position += take;
      if (this.frameFilled === this.frame.length) {
        const complete = this.frame;
        this.frame = null;
        this.frameFilled = 0;
        onFrame(complete);
      }
    }
  }
}
