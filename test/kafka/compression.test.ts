/**
 * Every codec the producer offers is accepted by Kafka and read back by Kafka's own consumer: the broker
 * decompresses each batch to validate it, so a frame it cannot read is refused (an LZ4 frame with linked blocks
 * is answered UNKNOWN_SERVER_ERROR, and so is a block whose last match starts within its last 12 bytes), and the Java
 * consumer decompresses what was stored. Batches of distinct records, of thousands of identical ones (data that
 * repeats up to a block's end, as a hot loop's batch does) and one record larger than LZ4's 64 KiB block.
 */
import { expect, it } from 'vitest';
import { describeRealKafka } from './real-kafka-env.js';
import { realKafkaContexts } from './real-kafka-context.js';

const CODECS = ['gzip', 'snappy', 'lz4', 'zstd'] as const;

/** Text that compresses, different in every record. */
const valueOf = (index: number, length: number): string => `${index}:`.padEnd(length, `record ${index} of a compressed batch; `);

describeRealKafka('compression', (env) => {
  const start = realKafkaContexts(env);

  it.each(CODECS)('%s batches are accepted and Kafka\'s consumer reads every record once, in order', async (compression) => {
    const c = await start();
    const { orders } = c.topics;
    const { producer } = c.producer({ compression, lingerMs: 20 });
    const same = valueOf(-1, 100);
    const values = [...Array.from({ length: 300 }, (_, index) => valueOf(index, 100)), ...Array.from({ length: 3_000 }, () => same), valueOf(300, 200_000), valueOf(301, 100)];
    // One array: the small records share batches (grown under the backlog); the large one is a batch of its own.
    await producer.send(values.map((value) => ({ topic: orders, partition: 0, value })));
    const [read] = c.reader.query([{ kind: 'read_uncommitted', topic: orders, partition: 0 }]);
    expect(typeof read === 'object' ? read.values : read).toEqual(values);
  });
});
