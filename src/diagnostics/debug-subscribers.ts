/**
 * The `KAFKA_EOS_DEBUG` switch's subscribers (see debug-switch.ts): `request` logs every request of the
 * request channel, `txn` the outcome of every traced producer operation. Subscribed once per process, when
 * the first producer or TCP client is built with the switch set; without it nothing subscribes, and the
 * channels stay free.
 */
import type { Logger } from '../config/logger.js';
import { subscribe } from 'node:diagnostics_channel';
import { DiagnosticsChannels, operationChannels, type ProducerOperationMessage, type RequestMessage } from './channels.js';

/**
 * A `KAFKA_EOS_DEBUG` category.
 * @public
 */
export type DebugCategory = 'request' | 'txn';

let installed = false;

/**
 * Subscribes the debug loggers for `categories`, once.
 * @internal
 */
export function installDebugSubscribers(categories: ReadonlySet<DebugCategory>, logger: Logger): void {
  if (installed || categories.size === 0) return;
  installed = true;
  if (categories.has('request')) {
    subscribe(DiagnosticsChannels.request, (published: unknown) => {
      const message = published as RequestMessage;
      logger.debug(message.error === undefined ? 'request' : 'request failed', { ...message });
    });
  }
  if (categories.has('txn')) {
    for (const traced of Object.values(operationChannels)) {
      traced.subscribe({
        start: (message: ProducerOperationMessage) => { logger.debug(`${message.operation} started`, fieldsOf(message)); },
        asyncEnd: (message: ProducerOperationMessage) => {
          if (message.error === undefined) logger.debug(`${message.operation} completed`, fieldsOf(message));
        },
        error: (message: ProducerOperationMessage) => { logger.debug(`${message.operation} failed`, { ...fieldsOf(message), error: message.error }); },
        end: () => undefined,
        asyncStart: () => undefined,
      });
    }
  }
}

function fieldsOf(message: ProducerOperationMessage): Record<string, unknown> {
  return { clientId: message.clientId, transactionalId: message.transactionalId, producerId: message.producerId, producerEpoch: message.producerEpoch };
}
