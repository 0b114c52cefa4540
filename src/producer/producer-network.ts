/**
 * The network client a producer builds for itself when none is passed in.
 */
import { ConfigError } from '../config/config-error.js';
import type { ResolvedProducerConfig } from '../config/producer-config.js';
import type { Clock } from '../internal/clock.js';
import type { RandomSource } from '../internal/backoff.js';
import type { NetworkClient } from '../network/network-client.js';
import { TcpNetworkClient } from '../network/tcp/tcp-network-client.js';
import { withTestSeams } from '../internal/test-seams.js';

/**
 * The TCP client for `bootstrapServers`, configured from the producer's own options (client id, request
 * timeout, TLS, SASL, logger), as Kafka's `KafkaProducer` builds its `NetworkClient` from `ProducerConfig`.
 * Throws {@link ConfigError} when `bootstrapServers` is missing.
 * @internal
 */
export function createProducerNetworkClient(config: ResolvedProducerConfig, clock: Clock, random: RandomSource | undefined): NetworkClient {
  const { bootstrapServers, clientId, requestTimeoutMs, tls, sasl, logger } = config;
  if (bootstrapServers === undefined) {
    throw new ConfigError('producer config', [{ field: 'bootstrapServers', message: 'is required unless a network client is passed as `network`' }]);
  }
  return new TcpNetworkClient(withTestSeams({
    bootstrapServers: [...bootstrapServers], clientId, requestTimeoutMs, logger,
    ...(tls === undefined ? {} : { tls }), ...(sasl === undefined ? {} : { sasl }),
  }, random === undefined ? { clock } : { clock, random }));
}
