import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('examples/transactional-producer.ts', () => {
  it('runs with tsx, exits 0 and prints what it committed and read back read_committed', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'examples/transactional-producer.ts'], { cwd: root, encoding: 'utf8', timeout: 60_000 });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('read_committed invoices: invoice-for-order-1, invoice-for-order-2, invoice-for-order-3');
    expect(run.stdout).toContain('committed consumer offset: 3');
    expect(run.stdout).toContain('aborted: simulated processing failure');
    expect(run.stdout).not.toContain('never-visible');
  }, 60_000);
});

describe('examples/etl.ts', () => {
  it('runs on the embedded cluster: one batch aborted and re-read, every order exactly once in the output', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'examples/etl.ts'], { cwd: root, encoding: 'utf8', timeout: 60_000 });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('batch failed: simulated processing failure');
    expect(run.stdout).toMatch(/committed \d+ records \(300\/300\)/);
    expect(run.stdout).toContain('output: 300 distinct lines, 0 missing, 0 duplicated');
  }, 60_000);
});

describe('examples/observability.ts', () => {
  it('runs on the embedded cluster: diagnostics lines, OTel spans continuing the trace across Kafka, a Prometheus scrape and the OTel metrics', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'examples/observability.ts'], { cwd: root, encoding: 'utf8', timeout: 60_000 });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/\[diagnostics\] Produce v\d+ -> broker 1 \(checkout\)/);
    expect(run.stdout).toMatch(/\[diagnostics\] commitTransaction of checkout-1 took/);
    for (const span of ['initTransactions', 'send orders', 'commitTransaction', 'checkout', 'poll orders', 'process orders']) expect(run.stdout).toContain(`name: '${span}'`);
    expect(run.stdout.match(/processed order-\d in trace [0-9a-f]{32} \(the checkout's trace: true\)/g)).toHaveLength(3);
    expect(run.stdout).toContain('kafka_producer_record_send_total{client_id="checkout"} 3');
    expect(run.stdout).toMatch(/messaging\.client\.sent\.messages \{[^}]*messaging\.destination\.name=orders[^}]*\} 3/);
    expect(run.stdout).toMatch(/messaging\.client\.consumed\.messages \{[^}]*\} 3/);
    expect(run.stdout).toContain('observability example: done');
  }, 60_000);
});
