/**
 * The broker-side witness for invariant 4 (a fenced instance never commits after its successor
 * initialized). Each producer instance gets its own {@link InstanceDispatcher}, which names the instance
 * while the cluster runs the request's handler (handlers run synchronously inside `dispatch`), and the
 * observer wraps the cluster's InitProducerId and EndTxn entry points to see, in the order the coordinator
 * applied them, which instance initialized a transactional id and which instance moved a transaction from
 * Ongoing to a commit. This judges what the coordinator did, not what the client was told: a commit
 * applied before the successor's InitProducerId but answered later (a delayed response) is legitimate.
 *
 * It also keeps, per instance, the requests the instance put on the wire (the racer's abort check: nothing
 * of a transaction that was only queued when the abort was called is sent after it) and the request-level
 * faults that hit them: those that can keep a transaction from ending as meant become
 * {@link Disruption}s, the explanations progress invariant 7 accepts in a faulty history.
 */
import { ErrorCode, errorCodeName } from '../../src/errors/protocol-error-codes.generated.js';
import { decodeRecordBatchHeader } from '../../src/protocol/record-batch/record-batch-header.js';
import type { FaultAction, FaultRegistry } from '../../src/testing/fault-registry.js';
import { ApiKey } from '../../src/protocol/messages/index.generated.js';
import type { ProduceRequest } from '../../src/protocol/messages/produce.generated.js';
import { RequestDispatcher, type DispatchOutcome, type RequestContext } from '../../src/testing/broker/request-dispatcher.js';
import type { Clock } from '../../src/internal/clock.js';
import type { InMemoryCluster } from '../../src/testing/in-memory-cluster.js';
import { TransactionState } from '../../src/testing/transaction-state.js';
import type { History } from './history.js';

/**
 * Something injected that may legitimately keep a transaction or a send from ending as the application meant
 * (progress invariant 7 in a faulty history): a fault that hit one instance's request, or a cluster-level
 * fault (`instance` undefined) active from `from` to `until` (clock times, inclusive).
 * @internal
 */
export interface Disruption {
  readonly from: number;
  readonly until: number;
  /** An instance tag (`tw-0#2`), a transactional id (every instance of it), or undefined (every instance). */
  readonly instance: string | undefined;
  readonly what: string;
}

/**
 * One request an instance put on the wire.
 * @internal
 */
export interface WireRequest {
  readonly apiKey: number;
  readonly at: number;
}

/**
 * Whether a request-level fault can explain a failure, and for how long: an injected error a client retries
 * (`retriable`), or a delay shorter than the request timeout, explains nothing; an abortable or fencing error,
 * a lost response, a delay past the request timeout and a dropped connection do.
 * @internal
 */
export type FaultExplanation = (apiKey: number, action: FaultAction, request: unknown) => { readonly what: string; readonly forMs: number } | undefined;

/**
 * Records initializations and commits per transactional id, with the instance that caused each.
 * @internal
 */
export class ClusterObserver {
  /** The instance whose request the cluster is handling right now (synchronous part of dispatch), and the request. */
  current: string | undefined;
  currentRequest: unknown;
  /** Latest instance whose InitProducerId succeeded, per transactional id. */
  readonly owners = new Map<string, string>();
  /** Commits applied for an instance that was no longer the owner. */
  readonly fencedCommits: string[] = [];
  /** Producer ids seen in successful InitProducerId answers, with the instance that got each (for producer-expiry faults). */
  readonly producerIds = new Map<bigint, string>();
  /** Faults that can explain a transaction or a send not ending as meant (progress invariant 7). */
  readonly disruptions: Disruption[] = [];
  /** Instances issuing a pipeline of sends to one partition right now (see `sendRecords`). */
  readonly pipelines = new Set<string>();
  /**
   * A retriable error armed by the `error-retriable-produce` fault: the next Produce of an instance running a
   * pipeline is answered with it, without being written.
   */
  pipelineFault: number | undefined;
  /** Instances cut off from the cluster (a network partition), each until a clock time: their requests vanish. */
  private readonly isolated = new Map<string, number>();
  /** Requests each instance put on the wire, in order. */
  private readonly wire = new Map<string, WireRequest[]>();
  private readonly clock: Clock;
  readonly history: History;

  /**
   * `verbose`: log every Produce the cluster applies. `explain`: which request-level faults become
   * disruptions. `markersPendingMs`: after each EndTxn, how long the transaction's markers may be pending
   * (delayed markers): a disruption of that transactional id.
   */
  constructor(cluster: InMemoryCluster, history: History, options: { readonly verbose?: boolean; readonly explain?: FaultExplanation; readonly markersPendingMs?: number } = {}) {
    const { verbose = false, explain = () => undefined, markersPendingMs = 0 } = options;
    this.clock = cluster.clock;
    this.history = history;
    // Every request-level fault the cluster applies, with the instance whose request it hit.
    const take = cluster.faults.take.bind(cluster.faults);
    cluster.faults.take = (apiKey, brokerId) => {
      const action = take(apiKey, brokerId);
      const explained = action === undefined || this.current === undefined ? undefined : explain(apiKey, action, this.currentRequest);
      if (explained !== undefined && this.current !== undefined) {
        const now = this.clock.now();
        this.disruptions.push({ from: now, until: now + explained.forMs, instance: this.current, what: `${explained.what} (api ${apiKey}, broker ${brokerId})` });
      }
      return action;
    };
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
        if (markersPendingMs > 0) this.disrupt(`markers of ${request.transactionalId} pending`, this.clock.now(), this.clock.now() + markersPendingMs, request.transactionalId);
        const owner = this.owners.get(request.transactionalId);
        if (request.committed && owner !== undefined && owner !== this.current) {
          this.fencedCommits.push(`${this.current} committed a transaction of ${request.transactionalId} after its successor ${owner} initialized`);
        }
      }
      return result;
    };
  }

  /** Records that `instance` handed a request of `apiKey` to its network client now. */
  sent(instance: string, apiKey: number): void {
    let log = this.wire.get(instance);
    if (log === undefined) {
      log = [];
      this.wire.set(instance, log);
    }
    log.push({ apiKey, at: this.clock.now() });
  }

  /** The requests `instance` put on the wire so far (a live view: it grows). */
  requests(instance: string): readonly WireRequest[] {
    return this.wire.get(instance) ?? [];
  }

  /**
   * Cuts `instances` off from the cluster until clock time `until`: every request they send meanwhile is lost on
   * the way (never applied, never answered: the client times it out), as in a network partition or a paused
   * process. Answers to requests sent before are delivered.
   */
  isolate(instances: readonly string[], until: number): void {
    for (const instance of instances) this.isolated.set(instance, Math.max(until, this.isolated.get(instance) ?? 0));
  }

  /** True while `instance` is cut off (see {@link ClusterObserver.isolate}). */
  isIsolated(instance: string): boolean {
    const until = this.isolated.get(instance);
    return until !== undefined && this.clock.now() < until;
  }

  /** Ends every isolation (the drain). */
  healAll(): void {
    this.isolated.clear();
  }

  /** Adds a cluster-level disruption (a broker down, a clock jump, ...) or one of an instance (an actor-played fault). */
  disrupt(what: string, from: number, until: number, instance?: string): void {
    this.disruptions.push({ from, until, instance, what });
  }
}

/** A request lost on its way to the broker: the client sees no answer. */
const LOST: DispatchOutcome = { kind: 'no-response' };

/**
 * A dispatcher that tells the observer which instance sent the request being handled.
 * @internal
 */
export class InstanceDispatcher extends RequestDispatcher {
  private readonly observer: ClusterObserver;
  private readonly instance: string;
  private readonly faults: FaultRegistry;

  private readonly latency: { readonly clock: Clock; readonly ms: number } | undefined;

  /** `latency`: the broker applies each request at once and answers `ms` later (a request is in flight meanwhile). */
  constructor(cluster: InMemoryCluster, observer: ClusterObserver, instance: string, latency?: { readonly clock: Clock; readonly ms: number }) {
    super(cluster);
    this.faults = cluster.faults;
    this.observer = observer;
    this.instance = instance;
    this.latency = latency !== undefined && latency.ms > 0 ? latency : undefined;
  }

  override dispatch(context: RequestContext, body: unknown): Promise<DispatchOutcome> {
    if (this.observer.isIsolated(this.instance)) return Promise.resolve(LOST);
    this.observer.current = this.instance;
    this.observer.currentRequest = body;
    const armed = this.observer.pipelineFault;
    // Not on a batch of sequence 0: the broker accepts any first sequence of a producer it does not know, so
    // the batches behind one would be written without it (see firstSequences), a failure a fault explains.
    // Only with answers at least 2 ms late: sends 1 ms apart are then in flight together.
    if (armed !== undefined && context.apiKey === ApiKey.Produce && (this.latency?.ms ?? 0) >= 2 && this.observer.pipelines.has(this.instance) && !firstSequences(body).includes(0)) {
      this.observer.pipelineFault = undefined;
      this.faults.failRequests(ApiKey.Produce, armed, { brokerId: context.brokerId, times: 1 });
      this.observer.history.add('fault', `the pipeline fault hits a Produce of ${this.instance} (sequences ${firstSequences(body).join(', ')})`);
    }
    let outcome: Promise<DispatchOutcome>;
    try {
      outcome = super.dispatch(context, body);
    } finally {
      this.observer.current = undefined;
      this.observer.currentRequest = undefined;
    }
    const latency = this.latency;
    if (latency === undefined) return outcome;
    return outcome.then((answer) => new Promise<DispatchOutcome>((resolve) => { latency.clock.setTimer(latency.ms, () => { resolve(answer); }); }));
  }
}

/**
 * The base sequence of each batch of a Produce request (empty for anything else). A retriable error on a
 * batch of sequence 0 can lose it: a broker that does not know the producer on that partition accepts the
 * batches behind it at any sequence (Kafka's `ProducerAppendInfo.checkSequence` for an unknown producer), so
 * its retry finds a later sequence written and cannot go in without reordering (ERR_PRODUCE_WOULD_REORDER).
 * @internal
 */
export function firstSequences(request: unknown): number[] {
  const produce = request as Partial<ProduceRequest> | undefined;
  if (produce?.topicData === undefined) return [];
  const sequences: number[] = [];
  for (const topic of produce.topicData) {
    for (const partition of topic.partitionData) {
      if (partition.records !== null && partition.records.length > 0) sequences.push(decodeRecordBatchHeader(partition.records, 0).baseSequence);
    }
  }
  return sequences;
}
