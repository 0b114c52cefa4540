/**
 * The client's one FindCoordinator client: finds the broker coordinating a consumer group or a transactional id,
 * remembers it, and tells the network layer its address (it may be a broker the last Metadata did not list).
 * Lookups asked for in the same turn of the event loop share one request: every key of a type in one batched
 * FindCoordinator (v4+, KIP-699), or one key per request on older brokers; a key asked for while its lookup is in
 * flight waits for that lookup. A coordinator is forgotten when its answers say it moved (NOT_COORDINATOR,
 * COORDINATOR_NOT_AVAILABLE, COORDINATOR_LOAD_IN_PROGRESS) or a request to it got no answer: callers report that
 * with {@link CoordinatorCache.invalidateAfter}.
 *
 * A shared request runs with the first caller's timeout and without a signal, so that one caller's abort does not
 * fail the others' lookup: each caller's own signal ends only its own wait.
 */
import { ErrorCode } from '../errors/protocol-error-codes.generated.js';
import { ProtocolError } from '../errors/protocol-error.js';
import type { NetworkClient } from '../network/network-client.js';
import { isNetworkError, isRequestTimeoutError, RequestAbortedError } from '../network/network-errors.js';
import { CoordinatorType, findCoordinator, type FindCoordinatorFields } from '../protocol/requests/find-coordinator.js';
import { learnBrokers } from './learn-brokers.js';
import { raceAbort } from '../internal/abort-race.js';

/**
 * What a coordinator coordinates: a consumer group or a transactional id.
 * @internal
 */
export type CoordinatorKind = 'group' | 'transaction';

/**
 * Errors after which the coordinator must be looked up again (it moved, or is still loading its state).
 * @internal
 */
export const COORDINATOR_ERRORS: ReadonlySet<number> = new Set([
  ErrorCode.NOT_COORDINATOR, ErrorCode.COORDINATOR_NOT_AVAILABLE, ErrorCode.COORDINATOR_LOAD_IN_PROGRESS,
]);

/**
 * Options of one lookup.
 * @internal
 */
export interface CoordinatorLookupOptions {
  /** Bound of the FindCoordinator request when this call starts it; default the cache's request timeout. */
  readonly timeoutMs?: number;
  /** Ends this caller's wait (with `RequestAbortedError`); a request shared with other callers goes on. */
  readonly signal?: AbortSignal;
}

/**
 * One key's coordinator, as the consumer's group membership and offset reads use it.
 * @internal
 */
export interface CoordinatorLookup {
  /** The coordinator's node id, asking FindCoordinator when unknown. Rejects with the broker's error (`ProtocolError`). */
  find(options?: CoordinatorLookupOptions): Promise<number>;
  /** Forgets the coordinator. */
  invalidate(): void;
}

interface Waiter {
  resolve(nodeId: number): void;
  reject(error: unknown): void;
}

interface Batch {
  readonly waiters: Map<string, Waiter>;
  readonly timeoutMs: number;
}

const KEY_TYPE = { group: CoordinatorType.GROUP, transaction: CoordinatorType.TRANSACTION } as const;

/**
 * Coordinators by kind and key.
 * @internal
 */
export class CoordinatorCache {
  private readonly known = new Map<string, number>();
  private readonly finding = new Map<string, Promise<number>>();
  private readonly queued = new Map<CoordinatorKind, Batch>();

  constructor(private readonly network: NetworkClient, private readonly requestTimeoutMs: number) {}

  /** The node id of the coordinator of `key`, from the cache or a FindCoordinator (shared with concurrent lookups). */
  find(kind: CoordinatorKind, key: string, options: CoordinatorLookupOptions = {}): Promise<number> {
    const id = cacheKey(kind, key);
    const nodeId = this.known.get(id);
    if (nodeId !== undefined) return Promise.resolve(nodeId);
    let finding = this.finding.get(id);
    if (finding === undefined) {
      finding = new Promise<number>((resolve, reject) => { this.enqueue(kind, key, { resolve, reject }, options.timeoutMs ?? this.requestTimeoutMs); });
      this.finding.set(id, finding);
      const forget = (): void => { if (this.finding.get(id) === finding) this.finding.delete(id); };
      finding.then(forget, forget);
    }
    return raceAbort(finding, options.signal, () => new RequestAbortedError('FindCoordinator', null, false, options.signal?.reason));
  }

  /** Forgets the coordinator of `key`. */
  invalidate(kind: CoordinatorKind, key: string): void {
    this.known.delete(cacheKey(kind, key));
  }

  /**
   * Forgets the coordinator of `key` when `failure` (a broker error code, or what a request to the coordinator
   * rejected with) says it moved or could not be reached; true when it did.
   */
  invalidateAfter(kind: CoordinatorKind, key: string, failure: unknown): boolean {
    const moved = typeof failure === 'number' ? COORDINATOR_ERRORS.has(failure) : isCoordinatorFailure(failure);
    if (moved) this.invalidate(kind, key);
    return moved;
  }

  /** The lookup of one key, for code written against a single coordinator. */
  lookup(kind: CoordinatorKind, key: string): CoordinatorLookup {
    return { find: (options) => this.find(kind, key, options), invalidate: () => { this.invalidate(kind, key); } };
  }

  private enqueue(kind: CoordinatorKind, key: string, waiter: Waiter, timeoutMs: number): void {
    const batch = this.queued.get(kind);
    if (batch !== undefined) {
      batch.waiters.set(key, waiter);
      return;
    }
    this.queued.set(kind, { waiters: new Map([[key, waiter]]), timeoutMs });
    queueMicrotask(() => {
      const next = this.queued.get(kind);
      this.queued.delete(kind);
      if (next !== undefined) void this.send(kind, next);
    });
  }

  /** FindCoordinator until every waiter has an answer (one key per request below v4). Never rejects. */
  private async send(kind: CoordinatorKind, batch: Batch): Promise<void> {
    const { waiters } = batch;
    try {
      while (waiters.size > 0) {
        const fields: FindCoordinatorFields = { keyType: KEY_TYPE[kind], keys: [...waiters.keys()] };
        const { response, version } = await this.network.send('any', 'FindCoordinator', (v) => findCoordinator.request(fields, v), { timeoutMs: batch.timeoutMs });
        const found = findCoordinator.read(response, version, fields);
        learnBrokers(this.network, found.filter((each) => each.errorCode === ErrorCode.NONE));
        let answered = 0;
        for (const each of found) {
          const waiter = waiters.get(each.key);
          if (waiter === undefined) continue;
          waiters.delete(each.key);
          answered++;
          if (each.errorCode === ErrorCode.NONE && each.nodeId >= 0) {
            this.known.set(cacheKey(kind, each.key), each.nodeId);
            waiter.resolve(each.nodeId);
          } else {
            const errorCode = each.errorCode === ErrorCode.NONE ? ErrorCode.COORDINATOR_NOT_AVAILABLE : each.errorCode;
            waiter.reject(new ProtocolError({ api: 'FindCoordinator', version, errorCode, errorMessage: each.errorMessage, resource: resourceName(kind, each.key) }));
          }
        }
        if (answered === 0) {
          // An answer that names none of the keys asked for: the coordinator is not known yet.
          for (const [key, waiter] of waiters) waiter.reject(new ProtocolError({ api: 'FindCoordinator', version, errorCode: ErrorCode.COORDINATOR_NOT_AVAILABLE, resource: resourceName(kind, key) }));
          waiters.clear();
        }
      }
    } catch (error) {
      for (const waiter of waiters.values()) waiter.reject(error);
      waiters.clear();
    }
  }
}

/**
 * True when `error` (from a request to a coordinator, or from a lookup) means the coordinator must be looked up
 * again: a coordinator error code, or no answer (network failure, request timeout).
 * @internal
 */
export function isCoordinatorFailure(error: unknown): boolean {
  if (error instanceof ProtocolError) return COORDINATOR_ERRORS.has(error.errorCode);
  return isNetworkError(error) || isRequestTimeoutError(error);
}

function cacheKey(kind: CoordinatorKind, key: string): string {
  return `${kind}\u0000${key}`;
}

function resourceName(kind: CoordinatorKind, key: string): string {
  return `${kind === 'group' ? 'group' : 'transactional id'} ${key}`;
}
