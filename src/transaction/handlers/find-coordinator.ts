/**
 * FindCoordinator (Kafka `FindCoordinatorHandler`): where the transaction coordinator of our transactional id,
 * or the group coordinator of a consumer group, is.
 */
import { actionIn, type ErrorTable } from '../../errors/classify.js';
import { applyErrorAction } from '../error-actions.js';
import type { PendingOf } from '../pending-txn-request.js';
import type { TxnContext } from '../txn-context.js';
import { CoordinatorType, findCoordinator } from '../../protocol/requests/find-coordinator.js';
import { defineTxnHandler, type TxnHandler } from '../txn-handler.js';
import { txnWire, type TxnRequestByApi, type TxnApiWire } from '../txn-requests.js';

type Request = TxnRequestByApi['FindCoordinator'];

/**
 * The FindCoordinator response fields read (v0-3 top level, v4+ `coordinators`).
 * @internal
 */
export interface FindCoordinatorResponse {
  readonly errorCode?: number;
  readonly nodeId?: number;
  readonly coordinators?: readonly { readonly key: string; readonly nodeId: number; readonly errorCode: number }[];
}

declare module '../txn-requests.js' {
  interface TxnApiTypes {
    FindCoordinator: { response: FindCoordinatorResponse; pending: { readonly coordinatorType: CoordinatorType; readonly key: string } };
  }
}

/** The request for `key` (`keyType` 0 = group, 1 = transaction), in the newest shape: the key in `coordinatorKeys`. */
export function buildFindCoordinator(coordinatorType: 'group' | 'transaction', key: string): Request {
  return { key, keyType: coordinatorType === 'group' ? CoordinatorType.GROUP : CoordinatorType.TRANSACTION, coordinatorKeys: [key] };
}

/** FindCoordinator on the wire: the wire module, answers in the core's shape. */
const findCoordinatorWire: TxnApiWire<'FindCoordinator'> = txnWire(findCoordinator,
  (body) => ({ keyType: body.keyType === CoordinatorType.TRANSACTION ? CoordinatorType.TRANSACTION : CoordinatorType.GROUP, keys: body.coordinatorKeys }),
  (found) => ({ coordinators: found.map(({ key, nodeId, errorCode }) => ({ key, nodeId, errorCode })) }),
  (found) => found.filter((each) => each.errorCode === 0).map(({ nodeId, host, port }) => ({ nodeId, host, port })));

/** FindCoordinator's error table (Kafka `FindCoordinatorHandler`). */
const FIND_COORDINATOR_ERRORS: ErrorTable = {
  NONE: 'none',
  COORDINATOR_NOT_AVAILABLE: 'retry', NOT_COORDINATOR: 'retry', COORDINATOR_LOAD_IN_PROGRESS: 'retry',
  TRANSACTIONAL_ID_AUTHORIZATION_FAILED: 'fatal',
  GROUP_AUTHORIZATION_FAILED: 'abort', TRANSACTION_ABORTABLE: 'abort',
};

/** The answer: cache the coordinator, or apply the error's action. */
function onFindCoordinator(ctx: TxnContext, pending: PendingOf<'FindCoordinator'>, response: FindCoordinatorResponse, now: number): void {
  const entry = response.coordinators?.find((c) => c.key === pending.key) ?? response.coordinators?.[0];
  const errorCode = entry?.errorCode ?? response.errorCode ?? 0;
  const nodeId = entry?.nodeId ?? response.nodeId ?? -1;
  const action = actionIn(FIND_COORDINATOR_ERRORS, errorCode);
  if (action === 'none' && nodeId >= 0) {
    ctx.coordinators.set(pending.coordinatorType, pending.key, nodeId);
    pending.result.done();
    return;
  }
  applyErrorAction(ctx, pending, action === 'none' ? 'retry' : action, errorCode, now, pending.key);
}

/** FindCoordinator: any broker answers it. */
export const findCoordinatorHandler: TxnHandler<'FindCoordinator'> = defineTxnHandler({
  api: 'FindCoordinator',
  coordinator: () => undefined,
  build: (_ctx, pending) => buildFindCoordinator(pending.coordinatorType, pending.key),
  wire: findCoordinatorWire,
  onResponse: onFindCoordinator,
  errors: FIND_COORDINATOR_ERRORS,
});
