/**
 * Fidelity of the in-memory cluster, measured: every scenario of scenarios.ts runs on real
 * Apache Kafka (KAFKA_BOOTSTRAP, at KAFKA_TRANSACTION_VERSION) and on a fresh in-memory cluster at the same
 * transaction version, and the two normalised traces must be equal line by line: every step's outcome at the
 * client, the error codes of every response, offsets, high watermark and LSO, the records read_committed and
 * read_uncommitted readers see, producer ids and epochs, DescribeTransactions states, and what the admin client's
 * transaction tools report (admin-scenarios.ts). The differences that are
 * kept are listed in docs/in-memory-cluster.md ("Measured differences from Apache Kafka 4.4.0"); none of them
 * shows in these scenarios.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeRealKafka } from '../real-kafka-env.js';
import { inMemoryTarget, kafkaTarget, type FidelityTarget } from './fidelity-target.js';
import { ADMIN_FIDELITY_SCENARIOS } from './admin-scenarios.js';
import { FIDELITY_SCENARIOS } from './scenarios.js';

describeRealKafka('fidelity: in-memory cluster vs Apache Kafka', (env) => {
  let kafka: FidelityTarget;
  let inMemory: FidelityTarget;
  beforeAll(async () => {
    kafka = kafkaTarget(env.bootstrapServers, env.transactionVersion);
    inMemory = await inMemoryTarget(env.transactionVersion);
  });
  afterAll(async () => {
    await kafka.close();
    await inMemory.close();
  });

  for (const [index, scenario] of [...FIDELITY_SCENARIOS, ...ADMIN_FIDELITY_SCENARIOS].entries()) {
    it(scenario.name, async () => {
      const id = `fidelity${index}`;
      const expected = await scenario.run(kafka, id);
      const actual = await scenario.run(inMemory, id);
      if (process.env.FIDELITY_PRINT === '1') process.stderr.write(`${scenario.name}\n${expected.lines.join('\n')}\n`);
      expect(actual.lines).toEqual(expected.lines);
    }, 180_000);
  }
});
