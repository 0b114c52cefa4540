/**
 * The README's TypeScript blocks are run, so the documented quick start cannot rot: each block is
 * written to a temporary module with `kafka-eos` imports pointed at the sources, then executed
 * with tsx in a child process that must exit 0. Blocks fenced as ```ts no-run (they need a real
 * broker) are left out.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const blocks = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');

function runnable(block: string): string {
  return block
    .replaceAll("from 'kafka-eos/testing'", `from '${join(root, 'src/testing/index.ts')}'`)
    .replaceAll("from 'kafka-eos/kafkajs'", `from '${join(root, 'src/kafkajs/index.ts')}'`)
    // The block runs from a temporary directory: KafkaJS (a devDependency) is resolved from the project.
    .replaceAll("from 'kafkajs'", `from '${createRequire(join(root, 'package.json')).resolve('kafkajs')}'`)
    .replaceAll("from 'kafka-eos'", `from '${join(root, 'src/index.ts')}'`);
}

describe('README examples', () => {
  it('has TypeScript blocks to check', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(2);
  });

  it.each(blocks.map((block, index) => [index, block] as const))('block %i runs and exits 0', (_index, block) => {
    const dir = mkdtempSync(join(tmpdir(), 'kafka-eos-readme-'));
    try {
      const file = join(dir, 'example.mts');
      writeFileSync(file, `${runnable(block)}\nconsole.log('README-BLOCK-OK');\n`);
      const result = spawnSync(process.execPath, ['--import', 'tsx', file], { cwd: root, encoding: 'utf8', timeout: 60_000 });
      expect(result.stderr).toBe('');
      expect(result.stdout).toContain('README-BLOCK-OK');
      expect(result.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
