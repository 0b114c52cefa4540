/**
 * The network client a producer, consumer or admin client builds for itself when none is passed in, configured from the
 * client's own options (client id, request timeout, TLS, SASL, logger), as Kafka's clients build their
 * `NetworkClient` from their config.
 */
import { ConfigError } from '../../config/config-error.js';
import type { Logger } from '../../config/logger.js';
import type { SaslOptions, TlsOptions } from '../../config/network-options.js';
import type { RandomSource } from '../../internal/backoff.js';
import type { Clock } from '../../internal/clock.js';
import { withTestSeams } from '../../internal/test-seams.js';
import type { NetworkClient } from '../network-client.js';
import { TcpNetworkClient } from './tcp-network-client.js';

/**
 * The options of a resolved producer or consumer config that shape its own TCP client.
 * @internal
 */
export interface OwnNetworkConfig {
  readonly bootstrapServers?: readonly string[] | undefined;
  readonly clientId: string;
  readonly requestTimeoutMs: number;
  readonly tls?: true | TlsOptions | undefined;
  readonly sasl?: SaslOptions | undefined;
  readonly logger: Logger;
}

/**
 * The TCP client for `bootstrapServers`. Throws {@link ConfigError} (naming `<owner> config`) when
 * `bootstrapServers` is missing.
 * @internal
 */
export function createOwnNetworkClient(owner: 'producer' | 'consumer' | 'admin', config: OwnNetworkConfig, clock: Clock, random: RandomSource | undefined): NetworkClient {
  const { bootstrapServers, clientId, requestTimeoutMs, tls, sasl, logger } = config;
  if (bootstrapServers === undefined) {
    throw new ConfigError(`${owner} config`, [{ field: 'bootstrapServers', message: 'is required unless a network client is passed as `network`' }]);
  }
  return new TcpNetworkClient(withTestSeams({
    bootstrapServers: [...bootstrapServers], clientId, requestTimeoutMs, logger,
    ...(tls === undefined ? {} : { tls }), ...(sasl === undefined ? {} : { sasl }),
  }, random === undefined ? { clock } : { clock, random }));
}
