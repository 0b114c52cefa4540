/**
 * What a compressed row left on the broker: the codecs of the first batches stored in each partition, read back
 * from its leader by Fetch from offset 0 (only the batch headers are read, nothing is decompressed). End
 * offsets count records whatever the codec, so this is what shows that a client compressed as the row says rather
 * than silently sending plain batches. The same Fetch serves the librdkafka mock and real Kafka.
 */
import { createFetchRequest } from '../../src/protocol/messages/fetch.generated.js';
import { createMetadataRequest } from '../../src/protocol/messages/metadata.generated.js';
import { ZERO_UUID } from '../../src/protocol/primitives/uuid.js';
import { compressionName, type CompressionName } from '../../src/protocol/record-batch/compression/compression-type.js';
import { compressionOf, decodeRecordBatchHeader, LOG_OVERHEAD, RecordBatchField } from '../../src/protocol/record-batch/record-batch-header.js';
import { rawRequest, type RawRequestTarget } from '../../test/librdkafka-mock/raw-request.js';
import type { BenchCompression } from './bench-spec.js';

/** Bytes of partition 0 read back per Fetch. */
const FETCH_BYTES = 1024 * 1024;

/** Multi-record batches per partition whose codec is checked: a few show whether a client compresses. */
const MULTI_RECORD_BATCHES = 5;

/** Bound on the Fetch requests per partition (the mock answers one batch each). */
const MAX_FETCHES = 50;

function target(address: string): RawRequestTarget {
  const colon = address.lastIndexOf(':');
  return { host: address.slice(0, colon), port: Number(address.slice(colon + 1)) };
}

/**
 * The leader of each of `topic`'s partitions on real Kafka, from a Metadata request to the first bootstrap server
 * (the mock's leaders are fixed by bench-cluster.ts's layout, and it closes the connection on this Metadata version).
 * @internal
 */
export async function partitionLeaders(bootstrapServers: string, topic: string): Promise<Map<number, RawRequestTarget>> {
  const first = bootstrapServers.split(',')[0];
  if (first === undefined) throw new Error('no bootstrap server');
  // Metadata v8: topics by name (v10+ adds topic ids).
  const metadata = await rawRequest(target(first), 'Metadata', 8, createMetadataRequest({ topics: [{ topicId: ZERO_UUID, name: topic }], allowAutoTopicCreation: false }));
  const leaders = new Map<number, RawRequestTarget>();
  for (const partition of metadata.topics[0]?.partitions ?? []) {
    const leader = metadata.brokers.find((broker) => broker.nodeId === partition.leaderId);
    if (leader === undefined) throw new Error(`no leader for ${topic}-${partition.partitionIndex} in the metadata`);
    leaders.set(partition.partitionIndex, leader);
  }
  return leaders;
}

/**
 * The codecs of the first {@link MULTI_RECORD_BATCHES} batches of more than one record in each of `topic`'s
 * partitions, fetched from their `leaders` (single-record batches are left out: librdkafka sends a batch
 * uncompressed when compressing does not make it smaller). Every partition: librdkafka's sticky partitioner may
 * leave some with only a record or two in a short run.
 * @internal
 */
export async function storedCodecs(leaders: ReadonlyMap<number, RawRequestTarget>, topic: string): Promise<Set<CompressionName>> {
  const codecs = new Set<CompressionName>();
  for (const [partition, leader] of leaders) {
    let seen = 0;
    let fetchOffset = 0n;
    // The mock answers one batch per Fetch; Kafka fills the byte limit.
    for (let fetches = 0; fetches < MAX_FETCHES && seen < MULTI_RECORD_BATCHES; fetches++) {
      // Fetch v11 is the mock's highest version and still names topics (v13+ uses ids).
      const response = await rawRequest(leader, 'Fetch', 11, createFetchRequest({
        replicaId: -1, maxWaitMs: 0, minBytes: 0, maxBytes: FETCH_BYTES, isolationLevel: 0,
        topics: [{ topic, topicId: ZERO_UUID, partitions: [{ partition, currentLeaderEpoch: -1, fetchOffset, lastFetchedEpoch: -1, logStartOffset: -1n, partitionMaxBytes: FETCH_BYTES, replicaDirectoryId: ZERO_UUID, highWatermark: -1n }] }],
      }));
      const data = response.responses[0]?.partitions[0];
      if (data === undefined || data.errorCode !== 0) throw new Error(`fetch ${topic}-${partition}: error ${data?.errorCode ?? 'no partition'}`);
      const records = data.records ?? Buffer.alloc(0);
      let offset = 0;
      // The last batch of a response may be cut short by the byte limit: stop at the first incomplete one.
      while (offset + LOG_OVERHEAD <= records.length) {
        const batchEnd = offset + LOG_OVERHEAD + records.readInt32BE(offset + RecordBatchField.batchLength);
        if (batchEnd > records.length) break;
        const header = decodeRecordBatchHeader(records, offset);
        if (header.recordCount > 1) {
          codecs.add(compressionName(compressionOf(header.attributes)));
          seen++;
        }
        fetchOffset = header.baseOffset + BigInt(header.lastOffsetDelta) + 1n;
        offset = batchEnd;
      }
      if (offset === 0 || fetchOffset >= data.highWatermark) break;
    }
  }
  return codecs;
}

/**
 * Undefined when `compression` is `none` or the first multi-record batches of `topic`'s partitions all carry it; otherwise what the batches carry.
 * @internal
 */
export async function codecMismatch(compression: BenchCompression, leaders: () => Promise<ReadonlyMap<number, RawRequestTarget>>, topic: string): Promise<string | undefined> {
  if (compression === 'none') return undefined;
  const codecs = await storedCodecs(await leaders(), topic);
  if (codecs.size === 1 && codecs.has(compression)) return undefined;
  return `stored batches carry ${codecs.size === 0 ? 'no multi-record batch' : [...codecs].join(' + ')}, not ${compression}`;
}
