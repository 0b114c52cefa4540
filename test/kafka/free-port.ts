/** Free TCP ports on 127.0.0.1 for the real Kafka cluster's listeners. */
import { createServer } from 'node:net';
import { KafkaClusterError } from './kafka-cluster-error.js';

/**
 * Binds `port` (0: any free port) on 127.0.0.1, closes it, and returns the port number.
 * @throws {@link KafkaClusterError} when the port is in use.
 * @internal
 */
export function reservePort(port = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(new KafkaClusterError(error.code === 'EADDRINUSE' ? `port ${port} on 127.0.0.1 is in use` : `cannot bind 127.0.0.1:${port}: ${error.message}`));
    });
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const bound = typeof address === 'object' && address !== null ? address.port : port;
      server.close(() => { resolve(bound); });
    });
  });
}

/**
 * `count` distinct ports: consecutive from `basePort` when given (each must be free), else any free ports.
 * @internal
 */
export async function reservePorts(count: number, basePort?: number): Promise<number[]> {
  const ports: number[] = [];
  while (ports.length < count) {
    const port = await reservePort(basePort === undefined ? 0 : basePort + ports.length);
    if (!ports.includes(port)) ports.push(port);
  }
  return ports;
}
