/**
 * ACLs decide a transaction's fate as Apache Kafka decides it: each scenario of authorization-scenarios.ts denies
 * one thing (Write or Describe on the topic, Describe or Write on the transactional id, Read on the group,
 * IdempotentWrite on the cluster) and runs on the secured Kafka cluster and on the in-memory cluster with the same
 * ACLs. The traces must be equal line by line (the in-memory cluster's authorizer is measured against
 * `StandardAuthorizer`), and Kafka's trace must show the documented outcome (docs/errors.md, "Authorization"):
 * the error class, Kafka's error name and classification of each failed step, the producer's state, what
 * read_committed sees, and that the failure came in seconds (not after `maxBlockMs` or the delivery timeout).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startCluster, type TcpCluster } from '../../../src/testing/tcp/tcp-cluster.js';
import { runAuthorizationScenario, runRegrantScenario, type AuthorizationTarget, type Denial } from './authorization-scenarios.js';
import { superUserTls } from './secured-cluster.js';
import { SecuredAdmin } from './secured-admin.js';
import { describeSecuredKafka, saslClient, saslFor } from './secured-kafka-env.js';

/** Kafka's answer to each denial (transaction.version 2): the lines of the trace that matter. */
const EXPECTED: Record<Denial, readonly string[]> = {
  'write-topic': [
    'send: TransactionError(TOPIC_AUTHORIZATION_FAILED) abortable [Produce:29]',
    'after send: ABORTABLE_ERROR',
    'commitTransaction: EarlierFailureError(TOPIC_AUTHORIZATION_FAILED) abortable []',
    'abortTransaction: ok [EndTxn]',
    'after abort: READY',
    'read_committed: []',
  ],
  'describe-topic': [
    'send: ProtocolError(TOPIC_AUTHORIZATION_FAILED) []',
    'after send: ABORTABLE_ERROR',
    'commitTransaction: EarlierFailureError abortable []',
    'abortTransaction: ok []',
    'after abort: READY',
    'read_committed: []',
  ],
  'describe-transactional-id': [
    'initTransactions: TransactionError(TRANSACTIONAL_ID_AUTHORIZATION_FAILED) fatal [FindCoordinator:53]',
    'beginTransaction: EarlierFailureError(TRANSACTIONAL_ID_AUTHORIZATION_FAILED) fatal []',
    'commitTransaction: EarlierFailureError(TRANSACTIONAL_ID_AUTHORIZATION_FAILED) fatal []',
    'after commit: FATAL_ERROR',
    'read_committed: []',
  ],
  'write-transactional-id': [
    'initTransactions: TransactionError(TRANSACTIONAL_ID_AUTHORIZATION_FAILED) fatal [FindCoordinator InitProducerId:53]',
    'beginTransaction: TransactionStateError []',
    'after commit: UNINITIALIZED',
    'read_committed: []',
  ],
  'read-group': [
    'send: ok [Produce]',
    'sendOffsetsToTransaction: TransactionError(GROUP_AUTHORIZATION_FAILED) abortable [FindCoordinator TxnOffsetCommit:30]',
    'after sendOffsets: ABORTABLE_ERROR',
    'commitTransaction: EarlierFailureError(GROUP_AUTHORIZATION_FAILED) abortable []',
    'after abort: READY',
    'read_committed: []',
  ],
  'idempotent-write-cluster': [
    'initTransactions: ok [FindCoordinator InitProducerId]',
    'commitTransaction: ok [EndTxn]',
    'after commit: READY',
    'read_committed: [denied?]',
  ],
  'idempotent-write-cluster-no-topic-write': [
    'send (idempotent): TransactionError(CLUSTER_AUTHORIZATION_FAILED) fatal [InitProducerId:31]',
    'after send: FATAL_ERROR',
    'send again: EarlierFailureError(CLUSTER_AUTHORIZATION_FAILED) fatal []',
    'read_committed: []',
  ],
};

/** Kafka's trace of a producer refused InitProducerId for lack of Write on its transactional id, then granted it. */
const REGRANTED: readonly string[] = [
  'initTransactions: TransactionError(TRANSACTIONAL_ID_AUTHORIZATION_FAILED) fatal [FindCoordinator InitProducerId:53]',
  'after initTransactions: UNINITIALIZED',
  'initTransactions after the grant: ok [InitProducerId]',
  'transaction: ok [Produce EndTxn]',
  'after commit: READY',
  'read_committed: [regranted]',
];

/** The steps that fail, and how long Kafka may take: seconds, against maxBlockMs and deliveryTimeoutMs (20 s). */
const BOUND_MS = 5_000;

describeSecuredKafka('authorization: ACLs decide the transaction\'s fate', (kafka) => {
  let onKafka: AuthorizationTarget;
  let inMemory: AuthorizationTarget;
  let face: TcpCluster;
  beforeAll(async () => {
    onKafka = {
      name: 'kafka',
      admin: new SecuredAdmin({ bootstrapServers: kafka.internal, tls: superUserTls(kafka.tls) }),
      principal: 'User:bob',
      client: saslClient(kafka, 'sasl_ssl', saslFor(kafka, 'SCRAM-SHA-512', 'bob')),
    };
    const users = { admin: 'admin-secret', bob: 'bob-secret' };
    face = await startCluster({
      brokers: 1, transactionVersion: kafka.transactionVersion,
      sasl: { mechanisms: ['SCRAM-SHA-512'], users },
      authorization: { superUsers: ['User:admin'] },
    });
    inMemory = {
      name: 'in-memory',
      admin: new SecuredAdmin({ bootstrapServers: face.bootstrapServers, sasl: { mechanism: 'scram-sha-512', username: 'admin', password: users.admin } }),
      principal: 'User:bob',
      client: { bootstrapServers: face.bootstrapServers.split(','), sasl: { mechanism: 'scram-sha-512', username: 'bob', password: users.bob } },
    };
  });
  afterAll(async () => {
    await onKafka.admin.close();
    await inMemory.admin.close();
    await face.close();
  });

  for (const [index, denial] of (Object.keys(EXPECTED) as Denial[]).entries()) {
    it(`deny ${denial}: Kafka's outcome, within seconds; the in-memory cluster answers the same`, async () => {
      const expected = await runAuthorizationScenario(onKafka, denial, `k${index}`);
      if (process.env.FIDELITY_PRINT === '1') process.stderr.write(`deny ${denial}\n${expected.lines.join('\n')}\n`);
      for (const line of EXPECTED[denial]) expect(expected.lines).toContain(line);
      for (const [name, traced] of expected.steps) {
        if (!traced.line.startsWith(`${name}: ok`)) expect(traced.elapsedMs, `${traced.line} took ${traced.elapsedMs} ms`).toBeLessThan(BOUND_MS);
      }
      const actual = await runAuthorizationScenario(inMemory, denial, `m${index}`);
      expect(actual.lines).toEqual(expected.lines);
    }, 120_000);
  }

  // Kafka's client leaves a producer refused InitProducerId for authorization UNINITIALIZED, not fatal: once the
  // ACL is granted the same producer initializes and commits.
  it('deny Write on the transactional id, then grant it: the same producer initializes again and commits', async () => {
    const expected = await runRegrantScenario(onKafka, 'kr');
    if (process.env.FIDELITY_PRINT === '1') process.stderr.write(`regrant\n${expected.lines.join('\n')}\n`);
    expect(expected.lines).toEqual(REGRANTED);
    expect(expected.steps.get('initTransactions')?.elapsedMs).toBeLessThan(BOUND_MS);
    const actual = await runRegrantScenario(inMemory, 'mr');
    expect(actual.lines).toEqual(expected.lines);
  }, 120_000);
});
