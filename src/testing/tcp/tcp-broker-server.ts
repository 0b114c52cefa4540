/**
 * The TCP listener of one broker of the in-memory cluster: a `net.Server` on 127.0.0.1 whose
 * connections decode Kafka request frames, hand them to a {@link TcpRequestDispatcher} and write the
 * responses back in request order (see `broker-connection.ts`).
 *
 * Broker down/up (as librdkafka's mock `rd_kafka_mock_broker_set_down`): {@link TcpBrokerServer.stop}
 * stops listening and closes every connection, so clients get "connection refused" until
 * {@link TcpBrokerServer.start} listens again on the same port.
 *
 * Security (Kafka's `security.protocol` of the listener): with `tls` the listener is a `node:tls` server
 * (SSL); with `sasl` every connection must authenticate first (SASL_PLAINTEXT, or SASL_SSL with both).
 *
 * Simplifications versus Kafka's `SocketServer`: one listener per broker, no connection quotas or
 * idle-connection reaping, no SSL principal
 * mapping from client certificates (a client certificate is only verified, when `requestCert` is set).
 */
import { createServer, type Server, type Socket } from 'node:net';
import { createServer as createTlsServer } from 'node:tls';
import { noopLogger, type Logger } from '../../config/logger.js';
import { BrokerConnection, type BrokerConnectionStats, type TcpRequestDispatcher } from './broker-connection.js';
import { DEFAULT_MAX_FRAME_BYTES } from './frame-splitter.js';
import type { SaslServerConfig } from '../sasl/sasl-server-config.js';
import type { PemInput, TcpTlsOptions } from './tcp-tls-options.js';

/**
 * Settings of a {@link TcpBrokerServer}.
 * @public
 */
export interface TcpBrokerServerOptions {
  /** The broker's node id, passed to the dispatcher with every request. */
  readonly brokerId: number;
  /** Handles decoded requests (normally the cluster's `RequestDispatcher`). */
  readonly dispatcher: TcpRequestDispatcher;
  /** Interface to listen on. Default `127.0.0.1`. */
  readonly host?: string;
  /** Port to listen on; 0 picks a free port. Default 0. */
  readonly port?: number;
  /** Largest request frame accepted (Kafka's `socket.request.max.bytes`). Default 100 MiB. */
  readonly maxFrameBytes?: number;
  /**
   * Whether the broker is up, consulted on each new connection; false closes it at once. (Requests on
   * open connections are refused by the dispatcher.) Default: always up.
   */
  readonly isBrokerUp?: () => boolean;
  /** Connection-level diagnostics (at debug level). Default: silent. */
  readonly logger?: Logger;
  /** Serve TLS (Kafka's SSL listener) with this certificate. Default: plaintext. */
  readonly tls?: TcpTlsOptions;
  /** Require SASL authentication on every connection (built with `SaslServerConfig.create`). @internal */
  readonly sasl?: SaslServerConfig;
}

/** Connection ids are unique per process, so two brokers' connections never share one. */
let nextConnectionId = 1;

/**
 * One broker's TCP listener.
 * @public
 */
export class TcpBrokerServer {
  /** The node id of the broker this listener serves. */
  readonly brokerId: number;
  /** The address the listener binds (default `127.0.0.1`). */
  readonly host: string;
  private readonly options: TcpBrokerServerOptions;
  private readonly isBrokerUp: () => boolean;
  private readonly logger: Logger;
  private readonly connections = new Set<BrokerConnection>();
  /** Every accepted socket, including TLS sockets still in their handshake, so that stop() can close them. */
  private readonly sockets = new Set<Socket>();
  private server: Server | null = null;
  private boundPort: number;
  private closed = false;

  /** Validates `options`; the server listens once {@link TcpBrokerServer.start} resolves. */
  constructor(options: TcpBrokerServerOptions) {
    this.options = options;
    this.brokerId = options.brokerId;
    this.host = options.host ?? '127.0.0.1';
    this.boundPort = options.port ?? 0;
    this.isBrokerUp = options.isBrokerUp ?? (() => true);
    this.logger = options.logger ?? noopLogger;
  }

  /** The port listened on (0 before the first successful {@link TcpBrokerServer.start} with port 0). */
  get port(): number {
    return this.boundPort;
  }

  /** True while accepting connections. */
  get listening(): boolean {
    return this.server !== null;
  }

  /** Open connections. */
  get connectionCount(): number {
    return this.connections.size;
  }

  /** Diagnostics of every open connection, in connection order (in-flight requests, unflushed bytes, paused reads). */
  connectionStats(): BrokerConnectionStats[] {
    return [...this.connections].map((connection) => connection.stats);
  }

  /** The principals of this listener's open, authenticated SASL connections, in connection order. */
  authenticatedPrincipals(): string[] {
    const principals: string[] = [];
    for (const connection of this.connections) {
      const principal = connection.sasl?.principal;
      if (principal !== undefined && principal !== null) principals.push(principal);
    }
    return principals;
  }

  /**
   * Starts listening; after a {@link TcpBrokerServer.stop}, listens again on the same port.
   * Rejects when the port is taken. Starting a listening server does nothing.
   */
  async start(): Promise<void> {
    if (this.closed) throw new Error(`broker ${this.brokerId}: server is closed`);
    if (this.server !== null) return;
    const server = this.createListener();
    server.on('connection', (socket: Socket) => {
      this.sockets.add(socket);
      socket.once('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen({ host: this.host, port: this.boundPort, exclusive: true }, () => {
        server.off('error', reject);
        resolve();
      });
    });
    const address = server.address();
    if (address !== null && typeof address === 'object') this.boundPort = address.port;
    // After a successful listen, errors are per-connection; log rather than crash.
    server.on('error', (error) => {
      this.logger.warn('listener error', { brokerId: this.brokerId, error: error.message });
    });
    this.server = server;
  }

  /** Stops listening and closes every connection (the broker is down); {@link TcpBrokerServer.start} resumes. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const connection of this.connections) connection.destroy();
    this.connections.clear();
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    if (server === null) return;
    await new Promise<void>((resolve) => {
      server.close(() => {
        resolve();
      });
    });
  }

  /** Stops for good: no listener, no connections, no restart. */
  async close(): Promise<void> {
    this.closed = true;
    await this.stop();
  }

  private createListener(): Server {
    const tls = this.options.tls;
    if (tls === undefined) {
      return createServer((socket) => {
        this.accept(socket);
      });
    }
    const requestCert = tls.requestCert ?? false;
    const server = createTlsServer(
      {
        key: mutablePem(tls.key),
        cert: mutablePem(tls.cert),
        ...(tls.ca === undefined ? {} : { ca: mutablePem(tls.ca) }),
        ...(tls.passphrase === undefined ? {} : { passphrase: tls.passphrase }),
        // Kafka's ssl.client.auth=required: a client without a certificate signed by `ca` is refused.
        requestCert,
        rejectUnauthorized: requestCert,
      },
      (socket) => {
        this.accept(socket);
      },
    );
    // A client that does not trust us (or sends no certificate) aborts the handshake: normal, not a listener error.
    server.on('tlsClientError', (error) => {
      this.logger.debug('TLS handshake failed', { brokerId: this.brokerId, error: error.message });
    });
    return server;
  }

  private accept(socket: Socket): void {
    if (this.server === null || !this.isBrokerUp()) {
      socket.destroy();
      return;
    }
    const connection = new BrokerConnection(socket, {
      brokerId: this.brokerId,
      connectionId: nextConnectionId++,
      dispatcher: this.options.dispatcher,
      maxFrameBytes: this.options.maxFrameBytes ?? DEFAULT_MAX_FRAME_BYTES,
      logger: this.logger,
      ...(this.options.sasl === undefined ? {} : { sasl: this.options.sasl }),
      onClose: (closed) => {
        this.connections.delete(closed);
      },
    });
    this.connections.add(connection);
  }
}

/** node:tls types its PEM lists as mutable arrays; the options accept readonly ones. */
function mutablePem(value: PemInput): string | Buffer | (string | Buffer)[] {
  return typeof value === 'string' || Buffer.isBuffer(value) ? value : [...value];
}
