/**
 * Errors for arguments the public API refuses before doing anything (Kafka's `IllegalArgumentException` and
 * `InvalidTopicException`). Plain JavaScript callers can pass anything; every argument is checked at the
 * boundary, so a wrong shape fails the call that passed it, with the argument named, instead of failing
 * inside the Sender, corrupting a batch shared with valid records, or reaching a broker.
 */
import { KafkaClientError } from './kafka-client-error.js';

/**
 * An argument of a public call has the wrong type or value. `argument` names it as the caller wrote it, with
 * the path into it (`record.value`, `records[2].timestamp`, `offsets[0].offset`, `groupMetadata.memberId`).
 * The call was refused before anything happened: the producer's state, its buffered records and other
 * records of the same call are unaffected. Mirrors Kafka's `IllegalArgumentException`.
 * @public
 */
export class InvalidArgumentError extends KafkaClientError {
  /** The operation whose argument was refused, e.g. `send`. */
  readonly operation: string;
  /** The argument (and the path into it) that was refused. */
  readonly argument: string;

  /**
   * Builds the error and its message from the arguments.
   * @param operation - The method that was called.
   * @param argument - The argument's name (a path such as `record.key`).
   * @param problem - What is wrong with it.
   */
  constructor(operation: string, argument: string, problem: string) {
    super('ERR_INVALID_ARGUMENT', `${operation}(): ${argument} ${problem}`);
    this.operation = operation;
    this.argument = argument;
  }
}

/**
 * A topic name Kafka can never accept (empty, longer than 249 characters, `.` or `..`, or a character other
 * than ASCII letters, digits, `.`, `_` and `-`; Kafka's `Topic.validate`). Like Kafka's
 * `InvalidTopicException` (an `ApiException`), it fails the send and makes an open transaction abortable.
 * @public
 */
export class InvalidTopicError extends KafkaClientError {
  /** The refused topic name, as given. */
  readonly topic: string;

  /**
   * Builds the error and its message from the arguments.
   * @param reason - Why Kafka would not accept the name.
   */
  constructor(topic: string, reason: string) {
    super('ERR_INVALID_TOPIC', `invalid topic name ${JSON.stringify(topic)}: ${reason}`);
    this.topic = topic;
  }
}

const LEGAL_TOPIC_CHARACTERS = /^[a-zA-Z0-9._-]+$/;

/**
 * Why `topic` is not a legal Kafka topic name, or undefined when it is (Kafka `Topic.validate`).
 * @internal
 */
export function topicNameProblem(topic: string): string | undefined {
  if (topic.length === 0) return 'it is empty';
  if (topic === '.' || topic === '..') return 'it cannot be "." or ".."';
  if (topic.length > 249) return `it is ${topic.length} characters long, more than 249`;
  if (!LEGAL_TOPIC_CHARACTERS.test(topic)) return 'it may contain only ASCII letters, digits, ".", "_" and "-"';
  return undefined;
}

/**
 * A short description of a refused value for error messages: its type, and the value for primitives.
 * @internal
 */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  switch (typeof value) {
    case 'string': return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}...` : value)}`;
    case 'number': return `the number ${value}`;
    case 'bigint': return `the bigint ${value}n`;
    case 'boolean': return `${value}`;
    case 'object': return value instanceof Uint8Array ? 'a Uint8Array' : `an object (${Object.prototype.toString.call(value).slice(8, -1)})`;
    case 'function':
    case 'symbol':
    case 'undefined':
      break;
  }
  return `a ${typeof value}`;
}
