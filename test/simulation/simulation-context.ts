/**
 * What every actor of a history shares: the cluster, the scheduler, the history and ledger, the producer
 * configuration, and the two helpers every actor uses: {@link SimulationContext.newInstance} (a Producer
 * on its own in-process connection, named for the history) and {@link SimulationContext.operation} (runs a
 * producer call, logs its outcome and checks it finished within its configured bound: invariant 6).
 */
import type { Logger } from '../../src/config/logger.js';
import type { ManualClock } from '../../src/internal/clock.js';
import { Producer, type ProducerOptions } from '../../src/producer/producer.js';
import type { InMemoryCluster } from '../../src/testing/in-memory-cluster.js';
import { InProcessNetworkClient } from '../../src/testing/in-process-network-client.js';
import { InstanceDispatcher, type ClusterObserver } from './cluster-observer.js';
import { describeError, type History } from './history.js';
import type { Ledger, TransactionEntry } from './ledger.js';
import type { Prng } from './prng.js';
import type { VirtualScheduler } from './virtual-scheduler.js';
import { withTestSeams } from '../../src/internal/test-seams.js';
import { ApiKey, type ApiKeyName, type ApiMessages } from '../../src/protocol/messages/index.generated.js';
import type { RequestTarget, SendOptions, SendResult } from '../../src/network/network-client.js';

/**
 * The producer timeouts of a history (small, so faults make them fire).
 * @internal
 */
export interface SimulationTimeouts {
  readonly requestTimeoutMs: number;
  readonly deliveryTimeoutMs: number;
  readonly transactionTimeoutMs: number;
  readonly maxBlockMs: number;
}

/**
 * One producer instance and its per-partition send counters (the order witness of invariant 2).
 * @internal
 */
export interface ProducerInstance {
  /** `<transactional id or idem-N>#<generation>`, unique in the history. */
  readonly tag: string;
  readonly transactionalId: string | null;
  readonly producer: Producer;
  readonly network: InProcessNetworkClient;
  initialized: boolean;
  /** Clock time of its creation, and of its close() (undefined until closed): its lifetime, for invariant 7. */
  readonly createdAt: number;
  closedAt: number | undefined;
  /** Next counter per `topic-partition`. */
  readonly counters: Map<string, number>;
}

/**
 * A violated invariant.
 * @internal
 */
export interface Violation {
  /**
   * 1-8 as in docs/testing.md (7: progress, in a faulty history net of what the faults explain; 8: outcome of a raced call); 0 when an actor threw (a client
   * error the application cannot expect).
   */
  readonly invariant: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
  readonly message: string;
}

/**
 * Outcome of {@link SimulationContext.operation}.
 * @internal
 */
export type OperationResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: unknown };

/**
 * Shared state of one history.
 * @internal
 */
export class SimulationContext {
  readonly clock: ManualClock;
  readonly cluster: InMemoryCluster;
  readonly scheduler: VirtualScheduler;
  readonly history: History;
  readonly ledger: Ledger;
  readonly observer: ClusterObserver;
  readonly timeouts: SimulationTimeouts;
  /** Clock time at the start of the history (history times are relative to it). */
  readonly startedAt: number;
  readonly violations: Violation[] = [];
  /** Every instance ever created (all are closed at the end of the history). */
  readonly instances: ProducerInstance[] = [];
  /** Operations started and not yet settled, for the end-of-history hang check. */
  readonly pendingOperations = new Map<number, string>();
  /** Fault counts by kind, including the stalls actors decide themselves. */
  readonly faultCounts = new Map<string, number>();
  /** Producer ids whose broker-side state a fault expired (their sequences may legitimately restart). */
  readonly expiredProducerIds = new Set<bigint>();
  /** `<group>@<offset>` the racers sent in a transaction, to the transaction (the checker's offsets witness). */
  readonly racerOffsets = new Map<string, TransactionEntry>();
  /** True when the history has no scheduled fault and no actor-played fault: progress invariant 7 applies. */
  quiet = false;
  /** Virtual network latency of every answer (0: answered in the same tick), drawn per history. */
  networkLatencyMs = 0;
  /**
   * Draws each new producer's retry backoff (`retryBackoffMs`, `retryBackoffMaxMs`) when set; unset, every producer
   * gets a fixed 50 ms (to 500 ms). A stream of its own, so that drawing backoffs shifts no other draw.
   */
  backoffs: Prng | undefined;
  /** What closes the consumers and sessions of the history (the pipeline workload), run by the drain. */
  readonly closers: (() => Promise<void>)[] = [];
  private readonly generations = new Map<string, number>();
  private readonly wireCheck: boolean;
  private readonly producerPrng: Prng;
  private nextOperationId = 0;

  constructor(options: {
    clock: ManualClock; cluster: InMemoryCluster; scheduler: VirtualScheduler; history: History; ledger: Ledger;
    observer: ClusterObserver; timeouts: SimulationTimeouts; wireCheck: boolean; prng: Prng;
  }) {
    this.clock = options.clock;
    this.cluster = options.cluster;
    this.scheduler = options.scheduler;
    this.history = options.history;
    this.ledger = options.ledger;
    this.observer = options.observer;
    this.timeouts = options.timeouts;
    this.startedAt = options.clock.now();
    this.wireCheck = options.wireCheck;
    this.producerPrng = options.prng;
  }

  countFault(kind: string): void {
    this.faultCounts.set(kind, (this.faultCounts.get(kind) ?? 0) + 1);
  }

  /** A new producer instance for `base` (a transactional id, or an idempotent writer's name). */
  newInstance(base: string, transactional: boolean, overrides: Partial<ProducerOptions> = {}): ProducerInstance {
    const tag = this.nextTag(base);
    const network = this.newNetwork(tag);
    const random = this.newRandom();
    const producer = new Producer(withTestSeams({
      network,
      clientId: tag,
      lingerMs: 0,
      ...this.drawBackoff(),
      ...this.timeouts,
      ...(transactional ? { transactionalId: base } : {}),
      ...(process.env.SIM_LOG === undefined ? {} : { logger: consoleLogger(tag, this.history) }),
      ...overrides,
    }, { clock: this.clock, random }));
    const instance: ProducerInstance = { tag, transactionalId: transactional ? base : null, producer, network, initialized: false, createdAt: this.clock.now(), closedAt: undefined, counters: new Map() };
    this.instances.push(instance);
    this.history.add(tag, 'created');
    return instance;
  }

  /** `<base>#<n>`: the next instance tag of `base`, unique in the history. */
  nextTag(base: string): string {
    const generation = (this.generations.get(base) ?? 0) + 1;
    this.generations.set(base, generation);
    return `${base}#${generation}`;
  }

  /**
   * The in-process network of one instance (a producer or a consumer), named `tag`: the observer learns of every
   * request it sends, attributes faults to it, and can cut it off (a network partition of that instance).
   */
  newNetwork(tag: string): InProcessNetworkClient {
    return new ObservedNetworkClient(this.observer, tag, this.cluster, {
      wireCheck: this.wireCheck,
      clientId: tag,
      dispatcher: new InstanceDispatcher(this.cluster, this.observer, tag, { clock: this.clock, ms: this.networkLatencyMs }),
    });
  }

  /** A random source for one client's jitter (and a producer's sticky partitioner), derived from the history's seed. */
  newRandom(): () => number {
    let state = this.producerPrng.nextUint32();
    return (): number => {
      state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
      return state / 4_294_967_296;
    };
  }

  /**
   * A client's retry backoff: fixed (50 ms to 500 ms) unless the history draws them ({@link backoffs}): then a
   * first backoff of 10 ms to 1 s and a cap of 1 to 20 times that (Kafka's defaults are 100 ms and 1 s), so that a
   * retry may wait long enough for the producer id, the coordinator or the group to change meanwhile.
   */
  drawBackoff(): { readonly retryBackoffMs: number; readonly retryBackoffMaxMs: number } {
    const draw = this.backoffs;
    if (draw === undefined) return { retryBackoffMs: 50, retryBackoffMaxMs: 500 };
    const retryBackoffMs = draw.pick([10, 50, 100, 100, 250, 500, 1_000]);
    return { retryBackoffMs, retryBackoffMaxMs: retryBackoffMs * draw.pick([1, 4, 10, 20]) };
  }

  /** The next value for a record of `instance` to `topic-partition`: `<tag>|<counter>|<payload>`. */
  nextValue(instance: ProducerInstance, topic: string, partition: number, payload: string): string {
    const key = `${topic}-${partition}`;
    const counter = instance.counters.get(key) ?? 0;
    instance.counters.set(key, counter + 1);
    return `${instance.tag}|${counter}|${payload}`;
  }

  /**
   * Runs one producer call: logs it, records a hang (invariant 6) when it settles later than `boundMs`
   * of virtual time after it started, and returns its outcome instead of throwing.
   */
  async operation<T>(who: string, name: string, boundMs: number, start: () => Promise<T>): Promise<OperationResult<T>> {
    const id = this.nextOperationId++;
    const startedAt = this.clock.now();
    const jumpedAtStart = this.scheduler.jumpedMs;
    this.pendingOperations.set(id, `${who} ${name} (started at +${this.history.elapsed()} ms, bound ${boundMs} ms)`);
    let result: OperationResult<T>;
    try {
      result = { ok: true, value: await start() };
    } catch (error) {
      result = { ok: false, error };
    }
    this.pendingOperations.delete(id);
    const took = this.clock.now() - startedAt;
    this.history.add(who, `${name} ${result.ok ? 'ok' : `failed: ${describeError(result.error)}`} (${took} ms)`);
    // One millisecond of slack: bounds fire on the clock tick they are due. A clock jump (a whole-process
    // pause) during the call stretches it by the jump: the bound's timer fires, late, at the end of the jump.
    const jumped = this.scheduler.jumpedMs - jumpedAtStart;
    if (took > boundMs + jumped + 1) {
      this.violations.push({ invariant: 6, message: `${who} ${name} took ${took} ms, over its ${boundMs} ms bound${jumped > 0 ? ` (+${jumped} ms of clock jumps)` : ''}` });
    }
    return result;
  }

  /** Bound of a transactional call or flush (maxBlockMs). */
  get callBoundMs(): number {
    return this.timeouts.maxBlockMs;
  }

  /** Bound of a send: metadata wait (maxBlockMs), then delivery (deliveryTimeoutMs + one request timeout). */
  get sendBoundMs(): number {
    return this.timeouts.maxBlockMs + this.timeouts.deliveryTimeoutMs + this.timeouts.requestTimeoutMs;
  }
}

function consoleLogger(tag: string, history: History): Logger {
  const line = (level: string) => (message: string, fields?: Record<string, unknown>): void => {
    history.add(tag, `(${level}) ${message} ${JSON.stringify(fields ?? {}, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value))}`);
  };
  return { debug: line('debug'), info: line('info'), warn: line('warn'), error: line('error') };
}

/**
 * The in-process client of one instance, telling the observer of every request the producer hands to the
 * network, including one refused before it reaches a broker (a broker down: the producer treats it as in
 * flight until the refusal comes back, and retries it, also during an abort).
 */
class ObservedNetworkClient extends InProcessNetworkClient {
  private readonly observer: ClusterObserver;
  private readonly tag: string;

  constructor(observer: ClusterObserver, tag: string, ...rest: ConstructorParameters<typeof InProcessNetworkClient>) {
    super(...rest);
    this.observer = observer;
    this.tag = tag;
  }

  override send<Name extends ApiKeyName>(target: RequestTarget, api: Name, build: (version: number) => ApiMessages[Name]['request'],
    options?: SendOptions): Promise<SendResult<ApiMessages[Name]['response']>> {
    this.observer.sent(this.tag, ApiKey[api]);
    return super.send(target, api, build, options);
  }
}
