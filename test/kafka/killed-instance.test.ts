/**
 * A killed instance's open transaction is aborted by its successor's initTransactions (KIP-98 fencing),
 * on real Kafka: a child process opens a transaction and is SIGKILLed; a new producer with the same
 * transactional id initializes, and Kafka's own consumer finds the killed transaction's records only
 * under read_uncommitted, its offsets not committed (read with require_stable), and the successor's
 * transaction committed once.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { describeRealKafka } from './real-kafka-env.js';
import { realKafkaContexts, standaloneGroup } from './real-kafka-context.js';

const CHILD = fileURLToPath(new URL('./killed-instance-child.ts', import.meta.url));

describeRealKafka('killed instance', (env) => {
  const start = realKafkaContexts(env);

  it('the successor\'s initTransactions aborts the open transaction of a SIGKILLed instance', async () => {
    const c = await start();
    const { orders, input } = c.topics;
    const transactionalId = c.id('killed');
    const group = c.id('group');
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, env.bootstrapServers, transactionalId, orders, group, input], { stdio: ['ignore', 'pipe', 'inherit'] });
    const exited = new Promise<void>((resolve) => { child.once('exit', () => { resolve(); }); });
    try {
      const line = await new Promise<string>((resolve, reject) => {
        createInterface({ input: child.stdout }).once('line', resolve);
        child.once('exit', (code) => { reject(new Error(`the child exited (${String(code)}) before opening its transaction`)); });
      });
      const [, killedProducerId, killedEpoch] = line.split(' ');
      // The transaction is open: its records are in the log, the LSO holds before them.
      const open = c.reader.snapshot([[orders, 0]]);
      expect(open.uncommitted(orders, 0)).toEqual(['killed-0']);
      expect(open.committed(orders, 0)).toEqual([]);
      child.kill('SIGKILL');
      await exited;

      const { producer } = c.producer({ transactionalId });
      await producer.initTransactions();
      expect(String(producer.producerIdentity.producerId)).toBe(killedProducerId);
      expect(producer.producerIdentity.producerEpoch).toBeGreaterThan(Number(killedEpoch));
      producer.beginTransaction();
      await producer.send([{ topic: orders, partition: 0, value: 'successor-0' }, { topic: orders, partition: 1, value: 'successor-1' }]);
      await producer.sendOffsetsToTransaction([{ topic: input, partition: 0, offset: 12n }], standaloneGroup(group));
      await producer.commitTransaction();

      const snapshot = c.reader.snapshot([[orders, 0], [orders, 1]], [[group, input, 0]]);
      for (const partition of [0, 1]) {
        expect(snapshot.uncommitted(orders, partition)).toEqual([`killed-${partition}`, `successor-${partition}`]);
        expect(snapshot.committed(orders, partition)).toEqual([`successor-${partition}`]);
      }
      // The killed transaction's offset (11) was aborted; the successor's (12) is the stable one.
      expect(snapshot.offset(group, input, 0)).toBe(12);
    } finally {
      child.kill('SIGKILL');
      await exited;
    }
  });
});
