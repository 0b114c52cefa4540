/**
 * The client's side of one broker's incremental fetch session (KIP-227, Kafka's `FetchSessionHandler`): which
 * partitions the broker holds for this consumer and at which fetch offsets, so that a Fetch carries only what
 * changed. No I/O: the fetcher asks {@link FetchSession.build} for the next request's session fields and partitions
 * and reports the answer (or the failure) back.
 *
 * The rules, as Kafka's: the first Fetch to a broker is a full one with session id 0 and epoch 0, asking the broker
 * to open a session; its answer names the session id (0: the broker keeps none, and every Fetch stays full). From
 * then on each Fetch carries the session id and the next epoch (1, 2, ...; after the largest int32 it wraps to 1),
 * the partitions added to the session or whose fetch offset, leader epoch or size bound changed, and, as forgotten
 * topics, the partitions no longer fetched (paused, still buffered, revoked, moved to another broker). The broker
 * answers only the partitions with records, a changed high watermark, log start or last stable offset, or an error.
 * Any top-level error, a failed request, or an answer naming a partition the session does not hold starts over with
 * a full fetch: FETCH_SESSION_ID_NOT_FOUND (the broker evicted the session) opens a new one with id 0, the others
 * ask the broker to close the session they name and open another (epoch 0). Closing sends epoch -1.
 */
import { ErrorCode } from '../errors/protocol-error-codes.generated.js';
import {
  FINAL_FETCH_SESSION_EPOCH, INITIAL_FETCH_SESSION_EPOCH, NO_FETCH_SESSION_ID,
  type FetchAnswer, type FetchPartitionFields, type FetchSessionFields, type ForgottenPartitionFields,
} from '../protocol/requests/fetch.js';

/** The session fields and partitions of the next Fetch to one broker. @internal */
export interface FetchSessionRequest extends FetchSessionFields {
  /** True: `partitions` is every partition fetched; false: only the ones added or changed. */
  readonly full: boolean;
}

const MAX_EPOCH = 0x7fffffff;

function keyOf(topic: string, partition: number): string {
  return `${topic}\u0000${partition}`;
}

function changed(before: FetchPartitionFields, after: FetchPartitionFields): boolean {
  return before.fetchOffset !== after.fetchOffset || before.currentLeaderEpoch !== after.currentLeaderEpoch
    || before.partitionMaxBytes !== after.partitionMaxBytes || before.topicId !== after.topicId;
}

/**
 * One broker's fetch session, client side.
 * @internal
 */
export class FetchSession {
  private id = NO_FETCH_SESSION_ID;
  private epoch = INITIAL_FETCH_SESSION_EPOCH;
  /** The partitions the broker holds for the session, in the order they were added, at the offsets last sent. */
  private partitions = new Map<string, FetchPartitionFields>();

  /** The broker's session id, {@link NO_FETCH_SESSION_ID} while there is none. */
  get sessionId(): number {
    return this.id;
  }

  /** The epoch the next Fetch carries. */
  get nextEpoch(): number {
    return this.epoch;
  }

  /**
   * The next Fetch for `next`, the partitions to fetch now, and records them as the session's (the broker applies
   * them when it receives the request, whatever it answers).
   */
  build(next: readonly FetchPartitionFields[]): FetchSessionRequest {
    const full = this.epoch === INITIAL_FETCH_SESSION_EPOCH || this.epoch === FINAL_FETCH_SESSION_EPOCH;
    const previous = this.partitions;
    const partitions = new Map<string, FetchPartitionFields>();
    for (const each of next) partitions.set(keyOf(each.topic, each.partition), each);
    this.partitions = partitions;
    if (full) return { sessionId: this.id, sessionEpoch: this.epoch, full, partitions: next, forgotten: [] };
    const toSend: FetchPartitionFields[] = [];
    for (const [key, each] of partitions) {
      const before = previous.get(key);
      if (before === undefined || changed(before, each)) toSend.push(each);
    }
    const forgotten: ForgottenPartitionFields[] = [];
    for (const [key, each] of previous) {
      if (!partitions.has(key)) forgotten.push({ topic: each.topic, topicId: each.topicId, partition: each.partition });
    }
    return { sessionId: this.id, sessionEpoch: this.epoch, full, partitions: toSend, forgotten };
  }

  /**
   * The broker answered the Fetch last built with `answer`. Returns false when the
   * answer must be dropped (an error, or partitions the session does not hold); the next Fetch is then a full one.
   */
  handleResponse(request: FetchSessionRequest, answer: FetchAnswer): boolean {
    const { errorCode, sessionId } = answer;
    if (errorCode !== ErrorCode.NONE) {
      if (errorCode === ErrorCode.FETCH_SESSION_ID_NOT_FOUND) this.reset();
      else this.restart();
      return false;
    }
    let answered = 0;
    let unexpected = false;
    for (const topic of answer.topics) {
      for (const data of topic.partitions) {
        answered++;
        if (topic.topic === undefined || !this.partitions.has(keyOf(topic.topic, data.partitionIndex))) unexpected = true;
      }
    }
    if (unexpected || (request.full && answered !== this.partitions.size)) {
      this.restart();
      return false;
    }
    if (sessionId === NO_FETCH_SESSION_ID) {
      // The broker keeps no session (its cache is full, or it closed ours): stay with full fetches.
      this.reset();
    } else if (request.full) {
      this.id = sessionId;
      this.epoch = 1;
    } else {
      this.epoch = this.epoch >= MAX_EPOCH ? 1 : this.epoch + 1;
    }
    return true;
  }

  /** The Fetch failed (no answer): the broker may or may not have applied it, so start over with a full fetch. */
  handleError(): void {
    this.restart();
  }

  /** The session fields of a Fetch that closes the session, or undefined when there is none. Forgets it. */
  close(): { readonly sessionId: number; readonly sessionEpoch: number } | undefined {
    const id = this.id;
    this.reset();
    return id === NO_FETCH_SESSION_ID ? undefined : { sessionId: id, sessionEpoch: FINAL_FETCH_SESSION_EPOCH };
  }

  private reset(): void {
    this.id = NO_FETCH_SESSION_ID;
    this.epoch = INITIAL_FETCH_SESSION_EPOCH;
  }

  /** Asks the broker to close the session it may still hold and to open a new one. */
  private restart(): void {
    this.epoch = INITIAL_FETCH_SESSION_EPOCH;
  }
}
