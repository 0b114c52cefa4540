/**
 * The layer rule of docs/architecture.md, checked on every import under src/: a module imports from its own unit
 * or from a unit on a lower floor, never from a higher floor and never sideways from another unit on its floor.
 * A failure names the file, the import and both layers. Every file under src/ must belong to a unit, so a new
 * folder has to be placed on a floor here (and in docs/architecture.md) before it can land.
 *
 * Also: no module patches another module's prototype.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');

/**
 * The floors, lowest first. Each floor holds one or more units; a unit is a list of paths under src/ (folders or
 * files), and a file belongs to the unit of the longest path that contains it.
 */
const FLOORS: readonly { readonly floor: string; readonly units: Readonly<Record<string, readonly string[]>> }[] = [
  { floor: 'common', units: { common: ['common'] } },
  { floor: 'errors', units: { errors: ['errors'] } },
  { floor: 'protocol', units: { protocol: ['protocol'] } },
  { floor: 'internal', units: { internal: ['internal'] } },
  // The contract every client is written against, and the SASL options' types the configuration names.
  { floor: 'network contract', units: { network: ['network', 'network/sasl/sasl-mechanism.ts'] } },
  { floor: 'config', units: { config: ['config'] } },
  { floor: 'metrics', units: { metrics: ['metrics'] } },
  { floor: 'diagnostics', units: { diagnostics: ['diagnostics'] } },
  // Sockets, ApiVersions and SASL: built from validated options, publishing on the diagnostics channels.
  { floor: 'network implementation', units: { 'network/tcp': ['network/tcp', 'network/sasl'] } },
  { floor: 'transaction', units: { transaction: ['transaction'] } },
  { floor: 'cluster', units: { cluster: ['cluster'] } },
  { floor: 'admin', units: { admin: ['admin'] } },
  { floor: 'clients', units: { producer: ['producer'], consumer: ['consumer'] } },
  { floor: 'session', units: { session: ['session'], 'producer-pool': ['producer-pool'] } },
  { floor: 'adapters', units: { kafkajs: ['kafkajs'], opentelemetry: ['opentelemetry'], aws: ['aws'], testing: ['testing'] } },
  { floor: 'cli', units: { cli: ['cli'] } },
  {
    floor: 'entries',
    units: { entries: ['index.ts', 'protocol/index.ts', 'testing/index.ts', 'kafkajs/index.ts', 'opentelemetry/index.ts', 'aws/index.ts'] },
  },
];

interface Unit { readonly floorIndex: number; readonly floor: string; readonly unit: string }

const unitPaths: { readonly path: string; readonly at: Unit }[] = FLOORS.flatMap((each, floorIndex) =>
  Object.entries(each.units).flatMap(([unit, paths]) => paths.map((path) => ({ path, at: { floorIndex, floor: each.floor, unit } }))));

/** The unit of `file` (a path relative to src/, with '/'), by the longest path that contains it. */
function unitOf(file: string): Unit | undefined {
  let best: { readonly path: string; readonly at: Unit } | undefined;
  for (const each of unitPaths) {
    if ((file === each.path || file.startsWith(`${each.path}/`)) && (best === undefined || each.path.length > best.path.length)) best = each;
  }
  return best?.at;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const files = sourceFiles(SRC).map((path) => ({ path, file: relative(SRC, path).split('\\').join('/'), text: readFileSync(path, 'utf8') }));

/** Every relative import, export-from and `import()` of a file, resolved to a path relative to src/. */
function importsOf(file: string, text: string): { readonly specifier: string; readonly target: string; readonly line: number }[] {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  return importedFiles
    .filter((each) => each.fileName.startsWith('.'))
    .map((each) => ({
      specifier: each.fileName,
      target: posix.normalize(posix.join(posix.dirname(file), each.fileName)).replace(/\.js$/, '.ts'),
      line: text.slice(0, each.pos).split('\n').length,
    }));
}

const describeUnit = (unit: Unit): string => `${unit.unit} (floor ${unit.floorIndex}, ${unit.floor})`;

describe('the layers of docs/architecture.md', () => {
  it('places every file under src/ in a unit', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(files.filter((each) => unitOf(each.file) === undefined).map((each) => `src/${each.file}`)).toEqual([]);
  });

  it('has no import that climbs to a higher floor or reaches sideways into another unit of the same floor', () => {
    const violations: string[] = [];
    for (const { file, text } of files) {
      const from = unitOf(file);
      if (from === undefined) continue;
      for (const { specifier, target, line } of importsOf(file, text)) {
        const to = unitOf(target);
        if (to === undefined) {
          violations.push(`src/${file}:${line} imports '${specifier}', which is outside src/ or in no unit`);
          continue;
        }
        if (to.unit === from.unit || to.floorIndex < from.floorIndex) continue;
        const how = to.floorIndex > from.floorIndex ? 'climbs to' : 'reaches sideways into';
        violations.push(`src/${file}:${line} imports '${specifier}': ${describeUnit(from)} ${how} ${describeUnit(to)}`);
      }
    }
    expect(violations).toEqual([]);
  });

  it('finds a climbing import (the check itself works)', () => {
    const from = unitOf('errors/kafka-client-error.ts');
    const to = unitOf('transaction/transaction-state.ts');
    expect(from?.unit).toBe('errors');
    expect(to?.unit).toBe('transaction');
    expect(to!.floorIndex).toBeGreaterThan(from!.floorIndex);
    expect(importsOf('errors/x.ts', "import type { A } from '../transaction/transaction-state.js';\nexport { B } from './y.js';\nconst c = await import('../common/record.js');"))
      .toEqual([
        { specifier: '../transaction/transaction-state.js', target: 'transaction/transaction-state.ts', line: 1 },
        { specifier: './y.js', target: 'errors/y.ts', line: 2 },
        { specifier: '../common/record.js', target: 'common/record.ts', line: 3 },
      ]);
    expect(unitOf('network/sasl/sasl-mechanism.ts')?.unit).toBe('network');
    expect(unitOf('network/sasl/scram-mechanism.ts')?.unit).toBe('network/tcp');
    expect(unitOf('protocol/index.ts')?.unit).toBe('entries');
  });
});

/** Lines that patch a prototype, or hand a class's prototype to code that may patch it. */
const PROTOTYPE_PATCH = [
  /Object\.(?:defineProperty|defineProperties|setPrototypeOf|assign)\(\s*[\w.]*prototype\b/,
  /\b\w+\.prototype\.\w+\s*=[^=]/,
  /\(\s*[A-Z]\w*\.prototype\s*[,)]/,
];

describe('no module patches another module\'s prototype', () => {
  const patching = files
    .filter(({ text }) => text.split('\n').some((line) => !/^\s*(?:\*|\/\/)/.test(line) && PROTOTYPE_PATCH.some((pattern) => pattern.test(line))))
    .map(({ file }) => file);

  it('nowhere: observers are hooks the clients are given (internal/client-hooks.ts)', () => {
    expect(patching).toEqual([]);
  });

  it('finds a prototype patch (the check itself works)', () => {
    const patches = (line: string): boolean => PROTOTYPE_PATCH.some((pattern) => pattern.test(line));
    expect(patches("Object.defineProperty(prototype, 'send', { value: wrapper });")).toBe(true);
    expect(patches('Producer.prototype.send = wrapper;')).toBe(true);
    expect(patches('instrumentProducerOperations(Producer.prototype);')).toBe(true);
    expect(patches('Producer.prototype.send === wrapper')).toBe(false);
  });
});
