"""The crash tests' independent reader: librdkafka (Debian's python3-confluent-kafka), not kafka-eos.

usage: librdkafka_crash_reader.py <bootstrap> <group> <input topic> <output topic> <partitions>

1. Waits (up to 60 s) until no transaction is open on the output partitions: the last stable offset (ListOffsets
   read_committed) equals the high watermark (read_uncommitted), so a transaction a killed worker left open has
   been aborted by its timeout and read_committed reads everything there is.
2. Reads every partition of both topics from offset 0 to partition EOF with isolation.level=read_committed.
3. Reads the group's committed offsets of the input partitions (OffsetFetch; librdkafka asks with require_stable
   when isolation.level is read_committed, KIP-447).
Prints one JSON line: {"librdkafka": version, "stable": bool, "input": [[partition, offset, value], ...],
"output": [...], "committed": {partition: offset or -1}, "highWatermarks": {"input": [...], "output": [...]}}.
"""
import json
import sys
import time

from confluent_kafka import Consumer, KafkaError, TopicPartition


def consumer(bootstrap, group, isolation):
    return Consumer({
        'bootstrap.servers': bootstrap,
        'group.id': group,
        'enable.auto.commit': False,
        'enable.partition.eof': True,
        'isolation.level': isolation,
    })


def ends(client, topic, partitions):
    return [client.get_watermark_offsets(TopicPartition(topic, p), timeout=10)[1] for p in range(partitions)]


def read_all(client, topic, partitions):
    client.assign([TopicPartition(topic, p, 0) for p in range(partitions)])
    records = []
    at_eof = set()
    deadline = time.time() + 60
    while len(at_eof) < partitions:
        if time.time() > deadline:
            raise RuntimeError(f'{topic}: no partition EOF on {sorted(set(range(partitions)) - at_eof)} within 60 s')
        message = client.poll(0.5)
        if message is None:
            continue
        if message.error():
            if message.error().code() == KafkaError._PARTITION_EOF:
                at_eof.add(message.partition())
                continue
            raise RuntimeError(str(message.error()))
        records.append([message.partition(), message.offset(), message.value().decode('utf-8')])
    client.unassign()
    return records


def main():
    bootstrap, group, input_topic, output_topic, partitions = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4], int(sys.argv[5])
    committed_reader = consumer(bootstrap, 'kafka-eos-crash-reader', 'read_committed')
    uncommitted_reader = consumer(bootstrap, 'kafka-eos-crash-reader', 'read_uncommitted')
    offsets_reader = consumer(bootstrap, group, 'read_committed')
    try:
        stable = False
        deadline = time.time() + 60
        while time.time() < deadline:
            if ends(committed_reader, output_topic, partitions) == ends(uncommitted_reader, output_topic, partitions):
                stable = True
                break
            time.sleep(0.5)
        high = {'input': ends(uncommitted_reader, input_topic, partitions), 'output': ends(uncommitted_reader, output_topic, partitions)}
        report = {
            'librdkafka': __import__('confluent_kafka').libversion()[0],
            'stable': stable,
            'input': read_all(committed_reader, input_topic, partitions),
            'output': read_all(committed_reader, output_topic, partitions),
            'committed': {str(tp.partition): tp.offset for tp in offsets_reader.committed([TopicPartition(input_topic, p) for p in range(partitions)], timeout=30)},
            'highWatermarks': high,
        }
    finally:
        committed_reader.close()
        uncommitted_reader.close()
        offsets_reader.close()
    print(json.dumps(report))


if __name__ == '__main__':
    main()
