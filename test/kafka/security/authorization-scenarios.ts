/**
 * ACLs that deny one thing a transaction needs, one at a time, and the trace of what the client then saw: each
 * step's outcome (the error class, Kafka's error name and the KIP-1050 classification), the error codes of every
 * response, the producer's state, how long each step took, and what a read_committed consumer reads afterwards.
 * The same scenarios run on Apache Kafka's `StandardAuthorizer` and on the in-memory cluster's authorizer
 * (authorization.test.ts compares the traces line by line); the expected outcomes are in docs/errors.md.
 *
 * Every scenario uses a fresh topic, input topic, transactional id and group, all allowed to the principal under
 * test (ALLOW ALL on each, literally), plus its one DENY; its bindings are removed afterwards.
 */
import { Consumer } from '../../../src/consumer/consumer.js';
import type { Producer } from '../../../src/producer/producer.js';
import { TcpNetworkClient } from '../../../src/network/tcp/tcp-network-client.js';
import { withTestSeams } from '../../../src/internal/test-seams.js';
import { AclOperation, AclPermissionType, CLUSTER_RESOURCE_NAME, PatternType, ResourceType, type AclBinding } from '../../../src/testing/acl/acl-binding.js';
import { uniqueName } from '../kafka-admin.js';
import { BROKER_API_REGISTRY } from '../broker-api-registry.js';
import { RecordingNetworkClient } from '../fidelity/recording-network.js';
import type { SecuredAdmin } from './secured-admin.js';
import type { SecuredClientOptions } from './secured-kafka-env.js';
import { securedProducer } from './secured-round-trip.js';

/** A cluster the scenarios run on. @internal */
export interface AuthorizationTarget {
  readonly name: 'kafka' | 'in-memory';
  readonly admin: SecuredAdmin;
  /** The principal under test (`User:<name>`) and how it connects. */
  readonly principal: string;
  readonly client: SecuredClientOptions;
}

/** One step: its trace line, and how long it took. @internal */
export interface TracedStep {
  readonly line: string;
  readonly elapsedMs: number;
}

/** A scenario's trace. @internal */
export interface AuthorizationTrace {
  readonly lines: string[];
  readonly steps: Map<string, TracedStep>;
}

/**
 * What is denied, by resource. `idempotent-write-cluster` runs the transaction as the others do;
 * `idempotent-write-cluster-no-topic-write` is an idempotent producer (no transaction) of a principal that may not
 * write any topic either, the only case where Kafka 3.0+ (KIP-679) refuses InitProducerId for idempotence.
 * @internal
 */
export type Denial = 'write-topic' | 'describe-topic' | 'describe-transactional-id' | 'write-transactional-id' | 'read-group'
  | 'idempotent-write-cluster' | 'idempotent-write-cluster-no-topic-write';

/** `ErrorClass(KAFKA_NAME) classification` of a rejection. @internal */
export function describeRejection(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { errorName, classification, cause } = error as { errorName?: unknown; classification?: unknown; cause?: unknown };
  const causeName = (cause as { errorName?: unknown } | undefined)?.errorName;
  const kafka = typeof errorName === 'string' ? errorName : typeof causeName === 'string' ? causeName : undefined;
  return `${error.name}${kafka === undefined ? '' : `(${kafka})`}${typeof classification === 'string' ? ` ${classification}` : ''}`;
}

const deny = (principal: string, resourceType: ResourceType, resourceName: string, operation: AclOperation): AclBinding =>
  ({ resourceType, resourceName, patternType: PatternType.LITERAL, principal, operation, permissionType: AclPermissionType.DENY });
const allowAll = (principal: string, resourceType: ResourceType, resourceName: string): AclBinding =>
  ({ resourceType, resourceName, patternType: PatternType.LITERAL, principal, operation: AclOperation.ALL, permissionType: AclPermissionType.ALLOW });

/**
 * Runs `denial` on `target`: initTransactions, a send, sendOffsetsToTransaction, commitTransaction (then
 * abortTransaction when the transaction became abortable), and a read_committed read of the topic.
 * @internal
 */
export async function runAuthorizationScenario(target: AuthorizationTarget, denial: Denial, id: string): Promise<AuthorizationTrace> {
  const topic = uniqueName(`acl-${id}`);
  const input = uniqueName(`acl-in-${id}`);
  const transactionalId = uniqueName(`acl-txn-${id}`);
  const group = uniqueName(`acl-group-${id}`);
  const { principal } = target;
  const denied: Record<Denial, AclBinding> = {
    'write-topic': deny(principal, ResourceType.TOPIC, topic, AclOperation.WRITE),
    'describe-topic': deny(principal, ResourceType.TOPIC, topic, AclOperation.DESCRIBE),
    'describe-transactional-id': deny(principal, ResourceType.TRANSACTIONAL_ID, transactionalId, AclOperation.DESCRIBE),
    'write-transactional-id': deny(principal, ResourceType.TRANSACTIONAL_ID, transactionalId, AclOperation.WRITE),
    'read-group': deny(principal, ResourceType.GROUP, group, AclOperation.READ),
    'idempotent-write-cluster': deny(principal, ResourceType.CLUSTER, CLUSTER_RESOURCE_NAME, AclOperation.IDEMPOTENT_WRITE),
    'idempotent-write-cluster-no-topic-write': deny(principal, ResourceType.CLUSTER, CLUSTER_RESOURCE_NAME, AclOperation.IDEMPOTENT_WRITE),
  };
  const idempotentOnly = denial === 'idempotent-write-cluster-no-topic-write';
  const bindings = idempotentOnly
    ? [{ ...allowAll(principal, ResourceType.TOPIC, topic), operation: AclOperation.READ }, allowAll(principal, ResourceType.GROUP, group), denied[denial]]
    : [
        allowAll(principal, ResourceType.TOPIC, topic), allowAll(principal, ResourceType.TOPIC, input),
        allowAll(principal, ResourceType.TRANSACTIONAL_ID, transactionalId), allowAll(principal, ResourceType.GROUP, group), denied[denial],
      ];
  await target.admin.createTopics([{ name: topic, partitions: 1 }, { name: input, partitions: 1 }]);
  await target.admin.createAcls(bindings);
  const trace: AuthorizationTrace = { lines: [], steps: new Map() };
  const network = new RecordingNetworkClient(new TcpNetworkClient(withTestSeams({ ...target.client, clientId: 'kafka-eos-acl', requestTimeoutMs: 10_000 }, { apiRegistry: BROKER_API_REGISTRY })));
  const producer = securedProducer(target.client, idempotentOnly ? { network } : { network, transactionalId });
  const step = async (name: string, operation: () => Promise<unknown>): Promise<void> => {
    const from = network.responses.length;
    const startedAt = Date.now();
    let outcome = 'ok';
    try {
      await operation();
    } catch (error) {
      outcome = describeRejection(error);
    }
    const line = `${name}: ${outcome} [${network.since(from).join(' ')}]`;
    trace.lines.push(line);
    trace.steps.set(name, { line, elapsedMs: Date.now() - startedAt });
  };
  const state = (when: string, each: Producer): void => { trace.lines.push(`${when}: ${each.state}`); };
  try {
    if (idempotentOnly) await idempotentSteps();
    else await transactionalSteps();
  } finally {
    await producer.close({ timeoutMs: 5_000 });
    await network.close();
  }
  await target.admin.deleteAcls([denied[denial]]);
  trace.lines.push(`read_committed: [${(await readCommitted(target, topic, group)).join(',')}]`);
  await target.admin.deleteAcls(bindings.filter((binding) => binding !== denied[denial]));
  return trace;

  async function idempotentSteps(): Promise<void> {
    await step('send (idempotent)', () => producer.send({ topic, partition: 0, value: 'denied?' }));
    state('after send', producer);
    await step('send again', () => producer.send({ topic, partition: 0, value: 'denied?' }));
  }

  async function transactionalSteps(): Promise<void> {
    await step('initTransactions', () => producer.initTransactions());
    await step('beginTransaction', () => { producer.beginTransaction(); return Promise.resolve(); });
    await step('send', () => producer.send({ topic, partition: 0, value: 'denied?' }));
    state('after send', producer);
    await step('sendOffsetsToTransaction', () => producer.sendOffsetsToTransaction([{ topic: input, partition: 0, offset: 1n }], { groupId: group, generationId: -1, memberId: '', groupInstanceId: null }));
    state('after sendOffsets', producer);
    await step('commitTransaction', () => producer.commitTransaction());
    state('after commit', producer);
    if (producer.state === 'ABORTABLE_ERROR') {
      await step('abortTransaction', () => producer.abortTransaction());
      state('after abort', producer);
    }
  }
}

/** What a read_committed consumer of the principal reads from the topic (once the denial is lifted). */
async function readCommitted(target: AuthorizationTarget, topic: string, group: string): Promise<string[]> {
  const consumer = new Consumer({ ...target.client, groupId: group, autoOffsetReset: 'earliest', requestTimeoutMs: 10_000 });
  const values: string[] = [];
  try {
    consumer.assign([{ topic, partition: 0 }]);
    // A scenario writes at most one record: read until it arrives, or for 3 s.
    const deadline = Date.now() + 3_000;
    while (values.length === 0 && Date.now() < deadline) {
      for (const record of (await consumer.poll({ timeoutMs: 300 })).records) values.push(record.value === null ? '<null>' : Buffer.from(record.value).toString('utf8'));
    }
  } finally {
    await consumer.close({ timeoutMs: 5_000 });
  }
  return values;
}

/** How long a regranted ACL may take to reach the broker's authorizer (KRaft applies it from the metadata log). */
const GRANT_PROPAGATION_MS = 5_000;

/**
 * `initTransactions()` refused for lack of Write on the transactional id (InitProducerId
 * `TRANSACTIONAL_ID_AUTHORIZATION_FAILED`), then the DENY removed and the same producer initialized again; it
 * commits a transaction that read_committed sees. The second call is repeated only while the broker still refuses
 * it for authorization with the producer UNINITIALIZED: the grant reaches a broker's authorizer asynchronously.
 * @internal
 */
export async function runRegrantScenario(target: AuthorizationTarget, id: string): Promise<AuthorizationTrace> {
  const topic = uniqueName(`acl-${id}`);
  const transactionalId = uniqueName(`acl-txn-${id}`);
  const group = uniqueName(`acl-group-${id}`);
  const { principal } = target;
  const denied = deny(principal, ResourceType.TRANSACTIONAL_ID, transactionalId, AclOperation.WRITE);
  const bindings = [allowAll(principal, ResourceType.TOPIC, topic), allowAll(principal, ResourceType.TRANSACTIONAL_ID, transactionalId), allowAll(principal, ResourceType.GROUP, group)];
  await target.admin.createTopics([{ name: topic, partitions: 1 }]);
  await target.admin.createAcls([...bindings, denied]);
  const trace: AuthorizationTrace = { lines: [], steps: new Map() };
  const network = new RecordingNetworkClient(new TcpNetworkClient(withTestSeams({ ...target.client, clientId: 'kafka-eos-acl', requestTimeoutMs: 10_000 }, { apiRegistry: BROKER_API_REGISTRY })));
  const producer = securedProducer(target.client, { network, transactionalId });
  const attempt = async (): Promise<string> => {
    try {
      await producer.initTransactions();
      return 'ok';
    } catch (error) {
      return describeRejection(error);
    }
  };
  try {
    let from = network.responses.length;
    let startedAt = Date.now();
    const refused = await attempt();
    let line = `initTransactions: ${refused} [${network.since(from).join(' ')}]`;
    trace.lines.push(line);
    trace.steps.set('initTransactions', { line, elapsedMs: Date.now() - startedAt });
    trace.lines.push(`after initTransactions: ${producer.state}`);
    await target.admin.deleteAcls([denied]);
    startedAt = Date.now();
    let again: string;
    do {
      from = network.responses.length;
      again = await attempt();
    } while (again === refused && producer.state === 'UNINITIALIZED' && Date.now() - startedAt < GRANT_PROPAGATION_MS);
    line = `initTransactions after the grant: ${again} [${network.since(from).join(' ')}]`;
    trace.lines.push(line);
    trace.steps.set('initTransactions after the grant', { line, elapsedMs: Date.now() - startedAt });
    from = network.responses.length;
    let outcome = 'ok';
    try {
      producer.beginTransaction();
      await producer.send({ topic, partition: 0, value: 'regranted' });
      await producer.commitTransaction();
    } catch (error) {
      outcome = describeRejection(error);
    }
    trace.lines.push(`transaction: ${outcome} [${network.since(from).join(' ')}]`);
    trace.lines.push(`after commit: ${producer.state}`);
  } finally {
    await producer.close({ timeoutMs: 5_000 });
    await network.close();
  }
  trace.lines.push(`read_committed: [${(await readCommitted(target, topic, group)).join(',')}]`);
  await target.admin.deleteAcls(bindings);
  return trace;
}
