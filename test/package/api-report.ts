/**
 * The API report: runs api-extractor on each published entry's built declarations (dist/ must be built) and
 * compares the result with the committed etc/<entry>.api.md. `npm run api:check` (CI) fails when the public
 * surface changed without the report; `npm run api:update` rewrites the reports, so that the change is a
 * reviewed diff. Reports list every exported declaration with its signature and release tag.
 */
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Extractor, ExtractorConfig, ExtractorLogLevel } from '@microsoft/api-extractor';

const root = resolve(import.meta.dirname, '../..');
const update = process.argv.includes('--update');

/** Each published entry: its report name and the declaration file its `types` condition points at. */
const ENTRIES = [
  { name: 'kafka-eos', types: 'dist/index.d.ts' },
  { name: 'kafka-eos-testing', types: 'dist/testing/index.d.ts' },
  { name: 'kafka-eos-protocol', types: 'dist/protocol/index.d.ts' },
  { name: 'kafka-eos-kafkajs', types: 'dist/kafkajs/index.d.ts' },
  { name: 'kafka-eos-opentelemetry', types: 'dist/opentelemetry/index.d.ts' },
  { name: 'kafka-eos-aws', types: 'dist/aws/index.d.ts' },
] as const;

let failed = false;
mkdirSync(join(root, 'etc'), { recursive: true });
mkdirSync(join(root, '.tmp', 'api'), { recursive: true });
for (const entry of ENTRIES) {
  const config = ExtractorConfig.prepare({
    configObject: {
      projectFolder: root,
      mainEntryPointFilePath: join(root, entry.types),
      compiler: {
        overrideTsconfig: {
          compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', types: ['node'], strict: true, skipLibCheck: true },
          files: [join(root, entry.types)],
        },
      },
      apiReport: { enabled: true, reportFileName: `${entry.name}.api.md`, reportFolder: join(root, 'etc'), reportTempFolder: join(root, '.tmp', 'api') },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      messages: {
        // The report records what is public; these are documentation-style findings, not surface changes.
        extractorMessageReporting: {
          default: { logLevel: ExtractorLogLevel.Warning, addToApiReportFile: false },
          'ae-missing-release-tag': { logLevel: ExtractorLogLevel.None },
          'ae-forgotten-export': { logLevel: ExtractorLogLevel.None },
          'ae-internal-missing-underscore': { logLevel: ExtractorLogLevel.None },
          'ae-unresolved-link': { logLevel: ExtractorLogLevel.None },
        },
        tsdocMessageReporting: { default: { logLevel: ExtractorLogLevel.None } },
        compilerMessageReporting: { default: { logLevel: ExtractorLogLevel.Warning } },
      },
    },
    configObjectFullPath: join(root, 'package.json'),
    packageJsonFullPath: join(root, 'package.json'),
  });
  const result = Extractor.invoke(config, { localBuild: update, showVerboseMessages: false, messageCallback: (message) => {
    if (message.logLevel === ExtractorLogLevel.Warning) message.logLevel = ExtractorLogLevel.Verbose;
  } });
  if (result.apiReportChanged && !update) {
    console.error(`api report: the public surface of ${entry.name} changed; run npm run api:update and commit etc/${entry.name}.api.md`);
    failed = true;
  } else if (!result.succeeded && !update) {
    console.error(`api report: api-extractor failed for ${entry.name} (${result.errorCount} errors)`);
    failed = true;
  } else {
    console.log(`api report: ${entry.name} ${result.apiReportChanged ? 'updated' : 'unchanged'}`);
  }
}

// An unresolved {@inheritDoc} is shown literally in editor hovers: the shipped declarations must spell out their docs.
const declarations = readdirSync(join(root, 'dist'), { recursive: true, encoding: 'utf8' }).filter((name) => /\.d\.c?ts$/.test(name));
for (const name of declarations) {
  const lines = readFileSync(join(root, 'dist', name), 'utf8').split('\n');
  lines.forEach((line, index) => {
    if (!line.includes('{@inheritDoc')) return;
    console.error(`api report: dist/${name}:${index + 1} ships a literal {@inheritDoc}: ${line.trim()}`);
    failed = true;
  });
}
process.exitCode = failed ? 1 : 0;
