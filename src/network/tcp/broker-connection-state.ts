/**
 * The TCP client's state of each broker connection (Kafka's `ClusterConnectionStates`): a broker's session or the
 * attempt to open one, its reconnect backoff, and the last failure, which is what a request to a broker in backoff
 * fails with and what a timeout names as its cause.
 */
import type { BrokerNode } from '../network-client.js';
import { isAuthenticationError, NetworkError } from '../network-errors.js';
import { causeChain } from '../../errors/kafka-client-error.js';
import type { BrokerSession, ConnectionAttempt } from './broker-session.js';
import type { ReconnectBackoff } from './reconnect-backoff.js';

/**
 * One broker as the TCP client knows it: its address, its reconnect backoff, its session or the attempt to open one,
 * and the last connection failure.
 * @internal
 */
export interface BrokerEntry {
  node: BrokerNode;
  readonly backoff: ReconnectBackoff;
  session: BrokerSession | null;
  connecting: Promise<BrokerSession> | null;
  /** The connection attempt in progress: when it started and how far it got (named by {@link lastConnectionFailure}). */
  attempt: ConnectionAttempt | null;
  /**
   * The failure of the last connection attempt (refused, DNS, TLS, ApiVersions, SASL) and when it happened, kept
   * until a connection succeeds. While the reconnect backoff runs, every request to the broker fails fast naming
   * it (an authentication failure is thrown again as it is, as Java's
   * `ClusterConnectionStates.authenticationException`: the broker sees one login per backoff, not one per
   * request), so that no caller ever learns only that the broker "is in reconnect backoff".
   */
  lastFailure: { readonly error: Error; readonly at: number } | null;
}

/**
 * A broker not connected yet.
 * @internal
 */
export function newBrokerEntry(node: BrokerNode, backoff: ReconnectBackoff): BrokerEntry {
  return { node, backoff, session: null, connecting: null, attempt: null, lastFailure: null };
}

/**
 * Stops using a broker's connection: requests already on it finish, then it closes.
 * @internal
 */
export function retireBrokerEntry(entry: BrokerEntry): void {
  entry.session?.connection.closeWhenIdle();
  entry.session = null;
}

/**
 * Why requests may find no usable broker among `entries` now: the most recent failed connection attempt (since
 * each broker last connected), else the oldest connection attempt still in progress (a host that does not answer
 * the TCP handshake, a broker that has not answered ApiVersions yet), else undefined.
 * @internal
 */
export function lastConnectionFailure(entries: readonly BrokerEntry[], now: number): Error | undefined {
  let failed: { readonly error: Error; readonly at: number } | null = null;
  let pending: { readonly node: BrokerNode; readonly attempt: ConnectionAttempt } | undefined;
  for (const entry of entries) {
    if (entry.lastFailure !== null && (failed === null || entry.lastFailure.at >= failed.at)) failed = entry.lastFailure;
    if (entry.attempt !== null && (pending === undefined || entry.attempt.startedAt < pending.attempt.startedAt)) pending = { node: entry.node, attempt: entry.attempt };
  }
  if (failed !== null) return failed.error;
  if (pending === undefined) return undefined;
  const { nodeId, host, port } = pending.node;
  const elapsedMs = now - pending.attempt.startedAt;
  return new NetworkError(`broker ${nodeId} (${host}:${port}) is not usable yet: still waiting for ${pending.attempt.phase} after ${elapsedMs} ms`, { nodeId, requestSent: false });
}

/**
 * The fast failure of a request to a broker in reconnect backoff: its last connection failure, as it is when it
 * was an authentication failure (fatal), else a {@link NetworkError} naming it and carrying it as `cause`.
 * @internal
 */
export function backoffError(entry: BrokerEntry, waitMs: number): Error {
  const last = entry.lastFailure?.error;
  if (last !== undefined && isAuthenticationError(last)) return last;
  const { nodeId, host, port } = entry.node;
  const why = last === undefined ? '' : ` after: ${causeChain(last)}`;
  return new NetworkError(`broker ${nodeId} (${host}:${port}) is in reconnect backoff for ${waitMs} ms${why}`, { nodeId, requestSent: false, cause: last });
}
