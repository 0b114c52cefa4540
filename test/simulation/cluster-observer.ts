/**
 * The broker-side witness for invariant 4 (a fenced instance never commits after its successor
 * initialized). Each producer instance gets its own {@link InstanceDispatcher}, which names the instance
 * while the cluster runs the request's handler (handlers run synchronously inside `dispatch`), and the
 * observer wraps the cluster's InitProducerId and EndTxn entry points to see, in the order the coordinator
 * applied them, which instance initialized a transactional id and which instance moved a transaction from
 * Ongoing to a commit. This judges what the coordinator did, not what the client was told: a commit
 * applied before the successor's InitProducerId but answered later (a delayed response) is legitimate.
 */
import { ErrorCode, errorCodeName } from '../../src/errors/protocol-error-codes.generated.js';
import { decodeRecordBatchHeader } from '../../src/protocol/record-batch/record-batch-header.js';
import { RequestDispatcher, type DispatchOutcome, type RequestContext } from '../../src/testing/broker/request-dispatcher.js';
import type { Clock } from '../../src/internal/clock.js';
import type { InMemoryCluster } from '../../src/testing/in-memory-cluster.js';
import { TransactionState } from '../../src/testing/transaction-state.js';
import type { History } from './history.js';

/**
 * Records initializations and commits per transactional id, with the instance that caused each.
 * @internal
 */
export class ClusterObserver {
  /** The instance whose request the cluster is handling right now (synchronous part of dispatch). */
  current: string | undefined;
  /** Latest instance whose InitProducerId succeeded, per transactional id. */
  readonly owners = new Map<string, string>();
  /** Commits applied for an instance that was no longer the owner. */
  readonly fencedCommits: string[] = [];
  /** Producer ids seen in successful InitProducerId answers, with the instance that got each (for producer-expiry faults). */
  readonly producerIds = new Map<bigint, string>();

  constructor(cluster: InMemoryCluster, history: History, verbose = false) {
    if (verbose) {
      // Every Produce the cluster handles, with the batch header: for reading a failing history closely.
      const produce = cluster.produce.bind(cluster);
      cluster.produce = (request) => {
        const result = produce(request);
        if (this.current !== undefined) {
          const header = decodeRecordBatchHeader(request.records, 0);
          history.add(this.current, `[broker] Produce ${request.topic}-${request.partition} epoch ${header.producerEpoch} seq ${header.baseSequence} x${header.recordCount}: ${errorCodeName(result.errorCode)} @${result.baseOffset}`);
        }
        return result;
      };
    }
    const initProducerId = cluster.initProducerId.bind(cluster);
    const endTxn = cluster.endTxn.bind(cluster);
    cluster.initProducerId = (request) => {
      const result = initProducerId(request);
      if (result.errorCode === ErrorCode.NONE) {
        if (this.current !== undefined) this.producerIds.set(result.producerId, this.current);
        if (request.transactionalId !== null && this.current !== undefined) {
          this.owners.set(request.transactionalId, this.current);
          history.add(this.current, `[broker] InitProducerId applied: producerId ${result.producerId} epoch ${result.producerEpoch}`);
        }
      }
      return result;
    };
    cluster.endTxn = (request) => {
      const before = cluster.transactions.metadata(request.transactionalId)?.state;
      const result = endTxn(request);
      if (result.errorCode === ErrorCode.NONE && before === TransactionState.ONGOING && this.current !== undefined) {
        const outcome = request.committed ? 'commit' : 'abort';
        history.add(this.current, `[broker] EndTxn(${outcome}) applied at epoch ${request.producerEpoch}`);
        const owner = this.owners.get(request.transactionalId);
        if (request.committed && owner !== undefined && owner !== this.current) {
          this.fencedCommits.push(`${this.current} committed a transaction of ${request.transactionalId} after its successor ${owner} initialized`);
        }
      }
      return result;
    };
  }
}

/**
 * A dispatcher that tells the observer which instance sent the request being handled.
 * @internal
 */
export class InstanceDispatcher extends RequestDispatcher {
  private readonly observer: ClusterObserver;
  private readonly instance: string;

  private readonly latency: { readonly clock: Clock; readonly ms: number } | undefined;

  /** `latency`: the broker applies each request at once and answers `ms` later (a request is in flight meanwhile). */
  constructor(cluster: InMemoryCluster, observer: ClusterObserver, instance: string, latency?: { readonly clock: Clock; readonly ms: number }) {
    super(cluster);
    this.observer = observer;
    this.instance = instance;
    this.latency = latency !== undefined && latency.ms > 0 ? latency : undefined;
  }

  override dispatch(context: RequestContext, body: unknown): Promise<DispatchOutcome> {
    this.observer.current = this.instance;
    let outcome: Promise<DispatchOutcome>;
    try {
      outcome = super.dispatch(context, body);
    } finally {
      this.observer.current = undefined;
    }
    const latency = this.latency;
    if (latency === undefined) return outcome;
    return outcome.then((answer) => new Promise<DispatchOutcome>((resolve) => { latency.clock.setTimer(latency.ms, () => { resolve(answer); }); }));
  }
}
