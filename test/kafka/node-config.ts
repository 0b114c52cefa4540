/**
 * server.properties of each node of the real Kafka cluster (KRaft, Kafka 4.x): one dedicated controller
 * (node 0, `process.roles=controller`, a static single-voter quorum) and N brokers (nodes 1..N,
 * `process.roles=broker`). A dedicated controller keeps the metadata quorum alive while the fault tests
 * kill, pause and restart brokers. Internal topics are sized for N: replication factor min(3, N), min ISR
 * min(2, N); small partition counts and thread pools because the cluster shares a 2-core test machine.
 */

/** Properties, written in insertion order. @internal */
export type Properties = Readonly<Record<string, string | number | boolean>>;

/** Where one node listens and keeps its data. @internal */
export interface NodeLayout {
  readonly nodeId: number;
  readonly port: number;
  readonly dataDir: string;
}

const SECURITY = 'CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT';

/** The controller's server.properties. @internal */
export function controllerProperties(controller: NodeLayout): Properties {
  return {
    'process.roles': 'controller',
    'node.id': controller.nodeId,
    'controller.quorum.voters': `${controller.nodeId}@127.0.0.1:${controller.port}`,
    listeners: `CONTROLLER://127.0.0.1:${controller.port}`,
    'controller.listener.names': 'CONTROLLER',
    'listener.security.protocol.map': SECURITY,
    'log.dirs': controller.dataDir,
    'num.io.threads': 2,
    'num.network.threads': 2,
  };
}

/**
 * A broker's server.properties for a cluster of `brokerCount` brokers; `overrides` (e.g. from the fault
 * tests) win over every default here.
 * @internal
 */
export function brokerProperties(broker: NodeLayout, controller: NodeLayout, brokerCount: number, overrides: Properties = {}): Properties {
  const replication = Math.min(3, brokerCount);
  const minIsr = Math.min(2, brokerCount);
  return {
    'process.roles': 'broker',
    'node.id': broker.nodeId,
    'controller.quorum.voters': `${controller.nodeId}@127.0.0.1:${controller.port}`,
    listeners: `PLAINTEXT://127.0.0.1:${broker.port}`,
    'advertised.listeners': `PLAINTEXT://127.0.0.1:${broker.port}`,
    'inter.broker.listener.name': 'PLAINTEXT',
    'controller.listener.names': 'CONTROLLER',
    'listener.security.protocol.map': SECURITY,
    'log.dirs': broker.dataDir,
    // Topics: created explicitly by the suites, replicated like the internal ones.
    'auto.create.topics.enable': false,
    'num.partitions': 1,
    'default.replication.factor': replication,
    'min.insync.replicas': minIsr,
    // Internal topics fit for N brokers, with few partitions so that their creation is quick.
    'offsets.topic.replication.factor': replication,
    'offsets.topic.num.partitions': 5,
    'transaction.state.log.replication.factor': replication,
    'transaction.state.log.min.isr': minIsr,
    'transaction.state.log.num.partitions': 5,
    'share.coordinator.state.topic.replication.factor': replication,
    'share.coordinator.state.topic.min.isr': minIsr,
    // Tests: no rebalance delay; timed-out transactions aborted within a second, expired ids cleaned each minute.
    'group.initial.rebalance.delay.ms': 0,
    // KIP-848 consumer groups (test/kafka/consumer-group-protocol.test.ts): heartbeats every 500 ms, members
    // expire after 10 s (Kafka's defaults, 5 s and 45 s, are also its minimums unless lowered).
    'group.consumer.heartbeat.interval.ms': 500,
    'group.consumer.min.heartbeat.interval.ms': 500,
    'group.consumer.session.timeout.ms': 10_000,
    'group.consumer.min.session.timeout.ms': 6_000,
    'transaction.abort.timed.out.transaction.cleanup.interval.ms': 1_000,
    'transaction.remove.expired.transaction.cleanup.interval.ms': 60_000,
    // Two shared cores: small thread pools.
    'num.io.threads': 2,
    'num.network.threads': 2,
    'num.replica.fetchers': 1,
    'background.threads': 2,
    'log.cleaner.enable': true,
    'log.cleaner.threads': 1,
    ...overrides,
  };
}

/** The text of a properties file. @internal */
export function renderProperties(properties: Properties): string {
  return `${Object.entries(properties).map(([key, value]) => `${key}=${String(value)}`).join('\n')}\n`;
}

/** reload4j configuration: everything at INFO to stdout (the node's log file), the chatty parts at WARN. @internal */
export const LOG4J_PROPERTIES = [
  'log4j.rootLogger=INFO, stdout',
  'log4j.appender.stdout=org.apache.log4j.ConsoleAppender',
  'log4j.appender.stdout.layout=org.apache.log4j.PatternLayout',
  'log4j.appender.stdout.layout.ConversionPattern=[%d] %p %m (%c)%n',
  'log4j.logger.org.apache.kafka.common.config.AbstractConfig=WARN',
  'log4j.logger.org.apache.kafka.clients=WARN',
  'log4j.logger.kafka.utils.Log4jControllerRegistration$=WARN',
  '',
].join('\n');
