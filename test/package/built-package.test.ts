/**
 * The built package, as an application loads it: scripts import `kafka-eos` and `kafka-eos/testing` by name
 * (the package's self-reference, so through package.json "exports" into dist/), in ESM and in CommonJS. They
 * prove that both entries share one module graph: the testing entry's InProcessNetworkClient throws the root
 * entry's own NetworkError class, which the producer's guards classify as "never sent", and a producer from
 * the root entry writes through the testing entry's client. A second copy of the package (the other format,
 * loaded next to the first) is still classified correctly, by brand, and so are the refusals of a zombie's calls
 * (`EarlierFailureError`, `ProducerFencedError`). The project's other tests import src/,
 * so they cannot see a split graph; this one can. dist/ is built first when missing (CI builds it before).
 *
 * Then what a user sees when an error from the package goes uncaught: its name and message first (not a line of
 * the bundle), a stack naming our functions in dist/, and with `--enable-source-maps` the src/ files and lines;
 * and every class keeps its source name (`error.name` is the class's name) although the build no longer uses
 * esbuild's `keepNames`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const scratch = join(root, '.tmp', 'built-package');

const scenario = `
  const clock = new testing.ManualClock();
  const cluster = new testing.InMemoryCluster({ clock, brokers: 1, topics: [{ name: 'orders', partitions: 1 }] });
  cluster.advanceClock(1); // throws unless the cluster sees this ManualClock as its own class
  const network = new testing.InProcessNetworkClient(cluster);
  cluster.setBrokerUp(1, false);
  const refused = await network.send(1, 'Metadata', () => protocol.apis.Metadata.request.create({ topics: [] })).then(() => null, (error) => error);
  cluster.setBrokerUp(1, true);
  const producer = new root.Producer({ network, lingerMs: 0 });
  const written = await producer.send({ topic: 'orders', value: 'one' });
  await producer.close();
  // A zombie: its send after the successor's init fails abortably, the commit is refused with that class, the
  // abort is fenced, and every call after it is refused with ProducerFencedError.
  const zombie = new root.Producer({ network, lingerMs: 0, transactionalId: 'built' });
  await zombie.initTransactions();
  zombie.beginTransaction();
  await zombie.send({ topic: 'orders', value: 'zombie' });
  const successor = new root.Producer({ network, lingerMs: 0, transactionalId: 'built' });
  await successor.initTransactions();
  const failed = (promise) => promise.then(() => null, (error) => error);
  await failed(zombie.send({ topic: 'orders', value: 'late' }));
  const refusedCommit = await failed(zombie.commitTransaction());
  const fenced = await failed(zombie.abortTransaction());
  const refusedAfterFencing = await failed(zombie.commitTransaction());
  await zombie.close();
  await successor.close();
  await network.close();
  const result = {
    sameClass: refused instanceof root.NetworkError,
    guard: root.isNetworkError(refused),
    requestSent: refused.requestSent,
    offset: String(written.offset),
    sameManualClock: testing.ManualClock === testingAgain.ManualClock,
    otherCopyGuard: other.isNetworkError(refused) && other.isKafkaClientError(refused),
    earlierFailure: [root, other].map((copy) => copy.isEarlierFailureError(refusedCommit) && copy.isTransactionError(refusedCommit)).join() + ' ' + refusedCommit.classification,
    fencedRefusal: [root, other].map((copy) => copy.isProducerFencedError(refusedAfterFencing) && copy.isProducerFencedError(refusedAfterFencing.cause)).join(),
    fencedCause: refusedAfterFencing.cause === fenced,
  };
  console.log(JSON.stringify(result));
`;

const esm = `
import * as root from 'kafka-eos';
import * as testing from 'kafka-eos/testing';
import * as testingAgain from 'kafka-eos/testing';
import * as protocol from 'kafka-eos/protocol';
import { createRequire } from 'node:module';
const other = createRequire(import.meta.url)('kafka-eos'); // the CommonJS copy
${scenario}
`;

const cjs = `
const root = require('kafka-eos');
const testing = require('kafka-eos/testing');
const testingAgain = require('kafka-eos/testing');
const protocol = require('kafka-eos/protocol');
(async () => {
  const other = await import('kafka-eos'); // the ESM copy
  ${scenario}
})().catch((error) => { console.error(error); process.exitCode = 1; });
`;

function runScript(name: string, text: string): unknown {
  const file = join(scratch, name);
  writeFileSync(file, text);
  const result = spawnSync(process.execPath, [file], { cwd: root, encoding: 'utf8', timeout: 60_000 });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  return JSON.parse(result.stdout.trim()) as unknown;
}

/** kafka-eos/opentelemetry as built: a send traced by the SDK (the repo's devDependencies), headers injected. */
const otelScenario = `
  const exporter = new sdk.InMemorySpanExporter();
  const tracerProvider = new sdk.BasicTracerProvider({ spanProcessors: [new sdk.SimpleSpanProcessor(exporter)] });
  api.propagation.setGlobalPropagator(new core.W3CTraceContextPropagator());
  const instrumentation = new otel.KafkaEosInstrumentation({ tracerProvider });
  instrumentation.enable();
  const cluster = new testing.InMemoryCluster({ brokers: 1, topics: [{ name: 'orders', partitions: 1 }] });
  const producer = new root.Producer({ network: new testing.InProcessNetworkClient(cluster), lingerMs: 0 });
  const record = { topic: 'orders', value: 'one' };
  await producer.send(record);
  await producer.close();
  instrumentation.disable();
  cluster.close();
  const [span] = exporter.getFinishedSpans();
  console.log(JSON.stringify({
    name: span.name, system: span.attributes['messaging.system'],
    headerMatches: record.headers.traceparent === '00-' + span.spanContext().traceId + '-' + span.spanContext().spanId + '-01',
  }));
`;

const otelEsm = `
import * as root from 'kafka-eos';
import * as testing from 'kafka-eos/testing';
import * as otel from 'kafka-eos/opentelemetry';
import * as api from '@opentelemetry/api';
import * as sdk from '@opentelemetry/sdk-trace-base';
import * as core from '@opentelemetry/core';
${otelScenario}
`;

const otelCjs = `
const root = require('kafka-eos');
const testing = require('kafka-eos/testing');
const otel = require('kafka-eos/opentelemetry');
const api = require('@opentelemetry/api');
const sdk = require('@opentelemetry/sdk-trace-base');
const core = require('@opentelemetry/core');
(async () => {
  ${otelScenario}
})().catch((error) => { console.error(error); process.exitCode = 1; });
`;

describe('the built package', () => {
  beforeAll(() => {
    if (!existsSync(join(root, 'dist/index.js')) || !existsSync(join(root, 'dist/testing/index.cjs')) || !existsSync(join(root, 'dist/opentelemetry/index.cjs'))) {
      const build = spawnSync('npm', ['run', 'build'], { cwd: root, encoding: 'utf8' });
      expect(build.status, build.stderr).toBe(0);
    }
    rmSync(scratch, { recursive: true, force: true });
    mkdirSync(scratch, { recursive: true });
  }, 180_000);

  const expected = {
    sameClass: true, guard: true, requestSent: false, offset: '0', sameManualClock: true, otherCopyGuard: true,
    earlierFailure: 'true,true abortable', fencedRefusal: 'true,true', fencedCause: true,
  };

  it('ESM: kafka-eos and kafka-eos/testing share their classes, and a refused request is classified as never sent', () => {
    expect(runScript('cross-entry.mjs', esm)).toEqual(expected);
  });

  it('CommonJS: kafka-eos and kafka-eos/testing share their classes, and a refused request is classified as never sent', () => {
    expect(runScript('cross-entry.cjs', cjs)).toEqual(expected);
  });

  const traced = { name: 'send orders', system: 'kafka', headerMatches: true };

  it('ESM: kafka-eos/opentelemetry traces a send of the root entry and injects its context', () => {
    expect(runScript('opentelemetry.mjs', otelEsm)).toEqual(traced);
  });

  it('CommonJS: kafka-eos/opentelemetry traces a send of the root entry and injects its context', () => {
    expect(runScript('opentelemetry.cjs', otelCjs)).toEqual(traced);
  });
});

/** Runs a script expected to die of an uncaught error; returns what Node printed. */
function runUncaught(name: string, text: string, flags: readonly string[] = []): string {
  const file = join(scratch, name);
  writeFileSync(file, text);
  const result = spawnSync(process.execPath, [...flags, file], { cwd: root, encoding: 'utf8', timeout: 60_000 });
  expect(result.status, result.stderr).toBe(1);
  expect(result.stdout).toBe('');
  return result.stderr;
}

/** The 1-based line of `src/<file>` that holds `text` (where a source-mapped stack frame must point). */
function sourceLine(file: string, text: string): number {
  const index = readFileSync(join(root, 'src', file), 'utf8').split('\n').findIndex((line) => line.includes(text));
  expect(index, `${text} in src/${file}`).toBeGreaterThanOrEqual(0);
  return index + 1;
}

/** Per format: its script extension, how a script loads the Producer, and the entry file (as a regex) its frames name. */
const formats = [
  ['ESM', 'mjs', "import { Producer } from 'kafka-eos';", String.raw`dist/index\.js`],
  ['CommonJS', 'cjs', "const { Producer } = require('kafka-eos');", String.raw`dist/index\.cjs`],
] as const;

describe('an uncaught error from the built package', () => {
  // A constructor throwing (a thrown ConfigError) and a send rejecting with nobody listening (an unhandled rejection).
  const thrown = "new Producer({ bootstrapServers: ['localhost:9092'], lingerMs: -1 });";
  const rejected = "new Producer({ bootstrapServers: ['localhost:9092'] }).send({ topic: 42, value: 'x' });";

  it.each(formats)('%s: prints the error name and message first, then a stack naming our functions in dist/', (_format, extension, load, entry) => {
    const constructorError = runUncaught(`thrown.${extension}`, `${load}\n${thrown}\n`).split('\n');
    expect(constructorError[0]).toBe('ConfigError: invalid producer config (1 problem):');
    expect(constructorError[1]).toBe('  - lingerMs: must be >= 0 (milliseconds)');
    expect(constructorError[2]).toMatch(new RegExp(String.raw`^    at resolveProducerConfig \(.*/${entry}:\d+:\d+\)$`));
    expect(constructorError[3]).toMatch(new RegExp(String.raw`^    at new Producer \(.*/${entry}:\d+:\d+\)$`));

    const sendError = runUncaught(`rejected.${extension}`, `${load}\n${rejected}\n`).split('\n');
    expect(sendError[0]).toBe('InvalidArgumentError: send(): record.topic must be a non-empty string, got the number 42');
    expect(sendError.slice(1).join('\n')).toMatch(new RegExp(String.raw`\n    at Producer\.send \(.*/${entry}:\d+:\d+\)`));
  });

  it.each(formats)('%s: with --enable-source-maps, the stack names the src/ files and lines', (_format, extension, load) => {
    const printed = runUncaught(`thrown-mapped.${extension}`, `${load}\n${thrown}\n`, ['--enable-source-maps']).split('\n');
    expect(printed[0]).toBe('ConfigError: invalid producer config (1 problem):');
    expect(printed[2]).toMatch(new RegExp(String.raw`^    at resolveProducerConfig \(.*/src/config/producer-config\.ts:${sourceLine('config/producer-config.ts', "throw new ConfigError('producer config'")}:\d+\)$`));
    expect(printed[3]).toMatch(new RegExp(String.raw`^    at new Producer \(.*/src/producer/producer\.ts:${sourceLine('producer/producer.ts', '= resolveProducerConfig(')}:\d+\)$`));
  });
});

describe('names in the built package', () => {
  it('every exported class and function of every entry has its exported name, in ESM and CommonJS', () => {
    const entries = ['kafka-eos', 'kafka-eos/testing', 'kafka-eos/protocol', 'kafka-eos/kafkajs', 'kafka-eos/opentelemetry', 'kafka-eos/aws'];
    const script = `
      import { createRequire } from 'node:module';
      const require = createRequire(import.meta.url);
      const renamed = [];
      let checked = 0;
      for (const entry of ${JSON.stringify(entries)}) {
        for (const [format, exports] of [['esm', await import(entry)], ['cjs', require(entry)]]) {
          for (const [key, value] of Object.entries(exports)) {
            if (typeof value !== 'function') continue;
            checked++;
            if (value.name !== key) renamed.push(format + ' ' + entry + ': ' + key + ' is named ' + value.name);
          }
        }
      }
      console.log(JSON.stringify({ checked, renamed }));
    `;
    const { checked, renamed } = runScript('names.mjs', script) as { checked: number; renamed: string[] };
    expect(renamed).toEqual([]);
    expect(checked).toBeGreaterThan(200);
  });

  it('every class in dist/ has the name of a class declared in src/', () => {
    const declared = new Set<string>();
    for (const file of readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' }).filter((path) => path.endsWith('.ts'))) {
      for (const [, name] of readFileSync(join(root, 'src', file), 'utf8').matchAll(/\bclass ([\w$]+)/g)) declared.add(name ?? '');
    }
    const strays: string[] = [];
    let classes = 0;
    for (const file of readdirSync(join(root, 'dist'), { recursive: true, encoding: 'utf8' }).filter((path) => /\.c?js$/.test(path))) {
      // esbuild writes a bundled class as `var Name = class [InnerName] ...`; the inner name, when present, is its `.name`.
      for (const [, outer, inner] of readFileSync(join(root, 'dist', file), 'utf8').matchAll(/^(?:var|let|const) ([\w$]+) = class(?: (?!extends\b)([\w$]+))?\b/gm)) {
        classes++;
        const name = inner ?? outer ?? '';
        if (!declared.has(name)) strays.push(`${file}: ${name}`);
      }
    }
    expect(strays).toEqual([]);
    expect(classes).toBeGreaterThan(100);
  });
});
