/**
 * The network client a consumer builds for itself when none is passed in (the producer-network.ts pattern).
 */
import { ConfigError } from '../config/config-error.js';
import type { ResolvedConsumerConfig } from '../config/consumer-options.js';
import type { RandomSource } from '../internal/backoff.js';
import type { Clock } from '../internal/clock.js';
import type { NetworkClient } from '../network/network-client.js';
import { TcpNetworkClient } from '../network/tcp/tcp-network-client.js';
import { withTestSeams } from '../internal/test-seams.js';

/**
 * The TCP client for `bootstrapServers`, configured from the consumer's options. Throws {@link ConfigError}
 * when `bootstrapServers` is missing.
 * @internal
 */
export function createConsumerNetworkClient(config: ResolvedConsumerConfig, clock: Clock, random: RandomSource | undefined): NetworkClient {
  const { bootstrapServers, clientId, requestTimeoutMs, tls, sasl, logger } = config;
  if (bootstrapServers === undefined) {
    throw new ConfigError('consumer config', [{ field: 'bootstrapServers', message: 'is required unless a network client is passed as `network`' }]);
  }
  return new TcpNetworkClient(withTestSeams({
    bootstrapServers: [...bootstrapServers], clientId, requestTimeoutMs, logger,
    ...(tls === undefined ? {} : { tls }), ...(sasl === undefined ? {} : { sasl }),
  }, random === undefined ? { clock } : { clock, random }));
}
