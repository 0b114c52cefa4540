/**
 * The admin client's topic, config, group and cluster operations on the in-memory cluster's TCP face (the same
 * scenarios run on real Kafka in test/kafka/admin.test.ts).
 */
import { afterAll, afterEach, beforeAll, describe } from 'vitest';
import { inMemoryAdminTarget, type AdminTarget } from './admin-target.js';
import { resourceScenarios } from './resource-scenarios.js';

describe('admin topics, configs, groups and cluster on the in-memory cluster', () => {
  let target: AdminTarget;
  beforeAll(async () => { target = await inMemoryAdminTarget(2); });
  afterEach(async () => { await target.cleanUp(); });
  afterAll(async () => { await target.close(); });
  resourceScenarios(() => target);
});
