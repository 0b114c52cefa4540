/**
 * The admin client on real Apache Kafka: the same scenarios as on the in-memory cluster (test/admin/), against
 * KAFKA_BOOTSTRAP at KAFKA_TRANSACTION_VERSION.
 */
import { afterEach, beforeAll } from 'vitest';
import { kafkaAdminTarget, type AdminTarget } from '../admin/admin-target.js';
import { resourceScenarios } from '../admin/resource-scenarios.js';
import { transactionScenarios } from '../admin/transaction-scenarios.js';
import { describeRealKafka } from './real-kafka-env.js';

describeRealKafka('admin client', (env) => {
  let target: AdminTarget;
  beforeAll(() => { target = kafkaAdminTarget(env.bootstrapServers, env.transactionVersion, env.bootstrapServers.split(',').length); });
  afterEach(async () => { await target.cleanUp(); });
  transactionScenarios(() => target);
  resourceScenarios(() => target);
});
