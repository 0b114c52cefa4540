/**
 * Every codec the producer offers is accepted by Kafka and read back by Kafka's own consumer: the broker
 * decompresses each batch to validate it, so a frame it cannot read is refused (an LZ4 frame with linked blocks
 * is answered UNKNOWN_SERVER_ERROR), and the Java consumer decompresses what was stored. Batches of many small
 * records and one record larger than LZ4's 64 KiB block, so that frames of several blocks are written.
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
    const values = [...Array.from({ length: 300 }, (_, index) => valueOf(index, 100)), valueOf(300, 200_000), valueOf(301, 100)];
    // One array: the small records share batches; the large one is a batch of its own (over batchSize).
    await producer.send(values.map((value) => ({ topic: orders, partition: 0, value })));
    const [read] = c.reader.query([{ kind: 'read_uncommitted', topic: orders, partition: 0 }]);
    expect(typeof read === 'object' ? read.values : read).toEqual(values);
  });
});
