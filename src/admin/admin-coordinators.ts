/**
 * Coordinator lookups of the admin client (Java's `CoordinatorStrategy`): FindCoordinator for every group or
 * transactional id a call names that is not cached (batched from v4, KIP-699, one key per request before), the
 * coordinators remembered until an answer says they moved, and a call's keys routed to their coordinators.
 */
import { ErrorCode } from '../errors/protocol-error-codes.generated.js';
import { ProtocolError } from '../errors/protocol-error.js';
import type { KafkaClientError } from '../errors/kafka-client-error.js';
import { isNetworkError, isRequestTimeoutError } from '../network/network-errors.js';
import { CoordinatorType, findCoordinator, type FindCoordinatorFields } from '../protocol/requests/find-coordinator.js';
import { RetriableFailure, type AdminCall, type KeyedStep } from './admin-call.js';
import { asError } from '../internal/abort-race.js';

/** The coordinator kinds an admin call looks up. @internal */
export type CoordinatorKind = 'group' | 'transaction';

/**
 * Coordinator answers that mean "ask again" (the coordinator moved, or is not ready yet), after which the key is
 * retried.
 * @internal
 */
export const COORDINATOR_RETRY: ReadonlySet<number> = new Set([ErrorCode.NOT_COORDINATOR, ErrorCode.COORDINATOR_NOT_AVAILABLE, ErrorCode.COORDINATOR_LOAD_IN_PROGRESS]);

/**
 * Settles `key` in `step` with a coordinator's error: retried after the backoff when the code is one of
 * {@link COORDINATOR_RETRY}, failed otherwise.
 * @internal
 */
export function coordinatorError<Key>(step: { readonly failed: Map<Key, KafkaClientError>; readonly retry: Map<Key, Error> }, key: Key, error: ProtocolError): void {
  (COORDINATOR_RETRY.has(error.errorCode) ? step.retry : step.failed).set(key, error);
}

/** Errors of FindCoordinator, or of a coordinator's answer, after which the key is looked up again. */
const MOVED: ReadonlySet<number> = new Set([ErrorCode.NOT_COORDINATOR, ErrorCode.COORDINATOR_NOT_AVAILABLE]);

/**
 * The coordinators one admin client knows.
 * @internal
 */
export class AdminCoordinators {
  private readonly cache = new Map<string, number>();

  /** Forgets the coordinator of `key`. */
  invalidate(kind: CoordinatorKind, key: string): void {
    this.cache.delete(`${kind}:${key}`);
  }

  /**
   * Routes `keys` to their coordinators and runs `send` once per coordinator with its keys. A coordinator answer of
   * NOT_COORDINATOR or COORDINATOR_NOT_AVAILABLE for a key (reported by `send` as a retry with a
   * {@link ProtocolError}) forgets that coordinator, so the retry looks it up again.
   */
  async route<Value>(call: AdminCall, kind: CoordinatorKind, keys: readonly string[], send: (nodeId: number, keys: readonly string[]) => Promise<KeyedStep<string, Value>>): Promise<KeyedStep<string, Value>> {
    const lookup = await this.lookup(call, kind, keys);
    const byNode = new Map<number, string[]>();
    for (const [key, nodeId] of lookup.done ?? []) byNode.set(nodeId, [...(byNode.get(nodeId) ?? []), key]);
    const done = new Map<string, Value>();
    const failed = new Map<string, KafkaClientError>(lookup.failed ?? []);
    const retry = new Map<string, Error>(lookup.retry ?? []);
    const answers = await Promise.allSettled([...byNode].map(async ([nodeId, nodeKeys]) => ({ nodeKeys, step: await send(nodeId, nodeKeys) })));
    for (const [index, answer] of answers.entries()) {
      const nodeKeys = [...byNode.values()][index] ?? [];
      if (answer.status === 'rejected') {
        if (!isRetriableTransport(answer.reason)) continue;
        // The coordinator could not be reached: look it up again for these keys.
        for (const key of nodeKeys) {
          this.invalidate(kind, key);
          retry.set(key, asError(answer.reason));
        }
        continue;
      }
      const { step } = answer.value;
      for (const [key, value] of step.done ?? []) done.set(key, value);
      for (const [key, error] of step.failed ?? []) failed.set(key, error);
      for (const [key, error] of step.retry ?? []) {
        if (error instanceof ProtocolError && MOVED.has(error.errorCode)) this.invalidate(kind, key);
        retry.set(key, error);
      }
    }
    const rethrow = answers.find((each) => each.status === 'rejected' && !isRetriableTransport(each.reason));
    if (rethrow?.status === 'rejected') throw rethrow.reason;
    return { done, failed, retry };
  }

  /** The coordinator of each key, asking FindCoordinator for the ones not cached. */
  private async lookup(call: AdminCall, kind: CoordinatorKind, keys: readonly string[]): Promise<KeyedStep<string, number>> {
    const done = new Map<string, number>();
    const failed = new Map<string, ProtocolError>();
    const retry = new Map<string, Error>();
    let unknown = keys.filter((key) => {
      const cached = this.cache.get(`${kind}:${key}`);
      if (cached !== undefined) done.set(key, cached);
      return cached === undefined;
    });
    while (unknown.length > 0) {
      const fields: FindCoordinatorFields = { keyType: kind === 'group' ? CoordinatorType.GROUP : CoordinatorType.TRANSACTION, keys: unknown };
      const { version, answer } = await call.send('any', findCoordinator, fields);
      const answered = new Set<string>();
      for (const found of answer) {
        if (!unknown.includes(found.key) || answered.has(found.key)) continue;
        answered.add(found.key);
        if (found.errorCode === ErrorCode.NONE) {
          this.remember(call, kind, found);
          done.set(found.key, found.nodeId);
          continue;
        }
        const error = new ProtocolError({ api: 'FindCoordinator', version, errorCode: found.errorCode, errorMessage: found.errorMessage, resource: `${kind === 'group' ? 'group' : 'transactional id'} ${found.key}` });
        if (MOVED.has(found.errorCode) || found.errorCode === ErrorCode.COORDINATOR_LOAD_IN_PROGRESS) retry.set(found.key, error);
        else failed.set(found.key, error);
      }
      if (answered.size === 0) {
        for (const key of unknown) retry.set(key, new RetriableFailure(`FindCoordinator did not answer for ${key}`));
        break;
      }
      unknown = unknown.filter((key) => !answered.has(key));
    }
    return { done, failed, retry };
  }

  private remember(call: AdminCall, kind: CoordinatorKind, found: { readonly key: string; readonly nodeId: number; readonly host: string; readonly port: number }): void {
    this.cache.set(`${kind}:${found.key}`, found.nodeId);
    // The coordinator may be a broker the last Metadata did not list: tell the network layer.
    const network = call.runtime.network;
    const known = network.brokers();
    if (found.host !== '' && !known.some((broker) => broker.nodeId === found.nodeId)) {
      network.updateBrokers([...known.filter((broker) => broker.nodeId >= 0), { nodeId: found.nodeId, host: found.host, port: found.port, rack: null }]);
    }
  }
}

/** A coordinator that did not answer at all: look it up again rather than fail the keys. */
function isRetriableTransport(error: unknown): boolean {
  return isNetworkError(error) || isRequestTimeoutError(error);
}
