/**
 * Per-test plumbing shared by the contract scenarios: a fresh target per test (closed after it), a
 * producer with its own {@link ProducerLog}, read-side views of the cluster, and `settleError`.
 */
import { afterEach } from 'vitest';
import type { Producer } from '../../src/producer/producer.js';
import { ClusterView } from './cluster-view.js';
import type { ContractClusterOptions, ContractProducerOptions, ContractTarget, ContractTargetFactory } from './contract-target.js';
import { ProducerLog } from './producer-log.js';

/**
 * A producer under test and what it logged.
 * @internal
 */
export interface LoggedProducer {
  readonly producer: Producer;
  readonly log: ProducerLog;
}

/**
 * One test's view of its target.
 * @internal
 */
export interface ContractContext {
  readonly target: ContractTarget;
  readonly view: ClusterView;
  producer(options?: ContractProducerOptions): LoggedProducer;
  settle<T>(promise: Promise<T>): Promise<T>;
  /** Waits for `promise` and returns its rejection; fails if it resolves. */
  settleError(promise: Promise<unknown>): Promise<Error>;
}

/**
 * Returns a `start` function for use inside tests; every target it starts is closed after the test.
 * @internal
 */
export function contractContexts(factory: ContractTargetFactory): (options?: ContractClusterOptions) => Promise<ContractContext> {
  const started: ContractTarget[] = [];
  afterEach(async () => {
    for (const target of started.splice(0)) await target.close();
  });
  return async (options = {}) => {
    const target = await factory(options);
    started.push(target);
    return {
      target,
      view: new ClusterView(target.cluster),
      producer(producerOptions = {}) {
        const log = new ProducerLog();
        return { producer: target.makeProducer({ logger: log, ...producerOptions }), log };
      },
      settle: (promise) => target.settle(promise),
      async settleError(promise) {
        const outcome = await target.settle(promise.then((value: unknown) => ({ ok: true as const, value }), (error: unknown) => ({ ok: false as const, error })));
        if (outcome.ok) throw new Error(`expected a rejection, got ${String(outcome.value)}`);
        return outcome.error instanceof Error ? outcome.error : new Error(String(outcome.error));
      },
    };
  };
}

/** Group metadata of a standalone (non-member) offset commit, KIP-447 form. @internal */
export const standaloneGroup = (groupId: string) => ({ groupId, generationId: -1, memberId: '', groupInstanceId: null });

/** How often `api` was sent by the producer, per its log. @internal */
export const sentCount = (log: ProducerLog, api: string): number => log.transactionalRequests().filter((each) => each === api).length;
