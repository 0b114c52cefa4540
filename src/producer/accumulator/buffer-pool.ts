/**
 * The producer's memory bound (`buffer.memory`, Kafka `BufferPool`).
 *
 * Unlike Java, buffers are not pooled: each batch's builder owns its buffer and the garbage
 * collector reclaims it. What is kept from `BufferPool` is the accounting that bounds memory: a batch
 * reserves its bytes before it is created and releases them when it completes, fails or is
 * aborted, so buffered records never exceed `bufferMemory`. Waiting for space is done by the
 * `RecordAccumulator`, which must keep records of one partition in order while they wait.
 */
import { KafkaClientError } from '../../errors/kafka-client-error.js';

/**
 * No buffer space became free within `maxBlockMs` (Java `BufferExhaustedException`). The record was
 * not sent; retrying later, or raising `bufferMemory` / lowering throughput, helps.
 * @public
 */
export class BufferExhaustedError extends KafkaClientError {
  /** Bytes the record needed. */
  readonly requestedBytes: number;
  /** How long the send waited. */
  readonly maxBlockMs: number;

  /**
   * Builds the error and its message from the arguments.
   * @param requestedBytes - The bytes the record needed.
   * @param maxBlockMs - How long the send waited for memory.
   * @param totalBytes - The producer's `bufferMemory`.
   */
  constructor(requestedBytes: number, maxBlockMs: number, totalBytes: number) {
    super(
      'ERR_BUFFER_EXHAUSTED',
      `failed to allocate ${requestedBytes} bytes of buffer memory within maxBlockMs (${maxBlockMs} ms): `
      + `all ${totalBytes} bytes of bufferMemory hold records not yet acknowledged`,
    );
    this.requestedBytes = requestedBytes;
    this.maxBlockMs = maxBlockMs;
  }
}

/**
 * Byte accounting under a fixed total.
 * @internal
 */
export class BufferPool {
  /** The `bufferMemory` bound. */
  readonly totalBytes: number;
  private used = 0;
  private readonly onRelease: () => void;

  /** @param onRelease - called after every {@link BufferPool.deallocate}, so waiters can retry. */
  constructor(totalBytes: number, onRelease: () => void = () => undefined) {
    this.totalBytes = totalBytes;
    this.onRelease = onRelease;
  }

  /** Bytes not reserved. */
  get availableBytes(): number {
    return this.totalBytes - this.used;
  }

  /** Bytes reserved by live batches. */
  get usedBytes(): number {
    return this.used;
  }

  /** Reserves `bytes` if they are free; never waits. */
  tryAllocate(bytes: number): boolean {
    if (bytes > this.totalBytes - this.used) return false;
    this.used += bytes;
    return true;
  }

  /** Returns `bytes` reserved earlier. */
  deallocate(bytes: number): void {
    this.used -= bytes;
    if (this.used < 0) {
      // A double release would silently lift the memory bound; fail loudly instead.
      this.used += bytes;
      throw new Error(`buffer pool released more than it reserved (${bytes} bytes)`);
    }
    this.onRelease();
  }
}
