/**
 * The LZ4 frame and block formats' constants (lz4 `doc/lz4_Frame_format.md`, `doc/lz4_Block_format.md`), shared by
 * the codec that writes Kafka's frames, the decoder that reads any frame, and the in-memory cluster's check of what
 * Kafka's `Lz4BlockInputStream` accepts.
 */

/**
 * The frame magic number, little-endian at the start of a frame.
 * @internal
 */
export const LZ4_FRAME_MAGIC = 0x184d2204;

/**
 * FLG bit 5: the frame's blocks are independent (the only kind Kafka reads).
 * @internal
 */
export const LZ4_BLOCK_INDEPENDENCE = 0x20;

/**
 * A block's length word with this bit set: the block is stored uncompressed.
 * @internal
 */
export const LZ4_UNCOMPRESSED_BLOCK = 0x80000000;

/**
 * The shortest match; a sequence's match length field counts from it (MINMATCH).
 * @internal
 */
export const LZ4_MIN_MATCH = 4;

/**
 * The last match starts at least this many bytes before the end of the block (MFLIMIT).
 * @internal
 */
export const LZ4_MATCH_START_LIMIT = 12;

/**
 * The last bytes of a block are literals (LASTLITERALS).
 * @internal
 */
export const LZ4_LAST_LITERALS = 5;
