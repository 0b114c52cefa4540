/**
 * The faults of a pipeline history: the producer histories' request and cluster faults (fault-schedule.ts), over
 * the pipeline's topics and transactional ids, plus what a consumer group lives through: the group coordinator
 * failing over to a broker that is still loading, errors and lost answers on the consumer's requests (JoinGroup,
 * SyncGroup, Heartbeat, ConsumerGroupHeartbeat, OffsetFetch, Fetch, ListOffsets, LeaveGroup), and a network
 * partition of one running member (its requests vanish for a while: the group moves on without it, its
 * transaction may time out, and it comes back as a zombie whose offset commits must be refused), and a commit whose
 * outcome stays unknown (every attempt of one commit's EndTxn is applied and unanswered, or never reaches the
 * coordinator, which may then time the transaction out: the session must find out which). Injected codes are ones a
 * broker can answer for that API.
 */
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import { ApiKey, type ApiKeyName } from '../../src/protocol/messages/index.generated.js';
import { CoordinatorKeyType } from '../../src/testing/cluster-state.js';
import { drawFault, errorName, startLoading, type FaultKind } from './fault-schedule.js';
import { PIPELINE_GROUP, PIPELINE_TOPICS, type PipelineState } from './pipeline-state.js';
import type { Prng } from './prng.js';
import type { SimulationContext } from './simulation-context.js';

const SHARED_KINDS: readonly FaultKind[] = [
  'error-retriable', 'error-abortable', 'error-fencing', 'lost-response', 'delay-beyond-timeout', 'delay', 'connection-drop',
  'broker-down', 'leader-move', 'coordinator-move', 'coordinator-failover', 'clock-jump',
];
const GROUP_KINDS = ['group-coordinator-failover', 'consumer-error', 'consumer-lost-response', 'member-isolation', 'commit-outcome-unknown'] as const;

/**
 * Every kind a pipeline history draws from; a network partition of a member (the zombie of KIP-447) twice as often.
 * @internal
 */
export const PIPELINE_FAULT_KINDS: readonly string[] = [...SHARED_KINDS, ...GROUP_KINDS, 'member-isolation'];

const COORDINATOR = [ErrorCode.COORDINATOR_NOT_AVAILABLE, ErrorCode.NOT_COORDINATOR];

/** Errors a broker answers the consumer's requests with while leadership or coordination moves. */
const CONSUMER_ERRORS: readonly { readonly api: ApiKeyName; readonly codes: readonly number[] }[] = [
  { api: 'Fetch', codes: [ErrorCode.NOT_LEADER_OR_FOLLOWER, ErrorCode.UNKNOWN_TOPIC_OR_PARTITION] },
  { api: 'ListOffsets', codes: [ErrorCode.NOT_LEADER_OR_FOLLOWER, ErrorCode.LEADER_NOT_AVAILABLE] },
  { api: 'OffsetFetch', codes: [...COORDINATOR, ErrorCode.COORDINATOR_LOAD_IN_PROGRESS] },
  { api: 'JoinGroup', codes: [...COORDINATOR, ErrorCode.COORDINATOR_LOAD_IN_PROGRESS] },
  { api: 'SyncGroup', codes: [...COORDINATOR, ErrorCode.REBALANCE_IN_PROGRESS] },
  { api: 'Heartbeat', codes: [...COORDINATOR, ErrorCode.REBALANCE_IN_PROGRESS] },
  { api: 'ConsumerGroupHeartbeat', codes: [...COORDINATOR, ErrorCode.COORDINATOR_LOAD_IN_PROGRESS] },
];

/** Requests whose answers a `consumer-lost-response` fault loses (applied by the broker, never answered). */
const CONSUMER_APIS: readonly ApiKeyName[] = ['JoinGroup', 'SyncGroup', 'Heartbeat', 'ConsumerGroupHeartbeat', 'OffsetFetch', 'Fetch', 'ListOffsets', 'LeaveGroup'];

/** The group coordinator's requests answered COORDINATOR_LOAD_IN_PROGRESS while it loads the offsets after a failover. */
const GROUP_COORDINATOR_APIS: readonly ApiKeyName[] = ['JoinGroup', 'SyncGroup', 'Heartbeat', 'ConsumerGroupHeartbeat', 'OffsetFetch', 'TxnOffsetCommit'];

/**
 * A pipeline fault at a virtual time.
 * @internal
 */
export interface PipelineFault {
  readonly atMs: number;
  readonly kind: string;
  readonly apply: (context: SimulationContext) => string;
}

/**
 * Draws `count` faults over `[0, horizonMs]`. `sessionTimeoutMs` scales network partitions (a third of it to
 * three times it: some end before the group notices, most after).
 * @internal
 */
export function drawPipelineFaults(prng: Prng, count: number, horizonMs: number, brokers: number, transactionalIds: readonly string[],
  pipeline: PipelineState, sessionTimeoutMs: number): PipelineFault[] {
  const faults: PipelineFault[] = [];
  for (let index = 0; index < count; index++) {
    const atMs = prng.int(0, horizonMs);
    const kind = prng.pick(PIPELINE_FAULT_KINDS);
    const shared = SHARED_KINDS.find((each) => each === kind);
    const apply = shared === undefined
      ? drawGroupFault(prng, kind, brokers, pipeline, sessionTimeoutMs)
      : drawFault(prng, shared, brokers, transactionalIds, [PIPELINE_GROUP], PIPELINE_TOPICS);
    faults.push({ atMs, kind, apply });
  }
  return faults.sort((a, b) => a.atMs - b.atMs);
}

function drawGroupFault(prng: Prng, kind: string, brokers: number, pipeline: PipelineState, sessionTimeoutMs: number): (context: SimulationContext) => string {
  const times = prng.int(1, 3);
  const broker = prng.int(1, brokers);
  switch (kind) {
    case 'group-coordinator-failover': {
      const loading = prng.int(1, 4);
      return (context) => {
        context.cluster.moveCoordinator(CoordinatorKeyType.GROUP, PIPELINE_GROUP, broker);
        startLoading(context, broker, GROUP_COORDINATOR_APIS, loading);
        return `group coordinator of ${PIPELINE_GROUP} fails over to broker ${broker}, loading for its next ${loading} request(s) of each group API`;
      };
    }
    case 'consumer-error': {
      const { api, codes } = prng.pick(CONSUMER_ERRORS);
      const errorCode = prng.pick(codes);
      return (context) => {
        context.cluster.faults.failRequests(ApiKey[api], errorCode, { times });
        return `next ${times} ${api} answer(s) ${errorName(errorCode)}`;
      };
    }
    case 'consumer-lost-response': {
      const api = prng.pick(CONSUMER_APIS);
      return (context) => {
        context.cluster.faults.dropResponses(ApiKey[api], { times });
        return `next ${times} ${api} response(s) lost after the broker applied the request`;
      };
    }
    case 'commit-outcome-unknown': {
      // More than the producer's attempts of one EndTxn (10): the commit reports its outcome unknown, and the session's
      // own retries of it may be cut off too.
      const attempts = prng.int(10, 25);
      const applied = prng.chance(0.5);
      return (context) => {
        if (applied) context.cluster.faults.dropResponses(ApiKey.EndTxn, { times: attempts });
        else context.cluster.faults.closeConnections(ApiKey.EndTxn, { times: attempts });
        return `next ${attempts} EndTxn ${applied ? 'applied, their answers lost' : 'cut off before the coordinator'}: a commit of unknown outcome`;
      };
    }
    case 'member-isolation': {
      const pick = prng.nextUint32();
      const durationMs = prng.int(Math.round(sessionTimeoutMs / 3), sessionTimeoutMs * 3);
      return (context) => {
        const live = [...pipeline.live];
        const target = live[pick % Math.max(1, live.length)];
        if (target === undefined) return 'network partition: no member running';
        const tags = target.tags();
        const now = context.clock.now();
        context.observer.isolate(tags, now + durationMs);
        context.observer.disrupt(`network partition ${durationMs} ms`, now, now + durationMs + context.timeouts.requestTimeoutMs, target.tag);
        return `network partition: ${tags.join(', ')} cut off for ${durationMs} ms (a zombie if the group moves on)`;
      };
    }
    default:
      throw new Error(`simulation bug: unknown pipeline fault kind ${kind}`);
  }
}
