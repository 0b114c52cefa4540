/**
 * Finds and remembers the group coordinator (FindCoordinator with key type GROUP), shared by group membership
 * and committed-offset lookups. `invalidate()` after NOT_COORDINATOR / COORDINATOR_NOT_AVAILABLE or a network
 * failure makes the next call look again.
 */
import { ErrorCode } from '../errors/protocol-error-codes.generated.js';
import { ProtocolError } from '../errors/protocol-error.js';
import type { NetworkClient } from '../network/network-client.js';

/** Errors after which the coordinator must be looked up again. @internal */
export const COORDINATOR_ERRORS: ReadonlySet<number> = new Set([
  ErrorCode.NOT_COORDINATOR, ErrorCode.COORDINATOR_NOT_AVAILABLE, ErrorCode.COORDINATOR_LOAD_IN_PROGRESS,
]);

/**
 * The group coordinator of one group.
 * @internal
 */
export class CoordinatorLookup {
  private nodeId: number | undefined;
  private finding: Promise<number> | undefined;

  constructor(
    private readonly network: NetworkClient,
    private readonly groupId: string,
    private readonly requestTimeoutMs: number,
  ) {}

  /** The coordinator's node id, asking FindCoordinator when unknown. Rejects with the broker's error. */
  find(): Promise<number> {
    if (this.nodeId !== undefined) return Promise.resolve(this.nodeId);
    this.finding ??= this.lookup().finally(() => { this.finding = undefined; });
    return this.finding;
  }

  /** Forgets the coordinator. */
  invalidate(): void {
    this.nodeId = undefined;
  }

  private async lookup(): Promise<number> {
    const { response, version } = await this.network.send('any', 'FindCoordinator', (v) =>
      v >= 4 ? { key: '', keyType: 0, coordinatorKeys: [this.groupId] } : { key: this.groupId, keyType: 0, coordinatorKeys: [] },
    { timeoutMs: this.requestTimeoutMs });
    const entry = version >= 4 ? response.coordinators[0] : response;
    if (entry === undefined) throw new ProtocolError({ api: 'FindCoordinator', version, errorCode: ErrorCode.COORDINATOR_NOT_AVAILABLE, resource: `group ${this.groupId}` });
    if (entry.errorCode !== ErrorCode.NONE) {
      throw new ProtocolError({ api: 'FindCoordinator', version, errorCode: entry.errorCode, errorMessage: entry.errorMessage, resource: `group ${this.groupId}` });
    }
    // The coordinator may be a broker the last Metadata did not list: tell the network layer (as the producer's Sender does).
    const known = this.network.brokers();
    if (entry.host !== '' && !known.some((broker) => broker.nodeId === entry.nodeId)) {
      this.network.updateBrokers([...known.filter((broker) => broker.nodeId >= 0), { nodeId: entry.nodeId, host: entry.host, port: entry.port, rack: null }]);
    }
    this.nodeId = entry.nodeId;
    return entry.nodeId;
  }
}
