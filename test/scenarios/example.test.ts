/**
 * Every file in examples/ runs as a user runs it (tsx, `kafka-eos` imports mapped to src/ by tsconfig.json's paths;
 * CI runs them against dist/ too) and exits 0 with nothing on stderr: each example checks its own outcome and
 * throws when it is wrong. A few print lines worth pinning down are checked here as well.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const examples = readdirSync(`${root}examples`).filter((name) => name.endsWith('.ts')).sort();

const expectations: Readonly<Record<string, (stdout: string) => void>> = {
  'etl.ts': (stdout) => {
    expect(stdout).toContain('batch failed: simulated processing failure');
    expect(stdout).toMatch(/committed \d+ records \(300\/300\)/);
    expect(stdout).toContain('output: 300 distinct lines, 0 missing, 0 duplicated');
  },
  'observability.ts': (stdout) => {
    expect(stdout).toMatch(/\[diagnostics\] Produce v\d+ -> broker 1 \(checkout\)/);
    expect(stdout).toMatch(/\[diagnostics\] commitTransaction of checkout-1 took/);
    for (const span of ['initTransactions', 'send orders', 'commitTransaction', 'checkout', 'poll orders', 'process orders']) expect(stdout).toContain(`name: '${span}'`);
    expect(stdout.match(/processed order-\d in trace [0-9a-f]{32} \(the checkout's trace: true\)/g)).toHaveLength(3);
    expect(stdout).toContain('kafka_producer_record_send_total{client_id="checkout"} 3');
    expect(stdout).toMatch(/messaging\.client\.sent\.messages \{[^}]*messaging\.destination\.name=orders[^}]*\} 3/);
    expect(stdout).toMatch(/messaging\.client\.consumed\.messages \{[^}]*\} 3/);
  },
  'transactional-producer.ts': (stdout) => {
    expect(stdout).toContain('aborted: simulated processing failure');
    expect(stdout).toContain('read_committed: invoice-1, invoice-2');
  },
  'testing-with-faults.ts': (stdout) => {
    expect(stdout).toContain('# pass 2');
    expect(stdout).toContain('# fail 0');
  },
  'admin-transactions.ts': (stdout) => {
    expect(stdout).toContain('stalled: true');
    expect(stdout).toMatch(/hanging: payments-writer on payments-0 from offset 0/);
    expect(stdout).toContain('stalled: false');
  },
};

describe('examples/', () => {
  it('has the examples the README links to', () => {
    expect(examples).toEqual(expect.arrayContaining(['etl.ts', 'transactional-producer.ts', 'kafkajs-pipeline.ts', 'testing-with-faults.ts', 'observability.ts', 'admin-transactions.ts']));
  });

  it.each(examples)('%s runs with tsx, checks its own outcome and exits 0', (file) => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', `examples/${file}`], { cwd: root, encoding: 'utf8', timeout: 60_000 });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expectations[file]?.(run.stdout);
  }, 60_000);
});
