/**
 * Checks of the admin client's arguments beyond topics and partitions (errors/argument-checks.ts): lists of ids,
 * integers, producer ids and the call options, each refused with an {@link InvalidArgumentError} naming it before
 * any request is sent.
 */
import type { AdminCallOptions } from '../config/admin-options.js';
import { isObjectRecord } from '../errors/argument-checks.js';
import { describeValue, InvalidArgumentError } from '../errors/argument-errors.js';

/** `options` as call options (`timeoutMs` an integer >= 1, `signal` an AbortSignal), or `{}`. @internal */
export function checkCallOptions(operation: string, options: unknown): AdminCallOptions {
  if (options === undefined) return {};
  if (typeof options !== 'object' || options === null) throw new InvalidArgumentError(operation, 'options', `must be an object, got ${describeValue(options)}`);
  const timeoutMs = 'timeoutMs' in options ? options.timeoutMs : undefined;
  const signal = 'signal' in options ? options.signal : undefined;
  if (timeoutMs !== undefined) checkInteger(operation, 'options.timeoutMs', timeoutMs, 1);
  if (signal !== undefined && !(signal instanceof AbortSignal)) throw new InvalidArgumentError(operation, 'options.signal', `must be an AbortSignal, got ${describeValue(signal)}`);
  return options;
}

/** An array of non-empty strings (group ids, transactional ids), without duplicates; non-empty unless `allowEmpty`. @internal */
export function checkNames(operation: string, argument: string, names: unknown, allowEmpty = false): string[] {
  if (!Array.isArray(names) || (names.length === 0 && !allowEmpty)) throw new InvalidArgumentError(operation, argument, `must be a non-empty array of strings, got ${describeValue(names)}`);
  return [...new Set(names.map((name: unknown, index) => checkNameAt(operation, `${argument}[${index}]`, name)))];
}

/** One id (a group id), checked and named in errors as the one element of a {@link checkNames} list. @internal */
export function checkName(operation: string, argument: string, name: unknown): string {
  return checkNameAt(operation, `${argument}[0]`, name);
}

function checkNameAt(operation: string, argument: string, name: unknown): string {
  if (typeof name !== 'string' || name === '') throw new InvalidArgumentError(operation, argument, `must be a non-empty string, got ${describeValue(name)}`);
  return name;
}

/** An integer >= `min` (and <= `max`). @internal */
export function checkInteger(operation: string, argument: string, value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new InvalidArgumentError(operation, argument, `must be an integer in [${min}, ${max}], got ${describeValue(value)}`);
  }
  return value;
}

/** A bigint >= `min`. @internal */
export function checkBigint(operation: string, argument: string, value: unknown, min: bigint): bigint {
  if (typeof value !== 'bigint' || value < min) throw new InvalidArgumentError(operation, argument, `must be a bigint >= ${min}, got ${describeValue(value)}`);
  return value;
}

/** An object (options or a spec), or `{}` when absent and `optional`. @internal */
export function checkObject(operation: string, argument: string, value: unknown, optional: boolean): Readonly<Record<string, unknown>> {
  if (value === undefined && optional) return {};
  if (!isObjectRecord(value) || Array.isArray(value)) throw new InvalidArgumentError(operation, argument, `must be an object, got ${describeValue(value)}`);
  return value;
}
