/**
 * The transactional session's recovery from a commit that real Kafka never applied: every EndTxn of the commit is
 * lost on its way (the client sees the connection drop after sending, so the outcome is unknown), the coordinator
 * times the transaction out and aborts it, and the next batch's resolution retries EndTxn once the network is back.
 * Kafka 4.4 answers that retry PRODUCER_FENCED under transaction.version 1 and INVALID_TXN_STATE under version 2;
 * after either, the committed offsets (require_stable) are not the batch's, so the session rebuilds the producer,
 * rewinds and processes the batch again, once. Checked with Kafka's own read_committed consumer (Verify.java).
 */
import { afterEach, expect, it } from 'vitest';
import { Consumer } from '../../src/consumer/consumer.js';
import { ErrorCode } from '../../src/errors/protocol-error-codes.generated.js';
import { isTransactionError } from '../../src/errors/transaction-errors.js';
import { TcpNetworkClient } from '../../src/network/tcp/tcp-network-client.js';
import type { Producer } from '../../src/producer/producer.js';
import { TransactionalSession } from '../../src/session/transactional-session.js';
import type { SessionBatchHandler } from '../../src/session/session-types.js';
import { waitFor } from '../consumer/helpers.js';
import { CutNetwork } from '../support/cut-network.js';
import { ClusterProbe } from './faults/cluster-probe.js';
import { describeRealKafka } from './real-kafka-env.js';
import { realKafkaContexts } from './real-kafka-context.js';

const closers: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

describeRealKafka('transactional session recovery', (env) => {
  const start = realKafkaContexts(env);

  it('an unknown commit the coordinator timed out and aborted: the session rebuilds the producer and processes the batch again, once', async () => {
    const c = await start();
    const { input, audit } = c.topics;
    const group = c.id('session-ended');
    const transactionalId = c.id('session-ended');
    const { producer: writer } = c.producer();
    for (const value of ['a', 'b', 'c']) await writer.send({ topic: input, partition: 0, value });

    const cutter = new CutNetwork(new TcpNetworkClient({ bootstrapServers: env.bootstrapServers.split(','), requestTimeoutMs: 10_000 }));
    closers.push(() => cutter.close());
    // The broker's cleanup runs every second on the test cluster: a 6 s transaction is aborted within ~7 s.
    const producerOptions = { transactionalId, network: cutter, transactionTimeoutMs: 6_000, requestTimeoutMs: 5_000, retryBackoffMs: 20, maxBlockMs: 60_000 };
    const producers: Producer[] = [c.producer(producerOptions).producer];
    const source = new Consumer({ bootstrapServers: env.bootstrapServers.split(','), groupId: group, autoOffsetReset: 'earliest', requestTimeoutMs: 10_000, fetchMaxWaitMs: 100 });
    closers.push(() => source.close({ timeoutMs: 5_000 }));
    source.subscribe([input]);
    const warnings: string[] = [];
    const logger = { debug: () => undefined, info: () => undefined, error: () => undefined, warn: (message: string, fields?: Record<string, unknown>) => { warnings.push(`${message}: ${String(fields?.error)}`); } };
    const session = new TransactionalSession({
      producer: producers[0]!, source, commitRetries: 0, pollTimeoutMs: 10_000, logger,
      rebuildProducer: () => { const next = c.producer(producerOptions).producer; producers.push(next); return next; },
    });
    closers.push(() => session.close());
    const processed: string[] = [];
    const transform: SessionBatchHandler = async (batch, tx) => {
      processed.push(...batch.records.map((record) => Buffer.from(record.value ?? []).toString()));
      await tx.send(batch.records.map((record) => ({ topic: audit, partition: 0, value: `f(${Buffer.from(record.value ?? []).toString()})` })));
    };
    await waitFor(() => source.assignment().length === 1, 'the source owns the input partition', 30_000);

    // The commit's EndTxn attempts and the session's one retry are all lost: the call rejects, outcome unknown.
    cutter.cut((api) => api === 'EndTxn', { requestSent: true });
    let first: unknown;
    for (let round = 0; round < 5 && first === undefined; round++) {
      first = await session.runOnce(transform).then((outcome) => (outcome.status === 'empty' ? undefined : new Error(`unexpected ${outcome.status}`)), (error: unknown) => error);
    }
    expect(isTransactionError(first) && first.commitOutcomeUnknown, String(first)).toBe(true);
    expect(processed).toEqual(['a', 'b', 'c']);
    expect(cutter.cutOff).toEqual(Array.from({ length: 20 }, () => 'EndTxn'));

    // The coordinator times the transaction out and aborts it (records and offsets).
    const probe = new ClusterProbe(env.bootstrapServers);
    closers.push(() => probe.close());
    await probe.waitFor('the coordinator to abort the timed-out transaction', async () => (await probe.describeTransaction(transactionalId)).state === 'CompleteAbort', 60_000);

    cutter.restore();
    const next = await session.runOnce(transform);
    expect(next).toMatchObject({ status: 'committed', records: 3 });
    const refusal = env.transactionVersion === 1 ? ErrorCode.PRODUCER_FENCED : ErrorCode.INVALID_TXN_STATE;
    expect(warnings.some((line) => line.includes(`EndTxn failed with ${env.transactionVersion === 1 ? 'PRODUCER_FENCED' : 'INVALID_TXN_STATE'} (${refusal})`)), warnings.join('\n')).toBe(true);
    expect(producers).toHaveLength(2);
    expect(processed).toEqual(['a', 'b', 'c', 'a', 'b', 'c']);

    const snapshot = c.reader.snapshot([[audit, 0]], [[group, input, 0]]);
    expect(snapshot.committed(audit, 0)).toEqual(['f(a)', 'f(b)', 'f(c)']);
    expect(snapshot.uncommitted(audit, 0)).toEqual(['f(a)', 'f(b)', 'f(c)', 'f(a)', 'f(b)', 'f(c)']);
    expect(snapshot.offset(group, input, 0)).toBe(3);
  }, 200_000);
});
