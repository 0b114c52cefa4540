/**
 * Step 3b: assembles one generated file per API (request + response), per header and per data
 * schema, and the index with `ApiKey` and the codec registry. Output depends only on the specs, so
 * running the generator twice gives identical bytes.
 */
import { apiPurpose } from './api-purposes.js';
import type { FieldType, MessageModel, StructModel } from './spec-model.js';
import { StructEmitter } from './emit-struct.js';

/** The first line of every generated file. @internal */
export function attribution(specFiles: readonly string[]): string {
  return `// Generated from Apache Kafka's message specs (Apache License 2.0), ${specFiles.join(', ')}. Do not edit; run npm run codegen.`;
}

/** `InitProducerId` -> `init-producer-id`, `KRaftVersionRecord` -> `k-raft-version-record`. @internal */
export function kebabCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

function describe(message: MessageModel): string {
  const versions = message.minVersion === message.maxVersion ? `version ${message.minVersion}` : `versions ${message.minVersion}-${message.maxVersion}`;
  const flexible = message.flexibleVersions === null ? 'never flexible' : `flexible from ${message.flexibleVersions.lowest}`;
  const key = message.apiKey >= 0 ? `api key ${message.apiKey}, ` : '';
  return `${key}${versions}, ${flexible}`;
}

/** Structs in post-order, so that each is emitted after the structs it calls (their arity is known). */
function childrenFirst(message: MessageModel): StructModel[] {
  const ordered: StructModel[] = [];
  const seen = new Set<StructModel>();
  const visitType = (type: FieldType): void => {
    if (type.kind === 'array') visitType(type.element);
    else if (type.kind === 'struct') visit(type.struct);
  };
  const visit = (struct: StructModel): void => {
    if (seen.has(struct)) return;
    seen.add(struct);
    for (const field of struct.fields) visitType(field.type);
    ordered.push(struct);
  };
  for (const field of message.root.fields) visitType(field.type);
  return ordered;
}

function emitMessage(message: MessageModel): string[] {
  const emitter = new StructEmitter(message);
  const out: string[] = [];
  for (const struct of childrenFirst(message)) {
    out.push(...emitter.emitStruct(struct, `\`${struct.specName}\` of Kafka's \`${message.specName}\` (${describe(message)}).`));
  }
  const name = message.root.typeName;
  out.push(...emitter.emitStruct(message.root, `Kafka's \`${message.specName}\` (${describe(message)}), one type across all versions.`));
  out.push(...emitter.emitDefaultChecks());
  const flexibleFrom = message.flexibleVersions === null ? 'null' : String(message.flexibleVersions.lowest);
  const check = `checkVersion('${name}', ${message.apiKey}, version, ${message.minVersion}, ${message.maxVersion});`;
  out.push(
    '/**',
    ` * Codec of {@link ${name}} (${describe(message)}).`,
    ' * @public',
    ' */',
    `export const ${name}: MessageCodec<${name}> = {`,
    `  name: '${name}',`,
    `  apiKey: ${message.apiKey},`,
    `  minVersion: ${message.minVersion},`,
    `  maxVersion: ${message.maxVersion},`,
    `  flexibleFrom: ${flexibleFrom},`,
    `  create: create${name},`,
    '  encode(writer: Writer, message: ' + name + ', version: number): void {',
    `    ${check}`,
    `    encode${name}(${['writer', 'message', 'version'].slice(0, arityOf(out, `encode${name}`)).join(', ')});`,
    '  },',
    `  decode(reader: Reader, version: number): ${name} {`,
    `    ${check}`,
    `    return decode${name}(${['reader', 'version'].slice(0, arityOf(out, `decode${name}`)).join(', ')});`,
    '  },',
    '};',
    '',
  );
  return out;
}

/** Reads back how many parameters an emitted function declares. */
function arityOf(lines: readonly string[], functionName: string): number {
  const prefix = `function ${functionName}(`;
  const line = lines.find((candidate) => candidate.startsWith(prefix));
  if (line === undefined) throw new Error(`missing ${functionName}`);
  const params = line.slice(prefix.length, line.indexOf(')'));
  return params === '' ? 0 : params.split(',').length;
}

const SUPPORT_IMPORTS = [
  'EMPTY_BYTES',
  'beginTaggedField',
  'checkTaggedFieldEnd',
  'checkVersion',
  'endTaggedField',
  'missingFieldError',
  'nonNull',
  'nullFieldError',
  'skipTaggedFields',
] as const;

function imports(body: readonly string[]): string[] {
  const text = body.join('\n');
  const has = (word: string): boolean => new RegExp(`\\b${word}\\b`).test(text);
  const out: string[] = [];
  if (has('Reader')) out.push("import type { Reader } from '../primitives/reader.js';");
  const uuid = [has('ZERO_UUID') ? 'ZERO_UUID' : '', has('Uuid') ? 'type Uuid' : ''].filter((item) => item !== '');
  if (uuid.length > 0) out.push(`import { ${uuid.join(', ')} } from '../primitives/uuid.js';`);
  if (has('Writer')) out.push("import type { Writer } from '../primitives/writer.js';");
  const support = SUPPORT_IMPORTS.filter((name) => has(name));
  if (support.length > 0) out.push(`import { ${support.join(', ')} } from './codec-support.js';`);
  out.push("import type { MessageCodec } from './message-codec.js';");
  return out;
}

/** The text of one generated file holding `messages` (a request and its response, or one schema). @internal */
export function emitFile(messages: readonly MessageModel[]): string {
  const body: string[] = [];
  for (const message of messages) body.push(...emitMessage(message));
  while (body[body.length - 1] === '') body.pop();
  return [attribution(messages.map((message) => message.fileName)), '', ...imports(body), '', ...body, ''].join('\n');
}

/** One API in the index: its name without suffix and the file its codecs live in. @internal */
export interface ApiEntry {
  readonly name: string;
  readonly module: string;
  readonly request: MessageModel;
  readonly response: MessageModel;
}

function registryEntry(api: ApiEntry): string {
  const flexibleFrom = api.request.flexibleVersions === null ? 'null' : String(api.request.flexibleVersions.lowest);
  return `  ${api.name}: { name: '${api.name}', apiKey: ${api.request.apiKey}, minVersion: ${api.request.minVersion}, maxVersion: ${api.request.maxVersion}, flexibleFrom: ${flexibleFrom}, request: ${api.request.specName}, response: ${api.response.specName} },`;
}

function codecImports(apis: readonly ApiEntry[]): string[] {
  return [...apis]
    .sort((a, b) => a.module.localeCompare(b.module))
    .map((api) => `import { ${api.request.specName}, ${api.response.specName} } from './${api.module}.js';`);
}

/**
 * The text of `api-keys.generated.ts`: `ApiKey`, `ApiKeyName` and `ApiMessages`. It imports codec *types*
 * only, so importing it pulls no codec into a bundle. @internal
 */
export function emitApiKeys(apis: readonly ApiEntry[], specFiles: readonly string[]): string {
  const sorted = [...apis].sort((a, b) => a.request.apiKey - b.request.apiKey);
  const out: string[] = [attribution(specFiles), ''];
  for (const api of [...apis].sort((a, b) => a.module.localeCompare(b.module))) {
    out.push(`import type { ${api.request.specName}, ${api.response.specName} } from './${api.module}.js';`);
  }
  out.push('', '/**', ' * Kafka API keys by name (the request name without `Request`).', ' * @public', ' */', 'export const ApiKey = {');
  for (const api of sorted) {
    out.push(`  /** API key ${api.request.apiKey}, ${api.name}: ${apiPurpose(api.name)}. */`, `  ${api.name}: ${api.request.apiKey},`);
  }
  out.push('} as const;', '', '/** The name of a Kafka API. @public */', 'export type ApiKeyName = keyof typeof ApiKey;', '');
  out.push('/**', ' * Request and response types of every API, by name.', ' * @public', ' */', 'export interface ApiMessages {');
  for (const api of sorted) {
    out.push(
      `  /** ${api.name} (API key ${api.request.apiKey}): ${apiPurpose(api.name)}. */`,
      `  ${api.name}: {`,
      `    /** The request body, at any version from ${api.request.minVersion} to ${api.request.maxVersion}. */`,
      `    request: ${api.request.specName};`,
      '    /** The response body, at the version of its request. */',
      `    response: ${api.response.specName};`,
      '  };',
    );
  }
  out.push('}', '');
  return out.join('\n');
}

/**
 * The text of `index.generated.ts`: the broker registry, every API with its codecs (what
 * `kafka-eos/testing`'s broker decodes), plus `ApiKey` and `ApiMessages` re-exported. @internal
 */
export function emitIndex(apis: readonly ApiEntry[], specFiles: readonly string[]): string {
  const sorted = [...apis].sort((a, b) => a.request.apiKey - b.request.apiKey);
  const out: string[] = [attribution(specFiles), ''];
  out.push("import type { ApiDescriptor } from './api-descriptor.js';");
  out.push("import type { ApiKeyName, ApiMessages } from './api-keys.generated.js';");
  out.push(...codecImports(apis));
  out.push('', "export { ApiKey, type ApiKeyName, type ApiMessages } from './api-keys.generated.js';", '');
  out.push(
    '/**',
    ' * Every API with its codecs and supported versions, by name: the broker registry. The client uses the',
    ' * smaller {@link clientApis} registry (client-apis.generated.ts).',
    ' * @public',
    ' */',
    'export const apis: { readonly [Name in ApiKeyName]: ApiDescriptor<ApiMessages[Name][\'request\'], ApiMessages[Name][\'response\']> } = {',
  );
  for (const api of sorted) out.push(registryEntry(api));
  out.push('};', '');
  out.push(
    'const byKey = new Map<number, ApiDescriptor>(Object.values(apis).map((api: ApiDescriptor) => [api.apiKey, api]));',
    '',
    '/**',
    ' * The API with key `apiKey`, or undefined when this library does not implement it.',
    ' * @public',
    ' */',
    'export function apiByKey(apiKey: number): ApiDescriptor | undefined {',
    '  return byKey.get(apiKey);',
    '}',
    '',
  );
  return out.join('\n');
}

/**
 * The text of `client-apis.generated.ts`: the client registry, only the APIs the client sends (see
 * codegen/client-apis.ts). @internal
 */
export function emitClientIndex(apis: readonly ApiEntry[], specFiles: readonly string[]): string {
  const sorted = [...apis].sort((a, b) => a.request.apiKey - b.request.apiKey);
  const out: string[] = [attribution(specFiles), ''];
  out.push("import type { ApiDescriptor } from './api-descriptor.js';");
  out.push("import type { ApiKeyName, ApiMessages } from './api-keys.generated.js';");
  out.push(...codecImports(apis));
  out.push(
    '',
    '/**',
    ' * The name of an API the client sends.',
    ' * @public',
    ' */',
    `export type ClientApiKeyName = ${sorted.map((api) => `'${api.name}'`).join(' | ')};`,
    '',
    '/**',
    ' * The APIs the client sends, with their codecs and supported versions, by name: the client registry.',
    ' * @public',
    ' */',
    'export const clientApis: { readonly [Name in ClientApiKeyName]: ApiDescriptor<ApiMessages[Name][\'request\'], ApiMessages[Name][\'response\']> } = {',
  );
  for (const api of sorted) out.push(registryEntry(api));
  out.push('};', '');
  out.push(
    '/**',
    ' * The client registry entry of `name`, or undefined when the client does not send that API.',
    ' * @public',
    ' */',
    'export function clientApiByName(name: ApiKeyName): ApiDescriptor | undefined {',
    '  return (clientApis as Partial<Record<ApiKeyName, ApiDescriptor>>)[name];',
    '}',
    '',
    '/**',
    ' * The client registry entry with key `apiKey`, or undefined when the client does not send that API.',
    ' * @public',
    ' */',
    'export function clientApiByKey(apiKey: number): ApiDescriptor | undefined {',
    '  switch (apiKey) {',
  );
  for (const api of sorted) out.push(`    case ${api.request.apiKey}: return clientApis.${api.name};`);
  out.push('    default: return undefined;', '  }', '}', '');
  return out.join('\n');
}
