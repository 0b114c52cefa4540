/**
 * The `--help` text of `kafka-eos`, overall and per area, with examples.
 */

const CONNECTION = `Connection (flags, or the environment variable when the flag is absent):
  --bootstrap-server HOST:PORT[,...]  brokers to start from          KAFKA_EOS_BOOTSTRAP_SERVERS (required)
  --client-id ID                      client.id of the requests       KAFKA_EOS_CLIENT_ID (default kafka-eos-cli)
  --timeout-ms N                      bound of the whole command      KAFKA_EOS_TIMEOUT_MS (default 30000)
  --request-timeout-ms N              bound of one request            KAFKA_EOS_REQUEST_TIMEOUT_MS (default 10000)
  --tls                               TLS with Node's CA store        KAFKA_EOS_TLS=true
  --tls-ca FILE                       trusted CA certificates (PEM)   KAFKA_EOS_TLS_CA
  --tls-cert FILE --tls-key FILE      client certificate (mutual TLS) KAFKA_EOS_TLS_CERT, KAFKA_EOS_TLS_KEY
  --tls-insecure                      accept any server certificate   KAFKA_EOS_TLS_INSECURE=true
  --sasl-mechanism plain|scram-sha-256|scram-sha-512                  KAFKA_EOS_SASL_MECHANISM
  --sasl-username USER --sasl-password PASS                           KAFKA_EOS_SASL_USERNAME, KAFKA_EOS_SASL_PASSWORD
  --json                              print JSON instead of tables
  -h, --help                          print help and exit

Exit codes: 0 done, 1 the operation failed (broker error, no broker reachable, timeout), 2 usage error.
`;

const AREAS: Readonly<Record<string, string>> = {
  topics: `Topics:
  kafka-eos topics list [--internal]
  kafka-eos topics describe [--topic NAME]...          every topic without --topic
  kafka-eos topics create --topic NAME [--partitions N] [--replication-factor N] [--config NAME=VALUE]... [--validate-only]
  kafka-eos topics delete --topic NAME...

Examples:
  kafka-eos topics create --bootstrap-server localhost:9092 --topic orders --partitions 6 --config retention.ms=86400000
  kafka-eos topics describe --topic orders --json
`,
  groups: `Groups:
  kafka-eos groups list [--state STATE]... [--type classic|consumer]...
  kafka-eos groups describe --group ID                 members, and per partition the committed offset, the log end,
                                                       the last stable offset (LSO), the lag to each, and the open
                                                       transaction a stalled partition waits for

Examples:
  kafka-eos groups describe --bootstrap-server localhost:9092 --group billing
`,
  transactions: `Transactions:
  kafka-eos transactions list [--state STATE]... [--producer-id ID]... [--min-duration-ms N]
  kafka-eos transactions describe --transactional-id ID
  kafka-eos transactions describe-producers --topic NAME --partition N [--broker-id N]
  kafka-eos transactions find-hanging [--topic NAME]... [--partition N] [--broker-id N]
                                      [--max-transaction-timeout-ms N] [--orphaned-only]
      open transactions whose producer wrote nothing for longer than N ms (default 900000, 15 minutes: set it to
      the largest transaction.timeout.ms your producers use), with their transactional id and whether their
      coordinator will still abort them; --orphaned-only lists only those it will not (Kafka's find-hanging)
  kafka-eos transactions abort --topic NAME --partition N --start-offset OFFSET
  kafka-eos transactions abort --topic NAME --partition N --producer-id ID --producer-epoch E --coordinator-epoch C
      writes an ABORT marker on the partition (needs the CLUSTER_ACTION permission): the LSO moves on and
      read_committed consumers resume; the transaction's records are never delivered to them
  kafka-eos transactions fence --transactional-id ID...
      bumps the producer epoch: running producers with that id are fenced, their open transaction aborted

Examples (a read_committed consumer stopped receiving):
  kafka-eos groups describe --bootstrap-server localhost:9092 --group billing
  kafka-eos transactions find-hanging --topic payments --max-transaction-timeout-ms 60000
  kafka-eos transactions abort --topic payments --partition 3 --start-offset 81234
`,
};

/**
 * The help text: the overview, or one area's commands.
 * @internal
 */
export function adminUsage(area?: string): string {
  const intro = 'Usage: kafka-eos <topics|groups|transactions> <command> [options]\n\nAdministers a Kafka cluster (or kafka-eos-broker): topics, consumer groups, and transactions.\n\n';
  if (area !== undefined && AREAS[area] !== undefined) return `${intro}${AREAS[area]}\n${CONNECTION}`;
  return `${intro}${Object.values(AREAS).join('\n')}\n${CONNECTION}`;
}
