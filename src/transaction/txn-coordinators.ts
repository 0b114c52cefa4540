/**
 * The coordinators found so far: the transaction coordinator of our transactional id and the group coordinator
 * of each group whose offsets join a transaction (Kafka `TransactionManager.transactionCoordinator` /
 * `consumerGroupCoordinator`). No I/O: FindCoordinator's answers fill it, a NOT_COORDINATOR-like error forgets an
 * entry. Which coordinator a request goes to is its API's handler's `coordinator` (`handlers/<api>.ts`).
 */
import type { PendingTxnRequest } from './pending-txn-request.js';
import type { CoordinatorType } from './txn-requests.js';

/** A coordinator a request needs: its type and key (the transactional id or the group id). @internal */
export interface CoordinatorKey {
  readonly type: CoordinatorType;
  readonly key: string;
}

/** The coordinators found by FindCoordinator, by type and key. @internal */
export class TxnCoordinators {
  private transaction: number | undefined;
  private readonly groups = new Map<string, number>();

  /** The cached coordinator broker id for our transactional id (`'transaction'`) or for `groupId`. */
  get(type: CoordinatorType, groupId?: string): number | undefined {
    if (type === 'transaction') return this.transaction;
    return groupId === undefined ? undefined : this.groups.get(groupId);
  }

  /** Caches a coordinator found by FindCoordinator. */
  set(type: CoordinatorType, key: string, nodeId: number): void {
    if (type === 'transaction') this.transaction = nodeId;
    else this.groups.set(key, nodeId);
  }

  /** Forgets a coordinator (it moved or failed). */
  forget(type: CoordinatorType, key: string): void {
    if (type === 'transaction') this.transaction = undefined;
    else this.groups.delete(key);
  }
}

/**
 * Names the coordinator a queued request needs, if any: its API's handler decides (`txn-request-handler.ts`).
 * The context is given this function rather than importing it, since the handlers read the context.
 * @internal
 */
export type CoordinatorOf = (pending: PendingTxnRequest, transactionalId: string | null) => CoordinatorKey | undefined;
