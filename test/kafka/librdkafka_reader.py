"""A third independent reader for the real-Kafka suites: librdkafka (Debian's python3-confluent-kafka).

usage: librdkafka_reader.py <bootstrap> <topic> <partition> <read_committed|read_uncommitted>

Reads the partition from offset 0 until partition EOF (the last stable offset under read_committed, the high
watermark otherwise) and prints one JSON line: {"librdkafka": "<version>", "records": [[offset, value], ...]}.
"""
import json
import sys
import time

from confluent_kafka import Consumer, KafkaError, TopicPartition


def main() -> None:
    bootstrap, topic, partition, isolation = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
    consumer = Consumer({
        'bootstrap.servers': bootstrap,
        'group.id': 'kafka-eos-librdkafka-reader',
        'enable.auto.commit': False,
        'enable.partition.eof': True,
        'isolation.level': isolation,
    })
    consumer.assign([TopicPartition(topic, partition, 0)])
    records = []
    deadline = time.time() + 60
    try:
        while time.time() < deadline:
            message = consumer.poll(0.5)
            if message is None:
                continue
            if message.error():
                if message.error().code() == KafkaError._PARTITION_EOF:
                    break
                raise RuntimeError(str(message.error()))
            records.append([message.offset(), message.value().decode('utf-8')])
        else:
            raise RuntimeError('no partition EOF within 60 s')
    finally:
        consumer.close()
    print(json.dumps({'librdkafka': __import__('confluent_kafka').libversion()[0], 'records': records}))


if __name__ == '__main__':
    main()
