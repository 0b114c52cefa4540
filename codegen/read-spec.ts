/**
 * Step 1 of the generator: read Kafka's JSON message specs (JSON with `//` line comments) into plain,
 * validated objects. Nothing here interprets versions; that is {@link buildMessageModel}'s job.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One field exactly as written in a spec file. @internal */
export interface RawField {
  readonly name: string;
  readonly type: string;
  readonly versions: string;
  readonly about: string;
  readonly nullableVersions: string | undefined;
  readonly taggedVersions: string | undefined;
  readonly tag: number | undefined;
  readonly flexibleVersions: string | undefined;
  readonly ignorable: boolean;
  readonly default: string | number | boolean | undefined;
  readonly entityType: string | undefined;
  readonly fields: readonly RawField[] | undefined;
}

/** A named struct from `commonStructs`. @internal */
export interface RawStruct {
  readonly name: string;
  readonly fields: readonly RawField[];
}

/** One spec file (`request`, `response`, `header` or `data`). @internal */
export interface RawSpec {
  /** File name, e.g. `InitProducerIdRequest.json`. */
  readonly fileName: string;
  readonly name: string;
  readonly type: 'request' | 'response' | 'header' | 'data';
  readonly apiKey: number | undefined;
  readonly validVersions: string;
  readonly flexibleVersions: string;
  readonly latestVersionUnstable: boolean;
  readonly fields: readonly RawField[];
  readonly commonStructs: readonly RawStruct[];
}

/**
 * Removes `//` comments outside string literals; Kafka's specs use them for version notes and
 * `"about"` texts may contain `//` (URLs), so a plain regex would corrupt them.
 * @internal
 */
export function stripJsonComments(text: string): string {
  let out = '';
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] ?? '';
    if (inString) {
      out += c;
      if (c === '\\') {
        out += text[i + 1] ?? '';
        i++;
      } else if (c === '"') {
        inString = false;
      }
    } else if (c === '"') {
      inString = true;
      out += c;
    } else if (c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++;
      out += '\n';
    } else {
      out += c;
    }
  }
  return out;
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function str(object: Json, key: string, where: string): string {
  const value = object[key];
  if (typeof value !== 'string') throw new Error(`${where}: "${key}" must be a string`);
  return value;
}

function optionalStr(object: Json, key: string, where: string): string | undefined {
  const value = object[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new Error(`${where}: "${key}" must be a string`);
  return value;
}

function readFields(value: unknown, where: string): RawField[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new Error(`${where}: "fields" must be an array`);
  return value.map((item: unknown, index) => readField(item, `${where}.fields[${index}]`));
}

function readField(value: unknown, where: string): RawField {
  if (!isObject(value)) throw new Error(`${where}: field must be an object`);
  const name = str(value, 'name', where);
  const at = `${where}(${name})`;
  const tag = value.tag;
  if (tag !== undefined && typeof tag !== 'number') throw new Error(`${at}: "tag" must be a number`);
  const defaultValue = value.default;
  if (
    defaultValue !== undefined
    && typeof defaultValue !== 'string'
    && typeof defaultValue !== 'number'
    && typeof defaultValue !== 'boolean'
  ) {
    throw new Error(`${at}: "default" must be a string, number or boolean`);
  }
  return {
    name,
    type: str(value, 'type', at),
    versions: str(value, 'versions', at),
    about: optionalStr(value, 'about', at) ?? '',
    nullableVersions: optionalStr(value, 'nullableVersions', at),
    taggedVersions: optionalStr(value, 'taggedVersions', at),
    tag,
    flexibleVersions: optionalStr(value, 'flexibleVersions', at),
    ignorable: value.ignorable === true,
    default: defaultValue,
    entityType: optionalStr(value, 'entityType', at),
    fields: value.fields === undefined ? undefined : readFields(value.fields, at),
  };
}

/** Parses one spec file's text. @internal */
export function parseSpec(fileName: string, text: string): RawSpec {
  const parsed: unknown = JSON.parse(stripJsonComments(text));
  if (!isObject(parsed)) throw new Error(`${fileName}: top level must be an object`);
  const type = str(parsed, 'type', fileName);
  if (type !== 'request' && type !== 'response' && type !== 'header' && type !== 'data') {
    throw new Error(`${fileName}: unknown type ${type}`);
  }
  const apiKey = parsed.apiKey;
  if (apiKey !== undefined && typeof apiKey !== 'number') throw new Error(`${fileName}: "apiKey" must be a number`);
  const common = parsed.commonStructs;
  const commonStructs: RawStruct[] = [];
  if (common !== undefined) {
    if (!Array.isArray(common)) throw new Error(`${fileName}: "commonStructs" must be an array`);
    for (const item of common as unknown[]) {
      if (!isObject(item)) throw new Error(`${fileName}: common struct must be an object`);
      const structName = str(item, 'name', fileName);
      commonStructs.push({ name: structName, fields: readFields(item.fields, `${fileName}/${structName}`) });
    }
  }
  return {
    fileName,
    name: str(parsed, 'name', fileName),
    type,
    apiKey,
    validVersions: str(parsed, 'validVersions', fileName),
    flexibleVersions: optionalStr(parsed, 'flexibleVersions', fileName) ?? 'none',
    latestVersionUnstable: parsed.latestVersionUnstable === true,
    fields: readFields(parsed.fields, fileName),
    commonStructs,
  };
}

/** Reads every `*.json` of `messageDir`, sorted by file name so that output is deterministic. @internal */
export function readSpecs(messageDir: string): RawSpec[] {
  return readdirSync(messageDir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => parseSpec(file, readFileSync(join(messageDir, file), 'utf8')));
}
