/*
 * The independent reader of the real-Kafka suites: Apache Kafka's own Java clients read back
 * what kafka-eos wrote, so the exactly-once claims are not checked by the client under test.
 *
 *   java -cp "$(cat test/kafka/target/classpath.txt)" test/kafka/Verify.java <bootstrap> <query>...
 *
 * Queries (each answered by one JSON line on stdout, in order):
 *   read_committed:<topic>:<partition>     KafkaConsumer, isolation.level=read_committed, from offset 0 up to
 *                                          the end offset (the last stable offset under read_committed)
 *   read_uncommitted:<topic>:<partition>   the same with isolation.level=read_uncommitted (the high watermark)
 *   offset:<group>:<topic>:<partition>     Admin.listConsumerGroupOffsets with requireStable(true) (KIP-447):
 *                                          the committed offset, or -1
 * A read answers {"query":..., "endOffset":N, "records":[{"offset":N,"value":"..."}...]}; an offset query
 * answers {"query":..., "offset":N}. Any failure prints {"query":..., "error":"..."} and exits 1.
 */
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.ListConsumerGroupOffsetsOptions;
import org.apache.kafka.clients.admin.ListConsumerGroupOffsetsSpec;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.consumer.OffsetAndMetadata;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.StringDeserializer;

public class Verify {
  private static final long DEADLINE_MS = 30_000;

  public static void main(String[] args) throws Exception {
    if (args.length < 2) {
      System.err.println("usage: Verify <bootstrap> <read_committed|read_uncommitted>:<topic>:<partition> | offset:<group>:<topic>:<partition> ...");
      System.exit(2);
    }
    String bootstrap = args[0];
    for (int i = 1; i < args.length; i++) {
      String query = args[i];
      try {
        System.out.println(answer(bootstrap, query));
      } catch (Exception e) {
        System.out.println("{\"query\":" + json(query) + ",\"error\":" + json(e.toString()) + "}");
        System.exit(1);
      }
    }
  }

  private static String answer(String bootstrap, String query) throws Exception {
    String[] parts = query.split(":");
    if ((parts[0].equals("read_committed") || parts[0].equals("read_uncommitted")) && parts.length == 3) {
      return read(bootstrap, query, parts[0], parts[1], Integer.parseInt(parts[2]));
    }
    if (parts[0].equals("offset") && parts.length == 4) {
      return offset(bootstrap, query, parts[1], parts[2], Integer.parseInt(parts[3]));
    }
    throw new IllegalArgumentException("unknown query " + query);
  }

  private static String read(String bootstrap, String query, String isolation, String topic, int partition) {
    Properties props = new Properties();
    props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
    props.put(ConsumerConfig.ISOLATION_LEVEL_CONFIG, isolation);
    props.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");
    props.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
    props.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
    TopicPartition tp = new TopicPartition(topic, partition);
    try (KafkaConsumer<String, String> consumer = new KafkaConsumer<>(props)) {
      consumer.assign(List.of(tp));
      consumer.seekToBeginning(List.of(tp));
      // Under read_committed the end offset is the last stable offset (LSO), else the high watermark.
      long end = consumer.endOffsets(List.of(tp), Duration.ofMillis(DEADLINE_MS)).get(tp);
      List<String> records = new ArrayList<>();
      long deadline = System.currentTimeMillis() + DEADLINE_MS;
      while (consumer.position(tp) < end) {
        if (System.currentTimeMillis() > deadline) throw new IllegalStateException("position " + consumer.position(tp) + " never reached end offset " + end);
        for (ConsumerRecord<String, String> record : consumer.poll(Duration.ofMillis(200))) {
          records.add("{\"offset\":" + record.offset() + ",\"value\":" + json(record.value()) + "}");
        }
      }
      return "{\"query\":" + json(query) + ",\"endOffset\":" + end + ",\"records\":[" + String.join(",", records) + "]}";
    }
  }

  private static String offset(String bootstrap, String query, String group, String topic, int partition) throws Exception {
    Properties props = new Properties();
    props.put(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
    try (Admin admin = Admin.create(props)) {
      TopicPartition tp = new TopicPartition(topic, partition);
      ListConsumerGroupOffsetsOptions options = new ListConsumerGroupOffsetsOptions().requireStable(true);
      Map<TopicPartition, OffsetAndMetadata> offsets = admin
          .listConsumerGroupOffsets(Map.of(group, new ListConsumerGroupOffsetsSpec().topicPartitions(List.of(tp))), options)
          .partitionsToOffsetAndMetadata(group)
          .get(DEADLINE_MS, TimeUnit.MILLISECONDS);
      OffsetAndMetadata committed = offsets.get(tp);
      return "{\"query\":" + json(query) + ",\"offset\":" + (committed == null ? -1 : committed.offset()) + "}";
    }
  }

  private static String json(String text) {
    if (text == null) return "null";
    StringBuilder out = new StringBuilder("\"");
    for (char c : text.toCharArray()) {
      switch (c) {
        case '"': out.append("\\\""); break;
        case '\\': out.append("\\\\"); break;
        case '\n': out.append("\\n"); break;
        case '\r': out.append("\\r"); break;
        case '\t': out.append("\\t"); break;
        default:
          if (c < 0x20) out.append(String.format("\\u%04x", (int) c)); else out.append(c);
      }
    }
    return out.append('"').toString();
  }
}
