import { afterEach, describe, expect, it } from 'vitest';
import { scenario, type Scenario } from './scenario-helpers.js';

describe('an idle producer holds no timer', () => {
  let s: Scenario;
  afterEach(async () => { await s.close(); });

  it('after its batches are answered, nothing is left armed (a ref\'d timer would keep the process open)', async () => {
    s = scenario();
    const producer = s.producer({ lingerMs: 5 });
    // A linger deadline and the in-flight batch's delivery deadline each give the Sender a finite wake time.
    await s.settle(producer.send([{ topic: 'orders', partition: 0, value: 'a' }, { topic: 'orders', partition: 1, value: 'b' }]));
    await s.settle(producer.flush());
    await new Promise((resolve) => { setImmediate(resolve); });
    expect(s.clock.pendingTimers).toBe(0);
  });
});
