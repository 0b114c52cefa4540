/**
 * The faults of a history, drawn from its seed before it starts and fired by clock timers at their
 * virtual times. Request-level faults go through `cluster.faults` (an injected error answers without
 * applying; a lost response and a long delay apply the request and hide the answer; a connection drop closes
 * before applying); cluster-level ones use the cluster's controls. Injected error codes are ones a real
 * broker can answer for that API at any time (so a failure is the client's, not a lie of the harness):
 * retriable coordinator and leadership errors, abortable errors (KIP-360, KIP-890 TRANSACTION_ABORTABLE,
 * KIP-447 rebalance errors) and fencing errors.
 */
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import { ApiKey, type ApiKeyName } from '../../src/protocol/messages/index.generated.js';
import { CoordinatorKeyType } from '../../src/testing/cluster-state.js';
import type { Prng } from './prng.js';
import type { SimulationContext } from './simulation-context.js';
import { OUTPUT_TOPICS } from './topology.js';
import { firstSequences, type FaultExplanation } from './cluster-observer.js';

/**
 * Every fault kind the schedule draws from (actor-played faults, such as zombies and stalls, are counted
 * under their own names by the workloads).
 * @internal
 */
export const FAULT_KINDS = [
  'error-retriable', 'error-retriable-produce', 'error-abortable', 'error-fencing', 'lost-response', 'delay-beyond-timeout', 'delay',
  'connection-drop', 'broker-down', 'leader-move', 'coordinator-move', 'coordinator-failover', 'producer-expiry', 'clock-jump',
] as const;

/**
 * One of {@link FAULT_KINDS}.
 * @internal
 */
export type FaultKind = (typeof FAULT_KINDS)[number];

type ApiName = 'Produce' | 'Metadata' | 'FindCoordinator' | 'InitProducerId' | 'AddPartitionsToTxn' | 'AddOffsetsToTxn' | 'EndTxn' | 'TxnOffsetCommit';

const REQUEST_APIS: readonly ApiName[] = ['Produce', 'Metadata', 'FindCoordinator', 'InitProducerId', 'AddPartitionsToTxn', 'AddOffsetsToTxn', 'EndTxn', 'TxnOffsetCommit'];
const COORDINATOR_RETRIABLE = [ErrorCode.COORDINATOR_NOT_AVAILABLE, ErrorCode.NOT_COORDINATOR, ErrorCode.COORDINATOR_LOAD_IN_PROGRESS, ErrorCode.CONCURRENT_TRANSACTIONS];

/** Injectable codes per API and class. */
const ERRORS: { readonly [Api in ApiName]: { readonly retriable: readonly number[]; readonly abortable: readonly number[]; readonly fencing: readonly number[] } } = {
  Produce: {
    retriable: [ErrorCode.NOT_LEADER_OR_FOLLOWER, ErrorCode.NOT_ENOUGH_REPLICAS, ErrorCode.REQUEST_TIMED_OUT, ErrorCode.UNKNOWN_TOPIC_OR_PARTITION],
    abortable: [ErrorCode.OUT_OF_ORDER_SEQUENCE_NUMBER, ErrorCode.UNKNOWN_PRODUCER_ID, ErrorCode.TRANSACTION_ABORTABLE],
    fencing: [],
  },
  Metadata: { retriable: [ErrorCode.LEADER_NOT_AVAILABLE, ErrorCode.UNKNOWN_TOPIC_OR_PARTITION], abortable: [], fencing: [] },
  FindCoordinator: { retriable: [ErrorCode.COORDINATOR_NOT_AVAILABLE, ErrorCode.COORDINATOR_LOAD_IN_PROGRESS], abortable: [], fencing: [] },
  InitProducerId: { retriable: COORDINATOR_RETRIABLE, abortable: [], fencing: [ErrorCode.PRODUCER_FENCED] },
  AddPartitionsToTxn: { retriable: COORDINATOR_RETRIABLE, abortable: [ErrorCode.TRANSACTION_ABORTABLE], fencing: [ErrorCode.PRODUCER_FENCED, ErrorCode.INVALID_PRODUCER_EPOCH] },
  AddOffsetsToTxn: { retriable: COORDINATOR_RETRIABLE, abortable: [ErrorCode.TRANSACTION_ABORTABLE], fencing: [ErrorCode.PRODUCER_FENCED, ErrorCode.INVALID_PRODUCER_EPOCH] },
  EndTxn: { retriable: COORDINATOR_RETRIABLE, abortable: [], fencing: [ErrorCode.PRODUCER_FENCED, ErrorCode.INVALID_PRODUCER_EPOCH] },
  TxnOffsetCommit: {
    retriable: [ErrorCode.COORDINATOR_NOT_AVAILABLE, ErrorCode.NOT_COORDINATOR, ErrorCode.COORDINATOR_LOAD_IN_PROGRESS, ErrorCode.REQUEST_TIMED_OUT],
    abortable: [ErrorCode.ILLEGAL_GENERATION, ErrorCode.UNKNOWN_MEMBER_ID, ErrorCode.TRANSACTION_ABORTABLE],
    fencing: [ErrorCode.INVALID_PRODUCER_EPOCH],
  },
};

/**
 * Which request-level faults can explain a transaction or a send not ending as the application meant
 * (progress invariant 7 in a faulty history), and for how long after they hit: an injected error the
 * client retries, or a delay well under the request timeout, explains nothing; an abortable or fencing
 * error, a lost response, a delay past the request timeout and a dropped connection do.
 * @internal
 */
export function faultExplanation(requestTimeoutMs: number): FaultExplanation {
  return (apiKey, action, request) => {
    switch (action.kind) {
      case 'error': {
        const api = REQUEST_APIS.find((name) => ApiKey[name] === apiKey);
        if (api !== undefined && ERRORS[api].retriable.includes(action.errorCode)) {
          return api === 'Produce' && firstSequences(request).includes(0)
            ? { what: `error ${errorName(action.errorCode)} on a batch of sequence 0 (the broker may write the batches behind it first)`, forMs: requestTimeoutMs }
            : undefined;
        }
        if (action.errorCode === ErrorCode.COORDINATOR_LOAD_IN_PROGRESS) return undefined;
        return { what: `error ${errorName(action.errorCode)}`, forMs: requestTimeoutMs };
      }
      case 'delay':
        // A response delayed close to the request timeout may outlast it once the dispatch latency is added.
        return action.delayMs < requestTimeoutMs - 100 ? undefined : { what: `response delayed ${action.delayMs} ms`, forMs: action.delayMs + requestTimeoutMs };
      case 'drop-response': return { what: 'response lost', forMs: 2 * requestTimeoutMs };
      case 'close-connection': return { what: 'connection closed', forMs: requestTimeoutMs };
    }
  };
}

/**
 * A broker that took over a coordinator answers COORDINATOR_LOAD_IN_PROGRESS to its next `loading` requests of each
 * API. Loading is the broker's state, not a count that adds up: a second failover to a broker still loading leaves
 * it loading for the longer of the two, as a broker loads a log partition once.
 * @internal
 */
export function startLoading(context: SimulationContext, broker: number, apis: readonly ApiKeyName[], loading: number): void {
  for (const api of apis) {
    const left = context.cluster.faults.pending()
      .filter((fault) => fault.apiKey === ApiKey[api] && fault.brokerId === broker && fault.action.kind === 'error' && fault.action.errorCode === ErrorCode.COORDINATOR_LOAD_IN_PROGRESS)
      .reduce((sum, fault) => sum + fault.remaining, 0);
    if (loading > left) context.cluster.faults.failRequests(ApiKey[api], ErrorCode.COORDINATOR_LOAD_IN_PROGRESS, { brokerId: broker, times: loading - left });
  }
}

/**
 * A fault at a virtual time; `apply` injects it and describes it for the history.
 * @internal
 */
export interface ScheduledFault {
  readonly atMs: number;
  readonly kind: FaultKind;
  readonly apply: (context: SimulationContext) => string;
}

/**
 * Draws `count` faults over `[0, horizonMs]`.
 * @internal
 */
export function drawFaultSchedule(prng: Prng, count: number, horizonMs: number, brokers: number, transactionalIds: readonly string[], groupIds: readonly string[],
  topics: readonly FaultTopic[] = OUTPUT_TOPICS): ScheduledFault[] {
  const faults: ScheduledFault[] = [];
  for (let index = 0; index < count; index++) {
    const atMs = prng.int(0, horizonMs);
    const kind = prng.pick(FAULT_KINDS);
    faults.push({ atMs, kind, apply: drawFault(prng, kind, brokers, transactionalIds, groupIds, topics) });
  }
  // The pipeline fault stays armed until a pipeline goes out, but the actors send most in the first second:
  // half the faulty histories get one more, armed then.
  if (count > 0 && prng.chance(0.5)) {
    const kind = 'error-retriable-produce';
    faults.push({ atMs: prng.int(0, 500), kind, apply: drawFault(prng, kind, brokers, transactionalIds, groupIds, topics) });
  }
  return faults.sort((a, b) => a.atMs - b.atMs);
}

/**
 * A topic a `leader-move` may pick.
 * @internal
 */
export interface FaultTopic {
  readonly name: string;
  readonly partitions: number;
}

/**
 * Draws one fault of `kind` (what it hits, how often, how long) and returns what injects it.
 * @internal
 */
export function drawFault(prng: Prng, kind: FaultKind, brokers: number, transactionalIds: readonly string[], groupIds: readonly string[],
  topics: readonly FaultTopic[] = OUTPUT_TOPICS): (context: SimulationContext) => string {
  const times = prng.int(1, 3);
  const broker = prng.int(1, brokers);
  switch (kind) {
    case 'error-retriable':
    case 'error-abortable':
    case 'error-fencing': {
      const klass = kind === 'error-retriable' ? 'retriable' : kind === 'error-abortable' ? 'abortable' : 'fencing';
      const candidates = REQUEST_APIS.filter((api) => ERRORS[api][klass].length > 0);
      const api = prng.pick(candidates);
      const errorCode = prng.pick(ERRORS[api][klass]);
      return (context) => {
        context.cluster.faults.failRequests(ApiKey[api], errorCode, { times });
        return `next ${times} ${api} answer(s) ${errorName(errorCode)}`;
      };
    }
    case 'error-retriable-produce': {
      // One Produce refused with a retriable error without being written, as a partition leader does for a
      // moment (NOT_ENOUGH_REPLICAS while the ISR shrinks, NOT_LEADER_OR_FOLLOWER during an election): the
      // batches behind it in the pipeline (up to 5 in flight) are answered OUT_OF_ORDER_SEQUENCE_NUMBER by the
      // broker, a gap they did not cause. The producer resends in sequence order; the
      // transaction must still commit (progress invariant 7: this fault explains no abort).
      const errorCode = prng.pick(ERRORS.Produce.retriable);
      return (context) => {
        context.observer.pipelineFault = errorCode;
        return `next Produce of a pipeline (sends to one partition 1 ms apart) answers ${errorName(errorCode)} (not written)`;
      };
    }
    case 'lost-response': {
      const api = prng.pick(REQUEST_APIS);
      return (context) => {
        context.cluster.faults.dropResponses(ApiKey[api], { times });
        return `next ${times} ${api} response(s) lost after the broker applied the request`;
      };
    }
    case 'delay-beyond-timeout':
    case 'delay': {
      const api = prng.pick(REQUEST_APIS);
      const extra = prng.int(1, 3_000);
      return (context) => {
        const delayMs = kind === 'delay' ? extra : context.timeouts.requestTimeoutMs + extra;
        context.cluster.faults.delayResponses(ApiKey[api], delayMs, { times });
        return `next ${times} ${api} response(s) delayed ${delayMs} ms`;
      };
    }
    case 'connection-drop': {
      const api = prng.pick(REQUEST_APIS);
      return (context) => {
        context.cluster.faults.closeConnections(ApiKey[api], { times });
        return `next ${times} ${api} request(s) close the connection`;
      };
    }
    case 'broker-down': {
      const downMs = prng.int(200, 8_000);
      return (context) => {
        if (context.cluster.state.broker(broker)?.up !== true) return `broker ${broker} already down`;
        context.cluster.setBrokerUp(broker, false);
        context.observer.disrupt(`broker ${broker} down`, context.clock.now(), context.clock.now() + downMs + context.timeouts.requestTimeoutMs);
        context.clock.setTimer(downMs, () => {
          context.cluster.setBrokerUp(broker, true);
          context.history.add('fault', `broker ${broker} up`);
        });
        return `broker ${broker} down for ${downMs} ms`;
      };
    }
    case 'leader-move': {
      const topic = prng.pick(topics);
      const partition = prng.int(0, topic.partitions - 1);
      return (context) => {
        context.cluster.moveLeader(topic.name, partition, broker);
        return `leader of ${topic.name}-${partition} moved to broker ${broker}`;
      };
    }
    case 'coordinator-move': {
      const group = groupIds.length > 0 && prng.chance(0.3);
      const key = group ? prng.pick(groupIds) : prng.pick(transactionalIds);
      return (context) => {
        context.cluster.moveCoordinator(group ? CoordinatorKeyType.GROUP : CoordinatorKeyType.TRANSACTION, key, broker);
        return `${group ? 'group' : 'transaction'} coordinator of ${key} moved to broker ${broker}`;
      };
    }
    case 'coordinator-failover': {
      // The transaction coordinator moves to another broker, which is still loading the transaction log:
      // it answers COORDINATOR_LOAD_IN_PROGRESS to the next transactional requests it gets (Kafka's
      // TransactionStateManager while loading a partition), then serves the state it took over.
      const key = prng.pick(transactionalIds);
      const loading = prng.int(1, 4);
      return (context) => {
        context.cluster.moveCoordinator(CoordinatorKeyType.TRANSACTION, key, broker);
        startLoading(context, broker, ['InitProducerId', 'AddPartitionsToTxn', 'AddOffsetsToTxn', 'EndTxn'], loading);
        return `transaction coordinator of ${key} fails over to broker ${broker}, loading for its next ${loading} request(s) of each transactional API`;
      };
    }
    case 'producer-expiry': {
      const pick = prng.nextUint32();
      return (context) => {
        // Kafka expires a producer's state only after producer.id.expiration.ms without writes, and never
        // while it has an open transaction: only idle producers qualify. (Expiring a producer with a batch in
        // flight makes the broker accept the retry as new: a duplicate no broker setting can produce.)
        const ids = [...context.observer.producerIds].filter(([, instance]) => context.ledger.isIdle(instance)).map(([producerId]) => producerId);
        const producerId = ids[pick % Math.max(1, ids.length)];
        if (producerId === undefined) return 'producer expiry: no idle producer';
        context.expiredProducerIds.add(producerId);
        const owner = context.observer.producerIds.get(producerId);
        if (owner !== undefined) context.observer.disrupt(`producer ${producerId} expired`, context.clock.now(), Number.POSITIVE_INFINITY, owner);
        const partitions = context.cluster.expireProducer(producerId);
        return `producer ${producerId} state expired on ${partitions} partition(s)`;
      };
    }
    case 'clock-jump': {
      const extra = prng.int(1, 5_000);
      return (context) => {
        const jumpMs = context.timeouts.transactionTimeoutMs + extra;
        // The checker turns the jump into a disruption when the scheduler applies it (scheduler.jumps).
        context.scheduler.requestJump(jumpMs);
        return `clock jumps ${jumpMs} ms (past transactionTimeoutMs: the coordinator aborts open transactions)`;
      };
    }
  }
}

/** The name of an error code, for the history. @internal */
export function errorName(code: number): string {
  for (const [name, value] of Object.entries(ErrorCode)) if (value === code) return name;
  return String(code);
}
