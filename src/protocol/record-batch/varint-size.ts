/**
 * Varint sizing and in-place writing for the record hot path. These work on a raw buffer position
 * instead of going through `Writer` so that the builder can size a record, ensure capacity once,
 * and then write every field without a bounds check or call per field.
 */

/**
 * Bytes taken by the unsigned LEB128 form of a 32-bit unsigned value.
 * @internal
 */
export function uvarintSize(value: number): number {
  const v = value >>> 0;
  if (v < 0x80) return 1;
  if (v < 0x4000) return 2;
  if (v < 0x20_0000) return 3;
  if (v < 0x1000_0000) return 4;
  return 5;
}

/**
 * Bytes taken by the zig-zag varint form of a signed 32-bit value.
 * @internal
 */
export function varintSize(value: number): number {
  return uvarintSize((value << 1) ^ (value >> 31));
}

/**
 * Bytes taken by the zig-zag varlong form of a safe integer.
 * @internal
 */
export function varlongSize(value: number): number {
  if (value >= -0x4000_0000 && value < 0x4000_0000) return varintSize(value);
  let zigZag = value >= 0 ? value * 2 : -value * 2 - 1;
  let size = 1;
  while (zigZag >= 0x80) {
    zigZag = Math.floor(zigZag / 0x80);
    size++;
  }
  return size;
}

/**
 * Writes the zig-zag varint of a signed 32-bit value at `position`; returns the next position.
 * The caller has ensured capacity.
 * @internal
 */
export function putVarint(buffer: Buffer, position: number, value: number): number {
  let v = ((value << 1) ^ (value >> 31)) >>> 0;
  let p = position;
  while (v >= 0x80) {
    buffer[p++] = (v & 0x7f) | 0x80;
    v >>>= 7;
  }
  buffer[p++] = v;
  return p;
}

/**
 * Writes the zig-zag varlong of a safe integer at `position`; returns the next position.
 * @internal
 */
export function putVarlong(buffer: Buffer, position: number, value: number): number {
  if (value >= -0x4000_0000 && value < 0x4000_0000) return putVarint(buffer, position, value);
  let v = value >= 0 ? value * 2 : -value * 2 - 1;
  let p = position;
  while (v >= 0x80) {
    buffer[p++] = (v % 0x80) | 0x80;
    v = Math.floor(v / 0x80);
  }
  buffer[p++] = v;
  return p;
}
