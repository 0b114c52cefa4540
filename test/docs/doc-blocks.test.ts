/**
 * The documentation's TypeScript compiles and its runnable programs run, so a renamed option or a changed signature
 * breaks this test instead of a reader's first attempt. Every ```ts block of README.md, docs/*.md and the TSDoc
 * `@example`s in src/ (test/docs/doc-blocks.ts: which blocks, and the `no-run` and `fragment` kinds) becomes a module
 * in one TypeScript program with the project's compiler options, where `kafka-eos` and its subpath entries resolve to
 * the sources (tsconfig.json's `paths`); a diagnostic names the document and line. The complete ```ts blocks then run
 * in a child process (tsx) against the sources and must exit 0 with nothing on stderr.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { docBlocks, moduleText, type DocBlock } from './doc-blocks.js';

const root = resolve(import.meta.dirname, '../..');
const blocks = docBlocks(root);

/**
 * The blocks live, for the compiler only, in test/doc-blocks/ (nothing is written there): bare imports (`kafkajs`,
 * `@opentelemetry/api`) resolve from the project's node_modules as for any test file.
 */
const virtualDir = join(root, 'test', 'doc-blocks');

interface CheckedModule {
  readonly block: DocBlock;
  readonly path: string;
  readonly codeOffset: number;
}

function compilerOptions(): ts.CompilerOptions {
  const config = ts.readConfigFile(join(root, 'tsconfig.json'), (path) => ts.sys.readFile(path));
  if (config.error !== undefined) throw new Error(ts.flattenDiagnosticMessageText(config.error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  return { ...parsed.options, noEmit: true, incremental: false };
}

/** One program over every block (one type-check of src/, not one per block); diagnostics per block's location. */
function typeCheck(modules: readonly CheckedModule[]): Map<CheckedModule, string[]> {
  const options = compilerOptions();
  const texts = new Map(modules.map((module) => [module.path, moduleText(module.block).text]));
  const host = ts.createCompilerHost(options, true);
  const fileExists = host.fileExists.bind(host);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.fileExists = (path) => texts.has(path) || fileExists(path);
  host.readFile = (path) => texts.get(path) ?? readFile(path);
  host.getSourceFile = (path, language, onError, create) => {
    const text = texts.get(path);
    return text === undefined ? getSourceFile(path, language, onError, create) : ts.createSourceFile(path, text, language, true);
  };
  const program = ts.createProgram({ rootNames: [...texts.keys()], options, host });
  const global = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()];
  if (global.length > 0) throw new Error(ts.formatDiagnostics(global, formatHost));
  return new Map(modules.map((module) => {
    const source = program.getSourceFile(module.path);
    if (source === undefined) throw new Error(`${module.block.location}: not in the program`);
    const diagnostics = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
    return [module, diagnostics.map((diagnostic) => located(module, diagnostic))];
  }));
}

const formatHost: ts.FormatDiagnosticsHost = {
  getCanonicalFileName: (path) => path,
  getCurrentDirectory: () => root,
  getNewLine: () => '\n',
};

/** `docs/session.md:51: TS2304 Cannot find name 'invoiceFor'.`: the line in the document, not in the module. */
function located(module: CheckedModule, diagnostic: ts.Diagnostic): string {
  const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n  ');
  if (diagnostic.file === undefined || diagnostic.start === undefined) return `${module.block.location}: TS${diagnostic.code} ${message}`;
  const line = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line;
  const file = relative(root, module.block.file);
  const where = line < module.codeOffset
    ? `${file}:${module.block.firstLine - 1} (the fragment's declarations, line ${line + 1})`
    : `${file}:${module.block.firstLine + line - module.codeOffset}`;
  return `${where}: TS${diagnostic.code} ${message}`;
}

function modulesOf(list: readonly DocBlock[], prefix: string): CheckedModule[] {
  return list.map((block, index) => ({
    block,
    path: join(virtualDir, `${prefix}${index}-${basename(block.file).replace(/\.\w+$/, '')}.ts`),
    codeOffset: moduleText(block).codeOffset,
  }));
}

/** The specifiers a user writes, pointed at the sources, for a program run from outside the package. */
function runnable(code: string): string {
  const paths = compilerOptions().paths ?? {};
  return code.replace(/from '(kafka-eos(?:\/[\w-]+)?)'/g, (whole, specifier: string) => {
    const target = paths[specifier]?.[0];
    return target === undefined ? whole : `from '${join(root, target)}'`;
  });
}

// A wrong block, checked in the same program: proves a failure is reported, at the document's line.
const wrong: DocBlock = {
  location: 'docs/example.md:10', file: join(root, 'docs/example.md'), firstLine: 11, kind: 'fragment',
  context: "import { Producer } from 'kafka-eos';\ndeclare const producer: Producer;",
  code: "await producer.initTransactions();\nawait producer.transaction({ transactionalId: 'renamed' });",
};
const modules = modulesOf(blocks, '');
const [wrongModule] = modulesOf([wrong], 'self-test-');

describe('documentation blocks', () => {
  let results: Map<CheckedModule, string[]> | undefined;
  const checked = (): Map<CheckedModule, string[]> => (results ??= typeCheck(wrongModule === undefined ? modules : [...modules, wrongModule]));

  it('finds the blocks of the README, the guides and the TSDoc examples', () => {
    const files = new Set(blocks.map((block) => relative(root, block.file)));
    expect(files).toContain('README.md');
    expect([...files].filter((file) => file.startsWith('docs/')).length).toBeGreaterThanOrEqual(10);
    expect([...files].filter((file) => file.startsWith('src/')).length).toBeGreaterThanOrEqual(5);
    expect(blocks.filter((block) => block.kind === 'run').length).toBeGreaterThanOrEqual(5);
  });

  it('every block type-checks against the package', { timeout: 180_000 }, () => {
    const failures = modules.flatMap((module) => checked().get(module) ?? []);
    expect(failures).toEqual([]);
  });

  it('a block that does not type-check is reported at its line in the document', { timeout: 180_000 }, () => {
    expect(wrongModule).toBeDefined();
    const failures = checked().get(wrongModule as CheckedModule) ?? [];
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/^docs\/example\.md:12: TS2353 .*'transactionalId'/);
  });

  it('rejects an unknown block kind and a fragment without declarations', () => {
    mkdirSync(join(root, '.tmp'), { recursive: true });
    const dir = mkdtempSync(join(root, '.tmp', 'doc-blocks-'));
    try {
      mkdirSync(join(dir, 'docs'));
      mkdirSync(join(dir, 'src'));
      writeFileSync(join(dir, 'README.md'), '# x\n\n```ts norun\nconst a = 1;\n```\n');
      expect(() => docBlocks(dir)).toThrow(/README\.md:3: unknown TypeScript block kind "norun"/);
      writeFileSync(join(dir, 'README.md'), '# x\n\n```ts fragment\nproducer.close();\n```\n');
      expect(() => docBlocks(dir)).toThrow(/README\.md:3: a fragment needs its declarations/);
      writeFileSync(join(dir, 'README.md'), '<!-- fragment: declare const a: number; -->\n```ts fragment\na;\n```\n');
      expect(docBlocks(dir)).toMatchObject([{ kind: 'fragment', context: 'declare const a: number;', code: 'a;', firstLine: 3 }]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  const runnableBlocks = blocks.filter((block) => block.kind === 'run');
  it.each(runnableBlocks.map((block) => [block.location, block] as const))('%s runs and exits 0', { timeout: 60_000 }, (_location, block) => {
    mkdirSync(join(root, '.tmp'), { recursive: true });
    const dir = mkdtempSync(join(root, '.tmp', 'doc-block-'));
    try {
      const file = join(dir, 'block.mts');
      writeFileSync(file, `${runnable(block.code)}\nconsole.log('DOC-BLOCK-OK');\n`);
      const result = spawnSync(process.execPath, ['--import', 'tsx', file], { cwd: root, encoding: 'utf8', timeout: 50_000 });
      expect(result.stderr).toBe('');
      expect(result.stdout).toContain('DOC-BLOCK-OK');
      expect(result.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('runs with the same specifiers a user writes', () => {
    expect(runnable("import { Producer } from 'kafka-eos';\nimport { InMemoryCluster } from 'kafka-eos/testing';"))
      .toBe(`import { Producer } from '${join(root, 'src/index.ts')}';\nimport { InMemoryCluster } from '${join(root, 'src/testing/index.ts')}';`);
  });
});
