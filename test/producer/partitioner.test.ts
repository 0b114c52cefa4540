import { describe, expect, it } from 'vitest';
import { DefaultPartitioner, StickyPartitionCache, murmur2, partitionForKey, toPositive } from '../../src/producer/partitioner.js';

/** Deterministic [0, 1) source (mulberry32). */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

// Kafka's own vectors: clients/src/test/java/org/apache/kafka/common/utils/UtilsTest.java, testMurmur2.
const KAFKA_UTILS_TEST_VECTORS: readonly [string, number][] = [
  ['21', -973932308],
  ['foobar', -790332482],
  ['a-little-bit-long-string', -985981536],
  ['a-little-bit-longer-string', -1486304829],
  ['lkjh234lh9fiuh90y23oiuhsafujhadof229phr9h19h89h8', -58897971],
  ['abc', 479470107],
];

// Values computed with Kafka's Utils.murmur2, as published in Akka's Murmur2Spec (Kafka-compatible sharding).
const AKKA_VECTORS: readonly [string, number][] = [
  ['1', -1993445489],
  ['12', 126087238],
  ['123', -267702483],
  ['1234', -1614185708],
  ['12345', -1188365604],
];

/** Java's `Utils.toPositive(h) % n`, written with plain arithmetic (independent of the code under test). */
function javaPartition(hash: number, partitionCount: number): number {
  const positive = hash < 0 ? hash + 2 ** 31 : hash;
  return positive % partitionCount;
}

describe('murmur2', () => {
  it.each([...KAFKA_UTILS_TEST_VECTORS, ...AKKA_VECTORS])('murmur2(%j) = %i as in Kafka', (key, expected) => {
    expect(murmur2(Buffer.from(key, 'utf8'))).toBe(expected);
  });

  it('covers every tail length (0..3 trailing bytes) and the empty key', () => {
    // Lengths 1..5 above cover tails 1, 2, 3, 0 and 1 after a full word; the empty key is seed ^ 0 mixed.
    expect(murmur2(Buffer.alloc(0))).toBe(275646681);
  });

  it('hashes bytes, not strings: non-ASCII keys use their UTF-8 bytes', () => {
    const key = Buffer.from('clé-ü', 'utf8');
    expect(murmur2(key)).toBe(murmur2(Buffer.from([0x63, 0x6c, 0xc3, 0xa9, 0x2d, 0xc3, 0xbc])));
  });
});

describe('partitionForKey (Java BuiltInPartitioner.partitionForKey)', () => {
  it('clears the sign bit instead of taking Math.abs', () => {
    expect(toPositive(-1)).toBe(0x7fffffff);
    expect(toPositive(-(2 ** 31))).toBe(0);
    expect(toPositive(5)).toBe(5);
    // foobar hashes negative: Math.abs would pick 790332482 % 7 = 2, Java picks 1357151166 % 7 = 0.
    expect(partitionForKey(Buffer.from('foobar'), 7)).toBe(0);
    expect(Math.abs(-790332482) % 7).toBe(2);
  });

  it.each([1, 2, 3, 6, 10, 12, 16, 50, 100, 1000])('maps the Kafka vectors as Java does over %i partitions', (partitionCount) => {
    for (const [key, hash] of [...KAFKA_UTILS_TEST_VECTORS, ...AKKA_VECTORS]) {
      expect(partitionForKey(Buffer.from(key), partitionCount)).toBe(javaPartition(hash, partitionCount));
    }
  });

  it('the default partitioner uses it for keyed records, whatever partitions are available', () => {
    const partitioner = new DefaultPartitioner(seededRandom(1));
    const key = Buffer.from('a-little-bit-long-string');
    const expected = javaPartition(-985981536, 12);
    for (let i = 0; i < 5; i++) {
      expect(partitioner.partition({ topic: 't', key, value: null, partitionCount: 12 }, [0])).toBe(expected);
    }
  });
});

describe('sticky partitioning for keyless records (KIP-480)', () => {
  const args = (topic: string, partitionCount: number) => ({ topic, key: null, value: Buffer.from('v'), partitionCount });

  it('stays on one partition until a new batch is needed, then moves to a different one', () => {
    const partitioner = new DefaultPartitioner(seededRandom(42));
    const first = partitioner.partition(args('t', 6));
    for (let i = 0; i < 100; i++) expect(partitioner.partition(args('t', 6))).toBe(first);
    const second = partitioner.onNewBatch('t', 6, first);
    expect(second).not.toBe(first);
    expect(partitioner.partition(args('t', 6))).toBe(second);
  });

  it('moves once when several records report the same full partition', () => {
    const cache = new StickyPartitionCache(seededRandom(7));
    const first = cache.partition('t', 5);
    const moved = cache.onNewBatch('t', 5, first);
    // A second report about the old partition must not move the topic again.
    expect(cache.onNewBatch('t', 5, first)).toBe(moved);
    expect(cache.partition('t', 5)).toBe(moved);
  });

  it('keeps a choice per topic', () => {
    const cache = new StickyPartitionCache(seededRandom(3));
    const a = cache.partition('a', 100);
    const b = cache.partition('b', 100);
    cache.onNewBatch('a', 100, a);
    expect(cache.partition('b', 100)).toBe(b);
  });

  it('prefers available partitions and never returns the one it left', () => {
    const cache = new StickyPartitionCache(seededRandom(11));
    let current = cache.partition('t', 10, [2, 5, 7]);
    expect([2, 5, 7]).toContain(current);
    for (let i = 0; i < 200; i++) {
      const next = cache.onNewBatch('t', 10, current, [2, 5, 7]);
      expect([2, 5, 7]).toContain(next);
      expect(next).not.toBe(current);
      current = next;
    }
  });

  it('spreads over every partition across switches', () => {
    const cache = new StickyPartitionCache(seededRandom(5));
    const seen = new Set<number>();
    let current = cache.partition('t', 4);
    for (let i = 0; i < 100; i++) {
      seen.add(current);
      current = cache.onNewBatch('t', 4, current);
    }
    expect([...seen].sort()).toEqual([0, 1, 2, 3]);
  });

  it('handles a single partition, or a single available one', () => {
    const cache = new StickyPartitionCache(seededRandom(5));
    expect(cache.partition('one', 1)).toBe(0);
    expect(cache.onNewBatch('one', 1, 0)).toBe(0);
    expect(cache.onNewBatch('t', 8, 3, [6])).toBe(6);
  });

  it('re-chooses when the partition count shrinks below the sticky choice', () => {
    const cache = new StickyPartitionCache(() => 0.99);
    expect(cache.partition('t', 10)).toBe(9);
    expect(cache.partition('t', 3)).toBe(2);
  });
});
