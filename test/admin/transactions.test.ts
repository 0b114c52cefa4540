/**
 * The admin client's transaction operations on the in-memory cluster's TCP face (the same scenarios run on real
 * Kafka in test/kafka/admin.test.ts).
 */
import { afterAll, afterEach, beforeAll, describe } from 'vitest';
import { inMemoryAdminTarget, type AdminTarget } from './admin-target.js';
import { transactionScenarios } from './transaction-scenarios.js';

for (const transactionVersion of [1, 2] as const) {
  describe(`admin transactions on the in-memory cluster (transaction.version ${transactionVersion})`, () => {
    let target: AdminTarget;
    beforeAll(async () => { target = await inMemoryAdminTarget(transactionVersion); });
    afterEach(async () => { await target.cleanUp(); });
    afterAll(async () => { await target.close(); });
    transactionScenarios(() => target);
  });
}
