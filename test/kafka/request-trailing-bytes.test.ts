/**
 * The referee for the TCP face's "bytes after a complete request body" rule (docs/in-memory-cluster.md, Closing
 * rules): real Kafka answers librdkafka's all-topics Metadata v13 frame as captured (3 bytes after the body), and
 * a frame with 100 more bytes after the body, on the same connection, which stays open. Kafka's
 * `RequestContext.parseRequest` parses the body and never checks that the buffer was used up.
 */
import { expect, it } from 'vitest';
import { ApiKey } from '../../src/protocol/messages/index.generated.js';
import type { MetadataResponse } from '../../src/protocol/messages/metadata.generated.js';
import { LIBRDKAFKA_METADATA_V13_ALL_TOPICS, LIBRDKAFKA_METADATA_V13_ALL_TOPICS_100_MORE_BYTES } from '../protocol/fixtures/librdkafka-frames.js';
import { RawKafkaClient } from '../testing/tcp/raw-kafka-client.js';
import { describeRealKafka } from './real-kafka-env.js';

describeRealKafka('bytes after a complete request body', (env) => {
  it("answers librdkafka's padded Metadata v13 and a frame with 100 more bytes after the body, keeping the connection", async () => {
    const [host, port] = env.bootstrapServers.split(',')[0]!.split(':');
    const connection = await RawKafkaClient.connect(Number(port), host);
    try {
      connection.expect(3, ApiKey.Metadata, 13);
      connection.write(LIBRDKAFKA_METADATA_V13_ALL_TOPICS);
      await connection.waitForResponses(1);
      connection.expect(4, ApiKey.Metadata, 13);
      connection.write(LIBRDKAFKA_METADATA_V13_ALL_TOPICS_100_MORE_BYTES);
      await connection.waitForResponses(2);
      for (const response of connection.responses) {
        const metadata = response.body as MetadataResponse;
        expect(metadata.brokers.length).toBeGreaterThan(0);
        expect(metadata.topics.every((topic) => topic.errorCode === 0)).toBe(true);
      }
      expect(connection.responses.map((response) => response.correlationId)).toEqual([3, 4]);
      expect(connection.hasClosed).toBe(false);
    } finally {
      await connection.close();
    }
  });
});
