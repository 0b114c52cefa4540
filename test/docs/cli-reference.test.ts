/** docs/cli.md shows each command's `--help` as the code prints it, so the reference cannot drift from the CLI. */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminUsage } from '../../src/cli/admin-cli-usage.js';
import { BROKER_USAGE } from '../../src/cli/broker-options.js';

const doc = readFileSync(join(resolve(import.meta.dirname, '../..'), 'docs/cli.md'), 'utf8');
const textBlocks = [...doc.matchAll(/```text\n([\s\S]*?)\n```/g)].map((match) => match[1] ?? '');

describe('docs/cli.md', () => {
  it.each([
    ['kafka-eos-broker', BROKER_USAGE],
    ['kafka-eos', adminUsage()],
  ])('shows the %s help as the command prints it', (_name, usage) => {
    expect(textBlocks).toContain(usage.trimEnd());
  });
});
