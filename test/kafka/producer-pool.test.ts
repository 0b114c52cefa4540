/**
 * ProducerPool on real Apache Kafka, read back by Kafka's own Java consumer (Verify.java): N members over the one TCP
 * client the pool builds run N transactions at once; a throwing callback's records stay invisible to read_committed;
 * a restarted pool with the same prefix fences the old members (the old commit is refused, the old pool fails); and
 * the pool crash job (test/crash/pool-job.ts), SIGKILLed mid-run and restarted, leaves every logical record exactly
 * once. The in-memory versions are test/producer-pool/ and test/crash/crash-pool.test.ts.
 */
import { afterEach, expect, it } from 'vitest';
import { isTransactionError } from '../../src/errors/transaction-errors.js';
import { seededRandom } from '../../src/internal/backoff.js';
import { ProducerPool } from '../../src/producer-pool/producer-pool.js';
import { ProducerPoolFailedError } from '../../src/producer-pool/producer-pool-errors.js';
import { crashSeed } from '../crash/crash-seed.js';
import { crashAndFinishPoolJob, exactlyOnceProblems } from '../crash/pool-job-run.js';
import { gate, until } from '../producer-pool/pool-helpers.js';
import { IndependentReader } from './independent-reader.js';
import { createTopics, uniqueName } from './kafka-admin.js';
import { describeRealKafka } from './real-kafka-env.js';

describeRealKafka('producer pool', (env) => {
  const pools: ProducerPool[] = [];
  afterEach(async () => {
    for (const pool of pools.splice(0)) await pool.close({ timeoutMs: 10_000 }).catch(() => undefined);
  });

  const newPool = (prefix: string, size: number): ProducerPool => {
    const pool = new ProducerPool({ transactionalIdPrefix: prefix, size, producer: { bootstrapServers: env.bootstrapServers, lingerMs: 0, requestTimeoutMs: 10_000 } });
    pools.push(pool);
    return pool;
  };

  it('runs N transactions at once over one TCP client; a throwing callback is aborted; Java reads the committed records once', async () => {
    const topic = uniqueName('pool-overlap');
    await createTopics(env.bootstrapServers, [{ name: topic, partitions: 3 }]);
    const pool = newPool(uniqueName('pool-overlap'), 4);
    await pool.connect();
    const open = gate();
    let inside = 0;
    const calls = [0, 1, 2, 3].map((index) => pool.transaction(async (txn) => {
      await txn.send({ topic, partition: index % 3, value: `v${index}` });
      inside++;
      await open.promise;
      if (index === 3) throw new Error('the last one fails');
    }));
    const outcomes = Promise.allSettled(calls);
    await until(() => inside === 4, 60_000);
    expect(pool.metrics().busy).toBe(4);
    open.open();
    const settled = await outcomes;
    expect(settled.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected']);
    const read = new IndependentReader(env.bootstrapServers).snapshot([[topic, 0], [topic, 1], [topic, 2]]);
    expect([0, 1, 2].flatMap((partition) => read.committed(topic, partition)).sort()).toEqual(['v0', 'v1', 'v2']);
    // v0 and v3 are written by two members at once: their order in partition 0 is whichever Produce arrived first.
    expect([...read.uncommitted(topic, 0)].sort()).toEqual(['v0', 'v3']);
    expect(pool.metrics().members.map((member) => member.transactionsCommitted + member.transactionsFailed)).toEqual([1, 1, 1, 1]);
  });

  it('a restarted pool with the same prefix fences the old members: the old commit is refused, the old pool fails', async () => {
    const topic = uniqueName('pool-fence');
    await createTopics(env.bootstrapServers, [{ name: topic, partitions: 1 }]);
    const prefix = uniqueName('pool-fence');
    const old = newPool(prefix, 2);
    await old.connect();
    const open = gate();
    let sent = false;
    const zombie = old.transaction(async (txn) => {
      await txn.send({ topic, partition: 0, value: 'zombie' });
      sent = true;
      await open.promise;
    });
    const zombieOutcome = zombie.then(() => undefined, (error: unknown) => error);
    await until(() => sent, 60_000);
    const restarted = newPool(prefix, 2);
    await restarted.connect();
    open.open();
    const fenced = await zombieOutcome;
    expect(isTransactionError(fenced) && fenced.classification).toBe('application-recoverable');
    await expect(old.transaction(() => Promise.resolve())).rejects.toBeInstanceOf(ProducerPoolFailedError);
    await restarted.transaction((txn) => txn.send({ topic, partition: 0, value: 'new' }));
    const read = new IndependentReader(env.bootstrapServers).snapshot([[topic, 0]]);
    expect(read.committed(topic, 0)).toEqual(['new']);
  });

  it('the pool job SIGKILLed mid-run and restarted leaves every logical record exactly once (Java read_committed)', async () => {
    const topic = uniqueName('pool-crash');
    const partitions = 4;
    const items = 1_000;
    await createTopics(env.bootstrapServers, [{ name: topic, partitions }]);
    const seed = crashSeed(27_4);
    const last = await crashAndFinishPoolJob({
      bootstrapServers: env.bootstrapServers, topic, partitions, prefix: uniqueName('pool-crash'), size: 4, items, batch: 20, transactionTimeoutMs: 60_000,
    }, 2, seededRandom(seed), (line) => { process.stderr.write(`crash pool on Kafka (seed ${seed}): ${line}\n`); });
    expect(last.code, last.stderr).toBe(0);
    const read = new IndependentReader(env.bootstrapServers).snapshot([...Array(partitions).keys()].map((partition) => [topic, partition] as const));
    const values = [...Array(partitions).keys()].flatMap((partition) => read.committed(topic, partition));
    const { duplicates, missing } = exactlyOnceProblems(values, items);
    expect(duplicates).toEqual([]);
    expect(missing).toEqual([]);
    expect(values.length).toBe(items);
  }, 300_000);
});
