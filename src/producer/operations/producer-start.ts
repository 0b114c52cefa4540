/**
 * The producer's one-time start, run by its first operation: load the compression codec (optional packages are
 * loaded here, once, so batches can then be built synchronously), negotiate the transaction version (KIP-890)
 * for a transactional producer, and start the Sender.
 */
import type { ResolvedProducerConfig } from '../../config/producer-config.js';
import { ConfigError } from '../../config/config-error.js';
import type { Logger } from '../../config/logger.js';
import type { NetworkClient } from '../../network/network-client.js';
import { loadCompressionCodec } from '../../protocol/record-batch/compression/compression-registry.js';
import type { TransactionManager } from '../../transaction/transaction-manager.js';
import { TransactionState } from '../../common/transaction-names.js';
import type { OperationDeadline } from '../../internal/bounded-wait.js';
import type { Sender } from '../sender/sender.js';
import { negotiateTransactionVersion } from '../transaction-version.js';

/** What the start uses of the producer. @internal */
export interface ProducerStartContext {
  readonly config: ResolvedProducerConfig;
  readonly network: NetworkClient;
  readonly logger: Logger;
  readonly transactionManager: TransactionManager;
  readonly sender: Sender;
}

/**
 * Runs the start once and remembers it.
 * @internal
 */
export class ProducerStartup {
  private starting: Promise<void> | undefined;
  /** True once the start completed (the codec is loaded, the version negotiated, the Sender running). */
  private started = false;

  constructor(private readonly context: ProducerStartContext) {}

  /** True once the start was begun (it may still be running, or have failed). */
  get begun(): boolean {
    return this.starting !== undefined;
  }

  /** Starts once; waits within `deadline`. */
  start(deadline: OperationDeadline): Promise<void> {
    // Once started, no bounded wait: each send would otherwise arm a timer and an abort listener for nothing.
    if (this.started) return Promise.resolve();
    return deadline.wait(this.run());
  }

  /** The start itself, once (its waits have their own bounds: requestTimeoutMs). */
  run(): Promise<void> {
    this.starting ??= (async () => {
      const { config, network, logger, transactionManager, sender } = this.context;
      // 'none' needs no codec; the others may be optional packages, loaded once here so batches can be built synchronously.
      const codec = config.compression === 'none' ? true : await loadCompressionCodec(config.compression);
      if (codec === undefined) {
        throw new ConfigError('producer config', [{ field: 'compression', message: `the ${config.compression} codec is not installed (see docs/record-batch.md)` }]);
      }
      if (transactionManager.isTransactional) {
        const version = await negotiateTransactionVersion(network, config.transactionVersion,
          { logger, timeoutMs: config.requestTimeoutMs, clientId: config.clientId });
        if (transactionManager.state === TransactionState.UNINITIALIZED) transactionManager.setTransactionVersion(version);
        logger.info('transaction version', { transactionVersion: version });
      }
      sender.start();
      this.started = true;
    })();
    return this.starting;
  }
}
