/**
 * Fault injection for the in-memory cluster: the typed API tests use to make the next requests of an API
 * fail, slow down, lose their response or lose their connection, optionally on one broker only (the kind of
 * control franz-go's kfake `ControlKey` and librdkafka's `rd_kafka_mock_push_request_errors` give).
 *
 * Request handlers call {@link FaultRegistry.take} once per request; the first queued fault matching the
 * API key (and broker, when the fault names one) is consumed. Every injection and every consumption is
 * recorded in {@link FaultRegistry.history}, so a test can assert what actually happened.
 * Cluster-wide controls (broker down/up, leader and coordinator moves, producer expiry, clock) live on
 * `InMemoryCluster` and are recorded here through {@link FaultRegistry.record}.
 */

/**
 * What happens to one request.
 * - `error`: answered with `errorCode` without being applied.
 * - `delay`: applied, answered `delayMs` later.
 * - `drop-response`: applied, never answered (the client times out while the broker kept the write).
 * - `close-connection`: the connection closes before the request is applied.
 * @public
 */
export type FaultAction =
  | {
    /** The broker answers the request with an error instead of handling it. */
    readonly kind: 'error';
    /** The Kafka error code of the answer (see `ErrorCode`). */
    readonly errorCode: number;
  }
  | {
    /** The broker handles the request at once and sends the answer late. */
    readonly kind: 'delay';
    /** How late the answer goes out, in milliseconds. */
    readonly delayMs: number;
  }
  | {
    /** The broker handles the request (its effects happen) but the answer never reaches the client. */
    readonly kind: 'drop-response';
  }
  | {
    /** The connection closes before the request is handled. */
    readonly kind: 'close-connection';
  };

/**
 * Where a fault applies.
 * @public
 */
export interface FaultTarget {
  /** Only requests handled by this broker; any broker when absent. */
  readonly brokerId?: number;
  /** How many matching requests it affects. Default 1. */
  readonly times?: number;
}

/**
 * A queued fault, as listed by {@link FaultRegistry.pending}.
 * @public
 */
export interface PendingFault {
  /** The fault's id, in injection order; {@link FaultEvent}s of kind `applied` name it. */
  readonly id: number;
  /** The API key of the requests it affects (see `ApiKey`). */
  readonly apiKey: number;
  /** The broker whose requests it affects, or undefined for any broker. */
  readonly brokerId: number | undefined;
  /** What happens to an affected request. */
  readonly action: FaultAction;
  /** Matching requests still to be affected. */
  readonly remaining: number;
}

/**
 * One line of {@link FaultRegistry.history}.
 * @public
 */
export type FaultEvent =
  | {
    /** A fault was queued. */
    readonly kind: 'injected';
    /** The fault as queued. */
    readonly fault: PendingFault;
  }
  | {
    /** A queued fault affected a request. */
    readonly kind: 'applied';
    /** The {@link PendingFault.id} of the fault. */
    readonly faultId: number;
    /** The API key of the affected request. */
    readonly apiKey: number;
    /** The broker that handled the affected request. */
    readonly brokerId: number;
    /** What was done to it. */
    readonly action: FaultAction;
  }
  | {
    /** A fault outside the request path: a broker stopped or restarted, a partition's leader moved, ... */
    readonly kind: 'control';
    /** What was done, in words. */
    readonly description: string;
  };

interface MutableFault {
  readonly id: number;
  readonly apiKey: number;
  readonly brokerId: number | undefined;
  readonly action: FaultAction;
  remaining: number;
}

/**
 * Queue of per-request faults.
 * @public
 */
export class FaultRegistry {
  private faults: MutableFault[] = [];
  private readonly events: FaultEvent[] = [];
  private nextId = 1;

  /**
   * Answers the next requests of `apiKey` with the given error codes, one per request, in order
   * (librdkafka's `push_request_errors`).
   */
  queueErrors(apiKey: number, errorCodes: readonly number[], target: Omit<FaultTarget, 'times'> = {}): void {
    for (const errorCode of errorCodes) this.add(apiKey, { kind: 'error', errorCode }, { ...target, times: 1 });
  }

  /** Answers the next `times` requests of `apiKey` with `errorCode`. */
  failRequests(apiKey: number, errorCode: number, target: FaultTarget = {}): void {
    this.add(apiKey, { kind: 'error', errorCode }, target);
  }

  /** Delays the responses of the next `times` requests of `apiKey`. */
  delayResponses(apiKey: number, delayMs: number, target: FaultTarget = {}): void {
    if (!(delayMs >= 0)) throw new RangeError(`delayMs must be >= 0, got ${delayMs}`);
    this.add(apiKey, { kind: 'delay', delayMs }, target);
  }

  /** Applies the next `times` requests of `apiKey` but never answers them. */
  dropResponses(apiKey: number, target: FaultTarget = {}): void {
    this.add(apiKey, { kind: 'drop-response' }, target);
  }

  /** Closes the connection instead of handling the next `times` requests of `apiKey`. */
  closeConnections(apiKey: number, target: FaultTarget = {}): void {
    this.add(apiKey, { kind: 'close-connection' }, target);
  }

  /**
   * Consumes the first fault matching this request, if any. Called by request handlers, once per request.
   */
  take(apiKey: number, brokerId: number): FaultAction | undefined {
    const fault = this.faults.find((each) => each.apiKey === apiKey && (each.brokerId === undefined || each.brokerId === brokerId));
    if (fault === undefined) return undefined;
    fault.remaining--;
    if (fault.remaining <= 0) this.faults = this.faults.filter((each) => each !== fault);
    this.events.push({ kind: 'applied', faultId: fault.id, apiKey, brokerId, action: fault.action });
    return fault.action;
  }

  /** Faults still queued, in the order they will match. */
  pending(): readonly PendingFault[] {
    return this.faults.map(snapshot);
  }

  /** Throws if any fault is still queued: a test injected something its scenario never triggered. */
  assertNoPendingFaults(): void {
    if (this.faults.length > 0) {
      const list = this.faults.map((fault) => `api ${fault.apiKey} ${fault.action.kind} x${fault.remaining}`).join(', ');
      throw new Error(`fault(s) never triggered: ${list}`);
    }
  }

  /** Removes every queued fault (history is kept). */
  clear(): void {
    this.faults = [];
  }

  /** Records a cluster-level control action (broker down, leader move, ...). */
  record(description: string): void {
    this.events.push({ kind: 'control', description });
  }

  /** Everything injected, applied and controlled so far, in order. */
  history(): readonly FaultEvent[] {
    return [...this.events];
  }

  private add(apiKey: number, action: FaultAction, target: FaultTarget): void {
    const times = target.times ?? 1;
    if (!Number.isInteger(times) || times < 1) throw new RangeError(`times must be a positive integer, got ${times}`);
    const fault: MutableFault = { id: this.nextId++, apiKey, brokerId: target.brokerId, action, remaining: times };
    this.faults.push(fault);
    this.events.push({ kind: 'injected', fault: snapshot(fault) });
  }
}

function snapshot(fault: MutableFault): PendingFault {
  return { id: fault.id, apiKey: fault.apiKey, brokerId: fault.brokerId, action: fault.action, remaining: fault.remaining };
}
