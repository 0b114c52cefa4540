/**
 * The whole pipeline as a pure function: specs directory in, `{ path -> file text }` out. main.ts
 * writes or checks the result; tests call it directly to prove determinism.
 */
import { join } from 'node:path';
import { emitErrorCodes, readErrorCodes } from './error-codes.js';
import { CLIENT_APIS, EMBEDDED_CLUSTER_APIS } from './client-apis.js';

const GENERATED_APIS = new Set([...CLIENT_APIS, ...EMBEDDED_CLUSTER_APIS]);
import { emitApiKeys, emitClientIndex, emitFile, emitIndex, kebabCase, type ApiEntry } from './emit-typescript.js';
import { readSpecs, type RawSpec } from './read-spec.js';
import { buildMessageModel, supportedRange, type MessageModel } from './spec-model.js';

/** Where generated message codecs live, relative to the repository root. @internal */
export const MESSAGES_DIR = 'src/protocol/messages';
/** Where the generated error table lives, relative to the repository root. @internal */
export const ERROR_CODES_FILE = 'src/errors/protocol-error-codes.generated.ts';

const ERROR_TABLE_ATTRIBUTION = "Derived from Apache Kafka's protocol error table (Apache License 2.0).";

/** File base names that read better than the spec name. */
const FILE_NAMES: Readonly<Record<string, string>> = { ControlRecordTypeSchema: 'control-record-type' };

/** The models of one generated module (file base name without `.ts`). @internal */
export interface ModuleModels {
  readonly module: string;
  readonly models: readonly MessageModel[];
  /** Set for request/response pairs. */
  readonly apiName: string | null;
}

/** Builds the model of every message, grouped by the module it is written to. @internal */
export function buildModels(specsDir: string): ModuleModels[] {
  const specs = readSpecs(join(specsDir, 'message'));
  const byName = new Map<string, RawSpec>(specs.map((spec) => [spec.name, spec]));
  const modules: ModuleModels[] = [];
  for (const spec of specs) {
    if (spec.type === 'response') continue;
    if (spec.type === 'request') {
      const responseSpec = byName.get(spec.name.replace(/Request$/, 'Response'));
      if (responseSpec === undefined) throw new Error(`${spec.fileName}: no response spec`);
      const request = buildMessageModel(spec);
      // A response version only exists for a request version we can send, so cap it there.
      const response = buildMessageModel(responseSpec, supportedRange(spec));
      if (request === null || response === null) continue; // API removed from Kafka ("validVersions": "none").
      const name = spec.name.replace(/Request$/, '');
      if (!GENERATED_APIS.has(name)) continue; // Neither the client nor the embedded cluster speaks it.
      modules.push({ module: `${kebabCase(name)}.generated`, models: [request, response], apiName: name });
      continue;
    }
    const model = buildMessageModel(spec);
    if (model === null) continue;
    modules.push({ module: `${FILE_NAMES[spec.name] ?? kebabCase(spec.name)}.generated`, models: [model], apiName: null });
  }
  return modules;
}

/** Generates every file from `specsDir` (the folder holding `message/` and `error-codes.tsv`). @internal */
export function generate(specsDir: string): Map<string, string> {
  const files = new Map<string, string>();
  const apis: ApiEntry[] = [];
  for (const entry of buildModels(specsDir)) {
    files.set(`${MESSAGES_DIR}/${entry.module}.ts`, emitFile(entry.models));
    const [request, response] = entry.models;
    if (entry.apiName !== null && request !== undefined && response !== undefined) {
      apis.push({ name: entry.apiName, module: entry.module, request, response });
    }
  }
  const apiSpecFiles = apis.flatMap((api) => [api.request.fileName, api.response.fileName]).sort();
  files.set(`${MESSAGES_DIR}/api-keys.generated.ts`, emitApiKeys(apis, apiSpecFiles));
  files.set(`${MESSAGES_DIR}/index.generated.ts`, emitIndex(apis, apiSpecFiles));
  const clientApis = apis.filter((api) => CLIENT_APIS.includes(api.name));
  const missing = [...GENERATED_APIS].filter((name) => !apis.some((api) => api.name === name));
  if (missing.length > 0) throw new Error(`codegen/client-apis.ts names APIs the specs lack: ${missing.join(', ')}`);
  const clientSpecFiles = clientApis.flatMap((api) => [api.request.fileName, api.response.fileName]).sort();
  files.set(`${MESSAGES_DIR}/client-apis.generated.ts`, emitClientIndex(clientApis, clientSpecFiles));
  files.set(ERROR_CODES_FILE, emitErrorCodes(readErrorCodes(join(specsDir, 'error-codes.tsv')), ERROR_TABLE_ATTRIBUTION));
  return new Map([...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
