/**
 * Checks of the consumer's public arguments, so that plain JavaScript callers get an
 * {@link InvalidArgumentError} naming the argument before anything happens (as the producer does).
 */
import { isObjectRecord } from '../errors/argument-checks.js';
import { describeValue, InvalidArgumentError } from '../errors/argument-errors.js';
import type { PollOptions } from './transactional-source.js';

export { checkOffsets, checkPartitions, checkTopics } from '../errors/argument-checks.js';

/** Checks poll options. @internal */
export function checkPollOptions(options: unknown): PollOptions {
  if (options === undefined) return {};
  if (!isObjectRecord(options)) throw new InvalidArgumentError('poll', 'options', `must be an object, got ${describeValue(options)}`);
  const { timeoutMs, maxRecords, signal } = options;
  if (timeoutMs !== undefined && (typeof timeoutMs !== 'number' || !Number.isInteger(timeoutMs) || timeoutMs < 0)) {
    throw new InvalidArgumentError('poll', 'options.timeoutMs', `must be an integer >= 0 (milliseconds), got ${describeValue(timeoutMs)}`);
  }
  if (maxRecords !== undefined && (typeof maxRecords !== 'number' || !Number.isInteger(maxRecords) || maxRecords < 1)) {
    throw new InvalidArgumentError('poll', 'options.maxRecords', `must be an integer >= 1, got ${describeValue(maxRecords)}`);
  }
  if (signal !== undefined && !(signal instanceof AbortSignal)) throw new InvalidArgumentError('poll', 'options.signal', `must be an AbortSignal, got ${describeValue(signal)}`);
  return options;
}
