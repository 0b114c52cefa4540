import { mkdtempSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CLIENT_APIS } from '../../codegen/client-apis.js';
import { run } from '../../codegen/cli.js';
import { kebabCase } from '../../codegen/emit-typescript.js';
import { generate, MESSAGES_DIR } from '../../codegen/generate.js';
import { stripJsonComments } from '../../codegen/read-spec.js';
import { camelCase, parseVersionRange } from '../../codegen/spec-model.js';
import { repoRoot, specsDir, describeWithSpecs } from '../protocol/messages/spec-values.js';

describe('spec parsing helpers', () => {
  it('strips // comments but not // inside strings', () => {
    const text = '{ // note\n "about": "see http://kafka.apache.org", "a": 1 // tail\n}';
    expect(JSON.parse(stripJsonComments(text))).toEqual({ about: 'see http://kafka.apache.org', a: 1 });
  });

  it('parses version ranges', () => {
    expect(parseVersionRange('3+')).toEqual({ lowest: 3, highest: Infinity });
    expect(parseVersionRange('2-4')).toEqual({ lowest: 2, highest: 4 });
    expect(parseVersionRange('0')).toEqual({ lowest: 0, highest: 0 });
    expect(parseVersionRange('none')).toBeNull();
    expect(() => parseVersionRange('x')).toThrow();
  });

  it('names files and fields the Kafka way', () => {
    expect(kebabCase('InitProducerId')).toBe('init-producer-id');
    expect(kebabCase('ApiVersions')).toBe('api-versions');
    expect(camelCase('TransactionalId')).toBe('transactionalId');
    expect(camelCase('Enable2Pc')).toBe('enable2Pc');
  });
});

describeWithSpecs('generator', () => {
  const scratch: string[] = [];
  afterEach(() => {
    for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('is deterministic and every file starts with the attribution line', () => {
    const first = generate(specsDir);
    const second = generate(specsDir);
    expect([...second]).toEqual([...first]);
    for (const [path, text] of first) {
      if (path.startsWith(MESSAGES_DIR)) {
        expect(text.split('\n')[0]).toMatch(/^\/\/ Generated from Apache Kafka's message specs \(Apache License 2\.0\), .+\.json\. Do not edit; run npm run codegen\.$/);
      }
    }
    expect(first.has(`${MESSAGES_DIR}/init-producer-id.generated.ts`)).toBe(true);
    expect(first.has(`${MESSAGES_DIR}/control-record-type.generated.ts`)).toBe(true);
    expect(first.has('src/errors/protocol-error-codes.generated.ts')).toBe(true);
  });

  it('the client registry holds exactly the APIs the client sends, and imports no other codec', () => {
    const files = generate(specsDir);
    const client = files.get(`${MESSAGES_DIR}/client-apis.generated.ts`) ?? '';
    const imported = [...client.matchAll(/^import \{ (\w+)Request, \w+Response \} from/gm)].map((match) => match[1]).sort();
    expect(imported).toEqual([...CLIENT_APIS].sort());
    const keys = files.get(`${MESSAGES_DIR}/api-keys.generated.ts`) ?? '';
    expect(keys).not.toMatch(/^import \{/m); // type-only imports: no codec is pulled in
    expect(files.get(`${MESSAGES_DIR}/end-txn.generated.ts`)).toContain('skipTaggedFields(reader);');
  });

  it('--check passes on the committed tree (generation is idempotent)', () => {
    const lines: string[] = [];
    expect(run(['--check', '--specs', specsDir], repoRoot, (line) => lines.push(line))).toBe(0);
    expect(lines.join('\n')).toMatch(/up to date/);
  });

  it('--check lists missing, edited and stale files and exits 1 without writing; a normal run fixes them', () => {
    const root = mkdtempSync(join(tmpdir(), 'kafka-eos-codegen-'));
    scratch.push(root);
    mkdirSync(join(root, MESSAGES_DIR), { recursive: true });
    mkdirSync(join(root, 'src/errors'), { recursive: true });
    writeFileSync(join(root, MESSAGES_DIR, 'old-api.generated.ts'), '// stale\n');
    writeFileSync(join(root, MESSAGES_DIR, 'end-txn.generated.ts'), '// edited by hand\n');
    const lines: string[] = [];
    expect(run(['--check', '--specs', specsDir], root, (line) => lines.push(line))).toBe(1);
    const report = lines.join('\n');
    expect(report).toContain(`${MESSAGES_DIR}/old-api.generated.ts (stale)`);
    expect(report).toMatch(/end-txn\.generated\.ts\n/);
    expect(report).toContain(`${MESSAGES_DIR}/init-producer-id.generated.ts (missing)`);
    expect(readdirSync(join(root, MESSAGES_DIR)).sort()).toEqual(['end-txn.generated.ts', 'old-api.generated.ts']);

    expect(run(['--specs', specsDir], root, () => undefined)).toBe(0);
    expect(run(['--check', '--specs', specsDir], root, () => undefined)).toBe(0);
    expect(readdirSync(join(root, MESSAGES_DIR))).not.toContain('old-api.generated.ts');
  });
});
