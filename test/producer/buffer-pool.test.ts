import { describe, expect, it } from 'vitest';
import { BufferPool } from '../../src/producer/accumulator/buffer-pool.js';

describe('BufferPool', () => {
  it('reserves only what is free and notifies on release', () => {
    let releases = 0;
    const pool = new BufferPool(100, () => {
      releases++;
    });
    expect(pool.tryAllocate(60)).toBe(true);
    expect(pool.tryAllocate(41)).toBe(false);
    expect(pool.tryAllocate(40)).toBe(true);
    expect(pool.availableBytes).toBe(0);
    pool.deallocate(60);
    expect(releases).toBe(1);
    expect(pool.usedBytes).toBe(40);
  });

  it('refuses to release more than was reserved, keeping the bound intact', () => {
    const pool = new BufferPool(100);
    expect(pool.tryAllocate(10)).toBe(true);
    expect(() => { pool.deallocate(20); }).toThrow(/released more than it reserved/);
    expect(pool.usedBytes).toBe(10);
  });
});
