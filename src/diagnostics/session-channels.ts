/**
 * The transactional session's `node:diagnostics_channel` hook: one message per record its `onRecordError` policy
 * dead-lettered or skipped, published once the transaction that did it committed (so a subscriber never sees a
 * record that a later abort brings back). Built only when the channel has a subscriber.
 */
import { channel, type Channel } from 'node:diagnostics_channel';
import { DiagnosticsChannels } from './channels.js';

/**
 * The payload of {@link DiagnosticsChannels}.sessionRecordError.
 * @public
 */
export interface SessionRecordErrorMessage {
  /** `deadLettered`: written to `deadLetterTopic`; `skipped`: its offset advanced without processing. */
  readonly action: 'deadLettered' | 'skipped';
  /** Where the record was consumed from. */
  readonly topic: string;
  /** Its partition. */
  readonly partition: number;
  /** The record's offset. */
  readonly offset: bigint;
  /** The dead-letter topic (`deadLettered` only). */
  readonly deadLetterTopic: string | undefined;
  /** How many times the handler failed on the record. */
  readonly attempts: number;
  /** The handler's last error on the record. */
  readonly error: unknown;
}

/** @internal */
export const sessionRecordErrorChannel: Channel<unknown, SessionRecordErrorMessage> = channel(DiagnosticsChannels.sessionRecordError) as Channel<unknown, SessionRecordErrorMessage>;
