/*
 * The Java client's exactly-once pipeline, the reference peer of the bench's f rows on real Kafka: Kafka's documented
 * KIP-447 loop on kafka-clients, as an application writes it. A read_committed group consumer polls at most
 * `recordsPerTransaction` records; each poll becomes one transaction that produces every input record once to the
 * output topic (same partition, same key and value) and commits the consumed positions with the consumer's group
 * metadata. Runs until `records` input records went through, then prints one `BENCH_RESULT {...}` line in the shape
 * of bench/lib/bench-spec.ts' ChildResult.
 *
 * Timing matches bench/clients/consume-harness.ts: the clock starts when the first transaction commits and that
 * transaction is not counted (group join and the first fetch are not what the row compares). CPU is the JVM's
 * process CPU time over the same window; peak RSS is VmHWM.
 *
 * Run by the bench runner in Java's source-file mode:
 *   java -cp <kafka jars> bench/java/ExactlyOncePipeline.java <bootstrap> <input> <output> <group> <txn-id> <records> <per-txn> <timeout-ms>
 */
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.ConsumerRecords;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.consumer.OffsetAndMetadata;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;

public final class ExactlyOncePipeline {
    private ExactlyOncePipeline() {
    }

    private static long processCpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
    }

    private static long peakRssKb() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("VmHWM:")) return Long.parseLong(line.replaceAll("[^0-9]", ""));
            }
        } catch (Exception ignored) {
            // Not Linux: no figure.
        }
        return 0;
    }

    public static void main(String[] args) throws Exception {
        String bootstrap = args[0];
        String input = args[1];
        String output = args[2];
        String group = args[3];
        String transactionalId = args[4];
        long expected = Long.parseLong(args[5]);
        int perTransaction = Integer.parseInt(args[6]);
        long deadline = System.nanoTime() + Long.parseLong(args[7]) * 1_000_000L;

        Properties consumerProps = new Properties();
        consumerProps.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        consumerProps.put(ConsumerConfig.GROUP_ID_CONFIG, group);
        consumerProps.put(ConsumerConfig.ISOLATION_LEVEL_CONFIG, "read_committed");
        consumerProps.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");
        consumerProps.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
        consumerProps.put(ConsumerConfig.MAX_POLL_RECORDS_CONFIG, String.valueOf(perTransaction));
        consumerProps.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, ByteArrayDeserializer.class.getName());
        consumerProps.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, ByteArrayDeserializer.class.getName());
        Properties producerProps = new Properties();
        producerProps.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        producerProps.put(ProducerConfig.TRANSACTIONAL_ID_CONFIG, transactionalId);
        producerProps.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, ByteArraySerializer.class.getName());
        producerProps.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, ByteArraySerializer.class.getName());

        long consumed = 0;
        long timedRecords = 0;
        long timedBytes = 0;
        long timedTransactions = 0;
        long started = 0;
        long cpuBefore = 0;
        long ended = 0;
        long cpuAfter = 0;
        String error = null;
        try (KafkaConsumer<byte[], byte[]> consumer = new KafkaConsumer<>(consumerProps);
             KafkaProducer<byte[], byte[]> producer = new KafkaProducer<>(producerProps)) {
            consumer.subscribe(List.of(input));
            producer.initTransactions();
            while (consumed < expected) {
                if (System.nanoTime() > deadline) {
                    error = "timed out";
                    break;
                }
                ConsumerRecords<byte[], byte[]> records = consumer.poll(Duration.ofMillis(1_000));
                if (records.isEmpty()) continue;
                producer.beginTransaction();
                long bytes = 0;
                Map<TopicPartition, OffsetAndMetadata> offsets = new HashMap<>();
                for (ConsumerRecord<byte[], byte[]> record : records) {
                    producer.send(new ProducerRecord<>(output, record.partition(), record.key(), record.value()));
                    bytes += record.value() == null ? 0 : record.value().length;
                    offsets.put(new TopicPartition(record.topic(), record.partition()), new OffsetAndMetadata(record.offset() + 1));
                }
                producer.sendOffsetsToTransaction(offsets, consumer.groupMetadata());
                producer.commitTransaction();
                int count = records.count();
                consumed += count;
                if (started == 0) {
                    started = System.nanoTime();
                    cpuBefore = processCpuNanos();
                } else {
                    timedRecords += count;
                    timedBytes += bytes;
                    timedTransactions++;
                }
            }
            ended = System.nanoTime();
            cpuAfter = processCpuNanos();
        } catch (Exception exception) {
            error = exception.getClass().getSimpleName() + ": " + exception.getMessage();
        }
        if (error == null && consumed != expected) error = "consumed " + consumed + " records, expected " + expected;
        boolean ok = error == null;
        if (ended == 0) {
            ended = System.nanoTime();
            cpuAfter = processCpuNanos();
        }
        StringBuilder json = new StringBuilder("{\"ok\":").append(ok);
        if (!ok) json.append(",\"error\":\"").append(error.replace("\\", "\\\\").replace("\"", "'")).append('"');
        json.append(",\"recordsTimed\":").append(timedRecords)
            .append(",\"recordsProduced\":").append(timedRecords)
            .append(",\"valueBytesTimed\":").append(timedBytes)
            .append(",\"transactions\":").append(timedTransactions)
            .append(",\"elapsedMs\":").append(started == 0 ? 0 : (ended - started) / 1e6)
            .append(",\"cpuMs\":").append(started == 0 ? 0 : (cpuAfter - cpuBefore) / 1e6)
            .append(",\"peakRssKb\":").append(peakRssKb())
            .append(",\"recordsConsumed\":").append(consumed)
            .append(",\"recordsOut\":").append(timedRecords)
            .append('}');
        System.out.println("BENCH_RESULT " + json);
        System.exit(ok ? 0 : 1);
    }
}
