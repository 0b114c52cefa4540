/**
 * The TCP face of the in-memory cluster: one {@link TcpBrokerServer} per broker, all sharing one
 * `RequestDispatcher` over one {@link InMemoryCluster}, so any Kafka client (librdkafka, KafkaJS, the
 * Java client) can connect to `bootstrapServers`. The same cluster object stays available to the test
 * for fault injection and for asserting on logs, markers and offsets directly.
 *
 * Each bound address is recorded with `InMemoryCluster.setBrokerAddress`, so Metadata and
 * FindCoordinator hand clients the real host and port (Kafka's `advertised.listeners`).
 *
 * `tls` and `sasl` secure every listener (SSL, SASL_PLAINTEXT or SASL_SSL). Authentication state is per
 * TCP connection; the in-process face (`InMemoryCluster.networkClient()`) is never authenticated, and a
 * cluster served by {@link serveCluster} with SASL stays open to it.
 */
import { noopLogger, type Logger } from '../../config/logger.js';
import { RequestDispatcher } from '../broker/request-dispatcher.js';
import { InMemoryCluster, type InMemoryClusterOptions } from '../in-memory-cluster.js';
import { SaslServerConfig } from '../sasl/sasl-server-config.js';
import type { SaslServerOptions } from '../sasl/sasl-server-options.js';
import { TcpBrokerServer } from './tcp-broker-server.js';
import type { TcpTlsOptions } from './tcp-tls-options.js';

/**
 * Network settings of the TCP face.
 * @public
 */
export interface TcpFaceOptions {
  /**
   * Port of the first broker; broker `i` (in id order) listens on `port + i`. 0 (the default) gives
   * every broker a free port chosen by the OS.
   */
  readonly port?: number;
  /** Interface to listen on and to advertise. Default `127.0.0.1`. */
  readonly host?: string;
  /** Largest request frame accepted (Kafka's `socket.request.max.bytes`). Default 100 MiB. */
  readonly maxFrameBytes?: number;
  /** Diagnostics of the listeners and connections. Default: silent. */
  readonly logger?: Logger;
  /** Serve TLS on every listener (Kafka's SSL, or SASL_SSL with `sasl`). Default: plaintext. */
  readonly tls?: TcpTlsOptions;
  /**
   * Require SASL on every connection (SASL_PLAINTEXT, or SASL_SSL with `tls`): until a connection has
   * authenticated it may send only ApiVersions, SaslHandshake and SaslAuthenticate; anything else
   * closes it. SCRAM credentials are derived once here (4096 iterations), before the listeners start.
   */
  readonly sasl?: SaslServerOptions;
}

/**
 * Options of {@link startCluster}: the cluster's own options plus the network settings.
 * @public
 */
export interface StartClusterOptions extends InMemoryClusterOptions, TcpFaceOptions {}

/**
 * A running TCP face.
 * @public
 */
export class TcpCluster {
  /** The cluster served: inject faults and inspect state through it. */
  readonly cluster: InMemoryCluster;
  /** One listener per broker, in broker id order. */
  readonly servers: readonly TcpBrokerServer[];
  private readonly ownsCluster: boolean;
  private closed = false;

  /** Use {@link startCluster} or {@link serveCluster}. @internal */
  constructor(cluster: InMemoryCluster, servers: readonly TcpBrokerServer[], ownsCluster: boolean) {
    this.cluster = cluster;
    this.servers = servers;
    this.ownsCluster = ownsCluster;
  }

  /** `host:port,host:port,...` for every broker (up or down), in broker id order. */
  get bootstrapServers(): string {
    return this.servers.map((server) => `${server.host}:${server.port}`).join(',');
  }

  /** The listener of broker `brokerId`. */
  server(brokerId: number): TcpBrokerServer {
    const server = this.servers.find((each) => each.brokerId === brokerId);
    if (server === undefined) throw new RangeError(`unknown broker ${brokerId}`);
    return server;
  }

  /**
   * Takes a broker down (the cluster marks it down, its listener stops and its connections close, so
   * clients see "connection refused") or brings it back up on the same port.
   */
  async setBrokerUp(brokerId: number, up: boolean): Promise<void> {
    const server = this.server(brokerId);
    this.cluster.setBrokerUp(brokerId, up);
    if (up) await server.start();
    else await server.stop();
  }

  /** Closes every listener and connection, then (when {@link startCluster} created it) the cluster. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all(this.servers.map((server) => server.close()));
    if (this.ownsCluster) this.cluster.close();
  }
}

/**
 * Serves an existing cluster on TCP. Closing the returned face leaves the cluster open.
 * @public
 */
export async function serveCluster(cluster: InMemoryCluster, options: TcpFaceOptions = {}): Promise<TcpCluster> {
  return listenAll(cluster, options, false);
}

/**
 * Creates an {@link InMemoryCluster} and serves it on TCP: N brokers on consecutive ports from `port`,
 * or on free ports when `port` is 0. Closing the returned face also closes the cluster.
 *
 * @example
 * ```ts
 * import { startCluster } from 'kafka-eos/testing';
 *
 * const face = await startCluster({ brokers: 3, topics: [{ name: 'orders', partitions: 3 }] });
 * // connect any Kafka client to face.bootstrapServers, inject faults through face.cluster
 * await face.close();
 * ```
 * @public
 */
export async function startCluster(options: StartClusterOptions = {}): Promise<TcpCluster> {
  return listenAll(new InMemoryCluster(options), options, true);
}

async function listenAll(cluster: InMemoryCluster, options: TcpFaceOptions, ownsCluster: boolean): Promise<TcpCluster> {
  const firstPort = options.port ?? 0;
  if (!Number.isInteger(firstPort) || firstPort < 0 || firstPort > 65535) throw new RangeError(`invalid port ${firstPort}`);
  const host = options.host ?? '127.0.0.1';
  const dispatcher = new RequestDispatcher(cluster);
  const logger = options.logger ?? noopLogger;
  let sasl: SaslServerConfig | undefined;
  try {
    sasl = options.sasl === undefined ? undefined : await SaslServerConfig.create(options.sasl, cluster.clock);
  } catch (error) {
    if (ownsCluster) cluster.close();
    throw error;
  }
  const servers = cluster.state.brokers().map(
    (broker, index) =>
      new TcpBrokerServer({
        brokerId: broker.nodeId,
        dispatcher,
        host,
        port: firstPort === 0 ? 0 : firstPort + index,
        isBrokerUp: () => cluster.state.broker(broker.nodeId)?.up === true,
        logger,
        ...(options.maxFrameBytes === undefined ? {} : { maxFrameBytes: options.maxFrameBytes }),
        ...(options.tls === undefined ? {} : { tls: options.tls }),
        ...(sasl === undefined ? {} : { sasl }),
      }),
  );
  const face = new TcpCluster(cluster, servers, ownsCluster);
  try {
    // Sequentially, so that a taken port fails fast and the ports are bound in broker order.
    for (const server of servers) {
      await server.start();
      cluster.setBrokerAddress(server.brokerId, host, server.port);
    }
  } catch (error) {
    await face.close();
    throw error;
  }
  return face;
}
